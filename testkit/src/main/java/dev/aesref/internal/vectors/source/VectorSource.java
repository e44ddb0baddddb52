package dev.aesref.internal.vectors.source;

import dev.aesref.internal.vectors.format.Hex;
import dev.aesref.internal.vectors.format.TextFormat;
import dev.aesref.internal.vectors.format.VectorFileException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where the harness reads vector files from: the copy of the repository's {@code vectors/}
 * embedded in the jar (classpath folder {@value #RESOURCE_PREFIX}), or, when the system property
 * {@value #PROPERTY} names a directory, that directory, laid out like {@code vectors/}.
 *
 * <p>Whatever the root, a file is read only if {@code vectors/MANIFEST} (always the embedded one)
 * lists it, and only if its SHA-256 is the listed one: a different copy may hold different
 * vectors, and the suites assert exact vector counts. A missing file is an error naming the file
 * and its origin, never a skip. Parsed files are kept in one cache, by root, path and format, so
 * each is read and parsed once per run.
 */
public final class VectorSource {

    /** The system property that replaces the embedded copy by a directory. */
    public static final String PROPERTY = "aesref.vectors";

    /** Classpath folder of the embedded copy of {@code vectors/}. */
    public static final String RESOURCE_PREFIX = "/dev/aesref/internal/vectors/embedded/";

    private static final Map<List<Object>, Object> CACHE = new ConcurrentHashMap<>();

    private static volatile Manifest manifest;

    private final Path dir;

    private VectorSource(Path dir) {
        this.dir = dir;
    }

    /** The embedded copy. */
    public static VectorSource embedded() {
        return new VectorSource(null);
    }

    /** A directory laid out like {@code vectors/}. */
    public static VectorSource directory(Path dir) {
        return new VectorSource(dir.toAbsolutePath().normalize());
    }

    /** The root in effect: {@code -Daesref.vectors=DIR} if set, else the embedded copy. */
    public static VectorSource current() {
        String d = System.getProperty(PROPERTY);
        return d == null || d.isEmpty() ? embedded() : directory(Path.of(d));
    }

    /** The embedded {@code vectors/MANIFEST}, read once. */
    public static Manifest manifest() {
        Manifest m = manifest;
        if (m == null) {
            m = Manifest.parse(new String(resource("MANIFEST"), StandardCharsets.UTF_8), "vectors/MANIFEST");
            manifest = m;
        }
        return m;
    }

    /** {@code "the embedded vectors/ (classpath ...)"} or {@code "-Daesref.vectors=DIR"}. */
    public String describe() {
        return dir == null ? "the embedded vectors/ (classpath " + RESOURCE_PREFIX + ")"
                : "-D" + PROPERTY + "=" + dir;
    }

    /**
     * The bytes of {@code vectors/<path>}, checked against {@code manifest}.
     *
     * @throws VectorFileException if the file is not listed, is absent, or has another hash
     */
    public byte[] read(String path, Manifest manifest) {
        Manifest.Entry entry = manifest.entry(path);
        byte[] bytes = dir == null ? resource(path) : file(path, entry);
        String actual = sha256Hex(bytes);
        if (!actual.equals(entry.sha256())) {
            throw new VectorFileException("vector file vectors/" + path + " in " + describe()
                    + " is not the listed copy: sha256 expected " + entry.sha256() + " (vectors/MANIFEST),"
                    + " actual " + actual + "; the listed copy is " + manifest.cite(path));
        }
        return bytes;
    }

    /** {@link #read(String, Manifest)} against the embedded manifest. */
    public byte[] read(String path) {
        return read(path, manifest());
    }

    /**
     * {@code vectors/<path>} parsed by {@code format}: read, hash-checked and parsed on the first
     * call for this root, path and format, then served from the cache.
     */
    @SuppressWarnings("unchecked")
    public <T> T load(String path, TextFormat<T> format) {
        List<Object> key = List.of(describe(), path, format);
        Object cached = CACHE.get(key);
        if (cached == null) {
            cached = format.parse(new String(read(path), StandardCharsets.UTF_8), "vectors/" + path);
            CACHE.put(key, cached);
        }
        return (T) cached;
    }

    private byte[] file(String path, Manifest.Entry entry) {
        Path f = dir.resolve(path);
        if (!Files.isRegularFile(f)) {
            throw new VectorFileException("vector file " + f + " does not exist (" + describe()
                    + " must be laid out like the repository's vectors/, whose copy is "
                    + "vectors/" + path + ", from " + entry.source().cite() + ")");
        }
        try {
            return Files.readAllBytes(f);
        } catch (IOException e) {
            throw new UncheckedIOException("reading vector file " + f, e);
        }
    }

    private static byte[] resource(String path) {
        InputStream in = VectorSource.class.getResourceAsStream(RESOURCE_PREFIX + path);
        if (in == null) {
            throw new VectorFileException("embedded vector file " + RESOURCE_PREFIX + path
                    + " is not on the classpath; the build (process-resources) copies the repository's"
                    + " vectors/ folder there and into the jar: rebuild with `mvn package`");
        }
        try (in) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + RESOURCE_PREFIX + path, e);
        }
    }

    /** Lower-case hex SHA-256 of {@code bytes}. */
    public static String sha256Hex(byte[] bytes) {
        try {
            return Hex.encode(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform must provide SHA-256", e);
        }
    }
}
