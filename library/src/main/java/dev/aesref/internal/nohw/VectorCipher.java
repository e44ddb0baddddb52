package dev.aesref.internal.nohw;

import static jdk.incubator.vector.VectorOperators.XOR;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link ScalarCipher}'s rounds on four batches at once, one per vector lane ({@link VectorLayout}):
 * 64 blocks per pass. The round structure, the key layout and the folded S-box constant are
 * {@link ScalarCipher}'s; the keys are the scalar batch keys, broadcast to the lanes by the S-box
 * circuit. The only loop bounds are the round count and the number of rows.
 */
final class VectorCipher {

    private static final VectorSpecies<Long> S = VectorLayout.SPECIES;

    private VectorCipher() {}

    /** {@link ScalarCipher#addRoundKey} on every lane. */
    static void addRoundKey(long[] w, long[] keys, int round) {
        final int k = ScalarLayout.WORDS * round;
        for (int i = 0; i < ScalarLayout.WORDS; i++) {
            LongVector.fromArray(S, w, 4 * i).lanewise(
                    XOR, keys[k + i]).intoArray(w, 4 * i);
        }
    }

    /** {@link ScalarCipher#encrypt} on every lane. */
    static void encrypt(long[] w, long[] encryptionKeys, int rounds) {
        for (int r = 1; r <= rounds; r++) {
            final int k = ScalarLayout.WORDS * (r - 1);
            for (int row = 0; row < 4; row++) {
                VectorSboxCircuit.forwardWithout63(w, 8 * row, encryptionKeys, k + 8 * row);
            }
            if (r < rounds) {
                VectorLinearLayer.shiftRowsMixColumns(w);
            } else {
                VectorLinearLayer.shiftRows(w);
            }
        }
        addRoundKey(w, encryptionKeys, rounds);
    }

    /** {@link ScalarCipher#decrypt} on every lane. */
    static void decrypt(long[] w, long[] roundKeys, int rounds) {
        addRoundKey(w, roundKeys, rounds);
        for (int r = rounds - 1; r >= 0; r--) {
            VectorLinearLayer.invShiftRows(w);
            final int k = ScalarLayout.WORDS * r;
            for (int row = 0; row < 4; row++) {
                VectorSboxCircuit.inverse(w, 8 * row, roundKeys, k + 8 * row);
            }
            if (r > 0) {
                VectorLinearLayer.invMixColumns(w);
            }
        }
    }
}
