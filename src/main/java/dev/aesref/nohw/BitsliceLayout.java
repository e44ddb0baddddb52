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
     * Step 1 for block {@code b} of the batch: writes words {@code q[off + b]} and
     * {@code q[off + 4 + b]} from the block's little-endian halves.
     */
    static void interleave(long[] q, int off, int b, long lo, long hi) {
        q[off + b] = spreadBytes(lo) | (spreadBytes(hi) << 8);
        q[off + 4 + b] = spreadBytes(lo >>> 32) | (spreadBytes(hi >>> 32) << 8);
    }

    /** The low half (bytes 0..7, little-endian) of block {@code b}, undoing {@link #interleave}. */
    static long deinterleaveLo(long[] q, int off, int b) {
        return gatherBytes(q[off + b]) | (gatherBytes(q[off + 4 + b]) << 32);
    }

    /** The high half (bytes 8..15, little-endian) of block {@code b}, undoing {@link #interleave}. */
    static long deinterleaveHi(long[] q, int off, int b) {
        return gatherBytes(q[off + b] >>> 8) | (gatherBytes(q[off + 4 + b] >>> 8) << 32);
    }

    /**
     * Step 2: exchanges the word index (3 bits) with the bit index inside each byte (the low 3
     * bits of the bit position) for {@code q[off .. off + 8)}. Three rounds of "swap moves": the
     * round with shift {@code s} exchanges bit {@code s} of the word index with bit {@code s} of
     * the position, for s = 1, 2, 4. Applying it twice gives the input back.
     */
    static void transpose(long[] q, int off) {
        swap(q, off, off + 1, 0x5555555555555555L, 1);
        swap(q, off + 2, off + 3, 0x5555555555555555L, 1);
        swap(q, off + 4, off + 5, 0x5555555555555555L, 1);
        swap(q, off + 6, off + 7, 0x5555555555555555L, 1);

        swap(q, off, off + 2, 0x3333333333333333L, 2);
        swap(q, off + 1, off + 3, 0x3333333333333333L, 2);
        swap(q, off + 4, off + 6, 0x3333333333333333L, 2);
        swap(q, off + 5, off + 7, 0x3333333333333333L, 2);

        swap(q, off, off + 4, 0x0F0F0F0F0F0F0F0FL, 4);
        swap(q, off + 1, off + 5, 0x0F0F0F0F0F0F0F0FL, 4);
        swap(q, off + 2, off + 6, 0x0F0F0F0F0F0F0F0FL, 4);
        swap(q, off + 3, off + 7, 0x0F0F0F0F0F0F0F0FL, 4);
    }

    /**
     * One swap move: the bits of {@code q[x]} outside {@code low} (those at positions with bit
     * {@code s} set) trade places with the bits of {@code q[y]} inside {@code low}, {@code s}
     * positions lower.
     */
    private static void swap(long[] q, int x, int y, long low, int s) {
        long a = q[x];
        long b = q[y];
        q[x] = (a & low) | ((b & low) << s);
        q[y] = ((a >>> s) & low) | (b & ~low);
    }
}
