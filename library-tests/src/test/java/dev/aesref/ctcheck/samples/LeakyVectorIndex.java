package dev.aesref.ctcheck.samples;

import jdk.incubator.vector.LongVector;

/** Leaky: four lanes loaded at an index taken from the key. */
public final class LeakyVectorIndex {

    private LeakyVectorIndex() {}

    public static LongVector pick(long[] table, long[] key) {
        return LongVector.fromArray(LongVector.SPECIES_256, table, 4 * (int) (key[0] & 3));
    }
}
