package dev.aesref.internal.fips197;

import dev.aesref.BlockEngine;

/**
 * The specification engine's steps, for the tools' {@code aesref trace} and {@code ct-test}: the
 * key schedule, the S-box, and the Cipher, Inverse Cipher and Equivalent Inverse Cipher of
 * {@link CipherRoutine} with every step handed to a {@link Watcher}.
 *
 * <p>This is the package's one door for the tools (module-info exports the package to them only).
 * It runs the engine's own code, so a broken engine shows in the trace. It returns raw arrays and
 * ints, never text: formatting belongs to the tools.
 */
public final class SpecSteps {

    /** Receives each step of a cipher run, under the names FIPS-197 Appendix C gives the steps. */
    public interface Watcher {

        /** The state after the step {@code label} of round {@code round}, in FIPS-197 byte order. */
        void state(int round, String label, byte[] state);

        /** The round key used in round {@code round}, as the 16 bytes of its four words. */
        void roundKey(int round, String label, byte[] roundKey);
    }

    private SpecSteps() {}

    /** KeyExpansion (section 5.2): {@link SpecKeySchedule#keyExpansion}. */
    public static int[] keyExpansion(byte[] key) {
        return SpecKeySchedule.keyExpansion(key);
    }

    /** The modified schedule of the Equivalent Inverse Cipher: {@link SpecKeySchedule#equivalentInverse}. */
    public static int[] equivalentInverse(int[] w) {
        return SpecKeySchedule.equivalentInverse(w);
    }

    /** SubBytes of one byte (section 5.1.1): {@link SBox#sub}. */
    public static int sub(int b) {
        return SBox.sub(b);
    }

    /** The Cipher (figure 5) on {@code in} under the schedule {@code w}; returns the output block. */
    public static byte[] cipher(int[] w, byte[] in, Watcher watcher) {
        State st = load(in);
        CipherRoutine.cipher(st, w, observer(watcher));
        return st.toBytes();
    }

    /** The Inverse Cipher (figure 12) on {@code in} under the schedule {@code w}; returns the output. */
    public static byte[] invCipher(int[] w, byte[] in, Watcher watcher) {
        State st = load(in);
        CipherRoutine.invCipher(st, w, observer(watcher));
        return st.toBytes();
    }

    /**
     * The Equivalent Inverse Cipher (figure 15) on {@code in} under the modified schedule {@code dw}
     * ({@link #equivalentInverse}); returns the output.
     */
    public static byte[] eqInvCipher(int[] dw, byte[] in, Watcher watcher) {
        State st = load(in);
        CipherRoutine.eqInvCipher(st, dw, observer(watcher));
        return st.toBytes();
    }

    private static State load(byte[] in) {
        if (in.length != BlockEngine.BLOCK_BYTES) {
            throw new IllegalArgumentException("block length must be 16 bytes, got " + in.length + " bytes");
        }
        State st = new State();
        st.load(in, 0);
        return st;
    }

    /** The engine's {@link Observer}, handing the watcher copies as bytes. */
    private static Observer observer(Watcher watcher) {
        return new Observer() {
            @Override
            public void state(int round, String label, State state) {
                watcher.state(round, label, state.toBytes());
            }

            @Override
            public void roundKey(int round, String label, int[] w, int keyRound) {
                byte[] key = new byte[BlockEngine.BLOCK_BYTES];
                for (int c = 0; c < State.NB; c++) {
                    int word = w[keyRound * State.NB + c];
                    for (int r = 0; r < 4; r++) {
                        key[4 * c + r] = (byte) (word >>> (24 - 8 * r));
                    }
                }
                watcher.roundKey(round, label, key);
            }
        };
    }
}
