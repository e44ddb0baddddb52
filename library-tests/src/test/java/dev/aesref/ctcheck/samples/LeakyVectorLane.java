package dev.aesref.ctcheck.samples;

import static jdk.incubator.vector.VectorOperators.XOR;

import jdk.incubator.vector.LongVector;

/** Leaky: one lane of a vector computed from the key read out and branched on. */
public final class LeakyVectorLane {

    private LeakyVectorLane() {}

    public static int laneIsZero(long[] key) {
        LongVector v = LongVector.fromArray(LongVector.SPECIES_256, key, 0);
        long first = v.lanewise(XOR, 1L).lane(0);
        return first == 0 ? 1 : 0;
    }
}
