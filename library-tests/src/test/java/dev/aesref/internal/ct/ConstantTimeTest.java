package dev.aesref.internal.ct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import org.junit.jupiter.api.Test;

/** Every mask against the plain comparison it replaces, on random values and on the edges. */
class ConstantTimeTest {

    private static final long SEED = Long.getLong("aesref.seed", 0x43545445L);

    private static final int[] EDGES = {0, 1, -1, 2, 255, 256, Integer.MAX_VALUE, Integer.MIN_VALUE,
        Integer.MIN_VALUE + 1, 0x40000000};

    private static int mask(boolean b) {
        return b ? -1 : 0;
    }

    private static void checkPair(int a, int b) {
        assertEquals(mask(a != 0), ConstantTime.nonZeroMask(a), "nonZeroMask " + a);
        assertEquals(mask(a == b), ConstantTime.equalMask(a, b), "equalMask " + a + " " + b);
        assertEquals(a, ConstantTime.select(-1, a, b), "select true");
        assertEquals(b, ConstantTime.select(0, a, b), "select false");
        if (a >= 0 && b >= 0) {
            assertEquals(mask(a < b), ConstantTime.lessThanMask(a, b), "lessThanMask " + a + " " + b);
        }
    }

    @Test
    void masksMatchTheComparisonsTheyReplace() {
        for (int a : EDGES) {
            for (int b : EDGES) {
                checkPair(a, b);
            }
        }
        for (int a = 0; a < 40; a++) {
            for (int b = 0; b < 40; b++) {
                checkPair(a, b);
            }
        }
        qt().withFixedSeed(SEED).withExamples(300).forAll(integers().all(), integers().all())
                .checkAssert(ConstantTimeTest::checkPair);
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(integers().between(0, Integer.MAX_VALUE), integers().between(0, Integer.MAX_VALUE))
                .checkAssert(ConstantTimeTest::checkPair);
    }

    @Test
    void equalComparesExactlyTheGivenRanges() {
        byte[] a = {9, 1, 2, 3, 4, 5};
        byte[] b = {7, 7, 1, 2, 3, 4, 6};
        assertEquals(true, ConstantTime.equal(a, 1, b, 2, 4));
        assertEquals(true, ConstantTime.equal(a, 0, b, 0, 0), "empty ranges are equal");
        for (int i = 0; i < 4; i++) {
            for (int bit = 0; bit < 8; bit++) {
                byte[] c = b.clone();
                c[2 + i] ^= (byte) (1 << bit);
                assertEquals(false, ConstantTime.equal(a, 1, c, 2, 4), "byte " + i + " bit " + bit);
            }
        }
        assertEquals(false, ConstantTime.equal(a, 0, b, 0, 1), "first byte");
        assertEquals(false, ConstantTime.equal(a, 1, b, 2, 5), "one byte past the equal part");
    }
}
