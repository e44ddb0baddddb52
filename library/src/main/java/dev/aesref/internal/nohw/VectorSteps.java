package dev.aesref.internal.nohw;

/**
 * The {@code nohw-vector} engine's steps, for the tools' {@code aesref trace --engine nohw-vector}:
 * the lane-by-lane row-slicing of {@link VectorLayout}, and the S-box, linear-layer and
 * AddRoundKey passes of {@link VectorCipher}, on four batches of {@link NohwSteps#WORDS} words
 * interleaved (word {@code i} of lane {@code L} at {@code w[LANES i + L]}). The key schedule is
 * the scalar tier's ({@link NohwSteps}).
 *
 * <p>This is the vector tier's one door for the tools (module-info exports the package to them
 * only). Each method is the engine's own function, so a broken engine shows in the trace. It
 * returns raw arrays and ints, never text. Calling its methods needs the
 * {@code jdk.incubator.vector} module ({@link dev.aesref.internal.ct.IncubatorModule}).
 */
public final class VectorSteps {

    /** Lanes of the vectors, each a sixteen-block batch: {@link VectorLayout#LANES}. */
    public static final int LANES = VectorLayout.LANES;
    /** Blocks in the four batches: {@link VectorLayout#BLOCKS}. */
    public static final int BLOCKS = VectorLayout.BLOCKS;
    /** Words in the four batches: {@link VectorLayout#WORDS}. */
    public static final int WORDS = VectorLayout.WORDS;

    private VectorSteps() {}

    /** Sixty-four blocks to the lane-interleaved row-sliced form ({@link VectorLayout#toRowSliced}). */
    public static void toRowSliced(long[] w) {
        VectorLayout.toRowSliced(w);
    }

    /** The row-sliced form back to sixty-four blocks ({@link VectorLayout#fromRowSliced}). */
    public static void fromRowSliced(long[] w) {
        VectorLayout.fromRowSliced(w);
    }

    /** Round key row added, then the S-box without 0x63 ({@link VectorSboxCircuit#forwardWithout63}). */
    public static void sboxWithout63(long[] w, int o, long[] keys, int k) {
        VectorSboxCircuit.forwardWithout63(w, o, keys, k);
    }

    /** The inverse S-box, then the round key row added ({@link VectorSboxCircuit#inverse}). */
    public static void invSbox(long[] w, int o, long[] keys, int k) {
        VectorSboxCircuit.inverse(w, o, keys, k);
    }

    /** ShiftRows and MixColumns in one pass ({@link VectorLinearLayer#shiftRowsMixColumns}). */
    public static void shiftRowsMixColumns(long[] w) {
        VectorLinearLayer.shiftRowsMixColumns(w);
    }

    /** ShiftRows ({@link VectorLinearLayer#shiftRows}). */
    public static void shiftRows(long[] w) {
        VectorLinearLayer.shiftRows(w);
    }

    /** InvShiftRows ({@link VectorLinearLayer#invShiftRows}). */
    public static void invShiftRows(long[] w) {
        VectorLinearLayer.invShiftRows(w);
    }

    /** InvMixColumns ({@link VectorLinearLayer#invMixColumns}). */
    public static void invMixColumns(long[] w) {
        VectorLinearLayer.invMixColumns(w);
    }

    /** Round key {@code round} added to every lane ({@link VectorCipher#addRoundKey}). */
    public static void addRoundKey(long[] w, long[] keys, int round) {
        VectorCipher.addRoundKey(w, keys, round);
    }
}
