package dev.aesref.internal.vectors.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reader for the project's own text vector files (format in {@code vectors/README.md}): {@code #}
 * comments, blank lines, {@code [name]} lines that start a case, and {@code Field = value} lines
 * with exactly one space on each side of {@code =}.
 */
public final class NamedCaseFile {

    /** The format constant for the vector source's cache. */
    public static final TextFormat<List<NamedCase>> FORMAT = NamedCaseFile::parse;

    private NamedCaseFile() {}

    /**
     * Parses the text.
     *
     * @throws VectorFileException naming the line of a field before the first case, a line that is
     *     not {@code Field = value}, a repeated field, or a malformed {@code [name]} line
     */
    public static List<NamedCase> parse(String text, String source) {
        List<NamedCase> out = new ArrayList<>();
        String name = null;
        String caseSource = null;
        Map<String, String> fields = null;
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String where = source + ":" + (i + 1);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("[")) {
                if (!line.endsWith("]") || line.length() < 3) {
                    throw new VectorFileException(where + ": malformed case header '" + line + "'");
                }
                if (fields != null) {
                    out.add(new NamedCase(caseSource, name, Collections.unmodifiableMap(fields)));
                }
                name = line.substring(1, line.length() - 1);
                caseSource = where;
                fields = new LinkedHashMap<>();
                continue;
            }
            int eq = line.indexOf(" = ");
            if (eq < 1) {
                throw new VectorFileException(where + ": expected 'Field = value', got '" + line + "'");
            }
            if (fields == null) {
                throw new VectorFileException(where + ": field before the first [name] line");
            }
            String field = line.substring(0, eq);
            if (fields.put(field, line.substring(eq + 3)) != null) {
                throw new VectorFileException(where + ": field " + field + " repeated in [" + name + "]");
            }
        }
        if (fields != null) {
            out.add(new NamedCase(caseSource, name, Collections.unmodifiableMap(fields)));
        }
        return Collections.unmodifiableList(out);
    }
}
