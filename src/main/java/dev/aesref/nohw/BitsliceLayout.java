package dev.aesref.nohw;

/**
 * Moving four AES blocks into and out of the bitsliced batch of eight 64-bit words.
 *
 * <p>The layout (the one of BearSSL's {@code aes_ct64}, derived again here) puts bit {@code i}
 * of byte {@code k = 4 c + r} (row {@code r}, column {@code c}, FIPS-197 section 3.4) of block
 * {@code b} (0..3) of the batch at
 * <pre>
 *   word q[i], bit position  16 r + 4 c + b
 * </pre>
 * so each word is four 16-bit lanes, one per row of the state, and inside a lane the columns
 * come in groups of four bits, one bit per block. See {@code docs/engines/nohw.md} for the
 * picture.
 *
 * <p>Going there takes two steps:
 * <ol>
 *   <li>Interleave: block {@code b}, read as two little-endian longs {@code lo} (bytes 0..7) and
 *       {@code hi} (bytes 8..15), becomes word {@code b} holding bytes
 *       {@code [k0 k8 k1 k9 k2 k10 k3 k11]} (columns 0 and 2) and word {@code 4 + b} holding
 *       {@code [k4 k12 k5 k13 k6 k14 k7 k15]} (columns 1 and 3), listed from the low byte.
 *       So byte {@code m = 2 r + (c >> 1)} of word {@code w = 4 (c & 1) + b} is byte
 *       {@code (r, c)} of block {@code b}.</li>
 *   <li>{@link #transpose}: for each byte position {@code m} the 8 x 8 bit matrix formed by
 *       byte {@code m} of the eight words is transposed, so bit {@code i} of byte {@code m} of
 *       word {@code w} moves to bit {@code 8 m + w} of word {@code i}. With the step above that
 *       is bit {@code 8 (2 r + (c >> 1)) + 4 (c & 1) + b = 16 r + 4 c + b}.</li>
 * </ol>
 * Both steps are fixed permutations of bits done with shifts and masks; the way back is
 * {@link #transpose} again (it is an involution) followed by the inverse of the interleave.
 */
final class BitsliceLayout {

    /** Blocks in one batch. */
    static final int BLOCKS = 4;

    /** Positions with bit 0, 1, 2 of the position clear: the low halves of the swap moves. */
    private static final long M1 = 0x5555555555555555L;
    private static final long M2 = 0x3333333333333333L;
    private static final long M4 = 0x0F0F0F0F0F0F0F0FL;

    private BitsliceLayout() {}

    /**
     * Spreads the four bytes of the low 32 bits of {@code x} to bytes 0, 2, 4 and 6 of the
     * result, zeros elsewhere.
     */
    static long spreadBytes(long x) {
        x &= 0xFFFFFFFFL;
        x = (x | (x << 16)) & 0x0000FFFF0000FFFFL;
        return (x | (x << 8)) & 0x00FF00FF00FF00FFL;
    }

    /** The inverse of {@link #spreadBytes}: bytes 0, 2, 4, 6 of {@code x} to the low 32 bits. */
    static long gatherBytes(long x) {
        x &= 0x00FF00FF00FF00FFL;
        x = (x | (x >>> 8)) & 0x0000FFFF0000FFFFL;
        return (x | (x >>> 16)) & 0xFFFFFFFFL;
    }

    /**
     * Step 1 for block {@code b} of the batch: writes words {@code q[b]} and
     * {@code q[4 + b]} from the block's little-endian halves.
     */
    static void interleave(long[] q, int b, long lo, long hi) {
        q[b] = spreadBytes(lo) | (spreadBytes(hi) << 8);
        q[4 + b] = spreadBytes(lo >>> 32) | (spreadBytes(hi >>> 32) << 8);
    }

    /** The low half (bytes 0..7, little-endian) of block {@code b}, undoing {@link #interleave}. */
    static long deinterleaveLo(long[] q, int b) {
        return gatherBytes(q[b]) | (gatherBytes(q[4 + b]) << 32);
    }

    /** The high half (bytes 8..15, little-endian) of block {@code b}, undoing {@link #interleave}. */
    static long deinterleaveHi(long[] q, int b) {
        return gatherBytes(q[b] >>> 8) | (gatherBytes(q[4 + b] >>> 8) << 32);
    }

    /**
     * Step 2: exchanges the word index (3 bits) with the bit index inside each byte (the low 3
     * bits of the bit position) for {@code q[0 .. 8)}. Three rounds of "swap moves": the
     * round with shift {@code s} exchanges bit {@code s} of the word index with bit {@code s} of
     * the position, for s = 1, 2, 4. Applying it twice gives the input back.
     *
     * <p>One swap move on words {@code x} (lower word index) and {@code y} with mask {@code M}
     * of the positions whose bit {@code s} is clear: {@code t = ((x >>> s) ^ y) & M} marks where
     * the high positions of {@code x} and the low positions of {@code y} differ, and XORing
     * {@code t << s} into {@code x} and {@code t} into {@code y} exchanges them (the "delta swap"
     * of Knuth, TAOCP 7.1.3).
     */
    static void transpose(long[] q) {
        long q0 = q[0];
        long q1 = q[1];
        long q2 = q[2];
        long q3 = q[3];
        long q4 = q[4];
        long q5 = q[5];
        long q6 = q[6];
        long q7 = q[7];
        long t;
        // s = 1: pairs (0,1) (2,3) (4,5) (6,7).
        t = ((q0 >>> 1) ^ q1) & M1; q0 ^= t << 1; q1 ^= t;
        t = ((q2 >>> 1) ^ q3) & M1; q2 ^= t << 1; q3 ^= t;
        t = ((q4 >>> 1) ^ q5) & M1; q4 ^= t << 1; q5 ^= t;
        t = ((q6 >>> 1) ^ q7) & M1; q6 ^= t << 1; q7 ^= t;
        // s = 2: pairs (0,2) (1,3) (4,6) (5,7).
        t = ((q0 >>> 2) ^ q2) & M2; q0 ^= t << 2; q2 ^= t;
        t = ((q1 >>> 2) ^ q3) & M2; q1 ^= t << 2; q3 ^= t;
        t = ((q4 >>> 2) ^ q6) & M2; q4 ^= t << 2; q6 ^= t;
        t = ((q5 >>> 2) ^ q7) & M2; q5 ^= t << 2; q7 ^= t;
        // s = 4: pairs (0,4) (1,5) (2,6) (3,7).
        t = ((q0 >>> 4) ^ q4) & M4; q0 ^= t << 4; q4 ^= t;
        t = ((q1 >>> 4) ^ q5) & M4; q1 ^= t << 4; q5 ^= t;
        t = ((q2 >>> 4) ^ q6) & M4; q2 ^= t << 4; q6 ^= t;
        t = ((q3 >>> 4) ^ q7) & M4; q3 ^= t << 4; q7 ^= t;
        q[0] = q0;
        q[1] = q1;
        q[2] = q2;
        q[3] = q3;
        q[4] = q4;
        q[5] = q5;
        q[6] = q6;
        q[7] = q7;
    }
}
