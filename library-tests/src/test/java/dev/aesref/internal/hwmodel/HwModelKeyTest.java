package dev.aesref.internal.hwmodel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.harness.Seeds;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * What only this engine has; the block contract (FIPS-197 Appendix C, the JDK on many blocks,
 * overlap, ranges, destroy) is {@code dev.aesref.EngineConformanceTest} (the test kit's engine suite)'s, the wiping
 * {@code WipeResidueTest}'s and {@code HeapResidueTest}'s.
 */
class HwModelKeyTest {

    /** Blocks "in flight" (each round key on every register in turn) give ECB of each block. */
    @Test
    void inFlightEncryptionIsEcbOfEachRegister() throws Exception {
        SplittableRandom rnd = Seeds.random(0x1F11E5L);
        for (int keyLen : new int[] {16, 24, 32}) {
            byte[] key = Seeds.bytes(rnd, keyLen);
            long[] rk = HwModelKeySchedule.expandEncrypt(key);
            for (int n = 1; n <= 8; n++) {
                byte[] blocks = Seeds.bytes(rnd, 16 * n);
                long[] regs = new long[2 * n];
                for (int j = 0; j < n; j++) {
                    Simd.load(blocks, 16 * j, regs, 2 * j);
                }
                HwModelKey.encryptInFlight(rk, regs, n);
                byte[] out = new byte[16 * n];
                for (int j = 0; j < n; j++) {
                    Simd.store(regs, 2 * j, out, 16 * j);
                }
                assertArrayEquals(JdkAesEngine.ecb(true, key, blocks), out, keyLen + " bytes, " + n + " in flight");
                long[] dk = HwModelKeySchedule.decryptionKeys(rk);
                for (int j = 0; j < n; j++) {
                    HwModelKey.decrypt(dk, regs, 2 * j);
                }
                for (int j = 0; j < n; j++) {
                    Simd.store(regs, 2 * j, out, 16 * j);
                }
                assertArrayEquals(blocks, out);
            }
        }
    }
}
