package dev.aesref.internal.vectors.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The readers of the project's own text formats, and the checks the embedded suites make on them. */
class EmbeddedFormatsTest {

    @Test
    void namedCasesAreReadWithCrlfAndComments() {
        List<NamedCase> cases = NamedCaseFile.parse("# c\r\n\r\n[A.Encrypt]\r\nKey = 00ff\r\nIV = 01\r\n[B]\r\nX = y z",
                "f.txt");
        assertEquals(2, cases.size());
        assertEquals("A.Encrypt", cases.get(0).name());
        assertEquals("f.txt:3", cases.get(0).source());
        assertArrayEquals(new byte[] {0, (byte) 0xff}, cases.get(0).hex("Key"));
        assertEquals(Map.of("X", "y z"), cases.get(1).fields());
        assertEquals("f.txt:6 [B]: missing field Key",
                assertThrows(VectorFileException.class, () -> cases.get(1).get("Key")).getMessage());
        assertEquals(List.of(), NamedCaseFile.parse("# nothing\n", "f.txt"));
    }

    @ParameterizedTest(name = "{index}: {1}")
    @CsvSource(delimiter = '|', value = {
        "Key = 00| f.txt:1: field before the first [name] line",
        "[A]\\nKey=00| f.txt:2: expected 'Field = value', got 'Key=00'",
        "[A]\\nKey = 00\\nKey = 01| f.txt:3: field Key repeated in [A]",
        "[A| f.txt:1: malformed case header '[A'",
        "[AB.Encrypt| f.txt:1: malformed case header '[AB.Encrypt'",
        "[]| f.txt:1: malformed case header '[]'",
    })
    void namedCaseErrors(String text, String expected) {
        assertEquals(expected.strip(), assertThrows(VectorFileException.class,
                () -> NamedCaseFile.parse(text.replace("\\n", "\n"), "f.txt")).getMessage());
    }

    @Test
    void fips197ListingKeepsTheLinesAndFindsValuesByLabel() {
        Fips197Listing l = Fips197Listing.parse("# c\r\nPLAINTEXT: 00\nKEY:   01\n\nCIPHER (ENCRYPT):\n"
                + "round[ 0].input    02\n  round[10].output 03\nINVERSE CIPHER (DECRYPT):\n", "f");
        assertEquals(List.of("PLAINTEXT: 00", "KEY: 01", "CIPHER (ENCRYPT):", "round[ 0].input 02",
                "round[10].output 03", "INVERSE CIPHER (DECRYPT):"), l.lines());
        assertArrayEquals(new byte[] {1}, l.value("KEY:"));
        assertArrayEquals(new byte[] {2}, l.round(0, "input"));
        assertArrayEquals(new byte[] {3}, l.round(10, "output"));
        assertEquals(5, l.indexOf("INVERSE CIPHER (DECRYPT):"));
        assertEquals(2, l.indexOf("CIPHER (ENCRYPT):"));
        assertEquals(0, l.indexOf("PLAINTEXT: 00"), "the first line is a heading like any other");
        assertEquals("f: no line for round[ 1].input",
                assertThrows(VectorFileException.class, () -> l.round(1, "input")).getMessage());
        assertEquals("f: no heading X:",
                assertThrows(VectorFileException.class, () -> l.indexOf("X:")).getMessage());
        assertEquals("f KEY:: hex string has odd length 1",
                assertThrows(VectorFileException.class,
                        () -> Fips197Listing.parse("KEY: 1", "f").value("KEY:")).getMessage());
        assertSame(Fips197Listing.FORMAT, Fips197Listing.FORMAT);
        assertEquals(l, Fips197Listing.FORMAT.parse("PLAINTEXT: 00\nKEY: 01\nCIPHER (ENCRYPT):\n"
                + "round[ 0].input 02\nround[10].output 03\nINVERSE CIPHER (DECRYPT):", "f"));
    }
}
