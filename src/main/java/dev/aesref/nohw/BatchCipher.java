package dev.aesref.nohw;

/**
 * The AES rounds (FIPS-197 section 5.1, and the inverse cipher of section 5.3) on one bitsliced
 * batch of four blocks held in {@code q[off .. off + 8)}.
 *
 * <p>Round keys come as {@code (rounds + 1) * 8} words, round {@code r} at
 * {@code roundKeys[8 r .. 8 r + 8)}, already in the batch layout (the same 16 bytes in all four
 * block slots; see {@link KeySchedule}). The only loop bound is the round count.
 */
final class BatchCipher {

    private BatchCipher() {}

    static void addRoundKey(long[] q, int off, long[] roundKeys, int round) {
        int k = 8 * round;
        for (int i = 0; i < 8; i++) {
            q[off + i] ^= roundKeys[k + i];
        }
    }

    /** FIPS-197 Cipher(): {@code rounds - 1} full rounds, then the round without MixColumns. */
    static void encrypt(long[] q, int off, long[] roundKeys, int rounds, long[] scratch) {
        addRoundKey(q, off, roundKeys, 0);
        for (int r = 1; r < rounds; r++) {
            SboxCircuit.forward(q, off, scratch);
            LinearLayer.shiftRows(q, off);
            LinearLayer.mixColumns(q, off);
            addRoundKey(q, off, roundKeys, r);
        }
        SboxCircuit.forward(q, off, scratch);
        LinearLayer.shiftRows(q, off);
        addRoundKey(q, off, roundKeys, rounds);
    }

    /** FIPS-197 InvCipher() (section 5.3), with the same round keys as {@link #encrypt}. */
    static void decrypt(long[] q, int off, long[] roundKeys, int rounds, long[] scratch) {
        addRoundKey(q, off, roundKeys, rounds);
        for (int r = rounds - 1; r > 0; r--) {
            LinearLayer.invShiftRows(q, off);
            SboxCircuit.inverse(q, off, scratch);
            addRoundKey(q, off, roundKeys, r);
            LinearLayer.invMixColumns(q, off);
        }
        LinearLayer.invShiftRows(q, off);
        SboxCircuit.inverse(q, off, scratch);
        addRoundKey(q, off, roundKeys, 0);
    }
}
