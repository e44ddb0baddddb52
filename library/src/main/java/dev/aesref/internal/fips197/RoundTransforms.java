package dev.aesref.internal.fips197;

/**
 * The four round transformations of the Cipher (FIPS-197 section 5.1) and their inverses
 * (section 5.3), each acting on a {@link State} in place.
 */
final class RoundTransforms {

    private RoundTransforms() {}

    /** SubBytes (5.1.1): every byte goes through the S-box. */
    static void subBytes(State st) {
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < State.NB; c++) {
                st.s[r][c] = SBox.sub(st.s[r][c]);
            }
        }
    }

    /** InvSubBytes (5.3.2): every byte goes through the inverse S-box. */
    static void invSubBytes(State st) {
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < State.NB; c++) {
                st.s[r][c] = SBox.invSub(st.s[r][c]);
            }
        }
    }

    /**
     * ShiftRows (5.1.2): row {@code r} rotates left by {@code r} places,
     * {@code s'[r][c] = s[r][(c + shift(r, Nb)) mod Nb]} with {@code shift(r, 4) = r}
     * (equation 5.3).
     */
    static void shiftRows(State st) {
        for (int r = 1; r < 4; r++) {
            int[] row = st.scratch;
            System.arraycopy(st.s[r], 0, row, 0, State.NB);
            for (int c = 0; c < State.NB; c++) {
                st.s[r][c] = row[(c + r) % State.NB];
            }
        }
    }

    /**
     * InvShiftRows (5.3.1): row {@code r} rotates right by {@code r} places,
     * {@code s'[r][(c + shift(r, Nb)) mod Nb] = s[r][c]} (equation 5.7).
     */
    static void invShiftRows(State st) {
        for (int r = 1; r < 4; r++) {
            int[] row = st.scratch;
            System.arraycopy(st.s[r], 0, row, 0, State.NB);
            for (int c = 0; c < State.NB; c++) {
                st.s[r][(c + r) % State.NB] = row[c];
            }
        }
    }

    /**
     * MixColumns (5.1.3): each column, read as a polynomial over GF(2^8), is multiplied modulo
     * {@code x^4 + 1} by {@code a(x) = {03}x^3 + {01}x^2 + {01}x + {02}}. Written out, the
     * column is multiplied by the circulant matrix of equation 5.6:
     * <pre>
     *   02 03 01 01
     *   01 02 03 01
     *   01 01 02 03
     *   03 01 01 02
     * </pre>
     */
    static void mixColumns(State st) {
        multiplyColumns(st, MIX_ROW);
    }

    /** The first row of MixColumns' matrix (equation 5.6). */
    private static final int[] MIX_ROW = {0x02, 0x03, 0x01, 0x01};

    /** The first row of InvMixColumns' matrix (equation 5.10). */
    private static final int[] INV_MIX_ROW = {0x0e, 0x0b, 0x0d, 0x09};

    /**
     * InvMixColumns (5.3.3): multiplication by
     * {@code a^-1(x) = {0b}x^3 + {0d}x^2 + {09}x + {0e}}, the circulant matrix with first row
     * {@code 0e 0b 0d 09} (equation 5.10).
     */
    static void invMixColumns(State st) {
        multiplyColumns(st, INV_MIX_ROW);
    }

    /**
     * Multiplies every column by the circulant matrix whose first row is {@code firstRow} (a
     * constant, so nothing is allocated per call); row {@code r} of the matrix is the first row
     * rotated right by {@code r}.
     */
    private static void multiplyColumns(State st, int[] firstRow) {
        int[] column = st.scratch;
        for (int c = 0; c < State.NB; c++) {
            for (int r = 0; r < 4; r++) {
                column[r] = st.s[r][c];
            }
            for (int r = 0; r < 4; r++) {
                int sum = 0;
                for (int k = 0; k < 4; k++) {
                    sum ^= Gf256.multiply(firstRow[(k - r + 4) % 4], column[k]);
                }
                st.s[r][c] = sum;
            }
        }
    }

    /**
     * AddRoundKey (5.1.4): column {@code c} is XORed with the word
     * {@code w[round * Nb + c]}. A word {@code [a0, a1, a2, a3]} is held big-endian in an
     * {@code int}, so byte {@code a_r} goes to row {@code r}.
     */
    static void addRoundKey(State st, int[] w, int round) {
        for (int c = 0; c < State.NB; c++) {
            int word = w[round * State.NB + c];
            for (int r = 0; r < 4; r++) {
                st.s[r][c] ^= (word >>> (24 - 8 * r)) & 0xff;
            }
        }
    }
}
