package dev.aesref.internal.gf128;

import dev.aesref.internal.ct.Secret;

/**
 * Multiplication in GF(2^128) for GHASH and POLYVAL, in constant time and without tables.
 *
 * <h2>Why this method</h2>
 * The usual fast GHASH (Shoup's 4-bit or 8-bit tables, SP 800-38D's own suggestion) indexes a
 * table derived from H by data bytes: the addresses it touches depend on the data and on H, which
 * leaks through the cache. Java 17 has no carry-less multiply instruction available to library
 * code. What it does have is a constant-time 64 x 64 -> 64-bit integer multiply, and T. Pornin's
 * "integer multiplication with holes" (BearSSL, {@code src/hash/ghash_ctmul64.c}, described in
 * "Constant-Time Mul", bearssl.org/constanttime.html, section "GHASH") turns it into a
 * carry-less one. It needs no table, no branch and no secret index, and is the fastest
 * table-free method that plain Java code offers, so it is the one used here.
 *
 * <h2>Integer multiplication with holes</h2>
 * Split each 64-bit operand into four slices by bit position modulo 4:
 * {@code x = x0 + x1 + x2 + x3} with {@code xi = x & (0x1111... << i)}. In the integer
 * product {@code x_i * y_j} every partial product lands on a position congruent to
 * {@code i + j (mod 4)}, and the sum of the partial products at one such position is a count of
 * at most 16 ones. Below bit 64 the count at bit position {@code 4k + r} is at most {@code k + 1}
 * &lt;= 15, so it fits in the four bits {@code 4k + r .. 4k + r + 3} and never carries into the
 * next position of the same residue class: the lowest bit of each count, which is the XOR of the
 * partial products, is exact. (The one count that can reach 16, at bits 60..63, carries only past
 * bit 63, where the product is cut off.) Adding, for each residue r, the four products whose
 * slices sum to r, and keeping only the bits of residue r, gives the low 64 bits of the
 * carry-less product in 16 integer multiplies ({@link #clmulLow}).
 *
 * <p>Java 17 has no unsigned {@code multiplyHigh}, so the high half comes from bit reversal: if
 * {@code P} is the 127-bit carry-less product of x and y, then the product of
 * {@code reverse(x)} and {@code reverse(y)} is P with its 127 bits reversed, so the low 64 bits of
 * that product, reversed, are {@code P >>> 63}, and one more shift right gives bits 64..126 of P.
 *
 * <h2>The field</h2>
 * A 128 x 128 product is three 64 x 64 products by Karatsuba. GHASH (SP 800-38D, section 6.3)
 * writes field elements bit-reflected: bit 0 of the block (the most significant bit of byte 0)
 * is the coefficient of x^0. Loaded as a big-endian 128-bit integer, an element is therefore its
 * polynomial with the bit order reversed. The carry-less product of two reversed 128-bit values
 * is the 255-bit reversal of the polynomial product; shifted left by one it is the 256-bit
 * reversal, whose high half holds the coefficients of x^0..x^127 and low half those of
 * x^128..x^255. The reduction by {@code x^128 = x^7 + x^2 + x + 1} (SP 800-38D, section 6.3,
 * R = 11100001 || 0^120) then folds the low half into the high half with right shifts by 0, 1, 2
 * and 7 (a right shift in the reversed order is a multiplication by x); the bits pushed out of
 * the bottom of the upper 64-bit word fall back into the next word, and are folded again.
 * POLYVAL uses the same multiply through the mapping of RFC 8452, Appendix A ({@link Polyval}).
 */
public final class Gf128 {

    private static final long M0 = 0x1111111111111111L;
    private static final long M1 = 0x2222222222222222L;
    private static final long M2 = 0x4444444444444444L;
    private static final long M3 = 0x8888888888888888L;

    private Gf128() {}

    /** The low 64 bits of the carry-less product of x and y (integer multiplies with holes). */
    static long clmulLow(@Secret long x, @Secret long y) {
        long x0 = x & M0;
        long x1 = x & M1;
        long x2 = x & M2;
        long x3 = x & M3;
        long y0 = y & M0;
        long y1 = y & M1;
        long y2 = y & M2;
        long y3 = y & M3;
        long z0 = (x0 * y0) ^ (x1 * y3) ^ (x2 * y2) ^ (x3 * y1);
        long z1 = (x0 * y1) ^ (x1 * y0) ^ (x2 * y3) ^ (x3 * y2);
        long z2 = (x0 * y2) ^ (x1 * y1) ^ (x2 * y0) ^ (x3 * y3);
        long z3 = (x0 * y3) ^ (x1 * y2) ^ (x2 * y1) ^ (x3 * y0);
        return (z0 & M0) | (z1 & M1) | (z2 & M2) | (z3 & M3);
    }

    /**
     * Bits 64..126 of the carry-less product of x and y, given {@code xr = reverse(x)} and
     * {@code yr = reverse(y)}.
     */
    static long clmulHigh(@Secret long xr, @Secret long yr) {
        return Long.reverse(clmulLow(xr, yr)) >>> 1;
    }

    /**
     * {@code y = y * h} in GHASH's bit-reflected representation: {@code y[0]} and {@code h[0]}
     * hold bytes 0..7 of the block as a big-endian long, {@code y[1]} and {@code h[1]} bytes
     * 8..15. {@code h[2]} and {@code h[3]} must hold {@code Long.reverse(h[0])} and
     * {@code Long.reverse(h[1])} ({@link #prepare}).
     */
    public static void multiply(long[] y, long[] h) {
        long yHi = y[0];
        long yLo = y[1];
        long hHi = h[0];
        long hLo = h[1];
        long hHiR = h[2];
        long hLoR = h[3];
        long yHiR = Long.reverse(yHi);
        long yLoR = Long.reverse(yLo);
        // Karatsuba over the 64-bit halves; every product split into its low and high words.
        long loL = clmulLow(yLo, hLo);
        long loH = clmulHigh(yLoR, hLoR);
        long hiL = clmulLow(yHi, hHi);
        long hiH = clmulHigh(yHiR, hHiR);
        long midL = clmulLow(yLo ^ yHi, hLo ^ hHi) ^ loL ^ hiL;
        long midH = clmulHigh(yLoR ^ yHiR, hLoR ^ hHiR) ^ loH ^ hiH;
        // The 255-bit product, most significant word first: v3 v2 v1 v0.
        long v0 = loL;
        long v1 = loH ^ midL;
        long v2 = hiL ^ midH;
        long v3 = hiH;
        // Shift left by one: the 256-bit reversal of the polynomial product.
        v3 = (v3 << 1) | (v2 >>> 63);
        v2 = (v2 << 1) | (v1 >>> 63);
        v1 = (v1 << 1) | (v0 >>> 63);
        v0 = v0 << 1;
        // Fold x^192..x^255 (v0) into x^64..x^127 (v2); what the right shifts push out of v0's
        // bottom is x^128.. and lands in v1, folded next.
        v2 ^= v0 ^ (v0 >>> 1) ^ (v0 >>> 2) ^ (v0 >>> 7);
        v1 ^= (v0 << 63) ^ (v0 << 62) ^ (v0 << 57);
        // Fold x^128..x^191 (v1) into x^0..x^63 (v3), the overflow of the shifts into v2.
        v3 ^= v1 ^ (v1 >>> 1) ^ (v1 >>> 2) ^ (v1 >>> 7);
        v2 ^= (v1 << 63) ^ (v1 << 62) ^ (v1 << 57);
        y[0] = v3;
        y[1] = v2;
    }

    /** The four words {@link #multiply} wants for the element {@code hi || lo}. */
    public static long[] prepare(@Secret long hi, @Secret long lo) {
        return new long[] {hi, lo, Long.reverse(hi), Long.reverse(lo)};
    }

    /**
     * Multiplies {@code hi || lo} by x in GHASH's representation ({@code mulX_GHASH} of
     * RFC 8452, Appendix A): a right shift of the 128-bit big-endian value by one bit, and the
     * reduction constant R = 0xE1 || 0^120 XORed in when the bit shifted out was one (selected
     * with a mask, not a branch). Writes the result to {@code out[0..1]}.
     */
    public static void mulX(@Secret long hi, @Secret long lo, long[] out) {
        long carry = -(lo & 1);
        out[1] = (lo >>> 1) | (hi << 63);
        out[0] = (hi >>> 1) ^ (carry & 0xE100000000000000L);
    }
}
