package dev.aesref.internal.vectors.source;

import dev.aesref.internal.vectors.format.Hex;
import dev.aesref.internal.vectors.format.VectorFileException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code vectors/MANIFEST}: every file under {@code vectors/} that the harness reads, with its
 * SHA-256 and where it comes from. It is the one place that names a source's origin and
 * revision; suites and error messages quote it from here.
 *
 * <p>Format (UTF-8 lines; blank lines and lines starting with {@code #} are ignored):
 * <pre>
 * source NAME                 starts a source; the four lines below follow it, once each
 * origin TEXT                 the repository or package the files were copied from
 * version TEXT                its commit or package version ({@code -}: this repository's own)
 * path TEXT                   where the files are there, and where they went here
 * licence TEXT                the terms, and the file beside the data that states them
 * &lt;sha256&gt;  &lt;path&gt;           one file of the source above: 64 lower-case hex digits, two
 *                             spaces, the path relative to vectors/ (sha256sum's layout)
 * </pre>
 */
public final class Manifest {

    /** Where a listed file comes from. */
    public record Source(String name, String origin, String version, String path, String licence) {

        /**
         * One line for messages and suite descriptions: {@code origin @ version (path)}, e.g.
         * {@code https://github.com/google/hctr2 @ 0b0b5375 (test_vectors/ours/XCTR/...)}. A
         * 40-digit commit is shortened to its first 8 digits; version {@code -} is left out.
         */
        public String cite() {
            String v = version.equals("-") ? ""
                    : " @ " + (version.matches("[0-9a-f]{40}") ? version.substring(0, 8) : version);
            return origin + v + " (" + path + ")";
        }
    }

    /** One listed file. */
    public record Entry(String path, String sha256, Source source) {}

    private static final String[] KEYS = {"origin", "version", "path", "licence"};

    private final String where;
    private final Map<String, Entry> entries;
    private final Map<String, Source> sources;

    private Manifest(String where, Map<String, Entry> entries, Map<String, Source> sources) {
        this.where = where;
        this.entries = entries;
        this.sources = sources;
    }

    /**
     * Parses manifest text.
     *
     * @param where names the text in messages
     * @throws VectorFileException naming the line of a malformed line, a file before any source,
     *     a source line missing or repeated, or a path listed twice
     */
    public static Manifest parse(String text, String where) {
        Map<String, Entry> entries = new LinkedHashMap<>();
        Map<String, Source> sources = new LinkedHashMap<>();
        String name = null;
        Map<String, String> keys = new LinkedHashMap<>();
        Source current = null;
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            String at = where + ":" + (i + 1);
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int space = line.indexOf(' ');
            String head = space < 0 ? line : line.substring(0, space);
            String rest = space < 0 ? "" : line.substring(space + 1).strip();
            if (head.equals("source")) {
                if (rest.isEmpty() || rest.contains(" ")) {
                    throw new VectorFileException(at + ": expected 'source NAME', got '" + line + "'");
                }
                if (name != null && current == null) {
                    throw new VectorFileException(at + ": source " + name + " lists no files");
                }
                if (sources.containsKey(rest)) {
                    throw new VectorFileException(at + ": source " + rest + " is listed twice");
                }
                name = rest;
                keys = new LinkedHashMap<>();
                current = null;
            } else if (List.of(KEYS).contains(head)) {
                if (name == null || current != null) {
                    throw new VectorFileException(at + ": '" + head + "' must follow a 'source' line,"
                            + " before its files");
                }
                if (rest.isEmpty()) {
                    throw new VectorFileException(at + ": '" + head + "' needs a value");
                }
                if (keys.put(head, rest) != null) {
                    throw new VectorFileException(at + ": '" + head + "' repeated in source " + name);
                }
            } else if (head.length() == 64 && line.startsWith(head + "  ") && !rest.isEmpty()) {
                if (current == null) {
                    current = source(name, keys, at);
                    sources.put(name, current);
                }
                String path = rest;
                if (!head.equals(head.toLowerCase(Locale.ROOT))) {
                    throw new VectorFileException(at + ": sha256 must be 64 lower-case hex digits, got '"
                            + head + "'");
                }
                Hex.decode(head, at + " sha256");
                if (entries.put(path, new Entry(path, head, current)) != null) {
                    throw new VectorFileException(at + ": " + path + " is listed twice");
                }
            } else {
                throw new VectorFileException(at + ": expected 'source', 'origin', 'version', 'path',"
                        + " 'licence' or '<sha256>  <path>', got '" + line + "'");
            }
        }
        if (name != null && current == null) {
            throw new VectorFileException(where + ": source " + name + " lists no files");
        }
        return new Manifest(where, Collections.unmodifiableMap(entries), Collections.unmodifiableMap(sources));
    }

    private static Source source(String name, Map<String, String> keys, String at) {
        if (name == null) {
            throw new VectorFileException(at + ": a file before any 'source' line");
        }
        for (String k : KEYS) {
            if (!keys.containsKey(k)) {
                throw new VectorFileException(at + ": source " + name + " has no '" + k + "' line");
            }
        }
        return new Source(name, keys.get("origin"), keys.get("version"), keys.get("path"), keys.get("licence"));
    }

    /** Every listed file, in file order. */
    public List<Entry> entries() {
        return new ArrayList<>(entries.values());
    }

    /** Every source, in file order. */
    public List<Source> sources() {
        return new ArrayList<>(sources.values());
    }

    /**
     * The entry of {@code path} (relative to {@code vectors/}).
     *
     * @throws VectorFileException if the file is not listed: the harness reads no unlisted file
     */
    public Entry entry(String path) {
        Entry e = entries.get(path);
        if (e == null) {
            throw new VectorFileException("vectors/" + path + " is not listed in " + where
                    + "; every vector file the harness reads is listed there with its sha256");
        }
        return e;
    }

    /** {@code "vectors/<path>, from <source cite>"}, for messages. */
    public String cite(String path) {
        return cite(List.of(path));
    }

    /**
     * The files of one suite and their source, for its description: {@code "vectors/<path>, from
     * <cite>"} for one file, {@code "vectors/<common folder> (n files), from <cite>"} for more.
     *
     * @throws VectorFileException if a file is not listed
     * @throws IllegalArgumentException if the list is empty or the files come from two sources
     */
    public String cite(List<String> paths) {
        if (paths.isEmpty()) {
            throw new IllegalArgumentException("paths must not be empty");
        }
        Source source = entry(paths.get(0)).source();
        String dir = paths.get(0);
        for (String p : paths) {
            if (!entry(p).source().equals(source)) {
                throw new IllegalArgumentException("paths must come from one source: " + paths.get(0)
                        + " is from " + source.name() + ", " + p + " from " + entry(p).source().name());
            }
            while (!p.startsWith(dir)) {
                dir = dir.substring(0, dir.lastIndexOf('/', dir.length() - 2) + 1);
            }
        }
        String what = paths.size() == 1 ? paths.get(0) : dir + " (" + paths.size() + " files)";
        return "vectors/" + what + ", from " + source.cite();
    }
}
