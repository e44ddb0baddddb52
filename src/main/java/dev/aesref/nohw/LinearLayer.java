package dev.aesref.nohw;

/**
 * ShiftRows, MixColumns and their inverses on a bitsliced batch (layout in
 * {@link BitsliceLayout}: bit position {@code 16 r + 4 c + b} of word {@code i} is bit {@code i}
 * of row {@code r}, column {@code c} of block {@code b}).
 *
 * <p>Row {@code r} is the 16-bit lane at positions {@code 16 r .. 16 r + 15}, so
 * <ul>
 *   <li>ShiftRows (FIPS-197 5.1.2, {@code s'[r][c] = s[r][(c + r) mod 4]}) rotates lane
 *       {@code r} right by {@code 4 r} bits inside the lane, the same for all eight words;</li>
 *   <li>"the same column, next row" ({@code s[r + 1 mod 4][c]}) is the whole word rotated right
 *       by 16, and two rows down is a rotation by 32.</li>
 * </ul>
 */
final class LinearLayer {

    private LinearLayer() {}

    /** ShiftRows on one word: lane r rotated right by 4 r bits within its 16 bits. */
    static long shiftRows(long x) {
        return (x & 0x000000000000FFFFL)
                | ((x & 0x00000000FFF00000L) >>> 4) | ((x & 0x00000000000F0000L) << 12)
                | ((x & 0x0000FF0000000000L) >>> 8) | ((x & 0x000000FF00000000L) << 8)
                | ((x & 0xF000000000000000L) >>> 12) | ((x & 0x0FFF000000000000L) << 4);
    }

    /** InvShiftRows on one word: lane r rotated left by 4 r bits within its 16 bits. */
    static long invShiftRows(long x) {
        return (x & 0x000000000000FFFFL)
                | ((x & 0x000000000FFF0000L) << 4) | ((x & 0x00000000F0000000L) >>> 12)
                | ((x & 0x0000FF0000000000L) >>> 8) | ((x & 0x000000FF00000000L) << 8)
                | ((x & 0xFFF0000000000000L) >>> 4) | ((x & 0x000F000000000000L) << 12);
    }

    static void shiftRows(long[] q) {
        for (int i = 0; i < 8; i++) {
            q[i] = shiftRows(q[i]);
        }
    }

    static void invShiftRows(long[] q) {
        for (int i = 0; i < 8; i++) {
            q[i] = invShiftRows(q[i]);
        }
    }

    /**
     * MixColumns (FIPS-197 5.1.3): {@code a'_r = 2 a_r + 3 a_{r+1} + a_{r+2} + a_{r+3}}, written
     * as {@code a'_r = 2 t_r + a_{r+1} + t_{r+2}} with {@code t_r = a_r + a_{r+1}}, so that with
     * {@code n = rotr16(a)} (next row) and {@code t = a ^ n}, the result is
     * {@code xtime(t) ^ n ^ rotr32(t)}. Multiplication by 2 (xtime, FIPS-197 4.2.1) on bit
     * planes: bit 0 takes bit 7, bits 1, 3, 4 take their lower neighbour XOR bit 7 (0x1B = bits
     * 0, 1, 3, 4), the others just their lower neighbour.
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
     * InvMixColumns (FIPS-197 5.3.3) through the factorisation of its polynomial
     * {@code 0B x^3 + 0D x^2 + 09 x + 0E = (03 x^3 + 01 x^2 + 01 x + 02)(04 x^2 + 05)} modulo
     * {@code x^4 + 1} (Daemen and Rijmen, "The Design of Rijndael", section 4.1.3): first
     * {@code a_r <- 5 a_r + 4 a_{r+2} = a_r + 4 (a_r + a_{r+2})}, then MixColumns.
     * Multiplication by 4 on bit planes is xtime applied twice: with {@code u} the input,
     * {@code 4u = (u6, u6+u7, u0+u7, u1+u6, u2+u6+u7, u3+u7, u4, u5)} for bits 0..7.
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

    /**
     * MixColumns seen from a state kept {@code frame} ShiftRows behind (fixslicing: Adomnicai and
     * Peyrin, "Fixslicing AES-like Ciphers", TCHES 2021(1), section 3). If the true state is
     * {@code x = SR^frame(y)} for the stored {@code y}, this computes
     * {@code SR^-frame(MixColumns(SR^frame(y)))}, so the encryption rounds can skip ShiftRows.
     *
     * <p>Derivation: with {@code SR^j(y)[r][c] = y[r][c + j r]}, the conjugated MixColumns takes
     * the "row r + d" term of output {@code (r, c)} from {@code y[r + d][c + j d]}. So "next row"
     * becomes {@code N(y) = y[r + 1][c + j]}: the word rotated right by 16 (next row), then each
     * 16-bit lane rotated right by {@code 4 j} (column {@code c + j}); two rows down is the word
     * rotated by 32 and each lane by {@code 8 j}. Frame 0 is plain MixColumns.
     */
    static void mixColumnsInFrame(long[] q, int frame) {
        // Lane rotations (4 j and 8 j mod 16) as constants at each call, so that once the JIT
        // inlines mixColumnsRotated (it is kept under C2's 325-byte FreqInlineSize for that)
        // every rotation and mask folds to an immediate. Frame 2 needs no lane rotation two rows
        // down (8 * 2 = 16); frame 3 rotates lanes by 12 and by 24 = 8 (mod 16).
        switch (frame) {
            case 0:
                mixColumns(q);
                break;
            case 1:
                mixColumnsRotated(q, 4, 8);
                break;
            case 2:
                mixColumnsRotated(q, 8, 0);
                break;
            default:
                mixColumnsRotated(q, 12, 8);
                break;
        }
    }

    /**
     * MixColumns with "next row" = {@link #nextRow}{@code (x, s1)} and "two rows down" =
     * {@link #twoRowsDown}{@code (x, s2)}; {@code low} is the mask of the low
     * {@code 16 - s} bits of every lane.
     */
    private static void mixColumnsRotated(long[] q, int s1, int s2) {
        final long a0 = q[0];
        final long a1 = q[1];
        final long a2 = q[2];
        final long a3 = q[3];
        final long a4 = q[4];
        final long a5 = q[5];
        final long a6 = q[6];
        final long a7 = q[7];
        final long n0 = nextRow(a0, s1);
        final long n1 = nextRow(a1, s1);
        final long n2 = nextRow(a2, s1);
        final long n3 = nextRow(a3, s1);
        final long n4 = nextRow(a4, s1);
        final long n5 = nextRow(a5, s1);
        final long n6 = nextRow(a6, s1);
        final long n7 = nextRow(a7, s1);
        final long t0 = a0 ^ n0;
        final long t1 = a1 ^ n1;
        final long t2 = a2 ^ n2;
        final long t3 = a3 ^ n3;
        final long t4 = a4 ^ n4;
        final long t5 = a5 ^ n5;
        final long t6 = a6 ^ n6;
        final long t7 = a7 ^ n7;
        q[0] = t7 ^ n0 ^ twoRowsDown(t0, s2);
        q[1] = t0 ^ t7 ^ n1 ^ twoRowsDown(t1, s2);
        q[2] = t1 ^ n2 ^ twoRowsDown(t2, s2);
        q[3] = t2 ^ t7 ^ n3 ^ twoRowsDown(t3, s2);
        q[4] = t3 ^ t7 ^ n4 ^ twoRowsDown(t4, s2);
        q[5] = t4 ^ n5 ^ twoRowsDown(t5, s2);
        q[6] = t5 ^ n6 ^ twoRowsDown(t6, s2);
        q[7] = t6 ^ n7 ^ twoRowsDown(t7, s2);
    }

    /**
     * Row r + 1 to lane r, and inside every lane column c + s/4 to column c: a 16-bit lane
     * rotation by {@code s} of the word rotated by 16. Lane bits below {@code 16 - s}
     * ({@code low}) come from 16 + s higher, the rest from s higher.
     */
    static long nextRow(long x, int s) {
        final long low = (0xFFFFL >>> s) * 0x0001000100010001L;
        return (Long.rotateRight(x, 16 + s) & low) | (Long.rotateRight(x, s) & ~low);
    }

    /** As {@link #nextRow} for two rows down: the word rotated by 32, lanes by {@code s}. */
    static long twoRowsDown(long x, int s) {
        final long low = (0xFFFFL >>> s) * 0x0001000100010001L;
        return (Long.rotateRight(x, 32 + s) & low) | (Long.rotateRight(x, 16 + s) & ~low);
    }
}
