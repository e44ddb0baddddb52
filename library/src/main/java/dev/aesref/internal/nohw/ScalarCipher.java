package dev.aesref.internal.nohw;

/**
 * The AES rounds (FIPS-197 section 5.1, and the inverse cipher of section 5.3) on one row-sliced
 * batch of sixteen blocks held in {@code w[0 .. 32)} ({@link ScalarLayout}).
 *
 * <p>Round keys come as {@code (rounds + 1) * 32} words, round {@code r} at
 * {@code keys[32 r .. 32 r + 32)}, in the batch layout (the same 16 bytes in all sixteen block
 * slots; see {@link NohwKeySchedule}). SubBytes is four calls of the S-box circuit, one per row;
 * they are independent of each other, which gives the CPU four chains of work to overlap. The
 * only loop bounds are the round count and the number of rows.
 */
final class ScalarCipher {

    private ScalarCipher() {}

    static void addRoundKey(long[] w, long[] keys, int round) {
        final int k = ScalarLayout.WORDS * round;
        for (int i = 0; i < ScalarLayout.WORDS; i++) {
            w[i] ^= keys[k + i];
        }
    }

    /**
     * FIPS-197 Cipher(). AddRoundKey is done on the way into the S-box circuit, so round
     * {@code r} is: S-box of (state XOR key {@code r - 1}), ShiftRows, MixColumns. The keys must
     * have the S-box constant folded in ({@link NohwKeySchedule#encryptionKeys}).
     */
    static void encrypt(long[] w, long[] encryptionKeys, int rounds) {
        for (int r = 1; r <= rounds; r++) {
            final int k = ScalarLayout.WORDS * (r - 1);
            for (int row = 0; row < 4; row++) {
                SboxCircuit.forwardWithout63(w, 8 * row, encryptionKeys, k + 8 * row);
            }
            if (r < rounds) {
                ScalarLinearLayer.shiftRowsMixColumns(w);
            } else {
                ScalarLinearLayer.shiftRows(w);
            }
        }
        addRoundKey(w, encryptionKeys, rounds);
    }

    /**
     * FIPS-197 InvCipher(), with the round keys as {@link NohwKeySchedule#expand} gives them. InvSubBytes and
     * AddRoundKey happen in one pass ({@link SboxCircuit#inverse(long[], int, long[], int)}).
     */
    static void decrypt(long[] w, long[] roundKeys, int rounds) {
        addRoundKey(w, roundKeys, rounds);
        for (int r = rounds - 1; r >= 0; r--) {
            ScalarLinearLayer.invShiftRows(w);
            final int k = ScalarLayout.WORDS * r;
            for (int row = 0; row < 4; row++) {
                SboxCircuit.inverse(w, 8 * row, roundKeys, k + 8 * row);
            }
            if (r > 0) {
                ScalarLinearLayer.invMixColumns(w);
            }
        }
    }
}
