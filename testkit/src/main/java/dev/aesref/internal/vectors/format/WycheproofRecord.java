package dev.aesref.internal.vectors.format;

import java.util.List;

/**
 * One test of a Wycheproof file. The fields every schema shares are checked when the file is read:
 * {@code tcId}, {@code comment}, {@code result} and {@code flags} (absent means none). The
 * schema's own fields ({@code key}, {@code iv}, {@code msg}, {@code ct}, {@code aad},
 * {@code tag}, ...) are read through {@link #fields()}, whose lookups name the test on failure.
 *
 * @param source the file, for messages
 * @param group the enclosing group's JSON object (its {@code keySize}, {@code ivSize}, ...)
 * @param fields the test's JSON object, with its path
 * @param result {@link Result#VALID}: the operation must succeed with the given output;
 *     {@link Result#INVALID}: it must be rejected; {@link Result#ACCEPTABLE}: either, by the
 *     file's notes on the test's flags
 */
public record WycheproofRecord(String source, JsonObject group, JsonObject fields, int tcId, String comment,
                             Result result, List<String> flags) {

    /** Wycheproof's verdict on a test. */
    public enum Result {
        VALID, INVALID, ACCEPTABLE;

        /** The value of a test's {@code result} field. */
        static Result parse(String s, String where) {
            switch (s) {
                case "valid":
                    return VALID;
                case "invalid":
                    return INVALID;
                case "acceptable":
                    return ACCEPTABLE;
                default:
                    throw new VectorFileException(where + ".result: expected valid, invalid or"
                            + " acceptable, got '" + s + "'");
            }
        }
    }

    public WycheproofRecord {
        flags = List.copyOf(flags);
    }

    /** The hex field {@code name} of the test, decoded (shorthand for {@code fields().hex(name)}). */
    public byte[] hex(String name) {
        return fields.hex(name);
    }

    /** Whether the test carries {@code flag}. */
    public boolean hasFlag(String flag) {
        return flags.contains(flag);
    }

    /** "file tcId n (comment)" for messages. */
    public String describe() {
        return source + " tcId " + tcId + " (" + comment + ")";
    }

    static WycheproofRecord parse(JsonObject t, String source, JsonObject group) {
        List<String> flags = t.has("flags") ? t.strings("flags") : List.of();
        return new WycheproofRecord(source, group, t, t.integer("tcId"), t.string("comment"),
                Result.parse(t.string("result"), t.where()), flags);
    }
}
