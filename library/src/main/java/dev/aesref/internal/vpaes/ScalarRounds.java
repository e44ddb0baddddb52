package dev.aesref.internal.vpaes;

/** {@link RoundFunctions} as {@link VpaesCore}: the byte shuffle emulated on longs ({@link Shuffle}). */
final class ScalarRounds implements RoundFunctions {

    static final ScalarRounds INSTANCE = new ScalarRounds();

    private ScalarRounds() {}

    @Override
    public int workBytes(int rounds) {
        return 0;
    }

    @Override
    public int scratchBytes() {
        return 0;
    }

    @Override
    public void prepare(long[] encKeys, long[] decKeys, int rounds, byte[] work) {
        // The emulated shuffle reads the schedules as they are.
    }

    @Override
    public void encrypt(long[] rk, int rounds, long[] block, long[] s, byte[] work) {
        VpaesCore.encrypt(rk, rounds, block, s);
    }

    @Override
    public void encrypt2(long[] rk, int rounds, long[] block, long[] sLo, long[] sHi, byte[] work) {
        VpaesCore.encrypt2(rk, rounds, block, sLo, sHi);
    }

    @Override
    public void decrypt(long[] rk, int rounds, long[] block, long[] s, byte[] work) {
        VpaesCore.decrypt(rk, rounds, block, s);
    }

    @Override
    public void decrypt2(long[] rk, int rounds, long[] block, long[] sLo, long[] sHi, byte[] work) {
        VpaesCore.decrypt2(rk, rounds, block, sLo, sHi);
    }
}
