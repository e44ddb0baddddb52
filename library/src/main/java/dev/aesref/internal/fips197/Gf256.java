package dev.aesref.internal.fips197;

import dev.aesref.internal.ct.Secret;

/**
 * Arithmetic in the finite field GF(2^8) of FIPS-197 section 4: bytes are polynomials over GF(2)
 * of degree below 8, added with XOR and multiplied modulo the irreducible polynomial
 * {@code m(x) = x^8 + x^4 + x^3 + x + 1} ({@code {01}{1b}}).
 *
 * <p>Field elements are {@code int} values in {@code 0..255}. Nothing here branches on or
 * indexes by a field element: the reduction in {@link #xtime} is selected with a mask, the
 * multiplication runs the same eight steps for every operand, and the inverse is one fixed chain
 * of multiplications.
 */
public final class Gf256 {

    /** The low eight bits of the reduction polynomial m(x), {@code {1b}} (FIPS-197 eq. 4.1). */
    static final int REDUCTION = 0x1b;

    private Gf256() {}

    /**
     * Multiplication by {@code x} ({@code {02}}), FIPS-197 section 4.2.1: shift left one bit
     * and, when bit 7 was set, reduce by XOR with {@code {1b}}. The "when" is a mask made from
     * bit 7, not an {@code if}.
     */
    public static int xtime(@Secret int b) {
        int highBitMask = -((b >>> 7) & 1);           // 0xffffffff if b7 = 1, else 0
        return ((b << 1) ^ (REDUCTION & highBitMask)) & 0xff;
    }

    /**
     * The product {@code a • b} (FIPS-197 section 4.2): the sum (XOR) of
     * {@code a • x^i} over the bits {@code i} of {@code b} that are set. Each of the eight
     * steps adds {@code a • x^i} under a mask made from bit {@code i} of {@code b}. Only the
     * low eight bits of each operand count.
     */
    public static int multiply(@Secret int a, @Secret int b) {
        int product = 0;
        int aTimesXi = a & 0xff;                       // a • x^i, starting with i = 0
        for (int i = 0; i < 8; i++) {
            int bitMask = -((b >>> i) & 1);            // all ones if bit i of b is set
            product ^= aTimesXi & bitMask;
            aTimesXi = xtime(aTimesXi);
        }
        return product;
    }

    /**
     * The multiplicative inverse {@code b^-1} (FIPS-197 section 4.2), with {@code {00}} mapped
     * to {@code {00}} as section 5.1.1 requires.
     *
     * <p>The non-zero elements form a group of order 255, so {@code b^255 = 1} and
     * {@code b^254 = b^-1}; and {@code 0^254 = 0}, so one formula covers both cases with no
     * test. The exponent 254 is public, so the square-and-multiply chain below is the same for
     * every {@code b}: 254 = binary 11111110, read from the top bit down.
     */
    public static int inverse(@Secret int b) {
        int result = 1;
        for (int bit = 7; bit >= 0; bit--) {
            result = multiply(result, result);
            if (((254 >>> bit) & 1) == 1) {            // a bit of the public exponent
                result = multiply(result, b);
            }
        }
        return result;
    }
}
