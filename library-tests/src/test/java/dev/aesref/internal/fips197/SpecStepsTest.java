package dev.aesref.internal.fips197;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The tools' door into the specification engine, against FIPS-197 Appendix C.1 (key
 * 000102..0f, plaintext 00112233..ff): what it hands the watcher, and what it returns.
 */
class SpecStepsTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] KEY = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
    private static final byte[] PLAINTEXT = HEX.parseHex("00112233445566778899aabbccddeeff");
    private static final byte[] CIPHERTEXT = HEX.parseHex("69c4e0d86a7b0430d8cdb78070b4c55a");

    /** Every step as "round[ r].label hex", the way Appendix C.1 prints it. */
    private static final class Recorder implements SpecSteps.Watcher {
        final List<String> lines = new ArrayList<>();

        @Override
        public void state(int round, String label, byte[] state) {
            lines.add(String.format("round[%2d].%s %s", round, label, HEX.formatHex(state)));
        }

        @Override
        public void roundKey(int round, String label, byte[] roundKey) {
            lines.add(String.format("round[%2d].%s %s", round, label, HEX.formatHex(roundKey)));
        }
    }

    @Test
    void cipherHandsOverAppendixC1sValuesAndReturnsTheOutput() {
        Recorder r = new Recorder();
        assertArrayEquals(CIPHERTEXT, SpecSteps.cipher(SpecSteps.keyExpansion(KEY), PLAINTEXT, r));
        assertEquals("round[ 0].input 00112233445566778899aabbccddeeff", r.lines.get(0));
        assertEquals("round[ 0].k_sch 000102030405060708090a0b0c0d0e0f", r.lines.get(1));
        assertEquals("round[ 1].start 00102030405060708090a0b0c0d0e0f0", r.lines.get(2));
        assertEquals("round[10].k_sch 13111d7fe3944a17f307a78b4d2b30c5", r.lines.get(r.lines.size() - 2));
        assertEquals("round[10].output 69c4e0d86a7b0430d8cdb78070b4c55a", r.lines.get(r.lines.size() - 1));
    }

    @Test
    void bothInverseCiphersReturnThePlaintext() {
        int[] w = SpecSteps.keyExpansion(KEY);
        Recorder inv = new Recorder();
        assertArrayEquals(PLAINTEXT, SpecSteps.invCipher(w, CIPHERTEXT, inv));
        assertEquals("round[ 0].ik_sch 13111d7fe3944a17f307a78b4d2b30c5", inv.lines.get(1));
        Recorder eq = new Recorder();
        assertArrayEquals(PLAINTEXT, SpecSteps.eqInvCipher(SpecSteps.equivalentInverse(w), CIPHERTEXT, eq));
        assertEquals("round[10].ioutput 00112233445566778899aabbccddeeff", eq.lines.get(eq.lines.size() - 1));
    }

    @Test
    void subIsTheSBox() {
        assertEquals(0xed, SpecSteps.sub(0x53));   // FIPS-197 section 5.1.1, figure 7: S(53) = ed
    }

    @Test
    void rejectsABlockThatIsNotSixteenBytes() {
        int[] w = SpecSteps.keyExpansion(KEY);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SpecSteps.cipher(w, new byte[15], new Recorder()));
        assertEquals("block length must be 16 bytes, got 15 bytes", e.getMessage());
    }
}
