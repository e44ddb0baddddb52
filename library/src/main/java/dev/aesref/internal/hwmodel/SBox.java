package dev.aesref.internal.hwmodel;

import dev.aesref.internal.ct.Secret;

/**
 * The AES S-box and its inverse, computed from their definition (FIPS-197, section 5.1.1):
 * the multiplicative inverse in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1 (with 0 mapped to 0),
 * followed by the affine map {@code b ^ rotl(b,1) ^ rotl(b,2) ^ rotl(b,3) ^ rotl(b,4) ^ 0x63}.
 *
 * <p>There is no table: the inverse is {@code x^254} (Fermat: {@code x^255 = 1} for
 * {@code x != 0}, and {@code 0^254 = 0}), computed with masked shift-and-add
 * multiplications. Eight bytes are processed at once, one per byte lane of a long (SIMD within
 * a register), and no step branches on or indexes by a data value.
 */
final class SBox {

    /** Low bit of every byte lane. */
    private static final long LANE_LSB = 0x0101010101010101L;
    /** Low seven bits of every byte lane. */
    private static final long LANE_LOW7 = 0x7F7F7F7F7F7F7F7FL;

    private SBox() {}

    /**
     * Multiplies every byte lane by x (FIPS-197 section 4.2.1, xtime): shift left and reduce
     * by 0x1b in the lanes whose top bit was set.
     */
    static long xtime(@Secret long v) {
        return ((v & LANE_LOW7) << 1) ^ (((v >>> 7) & LANE_LSB) * 0x1B);
    }

    /** Lane-wise GF(2^8) product of {@code a} and {@code b}, branch-free. */
    static long mul(@Secret long a, @Secret long b) {
        long product = 0;
        for (int bit = 0; bit < 8; bit++) {
            // 0xFF in every lane whose multiplier has this bit set, 0x00 elsewhere.
            long mask = ((b >>> bit) & LANE_LSB) * 0xFF;
            product ^= a & mask;
            a = xtime(a);
        }
        return product;
    }

    /** Lane-wise inverse x^254 = x^2 * x^4 * x^8 * ... * x^128 (0 stays 0). */
    static long inverse(@Secret long x) {
        long square = mul(x, x);
        long result = square;
        for (int k = 2; k <= 7; k++) {
            square = mul(square, square);
            result = mul(result, square);
        }
        return result;
    }

    /** Rotates every byte lane left by {@code k} bits (1..7). */
    static long rotlLanes(@Secret long v, int k) {
        long keepHigh = LANE_LSB * ((0xFF << k) & 0xFF);
        long keepLow = LANE_LSB * (0xFF >>> (8 - k));
        return ((v << k) & keepHigh) | ((v >>> (8 - k)) & keepLow);
    }

    /** SubBytes on eight byte lanes. */
    static long sub(@Secret long v) {
        long b = inverse(v);
        return b ^ rotlLanes(b, 1) ^ rotlLanes(b, 2) ^ rotlLanes(b, 3) ^ rotlLanes(b, 4)
                ^ (LANE_LSB * 0x63);
    }

    /**
     * InvSubBytes on eight byte lanes: the inverse affine map
     * {@code rotl(b,1) ^ rotl(b,3) ^ rotl(b,6) ^ 0x05} (FIPS-197 section 5.3.2), then the
     * field inverse.
     */
    static long invSub(@Secret long v) {
        long b = rotlLanes(v, 1) ^ rotlLanes(v, 3) ^ rotlLanes(v, 6) ^ (LANE_LSB * 0x05);
        return inverse(b);
    }

    /** SubWord on a 32-bit word (each of its four bytes through the S-box). */
    static int subWord(@Secret int w) {
        return (int) sub(w & 0xFFFFFFFFL);
    }
}
