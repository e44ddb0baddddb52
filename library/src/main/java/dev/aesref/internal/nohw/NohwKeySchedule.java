package dev.aesref.internal.nohw;

import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.ct.Secret;
import java.util.Arrays;

/**
 * KeyExpansion (FIPS-197 section 5.2), with SubWord computed by the same S-box circuit as the
 * rounds, so that no key byte is ever used as an index.
 *
 * <p>Words are kept as little-endian ints: byte 0 of the word {@code [a0, a1, a2, a3]} of the
 * standard is the low byte. RotWord, {@code [a1, a2, a3, a0]}, is then a rotation right by 8,
 * and Rcon (only its first byte is non-zero) is XORed into the low byte. All branches are on the
 * word index, which is public.
 */
final class NohwKeySchedule {

    private NohwKeySchedule() {}

    /**
     * Expands {@code key} (16, 24 or 32 bytes, already checked) into {@code (rounds + 1) * 32}
     * round-key words in the batch layout ({@link #spread}).
     */
    static long[] expand(byte[] key, int rounds) {
        return expand(key, rounds, new int[4 * (rounds + 1)], new long[8]);
    }

    /**
     * {@link #expand(byte[], int)} with the scratch given: {@code w} (at least
     * {@code 4 (rounds + 1)} ints) for the FIPS-197 words and {@code q} (8 longs) for SubWord.
     * Both are zero when this returns or throws.
     */
    static long[] expand(byte[] key, int rounds, int[] w, long[] q) {
        try {
            final int nk = key.length / 4;
            final int total = 4 * (rounds + 1);
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
            final long[] roundKeys = new long[ScalarLayout.WORDS * (rounds + 1)];
            for (int r = 0; r <= rounds; r++) {
                for (int c = 0; c < 4; c++) {
                    spread(w[4 * r + c], c, roundKeys, ScalarLayout.WORDS * r);
                }
            }
            return roundKeys;
        } finally {
            Arrays.fill(w, 0);
            Arrays.fill(q, 0L);
        }
    }

    /**
     * Puts column {@code c} of a round key (the little-endian word {@code column}, row
     * {@code r} in byte {@code r}) into all sixteen block slots of the batch layout: bit
     * {@code i} of row {@code r} becomes the 16-bit lane {@code c} of word
     * {@code out[at + 8 r + i]}, all ones or all zeros. {@code (0 - bit) & 0xFFFF} makes the
     * lane from the bit without a branch.
     */
    static void spread(@Secret int column, int c, long[] out, int at) {
        for (int r = 0; r < 4; r++) {
            for (int i = 0; i < 8; i++) {
                long bit = (column >>> (8 * r + i)) & 1;
                out[at + 8 * r + i] |= ((0L - bit) & 0xFFFFL) << (16 * c);
            }
        }
    }

    /**
     * SubWord: the S-box on each byte of {@code word}, through the bitsliced circuit. Bit
     * {@code i} of byte {@code j} goes to bit {@code j} of {@code q[i]} and back; shifts by
     * public amounts only.
     */
    static int subWord(@Secret int word, long[] q) {
        for (int i = 0; i < 8; i++) {
            long plane = 0;
            for (int j = 0; j < 4; j++) {
                plane |= (long) ((word >>> (8 * j + i)) & 1) << j;
            }
            q[i] = plane;
        }
        SboxCircuit.forward(q);
        int out = 0;
        for (int i = 0; i < 8; i++) {
            for (int j = 0; j < 4; j++) {
                out |= (int) ((q[i] >>> j) & 1) << (8 * j + i);
            }
        }
        return out;
    }

    /**
     * The round keys for {@link ScalarCipher#encrypt}: round key {@code r >= 1} XORed with 0x63
     * in every byte ({@link SboxCircuit#CONSTANT_63}), the S-box constant that
     * {@link SboxCircuit#forwardWithout63} leaves out of the round before. Round key 0 is
     * unchanged.
     */
    static long[] encryptionKeys(long[] roundKeys, int rounds) {
        final long[] out = roundKeys.clone();
        for (int r = 1; r <= rounds; r++) {
            for (int row = 0; row < 4; row++) {
                for (int i = 0; i < 8; i++) {
                    out[ScalarLayout.WORDS * r + 8 * row + i] ^= SboxCircuit.CONSTANT_63[i];
                }
            }
        }
        return out;
    }
}
