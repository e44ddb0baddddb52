package dev.aesref.tools.trace;

import dev.aesref.internal.nohw.NohwSteps;
import dev.aesref.internal.nohw.VectorSteps;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code nohw-vector} engine's rounds ({@code VectorCipher}) one step at a time, for
 * {@code aesref trace --engine nohw-vector}: after each step, the 128 words of the four batches
 * (word {@code i} of lane {@code L} at {@code w[4 i + L]}) and what block slot 0 of each lane
 * holds.
 *
 * <p>The steps, their fusions and their Appendix C names are {@link NohwTrace}'s, run through the
 * engine's own vector primitives ({@link VectorSteps}) in the loops of {@code VectorCipher}. The
 * traced block is block 0, 1, 2 and 3 of the call, which the layout puts in slot 0 of lanes 0, 1,
 * 2 and 3; the other sixty blocks are zeros.
 * So every lane holds the batch that {@link NohwTrace} traces, and each lane is read back and
 * checked on its own: a lane that a primitive got wrong shows as that lane's value.
 *
 * <p>Loading this class needs the {@code jdk.incubator.vector} module
 * (the library's {@code IncubatorModule}). This is a teaching aid: it shows every
 * intermediate value.
 */
public final class VectorNohwTrace {

    /**
     * One state of the four batches after a step.
     *
     * @param step what the engine did, in its own terms
     * @param round the FIPS-197 round of the value this state corresponds to
     * @param label the Appendix C label of that value
     * @param words the 128 words, lane-interleaved as the engine holds them
     * @param held per lane, block slot 0 read back into FIPS-197 byte order, as the engine holds it
     * @param fips per lane, the FIPS-197 value: {@code held}, with 0x63 added back where the
     *     engine left it out
     */
    public record Step(String step, int round, String label, long[] words, byte[][] held, byte[][] fips) {}

    /** Lanes of the vectors, each a sixteen-block batch. */
    public static final int LANES = VectorSteps.LANES;

    private VectorNohwTrace() {}

    /** The steps of the cipher on {@code plaintext} under {@code key}, in every lane. */
    public static List<Step> encrypt(byte[] key, byte[] plaintext) {
        final int rounds = NohwTrace.rounds(key);
        NohwTrace.checkBlock("plaintext", plaintext);
        final long[] keys = NohwSteps.encryptionKeys(key);
        final long[] w = load(plaintext);
        final List<Step> steps = new ArrayList<>();
        steps.add(step("load and row-slice, lane by lane", 0, "input", w, false));
        for (int r = 1; r <= rounds; r++) {
            final int k = NohwSteps.WORDS * (r - 1);
            for (int row = 0; row < 4; row++) {
                VectorSteps.sboxWithout63(w, 8 * row, keys, k + 8 * row);
            }
            steps.add(step("add key " + (r - 1) + ", S-box without 0x63", r, "s_box", w, true));
            if (r < rounds) {
                VectorSteps.shiftRowsMixColumns(w);
                steps.add(step("ShiftRows and MixColumns", r, "m_col", w, true));
            } else {
                VectorSteps.shiftRows(w);
                steps.add(step("ShiftRows", r, "s_row", w, true));
            }
        }
        VectorSteps.addRoundKey(w, keys, rounds);
        steps.add(step("add key " + rounds + " (0x63 folded in)", rounds, "output", w, false));
        return steps;
    }

    /** The steps of the inverse cipher on {@code ciphertext} under {@code key}, in every lane. */
    public static List<Step> decrypt(byte[] key, byte[] ciphertext) {
        final int rounds = NohwTrace.rounds(key);
        NohwTrace.checkBlock("ciphertext", ciphertext);
        final long[] keys = NohwSteps.roundKeys(key);
        final long[] w = load(ciphertext);
        final List<Step> steps = new ArrayList<>();
        steps.add(step("load and row-slice, lane by lane", 0, "iinput", w, false));
        VectorSteps.addRoundKey(w, keys, rounds);
        steps.add(step("add key " + rounds, 1, "istart", w, false));
        for (int r = rounds - 1; r >= 0; r--) {
            final int round = rounds - r;
            VectorSteps.invShiftRows(w);
            steps.add(step("InvShiftRows", round, "is_row", w, false));
            final int k = NohwSteps.WORDS * r;
            for (int row = 0; row < 4; row++) {
                VectorSteps.invSbox(w, 8 * row, keys, k + 8 * row);
            }
            if (r > 0) {
                steps.add(step("inverse S-box, add key " + r, round, "ik_add", w, false));
                VectorSteps.invMixColumns(w);
                steps.add(step("InvMixColumns", round + 1, "istart", w, false));
            } else {
                steps.add(step("inverse S-box, add key 0", round, "ioutput", w, false));
            }
        }
        return steps;
    }

    /**
     * The 128 words as the vectors hold them, one line per word index: {@code w[i]}, its row
     * {@code r} and bit {@code i} ({@code ScalarLayout}), then the four lanes' 64-bit words in
     * hexadecimal, lane 0 first: 78 characters. Lane {@code L}'s column is the word that
     * {@link NohwTrace#grid} draws bit by bit for a batch. Two header lines come first.
     */
    public static List<String> lanes(long[] words) {
        if (words.length != VectorSteps.WORDS) {
            throw new IllegalArgumentException("words must be " + VectorSteps.WORDS + " longs, got "
                    + words.length);
        }
        final List<String> lines = new ArrayList<>();
        lines.add("word  r i lane 0           lane 1           lane 2           lane 3");
        lines.add("          (LongVector of 4 lanes; each lane one 16-block batch, hex)");
        for (int i = 0; i < NohwSteps.WORDS; i++) {
            final StringBuilder sb = new StringBuilder(String.format("w[%2d] %d %d", i, i / 8, i % 8));
            for (int lane = 0; lane < LANES; lane++) {
                sb.append(String.format(" %016x", words[LANES * i + lane]));
            }
            lines.add(sb.toString());
        }
        return lines;
    }

    /**
     * Lane {@code lane}'s 32 words: the batch that lane holds, in {@code ScalarLayout}'s order, as
     * {@link NohwTrace.Step#words()} gives it.
     */
    public static long[] lane(long[] words, int lane) {
        final long[] batch = new long[NohwSteps.WORDS];
        for (int i = 0; i < batch.length; i++) {
            batch[i] = words[LANES * i + lane];
        }
        return batch;
    }

    /** Blocks 0..3 of the call (slot 0 of each lane) are the block; the others are zeros. */
    private static long[] load(byte[] block) {
        final long[] w = new long[VectorSteps.WORDS];
        final long lo = NohwTrace.littleEndian(block, 0);
        final long hi = NohwTrace.littleEndian(block, 8);
        for (int lane = 0; lane < LANES; lane++) {
            w[lane] = lo;
            w[VectorSteps.BLOCKS + lane] = hi;
        }
        VectorSteps.toRowSliced(w);
        return w;
    }

    private static Step step(String what, int round, String label, long[] w, boolean without63) {
        final long[] copy = w.clone();
        VectorSteps.fromRowSliced(copy);
        final byte[][] held = new byte[LANES][];
        final byte[][] fips = new byte[LANES][];
        for (int lane = 0; lane < LANES; lane++) {
            held[lane] = NohwTrace.bytes(copy[lane], copy[VectorSteps.BLOCKS + lane]);
            fips[lane] = NohwTrace.fips(held[lane], without63);
        }
        return new Step(what, round, label, w.clone(), held, fips);
    }
}
