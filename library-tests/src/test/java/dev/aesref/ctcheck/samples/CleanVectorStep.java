package dev.aesref.ctcheck.samples;

import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.XOR;

import jdk.incubator.vector.LongVector;

/** Clean: lane-wise logic and shifts by constants on secret words, at public indices. */
public final class CleanVectorStep {

    private CleanVectorStep() {}

    public static void step(long[] state, long[] key, int word) {
        LongVector a = LongVector.fromArray(LongVector.SPECIES_256, state, 4 * word);
        LongVector k = LongVector.fromArray(LongVector.SPECIES_256, key, 4 * word);
        a.lanewise(XOR, k).lanewise(LSHR, 8).lanewise(AND, 0xFFL).not().intoArray(state, 4 * word);
    }
}
