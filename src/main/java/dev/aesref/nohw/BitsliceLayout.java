package dev.aesref.nohw;

/**
 * Moving sixteen AES blocks into and out of the row-sliced batch of 32 words.
 *
 * <p>The layout: bit {@code i} of the state byte in row {@code r}, column {@code c} (FIPS-197
 * section 3.4; byte {@code k = 4 c + r} of the block) of block {@code b} (0..15) of the batch is
 * at
 * <pre>
 *   word w[8 r + i], bit position  16 c + b
 * </pre>
 * so each word holds one bit of one row of every block: four 16-bit lanes, one per column, and
 * inside a lane one bit per block. This is the "barrel-shiftrows" idea of Adomnicai and Peyrin
 * ("Fixslicing AES-like Ciphers", TCHES 2021(1), section 4) with 64-bit words: ShiftRows moves
 * whole columns inside a row, which is a rotation of the row's words by a multiple of 16, and the
 * four rows of a column sit at the same bit position of four different words, so MixColumns is
 * XORs between words, with no shifts at all ({@link LinearLayer}). See
 * {@code docs/engines/nohw.md} for the picture.
 *
 * <p>Getting there is one bit permutation done by six rounds of "swap moves" on the 32 words.
 * Block {@code b} goes in as two little-endian longs, {@code lo} (bytes 0..7) in {@code w[b]}
 * and {@code hi} (bytes 8..15) in {@code w[16 + b]}. Index every bit by its word index
 * {@code W} (5 bits) and bit position {@code P} (6 bits): at the start {@code W = b + 16 h}
 * ({@code h} = which half) and {@code P = 8 m + i} for bit {@code i} of byte {@code m} of the
 * half, where {@code k = 8 h + m}, so {@code r = m mod 4} and {@code c = 2 h + (m >> 2)}. A swap
 * move exchanges one bit of {@code W} with one bit of {@code P}:
 * <ol>
 *   <li>{@code W0 <-> P0}, {@code W1 <-> P1}, {@code W2 <-> P2}: the low bits of {@code W} now
 *       hold {@code i}, and {@code P0..P2} hold {@code b0..b2};</li>
 *   <li>{@code W3 <-> P3}: {@code W3} holds {@code m0}, {@code P3} holds {@code b3};</li>
 *   <li>{@code W4 <-> P5}, then {@code W4 <-> P4}: {@code P5} takes {@code h} from
 *       {@code W4}, {@code P4} takes {@code m2} (which passed through {@code W4}), and {@code W4}
 *       ends with {@code m1}.</li>
 * </ol>
 * Then {@code W = i + 8 (m0 + 2 m1) = 8 r + i} and
 * {@code P = b + 16 (m2 + 2 h) = 16 c + b}. Every swap move is its own inverse, so the way back
 * is the same six in the opposite order. All of it is shifts, masks and XORs on fixed
 * positions: nothing depends on the data.
 */
final class BitsliceLayout {

    /** Blocks in one batch. */
    static final int BLOCKS = 16;
    /** Words in one batch: 8 bits x 4 rows. */
    static final int WORDS = 32;

    private BitsliceLayout() {}

    /**
     * One round of swap moves: for every pair of words {@code (j, j + d)} with bit {@code d}
     * clear in {@code j}, exchanges the bits of {@code w[j]} at positions with bit {@code s}
     * set with the bits of {@code w[j + d]} at positions with bit {@code s} clear; {@code mask}
     * holds the positions with bit {@code s} clear. With {@code t = ((x >>> s) ^ y) & mask}
     * marking where they differ, XORing {@code t << s} into {@code x} and {@code t} into
     * {@code y} exchanges them (the "delta swap" of Knuth, TAOCP 7.1.3).
     */
    private static void swapMoves(long[] w, int d, int s, long mask) {
        // The words with bit d of the index clear come in runs of d, every 2 d.
        for (int run = 0; run < WORDS; run += 2 * d) {
            for (int j = run; j < run + d; j++) {
                long x = w[j];
                long y = w[j + d];
                long t = ((x >>> s) ^ y) & mask;
                w[j] = x ^ (t << s);
                w[j + d] = y ^ t;
            }
        }
    }

    /** From blocks ({@code w[b]} = lo, {@code w[16 + b]} = hi) to the row-sliced layout. */
    static void toRowSliced(long[] w) {
        swapMoves(w, 1, 1, 0x5555555555555555L);
        swapMoves(w, 2, 2, 0x3333333333333333L);
        swapMoves(w, 4, 4, 0x0F0F0F0F0F0F0F0FL);
        swapMoves(w, 8, 8, 0x00FF00FF00FF00FFL);
        swapMoves(w, 16, 32, 0x00000000FFFFFFFFL);
        swapMoves(w, 16, 16, 0x0000FFFF0000FFFFL);
    }

    /** The inverse of {@link #toRowSliced}. */
    static void fromRowSliced(long[] w) {
        swapMoves(w, 16, 16, 0x0000FFFF0000FFFFL);
        swapMoves(w, 16, 32, 0x00000000FFFFFFFFL);
        swapMoves(w, 8, 8, 0x00FF00FF00FF00FFL);
        swapMoves(w, 4, 4, 0x0F0F0F0F0F0F0F0FL);
        swapMoves(w, 2, 2, 0x3333333333333333L);
        swapMoves(w, 1, 1, 0x5555555555555555L);
    }
}
