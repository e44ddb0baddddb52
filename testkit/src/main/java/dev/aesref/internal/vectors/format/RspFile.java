package dev.aesref.internal.vectors.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reader for NIST CAVP response ({@code .rsp}) files and the text files laid out like them: the
 * AESAVS files, the GCM, CCM and XTS files, the SP 800-38F key-wrap files and the SP 800-38B
 * CMAC examples of the package vectors/MANIFEST names.
 *
 * <ul>
 *   <li>{@code #} starts a comment line; blank lines separate records. CRLF and LF are accepted.</li>
 *   <li>A record starts with {@code COUNT = n} (AESAVS, XTS, key wrap, CMAC) or {@code Count = n}
 *       (GCM, CCM) and holds the {@code NAME = value} lines that follow it. A line {@code FAIL} in a
 *       record is a flag: the record describes a ciphertext that must be refused
 *       ({@link RspRecord#failed()}).</li>
 *   <li>A bracketed header ends the record before it. {@code [ENCRYPT]} names a section;
 *       {@code [Keylen = 128]}, {@code [PLAINTEXT LENGTH = 8]} or CCM's
 *       {@code [Alen = 0, Plen = 0, Nlen = 7, Tlen = 4]} also set parameters.</li>
 *   <li>{@code NAME = value} lines outside a record (before the first record after a header, or
 *       at the top of the file: CCM's {@code Key}, {@code Nonce}, {@code Plen}) set parameters
 *       too. A parameter holds until it is set again; every record sees the parameters in force
 *       where it starts ({@link RspRecord#get} looks in the record first).</li>
 * </ul>
 *
 * <p>Values are kept as text: they are hex strings except in CFB1 files, whose {@code PLAINTEXT}
 * and {@code CIPHERTEXT} are bit strings such as {@code 0110}. A file without any section header
 * (the CMAC examples) has records in the section {@code ""}.
 */
public final class RspFile {

    /** The format constant for the vector source's cache. */
    public static final TextFormat<List<RspRecord>> FORMAT = RspFile::parse;

    /** The flag line of a record that must be refused. */
    static final String FAIL = "FAIL";

    private RspFile() {}

    /**
     * Parses response-file text.
     *
     * @param source names the text in messages
     * @throws VectorFileException naming the line of: a line that is neither comment, header,
     *     {@code FAIL} in a record nor {@code NAME = value}, a non-numeric count, a repeated field,
     *     or a malformed header
     */
    public static List<RspRecord> parse(String text, String source) {
        List<RspRecord> out = new ArrayList<>();
        String section = "";
        Map<String, String> params = new LinkedHashMap<>();
        Map<String, String> frozen = Map.of();
        Map<String, String> fields = null;
        String recordSource = null;
        int count = 0;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            int lineNo = i + 1;
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("[")) {
                if (!line.endsWith("]") || line.length() < 3) {
                    throw new VectorFileException(at(source, lineNo) + ": malformed section header '" + line + "'");
                }
                if (fields != null) {
                    out.add(new RspRecord(recordSource, section, count, Collections.unmodifiableMap(fields), frozen));
                    fields = null;
                }
                section = line.substring(1, line.length() - 1).strip();
                if (section.indexOf('=') >= 0) {
                    for (String part : section.split(",")) {
                        int eq = nameEnd(part, source, lineNo);
                        params.put(part.substring(0, eq).strip(), part.substring(eq + 1).strip());
                    }
                    frozen = Collections.unmodifiableMap(new LinkedHashMap<>(params));
                }
                continue;
            }
            if (line.equals(FAIL) && fields != null) {
                put(fields, FAIL, "", source, lineNo);
                continue;
            }
            int eq = nameEnd(line, source, lineNo);
            String name = line.substring(0, eq).strip();
            String value = line.substring(eq + 1).strip();
            if (name.equals("COUNT") || name.equals("Count")) {
                if (fields != null) {
                    out.add(new RspRecord(recordSource, section, count, Collections.unmodifiableMap(fields), frozen));
                }
                try {
                    count = Integer.parseInt(value);
                } catch (NumberFormatException e) {
                    throw new VectorFileException(at(source, lineNo) + ": " + name + " must be a number, got '" + value + "'", e);
                }
                fields = new LinkedHashMap<>();
                recordSource = at(source, lineNo);
            } else if (fields == null) {
                params.put(name, value);
                frozen = Collections.unmodifiableMap(new LinkedHashMap<>(params));
                continue;
            }
            put(fields, name, value, source, lineNo);
        }
        if (fields != null) {
            out.add(new RspRecord(recordSource, section, count, Collections.unmodifiableMap(fields), frozen));
        }
        return Collections.unmodifiableList(out);
    }

    /** "source:line" for messages, made only when one is needed. */
    private static String at(String source, int lineNo) {
        return source + ":" + lineNo;
    }

    /** The index of the {@code =} of a {@code NAME = value} text, which must have a name. */
    private static int nameEnd(String text, String source, int lineNo) {
        int eq = text.indexOf('=');
        // No '=' leaves the name empty, as an empty name does: one test for both.
        if (text.substring(0, Math.max(eq, 0)).isBlank()) {
            throw new VectorFileException(at(source, lineNo) + ": expected 'NAME = value', got '" + text.strip() + "'");
        }
        return eq;
    }

    private static void put(Map<String, String> fields, String name, String value, String source, int lineNo) {
        if (fields.put(name, value) != null) {
            throw new VectorFileException(at(source, lineNo) + ": field " + name + " repeated in one record");
        }
    }
}
