package dev.aesref.nohw;

import static jdk.incubator.vector.VectorOperators.XOR;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link BatchCipher}'s rounds on four batches at once, one per vector lane ({@link LaneLayout}):
 * 64 blocks per pass. The round structure, the key layout and the folded S-box constant are
 * {@link BatchCipher}'s; the keys are the scalar batch keys, broadcast to the lanes by the S-box
 * circuit. The only loop bounds are the round count and the number of rows.
 */
final class LaneBatchCipher {

    private static final VectorSpecies<Long> S = LaneLayout.SPECIES;

    private LaneBatchCipher() {}

    /** {@link BatchCipher#addRoundKey} on every lane. */
    static void addRoundKey(long[] w, long[] keys, int round) {
        final int k = BitsliceLayout.WORDS * round;
        for (int i = 0; i < BitsliceLayout.WORDS; i++) {
            LongVector.fromArray(S, w, 4 * i).lanewise(
                    XOR, keys[k + i]).intoArray(w, 4 * i);
        }
    }

    /** {@link BatchCipher#encrypt} on every lane. */
    static void encrypt(long[] w, long[] encryptionKeys, int rounds) {
        for (int r = 1; r <= rounds; r++) {
            final int k = BitsliceLayout.WORDS * (r - 1);
            for (int row = 0; row < 4; row++) {
                LaneSboxCircuit.forwardWithout63(w, 8 * row, encryptionKeys, k + 8 * row);
            }
            if (r < rounds) {
                LaneLinearLayer.shiftRowsMixColumns(w);
            } else {
                LaneLinearLayer.shiftRows(w);
            }
        }
        addRoundKey(w, encryptionKeys, rounds);
    }

    /** {@link BatchCipher#decrypt} on every lane. */
    static void decrypt(long[] w, long[] roundKeys, int rounds) {
        addRoundKey(w, roundKeys, rounds);
        for (int r = rounds - 1; r >= 0; r--) {
            LaneLinearLayer.invShiftRows(w);
            final int k = BitsliceLayout.WORDS * r;
            for (int row = 0; row < 4; row++) {
                LaneSboxCircuit.inverse(w, 8 * row, roundKeys, k + 8 * row);
            }
            if (r > 0) {
                LaneLinearLayer.invMixColumns(w);
            }
        }
    }
}
