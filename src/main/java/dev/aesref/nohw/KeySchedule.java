package dev.aesref.nohw;

import dev.aesref.ct.Pack;

/**
 * KeyExpansion (FIPS-197 section 5.2), with SubWord computed by the same S-box circuit as the
 * rounds, so that no key byte is ever used as an index.
 *
 * <p>Words are kept as little-endian ints: byte 0 of the word {@code [a0, a1, a2, a3]} of the
 * standard is the low byte. RotWord, {@code [a1, a2, a3, a0]}, is then a rotation right by 8,
 * and Rcon (only its first byte is non-zero) is XORed into the low byte. All branches are on the
 * word index, which is public.
 */
final class KeySchedule {

    private KeySchedule() {}

    /**
     * Expands {@code key} (16, 24 or 32 bytes, already checked) into {@code (rounds + 1) * 8}
     * bitsliced round-key words.
     */
    static long[] expand(byte[] key, int rounds) {
        final int nk = key.length / 4;
        final int total = 4 * (rounds + 1);
        final int[] w = new int[total];
        final long[] q = new long[8];
        for (int i = 0; i < nk; i++) {
            w[i] = Pack.loadIntLE(key, 4 * i);
        }
        int rcon = 1;
        for (int i = nk; i < total; i++) {
            int temp = w[i - 1];
            if (i % nk == 0) {
                temp = subWord(Integer.rotateRight(temp, 8), q) ^ rcon;
                // Rcon[j+1] = x * Rcon[j] in GF(2^8) (FIPS-197 5.2); rcon is public.
                rcon = (rcon << 1) ^ ((rcon >>> 7) * 0x11B);
            } else if (nk > 6 && i % nk == 4) {
                temp = subWord(temp, q);
            }
            w[i] = w[i - nk] ^ temp;
        }
        final long[] roundKeys = new long[8 * (rounds + 1)];
        for (int r = 0; r <= rounds; r++) {
            long lo = (w[4 * r] & 0xFFFFFFFFL) | ((long) w[4 * r + 1] << 32);
            long hi = (w[4 * r + 2] & 0xFFFFFFFFL) | ((long) w[4 * r + 3] << 32);
            for (int b = 0; b < BitsliceLayout.BLOCKS; b++) {
                BitsliceLayout.interleave(q, b, lo, hi);
            }
            BitsliceLayout.transpose(q);
            System.arraycopy(q, 0, roundKeys, 8 * r, 8);
        }
        java.util.Arrays.fill(w, 0);
        java.util.Arrays.fill(q, 0L);
        return roundKeys;
    }

    /** SubWord: the S-box on each byte of {@code word}, through the bitsliced circuit. */
    static int subWord(int word, long[] q) {
        // Only block 0 is read back; whatever the other slots hold does not reach it.
        BitsliceLayout.interleave(q, 0, word & 0xFFFFFFFFL, 0L);
        BitsliceLayout.transpose(q);
        SboxCircuit.forward(q);
        BitsliceLayout.transpose(q);
        return (int) BitsliceLayout.deinterleaveLo(q, 0);
    }

    /**
     * The round keys for the fixsliced encryption ({@link BatchCipher#encrypt}): round key
     * {@code r} with InvShiftRows applied {@code r mod 4} times, and for {@code r >= 1} XORed
     * with 0x63 in every byte ({@link SboxCircuit#CONSTANT_63}), the S-box constant that
     * {@link SboxCircuit#forwardWithout63} leaves out of the previous round. Round key 0 is
     * unchanged.
     */
    static long[] encryptionKeys(long[] roundKeys, int rounds) {
        final long[] out = roundKeys.clone();
        for (int r = 1; r <= rounds; r++) {
            for (int i = 0; i < 8; i++) {
                long word = out[8 * r + i];
                for (int j = 0; j < (r & 3); j++) {
                    word = LinearLayer.invShiftRows(word);
                }
                out[8 * r + i] = word ^ SboxCircuit.CONSTANT_63[i];
            }
        }
        return out;
    }
}
