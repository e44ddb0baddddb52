package dev.aesref.tools.trace;

import dev.aesref.internal.hwmodel.HwModelSteps;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * The three CTR driver models run one batch at a time, for {@code aesref trace --driver}: which
 * calls and batches a request of whole blocks becomes, the keystream each batch's lanes make, and
 * what happens where the counter wraps.
 *
 * <p>A request of {@code blocks} zero blocks is run twice: once through the driver's public entry
 * ({@link HwModelSteps#boringProcess}, {@link HwModelSteps#goXorKeyStream},
 * {@link HwModelSteps#linuxCtrCrypt} or {@link HwModelSteps#linuxXctrCrypt}), and once
 * through the block functions those entries call, one call or batch at a time, in the order the modelled C or Go code makes them: BoringSSL's
 * {@code CRYPTO_ctr128_encrypt_ctr32} calls {@code aes_hw_ctr32_encrypt_blocks} for the blocks
 * before the 32-bit wrap and again for those after it; Go's {@code XORKeyStreamAt} calls
 * {@code ctrBlocks8} per 8 blocks, then 4, 2 and 1; the kernel's {@code ctr_crypt} calls
 * {@code aes_ctr64_crypt} for the blocks before the 64-bit wrap and again after it. The batch
 * shapes inside a call are those of the block function ({@link HwModelSteps#boringRegistersFor},
 * {@link HwModelSteps#linuxTailVectors}). The two keystreams must be equal; the trace's reader (the
 * tools) recovers each lane's counter block from its keystream with the FIPS-197 engine and
 * checks the keystream against a {@code BigInteger} counter.
 *
 * <p>Where a driver splits a request at a wrap, the trace also runs the block function over the
 * whole request without the split ({@link Trace#unsplit}), which shows why the split exists: the
 * counter arithmetic of the block function alone does not carry. For Go, whose batches carry by
 * themselves on the slow path, a batch that takes the slow path records the counters the fast
 * path (PADDQ of (1, 0)) would have made instead.
 *
 * <p>This class is a teaching tool, not part of any engine: it branches on counters, builds
 * strings from them and keeps keystream in lists, which is why it lives in the tools and not in
 * the library. The models it runs are the library's own, reached through {@link HwModelSteps}.
 * Use it only with test keys.
 */
public final class CtrDriverTrace {

    private static final int BLOCK = 16;
    /** Most blocks one trace runs: enough to see several batches on both sides of a wrap. */
    public static final int MAX_BLOCKS = 256;

    /** The driver models, by the name {@code trace --driver} takes. */
    public enum Driver {
        BORING_CTR32("boring-ctr32", "BoringSSL aes_hw_ctr32_encrypt_blocks + CRYPTO_ctr128_encrypt_ctr32", 0),
        GO_CTR("go-ctr", "Go crypto/internal/fips140/aes ctr.go + ctrBlocks8Asm", 0),
        LINUX_CTR_YMM("linux-ctr-ymm", "Linux aes_ctr64_crypt (VAES + AVX2, 2 lanes) + ctr_crypt", 256),
        LINUX_CTR_ZMM("linux-ctr-zmm", "Linux aes_ctr64_crypt (VAES + AVX-512, 4 lanes) + ctr_crypt", 512),
        LINUX_XCTR_YMM("linux-xctr-ymm", "Linux aes_xctr_crypt (VAES + AVX2, 2 lanes) + xctr_crypt", 256),
        LINUX_XCTR_ZMM("linux-xctr-zmm", "Linux aes_xctr_crypt (VAES + AVX-512, 4 lanes) + xctr_crypt", 512);

        private final String traceName;
        private final String models;
        private final int vectorBits;

        Driver(String traceName, String models, int vectorBits) {
            this.traceName = traceName;
            this.models = models;
            this.vectorBits = vectorBits;
        }

        /** The name {@code trace --driver} takes. */
        public String traceName() {
            return traceName;
        }

        /** The routines the model follows. */
        public String models() {
            return models;
        }

        /** Blocks per register: 1 for the xmm drivers, 2 (YMM) or 4 (ZMM) for the kernel's. */
        public int lanes() {
            return vectorBits == 0 ? 1 : vectorBits / 128;
        }

        /** True for XCTR: block i (from 1) is E(iv XOR LE128(i)); otherwise CTR from iv. */
        public boolean xctr() {
            return this == LINUX_XCTR_YMM || this == LINUX_XCTR_ZMM;
        }

        /** The driver with this trace name. */
        public static Driver byName(String name) {
            for (Driver d : values()) {
                if (d.traceName.equals(name)) {
                    return d;
                }
            }
            List<String> names = new ArrayList<>();
            for (Driver d : values()) {
                names.add(d.traceName);
            }
            throw new IllegalArgumentException("driver must be one of " + String.join(", ", names)
                    + ", got '" + name + "'");
        }
    }

    /**
     * One batch: blocks the block function has in flight together.
     *
     * @param call which call of the block function (1 or 2: before and after a split)
     * @param firstBlock index in the request of the batch's first block
     * @param made blocks of keystream the batch makes (registers times lanes)
     * @param keystream the keystream of the blocks the batch uses, in order ({@code used * 16} bytes)
     * @param shape the batch as the assembly names it, in words
     * @param path which path the routine takes, in words
     * @param fastPathWouldMake for a Go batch on the slow path: the 8 counter blocks PADDQ would
     *     have made; otherwise empty
     */
    public record Batch(int call, int firstBlock, int made, byte[] keystream, String shape, String path,
                        List<byte[]> fastPathWouldMake) {

        /** Blocks of this batch the request uses. */
        public int used() {
            return keystream.length / BLOCK;
        }
    }

    /**
     * A trace.
     *
     * @param driver the driver model
     * @param iv the request's counter block (CTR) or XCTR IV
     * @param blocks blocks in the request
     * @param batches the batches, in the order they run
     * @param events what the driver does between calls or batches, each after a block index
     * @param viaEntry the keystream from the driver's public entry
     * @param ivAfter the counter block the driver holds or returns after the request (empty for
     *     Go, which keeps a byte offset, and for XCTR, which leaves the IV as it is)
     * @param unsplit for the drivers that split at a wrap and whose request crosses one: the
     *     keystream of the block function called once for the whole request; otherwise empty
     */
    public record Trace(Driver driver, byte[] iv, int blocks, List<Batch> batches, List<Event> events,
                        byte[] viaEntry, byte[] ivAfter, byte[] unsplit) {

        /** The keystream of the batches, concatenated. */
        public byte[] viaBatches() {
            byte[] all = new byte[blocks * BLOCK];
            int pos = 0;
            for (Batch b : batches) {
                System.arraycopy(b.keystream, 0, all, pos, b.keystream.length);
                pos += b.keystream.length;
            }
            return all;
        }
    }

    /** Something the driver does after block {@code afterBlock} (−1: before the first). */
    public record Event(int afterBlock, String what) {}

    private CtrDriverTrace() {}

    /** Runs {@code blocks} (1 .. {@link #MAX_BLOCKS}) zero blocks through {@code driver}. */
    public static Trace run(Driver driver, byte[] key, byte[] iv, int blocks) {
        if (iv == null || iv.length != BLOCK) {
            throw new IllegalArgumentException("iv must be 16 bytes, got "
                    + (iv == null ? "none" : iv.length + ""));
        }
        if (blocks < 1 || blocks > MAX_BLOCKS) {
            throw new IllegalArgumentException("blocks must be 1.." + MAX_BLOCKS + ", got " + blocks);
        }
        return switch (driver) {
            case BORING_CTR32 -> boring(key, iv, blocks);
            case GO_CTR -> go(key, iv, blocks);
            default -> linux(driver, key, iv, blocks);
        };
    }

    private static Trace boring(byte[] key, byte[] iv, int blocks) {
        byte[] ivAfter = new byte[BLOCK];
        byte[] viaEntry = HwModelSteps.boringProcess(key, iv, blocks, ivAfter);
        long ctr32 = bigEndian(iv, 12, 4);
        int first = (int) Math.min(blocks, (1L << 32) - ctr32);
        int second = blocks - first;
        List<Batch> batches = new ArrayList<>();
        List<Event> events = new ArrayList<>();
        events.add(new Event(-1, String.format(Locale.ROOT,
                "ctr.c: ctr32 = %08x; %d block(s) before it wraps, so call 1 takes %d and call 2 %d",
                ctr32, (1L << 32) - ctr32, first, second)));
        boringCall(key, 1, 0, first, iv, batches);
        byte[] unsplit = new byte[0];
        byte[] carried = iv.clone();
        Arrays.fill(carried, 12, 16, (byte) 0);
        addOne(carried, 12);
        if (ctr32 + blocks >= 1L << 32) {
            events.add(new Event(first - 1, "ctr.c: ctr32 wrapped to 0; PUTU32(ivec + 12, 0) and ctr96_inc"
                    + " carries into bytes 0..11: ivec = " + HexFormat.of().formatHex(carried)));
        }
        if (second > 0) {
            boringCall(key, 2, first, second, carried, batches);
            unsplit = HwModelSteps.boringBlocks(key, iv, blocks);
        }
        return new Trace(Driver.BORING_CTR32, iv.clone(), blocks, batches, events, viaEntry,
                ivAfter, unsplit);
    }

    /** One call of the block function, cut into the batches {@code .Lctr32_loop8} and the tail make. */
    private static void boringCall(byte[] key, int call, int firstBlock, int blocks, byte[] ivec,
                                   List<Batch> batches) {
        byte[] ks = HwModelSteps.boringBlocks(key, ivec, blocks);
        for (int done = 0; done < blocks; done += HwModelSteps.BORING_IN_FLIGHT) {
            int n = Math.min(HwModelSteps.BORING_IN_FLIGHT, blocks - done);
            int registers = HwModelSteps.boringRegistersFor(n);
            String shape = n == HwModelSteps.BORING_IN_FLIGHT ? ".Lctr32_loop8: 8 blocks in flight"
                    : ".Lctr32_tail: " + n + " block(s) in " + registers + " register(s)";
            String path = call == 1 ? "call 1 (before the 32-bit wrap)" : "call 2 (after the wrap)";
            batches.add(new Batch(call, firstBlock + done, registers,
                    Arrays.copyOfRange(ks, done * BLOCK, (done + n) * BLOCK), shape, path, List.of()));
        }
    }

    private static Trace go(byte[] key, byte[] iv, int blocks) {
        byte[] viaEntry = HwModelSteps.goXorKeyStream(key, iv, blocks);
        long lo = bigEndian(iv, 8, 8);
        long hi = bigEndian(iv, 0, 8);
        List<Batch> batches = new ArrayList<>();
        List<Event> events = new ArrayList<>();
        events.add(new Event(-1, String.format(Locale.ROOT, "ctr.go: ivhi = %016x, ivlo = %016x; ctrBlocks8"
                + " per 8 blocks, then 4, 2 and 1; add128 between batches", hi, lo)));
        int done = 0;
        while (blocks - done >= 8) {
            byte[] ks = HwModelSteps.goBlocks(key, 8, lo, hi);
            boolean slow = Long.compareUnsigned(lo + 7, lo) < 0;
            List<byte[]> fast = new ArrayList<>();
            if (slow) {
                // What seven PADDQ of (1, 0) make: the low quadword wraps, the high one stays.
                long[] reg = {lo, hi};
                long[] one = {1, 0};
                for (int i = 0; i < 8; i++) {
                    fast.add(blockOf(reg[1], reg[0]));
                    HwModelSteps.paddq(reg, 0, one, 0);
                }
            }
            batches.add(new Batch(1, done, 8, ks, "ctrBlocks8Asm: 8 blocks in flight",
                    slow ? "slow path: ivlo + 7 carries (JC slow), ADDQ/ADCQ per block"
                            : "fast path: ivlo + 7 does not carry, PADDQ (1, 0) per block", fast));
            long next = lo + 8;
            if (Long.compareUnsigned(next, lo) < 0) {
                events.add(new Event(done + 7, "ctr.go: add128 carries into ivhi between batches: ivhi = "
                        + String.format(Locale.ROOT, "%016x", hi + 1)));
            }
            hi += Long.compareUnsigned(next, lo) < 0 ? 1 : 0;
            lo = next;
            done += 8;
        }
        for (int n = 4; n >= 1; n /= 2) {
            if (blocks - done >= n) {
                byte[] ks = HwModelSteps.goBlocks(key, n, lo, hi);
                boolean carries = Long.compareUnsigned(lo + n - 1, lo) < 0;
                batches.add(new Batch(1, done, n, ks, "ctrBlocks" + n + "Asm: " + n + " block(s) in flight",
                        carries ? "ADDQ $1 / ADCQ $0 per block: the carry is taken inside the batch"
                                : "ADDQ $1 / ADCQ $0 per block", List.of()));
                long next = lo + n;
                if (Long.compareUnsigned(next, lo) < 0) {
                    events.add(new Event(done + n - 1, "ctr.go: add128 carries into ivhi between batches: ivhi = "
                            + String.format(Locale.ROOT, "%016x", hi + 1)));
                }
                hi += Long.compareUnsigned(next, lo) < 0 ? 1 : 0;
                lo = next;
                done += n;
            }
        }
        return new Trace(Driver.GO_CTR, iv.clone(), blocks, batches, events, viaEntry, new byte[0],
                new byte[0]);
    }

    private static Trace linux(Driver driver, byte[] key, byte[] iv, int blocks) {
        int vectorBits = driver.lanes() * 128;
        byte[] ivOut = iv.clone();
        List<Batch> batches = new ArrayList<>();
        List<Event> events = new ArrayList<>();
        byte[] unsplit = new byte[0];
        if (driver.xctr()) {
            byte[] viaEntry = HwModelSteps.linuxXctrCrypt(key, vectorBits, ivOut, blocks);
            events.add(new Event(-1, "xctr_crypt: ctr = 1; block i is E(iv XOR LE128(i)), the IV is not changed"
                    + " (the u64 counter starts at 1 and a request cannot reach 2^64 blocks)"));
            byte[] ks = HwModelSteps.linuxXctr(key, vectorBits, iv, blocks, 1);
            linuxBatches(driver, 1, 0, ks, "one call", batches);
            return new Trace(driver, iv.clone(), blocks, batches, events, viaEntry, new byte[0], unsplit);
        }
        byte[] viaEntry = HwModelSteps.linuxCtrCrypt(key, vectorBits, ivOut, blocks);
        long lo = bigEndian(iv, 8, 8);
        long hi = bigEndian(iv, 0, 8);
        long sum = lo + blocks;
        boolean split = Long.compareUnsigned(sum, lo) < 0;
        int first = split ? (int) -lo : blocks;
        events.add(new Event(-1, String.format(Locale.ROOT,
                "ctr_crypt: low 64 bits %016x; %s", lo, split
                        ? "they wrap after " + first + " block(s): call 1 takes " + first + ", call 2 "
                                + (blocks - first) + (first == blocks ? " (the request ends at the wrap)" : "")
                        : "no wrap in " + blocks + " block(s): one call")));
        byte[] ks = HwModelSteps.linuxCtr64(key, vectorBits, first, lo, hi);
        linuxBatches(driver, 1, 0, ks, split ? "call 1 (before the 64-bit wrap)" : "one call", batches);
        if (split) {
            events.add(new Event(first - 1, String.format(Locale.ROOT,
                    "ctr_crypt: the low half wrapped; the glue adds 1 to the high half: %016x", hi + 1)));
        }
        if (first < blocks) {
            byte[] ks2 = HwModelSteps.linuxCtr64(key, vectorBits, blocks - first, 0, hi + 1);
            linuxBatches(driver, 2, first, ks2, "call 2 (after the wrap)", batches);
            unsplit = HwModelSteps.linuxCtr64(key, vectorBits, blocks, lo, hi);
        }
        return new Trace(driver, iv.clone(), blocks, batches, events, viaEntry, ivOut, unsplit);
    }

    /** One call of the assembly, cut into its main-loop iterations and its tail. */
    private static void linuxBatches(Driver driver, int call, int firstBlock, byte[] ks, String path,
                                     List<Batch> batches) {
        int lanes = driver.lanes();
        int vl = BLOCK * lanes;
        int perIteration = HwModelSteps.LINUX_VECTORS_PER_ITERATION * vl;
        int pos = 0;
        while (ks.length - pos >= perIteration) {
            batches.add(new Batch(call, firstBlock + pos / BLOCK, HwModelSteps.LINUX_VECTORS_PER_ITERATION * lanes,
                    Arrays.copyOfRange(ks, pos, pos + perIteration),
                    "main loop: 8 vectors of " + lanes + " lanes in flight", path, List.of()));
            pos += perIteration;
        }
        int remaining = ks.length - pos;
        if (remaining > 0) {
            int vectors = HwModelSteps.linuxTailVectors(remaining, vl);
            batches.add(new Batch(call, firstBlock + pos / BLOCK, vectors * lanes,
                    Arrays.copyOfRange(ks, pos, ks.length),
                    "tail: " + vectors + " vectors of " + lanes + " lanes made, " + remaining / BLOCK
                            + " block(s) used", path, List.of()));
        }
    }

    /** The {@code n}-byte big-endian number at {@code b[off]}. */
    private static long bigEndian(byte[] b, int off, int n) {
        long v = 0;
        for (int i = 0; i < n; i++) {
            v = v << 8 | (b[off + i] & 0xFF);
        }
        return v;
    }

    /** The counter block {@code hi || lo}, big-endian. */
    private static byte[] blockOf(long hi, long lo) {
        byte[] b = new byte[BLOCK];
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (hi >>> (56 - 8 * i));
            b[8 + i] = (byte) (lo >>> (56 - 8 * i));
        }
        return b;
    }

    /** Adds one to the big-endian number in {@code b[0 .. end)}. */
    private static void addOne(byte[] b, int end) {
        for (int i = end - 1; i >= 0; i--) {
            b[i]++;
            if (b[i] != 0) {
                return;
            }
        }
    }

}
