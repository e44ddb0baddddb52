package dev.aesref.nohw;

/**
 * Sixty-four blocks as four row-sliced batches in the lanes of 256-bit vectors:
 * {@link LaneLayout} and {@link LaneBatchCipher}. Loading this class needs the
 * {@code jdk.incubator.vector} module ({@link dev.aesref.ct.VectorModule}).
 */
final class LaneBatch implements WideBatch {

    static final LaneBatch INSTANCE = new LaneBatch();

    private LaneBatch() {}

    @Override
    public int blocks() {
        return LaneLayout.BLOCKS;
    }

    @Override
    public void toSliced(long[] w) {
        LaneLayout.toRowSliced(w);
    }

    @Override
    public void fromSliced(long[] w) {
        LaneLayout.fromRowSliced(w);
    }

    @Override
    public void encrypt(long[] w, long[] encryptionKeys, int rounds) {
        LaneBatchCipher.encrypt(w, encryptionKeys, rounds);
    }

    @Override
    public void decrypt(long[] w, long[] roundKeys, int rounds) {
        LaneBatchCipher.decrypt(w, roundKeys, rounds);
    }
}
