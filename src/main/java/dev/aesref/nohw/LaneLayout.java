package dev.aesref.nohw;

import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.XOR;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * Four row-sliced batches side by side, one per lane of a 256-bit {@link LongVector}: the layout
 * of the {@code nohw-vector} engine.
 *
 * <p>The 128 words {@code w[0 .. 128)} hold word {@code i} (0..31) of batch {@code L} (0..3) at
 * {@code w[4 i + L]}, so {@code LongVector.fromArray(SPECIES, w, 4 i)} is word {@code i} of all
 * four batches, and inside each lane the batch is exactly {@link BitsliceLayout}'s. Block
 * {@code B} (0..63) of a call is block {@code B >> 2} of batch {@code B & 3}: its {@code lo} half
 * goes in at {@code w[B]} and its {@code hi} half at {@code w[64 + B]}, the same "block {@code b}
 * at {@code w[b]} and {@code w[width + b]}" as the scalar batches take.
 *
 * <p>{@link #toRowSliced} and {@link #fromRowSliced} are {@link BitsliceLayout}'s six swap moves
 * done lane-wise, so each lane goes through the scalar conversion of its own batch (its
 * derivation is written there). 256 bits is the widest vector of AVX2; the species is fixed, not
 * {@code SPECIES_PREFERRED}, so that the layout and the results are the same on every machine.
 */
final class LaneLayout {

    /** Four 64-bit lanes. */
    static final VectorSpecies<Long> SPECIES = LongVector.SPECIES_256;
    /** Batches side by side, one per lane. */
    static final int LANES = 4;
    /** Blocks in the four batches. */
    static final int BLOCKS = LANES * BitsliceLayout.BLOCKS;
    /** Words in the four batches. */
    static final int WORDS = LANES * BitsliceLayout.WORDS;

    private static final VectorSpecies<Long> S = SPECIES;

    private LaneLayout() {}

    /** {@link BitsliceLayout#toRowSliced} on every lane. */
    static void toRowSliced(long[] w) {
        for (int g = 0; g < BitsliceLayout.WORDS; g += 8) {
            transposeEight(w, g);
        }
        for (int j = 0; j < 8; j++) {
            // Step 4: W3 <-> P3.
            swapMove(w, j, j + 8, 8, BitsliceLayout.M8);
            swapMove(w, j + 16, j + 24, 8, BitsliceLayout.M8);
            // Step 5: W4 <-> P5.
            swapMove(w, j, j + 16, 32, BitsliceLayout.M32);
            swapMove(w, j + 8, j + 24, 32, BitsliceLayout.M32);
            // Step 6: W4 <-> P4.
            swapMove(w, j, j + 16, 16, BitsliceLayout.M16);
            swapMove(w, j + 8, j + 24, 16, BitsliceLayout.M16);
        }
    }

    /** {@link BitsliceLayout#fromRowSliced} on every lane: the same swap moves in the opposite order. */
    static void fromRowSliced(long[] w) {
        for (int j = 0; j < 8; j++) {
            swapMove(w, j, j + 16, 16, BitsliceLayout.M16);
            swapMove(w, j + 8, j + 24, 16, BitsliceLayout.M16);
            swapMove(w, j, j + 16, 32, BitsliceLayout.M32);
            swapMove(w, j + 8, j + 24, 32, BitsliceLayout.M32);
            swapMove(w, j, j + 8, 8, BitsliceLayout.M8);
            swapMove(w, j + 16, j + 24, 8, BitsliceLayout.M8);
        }
        for (int g = 0; g < BitsliceLayout.WORDS; g += 8) {
            transposeEight(w, g);
        }
    }

    /**
     * {@link BitsliceLayout}'s steps 1-3 on words {@code g .. g + 8} of every lane: the 8 x 8
     * bit transpose at every byte position.
     */
    private static void transposeEight(long[] w, int g) {
        swapMove(w, g, g + 1, 1, BitsliceLayout.M1);
        swapMove(w, g + 2, g + 3, 1, BitsliceLayout.M1);
        swapMove(w, g + 4, g + 5, 1, BitsliceLayout.M1);
        swapMove(w, g + 6, g + 7, 1, BitsliceLayout.M1);
        swapMove(w, g, g + 2, 2, BitsliceLayout.M2);
        swapMove(w, g + 1, g + 3, 2, BitsliceLayout.M2);
        swapMove(w, g + 4, g + 6, 2, BitsliceLayout.M2);
        swapMove(w, g + 5, g + 7, 2, BitsliceLayout.M2);
        swapMove(w, g, g + 4, 4, BitsliceLayout.M4);
        swapMove(w, g + 1, g + 5, 4, BitsliceLayout.M4);
        swapMove(w, g + 2, g + 6, 4, BitsliceLayout.M4);
        swapMove(w, g + 3, g + 7, 4, BitsliceLayout.M4);
    }

    /**
     * One swap move between words {@code x} and {@code y} of every lane ({@link BitsliceLayout}):
     * {@code t = ((x >>> s) ^ y) & mask}, {@code x ^= t << s}, {@code y ^= t}. It reads and
     * writes the array, so no vector value crosses a method boundary ({@link LaneLinearLayer}
     * says why that matters): C2 may leave this method a call, and then nothing is boxed.
     */
    private static void swapMove(long[] w, int x, int y, int s, long mask) {
        final LongVector a = LongVector.fromArray(S, w, 4 * x);
        final LongVector b = LongVector.fromArray(S, w, 4 * y);
        final LongVector t = a.lanewise(LSHR, s).lanewise(XOR, b).lanewise(AND, mask);
        a.lanewise(XOR, t.lanewise(LSHL, s)).intoArray(w, 4 * x);
        b.lanewise(XOR, t).intoArray(w, 4 * y);
    }
}
