package dev.aesref.nohw;

/**
 * The AES rounds (FIPS-197 section 5.1, and the inverse cipher of section 5.3) on one bitsliced
 * batch of four blocks held in {@code q[0 .. 8)}.
 *
 * <p>Round keys come as {@code (rounds + 1) * 8} words, round {@code r} at
 * {@code roundKeys[8 r .. 8 r + 8)}, already in the batch layout (the same 16 bytes in all four
 * block slots; see {@link KeySchedule}). The only loop bound is the round count.
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
     * FIPS-197 Cipher(), fixsliced (Adomnicai and Peyrin, TCHES 2021(1)): ShiftRows is never
     * applied inside the rounds. After round {@code r} the stored state {@code y} is the true
     * state {@code x} with {@code r} ShiftRows undone, {@code x = SR^r(y)}; SubBytes commutes
     * with any byte permutation, MixColumns is replaced by its conjugate
     * {@link LinearLayer#mixColumnsInFrame} for frame {@code r mod 4}, and round key {@code r}
     * must come as {@code SR^-(r mod 4)(k_r)} ({@link KeySchedule#fixsliced}). At the end
     * {@code SR^(rounds mod 4)} is applied once: twice ShiftRows for AES-128 and AES-256, nothing
     * for AES-192.
     */
    static void encrypt(long[] q, long[] fixslicedKeys, int rounds) {
        // Round r adds key r - 1 on the way into the S-box, then the round's MixColumns.
        for (int r = 1; r < rounds; r++) {
            SboxCircuit.forward(q, fixslicedKeys, 8 * (r - 1));
            LinearLayer.mixColumnsInFrame(q, r & 3);
        }
        SboxCircuit.forward(q, fixslicedKeys, 8 * (rounds - 1));
        addRoundKey(q, fixslicedKeys, rounds);
        for (int i = 0; i < (rounds & 3); i++) {
            LinearLayer.shiftRows(q);
        }
    }

    /** FIPS-197 InvCipher() (section 5.3), with the round keys as KeyExpansion gives them. */
    static void decrypt(long[] q, long[] roundKeys, int rounds) {
        addRoundKey(q, roundKeys, rounds);
        // InvSubBytes and AddRoundKey happen in one pass (SboxCircuit.inverse with a key).
        for (int r = rounds - 1; r > 0; r--) {
            LinearLayer.invShiftRows(q);
            SboxCircuit.inverse(q, roundKeys, 8 * r);
            LinearLayer.invMixColumns(q);
        }
        LinearLayer.invShiftRows(q);
        SboxCircuit.inverse(q, roundKeys, 0);
    }
}
