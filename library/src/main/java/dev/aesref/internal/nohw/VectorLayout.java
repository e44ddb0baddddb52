package dev.aesref.internal.nohw;

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
 * four batches, and inside each lane the batch is exactly {@link ScalarLayout}'s. Block
 * {@code B} (0..63) of a call is block {@code B >> 2} of batch {@code B & 3}: its {@code lo} half
 * goes in at {@code w[B]} and its {@code hi} half at {@code w[64 + B]}, the same "block {@code b}
 * at {@code w[b]} and {@code w[width + b]}" as the scalar batches take.
 *
 * <p>{@link #toRowSliced} and {@link #fromRowSliced} are {@link ScalarLayout}'s six swap moves
 * done lane-wise, so each lane goes through the scalar conversion of its own batch (its
 * derivation is written there). 256 bits is the widest vector of AVX2; the species is fixed, not
 * {@code SPECIES_PREFERRED}, so that the layout and the results are the same on every machine.
 */
final class VectorLayout {

    /** Four 64-bit lanes. */
    static final VectorSpecies<Long> SPECIES = LongVector.SPECIES_256;
    /** Batches side by side, one per lane. */
    static final int LANES = 4;
    /** Blocks in the four batches. */
    static final int BLOCKS = LANES * ScalarLayout.BLOCKS;
    /** Words in the four batches. */
    static final int WORDS = LANES * ScalarLayout.WORDS;

    private static final VectorSpecies<Long> S = SPECIES;

    private VectorLayout() {}

    /** {@link ScalarLayout#toRowSliced} on every lane. */
    static void toRowSliced(long[] w) {
        for (int g = 0; g < ScalarLayout.WORDS; g += 8) {
            transposeEight(w, g);
        }
        for (int j = 0; j < 8; j++) {
            LongVector a = LongVector.fromArray(S, w, 4 * j);
            LongVector b = LongVector.fromArray(S, w, 4 * (j + 8));
            LongVector c = LongVector.fromArray(S, w, 4 * (j + 16));
            LongVector d = LongVector.fromArray(S, w, 4 * (j + 24));
            LongVector t;
            // Step 4: W3 <-> P3.
            t = a.lanewise(LSHR, 8).lanewise(XOR, b).lanewise(AND, ScalarLayout.M8);
            a = a.lanewise(XOR, t.lanewise(LSHL, 8));
            b = b.lanewise(XOR, t);
            t = c.lanewise(LSHR, 8).lanewise(XOR, d).lanewise(AND, ScalarLayout.M8);
            c = c.lanewise(XOR, t.lanewise(LSHL, 8));
            d = d.lanewise(XOR, t);
            // Step 5: W4 <-> P5.
            t = a.lanewise(LSHR, 32).lanewise(XOR, c).lanewise(AND, ScalarLayout.M32);
            a = a.lanewise(XOR, t.lanewise(LSHL, 32));
            c = c.lanewise(XOR, t);
            t = b.lanewise(LSHR, 32).lanewise(XOR, d).lanewise(AND, ScalarLayout.M32);
            b = b.lanewise(XOR, t.lanewise(LSHL, 32));
            d = d.lanewise(XOR, t);
            // Step 6: W4 <-> P4.
            t = a.lanewise(LSHR, 16).lanewise(XOR, c).lanewise(AND, ScalarLayout.M16);
            a = a.lanewise(XOR, t.lanewise(LSHL, 16));
            c = c.lanewise(XOR, t);
            t = b.lanewise(LSHR, 16).lanewise(XOR, d).lanewise(AND, ScalarLayout.M16);
            b = b.lanewise(XOR, t.lanewise(LSHL, 16));
            d = d.lanewise(XOR, t);
            a.intoArray(w, 4 * j);
            b.intoArray(w, 4 * (j + 8));
            c.intoArray(w, 4 * (j + 16));
            d.intoArray(w, 4 * (j + 24));
        }
    }

    /** {@link ScalarLayout#fromRowSliced} on every lane: the same swap moves in the opposite order. */
    static void fromRowSliced(long[] w) {
        for (int j = 0; j < 8; j++) {
            LongVector a = LongVector.fromArray(S, w, 4 * j);
            LongVector b = LongVector.fromArray(S, w, 4 * (j + 8));
            LongVector c = LongVector.fromArray(S, w, 4 * (j + 16));
            LongVector d = LongVector.fromArray(S, w, 4 * (j + 24));
            LongVector t;
            t = a.lanewise(LSHR, 16).lanewise(XOR, c).lanewise(AND, ScalarLayout.M16);
            a = a.lanewise(XOR, t.lanewise(LSHL, 16));
            c = c.lanewise(XOR, t);
            t = b.lanewise(LSHR, 16).lanewise(XOR, d).lanewise(AND, ScalarLayout.M16);
            b = b.lanewise(XOR, t.lanewise(LSHL, 16));
            d = d.lanewise(XOR, t);
            t = a.lanewise(LSHR, 32).lanewise(XOR, c).lanewise(AND, ScalarLayout.M32);
            a = a.lanewise(XOR, t.lanewise(LSHL, 32));
            c = c.lanewise(XOR, t);
            t = b.lanewise(LSHR, 32).lanewise(XOR, d).lanewise(AND, ScalarLayout.M32);
            b = b.lanewise(XOR, t.lanewise(LSHL, 32));
            d = d.lanewise(XOR, t);
            t = a.lanewise(LSHR, 8).lanewise(XOR, b).lanewise(AND, ScalarLayout.M8);
            a = a.lanewise(XOR, t.lanewise(LSHL, 8));
            b = b.lanewise(XOR, t);
            t = c.lanewise(LSHR, 8).lanewise(XOR, d).lanewise(AND, ScalarLayout.M8);
            c = c.lanewise(XOR, t.lanewise(LSHL, 8));
            d = d.lanewise(XOR, t);
            a.intoArray(w, 4 * j);
            b.intoArray(w, 4 * (j + 8));
            c.intoArray(w, 4 * (j + 16));
            d.intoArray(w, 4 * (j + 24));
        }
        for (int g = 0; g < ScalarLayout.WORDS; g += 8) {
            transposeEight(w, g);
        }
    }

    /**
     * {@link ScalarLayout}'s steps 1-3 on words {@code g .. g + 8} of every lane: the 8 x 8
     * bit transpose at every byte position. Written out with the Vector API's own calls only
     * ({@link VectorLinearLayer} says why), each swap move {@code t = ((x >>> s) ^ y) & mask},
     * {@code x ^= t << s}, {@code y ^= t}.
     */
    private static void transposeEight(long[] w, int g) {
        LongVector q0 = LongVector.fromArray(S, w, 4 * g);
        LongVector q1 = LongVector.fromArray(S, w, 4 * (g + 1));
        LongVector q2 = LongVector.fromArray(S, w, 4 * (g + 2));
        LongVector q3 = LongVector.fromArray(S, w, 4 * (g + 3));
        LongVector q4 = LongVector.fromArray(S, w, 4 * (g + 4));
        LongVector q5 = LongVector.fromArray(S, w, 4 * (g + 5));
        LongVector q6 = LongVector.fromArray(S, w, 4 * (g + 6));
        LongVector q7 = LongVector.fromArray(S, w, 4 * (g + 7));
        LongVector t;
        t = q0.lanewise(LSHR, 1).lanewise(XOR, q1).lanewise(AND, ScalarLayout.M1);
        q0 = q0.lanewise(XOR, t.lanewise(LSHL, 1));
        q1 = q1.lanewise(XOR, t);
        t = q2.lanewise(LSHR, 1).lanewise(XOR, q3).lanewise(AND, ScalarLayout.M1);
        q2 = q2.lanewise(XOR, t.lanewise(LSHL, 1));
        q3 = q3.lanewise(XOR, t);
        t = q4.lanewise(LSHR, 1).lanewise(XOR, q5).lanewise(AND, ScalarLayout.M1);
        q4 = q4.lanewise(XOR, t.lanewise(LSHL, 1));
        q5 = q5.lanewise(XOR, t);
        t = q6.lanewise(LSHR, 1).lanewise(XOR, q7).lanewise(AND, ScalarLayout.M1);
        q6 = q6.lanewise(XOR, t.lanewise(LSHL, 1));
        q7 = q7.lanewise(XOR, t);
        t = q0.lanewise(LSHR, 2).lanewise(XOR, q2).lanewise(AND, ScalarLayout.M2);
        q0 = q0.lanewise(XOR, t.lanewise(LSHL, 2));
        q2 = q2.lanewise(XOR, t);
        t = q1.lanewise(LSHR, 2).lanewise(XOR, q3).lanewise(AND, ScalarLayout.M2);
        q1 = q1.lanewise(XOR, t.lanewise(LSHL, 2));
        q3 = q3.lanewise(XOR, t);
        t = q4.lanewise(LSHR, 2).lanewise(XOR, q6).lanewise(AND, ScalarLayout.M2);
        q4 = q4.lanewise(XOR, t.lanewise(LSHL, 2));
        q6 = q6.lanewise(XOR, t);
        t = q5.lanewise(LSHR, 2).lanewise(XOR, q7).lanewise(AND, ScalarLayout.M2);
        q5 = q5.lanewise(XOR, t.lanewise(LSHL, 2));
        q7 = q7.lanewise(XOR, t);
        t = q0.lanewise(LSHR, 4).lanewise(XOR, q4).lanewise(AND, ScalarLayout.M4);
        q0 = q0.lanewise(XOR, t.lanewise(LSHL, 4));
        q4 = q4.lanewise(XOR, t);
        t = q1.lanewise(LSHR, 4).lanewise(XOR, q5).lanewise(AND, ScalarLayout.M4);
        q1 = q1.lanewise(XOR, t.lanewise(LSHL, 4));
        q5 = q5.lanewise(XOR, t);
        t = q2.lanewise(LSHR, 4).lanewise(XOR, q6).lanewise(AND, ScalarLayout.M4);
        q2 = q2.lanewise(XOR, t.lanewise(LSHL, 4));
        q6 = q6.lanewise(XOR, t);
        t = q3.lanewise(LSHR, 4).lanewise(XOR, q7).lanewise(AND, ScalarLayout.M4);
        q3 = q3.lanewise(XOR, t.lanewise(LSHL, 4));
        q7 = q7.lanewise(XOR, t);
        q0.intoArray(w, 4 * g);
        q1.intoArray(w, 4 * (g + 1));
        q2.intoArray(w, 4 * (g + 2));
        q3.intoArray(w, 4 * (g + 3));
        q4.intoArray(w, 4 * (g + 4));
        q5.intoArray(w, 4 * (g + 5));
        q6.intoArray(w, 4 * (g + 6));
        q7.intoArray(w, 4 * (g + 7));
    }
}
