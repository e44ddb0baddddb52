package dev.aesref.internal.fips197;

import dev.aesref.Ranges;
import dev.aesref.internal.ct.Secret;

/**
 * KeyExpansion of FIPS-197 section 5.2 (figure 11): the cipher key of {@code Nk} words grows
 * into the key schedule {@code w[0 .. Nb*(Nr+1) - 1]}.
 *
 * <p>A word {@code [a0, a1, a2, a3]} is held in an {@code int} with {@code a0} in the top byte,
 * so that the words print in the order of the standard's listings (Appendix A).
 */
final class SpecKeySchedule {

    private SpecKeySchedule() {}

    /** {@code Nr} for a key of {@code nk} words: 10, 12 or 14 (section 5, figure 4). */
    public static int rounds(int nk) {
        return nk + 6;
    }

    /**
     * Expands a 16-, 24- or 32-byte key into {@code 4 * (Nr + 1)} words.
     *
     * <pre>
     *   w[i] = key word i                                        for i &lt; Nk
     *   temp = w[i-1]
     *   if i mod Nk = 0:          temp = SubWord(RotWord(temp)) xor Rcon[i/Nk]
     *   else if Nk &gt; 6 and i mod Nk = 4: temp = SubWord(temp)
     *   w[i] = w[i-Nk] xor temp
     * </pre>
     * The branches depend only on the position {@code i} and the key length, never on key bytes.
     */
    public static int[] keyExpansion(byte[] key) {
        int nk = Ranges.checkKey(key) / 32;
        int nr = rounds(nk);
        int[] w = new int[State.NB * (nr + 1)];
        for (int i = 0; i < nk; i++) {
            w[i] = ((key[4 * i] & 0xff) << 24) | ((key[4 * i + 1] & 0xff) << 16)
                    | ((key[4 * i + 2] & 0xff) << 8) | (key[4 * i + 3] & 0xff);
        }
        for (int i = nk; i < w.length; i++) {
            int temp = w[i - 1];
            if (i % nk == 0) {
                temp = subWord(rotWord(temp)) ^ rcon(i / nk);
            } else if (nk > 6 && i % nk == 4) {
                temp = subWord(temp);
            }
            w[i] = w[i - nk] ^ temp;
        }
        return w;
    }

    /**
     * The modified key schedule {@code dw} of the Equivalent Inverse Cipher (section 5.3.5,
     * figure 15): a copy of {@code w} in which the round keys of rounds 1 to Nr-1 have been
     * passed through InvMixColumns. The first and last round keys are unchanged.
     */
    public static int[] equivalentInverse(int[] w) {
        return equivalentInverse(w, new State());
    }

    /** {@link #equivalentInverse(int[])} with its scratch State given; the State is clear when this returns or throws. */
    static int[] equivalentInverse(int[] w, State roundKey) {
        int nr = w.length / State.NB - 1;
        int[] dw = w.clone();
        try {
            for (int round = 1; round < nr; round++) {
                roundKey.clear();
                RoundTransforms.addRoundKey(roundKey, w, round);   // 0 xor key = the round key
                RoundTransforms.invMixColumns(roundKey);
                for (int c = 0; c < State.NB; c++) {
                    dw[round * State.NB + c] = (roundKey.s[0][c] << 24) | (roundKey.s[1][c] << 16)
                            | (roundKey.s[2][c] << 8) | roundKey.s[3][c];
                }
            }
            return dw;
        } finally {
            roundKey.clear();
        }
    }

    /** RotWord: {@code [a0, a1, a2, a3] -> [a1, a2, a3, a0]}. */
    public static int rotWord(@Secret int word) {
        return (word << 8) | (word >>> 24);
    }

    /** SubWord: the S-box applied to each of the four bytes. */
    public static int subWord(@Secret int word) {
        int out = 0;
        for (int shift = 24; shift >= 0; shift -= 8) {
            out |= SBox.sub((word >>> shift) & 0xff) << shift;
        }
        return out;
    }

    /**
     * The round constant word {@code Rcon[i] = [x^(i-1), {00}, {00}, {00}]} for {@code i >= 1}
     * (section 5.2), with {@code x^(i-1)} computed by {@code i - 1} applications of
     * {@link Gf256#xtime} to {@code {01}} rather than taken from a table.
     */
    public static int rcon(int i) {
        if (i < 1) {
            throw new IllegalArgumentException("Rcon index i must be >= 1, got " + i);
        }
        int power = 0x01;
        for (int k = 1; k < i; k++) {
            power = Gf256.xtime(power);
        }
        return power << 24;
    }
}
