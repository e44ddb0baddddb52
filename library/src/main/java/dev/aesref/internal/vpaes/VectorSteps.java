package dev.aesref.internal.vpaes;

/**
 * The {@code vpaes-vector} engine's steps, for the tools' {@code aesref trace --engine
 * vpaes-vector}: the steps of {@link VectorRounds} (input basis change, tower-field inversion
 * network, round output, last round) on one block of the engine's work area, with the work area
 * prepared as an expanded key prepares it.
 *
 * <p>This is the vector tier's one door for the tools (module-info exports the package to them
 * only). Each method is the engine's own step, so a broken engine shows in the trace. It returns
 * raw byte arrays and ints, never text. The block is at {@link #BLOCK} of the work area, the
 * network's {@code io} and {@code jo} vectors at {@link #NETWORK}. Calling its methods needs the
 * {@code jdk.incubator.vector} module ({@link dev.aesref.internal.ct.IncubatorModule}).
 */
public final class VectorSteps {

    /** Where the traced block sits in the work area. */
    public static final int BLOCK = VectorRounds.BLOCK_0;
    /** Where the inversion network's two vectors (32 bytes) sit in the work area. */
    public static final int NETWORK = VectorRounds.NETWORK_0;

    private VectorSteps() {}

    /** A work area with both key schedules of {@code key} in it ({@link VectorRounds#prepare}). */
    public static byte[] work(byte[] key) {
        int rounds = VpaesSteps.rounds(key);
        byte[] work = new byte[VectorRounds.INSTANCE.workBytes(rounds)];
        VectorRounds.INSTANCE.prepare(VpaesSteps.encryptionKeys(key), VpaesSteps.decryptionKeys(key), rounds, work);
        return work;
    }

    /** The input basis change and round key 0 ({@link VectorRounds#encInput}). */
    public static void encInput(byte[] work) {
        VectorRounds.encInput(work, BLOCK, VectorRounds.KEYS);
    }

    /** The inversion network of the block ({@link VectorRounds#invert}). */
    public static void invert(byte[] work) {
        VectorRounds.invert(work, BLOCK, NETWORK);
    }

    /** The rest of encryption round {@code round} from the network ({@link VectorRounds#encOutput}). */
    public static void encOutput(byte[] work, int round) {
        VectorRounds.encOutput(work, NETWORK, VectorRounds.KEYS + 16 * round, round, BLOCK);
    }

    /** The last encryption round from the network, in FIPS-197 order ({@link VectorRounds#encLast}). */
    public static void encLast(byte[] work, int rounds) {
        VectorRounds.encLast(work, NETWORK, VectorRounds.KEYS + 16 * rounds, rounds, BLOCK);
    }

    /** The input basis change and the first decryption key ({@link VectorRounds#decInput}). */
    public static void decInput(byte[] work, int rounds) {
        VectorRounds.decInput(work, BLOCK, VectorRounds.decKeys(rounds));
    }

    /** The rest of decryption round {@code round} from the network ({@link VectorRounds#decOutput}). */
    public static void decOutput(byte[] work, int rounds, int round) {
        VectorRounds.decOutput(work, NETWORK, VectorRounds.decKeys(rounds) + 16 * round, round, BLOCK);
    }

    /** The last decryption round from the network, in FIPS-197 order ({@link VectorRounds#decLast}). */
    public static void decLast(byte[] work, int rounds) {
        VectorRounds.decLast(work, NETWORK, VectorRounds.decKeys(rounds) + 16 * rounds, rounds, BLOCK);
    }
}
