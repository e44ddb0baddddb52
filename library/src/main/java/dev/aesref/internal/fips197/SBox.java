package dev.aesref.internal.fips197;

import dev.aesref.internal.ct.Secret;

/**
 * The S-box of FIPS-197 section 5.1.1, computed from its definition for every byte rather than
 * read from a table: take the multiplicative inverse in GF(2^8), then apply the affine
 * transformation (equation 5.1)
 *
 * <pre>
 *   b'_i = b_i ^ b_(i+4 mod 8) ^ b_(i+5 mod 8) ^ b_(i+6 mod 8) ^ b_(i+7 mod 8) ^ c_i,
 *   c = {63} = 01100011
 * </pre>
 *
 * The inverse S-box (section 5.3.2) undoes the two steps in the opposite order: the inverse
 * affine transformation, then the inverse in GF(2^8).
 *
 * <p>Neither direction branches on or indexes by the byte: the bit formulas and the fixed
 * exponentiation in {@link Gf256#inverse} do the same work for every input.
 */
final class SBox {

    /** The constant {@code c} of equation 5.1. */
    static final int AFFINE_CONSTANT = 0x63;

    /**
     * The constant of the inverse affine transformation. It is the value that makes
     * {@link #inverseAffine} undo {@link #affine}; applying the inverse map's linear part to
     * {@code {63}} gives {@code {05}}, which the tests check by round trip over all 256 bytes.
     */
    static final int INVERSE_AFFINE_CONSTANT = 0x05;

    private SBox() {}

    /** SubBytes on one byte: {@code S(b) = affine(b^-1)}. */
    public static int sub(@Secret int b) {
        return affine(Gf256.inverse(b & 0xff));
    }

    /** InvSubBytes on one byte: {@code S^-1(b) = (inverseAffine(b))^-1}. */
    public static int invSub(@Secret int b) {
        return Gf256.inverse(inverseAffine(b & 0xff));
    }

    /** Equation 5.1, bit by bit as the standard writes it. */
    static int affine(@Secret int b) {
        int out = 0;
        for (int i = 0; i < 8; i++) {
            int bit = bit(b, i) ^ bit(b, i + 4) ^ bit(b, i + 5) ^ bit(b, i + 6) ^ bit(b, i + 7)
                    ^ bit(AFFINE_CONSTANT, i);
            out |= bit << i;
        }
        return out;
    }

    /**
     * The inverse of equation 5.1: {@code b_i = b'_(i+2) ^ b'_(i+5) ^ b'_(i+7) ^ d_i} with
     * {@code d = {05}} (the matrix is the inverse of the one in 5.1 over GF(2)).
     */
    static int inverseAffine(@Secret int b) {
        int out = 0;
        for (int i = 0; i < 8; i++) {
            int bit = bit(b, i + 2) ^ bit(b, i + 5) ^ bit(b, i + 7) ^ bit(INVERSE_AFFINE_CONSTANT, i);
            out |= bit << i;
        }
        return out;
    }

    /** Bit {@code i mod 8} of {@code b}. */
    private static int bit(@Secret int b, int i) {
        return (b >>> (i & 7)) & 1;
    }
}
