package dev.aesref.vectors.format;

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
    void emptyTextHasNoRecords() {
        assertEquals(List.of(), RspFile.parse("# only a comment\n\n[ENCRYPT]\n", "e.rsp"));
    }

    @ParameterizedTest(name = "{index}: {1}")
    @CsvSource(delimiter = '|', value = {
        "KEY = 00| e.rsp:1: field KEY outside a COUNT record",
        "[ENCRYPT]\\nKEY = 00| e.rsp:2: field KEY outside a COUNT record",
        "COUNT = 0| e.rsp:1: COUNT before any [SECTION] header",
        "[ENCRYPT]\\nCOUNT = x| e.rsp:2: COUNT must be a number, got 'x'",
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
