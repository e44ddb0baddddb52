package dev.aesref.internal.hwmodel;

import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.ct.Secret;
import java.util.Arrays;
import javax.security.auth.Destroyable;

/**
 * A model of the Linux x86 VAES AES-CTR and XCTR code: the assembly
 * {@code arch/x86/crypto/aes-ctr-avx-x86_64.S} ({@code aes_ctr64_crypt_*} and
 * {@code aes_xctr_crypt_*}, instantiated for 256-bit YMM and 512-bit ZMM vectors) and the C
 * glue {@code arch/x86/crypto/aesni-intel_glue.c} ({@code ctr_crypt}, {@code xctr_crypt}).
 *
 * <p>The assembly keeps the counter as a little-endian 128-bit value, broadcasts it to every
 * 128-bit lane, adds {@code 0, 1, 2, 3} (ZMM) or {@code 0, 1} (YMM) to the low quadwords, and
 * moves on by the lane count with VPADDQ, which never carries into the high quadword. For CTR
 * each counter is byte-swapped to big-endian with VPSHUFB before the AES rounds; for XCTR it is
 * XORed into the IV instead (HCTR2's little-endian counter). The main loop handles 8 vectors per
 * iteration; for the 1 to 8 vectors' worth that remain it makes 2, 4 or 8 more vectors of
 * keystream and XORs whole vectors, then a masked last one of any length.
 *
 * <p>Because VPADDQ does not carry, the glue splits a CTR request where the low 64 bits of the
 * counter would wrap, calls the assembly for the blocks before and after, and increments the
 * high half in between. The kernel branches on whether a split is needed; this model always
 * makes both calls (the second possibly empty) with a branch-free split point.
 *
 * <p><b>A documented exception to the constant-time rule</b> (STYLE.md, "Constant-time
 * rules"). The split point is derived from the secret counter and it is kept, because it is
 * what the kernel does: in {@link #ctrCrypt}, {@code split} (the carry out of
 * {@code ctrLo + nblocks}, {@code ctrLo} being bytes 8..15 of the IV), {@code firstBlocks}
 * ({@code -ctrLo} when there is a split) and {@code p1} (the bytes of the first call) are the
 * lengths of the two calls of {@link #ctr64Crypt}. They drive that method's main loop
 * ({@code while (len - pos >= 8 vl)}), the {@code remaining > 0} branch and the choice of 2, 4
 * or 8 tail vectors ({@link #tailVectors}), and the byte loops of the masked load and store.
 * The total AES work therefore depends on where the counter wraps, not only the batch
 * boundaries. The bytes produced do not depend on it. The split is made public in one place,
 * the {@code ConstantTime.declassify} of {@code p1} in {@link #ctrCrypt}; {@code split} and
 * {@code firstBlocks} stay secret (they only feed masks and the counters). XCTR has no split:
 * its counter starts at the public value 1.
 *
 * <p>Round keys and the vector registers are arrays this object owns; the registers are zeroed
 * when each call returns or throws, and everything on {@link #destroy()}. The caller's
 * {@code iv} is the kernel's {@code iv_out} and stays the caller's.
 */
public final class LinuxVaesCtr implements Destroyable {

    private static final int BLOCK = 16;
    /** Vectors per main-loop iteration. */
    static final int VECTORS_PER_ITERATION = 8;
    /** Vector registers after the eight keystream vectors. */
    private static final int CTR = VECTORS_PER_ITERATION;
    private static final int STEP = CTR + 1;
    private static final int WHITEN = STEP + 1;
    private static final int KEY = WHITEN + 1;
    private static final int DATA = KEY + 1;
    private static final int VECTOR_REGISTERS = DATA + 1;

    private final long[] rk;
    private final int lanes;
    /** The vector registers, {@code 2 * lanes} longs each (see {@link Vaes}). */
    private final long[] regs;
    private boolean destroyed;

    /**
     * @param key AES key (16, 24 or 32 bytes)
     * @param vectorBits 256 (YMM, VAES + AVX2) or 512 (ZMM, VAES + AVX-512)
     */
    public LinuxVaesCtr(byte[] key, int vectorBits) {
        if (vectorBits != 256 && vectorBits != 512) {
            throw new IllegalArgumentException("vectorBits must be 256 or 512, got " + vectorBits);
        }
        this.rk = HwModelKeySchedule.expandEncrypt(key);
        this.lanes = vectorBits / 128;
        this.regs = new long[VECTOR_REGISTERS * 2 * lanes];
    }

    /** Register width in bytes (32 or 64). */
    public int vectorBytes() {
        return BLOCK * lanes;
    }

    /** Offset in {@link #regs} of vector register {@code v}. */
    private int vec(int v) {
        return 2 * lanes * v;
    }

    /**
     * The {@code ctr(aes)} request: {@code len} bytes from the counter block {@code iv}, which
     * is advanced by {@code ceil(len / 16)} blocks on return (the kernel's {@code iv_out}).
     * {@code walkBytes} is how much the scatterlist walk hands over at a time; every step but
     * the last is rounded down to whole blocks, as {@code skcipher_walk} does.
     */
    public void ctrCrypt(byte[] iv, byte[] src, int srcOff, byte[] dst, int dstOff, int len,
                         int walkBytes) {
        Ranges.checkIv(iv);
        Ranges.checkRange("src", src, srcOff, len);
        Ranges.checkRange("dst", dst, dstOff, len);
        if (walkBytes < BLOCK) {
            throw new IllegalArgumentException("walkBytes must be at least 16, got " + walkBytes);
        }
        checkLive();
        // le_ctr[0] = BE64(iv + 8), le_ctr[1] = BE64(iv).
        long ctrLo = Pack.loadLongBE(iv, 8);
        long ctrHi = Pack.loadLongBE(iv, 0);
        int pos = 0;
        while (pos < len) {
            int nbytes = Math.min(walkBytes, len - pos);
            if (nbytes < len - pos) {
                nbytes -= nbytes % BLOCK;
            }
            long nblocks = (nbytes + BLOCK - 1) / BLOCK;
            // Blocks left before the low half wraps is 2^64 - ctrLo; a split is needed when
            // ctrLo + nblocks carries. Then the first part is exactly those blocks.
            long split = -Pack.carryOut(ctrLo, nblocks, ctrLo + nblocks);
            long firstBlocks = ConstantTime.select(split, -ctrLo, nblocks);
            // Bytes of the first part: all of them, or min(nbytes, the blocks before the wrap)
            // (the glue's min_t: when the request ends exactly at the wrap, all of them).
            long beforeWrap = BLOCK * firstBlocks;
            long shorter = (beforeWrap - nbytes) >> 63;
            long firstBytes = ConstantTime.select(shorter, beforeWrap, nbytes);
            // The documented exception: the split is published here, as the glue modelled does.
            int p1 = ConstantTime.declassify((int) ConstantTime.select(split, firstBytes, nbytes),
                    "STYLE.md rule 5: the kernel's ctr_crypt splits a request where the low 64 bits"
                    + " of the counter wrap");
            ctr64Crypt(src, srcOff + pos, dst, dstOff + pos, p1, ctrLo, ctrHi);
            ctrHi -= split; // +1 exactly when there was a split
            ctr64Crypt(src, srcOff + pos + p1, dst, dstOff + pos + p1, nbytes - p1,
                    ctrLo + firstBlocks, ctrHi);
            ctrLo += nblocks;
            pos += nbytes;
        }
        Pack.storeLongBE(ctrLo, iv, 8);
        Pack.storeLongBE(ctrHi, iv, 0);
    }

    /**
     * The {@code xctr(aes)} request (HCTR2's XCTR): block i (from 1) is
     * {@code E(iv XOR LE128(i))}; the glue counts {@code ctr} from 1 and the IV is not changed.
     */
    public void xctrCrypt(byte[] iv, byte[] src, int srcOff, byte[] dst, int dstOff, int len,
                          int walkBytes) {
        Ranges.checkIv(iv);
        Ranges.checkRange("src", src, srcOff, len);
        Ranges.checkRange("dst", dst, dstOff, len);
        if (walkBytes < BLOCK) {
            throw new IllegalArgumentException("walkBytes must be at least 16, got " + walkBytes);
        }
        checkLive();
        long ctr = 1;
        int pos = 0;
        while (pos < len) {
            int nbytes = Math.min(walkBytes, len - pos);
            if (nbytes < len - pos) {
                nbytes -= nbytes % BLOCK;
            }
            xctrAsm(src, srcOff + pos, dst, dstOff + pos, nbytes, iv, ctr);
            ctr += (nbytes + BLOCK - 1) / BLOCK;
            pos += nbytes;
        }
    }

    /**
     * {@code aes_ctr64_crypt}: {@code len} bytes (any length; a partial last block is fine) from
     * the counter {@code (hi, lo)}; only the low 64 bits count, the caller guarantees no wrap.
     */
    void ctr64Crypt(byte[] src, int srcOff, byte[] dst, int dstOff, int len, @Secret long lo, @Secret long hi) {
        checkLive();
        try {
            // Lane i of the first counter vector holds (lo + i, hi); the block is its byte swap.
            for (int i = 0; i < lanes; i++) {
                regs[vec(CTR) + 2 * i] = lo + i;
                regs[vec(CTR) + 2 * i + 1] = hi;
            }
            Vaes.broadcast(regs, vec(WHITEN), Simd.BSWAP_MASK, 0, lanes);
            run(src, srcOff, dst, dstOff, len, true);
        } finally {
            Arrays.fill(regs, 0);
        }
    }

    /** {@code aes_xctr_crypt}: block j of this call uses {@code iv XOR LE128(ctr + j)}. */
    void xctrAsm(byte[] src, int srcOff, byte[] dst, int dstOff, int len, byte[] iv, long ctr) {
        checkLive();
        try {
            for (int i = 0; i < lanes; i++) {
                regs[vec(CTR) + 2 * i] = ctr + i;
                regs[vec(CTR) + 2 * i + 1] = 0;
            }
            Simd.load(iv, 0, regs, vec(WHITEN));
            Vaes.broadcast(regs, vec(WHITEN), regs, vec(WHITEN), lanes);
            run(src, srcOff, dst, dstOff, len, false);
        } finally {
            Arrays.fill(regs, 0);
        }
    }

    /**
     * The shared loop of both assembly functions: the counter vector, stepped by the lane count
     * with VPADDQ, becomes a block vector by VPSHUFB with the byte-swap mask (CTR,
     * {@code byteSwap}) or by VPXOR with the IV (XCTR).
     */
    private void run(byte[] src, int srcOff, byte[] dst, int dstOff, int len, boolean byteSwap) {
        int vl = vectorBytes();
        for (int i = 0; i < lanes; i++) {
            regs[vec(STEP) + 2 * i] = lanes;
            regs[vec(STEP) + 2 * i + 1] = 0;
        }
        int pos = 0;
        // Main loop: 8 vectors at a time, all in flight.
        while (len - pos >= VECTORS_PER_ITERATION * vl) {
            makeBlocks(VECTORS_PER_ITERATION, byteSwap);
            encryptVectors(VECTORS_PER_ITERATION);
            for (int v = 0; v < VECTORS_PER_ITERATION; v++) {
                xorVector(v, src, srcOff + pos + v * vl, dst, dstOff + pos + v * vl, vl);
            }
            pos += VECTORS_PER_ITERATION * vl;
        }
        // 1 <= remaining < 8 vectors: make 2, 4 or 8 more vectors of keystream, whichever is
        // the fewest that covers the rest, then XOR whole vectors and a masked last one.
        int remaining = len - pos;
        if (remaining > 0) {
            int vectors = tailVectors(remaining, vl);
            makeBlocks(vectors, byteSwap);
            encryptVectors(vectors);
            for (int v = 0; v * vl < remaining; v++) {
                int n = Math.min(vl, remaining - v * vl);
                xorVector(v, src, srcOff + pos + v * vl, dst, dstOff + pos + v * vl, n);
            }
        }
    }

    /** Vectors 0 .. count-1 become block vectors of the next counters. */
    private void makeBlocks(int count, boolean byteSwap) {
        for (int v = 0; v < count; v++) {
            System.arraycopy(regs, vec(CTR), regs, vec(v), 2 * lanes); // VMOVDQA
            if (byteSwap) {
                Vaes.vpshufb(regs, vec(v), regs, vec(WHITEN), lanes);
            } else {
                Vaes.vpxor(regs, vec(v), regs, vec(WHITEN), lanes);
            }
            Vaes.vpaddq(regs, vec(CTR), regs, vec(STEP), lanes);
        }
    }

    /** Masked load of {@code n} source bytes, VPXOR with keystream vector {@code v}, masked store. */
    private void xorVector(int v, byte[] src, int srcOff, byte[] dst, int dstOff, int n) {
        Vaes.loadPartial(src, srcOff, n, regs, vec(DATA), lanes);
        Vaes.vpxor(regs, vec(DATA), regs, vec(v), lanes);
        Vaes.storePartial(regs, vec(DATA), dst, dstOff, n);
    }

    /**
     * Vectors of keystream made for the last {@code remaining} (1 .. 8 vl - 1) bytes: 2 up to
     * two vectors' worth, 4 up to four, else 8 (".Lenc_tail_atmost2vecs" / "atmost4vecs").
     */
    static int tailVectors(int remaining, int vl) {
        if (remaining < 1 || remaining >= VECTORS_PER_ITERATION * vl) {
            throw new IllegalArgumentException("the tail is 1 .. " + (VECTORS_PER_ITERATION * vl - 1)
                    + " bytes, got " + remaining);
        }
        if (remaining <= 2 * vl) {
            return 2;
        } else if (remaining <= 4 * vl) {
            return 4;
        }
        return 8;
    }

    /**
     * VAESENC rounds on vectors 0 .. count-1 in flight, each round key broadcast to every lane
     * of the key register first (VBROADCASTI32X4).
     */
    private void encryptVectors(int count) {
        int nr = rk.length / 2 - 1;
        Vaes.broadcast(regs, vec(KEY), rk, 0, lanes);
        for (int v = 0; v < count; v++) {
            Vaes.vpxor(regs, vec(v), regs, vec(KEY), lanes);
        }
        for (int r = 1; r < nr; r++) {
            Vaes.broadcast(regs, vec(KEY), rk, 2 * r, lanes);
            for (int v = 0; v < count; v++) {
                Vaes.vaesenc(regs, vec(v), regs, vec(KEY), lanes);
            }
        }
        Vaes.broadcast(regs, vec(KEY), rk, 2 * nr, lanes);
        for (int v = 0; v < count; v++) {
            Vaes.vaesenclast(regs, vec(v), regs, vec(KEY), lanes);
        }
    }

    private void checkLive() {
        if (destroyed) {
            throw new IllegalStateException("this driver has been destroyed");
        }
    }

    /** Zeroes the round keys and the vector registers. */
    @Override
    public void destroy() {
        Arrays.fill(rk, 0);
        Arrays.fill(regs, 0);
        destroyed = true;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }
}
