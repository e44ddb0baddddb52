package dev.aesref.internal.vpaes;

/**
 * The four operations of a vpaes core on blocks held as longs ({@link V128}'s order, block j in
 * {@code block[2j..2j+2)}), with round keys in vpaes form ({@link VpaesKeySchedule}). Two
 * implementations: {@link ScalarRounds}, the shuffle emulated on longs ({@link VpaesCore}), and
 * {@link VectorRounds}, the CPU's shuffle through the Vector API. {@link VpaesKey}'s block loops
 * run on either.
 *
 * <p>The scratch arrays belong to the key and are zeroed by it. So does a work area of bytes,
 * sized by the core ({@link #workBytes}): {@link VectorRounds} keeps there the blocks in flight,
 * its S-box outputs and the round keys as bytes, because its vectors load from byte arrays (a
 * {@code LongVector} of its own shape would slow nohw-vector's, see {@link VectorRounds}).
 */
interface RoundFunctions {

    /** Bytes of work area a key of {@code rounds} rounds gives this core (zero: none). */
    int workBytes(int rounds);

    /**
     * The prefix of the work area that holds values of one call (blocks, S-box outputs); the key
     * zeroes it when each call returns or throws, and the whole area on destroy().
     */
    int scratchBytes();

    /** Writes what this core keeps of the schedules into {@code work}, once, when the key is made. */
    void prepare(long[] encKeys, long[] decKeys, int rounds, byte[] work);

    /** Encrypts {@code block[0..2)} in place; {@code s} has {@link VpaesCore#SCRATCH} longs. */
    void encrypt(long[] rk, int rounds, long[] block, long[] s, byte[] work);

    /** Encrypts {@code block[0..2)} and {@code block[2..4)} in place, interleaved. */
    void encrypt2(long[] rk, int rounds, long[] block, long[] sLo, long[] sHi, byte[] work);

    /** Decrypts {@code block[0..2)} in place with decryption keys. */
    void decrypt(long[] rk, int rounds, long[] block, long[] s, byte[] work);

    /** Decrypts {@code block[0..2)} and {@code block[2..4)} in place, interleaved. */
    void decrypt2(long[] rk, int rounds, long[] block, long[] sLo, long[] sHi, byte[] work);
}
