package dev.aesref.internal.nohw;

/**
 * Sixty-four blocks as four row-sliced batches in the lanes of 256-bit vectors:
 * {@link VectorLayout} and {@link VectorCipher}. Loading this class needs the
 * {@code jdk.incubator.vector} module ({@link dev.aesref.internal.ct.IncubatorModule}).
 */
final class VectorBatch implements WideBatch {

    static final VectorBatch INSTANCE = new VectorBatch();

    private VectorBatch() {}

    @Override
    public int blocks() {
        return VectorLayout.BLOCKS;
    }

    @Override
    public void toSliced(long[] w) {
        VectorLayout.toRowSliced(w);
    }

    @Override
    public void fromSliced(long[] w) {
        VectorLayout.fromRowSliced(w);
    }

    @Override
    public void encrypt(long[] w, long[] encryptionKeys, int rounds) {
        VectorCipher.encrypt(w, encryptionKeys, rounds);
    }

    @Override
    public void decrypt(long[] w, long[] roundKeys, int rounds) {
        VectorCipher.decrypt(w, roundKeys, rounds);
    }
}
