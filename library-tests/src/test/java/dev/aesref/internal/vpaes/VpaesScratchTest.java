package dev.aesref.internal.vpaes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.harness.Seeds;
import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * STYLE rule 6 inside the package: the key schedule leaves its scratch zero, and steady-state
 * calls allocate nothing, same-array calls included (so there is no per-call copy of the input to
 * forget to wipe). The key's own scratch is checked after every call by
 * {@code dev.aesref.WipeResidueTest}.
 */
class VpaesScratchTest {

    @Test
    void expandLeavesItsScratchZero() {
        SplittableRandom rnd = Seeds.random(0x5C7AL);
        for (int keyBytes : new int[] {16, 24, 32}) {
            byte[] key = Seeds.bytes(rnd, keyBytes);
            int rounds = keyBytes / 4 + 6;
            int[] w = new int[4 * (rounds + 1)];
            long[] k = new long[2 * (rounds + 1)];
            long[] s = new long[VpaesCore.SCRATCH];
            long[] enc = new long[2 * (rounds + 1)];
            long[] dec = new long[2 * (rounds + 1)];
            VpaesKeySchedule.expand(key, enc, dec, w, k, s);
            VpaesKey reference = new VpaesKey(key, true, ScalarRounds.INSTANCE);
            assertArrayEquals(reference.encKeys, enc);
            assertArrayEquals(reference.decKeys, dec);
            assertArrayEquals(new int[w.length], w, keyBytes + "-byte key: words");
            assertArrayEquals(new long[k.length], k, keyBytes + "-byte key: round keys");
            assertArrayEquals(new long[s.length], s, keyBytes + "-byte key: SubWord scratch");
        }
    }

    /**
     * Measured with the JVM's per-thread allocation counter
     * ({@code com.sun.management.ThreadMXBean}), which counts bytes allocated by this thread.
     */
    @Test
    void encryptDecryptAndCtrAllocateNothingPerCall() {
        com.sun.management.ThreadMXBean mx =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long self = Thread.currentThread().getId();
        ExpandedKey[] keys = {
            VpaesEngine.interleaved().expandKey(new byte[32]),
            VpaesEngine.oneBlockAtATime().expandKey(new byte[16]),
        };
        byte[] iv = new byte[16];
        byte[] buf = new byte[16 * 10];
        byte[] other = new byte[16 * 10];
        CounterFlavour[] flavours = CounterFlavour.values(); // values() itself allocates a copy
        Runnable calls = () -> {
            for (ExpandedKey k : keys) {
                k.encryptBlocks(buf, 0, buf, 0, 9);        // in place
                k.decryptBlocks(buf, 0, buf, 16, 8);       // output runs ahead
                k.encryptBlocks(buf, 16, buf, 0, 7);       // output behind
                k.decryptBlocks(buf, 0, other, 0, 9);      // separate arrays
                for (CounterFlavour f : flavours) {
                    k.ctrXorBlocks(f, iv, 7, buf, 0, buf, 16, 8);
                    k.ctrXorBlocks(f, iv, 7, buf, 16, buf, 0, 9);
                    k.ctrXorBlocks(f, iv, 7, buf, 0, other, 0, 9);
                }
            }
        };
        for (int i = 0; i < 200; i++) {
            calls.run();
        }
        // Read the counter once before, so that whatever the first read allocates is not counted.
        mx.getThreadAllocatedBytes(self);
        // Steady state, as in EngineAllocationTest: when other tests in this JVM have run the
        // vector core through the same loops, C2 may still deoptimize and recompile them here for
        // the scalar core alone, and a deoptimization puts the objects escape analysis had removed
        // back on the heap (512 bytes, seen once in three runs of this class after
        // the engine suite). So up to ten windows of 100 rounds; one must allocate nothing.
        long allocated = -1;
        for (int window = 0; window < 10 && allocated != 0; window++) {
            long before = mx.getThreadAllocatedBytes(self);
            for (int i = 0; i < 100; i++) {
                calls.run();
            }
            allocated = mx.getThreadAllocatedBytes(self) - before;
        }
        assertEquals(0L, allocated, "bytes allocated by 100 rounds of calls");
    }

    /**
     * Key expansion allocates the key and its own arrays, and the scratch it wipes, nothing per
     * round: the layouts of a round are built once per class (VpaesKeySchedule), not once per
     * round of every expansion, which allocated about 50 KB per key. A 256-bit key's arrays come
     * to under 2 KB; the bound leaves room for the object headers and the JVM's rounding.
     */
    @Test
    void keyExpansionAllocatesOnlyTheKey() {
        com.sun.management.ThreadMXBean mx =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long self = Thread.currentThread().getId();
        byte[] key = new byte[32];
        for (int i = 0; i < 2000; i++) {
            VpaesEngine.interleaved().expandKey(key).destroy();
        }
        mx.getThreadAllocatedBytes(self);
        long before = mx.getThreadAllocatedBytes(self);
        for (int i = 0; i < 100; i++) {
            VpaesEngine.interleaved().expandKey(key).destroy();
        }
        long perKey = (mx.getThreadAllocatedBytes(self) - before) / 100;
        assertTrue(perKey < 4096, "bytes allocated per key expansion: " + perKey);
    }
}
