package dev.aesref.nohw;

/**
 * The AES rounds (FIPS-197 section 5.1, and the inverse cipher of section 5.3) on bitsliced
 * batches of four blocks, each held in eight words {@code q[0 .. 8)}.
 *
 * <p>Several batches go through in lock-step: every step of a round (the S-box circuit, the
 * linear layer) is applied to batch 0, then batch 1, and so on, before the next step starts.
 * One batch is a single chain of dependent steps, so a CPU that could run more than it has
 * independent instructions waits on latencies; the next batch's step, which does not depend on
 * the previous one, fills those gaps (the out-of-order window holds more than one S-box). How
 * many batches to run together is a public choice of the caller ({@link NohwKey} uses two); it
 * only changes the order of independent computations, never a result.
 *
 * <p>Round keys come as {@code (rounds + 1) * 8} words, round {@code r} at
 * {@code roundKeys[8 r .. 8 r + 8)}, already in the batch layout (the same 16 bytes in all four
 * block slots; see {@link KeySchedule}). The only loop bounds are the round count and the number
 * of batches.
 */
final class BatchCipher {

    private BatchCipher() {}

    static void addRoundKey(long[] q, long[] roundKeys, int round) {
        int k = 8 * round;
        for (int i = 0; i < 8; i++) {
            q[i] ^= roundKeys[k + i];
        }
    }

    /**
     * FIPS-197 Cipher() on {@code batches[0 .. count)}, fixsliced (Adomnicai and Peyrin, TCHES
     * 2021(1)): ShiftRows is never applied inside the rounds. After round {@code r} the stored
     * state {@code y} is the true state {@code x} with {@code r} ShiftRows undone,
     * {@code x = SR^r(y)}; SubBytes commutes with any byte permutation, MixColumns is replaced by
     * its conjugate {@link LinearLayer#mixColumnsInFrame} for frame {@code r mod 4}, and round
     * key {@code r} must come as {@code SR^-(r mod 4)(k_r)}, with the S-box constant folded in
     * ({@link KeySchedule#encryptionKeys}). At the end {@code SR^(rounds mod 4)} is applied
     * once: twice ShiftRows for AES-128 and AES-256, nothing for AES-192.
     */
    static void encrypt(long[][] batches, int count, long[] encryptionKeys, int rounds) {
        // Round r adds key r - 1 on the way into the S-box, then the round's MixColumns.
        for (int r = 1; r < rounds; r++) {
            for (int b = 0; b < count; b++) {
                SboxCircuit.forwardWithout63(batches[b], encryptionKeys, 8 * (r - 1));
            }
            for (int b = 0; b < count; b++) {
                LinearLayer.mixColumnsInFrame(batches[b], r & 3);
            }
        }
        for (int b = 0; b < count; b++) {
            long[] q = batches[b];
            SboxCircuit.forwardWithout63(q, encryptionKeys, 8 * (rounds - 1));
            addRoundKey(q, encryptionKeys, rounds);
            for (int i = 0; i < (rounds & 3); i++) {
                LinearLayer.shiftRows(q);
            }
        }
    }

    /**
     * FIPS-197 InvCipher() (section 5.3) on {@code batches[0 .. count)}, with the round keys as
     * KeyExpansion gives them.
     */
    static void decrypt(long[][] batches, int count, long[] roundKeys, int rounds) {
        for (int b = 0; b < count; b++) {
            addRoundKey(batches[b], roundKeys, rounds);
        }
        // InvSubBytes and AddRoundKey happen in one pass (SboxCircuit.inverse with a key).
        for (int r = rounds - 1; r > 0; r--) {
            for (int b = 0; b < count; b++) {
                LinearLayer.invShiftRows(batches[b]);
                SboxCircuit.inverse(batches[b], roundKeys, 8 * r);
            }
            for (int b = 0; b < count; b++) {
                LinearLayer.invMixColumns(batches[b]);
            }
        }
        for (int b = 0; b < count; b++) {
            LinearLayer.invShiftRows(batches[b]);
            SboxCircuit.inverse(batches[b], roundKeys, 0);
        }
    }
}
