package dev.aesref.internal.nohw;

/**
 * The batch that calls longer than the short path go through: sixteen blocks in one row-sliced
 * batch of {@code long}s ({@link ScalarBatch}, engine {@code nohw}), or four such batches in the
 * lanes of 256-bit vectors ({@link VectorBatch}, engine {@code nohw-vector}). Both take block
 * {@code b} of a batch as {@code w[b]} = lo and {@code w[blocks() + b]} = hi, and the same round
 * keys ({@link NohwKeySchedule}); {@link NohwKey} does the rest.
 */
interface WideBatch {

    /** Blocks in one batch. */
    int blocks();

    /** From blocks to the sliced layout, in place. */
    void toSliced(long[] w);

    /** From the sliced layout back to blocks, in place. */
    void fromSliced(long[] w);

    /** FIPS-197 Cipher() on the sliced batch ({@link ScalarCipher#encrypt}). */
    void encrypt(long[] w, long[] encryptionKeys, int rounds);

    /** FIPS-197 InvCipher() on the sliced batch ({@link ScalarCipher#decrypt}). */
    void decrypt(long[] w, long[] roundKeys, int rounds);
}
