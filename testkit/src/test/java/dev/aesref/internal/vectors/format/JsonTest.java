package dev.aesref.internal.vectors.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The JSON parser: RFC 8259 values, and a clear error (source:line:column) for every malformed input. */
class JsonTest {

    @Test
    void parsesEveryKindOfValue() {
        Object v = Json.parse(" {\"a\": [1, -2.5e3, 0, 0.25E-1, true, false, null, \"x\"],\r\n"
                + "\t\"b\": {}, \"c\": [], \"d\": {\"e\": \"f\"}} ", "t.json");
        Map<?, ?> m = (Map<?, ?>) v;
        assertEquals(List.of("a", "b", "c", "d"), List.copyOf(m.keySet()));
        List<?> a = (List<?>) m.get("a");
        assertEquals(new BigDecimal("1"), a.get(0));
        assertEquals(new BigDecimal("-2.5e3"), a.get(1));
        assertEquals(new BigDecimal("0"), a.get(2));
        assertEquals(new BigDecimal("0.025"), ((BigDecimal) a.get(3)).stripTrailingZeros());
        assertEquals(Boolean.TRUE, a.get(4));
        assertEquals(Boolean.FALSE, a.get(5));
        assertSame(Json.NULL, a.get(6));
        assertEquals("null", Json.NULL.toString());
        assertEquals("x", a.get(7));
        assertEquals(Map.of(), m.get("b"));
        assertEquals(List.of(), m.get("c"));
        assertEquals(Map.of("e", "f"), m.get("d"));
    }

    @Test
    void decodesEveryEscape() {
        assertEquals("q\" b\\ s/ \b\f\n\r\t \u00e9\u20ACz",
                Json.parse("\"q\\\" b\\\\ s\\/ \\b\\f\\n\\r\\t \\u00e9\\u20acz\"", "t"));
        assertEquals("\uD83D\uDE00", Json.parse("\"\\uD83D\\ude00\"", "t"));
    }

    @Test
    void resultIsUnmodifiable() {
        Map<?, ?> m = (Map<?, ?>) Json.parse("{\"a\":[1]}", "t");
        assertThrows(UnsupportedOperationException.class, () -> m.clear());
        assertThrows(UnsupportedOperationException.class, () -> ((List<?>) m.get("a")).clear());
    }

    @ParameterizedTest(name = "{index}: {1}")
    @CsvSource(delimiter = '|', value = {
        "''| 1:1: malformed JSON: unexpected end of input, expected a value",
        "'  '| 1:3: malformed JSON: unexpected end of input",
        "'{\"a\":1,}'| 1:8: malformed JSON: expected a string key",
        "'{\"a\":1 \"b\":2}'| 1:8: malformed JSON: expected ',' or '}' in an object",
        "'{\"a\" 1}'| 1:6: malformed JSON: expected ':'",
        "'{\"a\":1,\"a\":2}'| 1:8: malformed JSON: duplicate key \"a\"",
        "'[1,]'| 1:4: malformed JSON: unexpected character ']', expected a value",
        "'[1 2]'| 1:4: malformed JSON: expected ',' or ']' in an array",
        "'[1'| 1:3: malformed JSON: expected ',' or ']' in an array",
        "'{\"a\":1'| 1:7: malformed JSON: expected ',' or '}' in an object",
        "'\"abc'| 1:5: malformed JSON: unterminated string",
        "'\"ab\\'| 1:5: malformed JSON: unterminated string",
        "'\"a\\x\"'| 1:4: malformed JSON: invalid escape '\\x'",
        "'\"\\u12x4\"'| 1:6: malformed JSON: invalid hex digit in \\u escape",
        "'\"\\u12'| 1:4: malformed JSON: truncated \\u escape",
        "'\"\\u00G0\"'| 1:6: malformed JSON: invalid hex digit",
        "'01'| 1:2: malformed JSON: leading zeros are not allowed",
        "'-'| 1:2: malformed JSON: expected a digit",
        "'-x'| 1:2: malformed JSON: expected a digit",
        "'1.'| 1:3: malformed JSON: expected a digit after '.'",
        "'1e'| 1:3: malformed JSON: expected a digit in the exponent",
        "'1e+'| 1:4: malformed JSON: expected a digit in the exponent",
        "'tru'| 1:1: malformed JSON: unknown literal, expected true",
        "'nul'| 1:1: malformed JSON: unknown literal, expected null",
        "'fals'| 1:1: malformed JSON: unknown literal, expected false",
        "'1 2'| 1:3: malformed JSON: unexpected text after the JSON value",
        "'/* c */ 1'| 1:1: malformed JSON: unexpected character '/'",
        "'{1:2}'| 1:2: malformed JSON: expected a string key",
    })
    void malformedInputNamesWhereAndWhy(String text, String expected) {
        VectorFileException e = assertThrows(VectorFileException.class, () -> Json.parse(text, "f.json"));
        assertTrue(e.getMessage().startsWith("f.json:" + expected.strip()), e.getMessage());
    }

    @Test
    void errorPositionCountsLines() {
        VectorFileException e = assertThrows(VectorFileException.class,
                () -> Json.parse("{\n  \"a\": 1,\n  \"b\": x\n}", "f.json"));
        assertEquals("f.json:3:8: malformed JSON: unexpected character 'x', expected a value", e.getMessage());
    }

    /** The error names the offending character's own line, even when that character is a newline. */
    @Test
    void aRawNewlineInAStringIsReportedOnItsLine() {
        VectorFileException e = assertThrows(VectorFileException.class, () -> Json.parse("\"a\nb\"", "f"));
        assertEquals("f:1:3: malformed JSON: control character U+000A must be escaped in a string", e.getMessage());
    }

    @Test
    void whitespaceInsideEmptyContainersAndEveryDigit() {
        assertEquals(Map.of(), Json.parse("{ \n}", "t"));
        assertEquals(List.of(), Json.parse("[\t ]", "t"));
        assertEquals(List.of(new BigDecimal("0"), new BigDecimal("9"), new BigDecimal("90"), new BigDecimal("1.09"),
                new BigDecimal("9e9"), new BigDecimal("-0.5"), new BigDecimal("123456789")),
                Json.parse("[0,9,90,1.09,9e9,-0.5,123456789]", "t"));
        assertEquals(new BigDecimal("0"), Json.parse("0", "t"));
        assertEquals(new BigDecimal("9"), Json.parse("9", "t"));
    }

    /** A \\u escape that ends the text is whole; the string around it is what is unterminated. */
    @Test
    void aUnicodeEscapeAtTheEndOfTheText() {
        VectorFileException e = assertThrows(VectorFileException.class, () -> Json.parse("\"\\u0041", "f"));
        assertEquals("f:1:8: malformed JSON: unterminated string", e.getMessage());
        VectorFileException t = assertThrows(VectorFileException.class, () -> Json.parse("\"\\u004", "f"));
        assertEquals("f:1:4: malformed JSON: truncated \\u escape", t.getMessage());
    }

    @Test
    void rawControlCharacterInStringIsRejected() {
        VectorFileException e = assertThrows(VectorFileException.class, () -> Json.parse("\"a\tb\"", "f"));
        assertEquals("f:1:3: malformed JSON: control character U+0009 must be escaped in a string", e.getMessage());
    }
}
