package dev.aesref;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.aesref.harness.NaiveCtr;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Every flavour's counter block against the BigInteger definitions in {@link NaiveCtr}, for
 * random IVs and indices (the index is unsigned: negative longs are indices of 2^63 and above),
 * and IVs whose counter slice is about to wrap.
 */
class CounterFlavourTest {

    private static final long SEED = Long.getLong("aesref.seed", 0x43464C56L);

    private static BigInteger unsigned(long index) {
        return new BigInteger(Long.toUnsignedString(index));
    }

    private static void check(CounterFlavour f, byte[] iv, long index) {
        byte[] dst = new byte[20];
        Arrays.fill(dst, (byte) 0x3C);
        byte[] ivCopy = iv.clone();
        f.counterBlock(iv, index, dst, 2);
        byte[] want = NaiveCtr.counterBlock(f, iv, unsigned(index));
        assertArrayEquals(want, Arrays.copyOfRange(dst, 2, 18), f + " index " + Long.toUnsignedString(index));
        assertEquals(0x3C, dst[0] & 0xFF);
        assertEquals(0x3C, dst[1] & 0xFF);
        assertEquals(0x3C, dst[18] & 0xFF, "writes exactly 16 bytes");
        assertEquals(0x3C, dst[19] & 0xFF);
        assertArrayEquals(ivCopy, iv, "iv unchanged");
    }

    private static byte[] ivWithSlice(long seed, int from, byte fill) {
        byte[] iv = new byte[16];
        new SplittableRandom(seed).nextBytes(iv);
        Arrays.fill(iv, from, 16, fill);
        return iv;
    }

    @Test
    void counterBlocksMatchTheDefinitions() {
        qt().withFixedSeed(SEED).withExamples(200).forAll(longs().all(), longs().all())
                .checkAssert((seed, index) -> {
                    byte[] iv = new byte[16];
                    new SplittableRandom(seed).nextBytes(iv);
                    for (CounterFlavour f : CounterFlavour.values()) {
                        check(f, iv, index);
                        check(f, iv, index & 0xFF);
                    }
                });
    }

    @Test
    void carriesAndWrapsAtEveryWidth() {
        long[] indices = {0, 1, 2, 15, 255, 256, 0xFFFFFFFFL, 0x100000000L, Long.MAX_VALUE,
            Long.MIN_VALUE, -2, -1};
        for (long seed = 0; seed < 4; seed++) {
            for (int from : new int[] {0, 4, 8, 12, 15}) {
                for (byte fill : new byte[] {(byte) 0xFF, (byte) 0xFE, 0, (byte) 0x80}) {
                    byte[] iv = ivWithSlice(seed, from, fill);
                    for (CounterFlavour f : CounterFlavour.values()) {
                        for (long index : indices) {
                            check(f, iv, index);
                        }
                    }
                }
            }
        }
    }

    @Test
    void counterWidths() {
        assertEquals(128, CounterFlavour.CTR128_BE.counterBits());
        assertEquals(32, CounterFlavour.CTR32_BE.counterBits());
        assertEquals(64, CounterFlavour.CTR64_BE.counterBits());
        assertEquals(128, CounterFlavour.XCTR.counterBits());
    }
}
