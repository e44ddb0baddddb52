package dev.aesref.ctcheck.samples;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.LongVector;

/** Leaky: a lane-wise compare of key bytes turned into a scalar and branched on. */
public final class LeakyVectorMask {

    private LeakyVectorMask() {}

    public static int anyHighBit(long[] key) {
        ByteVector v = LongVector.fromArray(LongVector.SPECIES_128, key, 0).reinterpretAsBytes();
        return v.lt((byte) 0).anyTrue() ? 1 : 0;
    }
}
