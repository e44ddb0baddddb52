package dev.aesref.internal.vpaes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.harness.NaiveCtr;
import dev.aesref.harness.Seeds;
import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * ctrXorBlocks for every counter flavour against the BigInteger reference
 * {@link NaiveCtr}, with IVs whose counter part is 2^32 - k, 2^64 - k or 2^128 - k so that the
 * stream wraps inside the message; and, for start indices far into the stream, against the
 * interface's default ctrXorBlocks (counter blocks from {@link CounterFlavour#counterBlock}).
 */
class VpaesCtrTest {

    /** iv with the counting part set to (all ones) - k + 1, i.e. 2^w - k. */
    static byte[] nearWrap(SplittableRandom rnd, int counterBytesFromEnd, boolean littleEndianFront, int k) {
        byte[] iv = Seeds.bytes(rnd, 16);
        if (littleEndianFront) {
            // XCTR counts little-endian in the whole block; make iv XOR (i+1) wrap the low bytes.
            for (int q = 0; q < 16; q++) {
                iv[q] = (byte) 0xFF;
            }
            iv[0] = (byte) (0x100 - k);
            return iv;
        }
        for (int q = 16 - counterBytesFromEnd; q < 16; q++) {
            iv[q] = (byte) 0xFF;
        }
        iv[15] = (byte) (0x100 - k);
        return iv;
    }

    @Test
    void everyFlavourMatchesTheNaiveReferenceAcrossWraps() {
        SplittableRandom rnd = Seeds.random(50);
        for (int keyBytes : new int[] {16, 24, 32}) {
            for (int k = 1; k <= 4; k++) {
                byte[] key = Seeds.bytes(rnd, keyBytes);
                int blocks = 2 * k + 1 + rnd.nextInt(3);
                byte[] pt = Seeds.bytes(rnd, 16 * blocks);
                Object[][] cases = {
                    {CounterFlavour.CTR32_BE, nearWrap(rnd, 4, false, k)},
                    {CounterFlavour.CTR64_BE, nearWrap(rnd, 8, false, k)},
                    {CounterFlavour.CTR128_BE, nearWrap(rnd, 16, false, k)},
                    {CounterFlavour.CTR128_BE, nearWrap(rnd, 8, false, k)}, // carry into the high half
                    {CounterFlavour.CTR32_BE, nearWrap(rnd, 16, false, k)},
                    {CounterFlavour.CTR64_BE, nearWrap(rnd, 16, false, k)},
                    {CounterFlavour.XCTR, nearWrap(rnd, 0, true, k)},
                    {CounterFlavour.XCTR, Seeds.bytes(rnd, 16)},
                };
                for (Object[] c : cases) {
                    CounterFlavour f = (CounterFlavour) c[0];
                    byte[] iv = (byte[]) c[1];
                    byte[] expected = NaiveCtr.apply(key, f, iv, pt);
                    for (var e : VpaesDifferentialTest.ENGINES) {
                        byte[] out = new byte[pt.length];
                        e.expandKey(key).ctrXorBlocks(f, iv, 0, pt, 0, out, 0, blocks);
                        assertArrayEquals(expected, out, e.name() + " " + f);
                    }
                }
            }
        }
    }

    @Test
    void startIndicesNearTheEndOfTheIndexSpace() {
        SplittableRandom rnd = Seeds.random(51);
        byte[] key = Seeds.bytes(rnd, 16);
        for (var e : VpaesDifferentialTest.ENGINES) {
            ExpandedKey k = e.expandKey(key);
            ExpandedKey viaDefault = defaultCtrOf(k);
            for (CounterFlavour f : CounterFlavour.values()) {
                for (long first : new long[] {-3L, -1L, Long.MAX_VALUE - 1, 0xFFFFFFFEL, rnd.nextLong()}) {
                    byte[] iv = Seeds.bytes(rnd, 16);
                    if (rnd.nextBoolean()) {
                        for (int q = 8; q < 16; q++) {
                            iv[q] = (byte) 0xFF;
                        }
                    }
                    byte[] in = Seeds.bytes(rnd, 16 * 5 + 7);
                    byte[] expected = new byte[16 * 5];
                    viaDefault.ctrXorBlocks(f, iv, first, in, 7, expected, 0, 5);
                    byte[] out = new byte[16 * 5 + 3];
                    k.ctrXorBlocks(f, iv, first, in, 7, out, 3, 5);
                    assertArrayEquals(expected, java.util.Arrays.copyOfRange(out, 3, out.length),
                            e.name() + " " + f + " " + first);
                }
            }
        }
    }

    /** The same key, without the engine's ctrXorBlocks override. */
    static ExpandedKey defaultCtrOf(ExpandedKey k) {
        return new ExpandedKey() {
            @Override
            public int keyBits() {
                return k.keyBits();
            }

            @Override
            public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                k.encryptBlocks(in, inOff, out, outOff, blocks);
            }

            @Override
            public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                k.decryptBlocks(in, inOff, out, outOff, blocks);
            }

            @Override
            public void destroy() {
                k.destroy();
            }
        };
    }
}
