package dev.aesref.internal.vectors.format;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small, strict JSON parser (RFC 8259) for vector files, so the library needs no JSON
 * dependency.
 *
 * <p>Values map to Java as: object to an unmodifiable {@code Map<String, Object>} in file order,
 * array to an unmodifiable {@code List<Object>}, string to {@link String}, number to
 * {@link BigDecimal} (exact), {@code true}/{@code false} to {@link Boolean}, and {@code null} to
 * {@link #NULL}. Duplicate object keys, trailing commas, comments, leading zeros and trailing
 * text are errors; every error names the source, the line and the column.
 */
public final class Json {

    /** The JSON literal {@code null} (maps cannot hold Java null as a distinct value). */
    public static final Object NULL = new Object() {
        @Override
        public String toString() {
            return "null";
        }
    };

    private final String text;
    private final String source;
    private int pos;

    private Json(String text, String source) {
        this.text = text;
        this.source = source;
    }

    /**
     * Parses one JSON document.
     *
     * @param source names the text in error messages (usually the file path)
     * @throws VectorFileException if the text is not exactly one well-formed JSON value
     */
    public static Object parse(String text, String source) {
        Json p = new Json(text, source);
        p.skipSpace();
        Object value = p.value();
        p.skipSpace();
        if (p.pos != text.length()) {
            throw p.error("unexpected text after the JSON value");
        }
        return value;
    }

    private Object value() {
        if (pos >= text.length()) {
            throw error("unexpected end of input, expected a value");
        }
        char c = text.charAt(pos);
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            case 't':
                return literal("true", Boolean.TRUE);
            case 'f':
                return literal("false", Boolean.FALSE);
            case 'n':
                return literal("null", NULL);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return number();
                }
                throw error("unexpected character '" + c + "', expected a value");
        }
    }

    private Map<String, Object> object() {
        pos++; // '{'
        Map<String, Object> map = new LinkedHashMap<>();
        skipSpace();
        if (peek() == '}') {
            pos++;
            return Collections.unmodifiableMap(map);
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw error("expected a string key");
            }
            int keyPos = pos;
            String key = string();
            skipSpace();
            expect(':');
            skipSpace();
            Object v = value();
            if (map.put(key, v) != null) {
                pos = keyPos;
                throw error("duplicate key \"" + key + "\"");
            }
            skipSpace();
            char c = peek();
            pos++;
            if (c == '}') {
                return Collections.unmodifiableMap(map);
            }
            if (c != ',') {
                pos--;
                throw error("expected ',' or '}' in an object");
            }
        }
    }

    private List<Object> array() {
        pos++; // '['
        List<Object> list = new ArrayList<>();
        skipSpace();
        if (peek() == ']') {
            pos++;
            return Collections.unmodifiableList(list);
        }
        while (true) {
            skipSpace();
            list.add(value());
            skipSpace();
            char c = peek();
            pos++;
            if (c == ']') {
                return Collections.unmodifiableList(list);
            }
            if (c != ',') {
                pos--;
                throw error("expected ',' or ']' in an array");
            }
        }
    }

    private String string() {
        pos++; // opening quote
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error("unterminated string");
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c < 0x20) {
                pos--;
                throw error("control character U+" + String.format("%04X", (int) c)
                        + " must be escaped in a string");
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (pos >= text.length()) {
                throw error("unterminated string");
            }
            char e = text.charAt(pos++);
            switch (e) {
                case '"':
                case '\\':
                case '/':
                    sb.append(e);
                    break;
                case 'b':
                    sb.append('\b');
                    break;
                case 'f':
                    sb.append('\f');
                    break;
                case 'n':
                    sb.append('\n');
                    break;
                case 'r':
                    sb.append('\r');
                    break;
                case 't':
                    sb.append('\t');
                    break;
                case 'u':
                    sb.append(unicodeEscape());
                    break;
                default:
                    pos--;
                    throw error("invalid escape '\\" + e + "'");
            }
        }
    }

    private char unicodeEscape() {
        if (pos + 4 > text.length()) {
            throw error("truncated \\u escape");
        }
        int v = 0;
        for (int i = 0; i < 4; i++) {
            int d = Hex.value(text.charAt(pos));
            if (d < 0) {
                throw error("invalid hex digit in \\u escape");
            }
            v = (v << 4) | d;
            pos++;
        }
        return (char) v;
    }

    private BigDecimal number() {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
        } else if (isDigit(peek())) {
            digits();
        } else {
            throw error("expected a digit");
        }
        if (peek() == '.') {
            pos++;
            if (!isDigit(peek())) {
                throw error("expected a digit after '.'");
            }
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            pos++;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            if (!isDigit(peek())) {
                throw error("expected a digit in the exponent");
            }
            digits();
        }
        if (isDigit(peek())) {
            throw error("leading zeros are not allowed");
        }
        return new BigDecimal(text.substring(start, pos));
    }

    private void digits() {
        while (isDigit(peek())) {
            pos++;
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, pos)) {
            throw error("unknown literal, expected " + word);
        }
        pos += word.length();
        return value;
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    /** The current character, or U+0000 at the end (never valid where a token is expected). */
    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            pos++;
        }
    }

    private VectorFileException error(String what) {
        int line = 1;
        int col = 1;
        for (int i = 0; i < pos && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                col = 1;
            } else {
                col++;
            }
        }
        return new VectorFileException(source + ":" + line + ":" + col + ": malformed JSON: " + what);
    }
}
