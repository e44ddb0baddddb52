package dev.aesref.internal.fips197;

/**
 * Watches the Cipher and Inverse Cipher work, step by step, under the names FIPS-197 Appendix C
 * gives the steps ({@code input}, {@code start}, {@code s_box}, ...). {@link SpecSteps} hands
 * each step to the tools' trace, which prints the listings; the engine passes {@link #NONE}.
 */
interface Observer {

    /** The state after the step {@code label} of round {@code round}. */
    void state(int round, String label, State state);

    /** The round key {@code w[4*keyRound .. 4*keyRound + 3]}, shown in round {@code round}. */
    void roundKey(int round, String label, int[] w, int keyRound);

    /** Watches nothing. */
    Observer NONE = new Observer() {
        @Override
        public void state(int round, String label, State state) {}

        @Override
        public void roundKey(int round, String label, int[] w, int keyRound) {}
    };
}
