package dev.aesref.vectors.format;

import java.util.Map;

/**
 * One {@code COUNT = n} record of a NIST CAVP response file.
 *
 * @param source file name and line of the {@code COUNT} line, for messages
 * @param section the enclosing section without brackets, e.g. {@code ENCRYPT}
 * @param count the record's {@code COUNT} value
 * @param fields every {@code NAME = value} line of the record (including COUNT), in file order
 */
public record RspRecord(String source, String section, int count, Map<String, String> fields) {

    /** Whether this record is in an {@code [ENCRYPT]} section. */
    public boolean encrypt() {
        return section.equals("ENCRYPT");
    }

    /**
     * The value of field {@code name}.
     *
     * @throws VectorFileException naming the record if the field is absent
     */
    public String get(String name) {
        String v = fields.get(name);
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

    /** "file:line [SECTION] COUNT = n NAME" for messages. */
    public String where(String name) {
        return source + " [" + section + "] COUNT = " + count + " " + name;
    }
}
