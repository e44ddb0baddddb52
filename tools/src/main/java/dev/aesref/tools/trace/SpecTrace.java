package dev.aesref.tools.trace;

import dev.aesref.BlockEngine;
import dev.aesref.internal.fips197.SpecSteps;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Round-by-round listings in the format of FIPS-197 Appendix C, for any key and block:
 *
 * <pre>
 *   PLAINTEXT: 00112233445566778899aabbccddeeff
 *   KEY: 000102030405060708090a0b0c0d0e0f
 *   CIPHER (ENCRYPT):
 *   round[ 0].input 00112233445566778899aabbccddeeff
 *   round[ 0].k_sch 000102030405060708090a0b0c0d0e0f
 *   round[ 1].start 00102030405060708090a0b0c0d0e0f0
 *   ...
 * </pre>
 *
 * Labels are those of the Appendix C legend: for the Cipher {@code input}, {@code start},
 * {@code s_box}, {@code s_row}, {@code m_col}, {@code k_sch}, {@code output}; for the Inverse
 * Cipher {@code iinput}, {@code istart}, {@code is_row}, {@code is_box}, {@code ik_sch},
 * {@code ik_add}, {@code ioutput}. The standard pads the label column; here one space
 * separates label and value.
 *
 * <p>The steps are the specification engine's own ({@link SpecSteps}, the engine's
 * {@code CipherRoutine}), so a broken engine shows in its listing. This is a teaching aid: it
 * prints every intermediate value, key material included.
 */
public final class SpecTrace {

    private static final HexFormat HEX = HexFormat.of();

    private SpecTrace() {}

    /** The header, then the CIPHER (ENCRYPT) listing of {@code plaintext} under {@code key}. */
    public static List<String> encrypt(byte[] key, byte[] plaintext) {
        int[] w = SpecSteps.keyExpansion(key);
        checkBlock("plaintext", plaintext);
        List<String> lines = new ArrayList<>();
        lines.add("PLAINTEXT: " + HEX.formatHex(plaintext));
        lines.add("KEY: " + HEX.formatHex(key));
        cipherListing(w, plaintext, lines);
        return lines;
    }

    /**
     * A {@code CIPHERTEXT:} and {@code KEY:} header, then the INVERSE CIPHER (DECRYPT) listing of
     * {@code ciphertext} under {@code key}.
     */
    public static List<String> decrypt(byte[] key, byte[] ciphertext) {
        int[] w = SpecSteps.keyExpansion(key);
        checkBlock("ciphertext", ciphertext);
        List<String> lines = new ArrayList<>();
        lines.add("CIPHERTEXT: " + HEX.formatHex(ciphertext));
        lines.add("KEY: " + HEX.formatHex(key));
        inverseCipherListing(w, ciphertext, lines);
        return lines;
    }

    /**
     * A {@code CIPHERTEXT:} and {@code KEY:} header, then the EQUIVALENT INVERSE CIPHER (DECRYPT)
     * listing (section 5.3.5) of {@code ciphertext} under {@code key}, as Appendix C prints it
     * after the Inverse Cipher.
     */
    public static List<String> equivalentInverse(byte[] key, byte[] ciphertext) {
        int[] dw = SpecSteps.equivalentInverse(SpecSteps.keyExpansion(key));
        checkBlock("ciphertext", ciphertext);
        List<String> lines = new ArrayList<>();
        lines.add("CIPHERTEXT: " + HEX.formatHex(ciphertext));
        lines.add("KEY: " + HEX.formatHex(key));
        lines.add("EQUIVALENT INVERSE CIPHER (DECRYPT):");
        SpecSteps.eqInvCipher(dw, ciphertext, new Listing(lines));
        return lines;
    }

    /**
     * The values of a listing by name: each {@code round[ r].label hex} line as
     * {@code "round[ r].label"} to the bytes, exactly as the line names them; other lines are
     * skipped. A later line of the same name replaces an earlier one.
     */
    public static Map<String, byte[]> values(List<String> listing) {
        Map<String, byte[]> values = new LinkedHashMap<>();
        for (String line : listing) {
            if (line.startsWith("round[")) {
                int space = line.indexOf(' ', line.indexOf(']'));
                values.put(line.substring(0, space), HEX.parseHex(line.substring(space + 1)));
            }
        }
        return values;
    }

    /**
     * What FIPS-197 Appendix C prints for one key: the header, the CIPHER (ENCRYPT) listing of
     * {@code plaintext}, then the INVERSE CIPHER (DECRYPT) listing of the resulting ciphertext.
     */
    public static List<String> appendixC(byte[] key, byte[] plaintext) {
        int[] w = SpecSteps.keyExpansion(key);
        checkBlock("plaintext", plaintext);
        List<String> lines = new ArrayList<>();
        lines.add("PLAINTEXT: " + HEX.formatHex(plaintext));
        lines.add("KEY: " + HEX.formatHex(key));
        byte[] ciphertext = cipherListing(w, plaintext, lines);
        inverseCipherListing(w, ciphertext, lines);
        return lines;
    }

    private static byte[] cipherListing(int[] w, byte[] in, List<String> lines) {
        lines.add("CIPHER (ENCRYPT):");
        return SpecSteps.cipher(w, in, new Listing(lines));
    }

    private static void inverseCipherListing(int[] w, byte[] in, List<String> lines) {
        lines.add("INVERSE CIPHER (DECRYPT):");
        SpecSteps.invCipher(w, in, new Listing(lines));
    }

    private static void checkBlock(String name, byte[] block) {
        Objects.requireNonNull(block, name);
        if (block.length != BlockEngine.BLOCK_BYTES) {
            throw new IllegalArgumentException(name + " length must be 16 bytes (one AES block), got "
                    + block.length + " bytes");
        }
    }

    /** {@code round[ r].label value}, with the round number right-aligned in two places. */
    static String line(int round, String label, byte[] value) {
        return String.format("round[%2d].%s %s", round, label, HEX.formatHex(value));
    }

    /** Turns each step the engine reports into one listing line. */
    private static final class Listing implements SpecSteps.Watcher {
        private final List<String> lines;

        Listing(List<String> lines) {
            this.lines = lines;
        }

        @Override
        public void state(int round, String label, byte[] state) {
            lines.add(line(round, label, state));
        }

        @Override
        public void roundKey(int round, String label, byte[] roundKey) {
            lines.add(line(round, label, roundKey));
        }
    }
}
