package dev.aesref.internal.nohw;


/**
 * The AES rounds (FIPS-197 section 5.1, and the inverse cipher of section 5.3) on one short batch
 * of four blocks held in {@code q[0 .. 8)} ({@link ShortLayout}), in the round order of
 * {@link ScalarCipher}.
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
     * FIPS-197 Cipher(), fixsliced: round {@code r} is the S-box of (state XOR key {@code r - 1}),
     * ShiftRows, MixColumns (not in the last round), but ShiftRows is never done on the words.
     * Skipping it leaves the state at ShiftRows offset {@code r mod 4} after round {@code r}
     * ({@link ShortLinearLayer#mixColumns(long[], int)}), which the S-box does not see (it works
     * on each byte alone) and MixColumns reads through. So round key {@code r} must be at offset
     * {@code r mod 4} too ({@link #fixslice}), and the output is brought back to offset 0 by
     * {@code rounds mod 4} ShiftRows at the end: two for AES-128 and AES-256
     * ({@link ShortLinearLayer#shiftRowsTwice}), none for AES-192.
     * The keys must have the S-box constant folded in, as {@link NohwKeySchedule#encryptionKeys}
     * does for the batch layout.
     */
    static void encrypt(long[] q, long[] fixslicedEncryptionKeys, int rounds) {
        for (int r = 1; r <= rounds; r++) {
            SboxCircuit.forwardWithout63(q, 0, fixslicedEncryptionKeys, ShortLayout.WORDS * (r - 1));
            if (r < rounds) {
                // The offset as a constant at each call: C2 inlines mixColumns four times and
                // folds every rotation distance and mask (with a variable offset the words are
                // rotated by a register and MixColumns costs two and a half times as much).
                switch (r & 3) {
                    case 0 -> ShortLinearLayer.mixColumns(q, 0);
                    case 1 -> ShortLinearLayer.mixColumns(q, 1);
                    case 2 -> ShortLinearLayer.mixColumns(q, 2);
                    default -> ShortLinearLayer.mixColumns(q, 3);
                }
            }
        }
        addRoundKey(q, fixslicedEncryptionKeys, rounds);
        // Offset 10 mod 4 = 14 mod 4 = 2 for AES-128 and AES-256; 12 mod 4 = 0 for AES-192.
        if ((rounds & 3) == 2) {
            ShortLinearLayer.shiftRowsTwice(q);
        }
    }

    /**
     * Moves round keys in the short layout ({@link ShortLayout#roundKeys}), in place, to the
     * offsets at which {@link #encrypt} uses them: round key {@code r} at ShiftRows offset
     * {@code r mod 4}, that is, InvShiftRows applied to it {@code r mod 4} times. Returns
     * {@code keys}.
     */
    static long[] fixslice(long[] keys, int rounds) {
        for (int r = 0; r <= rounds; r++) {
            for (int i = 0; i < ShortLayout.WORDS; i++) {
                for (int times = 0; times < (r & 3); times++) {
                    keys[ShortLayout.WORDS * r + i] = ShortLinearLayer.invShiftRows(keys[ShortLayout.WORDS * r + i]);
                }
            }
        }
        return keys;
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
