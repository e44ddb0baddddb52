package dev.aesref.internal.vectors.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class RspFileTest {

    private static final String SAMPLE = "# CAVS 11.1\r\n# comment\r\n\r\n[ENCRYPT]\r\n\r\nCOUNT = 0\r\n"
            + "KEY = 00ff\r\nPLAINTEXT = 0110\r\n\r\nCOUNT = 1\r\nKEY = 01\r\n[DECRYPT]\r\nCOUNT = 7\r\n"
            + "CIPHERTEXT = 1\r\nPLAINTEXT = 0";

    @Test
    void readsSectionsRecordsAndFieldsWithCrlf() {
        List<RspRecord> records = RspFile.parse(SAMPLE, "s.rsp");
        assertEquals(3, records.size());
        RspRecord r0 = records.get(0);
        assertEquals("s.rsp:6", r0.source());
        assertEquals("ENCRYPT", r0.section());
        assertTrue(r0.encrypt());
        assertEquals(0, r0.count());
        assertArrayEquals(new byte[] {0, (byte) 0xff}, r0.hex("KEY"));
        assertEquals("0110", r0.get("PLAINTEXT"));
        assertEquals(List.of("COUNT", "KEY", "PLAINTEXT"), List.copyOf(r0.fields().keySet()));
        assertEquals("01", records.get(1).get("KEY"));
        RspRecord r2 = records.get(2);
        assertFalse(r2.encrypt());
        assertEquals(7, r2.count());
        assertEquals("s.rsp:13 [DECRYPT] COUNT = 7 KEY", r2.where("KEY"));
    }

    @Test
    void missingFieldNamesTheRecord() {
        RspRecord r = RspFile.parse(SAMPLE, "s.rsp").get(1);
        assertEquals("s.rsp:10: [ENCRYPT] COUNT = 1 has no field IV",
                assertThrows(VectorFileException.class, () -> r.get("IV")).getMessage());
    }

    @Test
    void theShortestHeaderIsOneCharacter() {
        assertEquals("E", RspFile.parse("[E]\nCOUNT = 0", "e.rsp").get(0).section());
    }

    @Test
    void emptyTextHasNoRecords() {
        assertEquals(List.of(), RspFile.parse("# only a comment\n\n[ENCRYPT]\n", "e.rsp"));
    }

    /** The layout of the GCM files: several headers in a row, {@code Count}, a bare FAIL line. */
    private static final String GCM = "[Keylen = 128]\r\n[IVlen = 96]\r\n[Taglen = 128]\r\n\r\nCount = 0\r\n"
            + "Key = 00\r\nCT = \r\nFAIL\r\n\r\nCount = 1\r\nKey = 01\r\nPT = 02\r\n"
            + "[Taglen = 32]\nCount = 2\nKey = 03";

    @Test
    void headersSetParametersAndFailIsAFlag() {
        List<RspRecord> records = RspFile.parse(GCM, "g.rsp");
        assertEquals(3, records.size());
        RspRecord r0 = records.get(0);
        assertEquals("Taglen = 128", r0.section());
        assertEquals(java.util.Map.of("Keylen", "128", "IVlen", "96", "Taglen", "128"), r0.params());
        assertEquals(128, r0.integer("Taglen"));
        assertEquals(0, r0.count());
        assertTrue(r0.failed());
        assertEquals("", r0.get("CT"));
        assertEquals(List.of("Count", "Key", "CT", "FAIL"), List.copyOf(r0.fields().keySet()));
        RspRecord r1 = records.get(1);
        assertFalse(r1.failed());
        assertEquals("02", r1.get("PT"));
        assertEquals(1, r1.count());
        RspRecord r2 = records.get(2);
        assertEquals(32, r2.integer("Taglen"));
        assertEquals(96, r2.integer("IVlen"), "a parameter holds until it is set again");
        assertEquals(2, r2.count());
        assertEquals("g.rsp:14 [Taglen = 32] COUNT = 2 Key", r2.where("Key"));
    }

    /** The layout of the CCM files: parameters at the top, in a list header, and before records. */
    @Test
    void linesOutsideRecordsAreParametersAndRecordFieldsComeFirst() {
        String text = "Plen = 24\nTlen = 16\n\n[Alen = 0, Nlen = 7]\n\nKey = 0a\nNonce = 0b\n\nCount = 0\n"
                + "Nonce = 0c\nCT = 0d\n[Alen = 1, Nlen = 8]\nKey = 1a\nCount = 1\nCT = 1d";
        List<RspRecord> records = RspFile.parse(text, "c.rsp");
        assertEquals(2, records.size());
        RspRecord r0 = records.get(0);
        assertEquals(java.util.Map.of("Plen", "24", "Tlen", "16", "Alen", "0", "Nlen", "7", "Key", "0a", "Nonce", "0b"),
                r0.params());
        assertEquals(List.of("Plen", "Tlen", "Alen", "Nlen", "Key", "Nonce"), List.copyOf(r0.params().keySet()));
        assertEquals("0c", r0.get("Nonce"), "the record's own field wins");
        assertArrayEquals(new byte[] {0x0a}, r0.hex("Key"));
        RspRecord r1 = records.get(1);
        assertEquals("1a", r1.get("Key"));
        assertEquals("0b", r1.get("Nonce"));
        assertEquals(1, r1.integer("Alen"));
        assertEquals(24, r1.integer("Plen"));
        assertEquals("Alen = 1, Nlen = 8", r1.section());
        assertEquals(0, records.get(0).integer("Alen"), "a record keeps the parameters of its own start");
    }

    /** The SP 800-38B examples: no header at all, and an empty value without a space. */
    @Test
    void recordsWithoutAnyHeaderAreInTheEmptySection() {
        List<RspRecord> records = RspFile.parse("# c\nCOUNT = 3\nKEY = 00\nMESSAGE =\n", "m.txt");
        assertEquals(1, records.size());
        assertEquals("", records.get(0).section());
        assertFalse(records.get(0).encrypt());
        assertEquals(0, records.get(0).hex("MESSAGE").length);
        assertEquals(java.util.Map.of(), records.get(0).params());
        assertEquals(3, records.get(0).count());
    }

    @Test
    void integerNamesTheFieldItCannotRead() {
        RspRecord r = RspFile.parse("[T = x]\nCOUNT = 0\nN = 12", "i.rsp").get(0);
        assertEquals(12, r.integer("N"));
        assertEquals("i.rsp:2 [T = x] COUNT = 0 T must be a number, got 'x'",
                assertThrows(VectorFileException.class, () -> r.integer("T")).getMessage());
        assertThrows(VectorFileException.class, () -> r.integer("absent"));
    }

    @Test
    void theFourFieldConstructorHasNoParameters() {
        RspRecord r = new RspRecord("s", "ENCRYPT", 1, java.util.Map.of("K", "00"));
        assertEquals(java.util.Map.of(), r.params());
        assertFalse(r.failed());
    }

    @ParameterizedTest(name = "{index}: {1}")
    @CsvSource(delimiter = '|', value = {
        "[ENCRYPT]\\nCOUNT = x| e.rsp:2: COUNT must be a number, got 'x'",
        "Count = -| e.rsp:1: Count must be a number, got '-'",
        "FAIL| e.rsp:1: expected 'NAME = value', got 'FAIL'",
        "[ENCRYPT]\\nFAIL\\nCOUNT = 0| e.rsp:2: expected 'NAME = value', got 'FAIL'",
        "COUNT = 0\\nFAIL\\nFAIL| e.rsp:3: field FAIL repeated in one record",
        "[A = 1, B]| e.rsp:1: expected 'NAME = value', got 'B'",
        "[A = 1, = 2]| e.rsp:1: expected 'NAME = value', got '= 2'",
        "[= 2]| e.rsp:1: expected 'NAME = value', got '= 2'",
        "[ENCRYPT]\\nCOUNT = 0\\nKEY = 00\\nKEY = 01| e.rsp:4: field KEY repeated in one record",
        "[ENCRYPT\\nCOUNT = 0| e.rsp:1: malformed section header '[ENCRYPT'",
        "[]| e.rsp:1: malformed section header '[]'",
        "[ENCRYPT]\\nCOUNT = 0\\nKEY 00| e.rsp:3: expected 'NAME = value', got 'KEY 00'",
        "[ENCRYPT]\\n= 00| e.rsp:2: expected 'NAME = value', got '= 00'",
    })
    void malformedLinesAreNamed(String text, String expected) {
        VectorFileException e = assertThrows(VectorFileException.class,
                () -> RspFile.parse(text.replace("\\n", "\n"), "e.rsp"));
        assertEquals(expected.strip(), e.getMessage());
    }
}
