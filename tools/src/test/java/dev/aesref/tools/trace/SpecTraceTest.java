package dev.aesref.tools.trace;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SpecTraceTest {

    private static final byte[] KEY = new byte[16];
    private static final byte[] BLOCK = new byte[16];

    @Test
    void lineFormatPadsTheRoundNumber() {
        assertEquals("round[ 1].s_box 000102030405060708090a0b0c0d0e0f",
                SpecTrace.line(1, "s_box", new byte[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}));
        assertEquals("round[12].k_sch ffffffffffffffffffffffffffffffff",
                SpecTrace.line(12, "k_sch", new byte[] {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}));
    }

    @Test
    void lineCountsPerKeySize() {
        // 2 header lines + heading + 2 lines for round 0 + 5 per round, but 4 in the last
        // (no MixColumns / no InvMixColumns) + the output line.
        assertEquals(2 + 1 + 2 + 5 * 10 - 1 + 1, SpecTrace.encrypt(new byte[16], BLOCK).size());
        assertEquals(2 + 1 + 2 + 5 * 12 - 1 + 1, SpecTrace.encrypt(new byte[24], BLOCK).size());
        assertEquals(2 + 1 + 2 + 5 * 14 - 1 + 1, SpecTrace.decrypt(new byte[32], BLOCK).size());
    }

    @Test
    void valuesAreTheListingsRoundLinesByNameInOrder() {
        byte[] key = java.util.HexFormat.of().parseHex("000102030405060708090a0b0c0d0e0f");
        byte[] block = java.util.HexFormat.of().parseHex("00112233445566778899aabbccddeeff");
        java.util.Map<String, byte[]> v = SpecTrace.values(SpecTrace.encrypt(key, block));
        // FIPS-197 Appendix C.1: every round line but the header lines, 10 rounds.
        assertEquals(2 + 5 * 10 - 1 + 1, v.size());
        assertEquals("round[ 0].input", v.keySet().iterator().next());
        assertEquals("00102030405060708090a0b0c0d0e0f0",
                java.util.HexFormat.of().formatHex(v.get("round[ 1].start")));
        assertEquals("69c4e0d86a7b0430d8cdb78070b4c55a",
                java.util.HexFormat.of().formatHex(v.get("round[10].output")));
        // A later line of the same name wins; lines that are not round lines are skipped.
        java.util.Map<String, byte[]> twice = SpecTrace.values(java.util.List.of("KEY: 00", "round[ 1].x 01",
                "round[ 1].x 02"));
        assertEquals(1, twice.size());
        assertEquals(2, twice.get("round[ 1].x")[0]);
    }

    @Test
    void rejectsBadBlocks() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SpecTrace.encrypt(KEY, new byte[15]));
        assertTrue(e.getMessage().startsWith("plaintext length must be 16 bytes"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> SpecTrace.decrypt(KEY, new byte[17]));
        assertTrue(e.getMessage().startsWith("ciphertext length must be 16 bytes"), e.getMessage());
        assertTrue(e.getMessage().endsWith("got 17 bytes"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> SpecTrace.appendixC(KEY, new byte[0]));
        assertTrue(e.getMessage().startsWith("plaintext"), e.getMessage());
        NullPointerException npe = assertThrows(NullPointerException.class, () -> SpecTrace.encrypt(KEY, null));
        assertEquals("plaintext", npe.getMessage());
    }

    @Test
    void rejectsBadKeys() {
        assertThrows(IllegalArgumentException.class, () -> SpecTrace.encrypt(new byte[20], BLOCK));
        assertThrows(IllegalArgumentException.class, () -> SpecTrace.decrypt(new byte[8], BLOCK));
        assertThrows(IllegalArgumentException.class, () -> SpecTrace.appendixC(new byte[33], BLOCK));
    }

    @Test
    void equivalentInverseRejectsBadArguments() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SpecTrace.equivalentInverse(new byte[16], new byte[8]));
        assertEquals("ciphertext length must be 16 bytes (one AES block), got 8 bytes", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SpecTrace.equivalentInverse(new byte[12], new byte[16]));
    }
}
