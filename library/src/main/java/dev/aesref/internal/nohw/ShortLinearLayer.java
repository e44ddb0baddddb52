package dev.aesref.internal.nohw;

import dev.aesref.internal.ct.Secret;

/**
 * ShiftRows, MixColumns and their inverses on a short batch (layout in {@link ShortLayout}: word
 * {@code q[i]} holds bit plane {@code i}, bit position {@code 16 r + 4 c + b} is row {@code r},
 * column {@code c} of block {@code b}). The formulas on this layout are those of BearSSL's
 * {@code aes_ct64} (T. Pornin, src/symcipher/aes_ct64_enc.c and aes_ct64_dec.c); encryption is
 * fixsliced (Adomnicai and Peyrin, "Fixslicing AES-like Ciphers", TCHES 2021(1), section 3),
 * here on the 64-bit layout.
 *
 * <ul>
 *   <li>ShiftRows (FIPS-197 5.1.2, {@code s'[r][c] = s[r][(c + r) mod 4]}) moves column
 *       {@code c + r} of row {@code r} to column {@code c}: the 16-bit lane {@code r} of every
 *       word rotated right by {@code 4 r} bits. Encryption never does it on the words: it keeps
 *       count of it instead, as an offset that MixColumns reads through
 *       ({@link #mixColumns(long[], int)}), and undoes the count once at the end
 *       ({@link #shiftRowsTwice}). InvShiftRows is done on the words, for decryption.</li>
 *   <li>MixColumns (5.1.3) combines the four rows of a column, which sit in the same nibble of
 *       the four lanes of a word: at offset 0, row {@code r + 1} is the word rotated right by 16
 *       bits, row {@code r + 2} rotated by 32.</li>
 * </ul>
 */
final class ShortLinearLayer {

    private ShortLinearLayer() {}

    /** Lanes 0 and 2, which the rotation by a nibble leaves alone. */
    private static final long LANES_0_2 = 0x0000FFFF0000FFFFL;
    /** In lanes 1 and 3: the three nibbles that move up by one nibble (left rotation). */
    private static final long LANES_1_3_HIGH3 = 0xFFF00000FFF00000L;
    /** In lanes 1 and 3: the bottom nibble, where the left rotation brings nibble 3. */
    private static final long LANES_1_3_BOTTOM = 0x000F0000000F0000L;
    /** The low bytes of lanes 2 and 3. */
    private static final long LANES_2_3_LOW_BYTES = 0x00FF00FF00000000L;
    /** The low bytes of lanes 1 and 3. */
    private static final long LANES_1_3_LOW_BYTES = 0x00FF000000FF0000L;

    /**
     * The lanes whose low byte is in {@code lowBytes} rotated by 8 bits: their two bytes
     * exchanged (its own inverse).
     */
    private static long swapLaneBytes(@Secret long x, long lowBytes) {
        final long t = (x ^ (x >>> 8)) & lowBytes;
        return x ^ t ^ (t << 8);
    }

    /**
     * InvShiftRows (5.3.1): lane {@code r} of each word rotated left by {@code 4 r}. Rotating lane
     * {@code r} by {@code 4 r} is rotating lanes 1 and 3 by 4 (bit 0 of {@code r}) and lanes 2
     * and 3 by 8 (bit 1), and a rotation of a 16-bit lane by 8 is the swap of its two bytes: 13
     * operations a word, where moving each nibble on its own takes 19.
     */
    static void invShiftRows(long[] q) {
        for (int i = 0; i < 8; i++) {
            q[i] = invShiftRows(q[i]);
        }
    }

    /** {@link #invShiftRows(long[])} on one word. */
    static long invShiftRows(@Secret long word) {
        final long x = swapLaneBytes(word, LANES_2_3_LOW_BYTES);
        return (x & LANES_0_2) | ((x << 4) & LANES_1_3_HIGH3) | ((x >>> 12) & LANES_1_3_BOTTOM);
    }

    /**
     * ShiftRows twice: lane {@code r} rotated right by {@code 8 r}, which leaves lanes 0 and 2 as
     * they are (0 and 16 bits) and swaps the two bytes of lanes 1 and 3 (8 and 24 bits). It is its
     * own inverse. Five operations a word, where two ShiftRows take 26.
     */
    static void shiftRowsTwice(long[] q) {
        for (int i = 0; i < 8; i++) {
            q[i] = swapLaneBytes(q[i], LANES_1_3_LOW_BYTES);
        }
    }

    /** Bit 0 of each 16-bit lane: times a 16-bit value, that value in all four lanes. */
    private static final long EVERY_LANE = 0x0001000100010001L;

    /**
     * For every row {@code r} and nibble {@code p} of a word held at ShiftRows offset {@code k}
     * ({@link #mixColumns(long[], int)}): the bit of row {@code r + d} in the same state column.
     * Under offset {@code k}, nibble {@code p} of lane {@code r} holds column {@code p - k r}, and
     * that column of row {@code r + d} is nibble {@code p - k r + k (r + d) = p + m} of lane
     * {@code r + d}, {@code m = d k mod 4}: the word rotated right by {@code 16 d} (lane
     * {@code r + d} down to lane {@code r}), then each lane rotated right by {@code 4 m}. The
     * nibbles {@code p + m < 4} are one 64-bit rotation by {@code 16 d + 4 m}; the others wrap
     * inside the lane, a rotation by {@code 16 d + 4 m - 16}. At {@code m = 0} the second mask
     * is zero and this is the plain rotation by {@code 16 d}.
     */
    private static long rowsBelow(@Secret long x, int d, int k) {
        final int m = (d * k) & 3;
        final long stay = (0xFFFFL >>> (4 * m)) * EVERY_LANE;   // nibbles 0 .. 3 - m of each lane
        return (Long.rotateRight(x, 16 * d + 4 * m) & stay) | (Long.rotateRight(x, 16 * d + 4 * m - 16) & ~stay);
    }

    /** MixColumns on a state at offset 0 (ShiftRows done as FIPS-197 orders it). */
    static void mixColumns(long[] q) {
        mixColumns(q, 0);
    }

    /**
     * MixColumns (5.1.3): {@code a'_r = 2 a_r + 3 a_{r+1} + a_{r+2} + a_{r+3}}, written as
     * {@code a'_r = 2 t_r + a_{r+1} + t_{r+2}} with {@code t_r = a_r + a_{r+1}} (row indices mod
     * 4), the same formula as {@link ScalarLinearLayer}. On bit planes, bit {@code i} of {@code 2 t} is
     * bit {@code i - 1} of {@code t}, plus bit 7 for {@code i} in 1, 3, 4, and bit 0 of
     * {@code 2 t} is bit 7 of {@code t} (the reduction by 0x11B, FIPS-197 4.2.1).
     *
     * <p>The state is held at ShiftRows offset {@code k} (0..3): ShiftRows has been applied
     * {@code k} more times (mod 4) than the words show, so lane {@code r} is the state's row
     * {@code r} rotated left by {@code 4 k r} bits (the fixslicing of Adomnicai and Peyrin,
     * "Fixslicing AES-like Ciphers", TCHES 2021(1), section 3, on this layout). ShiftRows then
     * costs nothing: doing it only adds one to the offset ({@link ShortCipher#encrypt}).
     * MixColumns reads {@code a_{r+1}} and {@code t_{r+2}} through {@link #rowsBelow}, and writes
     * each byte back where it was, so the offset is unchanged. At offset 0, {@code a_{r+1}} is the
     * word rotated right by 16 and {@code t_{r+2}} is {@code t} rotated by 32.
     */
    static void mixColumns(long[] q, int k) {
        final long a0 = q[0];
        final long a1 = q[1];
        final long a2 = q[2];
        final long a3 = q[3];
        final long a4 = q[4];
        final long a5 = q[5];
        final long a6 = q[6];
        final long a7 = q[7];
        final long n0 = rowsBelow(a0, 1, k);
        final long n1 = rowsBelow(a1, 1, k);
        final long n2 = rowsBelow(a2, 1, k);
        final long n3 = rowsBelow(a3, 1, k);
        final long n4 = rowsBelow(a4, 1, k);
        final long n5 = rowsBelow(a5, 1, k);
        final long n6 = rowsBelow(a6, 1, k);
        final long n7 = rowsBelow(a7, 1, k);
        final long t0 = a0 ^ n0;
        final long t1 = a1 ^ n1;
        final long t2 = a2 ^ n2;
        final long t3 = a3 ^ n3;
        final long t4 = a4 ^ n4;
        final long t5 = a5 ^ n5;
        final long t6 = a6 ^ n6;
        final long t7 = a7 ^ n7;
        q[0] = t7 ^ n0 ^ rowsBelow(t0, 2, k);
        q[1] = t0 ^ t7 ^ n1 ^ rowsBelow(t1, 2, k);
        q[2] = t1 ^ n2 ^ rowsBelow(t2, 2, k);
        q[3] = t2 ^ t7 ^ n3 ^ rowsBelow(t3, 2, k);
        q[4] = t3 ^ t7 ^ n4 ^ rowsBelow(t4, 2, k);
        q[5] = t4 ^ n5 ^ rowsBelow(t5, 2, k);
        q[6] = t5 ^ n6 ^ rowsBelow(t6, 2, k);
        q[7] = t6 ^ n7 ^ rowsBelow(t7, 2, k);
    }

    /**
     * InvMixColumns (5.3.3) through the factorisation that {@link ScalarLinearLayer#invMixColumns}
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
