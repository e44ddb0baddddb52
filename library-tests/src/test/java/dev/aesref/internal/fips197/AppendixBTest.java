package dev.aesref.internal.fips197;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * FIPS-197 Appendix B, "Cipher Example": key 2b7e1516..., input 3243f6a8..., with the State
 * printed as 4x4 tables. The tables are written here row by row exactly as the standard prints
 * them, so {@code TABLE[r][c]} is {@code s[r][c]}. Values as printed in FIPS-197 Appendix B
 * (transcribed in bsolomon1124/npaes tests/test_npaes.py; round 1 and the output are also
 * quoted in many textbooks).
 */
class AppendixBTest {

    private static final byte[] KEY = HexFormat.of().parseHex("2b7e151628aed2a6abf7158809cf4f3c");
    private static final byte[] INPUT = HexFormat.of().parseHex("3243f6a8885a308d313198a2e0370734");
    private static final byte[] OUTPUT = HexFormat.of().parseHex("3925841d02dc09fbdc118597196a0b32");

    private static final int[][] ROUND1_START = {
        {0x19, 0xa0, 0x9a, 0xe9}, {0x3d, 0xf4, 0xc6, 0xf8}, {0xe3, 0xe2, 0x8d, 0x48}, {0xbe, 0x2b, 0x2a, 0x08}};
    private static final int[][] ROUND1_AFTER_SUBBYTES = {
        {0xd4, 0xe0, 0xb8, 0x1e}, {0x27, 0xbf, 0xb4, 0x41}, {0x11, 0x98, 0x5d, 0x52}, {0xae, 0xf1, 0xe5, 0x30}};
    private static final int[][] ROUND1_AFTER_SHIFTROWS = {
        {0xd4, 0xe0, 0xb8, 0x1e}, {0xbf, 0xb4, 0x41, 0x27}, {0x5d, 0x52, 0x11, 0x98}, {0x30, 0xae, 0xf1, 0xe5}};
    private static final int[][] ROUND1_AFTER_MIXCOLUMNS = {
        {0x04, 0xe0, 0x48, 0x28}, {0x66, 0xcb, 0xf8, 0x06}, {0x81, 0x19, 0xd3, 0x26}, {0xe5, 0x9a, 0x7a, 0x4c}};
    private static final int[][] ROUND1_KEY = {
        {0xa0, 0x88, 0x23, 0x2a}, {0xfa, 0x54, 0xa3, 0x6c}, {0xfe, 0x2c, 0x39, 0x76}, {0x17, 0xb1, 0x39, 0x05}};
    private static final int[][] ROUND2_START = {
        {0xa4, 0x68, 0x6b, 0x02}, {0x9c, 0x9f, 0x5b, 0x6a}, {0x7f, 0x35, 0xea, 0x50}, {0xf2, 0x2b, 0x43, 0x49}};

    /** "Start of Round" tables of rounds 1 to 9, read as the byte sequences they stand for. */
    private static final String[] ROUND_STARTS = {
        "193de3bea0f4e22b9ac68d2ae9f84808",
        "a49c7ff2689f352b6b5bea43026a5049",
        "aa8f5f0361dde3ef82d24ad26832469a",
        "486c4eee671d9d0d4de3b138d65f58e7",
        "e0927fe8c86363c0d9b1355085b8be01",
        "f1006f55c1924cef7cc88b325db5d50c",
        "260e2e173d41b77de86472a9fdd28b25",
        "5a4142b11949dc1fa3e019657a8c040c",
        "ea835cf00445332d655d98ad8596b0c5",
    };

    private static State stateOf(int[][] table) {
        State st = new State();
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                st.s[r][c] = table[r][c];
            }
        }
        return st;
    }

    private static void assertState(int[][] expected, State actual, String what) {
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                assertEquals(expected[r][c], actual.get(r, c), what + " s[" + r + "][" + c + "]");
            }
        }
    }

    /** Section 3.4: s[r][c] = in[r + 4c], so the input block fills the table column by column. */
    @Test
    void inputMapping() {
        State st = new State();
        st.load(INPUT, 0);
        assertEquals(0x32, st.get(0, 0));
        assertEquals(0x43, st.get(1, 0));
        assertEquals(0x88, st.get(0, 1));
        assertEquals(0x34, st.get(3, 3));
        assertArrayEquals(INPUT, st.toBytes());
    }

    @Test
    void clearZeroesEveryByte() {
        State st = stateOf(ROUND1_START);
        st.clear();
        assertArrayEquals(new byte[16], st.toBytes());
    }

    @Test
    void roundOneStepByStep() {
        State st = stateOf(ROUND1_START);
        RoundTransforms.subBytes(st);
        assertState(ROUND1_AFTER_SUBBYTES, st, "after SubBytes");
        RoundTransforms.shiftRows(st);
        assertState(ROUND1_AFTER_SHIFTROWS, st, "after ShiftRows");
        RoundTransforms.mixColumns(st);
        assertState(ROUND1_AFTER_MIXCOLUMNS, st, "after MixColumns");
        int[] w = SpecKeySchedule.keyExpansion(KEY);
        State key = new State();
        RoundTransforms.addRoundKey(key, w, 1);
        assertState(ROUND1_KEY, key, "round key 1");
        RoundTransforms.addRoundKey(st, w, 1);
        assertState(ROUND2_START, st, "start of round 2");
    }

    @Test
    void roundOneStepByStepBackwards() {
        State st = stateOf(ROUND1_AFTER_MIXCOLUMNS);
        RoundTransforms.invMixColumns(st);
        assertState(ROUND1_AFTER_SHIFTROWS, st, "InvMixColumns");
        RoundTransforms.invShiftRows(st);
        assertState(ROUND1_AFTER_SUBBYTES, st, "InvShiftRows");
        RoundTransforms.invSubBytes(st);
        assertState(ROUND1_START, st, "InvSubBytes");
    }

    @Test
    void startOfEveryRoundAndOutput() {
        List<String> starts = new ArrayList<>();
        byte[] traced = SpecSteps.cipher(SpecSteps.keyExpansion(KEY), INPUT, new SpecSteps.Watcher() {
            @Override
            public void state(int round, String label, byte[] state) {
                if (label.equals("start")) {
                    assertEquals(starts.size() + 1, round, "round of the start");
                    starts.add(HexFormat.of().formatHex(state));
                }
            }

            @Override
            public void roundKey(int round, String label, byte[] roundKey) {}
        });
        assertEquals(10, starts.size(), "a start in each of the 10 rounds");
        assertEquals(List.of(ROUND_STARTS), starts.subList(0, ROUND_STARTS.length));
        assertArrayEquals(OUTPUT, traced);

        byte[] out = new byte[16];
        new SpecEngine().expandKey(KEY).encryptBlocks(INPUT, 0, out, 0, 1);
        assertArrayEquals(OUTPUT, out);
    }
}
