package dev.aesref.internal.nohw;

import static dev.aesref.internal.nohw.ScalarLayout.M1;
import static dev.aesref.internal.nohw.ScalarLayout.M16;
import static dev.aesref.internal.nohw.ScalarLayout.M2;
import static dev.aesref.internal.nohw.ScalarLayout.M32;
import static dev.aesref.internal.nohw.ScalarLayout.M4;
import static dev.aesref.internal.nohw.ScalarLayout.M8;

import dev.aesref.internal.ct.Secret;

/**
 * Moving four AES blocks into and out of the short batch: eight words, one per bit plane.
 *
 * <p>The layout: bit {@code i} of the state byte in row {@code r}, column {@code c} (FIPS-197
 * section 3.4; byte {@code k = 4 c + r} of the block) of block {@code b} (0..3) of the short
 * batch is at
 * <pre>
 *   word q[i], bit position  16 r + 4 c + b
 * </pre>
 * so word {@code i} is bit plane {@code i} of all 64 state bytes of the four blocks: four 16-bit
 * lanes, one per row; inside a lane four nibbles, one per column; inside a nibble one bit per
 * block. This is the layout of Thomas Pornin's BearSSL {@code aes_ct64} (src/symcipher/
 * aes_ct64.c, and "Constant-Time Implementations" on bearssl.org): the S-box circuit runs once
 * on the eight words ({@link SboxCircuit}), ShiftRows moves nibbles inside the lanes and
 * MixColumns rotates whole words by 16 and 32 bits ({@link ShortLinearLayer}). The row-sliced
 * batch of {@link ScalarLayout} needs sixteen blocks to fill its words; this one is full at
 * four, which is what a short message has.
 *
 * <p>Getting there is one bit permutation done by six swap moves on the eight words. Block
 * {@code b} comes in as two little-endian longs, {@code lo} (bytes 0..7) in {@code q[b]} and
 * {@code hi} (bytes 8..15) in {@code q[4 + b]}, the convention of {@link ScalarLayout} with four
 * slots. Index every bit by its word index {@code W} (3 bits) and bit position {@code P} (6 bits):
 * at the start {@code W = b + 4 h} ({@code h} = which half) and {@code P = i + 8 m} for bit
 * {@code i} of byte {@code m} of the half, where {@code k = 8 h + m}, so {@code r = m mod 4 =
 * m0 + 2 m1} and {@code c = 2 h + m2}. The target is {@code W = i} and {@code P = b0 + 2 b1 +
 * 4 m2 + 8 h + 16 m0 + 32 m1}. A swap move exchanges one bit of {@code W} with one bit of
 * {@code P}:
 * <ol>
 *   <li>{@code W0 <-> P0} and {@code W1 <-> P1}: {@code W0, W1} now hold {@code i0, i1} and
 *       {@code P0, P1} hold {@code b0, b1}, where they stay;</li>
 *   <li>what is left is the cycle {@code i2: P2 -> W2}, {@code h: W2 -> P3},
 *       {@code m0: P3 -> P4}, {@code m1: P4 -> P5}, {@code m2: P5 -> P2}. A cycle is a product of
 *       transpositions with one common element; with {@code W2} as that element every one is a
 *       swap move: {@code W2 <-> P3} (P3 takes {@code h}), {@code W2 <-> P4} (P4 takes
 *       {@code m0}), {@code W2 <-> P5} (P5 takes {@code m1}), {@code W2 <-> P2} (P2 takes
 *       {@code m2}, W2 ends with {@code i2}).</li>
 * </ol>
 * Every swap move is its own inverse, so the way back is the six in the opposite order. All of it
 * is shifts, masks and XORs on fixed positions: nothing depends on the data.
 *
 * <p>Round keys come from the sixteen-block ones ({@link #roundKeys}), so the key schedule runs
 * once for both layouts.
 */
final class ShortLayout {

    /** Blocks in one short batch. */
    static final int BLOCKS = 4;
    /** Words in one short batch: one per bit plane. */
    static final int WORDS = 8;

    private ShortLayout() {}

    /*
     * A swap move on words x (lower index) and y for position bit s, with M the mask of the
     * positions whose bit s is clear: t = ((x >>> s) ^ y) & M; x ^= t << s; y ^= t (Knuth's
     * delta swap, TAOCP 7.1.3; ScalarLayout spells it out). Steps 1-2 pair words whose indices
     * differ in bit 0 or 1; steps 3-6 pair j with j + 4. All eight words stay in locals.
     */

    /** From blocks ({@code q[b]} = lo, {@code q[4 + b]} = hi, b = 0..3) to the short layout. */
    static void toSliced(long[] q) {
        long q0 = q[0];
        long q1 = q[1];
        long q2 = q[2];
        long q3 = q[3];
        long q4 = q[4];
        long q5 = q[5];
        long q6 = q[6];
        long q7 = q[7];
        long t;
        // W0 <-> P0.
        t = ((q0 >>> 1) ^ q1) & M1; q0 ^= t << 1; q1 ^= t;
        t = ((q2 >>> 1) ^ q3) & M1; q2 ^= t << 1; q3 ^= t;
        t = ((q4 >>> 1) ^ q5) & M1; q4 ^= t << 1; q5 ^= t;
        t = ((q6 >>> 1) ^ q7) & M1; q6 ^= t << 1; q7 ^= t;
        // W1 <-> P1.
        t = ((q0 >>> 2) ^ q2) & M2; q0 ^= t << 2; q2 ^= t;
        t = ((q1 >>> 2) ^ q3) & M2; q1 ^= t << 2; q3 ^= t;
        t = ((q4 >>> 2) ^ q6) & M2; q4 ^= t << 2; q6 ^= t;
        t = ((q5 >>> 2) ^ q7) & M2; q5 ^= t << 2; q7 ^= t;
        // W2 <-> P3.
        t = ((q0 >>> 8) ^ q4) & M8; q0 ^= t << 8; q4 ^= t;
        t = ((q1 >>> 8) ^ q5) & M8; q1 ^= t << 8; q5 ^= t;
        t = ((q2 >>> 8) ^ q6) & M8; q2 ^= t << 8; q6 ^= t;
        t = ((q3 >>> 8) ^ q7) & M8; q3 ^= t << 8; q7 ^= t;
        // W2 <-> P4.
        t = ((q0 >>> 16) ^ q4) & M16; q0 ^= t << 16; q4 ^= t;
        t = ((q1 >>> 16) ^ q5) & M16; q1 ^= t << 16; q5 ^= t;
        t = ((q2 >>> 16) ^ q6) & M16; q2 ^= t << 16; q6 ^= t;
        t = ((q3 >>> 16) ^ q7) & M16; q3 ^= t << 16; q7 ^= t;
        // W2 <-> P5.
        t = ((q0 >>> 32) ^ q4) & M32; q0 ^= t << 32; q4 ^= t;
        t = ((q1 >>> 32) ^ q5) & M32; q1 ^= t << 32; q5 ^= t;
        t = ((q2 >>> 32) ^ q6) & M32; q2 ^= t << 32; q6 ^= t;
        t = ((q3 >>> 32) ^ q7) & M32; q3 ^= t << 32; q7 ^= t;
        // W2 <-> P2.
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

    /** The inverse of {@link #toSliced}: the same swap moves in the opposite order. */
    static void fromSliced(long[] q) {
        long q0 = q[0];
        long q1 = q[1];
        long q2 = q[2];
        long q3 = q[3];
        long q4 = q[4];
        long q5 = q[5];
        long q6 = q[6];
        long q7 = q[7];
        long t;
        // W2 <-> P2.
        t = ((q0 >>> 4) ^ q4) & M4; q0 ^= t << 4; q4 ^= t;
        t = ((q1 >>> 4) ^ q5) & M4; q1 ^= t << 4; q5 ^= t;
        t = ((q2 >>> 4) ^ q6) & M4; q2 ^= t << 4; q6 ^= t;
        t = ((q3 >>> 4) ^ q7) & M4; q3 ^= t << 4; q7 ^= t;
        // W2 <-> P5.
        t = ((q0 >>> 32) ^ q4) & M32; q0 ^= t << 32; q4 ^= t;
        t = ((q1 >>> 32) ^ q5) & M32; q1 ^= t << 32; q5 ^= t;
        t = ((q2 >>> 32) ^ q6) & M32; q2 ^= t << 32; q6 ^= t;
        t = ((q3 >>> 32) ^ q7) & M32; q3 ^= t << 32; q7 ^= t;
        // W2 <-> P4.
        t = ((q0 >>> 16) ^ q4) & M16; q0 ^= t << 16; q4 ^= t;
        t = ((q1 >>> 16) ^ q5) & M16; q1 ^= t << 16; q5 ^= t;
        t = ((q2 >>> 16) ^ q6) & M16; q2 ^= t << 16; q6 ^= t;
        t = ((q3 >>> 16) ^ q7) & M16; q3 ^= t << 16; q7 ^= t;
        // W2 <-> P3.
        t = ((q0 >>> 8) ^ q4) & M8; q0 ^= t << 8; q4 ^= t;
        t = ((q1 >>> 8) ^ q5) & M8; q1 ^= t << 8; q5 ^= t;
        t = ((q2 >>> 8) ^ q6) & M8; q2 ^= t << 8; q6 ^= t;
        t = ((q3 >>> 8) ^ q7) & M8; q3 ^= t << 8; q7 ^= t;
        // W1 <-> P1.
        t = ((q0 >>> 2) ^ q2) & M2; q0 ^= t << 2; q2 ^= t;
        t = ((q1 >>> 2) ^ q3) & M2; q1 ^= t << 2; q3 ^= t;
        t = ((q4 >>> 2) ^ q6) & M2; q4 ^= t << 2; q6 ^= t;
        t = ((q5 >>> 2) ^ q7) & M2; q5 ^= t << 2; q7 ^= t;
        // W0 <-> P0.
        t = ((q0 >>> 1) ^ q1) & M1; q0 ^= t << 1; q1 ^= t;
        t = ((q2 >>> 1) ^ q3) & M1; q2 ^= t << 1; q3 ^= t;
        t = ((q4 >>> 1) ^ q5) & M1; q4 ^= t << 1; q5 ^= t;
        t = ((q6 >>> 1) ^ q7) & M1; q6 ^= t << 1; q7 ^= t;
        q[0] = q0;
        q[1] = q1;
        q[2] = q2;
        q[3] = q3;
        q[4] = q4;
        q[5] = q5;
        q[6] = q6;
        q[7] = q7;
    }

    /**
     * Round keys in the short layout from round keys in the batch layout ({@code rounds + 1}
     * times 32 words, as {@link NohwKeySchedule} gives them): in the batch layout bit {@code i}
     * of row {@code r}, column {@code c} of a round key fills the 16-bit lane {@code c} of word
     * {@code 8 r + i}; here it fills the nibble at {@code 16 r + 4 c} of word {@code i}, all four
     * block slots. Lane {@code c}'s bit 0 is taken as the bit, {@code (0 - bit) & 0xF} makes the
     * nibble without a branch.
     */
    static long[] roundKeys(long[] batchKeys, int rounds) {
        final long[] out = new long[WORDS * (rounds + 1)];
        for (int round = 0; round <= rounds; round++) {
            for (int r = 0; r < 4; r++) {
                for (int i = 0; i < 8; i++) {
                    out[WORDS * round + i] |= nibbles(batchKeys[ScalarLayout.WORDS * round + 8 * r + i]) << (16 * r);
                }
            }
        }
        return out;
    }

    /** Lane {@code c}'s bit 0 of a batch-layout key word, as nibble {@code c} of a 16-bit lane. */
    private static long nibbles(@Secret long batchWord) {
        long lane = 0;
        for (int c = 0; c < 4; c++) {
            long bit = (batchWord >>> (16 * c)) & 1;
            lane |= ((0L - bit) & 0xFL) << (4 * c);
        }
        return lane;
    }
}
