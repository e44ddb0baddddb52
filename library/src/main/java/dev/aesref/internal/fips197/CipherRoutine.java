package dev.aesref.internal.fips197;

/**
 * The Cipher (FIPS-197 section 5.1, figure 5) and the Inverse Cipher (section 5.3, figure 12),
 * written as the pseudo-code reads. The number of rounds comes from the length of the key
 * schedule; every step is reported to an {@link Observer} under its Appendix C name.
 */
final class CipherRoutine {

    private CipherRoutine() {}

    /** {@code Nr} for a key schedule of {@code Nb * (Nr + 1)} words. */
    static int rounds(int[] w) {
        return w.length / State.NB - 1;
    }

    /** Encrypts {@code st} in place with the key schedule {@code w} (figure 5). */
    static void cipher(State st, int[] w, Observer obs) {
        int nr = rounds(w);
        obs.state(0, "input", st);
        obs.roundKey(0, "k_sch", w, 0);
        RoundTransforms.addRoundKey(st, w, 0);
        for (int round = 1; round <= nr; round++) {
            obs.state(round, "start", st);
            RoundTransforms.subBytes(st);
            obs.state(round, "s_box", st);
            RoundTransforms.shiftRows(st);
            obs.state(round, "s_row", st);
            if (round < nr) {                      // the final round has no MixColumns
                RoundTransforms.mixColumns(st);
                obs.state(round, "m_col", st);
            }
            obs.roundKey(round, "k_sch", w, round);
            RoundTransforms.addRoundKey(st, w, round);
        }
        obs.state(nr, "output", st);
    }

    /**
     * Decrypts {@code st} in place with the key schedule {@code w} (figure 12). Appendix C
     * numbers the inverse rounds upwards from 0, so inverse round {@code i} uses the round key
     * of cipher round {@code Nr - i}.
     */
    static void invCipher(State st, int[] w, Observer obs) {
        int nr = rounds(w);
        obs.state(0, "iinput", st);
        obs.roundKey(0, "ik_sch", w, nr);
        RoundTransforms.addRoundKey(st, w, nr);
        for (int i = 1; i <= nr; i++) {
            obs.state(i, "istart", st);
            RoundTransforms.invShiftRows(st);
            obs.state(i, "is_row", st);
            RoundTransforms.invSubBytes(st);
            obs.state(i, "is_box", st);
            obs.roundKey(i, "ik_sch", w, nr - i);
            RoundTransforms.addRoundKey(st, w, nr - i);
            if (i < nr) {                          // the last inverse round has no InvMixColumns
                obs.state(i, "ik_add", st);
                RoundTransforms.invMixColumns(st);
            }
        }
        obs.state(nr, "ioutput", st);
    }

    /**
     * The Equivalent Inverse Cipher (section 5.3.5, figure 15): the Inverse Cipher rearranged
     * into the Cipher's order of steps (InvSubBytes, InvShiftRows, InvMixColumns, AddRoundKey),
     * which works because InvSubBytes and InvShiftRows commute and InvMixColumns is linear, so
     * it may move past AddRoundKey if the round key moves through InvMixColumns too. It takes the
     * modified schedule {@code dw} of {@link SpecKeySchedule#equivalentInverse}.
     */
    static void eqInvCipher(State st, int[] dw, Observer obs) {
        int nr = rounds(dw);
        obs.state(0, "iinput", st);
        obs.roundKey(0, "ik_sch", dw, nr);
        RoundTransforms.addRoundKey(st, dw, nr);
        for (int i = 1; i <= nr; i++) {
            obs.state(i, "istart", st);
            RoundTransforms.invSubBytes(st);
            obs.state(i, "is_box", st);
            RoundTransforms.invShiftRows(st);
            obs.state(i, "is_row", st);
            if (i < nr) {                          // the last round has no InvMixColumns
                RoundTransforms.invMixColumns(st);
                obs.state(i, "im_col", st);
            }
            obs.roundKey(i, "ik_sch", dw, nr - i);
            RoundTransforms.addRoundKey(st, dw, nr - i);
        }
        obs.state(nr, "ioutput", st);
    }
}
