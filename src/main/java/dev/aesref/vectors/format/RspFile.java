package dev.aesref.vectors.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reader for NIST CAVP response ({@code .rsp}) files as published for AESAVS: {@code #} comment
 * lines, section headers such as {@code [ENCRYPT]} and {@code [DECRYPT]}, and records that start
 * with {@code COUNT = n} followed by {@code NAME = value} lines ({@code KEY}, {@code IV},
 * {@code PLAINTEXT}, {@code CIPHERTEXT}). Values are kept as text: they are hex strings except in
 * CFB1 files, whose {@code PLAINTEXT} and {@code CIPHERTEXT} are bit strings such as {@code 0110}.
 * CRLF and LF line ends are both accepted.
 */
public final class RspFile {

    /** The format constant for the vector source's cache. */
    public static final TextFormat<List<RspRecord>> FORMAT = RspFile::parse;

    private RspFile() {}

    /**
     * Parses response-file text.
     *
     * @param source names the text in messages
     * @throws VectorFileException naming the line of: a field outside a {@code COUNT} record or
     *     before any section, a line that is neither comment, section nor {@code NAME = value}, a
     *     non-numeric COUNT, a repeated field, or an unterminated section header
     */
    public static List<RspRecord> parse(String text, String source) {
        List<RspRecord> out = new ArrayList<>();
        String section = null;
        Map<String, String> fields = null;
        String recordSource = null;
        int count = 0;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            String where = source + ":" + (i + 1);
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("[")) {
                if (!line.endsWith("]") || line.length() < 3) {
                    throw new VectorFileException(where + ": malformed section header '" + line + "'");
                }
                if (fields != null) {
                    out.add(new RspRecord(recordSource, section, count, Collections.unmodifiableMap(fields)));
                    fields = null;
                }
                section = line.substring(1, line.length() - 1).strip();
                continue;
            }
            int eq = line.indexOf('=');
            if (eq < 1) {
                throw new VectorFileException(where + ": expected 'NAME = value', got '" + line + "'");
            }
            String name = line.substring(0, eq).strip();
            String value = line.substring(eq + 1).strip();
            if (name.equals("COUNT")) {
                if (section == null) {
                    throw new VectorFileException(where + ": COUNT before any [SECTION] header");
                }
                if (fields != null) {
                    out.add(new RspRecord(recordSource, section, count, Collections.unmodifiableMap(fields)));
                }
                try {
                    count = Integer.parseInt(value);
                } catch (NumberFormatException e) {
                    throw new VectorFileException(where + ": COUNT must be a number, got '" + value + "'", e);
                }
                fields = new LinkedHashMap<>();
                recordSource = where;
            } else if (fields == null) {
                throw new VectorFileException(where + ": field " + name + " outside a COUNT record");
            }
            if (fields.put(name, value) != null) {
                throw new VectorFileException(where + ": field " + name + " repeated in one record");
            }
        }
        if (fields != null) {
            out.add(new RspRecord(recordSource, section, count, Collections.unmodifiableMap(fields)));
        }
        return Collections.unmodifiableList(out);
    }
}
