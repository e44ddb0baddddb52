package dev.aesref.nohw;

import dev.aesref.ct.Secret;

/**
 * ShiftRows, MixColumns and their inverses on a short batch (layout in {@link ShortLayout}: word
 * {@code q[i]} holds bit plane {@code i}, bit position {@code 16 r + 4 c + b} is row {@code r},
 * column {@code c} of block {@code b}). The formulas on this layout are those of BearSSL's
 * {@code aes_ct64} (T. Pornin, src/symcipher/aes_ct64_enc.c and aes_ct64_dec.c); the ShiftRows
 * here takes fewer operations.
 *
 * <ul>
 *   <li>ShiftRows (FIPS-197 5.1.2, {@code s'[r][c] = s[r][(c + r) mod 4]}) moves column
 *       {@code c + r} of row {@code r} to column {@code c}: the 16-bit lane {@code r} of every
 *       word rotated right by {@code 4 r} bits. Rotating lane {@code r} by {@code 4 r} is
 *       rotating lanes 1 and 3 by 4 (bit 0 of {@code r}) and lanes 2 and 3 by 8 (bit 1), and a
 *       rotation of a 16-bit lane by 8 is the swap of its two bytes: 13 operations a word, where
 *       moving each nibble on its own takes 19.</li>
 *   <li>MixColumns (5.1.3) combines the four rows of a column, which sit in the same nibble of
 *       the four lanes of a word: row {@code r + 1} is the word rotated right by 16 bits, row
 *       {@code r + 2} rotated by 32.</li>
 * </ul>
 */
final class ShortLinearLayer {

    private ShortLinearLayer() {}

    /** Lanes 0 and 2, which the rotation by a nibble leaves alone. */
    private static final long LANES_0_2 = 0x0000FFFF0000FFFFL;
    /** In lanes 1 and 3: the three nibbles that move down by one nibble (right rotation). */
    private static final long LANES_1_3_LOW3 = 0x0FFF00000FFF0000L;
    /** In lanes 1 and 3: the top nibble, where the right rotation brings nibble 0. */
    private static final long LANES_1_3_TOP = 0xF0000000F0000000L;
    /** In lanes 1 and 3: the three nibbles that move up by one nibble (left rotation). */
    private static final long LANES_1_3_HIGH3 = 0xFFF00000FFF00000L;
    /** In lanes 1 and 3: the bottom nibble, where the left rotation brings nibble 3. */
    private static final long LANES_1_3_BOTTOM = 0x000F0000000F0000L;
    /** The low bytes of lanes 2 and 3, for the swap of their two bytes. */
    private static final long LANES_2_3_LOW_BYTES = 0x00FF00FF00000000L;

    /** Lanes 2 and 3 rotated by 8 bits: their two bytes exchanged (its own inverse). */
    private static long swapBytesOfLanes23(@Secret long x) {
        final long t = (x ^ (x >>> 8)) & LANES_2_3_LOW_BYTES;
        return x ^ t ^ (t << 8);
    }

    /** ShiftRows: lane {@code r} of each word rotated right by {@code 4 r}. */
    static void shiftRows(long[] q) {
        for (int i = 0; i < 8; i++) {
            final long x = swapBytesOfLanes23(q[i]);
            q[i] = (x & LANES_0_2) | ((x >>> 4) & LANES_1_3_LOW3) | ((x << 12) & LANES_1_3_TOP);
        }
    }

    /** InvShiftRows (5.3.1): lane {@code r} of each word rotated left by {@code 4 r}. */
    static void invShiftRows(long[] q) {
        for (int i = 0; i < 8; i++) {
            final long x = swapBytesOfLanes23(q[i]);
            q[i] = (x & LANES_0_2) | ((x << 4) & LANES_1_3_HIGH3) | ((x >>> 12) & LANES_1_3_BOTTOM);
        }
    }

    /**
     * MixColumns (5.1.3): {@code a'_r = 2 a_r + 3 a_{r+1} + a_{r+2} + a_{r+3}}, written as
     * {@code a'_r = 2 t_r + a_{r+1} + t_{r+2}} with {@code t_r = a_r + a_{r+1}} (row indices mod
     * 4), the same formula as {@link LinearLayer}. Here {@code a_{r+1}} is the word rotated right
     * by 16 and {@code t_{r+2}} is {@code t} rotated by 32. On bit planes, bit {@code i} of
     * {@code 2 t} is bit {@code i - 1} of {@code t}, plus bit 7 for {@code i} in 1, 3, 4, and bit
     * 0 of {@code 2 t} is bit 7 of {@code t} (the reduction by 0x11B, FIPS-197 4.2.1).
     */
    static void mixColumns(long[] q) {
        final long a0 = q[0];
        final long a1 = q[1];
        final long a2 = q[2];
        final long a3 = q[3];
        final long a4 = q[4];
        final long a5 = q[5];
        final long a6 = q[6];
        final long a7 = q[7];
        final long n0 = Long.rotateRight(a0, 16);
        final long n1 = Long.rotateRight(a1, 16);
        final long n2 = Long.rotateRight(a2, 16);
        final long n3 = Long.rotateRight(a3, 16);
        final long n4 = Long.rotateRight(a4, 16);
        final long n5 = Long.rotateRight(a5, 16);
        final long n6 = Long.rotateRight(a6, 16);
        final long n7 = Long.rotateRight(a7, 16);
        final long t0 = a0 ^ n0;
        final long t1 = a1 ^ n1;
        final long t2 = a2 ^ n2;
        final long t3 = a3 ^ n3;
        final long t4 = a4 ^ n4;
        final long t5 = a5 ^ n5;
        final long t6 = a6 ^ n6;
        final long t7 = a7 ^ n7;
        q[0] = t7 ^ n0 ^ Long.rotateRight(t0, 32);
        q[1] = t0 ^ t7 ^ n1 ^ Long.rotateRight(t1, 32);
        q[2] = t1 ^ n2 ^ Long.rotateRight(t2, 32);
        q[3] = t2 ^ t7 ^ n3 ^ Long.rotateRight(t3, 32);
        q[4] = t3 ^ t7 ^ n4 ^ Long.rotateRight(t4, 32);
        q[5] = t4 ^ n5 ^ Long.rotateRight(t5, 32);
        q[6] = t5 ^ n6 ^ Long.rotateRight(t6, 32);
        q[7] = t6 ^ n7 ^ Long.rotateRight(t7, 32);
    }

    /**
     * InvMixColumns (5.3.3) through the factorisation that {@link LinearLayer#invMixColumns}
     * derives: {@code a_r <- a_r + 4 (a_r + a_{r+2})}, then MixColumns. Here
     * {@code u = a_r + a_{r+2}} is the word XOR itself rotated by 32, for all four rows at once,
     * and {@code 4 u = (u6, u6+u7, u0+u7, u1+u6, u2+u6+u7, u3+u7, u4, u5)} for bits 0..7.
     */
    static void invMixColumns(long[] q) {
        final long u0 = q[0] ^ Long.rotateRight(q[0], 32);
        final long u1 = q[1] ^ Long.rotateRight(q[1], 32);
        final long u2 = q[2] ^ Long.rotateRight(q[2], 32);
        final long u3 = q[3] ^ Long.rotateRight(q[3], 32);
        final long u4 = q[4] ^ Long.rotateRight(q[4], 32);
        final long u5 = q[5] ^ Long.rotateRight(q[5], 32);
        final long u6 = q[6] ^ Long.rotateRight(q[6], 32);
        final long u7 = q[7] ^ Long.rotateRight(q[7], 32);
        q[0] ^= u6;
        q[1] ^= u6 ^ u7;
        q[2] ^= u0 ^ u7;
        q[3] ^= u1 ^ u6;
        q[4] ^= u2 ^ u6 ^ u7;
        q[5] ^= u3 ^ u7;
        q[6] ^= u4;
        q[7] ^= u5;
        mixColumns(q);
    }
}
