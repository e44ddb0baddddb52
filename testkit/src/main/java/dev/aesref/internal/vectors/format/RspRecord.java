package dev.aesref.internal.vectors.format;

import java.util.Map;

/**
 * One {@code COUNT = n} (or {@code Count = n}) record of a NIST CAVP response file.
 *
 * @param source file name and line of the {@code COUNT} line, for messages
 * @param section the last section header before the record, without brackets, e.g.
 *     {@code ENCRYPT} or {@code Taglen = 128}; {@code ""} in a file without headers
 * @param count the record's {@code COUNT} value
 * @param fields every {@code NAME = value} line of the record (including COUNT, and {@code FAIL}
 *     with an empty value if the record has that flag), in file order
 * @param params the parameters in force where the record starts: those of the bracketed headers
 *     and the {@code NAME = value} lines outside records before it ({@link RspFile})
 */
public record RspRecord(String source, String section, int count, Map<String, String> fields,
                        Map<String, String> params) {

    /** A record without parameters, as the AESAVS files have. */
    public RspRecord(String source, String section, int count, Map<String, String> fields) {
        this(source, section, count, fields, Map.of());
    }

    /** Whether this record is in an {@code [ENCRYPT]} section. */
    public boolean encrypt() {
        return section.equals("ENCRYPT");
    }

    /** Whether the record carries the {@code FAIL} flag: its ciphertext must be refused. */
    public boolean failed() {
        return fields.containsKey(RspFile.FAIL);
    }

    /**
     * The value of field {@code name}, or if the record has none, of the parameter {@code name}.
     *
     * @throws VectorFileException naming the record if neither is present
     */
    public String get(String name) {
        String v = fields.get(name);
        if (v == null) {
            v = params.get(name);
        }
        if (v == null) {
            throw new VectorFileException(source + ": [" + section + "] COUNT = " + count
                    + " has no field " + name);
        }
        return v;
    }

    /** The hex field {@code name}, decoded. */
    public byte[] hex(String name) {
        return Hex.decode(get(name), where(name));
    }

    /**
     * The field or parameter {@code name} as a decimal number.
     *
     * @throws VectorFileException naming the record if it is absent or not a number
     */
    public int integer(String name) {
        String v = get(name);
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new VectorFileException(where(name) + " must be a number, got '" + v + "'", e);
        }
    }

    /** "file:line [SECTION] COUNT = n NAME" for messages. */
    public String where(String name) {
        return source + " [" + section + "] COUNT = " + count + " " + name;
    }
}
