package dev.aesref.nohw;

/**
 * The AES rounds (FIPS-197 section 5.1, and the inverse cipher of section 5.3) on one short batch
 * of four blocks held in {@code q[0 .. 8)} ({@link ShortLayout}), in the round order of
 * {@link BatchCipher}.
 *
 * <p>Round keys come as {@code (rounds + 1) * 8} words, round {@code r} at
 * {@code keys[8 r .. 8 r + 8)}, in the short layout ({@link ShortLayout#roundKeys}). SubBytes is
 * one call of the S-box circuit on all eight words: the circuit works on each bit position alone,
 * so it does not care which byte of which block a position holds.
 */
final class ShortCipher {

    private ShortCipher() {}

    static void addRoundKey(long[] q, long[] keys, int round) {
        final int k = ShortLayout.WORDS * round;
        for (int i = 0; i < ShortLayout.WORDS; i++) {
            q[i] ^= keys[k + i];
        }
    }

    /**
     * FIPS-197 Cipher(): round {@code r} is the S-box of (state XOR key {@code r - 1}),
     * ShiftRows, MixColumns (not in the last round). The keys must have the S-box constant folded
     * in, as {@link NohwKeySchedule#encryptionKeys} does for the batch layout.
     */
    static void encrypt(long[] q, long[] encryptionKeys, int rounds) {
        for (int r = 1; r <= rounds; r++) {
            SboxCircuit.forwardWithout63(q, 0, encryptionKeys, ShortLayout.WORDS * (r - 1));
            ShortLinearLayer.shiftRows(q);
            if (r < rounds) {
                ShortLinearLayer.mixColumns(q);
            }
        }
        addRoundKey(q, encryptionKeys, rounds);
    }

    /** FIPS-197 InvCipher(), with the round keys as {@link NohwKeySchedule#expand} gives them. */
    static void decrypt(long[] q, long[] roundKeys, int rounds) {
        addRoundKey(q, roundKeys, rounds);
        for (int r = rounds - 1; r >= 0; r--) {
            ShortLinearLayer.invShiftRows(q);
            SboxCircuit.inverse(q, 0, roundKeys, ShortLayout.WORDS * r);
            if (r > 0) {
                ShortLinearLayer.invMixColumns(q);
            }
        }
    }
}
