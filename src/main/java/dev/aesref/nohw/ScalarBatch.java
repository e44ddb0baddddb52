package dev.aesref.nohw;

/** Sixteen blocks in 32 {@code long}s: {@link BitsliceLayout} and {@link BatchCipher}. */
final class ScalarBatch implements WideBatch {

    static final ScalarBatch INSTANCE = new ScalarBatch();

    private ScalarBatch() {}

    @Override
    public int blocks() {
        return BitsliceLayout.BLOCKS;
    }

    @Override
    public void toSliced(long[] w) {
        BitsliceLayout.toRowSliced(w);
    }

    @Override
    public void fromSliced(long[] w) {
        BitsliceLayout.fromRowSliced(w);
    }

    @Override
    public void encrypt(long[] w, long[] encryptionKeys, int rounds) {
        BatchCipher.encrypt(w, encryptionKeys, rounds);
    }

    @Override
    public void decrypt(long[] w, long[] roundKeys, int rounds) {
        BatchCipher.decrypt(w, roundKeys, rounds);
    }
}
