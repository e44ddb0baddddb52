package dev.aesref.internal.fips197;

import dev.aesref.BlockEngine;
import dev.aesref.Ranges;

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
 * <p>This is a teaching aid: it prints every intermediate value, key material included.
 */
public final class SpecTrace {

    private static final HexFormat HEX = HexFormat.of();

    private SpecTrace() {}

    /** The header, then the CIPHER (ENCRYPT) listing of {@code plaintext} under {@code key}. */
    public static List<String> encrypt(byte[] key, byte[] plaintext) {
        int[] w = SpecKeySchedule.keyExpansion(key);
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
        int[] w = SpecKeySchedule.keyExpansion(key);
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
        int[] dw = SpecKeySchedule.equivalentInverse(SpecKeySchedule.keyExpansion(key));
        checkBlock("ciphertext", ciphertext);
        List<String> lines = new ArrayList<>();
        lines.add("CIPHERTEXT: " + HEX.formatHex(ciphertext));
        lines.add("KEY: " + HEX.formatHex(key));
        lines.add("EQUIVALENT INVERSE CIPHER (DECRYPT):");
        State st = new State();
        st.load(ciphertext, 0);
        CipherRoutine.eqInvCipher(st, dw, new Listing(lines));
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
        int[] w = SpecKeySchedule.keyExpansion(key);
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
        State st = new State();
        st.load(in, 0);
        CipherRoutine.cipher(st, w, new Listing(lines));
        return st.toBytes();
    }

    private static void inverseCipherListing(int[] w, byte[] in, List<String> lines) {
        lines.add("INVERSE CIPHER (DECRYPT):");
        State st = new State();
        st.load(in, 0);
        CipherRoutine.invCipher(st, w, new Listing(lines));
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

    /** Turns each observed step into one listing line. */
    private static final class Listing implements Observer {
        private final List<String> lines;

        Listing(List<String> lines) {
            this.lines = lines;
        }

        @Override
        public void state(int round, String label, State state) {
            lines.add(line(round, label, state.toBytes()));
        }

        @Override
        public void roundKey(int round, String label, int[] w, int keyRound) {
            byte[] key = new byte[BlockEngine.BLOCK_BYTES];
            for (int c = 0; c < State.NB; c++) {
                int word = w[keyRound * State.NB + c];
                for (int r = 0; r < 4; r++) {
                    key[4 * c + r] = (byte) (word >>> (24 - 8 * r));
                }
            }
            lines.add(line(round, label, key));
        }
    }
}
