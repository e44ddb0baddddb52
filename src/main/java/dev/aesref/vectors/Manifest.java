package dev.aesref.vectors;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The list of every external vector file the harness reads, with its SHA-256: the file
 * {@code vectors/MANIFEST} of the repository, embedded in the jar.
 *
 * <p>Format: one file per line, {@code <root property> <relative path> <sha256 hex>} separated by
 * spaces; blank lines and lines starting with {@code #} are ignored.
 */
public final class Manifest {

    /** Classpath location of the embedded manifest. */
    public static final String RESOURCE = EmbeddedVectors.PREFIX + "MANIFEST";

    /** One listed file. */
    public record Entry(VectorRoot root, String path, String sha256) {}

    private static volatile Manifest embedded;

    private final String source;
    private final Map<String, Entry> entries;

    private Manifest(String source, Map<String, Entry> entries) {
        this.source = source;
        this.entries = entries;
    }

    /** The manifest embedded in the jar (read once). */
    public static Manifest embedded() {
        Manifest m = embedded;
        if (m == null) {
            m = parse(new String(EmbeddedVectors.read("MANIFEST"), StandardCharsets.UTF_8), RESOURCE);
            embedded = m;
        }
        return m;
    }

    /**
     * Parses manifest text.
     *
     * @throws VectorFileException naming the line of any malformed entry or duplicate path
     */
    public static Manifest parse(String text, String source) {
        Map<String, Entry> map = new LinkedHashMap<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = source + ":" + (i + 1);
            String[] parts = line.split("\\s+");
            if (parts.length != 3) {
                throw new VectorFileException(where + ": expected '<root> <path> <sha256>', got '"
                        + line + "'");
            }
            VectorRoot root;
            try {
                root = VectorRoot.byProperty(parts[0]);
            } catch (IllegalArgumentException e) {
                throw new VectorFileException(where + ": " + e.getMessage(), e);
            }
            String sha = parts[2];
            if (sha.length() != 64 || Hex.decode(sha, where).length != 32
                    || !sha.equals(sha.toLowerCase(java.util.Locale.ROOT))) {
                throw new VectorFileException(where + ": sha256 must be 64 lower-case hex digits, got '"
                        + sha + "'");
            }
            Entry e = new Entry(root, parts[1], sha);
            if (map.put(key(root, parts[1]), e) != null) {
                throw new VectorFileException(where + ": " + parts[1] + " is listed twice");
            }
        }
        return new Manifest(source, Collections.unmodifiableMap(map));
    }

    /** Every entry, in file order. */
    public List<Entry> entries() {
        return new ArrayList<>(entries.values());
    }

    /**
     * The expected SHA-256 of {@code path} under {@code root}.
     *
     * @throws VectorFileException if the file is not listed: the harness reads no unlisted file
     */
    public String sha256(VectorRoot root, String path) {
        Entry e = entries.get(key(root, path));
        if (e == null) {
            throw new VectorFileException(root.property() + " " + path + " is not listed in " + source
                    + "; every external vector file must be listed there with its sha256");
        }
        return e.sha256();
    }

    private static String key(VectorRoot root, String path) {
        return root.property() + " " + path;
    }
}
