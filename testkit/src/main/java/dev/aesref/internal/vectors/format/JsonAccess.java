package dev.aesref.internal.vectors.format;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * Typed lookups in a parsed {@link Json} tree. Each method takes a {@code where} string (file and
 * path, e.g. {@code "aes_cbc_pkcs5_test.json testGroups[1].tests[4]"}) so that a missing or
 * mistyped field fails with a message that points at it.
 */
public final class JsonAccess {

    private JsonAccess() {}

    /** {@code value} as an object. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> object(Object value, String where) {
        if (!(value instanceof Map)) {
            throw typeError(where, "an object", value);
        }
        return (Map<String, Object>) value;
    }

    /** {@code value} as an array. */
    @SuppressWarnings("unchecked")
    public static List<Object> array(Object value, String where) {
        if (!(value instanceof List)) {
            throw typeError(where, "an array", value);
        }
        return (List<Object>) value;
    }

    /** The field {@code key} of {@code obj}, which must be present. */
    public static Object field(Map<String, Object> obj, String key, String where) {
        Object v = obj.get(key);
        if (v == null) {
            throw new VectorFileException(where + ": missing field \"" + key + "\"");
        }
        return v;
    }

    /** The string field {@code key}. */
    public static String string(Map<String, Object> obj, String key, String where) {
        Object v = field(obj, key, where);
        if (!(v instanceof String)) {
            throw typeError(where + "." + key, "a string", v);
        }
        return (String) v;
    }

    /** The hex-string field {@code key}, decoded. */
    public static byte[] hex(Map<String, Object> obj, String key, String where) {
        return Hex.decode(string(obj, key, where), where + "." + key);
    }

    /** The integer field {@code key}; it must be a whole number that fits in an int. */
    public static int integer(Map<String, Object> obj, String key, String where) {
        Object v = field(obj, key, where);
        if (!(v instanceof BigDecimal)) {
            throw typeError(where + "." + key, "a number", v);
        }
        try {
            return ((BigDecimal) v).intValueExact();
        } catch (ArithmeticException e) {
            throw new VectorFileException(where + "." + key + ": expected an int, got " + v, e);
        }
    }

    private static VectorFileException typeError(String where, String expected, Object got) {
        String kind = got instanceof Map ? "an object"
                : got instanceof List ? "an array"
                : got instanceof String ? "a string"
                : got instanceof BigDecimal ? "a number"
                : got instanceof Boolean ? "a boolean"
                : "null";
        return new VectorFileException(where + ": expected " + expected + ", got " + kind);
    }
}
