package dev.aesref.tools.trace;

import dev.aesref.internal.hwmodel.HwModelSteps;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The {@code hwmodel} engine one instruction at a time, for {@code aesref trace --engine hwmodel}:
 * the state register after each MOVDQU, PXOR, AESENC/AESENCLAST (or AESDEC/AESDECLAST), with the
 * round-key register it used, as the engine runs them ({@code HwModelKey.encrypt},
 * {@code HwModelKey.decrypt}, the same instructions, reached through {@link HwModelSteps}).
 *
 * <p>An AES-NI round instruction is one whole FIPS-197 round, so each instruction's result is an
 * Appendix C value: after PXOR and each AESENC it is the next round's {@code start}, after
 * AESENCLAST the {@code output}. AESDEC runs the equivalent inverse cipher (FIPS-197 section
 * 5.3.5) over the AESIMC round keys, so the decryption steps are that listing's {@code istart}
 * values and its {@code ik_sch} keys. The register is shown as a debugger shows an xmm register,
 * bits 127..0 (the last byte in memory first); its bytes in memory order are the FIPS-197 state,
 * column by column (Intel SDM Vol. 1, section 4.1; the AES-NI white paper, section 3).
 *
 * <p>A teaching tool, not part of any engine: it keeps every state and key in lists and formats
 * them as text, which is why it lives in the tools and not in the library. Use it only with test
 * keys.
 */
public final class HwModelTrace {

    /**
     * One instruction.
     *
     * @param instruction the instruction, with its operands
     * @param round the FIPS-197 round of the Appendix C value the result is
     * @param label that value's Appendix C label
     * @param register the destination register after the instruction (two longs: low, high)
     * @param key the round-key register the instruction used (two longs), or none
     * @param fips the destination register's bytes in memory order
     */
    public record Step(String instruction, int round, String label, long[] register, long[] key, byte[] fips) {}

    /** A round instruction: {@code s[sOff..sOff+1]} is the destination, {@code k[kOff..kOff+1]} the key. */
    @FunctionalInterface
    public interface Round {
        void apply(long[] s, int sOff, long[] k, int kOff);
    }

    /**
     * The four round instructions a trace runs. {@link #AES_NI} is the engine's; a test gives
     * wrong ones to see the trace find the first wrong round.
     */
    public record Instructions(Round aesenc, Round aesenclast, Round aesdec, Round aesdeclast) {

        /** The engine's instructions, from {@link HwModelSteps}. */
        public static final Instructions AES_NI =
                new Instructions(HwModelSteps::aesenc, HwModelSteps::aesenclast, HwModelSteps::aesdec,
                        HwModelSteps::aesdeclast);
    }

    private HwModelTrace() {}

    /** MOVDQU, PXOR round key 0, AESENC x (Nr − 1), AESENCLAST, as {@code HwModelKey.encrypt}. */
    public static List<Step> encrypt(byte[] key, byte[] plaintext) {
        return encrypt(key, plaintext, Instructions.AES_NI);
    }

    /** {@link #encrypt(byte[], byte[])} with these instructions. */
    public static List<Step> encrypt(byte[] key, byte[] plaintext, Instructions isa) {
        checkBlock("plaintext", plaintext);
        return rounds(HwModelSteps.encryptionKeys(key), plaintext, isa.aesenc(), isa.aesenclast(),
                new String[] {"input", "start", "output"}, "AESENC", "round key");
    }

    /**
     * MOVDQU, PXOR decryption key 0, AESDEC x (Nr − 1), AESDECLAST over the AESIMC schedule, as
     * {@code HwModelKey.decrypt}: the equivalent inverse cipher.
     */
    public static List<Step> decrypt(byte[] key, byte[] ciphertext) {
        return decrypt(key, ciphertext, Instructions.AES_NI);
    }

    /** {@link #decrypt(byte[], byte[])} with these instructions. */
    public static List<Step> decrypt(byte[] key, byte[] ciphertext, Instructions isa) {
        checkBlock("ciphertext", ciphertext);
        return rounds(HwModelSteps.decryptionKeys(HwModelSteps.encryptionKeys(key)), ciphertext,
                isa.aesdec(), isa.aesdeclast(), new String[] {"iinput", "istart", "ioutput"}, "AESDEC",
                "decryption key");
    }

    /**
     * MOVDQU, PXOR key 0, {@code round} x (Nr − 1), {@code last}: the loop of {@code HwModelKey.encrypt}
     * and {@code HwModelKey.decrypt}, with the Appendix C labels of the load, of each round's
     * result and of the output.
     */
    private static List<Step> rounds(long[] keys, byte[] block, Round round, Round last, String[] labels,
                                     String name, String keyName) {
        int nr = keys.length / 2 - 1;
        long[] xmm0 = new long[2];
        List<Step> steps = new ArrayList<>();
        HwModelSteps.load(block, 0, xmm0, 0);
        steps.add(step("MOVDQU xmm0, [in]", 0, labels[0], xmm0, null, 0));
        HwModelSteps.pxor(xmm0, 0, keys, 0);
        steps.add(step("PXOR xmm0, xmm1 (" + keyName + " 0)", 1, labels[1], xmm0, keys, 0));
        for (int i = 1; i < nr; i++) {
            round.apply(xmm0, 0, keys, 2 * i);
            steps.add(step(name + " xmm0, xmm1 (" + keyName + " " + i + ")", i + 1, labels[1], xmm0, keys, 2 * i));
        }
        last.apply(xmm0, 0, keys, 2 * nr);
        steps.add(step(name + "LAST xmm0, xmm1 (" + keyName + " " + nr + ")", nr, labels[2], xmm0, keys, 2 * nr));
        return steps;
    }

    /**
     * The key registers the engine's key schedule fills: the encryption round keys
     * (AESKEYGENASSIST and the shifted XORs of Intel's white paper; FIPS-197 {@code k_sch}), then
     * the decryption keys (MOVDQA of the last and the first, AESIMC of the others; the equivalent
     * inverse cipher's {@code ik_sch}).
     */
    public static List<Step> keySchedule(byte[] key) {
        long[] rk = HwModelSteps.encryptionKeys(key);
        long[] dk = HwModelSteps.decryptionKeys(rk);
        int nr = rk.length / 2 - 1;
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i <= nr; i++) {
            steps.add(step(i == 0 ? "round key 0: the key itself (MOVDQU)" : "round key " + i
                    + ": AESKEYGENASSIST and shifted PXORs", i, "k_sch", copy(rk, 2 * i), null, 0));
        }
        for (int i = 0; i <= nr; i++) {
            String how = i == 0 ? "decryption key 0: MOVDQA of round key " + nr
                    : i == nr ? "decryption key " + nr + ": MOVDQA of round key 0"
                    : "decryption key " + i + ": AESIMC of round key " + (nr - i);
            steps.add(step(how, i, "ik_sch", copy(dk, 2 * i), null, 0));
        }
        return steps;
    }

    /**
     * The registers of a step as a debugger prints them, bits 127..0 in two quadwords, one line
     * each: the destination, then the round key when the instruction used one.
     */
    public static List<String> registers(Step s) {
        List<String> lines = new ArrayList<>();
        lines.add("xmm0 = " + quadwords(s.register()));
        if (s.key() != null) {
            lines.add("xmm1 = " + quadwords(s.key()));
        }
        return lines;
    }

    private static String quadwords(long[] r) {
        return String.format(Locale.ROOT, "0x%016x %016x  (bits 127..64, 63..0)", r[1], r[0]);
    }

    private static Step step(String instruction, int round, String label, long[] register, long[] keys,
                             int keyOffset) {
        long[] reg = register.clone();
        byte[] fips = new byte[16];
        HwModelSteps.store(reg, 0, fips, 0);
        return new Step(instruction, round, label, reg, keys == null ? null : copy(keys, keyOffset), fips);
    }

    private static long[] copy(long[] registers, int offset) {
        return new long[] {registers[offset], registers[offset + 1]};
    }

    private static void checkBlock(String name, byte[] block) {
        Objects.requireNonNull(block, name);
        if (block.length != 16) {
            throw new IllegalArgumentException(name + " length must be 16 bytes (one AES block), got "
                    + block.length + " bytes");
        }
    }
}
