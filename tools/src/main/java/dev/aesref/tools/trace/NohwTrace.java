package dev.aesref.tools.trace;

import dev.aesref.internal.nohw.NohwSteps;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The scalar engine's rounds ({@code ScalarCipher}) one step at a time, for {@code aesref trace
 * --engine nohw}: after each step, the 32 words of the batch and what block slot 0 holds.
 *
 * <p>The steps are the engine's own, fused where the engine fuses them, so that the trace shows
 * what the engine computes and not a re-telling of FIPS-197:
 * <ul>
 *   <li>encryption: AddRoundKey and SubBytes are one pass of the S-box circuit, which leaves out
 *       the S-box's constant 0x63 ({@link NohwSteps#sboxWithout63}); ShiftRows and
 *       MixColumns are one pass ({@link NohwSteps#shiftRowsMixColumns}). A state without
 *       the constant is FIPS-197's state XOR 0x63 in every byte: the constant passes unchanged
 *       through ShiftRows and MixColumns, and the next round key puts it back
 *       ({@link NohwSteps#encryptionKeys});</li>
 *   <li>decryption: InvSubBytes and AddRoundKey are one pass ({@link NohwSteps#invSbox}).</li>
 * </ul>
 * Each step names the FIPS-197 Appendix C value it corresponds to ({@code round[ r].label}), so
 * that a caller can check it against the specification engine. Every step is the engine's own
 * function, reached through {@link NohwSteps}; the loops are those of {@code ScalarCipher},
 * written out here with a record after each step; {@code NohwTraceTest}
 * checks that the last step is the engine's output.
 *
 * <p>The traced block sits in slot 0; the fifteen other slots start as zero blocks and go through
 * the same rounds under the same key, as the engine's unused slots do. This is a teaching aid: it
 * shows every intermediate value, round keys included.
 */
public final class NohwTrace {

    /**
     * One state of the batch after a step.
     *
     * @param step what the engine did, in its own terms
     * @param round the FIPS-197 round of the value this state corresponds to
     * @param label the Appendix C label of that value ({@code s_box}, {@code m_col}, ...)
     * @param words the batch's 32 words
     * @param held block slot 0 read back into FIPS-197 byte order, as the engine holds it
     * @param fips the FIPS-197 value: {@code held}, with 0x63 added back where the engine left it out
     */
    public record Step(String step, int round, String label, long[] words, byte[] held, byte[] fips) {}

    /** One pass of the S-box circuit over a row of eight words, with a round key's row added first. */
    @FunctionalInterface
    public interface SboxPass {
        void apply(long[] w, int o, long[] keys, int k);
    }

    /** One pass of a linear layer over the 32 words. */
    @FunctionalInterface
    public interface LinearPass {
        void apply(long[] w);
    }

    /**
     * The batch functions the cipher's steps run: the scalar engine's ({@link #SCALAR}), or a
     * test's deliberately wrong ones, which the trace must show failing at the step they break.
     */
    public record Rounds(SboxPass sbox, LinearPass shiftRowsMixColumns, LinearPass shiftRows) {

        /** The scalar engine's passes, from {@link NohwSteps}. */
        public static final Rounds SCALAR = new Rounds(NohwSteps::sboxWithout63,
                NohwSteps::shiftRowsMixColumns, NohwSteps::shiftRows);
    }

    private NohwTrace() {}

    /** The steps of the cipher on {@code plaintext} under {@code key}. */
    public static List<Step> encrypt(byte[] key, byte[] plaintext) {
        return encrypt(key, plaintext, Rounds.SCALAR);
    }

    /** {@link #encrypt(byte[], byte[])} with these batch functions. */
    public static List<Step> encrypt(byte[] key, byte[] plaintext, Rounds functions) {
        final int rounds = rounds(key);
        checkBlock("plaintext", plaintext);
        final long[] keys = NohwSteps.encryptionKeys(key);
        final long[] w = load(plaintext);
        final List<Step> steps = new ArrayList<>();
        steps.add(step("load and row-slice", 0, "input", w, false));
        for (int r = 1; r <= rounds; r++) {
            final int k = NohwSteps.WORDS * (r - 1);
            for (int row = 0; row < 4; row++) {
                functions.sbox().apply(w, 8 * row, keys, k + 8 * row);
            }
            steps.add(step("add key " + (r - 1) + ", S-box without 0x63", r, "s_box", w, true));
            if (r < rounds) {
                functions.shiftRowsMixColumns().apply(w);
                steps.add(step("ShiftRows and MixColumns", r, "m_col", w, true));
            } else {
                functions.shiftRows().apply(w);
                steps.add(step("ShiftRows", r, "s_row", w, true));
            }
        }
        NohwSteps.addRoundKey(w, keys, rounds);
        steps.add(step("add key " + rounds + " (0x63 folded in)", rounds, "output", w, false));
        return steps;
    }

    /** The steps of the inverse cipher on {@code ciphertext} under {@code key}. */
    public static List<Step> decrypt(byte[] key, byte[] ciphertext) {
        final int rounds = rounds(key);
        checkBlock("ciphertext", ciphertext);
        final long[] keys = NohwSteps.roundKeys(key);
        final long[] w = load(ciphertext);
        final List<Step> steps = new ArrayList<>();
        steps.add(step("load and row-slice", 0, "iinput", w, false));
        NohwSteps.addRoundKey(w, keys, rounds);
        steps.add(step("add key " + rounds, 1, "istart", w, false));
        for (int r = rounds - 1; r >= 0; r--) {
            final int round = rounds - r;
            NohwSteps.invShiftRows(w);
            steps.add(step("InvShiftRows", round, "is_row", w, false));
            final int k = NohwSteps.WORDS * r;
            for (int row = 0; row < 4; row++) {
                NohwSteps.invSbox(w, 8 * row, keys, k + 8 * row);
            }
            if (r > 0) {
                steps.add(step("inverse S-box, add key " + r, round, "ik_add", w, false));
                NohwSteps.invMixColumns(w);
                steps.add(step("InvMixColumns", round + 1, "istart", w, false));
            } else {
                steps.add(step("inverse S-box, add key 0", round, "ioutput", w, false));
            }
        }
        return steps;
    }

    /**
     * The round keys as the engine holds them ({@link NohwSteps#roundKeys}: each key in all
     * sixteen slots), one step per round, labelled {@code k_sch}.
     */
    public static List<Step> keySchedule(byte[] key) {
        final int rounds = rounds(key);
        final long[] keys = NohwSteps.roundKeys(key);
        final List<Step> steps = new ArrayList<>();
        for (int r = 0; r <= rounds; r++) {
            final long[] w = new long[NohwSteps.WORDS];
            System.arraycopy(keys, NohwSteps.WORDS * r, w, 0, NohwSteps.WORDS);
            steps.add(step("round key " + r, r, "k_sch", w, false));
        }
        return steps;
    }

    /**
     * The 32 words as a bit grid, one line per word: word {@code w[8 r + i]} holds bit {@code i}
     * of row {@code r} of every block; its bit {@code 16 c + b} is column {@code c} of block
     * {@code b} ({@code ScalarLayout}). A line is the word's name, {@code r}, {@code i}, then the
     * four columns, each sixteen blocks with block 0 first, {@code 1} for a set bit and {@code .}
     * for a clear one: 77 characters. Two header lines come first.
     */
    public static List<String> grid(long[] words) {
        if (words.length != NohwSteps.WORDS) {
            throw new IllegalArgumentException("words must be " + NohwSteps.WORDS + " longs, got "
                    + words.length);
        }
        final List<String> lines = new ArrayList<>();
        lines.add("word  r i column 0         column 1         column 2         column 3");
        lines.add("          block 0..15      block 0..15      block 0..15      block 0..15");
        for (int row = 0; row < 4; row++) {
            for (int bit = 0; bit < 8; bit++) {
                final long word = words[8 * row + bit];
                final StringBuilder sb = new StringBuilder(String.format("w[%2d] %d %d", 8 * row + bit, row, bit));
                for (int c = 0; c < 4; c++) {
                    sb.append(' ');
                    for (int b = 0; b < NohwSteps.BLOCKS; b++) {
                        sb.append((word >>> (16 * c + b) & 1) == 1 ? '1' : '.');
                    }
                }
                lines.add(sb.toString());
            }
        }
        return lines;
    }

    static int rounds(byte[] key) {
        return NohwSteps.rounds(key);
    }

    static void checkBlock(String name, byte[] block) {
        Objects.requireNonNull(block, name);
        if (block.length != 16) {
            throw new IllegalArgumentException(name + " length must be 16 bytes (one AES block), got "
                    + block.length + " bytes");
        }
    }

    /** The block in slot 0 and zeros elsewhere, row-sliced (ScalarLayout's input form). */
    private static long[] load(byte[] block) {
        final long[] w = new long[NohwSteps.WORDS];
        w[0] = littleEndian(block, 0);
        w[NohwSteps.BLOCKS] = littleEndian(block, 8);
        NohwSteps.toRowSliced(w);
        return w;
    }

    private static Step step(String what, int round, String label, long[] w, boolean without63) {
        final long[] copy = w.clone();
        NohwSteps.fromRowSliced(copy);
        final byte[] held = bytes(copy[0], copy[NohwSteps.BLOCKS]);
        return new Step(what, round, label, w.clone(), held, fips(held, without63));
    }

    /** A block from its two little-endian halves, as the layouts load it. */
    static byte[] bytes(long lo, long hi) {
        final byte[] block = new byte[16];
        for (int i = 0; i < 8; i++) {
            block[i] = (byte) (lo >>> (8 * i));
            block[8 + i] = (byte) (hi >>> (8 * i));
        }
        return block;
    }

    /** The FIPS-197 value of a held state: with 0x63 added back in every byte where it was left out. */
    static byte[] fips(byte[] held, boolean without63) {
        final byte[] fips = held.clone();
        if (without63) {
            for (int i = 0; i < 16; i++) {
                fips[i] ^= 0x63;
            }
        }
        return fips;
    }

    static long littleEndian(byte[] b, int off) {
        long v = 0;
        for (int i = 7; i >= 0; i--) {
            v = v << 8 | (b[off + i] & 0xFF);
        }
        return v;
    }
}
