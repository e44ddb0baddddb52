package dev.aesref.internal.nohw;

/**
 * ShiftRows, MixColumns and their inverses on a row-sliced batch (layout in
 * {@link ScalarLayout}: word {@code w[8 r + i]} holds bit {@code i} of row {@code r}, bit
 * position {@code 16 c + b} is column {@code c} of block {@code b}).
 *
 * <ul>
 *   <li>ShiftRows (FIPS-197 5.1.2, {@code s'[r][c] = s[r][(c + r) mod 4]}) moves column
 *       {@code c + r} of row {@code r} to column {@code c}: the row's eight words rotated right
 *       by {@code 16 r} bits.</li>
 *   <li>MixColumns (5.1.3) combines the four rows of a column, which are the same bit position
 *       of four different words: it is XORs between whole words, 16 blocks x 4 columns at a
 *       time.</li>
 * </ul>
 */
final class ScalarLinearLayer {

    private ScalarLinearLayer() {}

    /** ShiftRows: row {@code r}'s words rotated right by {@code 16 r}. */
    static void shiftRows(long[] w) {
        for (int i = 0; i < 8; i++) {
            w[8 + i] = Long.rotateRight(w[8 + i], 16);
            w[16 + i] = Long.rotateRight(w[16 + i], 32);
            w[24 + i] = Long.rotateRight(w[24 + i], 48);
        }
    }

    /** InvShiftRows (5.3.1): row {@code r}'s words rotated left by {@code 16 r}. */
    static void invShiftRows(long[] w) {
        for (int i = 0; i < 8; i++) {
            w[8 + i] = Long.rotateLeft(w[8 + i], 16);
            w[16 + i] = Long.rotateLeft(w[16 + i], 32);
            w[24 + i] = Long.rotateLeft(w[24 + i], 48);
        }
    }

    /**
     * Bits of a byte (0..7) whose xtime (FIPS-197 4.2.1, multiplication by x) takes bit 7 in as
     * well as the bit below: 0x1B = bits 0, 1, 3, 4, and bit 0 has no bit below.
     */
    private static final int XTIME_TAKES_BIT7 = 0x1A;

    /** MixColumns (5.1.3) alone: {@link #mixColumns(long[], boolean)} without ShiftRows. */
    static void mixColumns(long[] w) {
        mixColumns(w, false);
    }

    /** ShiftRows then MixColumns, the linear part of every encryption round but the last. */
    static void shiftRowsMixColumns(long[] w) {
        mixColumns(w, true);
    }

    /**
     * MixColumns, after ShiftRows if {@code shifted}: row {@code r} is read rotated right by
     * {@code 16 r} ({@link #shiftRows}), which costs nothing more than the rotation on the way
     * in. The formula is {@code a'_r = 2 a_r + 3 a_{r+1} + a_{r+2} + a_{r+3}} for each column,
     * written as {@code a'_r = 2 t_r + a_{r+1} + t_{r+2}} with {@code t_r = a_r + a_{r+1}} (row
     * indices mod 4). On bit planes, bit {@code i} of {@code 2 t} is bit {@code i - 1} of
     * {@code t}, plus bit 7 of {@code t} for {@code i} in 0, 1, 3, 4 (0x1B).
     *
     * <p>Bits are done from 7 down to 0. Output bit {@code i} needs {@code t} at bits {@code i},
     * {@code i - 1} and 7, and {@code a_{r+1}} at bit {@code i}; going down, bits below
     * {@code i} are still the input when bit {@code i} is written, and {@code t} at bits 7 and
     * {@code i} is kept from earlier steps, so the batch is updated in place.
     */
    private static void mixColumns(long[] w, boolean shifted) {
        final int s1 = shifted ? 16 : 0;
        final int s2 = shifted ? 32 : 0;
        final int s3 = shifted ? 48 : 0;
        // Bit 7 of a and of t, for rows 0..3.
        long a0 = w[7];
        long a1 = Long.rotateRight(w[15], s1);
        long a2 = Long.rotateRight(w[23], s2);
        long a3 = Long.rotateRight(w[31], s3);
        final long top0 = a0 ^ a1;
        final long top1 = a1 ^ a2;
        final long top2 = a2 ^ a3;
        final long top3 = a3 ^ a0;
        long t0 = top0;
        long t1 = top1;
        long t2 = top2;
        long t3 = top3;
        for (int i = 7; i > 0; i--) {
            // Bit i - 1 of a and t; then bit i - 1 of t is bit i of 2t.
            final long b0 = w[i - 1];
            final long b1 = Long.rotateRight(w[8 + i - 1], s1);
            final long b2 = Long.rotateRight(w[16 + i - 1], s2);
            final long b3 = Long.rotateRight(w[24 + i - 1], s3);
            final long u0 = b0 ^ b1;
            final long u1 = b1 ^ b2;
            final long u2 = b2 ^ b3;
            final long u3 = b3 ^ b0;
            long x0 = u0;
            long x1 = u1;
            long x2 = u2;
            long x3 = u3;
            if (((XTIME_TAKES_BIT7 >>> i) & 1) != 0) {
                x0 ^= top0;
                x1 ^= top1;
                x2 ^= top2;
                x3 ^= top3;
            }
            w[i] = x0 ^ a1 ^ t2;
            w[8 + i] = x1 ^ a2 ^ t3;
            w[16 + i] = x2 ^ a3 ^ t0;
            w[24 + i] = x3 ^ a0 ^ t1;
            a0 = b0;
            a1 = b1;
            a2 = b2;
            a3 = b3;
            t0 = u0;
            t1 = u1;
            t2 = u2;
            t3 = u3;
        }
        // Bit 0 of 2t is bit 7 of t.
        w[0] = top0 ^ a1 ^ t2;
        w[8] = top1 ^ a2 ^ t3;
        w[16] = top2 ^ a3 ^ t0;
        w[24] = top3 ^ a0 ^ t1;
    }

    /**
     * InvMixColumns (FIPS-197 5.3.3) through the factorisation of its polynomial
     * {@code 0B x^3 + 0D x^2 + 09 x + 0E = (03 x^3 + 01 x^2 + 01 x + 02)(04 x^2 + 05)} modulo
     * {@code x^4 + 1} (Daemen and Rijmen, "The Design of Rijndael", section 4.1.3): first
     * {@code a_r <- 5 a_r + 4 a_{r+2} = a_r + 4 (a_r + a_{r+2})}, then MixColumns. Rows
     * {@code r} and {@code r + 2} share {@code u = a_r + a_{r+2}}. Multiplication by 4 on bit
     * planes is xtime twice: {@code 4u = (u6, u6+u7, u0+u7, u1+u6, u2+u6+u7, u3+u7, u4, u5)}
     * for bits 0..7.
     */
    static void invMixColumns(long[] w) {
        for (int r = 0; r < 2; r++) {
            final int lo = 8 * r;
            final int hi = 8 * (r + 2);
            final long u0 = w[lo] ^ w[hi];
            final long u1 = w[lo + 1] ^ w[hi + 1];
            final long u2 = w[lo + 2] ^ w[hi + 2];
            final long u3 = w[lo + 3] ^ w[hi + 3];
            final long u4 = w[lo + 4] ^ w[hi + 4];
            final long u5 = w[lo + 5] ^ w[hi + 5];
            final long u6 = w[lo + 6] ^ w[hi + 6];
            final long u7 = w[lo + 7] ^ w[hi + 7];
            final long v0 = u6;
            final long v1 = u6 ^ u7;
            final long v2 = u0 ^ u7;
            final long v3 = u1 ^ u6;
            final long v4 = u2 ^ u6 ^ u7;
            final long v5 = u3 ^ u7;
            final long v6 = u4;
            final long v7 = u5;
            w[lo] ^= v0;
            w[lo + 1] ^= v1;
            w[lo + 2] ^= v2;
            w[lo + 3] ^= v3;
            w[lo + 4] ^= v4;
            w[lo + 5] ^= v5;
            w[lo + 6] ^= v6;
            w[lo + 7] ^= v7;
            w[hi] ^= v0;
            w[hi + 1] ^= v1;
            w[hi + 2] ^= v2;
            w[hi + 3] ^= v3;
            w[hi + 4] ^= v4;
            w[hi + 5] ^= v5;
            w[hi + 6] ^= v6;
            w[hi + 7] ^= v7;
        }
        mixColumns(w);
    }
}
