package dev.aesref.internal.fips197;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the spec engine reports to a watcher is FIPS-197 Appendix C's listing, step for step: the
 * labels in the order the appendix prints them for the cipher (C.1), the inverse cipher and the
 * equivalent inverse cipher, and the values of the appendix's first round. The tools print these
 * reports as {@code aesref trace}; a step the engine stopped reporting would be a missing line.
 */
class SpecStepsListingTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] KEY = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
    private static final byte[] PLAINTEXT = HEX.parseHex("00112233445566778899aabbccddeeff");
    private static final byte[] CIPHERTEXT = HEX.parseHex("69c4e0d86a7b0430d8cdb78070b4c55a");
    private static final int NR = 10;

    /** Every report in order, as "round.label", and its value by that name. */
    private static final class Recorder implements SpecSteps.Watcher {
        final List<String> order = new ArrayList<>();
        final Map<String, String> values = new LinkedHashMap<>();

        @Override
        public void state(int round, String label, byte[] state) {
            order.add(round + "." + label);
            values.put(round + "." + label, HEX.formatHex(state));
        }

        @Override
        public void roundKey(int round, String label, byte[] roundKey) {
            order.add(round + "." + label);
            values.put(round + "." + label, HEX.formatHex(roundKey));
        }
    }

    @Test
    void theCipherReportsAppendixC1() {
        Recorder r = new Recorder();
        byte[] out = SpecSteps.cipher(SpecSteps.keyExpansion(KEY), PLAINTEXT, r);
        List<String> expected = new ArrayList<>(List.of("0.input", "0.k_sch"));
        for (int round = 1; round < NR; round++) {
            expected.addAll(List.of(round + ".start", round + ".s_box", round + ".s_row", round + ".m_col",
                    round + ".k_sch"));
        }
        expected.addAll(List.of(NR + ".start", NR + ".s_box", NR + ".s_row", NR + ".k_sch", NR + ".output"));
        assertEquals(expected, r.order);
        assertEquals(HEX.formatHex(CIPHERTEXT), HEX.formatHex(out));
        // FIPS-197 Appendix C.1, round 1.
        assertEquals("00112233445566778899aabbccddeeff", r.values.get("0.input"));
        assertEquals("000102030405060708090a0b0c0d0e0f", r.values.get("0.k_sch"));
        assertEquals("00102030405060708090a0b0c0d0e0f0", r.values.get("1.start"));
        assertEquals("63cab7040953d051cd60e0e7ba70e18c", r.values.get("1.s_box"));
        assertEquals("6353e08c0960e104cd70b751bacad0e7", r.values.get("1.s_row"));
        assertEquals("5f72641557f5bc92f7be3b291db9f91a", r.values.get("1.m_col"));
        assertEquals("d6aa74fdd2af72fadaa678f1d6ab76fe", r.values.get("1.k_sch"));
        assertEquals("69c4e0d86a7b0430d8cdb78070b4c55a", r.values.get("10.output"));
    }

    @Test
    void theInverseCipherReportsAppendixC1() {
        Recorder r = new Recorder();
        byte[] out = SpecSteps.invCipher(SpecSteps.keyExpansion(KEY), CIPHERTEXT, r);
        List<String> expected = new ArrayList<>(List.of("0.iinput", "0.ik_sch"));
        for (int round = 1; round < NR; round++) {
            expected.addAll(List.of(round + ".istart", round + ".is_row", round + ".is_box", round + ".ik_sch",
                    round + ".ik_add"));
        }
        expected.addAll(List.of(NR + ".istart", NR + ".is_row", NR + ".is_box", NR + ".ik_sch", NR + ".ioutput"));
        assertEquals(expected, r.order);
        assertEquals(HEX.formatHex(PLAINTEXT), HEX.formatHex(out));
        assertEquals("69c4e0d86a7b0430d8cdb78070b4c55a", r.values.get("0.iinput"));
        assertEquals("00112233445566778899aabbccddeeff", r.values.get("10.ioutput"));
        assertEquals("000102030405060708090a0b0c0d0e0f", r.values.get("10.ik_sch"));
    }

    @Test
    void theEquivalentInverseCipherReportsAppendixC1() {
        Recorder r = new Recorder();
        byte[] out = SpecSteps.eqInvCipher(SpecSteps.equivalentInverse(SpecSteps.keyExpansion(KEY)), CIPHERTEXT, r);
        List<String> expected = new ArrayList<>(List.of("0.iinput", "0.ik_sch"));
        for (int round = 1; round < NR; round++) {
            expected.addAll(List.of(round + ".istart", round + ".is_box", round + ".is_row", round + ".im_col",
                    round + ".ik_sch"));
        }
        expected.addAll(List.of(NR + ".istart", NR + ".is_box", NR + ".is_row", NR + ".ik_sch", NR + ".ioutput"));
        assertEquals(expected, r.order);
        assertEquals(HEX.formatHex(PLAINTEXT), HEX.formatHex(out));
        assertEquals("69c4e0d86a7b0430d8cdb78070b4c55a", r.values.get("0.iinput"));
        assertEquals("00112233445566778899aabbccddeeff", r.values.get("10.ioutput"));
    }
}
