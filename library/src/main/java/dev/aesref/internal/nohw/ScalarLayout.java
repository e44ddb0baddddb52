package dev.aesref.internal.nohw;

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
 * XORs between words, with no shifts at all ({@link ScalarLinearLayer}). See
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
final class ScalarLayout {

    /** Blocks in one batch. */
    static final int BLOCKS = 16;
    /** Words in one batch: 8 bits x 4 rows. */
    static final int WORDS = 32;

    private ScalarLayout() {}

    /*
     * The swap-move masks: Mk keeps the low k bits of every 2k-bit group. Declared once here;
     * ShortLayout uses the same six.
     */
    static final long M1 = 0x5555555555555555L;
    static final long M2 = 0x3333333333333333L;
    static final long M4 = 0x0F0F0F0F0F0F0F0FL;
    static final long M8 = 0x00FF00FF00FF00FFL;
    static final long M16 = 0x0000FFFF0000FFFFL;
    static final long M32 = 0x00000000FFFFFFFFL;

    /*
     * A swap move on words x (lower index) and y, for position bit s with mask M of the
     * positions that have bit s clear: t = ((x >>> s) ^ y) & M marks where the bits of x at
     * positions with bit s set differ from the bits of y at positions with bit s clear, and
     * x ^= t << s, y ^= t exchanges them (the "delta swap" of Knuth, TAOCP 7.1.3).
     *
     * The six rounds are grouped so that each group of words stays in local variables: steps
     * 1-3 only pair words whose indices differ in bits 0..2, so they run on each group of eight
     * consecutive words (an 8 x 8 bit transpose per byte position); steps 4-6 only pair words
     * whose indices differ in bits 3..4, so they run on the four words j, j + 8, j + 16, j + 24.
     */

    /** From blocks ({@code w[b]} = lo, {@code w[16 + b]} = hi) to the row-sliced layout. */
    static void toRowSliced(long[] w) {
        for (int g = 0; g < WORDS; g += 8) {
            transposeEight(w, g);
        }
        for (int j = 0; j < 8; j++) {
            long a = w[j];
            long b = w[j + 8];
            long c = w[j + 16];
            long d = w[j + 24];
            long t;
            // Step 4: W3 <-> P3.
            t = ((a >>> 8) ^ b) & M8; a ^= t << 8; b ^= t;
            t = ((c >>> 8) ^ d) & M8; c ^= t << 8; d ^= t;
            // Step 5: W4 <-> P5.
            t = ((a >>> 32) ^ c) & M32; a ^= t << 32; c ^= t;
            t = ((b >>> 32) ^ d) & M32; b ^= t << 32; d ^= t;
            // Step 6: W4 <-> P4.
            t = ((a >>> 16) ^ c) & M16; a ^= t << 16; c ^= t;
            t = ((b >>> 16) ^ d) & M16; b ^= t << 16; d ^= t;
            w[j] = a;
            w[j + 8] = b;
            w[j + 16] = c;
            w[j + 24] = d;
        }
    }

    /** The inverse of {@link #toRowSliced}: the same swap moves in the opposite order. */
    static void fromRowSliced(long[] w) {
        for (int j = 0; j < 8; j++) {
            long a = w[j];
            long b = w[j + 8];
            long c = w[j + 16];
            long d = w[j + 24];
            long t;
            t = ((a >>> 16) ^ c) & M16; a ^= t << 16; c ^= t;
            t = ((b >>> 16) ^ d) & M16; b ^= t << 16; d ^= t;
            t = ((a >>> 32) ^ c) & M32; a ^= t << 32; c ^= t;
            t = ((b >>> 32) ^ d) & M32; b ^= t << 32; d ^= t;
            t = ((a >>> 8) ^ b) & M8; a ^= t << 8; b ^= t;
            t = ((c >>> 8) ^ d) & M8; c ^= t << 8; d ^= t;
            w[j] = a;
            w[j + 8] = b;
            w[j + 16] = c;
            w[j + 24] = d;
        }
        for (int g = 0; g < WORDS; g += 8) {
            transposeEight(w, g);
        }
    }

    /**
     * Steps 1-3 on {@code w[g .. g + 8)}: {@code W0 <-> P0}, {@code W1 <-> P1},
     * {@code W2 <-> P2}, which transposes the 8 x 8 bit matrix at every byte position. The three
     * steps pair different index bits, so they commute and this is its own inverse.
     */
    private static void transposeEight(long[] w, int g) {
        long q0 = w[g];
        long q1 = w[g + 1];
        long q2 = w[g + 2];
        long q3 = w[g + 3];
        long q4 = w[g + 4];
        long q5 = w[g + 5];
        long q6 = w[g + 6];
        long q7 = w[g + 7];
        long t;
        t = ((q0 >>> 1) ^ q1) & M1; q0 ^= t << 1; q1 ^= t;
        t = ((q2 >>> 1) ^ q3) & M1; q2 ^= t << 1; q3 ^= t;
        t = ((q4 >>> 1) ^ q5) & M1; q4 ^= t << 1; q5 ^= t;
        t = ((q6 >>> 1) ^ q7) & M1; q6 ^= t << 1; q7 ^= t;
        t = ((q0 >>> 2) ^ q2) & M2; q0 ^= t << 2; q2 ^= t;
        t = ((q1 >>> 2) ^ q3) & M2; q1 ^= t << 2; q3 ^= t;
        t = ((q4 >>> 2) ^ q6) & M2; q4 ^= t << 2; q6 ^= t;
        t = ((q5 >>> 2) ^ q7) & M2; q5 ^= t << 2; q7 ^= t;
        t = ((q0 >>> 4) ^ q4) & M4; q0 ^= t << 4; q4 ^= t;
        t = ((q1 >>> 4) ^ q5) & M4; q1 ^= t << 4; q5 ^= t;
        t = ((q2 >>> 4) ^ q6) & M4; q2 ^= t << 4; q6 ^= t;
        t = ((q3 >>> 4) ^ q7) & M4; q3 ^= t << 4; q7 ^= t;
        w[g] = q0;
        w[g + 1] = q1;
        w[g + 2] = q2;
        w[g + 3] = q3;
        w[g + 4] = q4;
        w[g + 5] = q5;
        w[g + 6] = q6;
        w[g + 7] = q7;
    }
}
