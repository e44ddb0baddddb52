package dev.aesref.fpe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link RadixArithmetic} against {@link BigInteger} as the oracle. */
class RadixArithmeticTest {

    private static final int[] RADIXES = {2, 3, 7, 10, 16, 26, 36, 62, 85, 255, 256, 257,
        1000, 4095, 40000, 65535, 65536};

    private static BigInteger value(int[] digits, int radix) {
        BigInteger r = BigInteger.valueOf(radix);
        BigInteger v = BigInteger.ZERO;
        for (int d : digits) {
            v = v.multiply(r).add(BigInteger.valueOf(d));
        }
        return v;
    }

    private static BigInteger value(int[] limbs) {
        BigInteger v = BigInteger.ZERO;
        for (int k = limbs.length - 1; k >= 0; k--) {
            v = v.shiftLeft(32).or(BigInteger.valueOf(limbs[k] & 0xFFFFFFFFL));
        }
        return v;
    }

    private static int[] limbs(BigInteger v, int count) {
        int[] l = new int[count];
        for (int k = 0; k < count; k++) {
            l[k] = v.shiftRight(32 * k).intValue();
        }
        return l;
    }

    private static int[] digits(BigInteger v, int radix, int m) {
        int[] d = new int[m];
        BigInteger r = BigInteger.valueOf(radix);
        for (int j = m - 1; j >= 0; j--) {
            BigInteger[] qr = v.divideAndRemainder(r);
            d[j] = qr[1].intValue();
            v = qr[0];
        }
        return d;
    }

    private static int[] randomDigits(SplittableRandom rnd, int radix, int len) {
        int[] d = new int[len];
        for (int i = 0; i < len; i++) {
            d[i] = rnd.nextInt(radix);
        }
        return d;
    }

    @Test
    void reciprocalIsFloorOfTwoToThe32OverRadix() {
        for (int radix : RADIXES) {
            assertEquals(BigInteger.ONE.shiftLeft(32).divide(BigInteger.valueOf(radix)).longValueExact(),
                    new RadixArithmetic(radix).reciprocal, "radix " + radix);
        }
    }

    @Test
    void quotientAtTheEdges() {
        // Multiples of the radix, one below, and the top of the range: where the estimate is
        // one short and the correction must fire, or must not.
        for (int radix : RADIXES) {
            RadixArithmetic a = new RadixArithmetic(radix);
            long top = (1L << 32) - 1;
            long[] probes = {0, 1, radix - 1, radix, radix + 1, top, top - 1, top - radix,
                top / radix * radix, top / radix * radix - 1, (1L << 31), (1L << 16) * radix - 1};
            for (long x : probes) {
                if (x >= 0 && x <= top) {
                    assertEquals(x / radix, a.quotient(x), "radix " + radix + " x " + x);
                }
            }
        }
    }

    @Test
    void quotientMatchesDivisionOnRandomInputs() {
        qt().withFixedSeed(Seeds.SEED).withExamples(2000)
                .forAll(integers().between(2, Ff1.MAX_RADIX), longs().between(0, (1L << 32) - 1))
                .checkAssert((radix, x) -> assertEquals(x / radix,
                        new RadixArithmetic(radix).quotient(x), "radix " + radix + " x " + x));
    }

    @Test
    void quotientExhaustiveForSmallDividends() {
        for (int radix : RADIXES) {
            RadixArithmetic a = new RadixArithmetic(radix);
            for (long x = 0; x < 70_000; x++) {
                if (a.quotient(x) != x / radix) {
                    assertEquals(x / radix, a.quotient(x), "radix " + radix + " x " + x);
                }
            }
        }
    }

    @Test
    void toLimbsIsNumRadix() {
        SplittableRandom rnd = new SplittableRandom(Seeds.SEED);
        for (int radix : RADIXES) {
            RadixArithmetic a = new RadixArithmetic(radix);
            for (int len : new int[] {0, 1, 2, 5, 17, 40, 130}) {
                int[] d = randomDigits(rnd, radix, len);
                BigInteger v = value(d, radix);
                int count = v.bitLength() / 32 + 2;
                int[] out = new int[count + 1];
                out[count] = 0x5A5A5A5A; // past the range: must stay untouched
                java.util.Arrays.fill(out, 0, count, -1); // stale limbs: must be cleared
                a.toLimbs(d, 0, len, out, count);
                assertEquals(v, value(java.util.Arrays.copyOf(out, count)), radix + "/" + len);
                assertEquals(0x5A5A5A5A, out[count]);
                // the top value radix^len - 1, all digits radix - 1
                int[] top = new int[len];
                java.util.Arrays.fill(top, radix - 1);
                a.toLimbs(top, 0, len, out, count);
                assertEquals(BigInteger.valueOf(radix).pow(len).subtract(BigInteger.ONE),
                        value(java.util.Arrays.copyOf(out, count)));
            }
        }
    }

    @Test
    void toLimbsReadsFromTheOffset() {
        RadixArithmetic a = new RadixArithmetic(10);
        int[] out = new int[2];
        a.toLimbs(new int[] {9, 9, 1, 2, 3, 9}, 2, 3, out, 2);
        assertArrayEquals(new int[] {123, 0}, out);
    }

    @Test
    void divideGivesQuotientAndRemainder() {
        SplittableRandom rnd = new SplittableRandom(Seeds.SEED ^ 1);
        for (int radix : RADIXES) {
            RadixArithmetic a = new RadixArithmetic(radix);
            for (int count : new int[] {1, 2, 3, 8, 67}) {
                for (int rep = 0; rep < 20; rep++) {
                    BigInteger v = new BigInteger(32 * count, new java.util.Random(rnd.nextLong()));
                    if (rep == 0) {
                        v = BigInteger.ONE.shiftLeft(32 * count).subtract(BigInteger.ONE);
                    }
                    int[] l = limbs(v, count);
                    int r = a.divide(l, count);
                    BigInteger[] qr = v.divideAndRemainder(BigInteger.valueOf(radix));
                    assertEquals(qr[1].intValue(), r, radix + "/" + count);
                    assertEquals(qr[0], value(l), radix + "/" + count);
                }
            }
        }
    }

    @Test
    void addAndSubtractModRadixToTheM() {
        SplittableRandom rnd = new SplittableRandom(Seeds.SEED ^ 2);
        for (int radix : RADIXES) {
            RadixArithmetic a = new RadixArithmetic(radix);
            for (int m : new int[] {1, 2, 3, 9, 33, 130}) {
                BigInteger mod = BigInteger.valueOf(radix).pow(m);
                for (int rep = 0; rep < 10; rep++) {
                    int[] x = randomDigits(rnd, radix, m);
                    if (rep == 0) {
                        java.util.Arrays.fill(x, radix - 1); // every digit carries
                    }
                    if (rep == 1) {
                        java.util.Arrays.fill(x, 0); // every digit borrows
                    }
                    int yCount = mod.bitLength() / 32 + 2;
                    BigInteger y = new BigInteger(32 * yCount, new java.util.Random(rnd.nextLong()));
                    if (rep == 0 || rep == 1) {
                        y = mod.subtract(BigInteger.ONE).add(mod.shiftLeft(3)); // y = -1 mod radix^m
                    }
                    BigInteger xv = value(x, radix);
                    int[] sum = new int[m + 2];
                    sum[0] = 77;
                    sum[m + 1] = 88;
                    System.arraycopy(x, 0, sum, 1, m);
                    a.addDigits(sum, 1, m, limbs(y, yCount), yCount);
                    assertArrayEquals(digits(xv.add(y).mod(mod), radix, m),
                            java.util.Arrays.copyOfRange(sum, 1, m + 1), "add " + radix + "/" + m);
                    assertEquals(77, sum[0]);
                    assertEquals(88, sum[m + 1]);
                    int[] diff = new int[m + 2];
                    System.arraycopy(x, 0, diff, 1, m);
                    a.subtractDigits(diff, 1, m, limbs(y, yCount), yCount);
                    assertArrayEquals(digits(xv.subtract(y).mod(mod), radix, m),
                            java.util.Arrays.copyOfRange(diff, 1, m + 1), "sub " + radix + "/" + m);
                    assertEquals(0, diff[0]);
                    assertEquals(0, diff[m + 1]);
                }
            }
        }
    }

    @Test
    void radixOutsideTheRangeIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new RadixArithmetic(1));
        assertThrows(IllegalArgumentException.class, () -> new RadixArithmetic(Ff1.MAX_RADIX + 1));
        assertEquals(2, new RadixArithmetic(2).radix);
        assertEquals(Ff1.MAX_RADIX, new RadixArithmetic(Ff1.MAX_RADIX).radix);
    }
}
