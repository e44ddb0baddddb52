package dev.aesref.tools.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.tools.trace.CtrDriverTrace.Batch;
import dev.aesref.tools.trace.CtrDriverTrace.Driver;
import dev.aesref.tools.trace.CtrDriverTrace.Trace;
import java.math.BigInteger;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link CtrDriverTrace}: the batches of each driver model cover the request in order, their
 * keystream is the driver's and the reference's, the shapes are the assembly's, and the wrap
 * events, the unsplit run and Go's fast-path counters say what the models do at a wrap.
 */
class CtrDriverTraceTest {

    /** The keystream-XORed input from block 0, every counter block from its definition (the test kit's JDK oracle). */
    private static byte[] naiveCtr(byte[] key, CounterFlavour flavour, byte[] iv, byte[] input) {
        return JdkAesEngine.ctrAt(key, flavour, iv, 0, input);
    }

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] KEY = HEX.parseHex("000102030405060708090a0b0c0d0e0f");

    @Test
    void everyDriversBatchesMakeTheReferenceKeystreamInOrderAroundItsWrap() {
        Random random = new Random(26);
        for (Driver d : Driver.values()) {
            for (int trial = 0; trial < 24; trial++) {
                byte[] key = new byte[16 + 8 * (trial % 3)];
                random.nextBytes(key);
                byte[] iv = new byte[16];
                random.nextBytes(iv);
                int blocks = 1 + random.nextInt(trial < 12 ? 20 : 100);
                // Put the driver's counter slice 0..blocks below its wrap.
                int below = random.nextInt(blocks + 1);
                long slice = -below;
                if (d == Driver.BORING_CTR32) {
                    storeIntBE((int) slice, iv, 12);
                } else if (!d.xctr()) {
                    storeLongBE(slice, iv, 8);
                }
                Trace t = CtrDriverTrace.run(d, key, iv, blocks);
                byte[] reference = d.xctr() ? naiveCtr(key, CounterFlavour.XCTR, iv, new byte[16 * blocks])
                        : naiveCtr(key, CounterFlavour.CTR128_BE, iv, new byte[16 * blocks]);
                String where = d.traceName() + " iv " + HEX.formatHex(iv) + " blocks " + blocks;
                assertArrayEquals(reference, t.viaEntry(), where);
                assertArrayEquals(reference, t.viaBatches(), where);
                int next = 0;
                for (Batch b : t.batches()) {
                    assertEquals(next, b.firstBlock(), where);
                    assertTrue(b.used() >= 1 && b.used() <= b.made(), where);
                    next += b.used();
                }
                assertEquals(blocks, next, where);
                boolean wraps = !d.xctr() && d != Driver.GO_CTR && below > 0 && below < blocks;
                assertEquals(wraps, t.unsplit().length > 0, where);
                if (!d.xctr() && d != Driver.GO_CTR) {
                    assertArrayEquals(counter(iv, blocks), t.ivAfter(), where);
                }
            }
        }
    }

    @Test
    void boringSplitsAtThe32BitWrapAndItsTailsUseTheAssemblysRegisterCounts() {
        byte[] iv = HEX.parseHex("0000000000000000000000fafffffff6");
        Trace t = CtrDriverTrace.run(Driver.BORING_CTR32, KEY, iv, 14);
        assertEquals(3, t.batches().size());
        assertBatch(t.batches().get(0), 1, 0, 8, 8, ".Lctr32_loop8: 8 blocks in flight");
        assertBatch(t.batches().get(1), 1, 8, 2, 3, ".Lctr32_tail: 2 block(s) in 3 register(s)");
        assertBatch(t.batches().get(2), 2, 10, 4, 4, ".Lctr32_tail: 4 block(s) in 4 register(s)");
        assertEquals(List.of(-1, 9), t.events().stream().map(CtrDriverTrace.Event::afterBlock).toList());
        assertTrue(t.events().get(1).what().endsWith("ivec = 0000000000000000000000fb00000000"),
                t.events().get(1).what());
        // Without the split, block 10 is made from ...fa 00000000: the 96-bit part did not carry.
        byte[] unsplitInput = naiveCtr(KEY, CounterFlavour.CTR128_BE,
                HEX.parseHex("0000000000000000000000fa00000000"), new byte[16]);
        assertArrayEquals(unsplitInput, java.util.Arrays.copyOfRange(t.unsplit(), 160, 176));
        assertArrayEquals(HEX.parseHex("0000000000000000000000fb00000004"), t.ivAfter());
        // One block per register count: 1, 3, 3, 4, 8, 8, 8, 8.
        int[] registers = {1, 3, 3, 4, 8, 8, 8, 8};
        for (int n = 1; n <= 8; n++) {
            Trace one = CtrDriverTrace.run(Driver.BORING_CTR32, KEY, new byte[16], n);
            assertEquals(registers[n - 1], one.batches().get(0).made(), "n = " + n);
        }
    }

    @Test
    void goTakesTheSlowPathOnlyWhereIvloPlusSevenCarriesAndTheFastPathWouldNotCarry() {
        byte[] iv = HEX.parseHex("00000000000000fafffffffffffffff4");
        Trace t = CtrDriverTrace.run(Driver.GO_CTR, KEY, iv, 23);
        List<Batch> b = t.batches();
        assertEquals(List.of(8, 8, 4, 2, 1), b.stream().map(Batch::used).toList());
        assertTrue(b.get(0).path().startsWith("fast path"), b.get(0).path());
        assertTrue(b.get(1).path().startsWith("slow path"), b.get(1).path());
        assertTrue(b.get(0).fastPathWouldMake().isEmpty());
        List<byte[]> fast = b.get(1).fastPathWouldMake();
        assertEquals(8, fast.size());
        assertArrayEquals(HEX.parseHex("00000000000000faffffffffffffffff"), fast.get(3));
        assertArrayEquals(HEX.parseHex("00000000000000fa0000000000000000"), fast.get(4));
        assertArrayEquals(HEX.parseHex("00000000000000fa0000000000000003"), fast.get(7));
        assertEquals(List.of(-1, 15), t.events().stream().map(CtrDriverTrace.Event::afterBlock).toList());
        assertTrue(t.events().get(1).what().endsWith("ivhi = 00000000000000fb"), t.events().get(1).what());
        // lo = 2^64 - 8: lo + 7 does not carry (fast path), the add128 after the batch does.
        Trace edge = CtrDriverTrace.run(Driver.GO_CTR, KEY, HEX.parseHex("0000000000000001fffffffffffffff8"), 9);
        assertTrue(edge.batches().get(0).path().startsWith("fast path"));
        assertEquals(List.of(-1, 7), edge.events().stream().map(CtrDriverTrace.Event::afterBlock).toList());
        // lo = 2^64 - 1 in the 1-block tail: the carry happens inside no batch, after it.
        Trace tail = CtrDriverTrace.run(Driver.GO_CTR, KEY, HEX.parseHex("0000000000000001ffffffffffffffff"), 3);
        assertEquals(List.of(2, 1), tail.batches().stream().map(Batch::used).toList());
        assertTrue(tail.batches().get(0).path().contains("the carry is taken inside the batch"));
        assertFalse(tail.batches().get(1).path().contains("inside"));
        assertEquals(List.of(-1, 1), tail.events().stream().map(CtrDriverTrace.Event::afterBlock).toList());
    }

    @Test
    void linuxSplitsAtThe64BitWrapAndCutsEachCallIntoMainLoopAndTail() {
        byte[] iv = HEX.parseHex("00000000000000faffffffffffffffde");
        Trace zmm = CtrDriverTrace.run(Driver.LINUX_CTR_ZMM, KEY, iv, 40);
        assertBatch(zmm.batches().get(0), 1, 0, 32, 32, "main loop: 8 vectors of 4 lanes in flight");
        assertBatch(zmm.batches().get(1), 1, 32, 2, 8, "tail: 2 vectors of 4 lanes made, 2 block(s) used");
        assertBatch(zmm.batches().get(2), 2, 34, 6, 8, "tail: 2 vectors of 4 lanes made, 6 block(s) used");
        assertEquals(3, zmm.batches().size());
        assertEquals(List.of(-1, 33), zmm.events().stream().map(CtrDriverTrace.Event::afterBlock).toList());
        assertArrayEquals(naiveCtr(KEY, CounterFlavour.CTR128_BE, HEX.parseHex("00000000000000fa0000000000000000"),
                new byte[16]), java.util.Arrays.copyOfRange(zmm.unsplit(), 16 * 34, 16 * 35));
        Trace ymm = CtrDriverTrace.run(Driver.LINUX_CTR_YMM, KEY, iv, 40);
        assertEquals(List.of(16, 16, 2, 6), ymm.batches().stream().map(Batch::used).toList());
        assertEquals("tail: 4 vectors of 2 lanes made, 6 block(s) used", ymm.batches().get(3).shape());
        Trace xctr = CtrDriverTrace.run(Driver.LINUX_XCTR_YMM, KEY, iv, 5);
        assertEquals(0, xctr.unsplit().length);
        assertEquals(0, xctr.ivAfter().length);
        assertEquals("tail: 4 vectors of 2 lanes made, 5 block(s) used", xctr.batches().get(0).shape());
    }

    @Test
    void namesAndRefusedInputs() {
        assertEquals(Driver.LINUX_XCTR_ZMM, Driver.byName("linux-xctr-zmm"));
        assertEquals("BoringSSL aes_hw_ctr32_encrypt_blocks + CRYPTO_ctr128_encrypt_ctr32", Driver.BORING_CTR32.models());
        assertEquals("Go crypto/internal/fips140/aes ctr.go + ctrBlocks8Asm", Driver.GO_CTR.models());
        assertEquals(4, Driver.LINUX_XCTR_ZMM.lanes());
        assertEquals(2, Driver.LINUX_CTR_YMM.lanes());
        assertEquals(1, Driver.GO_CTR.lanes());
        assertTrue(Driver.LINUX_XCTR_YMM.xctr());
        assertFalse(Driver.LINUX_CTR_ZMM.xctr());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Driver.byName("go"));
        assertEquals("driver must be one of boring-ctr32, go-ctr, linux-ctr-ymm, linux-ctr-zmm, linux-xctr-ymm,"
                + " linux-xctr-zmm, got 'go'", e.getMessage());
        assertEquals("iv must be 16 bytes, got 15", assertThrows(IllegalArgumentException.class,
                () -> CtrDriverTrace.run(Driver.GO_CTR, KEY, new byte[15], 1)).getMessage());
        assertEquals("iv must be 16 bytes, got none", assertThrows(IllegalArgumentException.class,
                () -> CtrDriverTrace.run(Driver.GO_CTR, KEY, null, 1)).getMessage());
        assertEquals("blocks must be 1..256, got 0", assertThrows(IllegalArgumentException.class,
                () -> CtrDriverTrace.run(Driver.GO_CTR, KEY, new byte[16], 0)).getMessage());
        assertEquals("blocks must be 1..256, got 257", assertThrows(IllegalArgumentException.class,
                () -> CtrDriverTrace.run(Driver.GO_CTR, KEY, new byte[16], 257)).getMessage());
        assertEquals(256, CtrDriverTrace.run(Driver.BORING_CTR32, KEY, new byte[16], 256).blocks());
    }

    @Test
    void theEventsAndPathsSayExactlyWhatEachModelDoesAtItsWrap() {
        // BoringSSL: ctr96_inc carries through all twelve bytes of ones.
        Trace all = CtrDriverTrace.run(Driver.BORING_CTR32, KEY, HEX.parseHex("fffffffffffffffffffffffffffffffe"), 3);
        assertEquals(List.of(
                new CtrDriverTrace.Event(-1, "ctr.c: ctr32 = fffffffe; 2 block(s) before it wraps, so call 1 takes 2"
                        + " and call 2 1"),
                new CtrDriverTrace.Event(1, "ctr.c: ctr32 wrapped to 0; PUTU32(ivec + 12, 0) and ctr96_inc carries"
                        + " into bytes 0..11: ivec = 00000000000000000000000000000000")), all.events());
        assertEquals(List.of("call 1 (before the 32-bit wrap)", "call 2 (after the wrap)"),
                all.batches().stream().map(Batch::path).toList());
        Trace middle = CtrDriverTrace.run(Driver.BORING_CTR32, KEY, HEX.parseHex("0000000000000000" + "00ffffff"
                + "fffffffe"), 3);
        assertTrue(middle.events().get(1).what().endsWith("ivec = 00000000000000000100000000000000"));
        // A request that ends exactly at the wrap still carries; one that stops short does not.
        assertEquals(2, CtrDriverTrace.run(Driver.BORING_CTR32, KEY, all.iv(), 2).events().size());
        assertEquals(1, CtrDriverTrace.run(Driver.BORING_CTR32, KEY, all.iv(), 1).events().size());
        assertEquals(0, CtrDriverTrace.run(Driver.BORING_CTR32, KEY, all.iv(), 2).unsplit().length);

        // Go: the fast path's counters keep every byte of ivhi.
        Trace go = CtrDriverTrace.run(Driver.GO_CTR, KEY, HEX.parseHex("0102030405060708fffffffffffffffc"), 9);
        assertEquals(List.of(
                new CtrDriverTrace.Event(-1, "ctr.go: ivhi = 0102030405060708, ivlo = fffffffffffffffc; ctrBlocks8"
                        + " per 8 blocks, then 4, 2 and 1; add128 between batches"),
                new CtrDriverTrace.Event(7, "ctr.go: add128 carries into ivhi between batches: ivhi = 0102030405060709")),
                go.events());
        assertArrayEquals(HEX.parseHex("01020304050607080000000000000000"), go.batches().get(0).fastPathWouldMake().get(4));
        assertEquals("ADDQ $1 / ADCQ $0 per block", go.batches().get(1).path());
        assertArrayEquals(naiveCtr(KEY, CounterFlavour.CTR128_BE, HEX.parseHex("01020304050607090000000000000004"),
                new byte[16]), go.batches().get(1).keystream());
        // One block at ivlo = 2^64 - 1: the block itself does not carry (the add128 after it does).
        Trace goLast = CtrDriverTrace.run(Driver.GO_CTR, KEY, HEX.parseHex("0102030405060708ffffffffffffffff"), 1);
        assertEquals("ADDQ $1 / ADCQ $0 per block", goLast.batches().get(0).path());
        Trace goTail = CtrDriverTrace.run(Driver.GO_CTR, KEY, HEX.parseHex("0102030405060708fffffffffffffffe"), 7);
        assertEquals(List.of(4, 2, 1), goTail.batches().stream().map(Batch::used).toList());
        assertEquals(List.of(-1, 3), goTail.events().stream().map(CtrDriverTrace.Event::afterBlock).toList());
        assertTrue(goTail.events().get(1).what().endsWith("ivhi = 0102030405060709"));
        assertArrayEquals(naiveCtr(KEY, CounterFlavour.CTR128_BE, HEX.parseHex("01020304050607090000000000000002"),
                new byte[16]), goTail.batches().get(1).keystream().length == 32
                        ? java.util.Arrays.copyOfRange(goTail.batches().get(1).keystream(), 0, 16) : new byte[0]);

        // Linux: the split, a request that ends at the wrap, and one with no wrap.
        Trace split = CtrDriverTrace.run(Driver.LINUX_CTR_YMM, KEY, HEX.parseHex("0102030405060708fffffffffffffffe"), 3);
        assertEquals(List.of(
                new CtrDriverTrace.Event(-1, "ctr_crypt: low 64 bits fffffffffffffffe; they wrap after 2 block(s):"
                        + " call 1 takes 2, call 2 1"),
                new CtrDriverTrace.Event(1, "ctr_crypt: the low half wrapped; the glue adds 1 to the high half:"
                        + " 0102030405060709")), split.events());
        assertEquals(List.of("call 1 (before the 64-bit wrap)", "call 2 (after the wrap)"),
                split.batches().stream().map(Batch::path).toList());
        assertArrayEquals(naiveCtr(KEY, CounterFlavour.CTR128_BE, HEX.parseHex("01020304050607080000000000000000"),
                new byte[16]), java.util.Arrays.copyOfRange(split.unsplit(), 32, 48));
        Trace atWrap = CtrDriverTrace.run(Driver.LINUX_CTR_ZMM, KEY, HEX.parseHex("0102030405060708fffffffffffffffe"), 2);
        assertEquals("ctr_crypt: low 64 bits fffffffffffffffe; they wrap after 2 block(s): call 1 takes 2, call 2 0"
                + " (the request ends at the wrap)", atWrap.events().get(0).what());
        assertEquals(2, atWrap.events().size());
        assertEquals(0, atWrap.unsplit().length);
        assertArrayEquals(HEX.parseHex("01020304050607090000000000000000"), atWrap.ivAfter());
        Trace noWrap = CtrDriverTrace.run(Driver.LINUX_CTR_ZMM, KEY, HEX.parseHex("0102030405060708fffffffffffffffd"), 2);
        assertEquals(List.of(new CtrDriverTrace.Event(-1, "ctr_crypt: low 64 bits fffffffffffffffd; no wrap in 2"
                + " block(s): one call")), noWrap.events());
        assertEquals(List.of("one call"), noWrap.batches().stream().map(Batch::path).toList());
        Trace xctr = CtrDriverTrace.run(Driver.LINUX_XCTR_ZMM, KEY, HEX.parseHex("0102030405060708fffffffffffffffd"), 2);
        assertEquals(List.of("one call"), xctr.batches().stream().map(Batch::path).toList());
        assertEquals(1, xctr.events().size());
        assertTrue(xctr.events().get(0).what().startsWith("xctr_crypt: ctr = 1;"));
        List<String> names = new java.util.ArrayList<>();
        List<Boolean> xctrs = new java.util.ArrayList<>();
        for (Driver d : Driver.values()) {
            names.add(d.traceName());
            xctrs.add(d.xctr());
            assertEquals(d, Driver.byName(d.traceName()));
        }
        assertEquals(List.of("boring-ctr32", "go-ctr", "linux-ctr-ymm", "linux-ctr-zmm", "linux-xctr-ymm",
                "linux-xctr-zmm"), names);
        assertEquals(List.of(false, false, false, false, true, true), xctrs);
    }

    private static void assertBatch(Batch b, int call, int firstBlock, int used, int made, String shape) {
        assertEquals(call, b.call(), shape);
        assertEquals(firstBlock, b.firstBlock(), shape);
        assertEquals(used, b.used(), shape);
        assertEquals(made, b.made(), shape);
        assertEquals(shape, b.shape());
    }

    private static byte[] counter(byte[] iv, int plus) {
        byte[] v = new BigInteger(1, iv).add(BigInteger.valueOf(plus)).mod(BigInteger.ONE.shiftLeft(128))
                .toByteArray();
        byte[] out = new byte[16];
        int n = Math.min(16, v.length);
        System.arraycopy(v, v.length - n, out, 16 - n, n);
        return out;
    }

    private static void storeIntBE(int v, byte[] b, int off) {
        for (int i = 0; i < 4; i++) {
            b[off + i] = (byte) (v >>> (24 - 8 * i));
        }
    }

    private static void storeLongBE(long v, byte[] b, int off) {
        for (int i = 0; i < 8; i++) {
            b[off + i] = (byte) (v >>> (56 - 8 * i));
        }
    }
}
