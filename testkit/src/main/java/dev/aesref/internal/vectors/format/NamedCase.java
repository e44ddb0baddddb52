package dev.aesref.internal.vectors.format;

import java.util.Map;

/**
 * One test case of the project's own text vector files ({@code vectors/sp800-38a/*.txt},
 * {@code vectors/rfc3686/*.txt}; format in {@code vectors/README.md}): a {@code [name]} line
 * followed by {@code Field = value} lines.
 *
 * @param source file and line of the {@code [name]} line, for messages
 * @param name the publication's title of the case, e.g. {@code F.2.1 CBC-AES128.Encrypt}
 * @param fields the case's fields in file order
 */
public record NamedCase(String source, String name, Map<String, String> fields) {

    /**
     * The value of {@code field}.
     *
     * @throws VectorFileException naming the case if the field is absent
     */
    public String get(String field) {
        String v = fields.get(field);
        if (v == null) {
            throw new VectorFileException(source + " [" + name + "]: missing field " + field);
        }
        return v;
    }

    /** The hex field {@code field}, decoded. */
    public byte[] hex(String field) {
        return Hex.decode(get(field), source + " [" + name + "] " + field);
    }
}
