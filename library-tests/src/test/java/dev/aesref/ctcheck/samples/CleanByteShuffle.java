package dev.aesref.ctcheck.samples;

import static jdk.incubator.vector.VectorOperators.XOR;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.LongVector;

/**
 * Clean: a table held in a register, looked up with the CPU's byte shuffle by secret nibbles
 * (vpaes's step), the lanes with the high bit set cleared by a compare and a blend.
 */
public final class CleanByteShuffle {

    private CleanByteShuffle() {}

    public static void lookup(long[] table, long[] state) {
        ByteVector t = LongVector.fromArray(LongVector.SPECIES_128, table, 0).reinterpretAsBytes();
        ByteVector x = LongVector.fromArray(LongVector.SPECIES_128, state, 0).reinterpretAsBytes();
        t.rearrange(x.and((byte) 0x0F).toShuffle()).blend(0, x.lt((byte) 0)).lanewise(XOR, x)
                .reinterpretAsLongs().intoArray(state, 0);
    }
}
