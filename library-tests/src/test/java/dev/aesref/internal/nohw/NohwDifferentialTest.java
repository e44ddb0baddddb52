package dev.aesref.internal.nohw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.harness.NaiveCtr;
import dev.aesref.harness.Seeds;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * nohw against the JDK on random keys and inputs, for every number of blocks from 0 to
 * {@code 2 * batch + 1} (so every remainder of a partial last batch), at odd offsets.
 */
class NohwDifferentialTest {

    private static final int MAX_BLOCKS = 2 * ScalarLayout.BLOCKS + 1;

    @ParameterizedTest(name = "AES-{0}")
    @ValueSource(ints = {128, 192, 256})
    void ecbEncryptAndDecryptMatchTheJdk(int keyBits) {
        SplittableRandom r = Seeds.random(keyBits);
        for (int trial = 0; trial < 4; trial++) {
            byte[] key = Seeds.bytes(r, keyBits / 8);
            ExpandedKey k = new NohwEngine().expandKey(key);
            for (int blocks = 0; blocks <= MAX_BLOCKS; blocks++) {
                byte[] data = Seeds.bytes(r, 16 * blocks);
                int inOff = r.nextInt(9);
                int outOff = r.nextInt(9);
                byte[] in = new byte[inOff + data.length + 3];
                System.arraycopy(data, 0, in, inOff, data.length);

                byte[] out = new byte[outOff + data.length + 5];
                k.encryptBlocks(in, inOff, out, outOff, blocks);
                assertArrayEquals(JdkAesEngine.ecb(true, key, data),
                        Arrays.copyOfRange(out, outOff, outOff + data.length), "encrypt " + blocks);
                assertUntouched(out, outOff, data.length);

                byte[] back = new byte[outOff + data.length + 5];
                k.decryptBlocks(in, inOff, back, outOff, blocks);
                assertArrayEquals(JdkAesEngine.ecb(false, key, data),
                        Arrays.copyOfRange(back, outOff, outOff + data.length), "decrypt " + blocks);
                assertUntouched(back, outOff, data.length);
            }
        }
    }

    @ParameterizedTest(name = "AES-{0}")
    @ValueSource(ints = {128, 192, 256})
    void ctr128MatchesTheJdkCtr(int keyBits) {
        SplittableRandom r = Seeds.random(~keyBits);
        for (int trial = 0; trial < 3; trial++) {
            byte[] key = Seeds.bytes(r, keyBits / 8);
            byte[] iv = Seeds.bytes(r, 16);
            ExpandedKey k = new NohwEngine().expandKey(key);
            for (int blocks = 0; blocks <= MAX_BLOCKS; blocks++) {
                byte[] data = Seeds.bytes(r, 16 * blocks);
                int inOff = r.nextInt(9);
                int outOff = r.nextInt(9);
                byte[] in = new byte[inOff + data.length];
                System.arraycopy(data, 0, in, inOff, data.length);
                byte[] out = new byte[outOff + data.length + 2];
                k.ctrXorBlocks(CounterFlavour.CTR128_BE, iv, 0, in, inOff, out, outOff, blocks);
                assertArrayEquals(JdkAesEngine.ctr128(key, iv, data),
                        Arrays.copyOfRange(out, outOff, outOff + data.length), "blocks " + blocks);
                assertUntouched(out, outOff, data.length);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(CounterFlavour.class)
    void everyFlavourMatchesNaiveCtrFromBlockZero(CounterFlavour flavour) {
        SplittableRandom r = Seeds.random(flavour.ordinal() + 100);
        for (int keyBits : new int[] {128, 192, 256}) {
            byte[] key = Seeds.bytes(r, keyBits / 8);
            byte[] iv = Seeds.bytes(r, 16);
            ExpandedKey k = new NohwEngine().expandKey(key);
            for (int blocks = 1; blocks <= MAX_BLOCKS; blocks++) {
                byte[] data = Seeds.bytes(r, 16 * blocks);
                byte[] out = new byte[data.length];
                k.ctrXorBlocks(flavour, iv, 0, data, 0, out, 0, blocks);
                assertArrayEquals(NaiveCtr.apply(key, flavour, iv, data), out,
                        flavour + " AES-" + keyBits + " blocks " + blocks);
            }
        }
    }

    /**
     * IVs whose counting slice sits just below a wrap: 2^32 - k, 2^64 - k, 2^128 - k, with the
     * bytes around the slice random, so that a carry that crosses (or fails to cross) a slice
     * boundary shows. Also a high first index near 2^64.
     */
    @ParameterizedTest
    @EnumSource(CounterFlavour.class)
    void countersNearEveryWrap(CounterFlavour flavour) {
        SplittableRandom r = Seeds.random(flavour.ordinal() + 200);
        byte[] key = Seeds.bytes(r, 16);
        ExpandedKey k = new NohwEngine().expandKey(key);
        for (int sliceBytes : new int[] {4, 8, 16}) {
            for (int below = 1; below <= 6; below++) {
                byte[] iv = Seeds.bytes(r, 16);
                // Big-endian slice of sliceBytes at the end: all ones, minus (below - 1).
                Arrays.fill(iv, 16 - sliceBytes, 16, (byte) 0xFF);
                iv[15] = (byte) (0x100 - below);
                for (long first : new long[] {0L, 1L, 3L, -5L, -1L}) {
                    int blocks = MAX_BLOCKS;
                    byte[] data = Seeds.bytes(r, 16 * blocks);
                    byte[] out = new byte[data.length];
                    k.ctrXorBlocks(flavour, iv, first, data, 0, out, 0, blocks);
                    assertArrayEquals(JdkAesEngine.ctrAt(key, flavour, iv, first, data), out,
                            flavour + " slice " + sliceBytes + " below " + below + " first " + first);
                }
            }
        }
        // XCTR counts little-endian: its wrap is the low bytes all ones.
        byte[] iv = Seeds.bytes(r, 16);
        byte[] data = Seeds.bytes(r, 16 * MAX_BLOCKS);
        byte[] out = new byte[data.length];
        k.ctrXorBlocks(flavour, iv, -3L, data, 0, out, 0, MAX_BLOCKS);
        assertArrayEquals(JdkAesEngine.ctrAt(key, flavour, iv, -3L, data), out, flavour + " first 2^64-3");
    }

    @Test
    void ctrFromAnIndexContinuesTheStream() {
        SplittableRandom r = Seeds.random(300);
        byte[] key = Seeds.bytes(r, 32);
        byte[] iv = Seeds.bytes(r, 16);
        byte[] data = Seeds.bytes(r, 16 * 11);
        ExpandedKey k = new NohwEngine().expandKey(key);
        for (CounterFlavour flavour : CounterFlavour.values()) {
            byte[] whole = NaiveCtr.apply(key, flavour, iv, data);
            byte[] parts = new byte[data.length];
            k.ctrXorBlocks(flavour, iv, 0, data, 0, parts, 0, 5);
            k.ctrXorBlocks(flavour, iv, 5, data, 80, parts, 80, 6);
            assertArrayEquals(whole, parts, flavour.name());
        }
    }

    private static void assertUntouched(byte[] out, int off, int len) {
        for (int i = 0; i < off; i++) {
            org.junit.jupiter.api.Assertions.assertEquals(0, out[i], "byte before output " + i);
        }
        for (int i = off + len; i < out.length; i++) {
            org.junit.jupiter.api.Assertions.assertEquals(0, out[i], "byte after output " + i);
        }
    }
}
