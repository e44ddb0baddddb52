package dev.aesref.fpe;

import dev.aesref.internal.ct.Secret;

/**
 * Fixed-width multi-precision arithmetic for FF1 (NIST SP 800-38G Rev. 1, section 6.1,
 * Algorithm 7) with a public radix and secret digits.
 *
 * <p>Three operations, each with a loop count that depends only on the radix and the lengths:
 * <ul>
 *   <li>{@link #toLimbs}: {@code NUM_radix(X)} (section 4.5, Algorithm 2) by Horner's rule,
 *       a multiply-accumulate of 32-bit limbs by the public radix;</li>
 *   <li>{@link #divide}: one division of a limb vector by the public radix, returning the
 *       remainder. Repeating it {@code m} times yields the {@code m} low radix digits of a number,
 *       that is the number mod {@code radix^m} in the digit form {@code STR^m_radix} wants
 *       (section 4.5, Algorithm 3);</li>
 *   <li>{@link #addDigits} and {@link #subtractDigits}: the digit-wise sum or difference of two
 *       {@code m}-digit numbers mod {@code radix^m}, with a masked conditional correction per
 *       digit and the final carry or borrow dropped (Algorithm 7 steps 6.vi, and its inverse in
 *       Algorithm 8).</li>
 * </ul>
 * Limbs are little-endian (limb 0 is the least significant); digits are big-endian, as the
 * standard writes numeral strings.
 *
 * <p>Division by the invariant radix uses a precomputed reciprocal, the idea of Granlund and
 * Montgomery, "Division by invariant integers using multiplication", PLDI 1994, in the simple
 * form of a Barrett reduction with one correction step (P. Barrett, CRYPTO '86). Each step divides
 * {@code x = r * 2^16 + h} with {@code r < radix <= 2^16} and {@code h < 2^16}, so
 * {@code x < 2^32}. With {@code inv = floor(2^32 / radix)} write {@code inv = (2^32 - e) / radix},
 * {@code 0 <= e < radix}. Then {@code x * inv / 2^32 = x / radix - x * e / (radix * 2^32)}, and
 * the subtracted term is below 1 because {@code x < 2^32} and {@code e < radix}. Hence the
 * estimate {@code q = floor(x * inv / 2^32)} is the true quotient or one less, the estimated
 * remainder {@code x - q * radix} lies in {@code [0, 2 * radix)}, and one masked subtraction of
 * the radix corrects both. The product {@code x * inv < 2^32 * 2^31} fits a signed long. No
 * {@code /} or {@code %} touches a secret value (STYLE.md rule 3); the reciprocal itself is
 * computed once from the public radix.
 */
final class RadixArithmetic {

    final int radix;

    /** {@code floor(2^32 / radix)}, derived above; at most {@code 2^31}. */
    final long reciprocal;

    RadixArithmetic(int radix) {
        this.radix = checkRadix(radix);
        this.reciprocal = (1L << 32) / radix; // public operands only
    }

    /** The radix rule of SP 800-38G Rev. 1 section 5.2; returns the radix. */
    static int checkRadix(int radix) {
        if (radix < 2 || radix > Ff1.MAX_RADIX) {
            throw new IllegalArgumentException("radix must be in 2..65536 (SP 800-38G Rev. 1 "
                    + "section 5.2), got " + radix);
        }
        return radix;
    }

    /**
     * {@code limbs[0..count) = NUM_radix(digits[off..off+len))} (Algorithm 2), for a value that
     * fits {@code count} limbs (the caller sizes it from {@code radix^len}). Digits must be below
     * the radix.
     */
    void toLimbs(int[] digits, int off, int len, int[] limbs, int count) {
        java.util.Arrays.fill(limbs, 0, count, 0);
        long r = radix;
        for (int i = 0; i < len; i++) {
            long carry = digits[off + i];
            for (int k = 0; k < count; k++) {
                long t = (limbs[k] & 0xFFFFFFFFL) * r + carry;
                limbs[k] = (int) t;
                carry = t >>> 32;
            }
        }
    }

    /**
     * Divides the little-endian limb vector {@code limbs[0..count)} by the radix in place and
     * returns the remainder.
     */
    int divide(int[] limbs, int count) {
        long rem = 0;
        for (int k = count - 1; k >= 0; k--) {
            int limb = limbs[k];
            long x = (rem << 16) | (limb >>> 16);
            long qHigh = quotient(x);
            rem = x - qHigh * radix;
            x = (rem << 16) | (limb & 0xFFFF);
            long qLow = quotient(x);
            rem = x - qLow * radix;
            limbs[k] = (int) ((qHigh << 16) | qLow);
        }
        return (int) rem;
    }

    /** {@code floor(x / radix)} for {@code 0 <= x < 2^32}, by the reciprocal and one correction. */
    long quotient(@Secret long x) {
        long q = (x * reciprocal) >>> 32;
        long r = x - q * radix;
        // r is in [0, 2 * radix): add one to q when r >= radix, without a branch.
        long ge = ~((r - radix) >> 63);
        return q + (ge & 1);
    }

    /**
     * {@code digits[off..off+m) = (NUM_radix(digits[off..off+m)) + y) mod radix^m}, consuming
     * {@code y} (the limb vector is divided down to {@code floor(y / radix^m)}).
     */
    void addDigits(int[] digits, int off, int m, int[] y, int yCount) {
        int carry = 0;
        for (int j = off + m - 1; j >= off; j--) {
            int s = digits[j] + divide(y, yCount) + carry; // < 2 * radix
            int ge = ~((s - radix) >> 31);
            digits[j] = s - (radix & ge);
            carry = ge & 1;
        }
    }

    /**
     * {@code digits[off..off+m) = (NUM_radix(digits[off..off+m)) - y) mod radix^m}, consuming
     * {@code y} as {@link #addDigits} does.
     */
    void subtractDigits(int[] digits, int off, int m, int[] y, int yCount) {
        int borrow = 0;
        for (int j = off + m - 1; j >= off; j--) {
            int s = digits[j] - divide(y, yCount) - borrow; // in (-radix, radix)
            int neg = s >> 31;
            digits[j] = s + (radix & neg);
            borrow = neg & 1;
        }
    }
}
