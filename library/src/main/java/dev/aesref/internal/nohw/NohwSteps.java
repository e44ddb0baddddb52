package dev.aesref.internal.nohw;

import dev.aesref.Ranges;

/**
 * The scalar {@code nohw} engine's steps, for the tools' {@code aesref trace --engine nohw}: the
 * key schedule, the row-slicing of {@link ScalarLayout}, and the S-box, linear-layer and
 * AddRoundKey passes of {@link ScalarCipher}, on a batch of {@link #WORDS} words.
 *
 * <p>This is the scalar tier's one door for the tools (module-info exports the package to them
 * only; {@link VectorSteps} is the {@code nohw-vector} tier's). Each method is the engine's own
 * function, so a broken engine shows in the trace. It returns raw arrays and ints, never text:
 * formatting belongs to the tools.
 */
public final class NohwSteps {

    /** Words in a batch: {@link ScalarLayout#WORDS}. */
    public static final int WORDS = ScalarLayout.WORDS;
    /** Blocks in a batch: {@link ScalarLayout#BLOCKS}. */
    public static final int BLOCKS = ScalarLayout.BLOCKS;

    private NohwSteps() {}

    /** {@code Nr} for a 16-, 24- or 32-byte key; any other length is rejected. */
    public static int rounds(byte[] key) {
        return Ranges.checkKey(key) / 32 + 6;
    }

    /** The round keys, each in all sixteen slots ({@link NohwKeySchedule#expand}): the decryption keys. */
    public static long[] roundKeys(byte[] key) {
        return NohwKeySchedule.expand(key, rounds(key));
    }

    /** The encryption keys, with the S-box's 0x63 folded in ({@link NohwKeySchedule#encryptionKeys}). */
    public static long[] encryptionKeys(byte[] key) {
        int rounds = rounds(key);
        return NohwKeySchedule.encryptionKeys(NohwKeySchedule.expand(key, rounds), rounds);
    }

    /** Sixteen blocks, two little-endian longs each, to the row-sliced form ({@link ScalarLayout#toRowSliced}). */
    public static void toRowSliced(long[] w) {
        ScalarLayout.toRowSliced(w);
    }

    /** The row-sliced form back to sixteen blocks ({@link ScalarLayout#fromRowSliced}). */
    public static void fromRowSliced(long[] w) {
        ScalarLayout.fromRowSliced(w);
    }

    /** Round key row {@code keys[k..k+7]} added, then the S-box without 0x63 ({@link SboxCircuit#forwardWithout63}). */
    public static void sboxWithout63(long[] w, int o, long[] keys, int k) {
        SboxCircuit.forwardWithout63(w, o, keys, k);
    }

    /** The inverse S-box, then round key row {@code keys[k..k+7]} added ({@link SboxCircuit#inverse(long[], int, long[], int)}). */
    public static void invSbox(long[] w, int o, long[] keys, int k) {
        SboxCircuit.inverse(w, o, keys, k);
    }

    /** ShiftRows and MixColumns in one pass ({@link ScalarLinearLayer#shiftRowsMixColumns}). */
    public static void shiftRowsMixColumns(long[] w) {
        ScalarLinearLayer.shiftRowsMixColumns(w);
    }

    /** ShiftRows ({@link ScalarLinearLayer#shiftRows}). */
    public static void shiftRows(long[] w) {
        ScalarLinearLayer.shiftRows(w);
    }

    /** InvShiftRows ({@link ScalarLinearLayer#invShiftRows}). */
    public static void invShiftRows(long[] w) {
        ScalarLinearLayer.invShiftRows(w);
    }

    /** InvMixColumns ({@link ScalarLinearLayer#invMixColumns}). */
    public static void invMixColumns(long[] w) {
        ScalarLinearLayer.invMixColumns(w);
    }

    /** Round key {@code round} added to the batch ({@link ScalarCipher#addRoundKey}). */
    public static void addRoundKey(long[] w, long[] keys, int round) {
        ScalarCipher.addRoundKey(w, keys, round);
    }
}
