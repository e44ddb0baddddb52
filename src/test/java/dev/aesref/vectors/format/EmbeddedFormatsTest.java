package dev.aesref.vectors.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        "[]| f.txt:1: malformed case header '[]'",
    })
    void namedCaseErrors(String text, String expected) {
        assertEquals(expected.strip(), assertThrows(VectorFileException.class,
                () -> NamedCaseFile.parse(text.replace("\\n", "\n"), "f.txt")).getMessage());
    }

    @Test
    void sp80038aDirectionComesFromTheCaseName() {
        assertTrue(Sp80038aSuite.direction(new NamedCase("f", "F.1.1 ECB-AES128.Encrypt", Map.of())));
        assertFalse(Sp80038aSuite.direction(new NamedCase("f", "F.1.2 ECB-AES128.Decrypt", Map.of())));
        assertEquals("f: case name 'F.1 x' must end in .Encrypt or .Decrypt", assertThrows(VectorFileException.class,
                () -> Sp80038aSuite.direction(new NamedCase("f", "F.1 x", Map.of()))).getMessage());
    }

    @Test
    void rfc3686CounterBlockMustBeNonceIvOne() {
        NamedCase good = new NamedCase("f", "v", Map.of("Nonce", "00000030", "IV", "0000000000000000",
                "CounterBlock", "00000030000000000000000000000001"));
        assertEquals("00000030000000000000000000000001", Hex.encode(Rfc3686Suite.counterBlock(good)));
        NamedCase wrong = new NamedCase("f", "v", Map.of("Nonce", "00000030", "IV", "0000000000000000",
                "CounterBlock", "00000030000000000000000000000000"));
        assertEquals("f: CounterBlock is not Nonce || IV || 00000001",
                assertThrows(VectorFileException.class, () -> Rfc3686Suite.counterBlock(wrong)).getMessage());
        NamedCase shortNonce = new NamedCase("f", "v", Map.of("Nonce", "000030", "IV", "0000000000000000",
                "CounterBlock", "00000030000000000000000000000001"));
        assertEquals("f: Nonce must be 4 bytes and IV 8 bytes",
                assertThrows(VectorFileException.class, () -> Rfc3686Suite.counterBlock(shortNonce)).getMessage());
        NamedCase shortIv = new NamedCase("f", "v", Map.of("Nonce", "00000030", "IV", "00000000000000",
                "CounterBlock", "00000030000000000000000000000001"));
        assertThrows(VectorFileException.class, () -> Rfc3686Suite.counterBlock(shortIv));
    }

    @Test
    void fips197ListingLabelsLoseTheirPadding() {
        Map<String, String> v = Fips197Suite.parse("# c\nPLAINTEXT: 00\nKEY: 01\n\nCIPHER (ENCRYPT):\n"
                + "round[ 0].input 02\nround[10].output 03\n", "f");
        assertEquals(Map.of("PLAINTEXT", "00", "KEY", "01", "round[0].input", "02", "round[10].output", "03"), v);
        assertEquals("f:2: expected 'label value', got 'lonely'",
                assertThrows(VectorFileException.class, () -> Fips197Suite.parse("# c\nlonely\n", "f")).getMessage());
    }

    @Test
    void mctValuesMustBeOneSegment() {
        NistMctSuite.requireBits(BitString.parseBinary("1", "x"), 1, "w");
        assertEquals("w: a Monte Carlo value must be 8 bits, got 16", assertThrows(VectorFileException.class,
                () -> NistMctSuite.requireBits(BitString.ofBytes(new byte[2]), 8, "w")).getMessage());
    }

    @Test
    void suiteResultWithNoVectorsHasFailed() {
        SuiteResult r = new SuiteResult("s", "e", 0, 0, List.of());
        assertFalse(r.passed());
        assertEquals("s on e: 0 vectors, 0 failed (no vectors ran: a suite that runs nothing fails)", r.summary());
        assertEquals(r.summary(), r.report());
        assertTrue(new SuiteResult("s", "e", 1, 0, List.of()).passed());
        assertFalse(new SuiteResult("s", "e", 2, 1, List.of("x: y")).passed());
        assertEquals("s on e: 2 vectors, 1 failed\n  x: y", new SuiteResult("s", "e", 2, 1, List.of("x: y")).report());
    }

    @Test
    void nistModeMetadata() {
        assertEquals("CFB", NistMode.CFB8.directory());
        assertEquals("CFB8", NistMode.CFB8.filePrefix());
        assertEquals(8, NistMode.CFB8.segmentBits());
        assertEquals(1, NistMode.CFB1.segmentBits());
        assertEquals(128, NistMode.OFB.segmentBits());
        assertFalse(NistMode.ECB.usesIv());
        assertTrue(NistMode.CBC.usesIv());
        byte[] reg = new byte[16];
        assertEquals(reg, NistMode.ECB.nextRegister(reg, null, null, true));
    }

    /** The CFB feedback register: SP 800-38A 6.3, I_j = LSB_{b-s}(I_{j-1}) | C#_{j-1}. */
    @Test
    void feedbackRegisterShiftsInTheSegment() {
        byte[] reg = Hex.decode("000102030405060708090a0b0c0d0e8f", "r");
        // Independent oracle: the register as a 128-bit integer, (I << 1 | bit) mod 2^128.
        java.math.BigInteger i = new java.math.BigInteger(1, reg);
        java.math.BigInteger mod = java.math.BigInteger.ONE.shiftLeft(128);
        assertEquals(String.format("%032x", i.shiftLeft(1).or(java.math.BigInteger.ONE).mod(mod)),
                Hex.encode(NistMode.shiftIn(reg, BitString.parseBinary("1", "b"))));
        assertEquals(String.format("%032x", i.shiftLeft(1).mod(mod)),
                Hex.encode(NistMode.shiftIn(reg, BitString.parseBinary("0", "b"))));
        assertEquals("0102030405060708090a0b0c0d0e8fab",
                Hex.encode(NistMode.shiftIn(reg, BitString.ofBytes(new byte[] {(byte) 0xab}))));
        byte[] block = Hex.decode("ffeeddccbbaa99887766554433221100", "c");
        assertEquals(Hex.encode(block), Hex.encode(NistMode.shiftIn(reg, BitString.ofBytes(block))));
        assertThrows(IllegalArgumentException.class,
                () -> NistMode.shiftIn(reg, BitString.parseBinary("01", "b")));
    }
}
