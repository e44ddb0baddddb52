package dev.aesref.internal.nohw;

/** Sixteen blocks in 32 {@code long}s: {@link ScalarLayout} and {@link ScalarCipher}. */
final class ScalarBatch implements WideBatch {

    static final ScalarBatch INSTANCE = new ScalarBatch();

    private ScalarBatch() {}

    @Override
    public int blocks() {
        return ScalarLayout.BLOCKS;
    }

    @Override
    public void toSliced(long[] w) {
        ScalarLayout.toRowSliced(w);
    }

    @Override
    public void fromSliced(long[] w) {
        ScalarLayout.fromRowSliced(w);
    }

    @Override
    public void encrypt(long[] w, long[] encryptionKeys, int rounds) {
        ScalarCipher.encrypt(w, encryptionKeys, rounds);
    }

    @Override
    public void decrypt(long[] w, long[] roundKeys, int rounds) {
        ScalarCipher.decrypt(w, roundKeys, rounds);
    }
}
