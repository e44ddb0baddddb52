package dev.aesref.internal.fips197;

import org.junit.jupiter.api.Test;

import java.util.HexFormat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * KeyExpansion against FIPS-197 Appendix A. The words below are from the listings A.1, A.2 and
 * A.3 (column "w[i] = temp XOR w[i-Nk]"), as reproduced by several public test suites (e.g.
 * bsolomon1124/npaes tests/test_npaes.py and the last round keys in many AES hardware benches).
 */
class SpecKeyScheduleTest {

    private static int[] expand(String keyHex) {
        return SpecKeySchedule.keyExpansion(HexFormat.of().parseHex(keyHex));
    }

    private static void assertWords(int[] w, int first, int... expected) {
        for (int k = 0; k < expected.length; k++) {
            assertEquals(String.format("%08x", expected[k]), String.format("%08x", w[first + k]),
                    "w[" + (first + k) + "]");
        }
    }

    /** Rcon[i] = x^(i-1) for i = 1..10: 01 02 04 08 10 20 40 80 1b 36 (FIPS-197 5.2, App. A). */
    @Test
    void rconDerivedWithXtime() {
        int[] expected = {0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36};
        for (int i = 1; i <= 10; i++) {
            assertEquals(expected[i - 1] << 24, SpecKeySchedule.rcon(i), "Rcon[" + i + "]");
        }
    }

    @Test
    void rconRejectsIndexZero() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SpecKeySchedule.rcon(0));
        assertTrue(e.getMessage().contains(">= 1"), e.getMessage());
    }

    /** Appendix A.1, i = 4: temp = 09cf4f3c, RotWord cf4f3c09, SubWord 8a84eb01. */
    @Test
    void rotWordAndSubWordOfAppendixA1() {
        assertEquals(0xcf4f3c09, SpecKeySchedule.rotWord(0x09cf4f3c));
        assertEquals(0x8a84eb01, SpecKeySchedule.subWord(0xcf4f3c09));
        // A.1, i = 8: temp = 2a6c7605, RotWord 6c76052a, SubWord 50386be5.
        assertEquals(0x6c76052a, SpecKeySchedule.rotWord(0x2a6c7605));
        assertEquals(0x50386be5, SpecKeySchedule.subWord(0x6c76052a));
    }

    @Test
    void appendixA1Aes128() {
        int[] w = expand("2b7e151628aed2a6abf7158809cf4f3c");
        assertEquals(44, w.length);
        assertWords(w, 0, 0x2b7e1516, 0x28aed2a6, 0xabf71588, 0x09cf4f3c);
        assertWords(w, 4, 0xa0fafe17, 0x88542cb1, 0x23a33939, 0x2a6c7605);
        assertWords(w, 20, 0xd4d1c6f8, 0x7c839d87, 0xcaf2b8bc, 0x11f915bc);
        assertWords(w, 36, 0xac7766f3, 0x19fadc21, 0x28d12941, 0x575c006e);
        assertWords(w, 40, 0xd014f9a8, 0xc9ee2589, 0xe13f0cc8, 0xb6630ca6);
    }

    @Test
    void appendixA2Aes192() {
        int[] w = expand("8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b");
        assertEquals(52, w.length);
        assertWords(w, 0, 0x8e73b0f7, 0xda0e6452, 0xc810f32b, 0x809079e5, 0x62f8ead2, 0x522c6b7b);
        assertWords(w, 6, 0xfe0c91f7, 0x2402f5a5, 0xec12068e, 0x6c827f6b, 0x0e7a95b9, 0x5c56fec2);
        assertWords(w, 24, 0xa25e7ed5, 0x83b1cf9a, 0x27f93943, 0x6a94f767);
        assertWords(w, 48, 0xe98ba06f, 0x448c773c, 0x8ecc7204, 0x01002202);
    }

    /** A.3 includes the AES-256-only SubWord step at i mod 8 = 4 (w[12]). */
    @Test
    void appendixA3Aes256() {
        int[] w = expand("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4");
        assertEquals(60, w.length);
        assertWords(w, 0, 0x603deb10, 0x15ca71be, 0x2b73aef0, 0x857d7781,
                0x1f352c07, 0x3b6108d7, 0x2d9810a3, 0x0914dff4);
        assertWords(w, 8, 0x9ba35411, 0x8e6925af, 0xa51a8b5f, 0x2067fcde);
        assertWords(w, 12, 0xa8b09c1a, 0x93d194cd, 0xbe49846e, 0xb75d5b9a);
        assertWords(w, 28, 0x98c5bfc9, 0xbebd198e, 0x268c3ba7, 0x09e04214);
        assertWords(w, 56, 0xfe4890d1, 0xe6188d0b, 0x046df344, 0x706c631e);
    }

    @Test
    void roundsPerKeyLength() {
        assertEquals(10, SpecKeySchedule.rounds(4));
        assertEquals(12, SpecKeySchedule.rounds(6));
        assertEquals(14, SpecKeySchedule.rounds(8));
    }

    @Test
    void rejectsBadKeyLengths() {
        for (int len : new int[] {0, 15, 17, 20, 31, 33}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> SpecKeySchedule.keyExpansion(new byte[len]));
            assertTrue(e.getMessage().contains("key length"), e.getMessage());
        }
        assertThrows(NullPointerException.class, () -> SpecKeySchedule.keyExpansion(null));
    }
}
