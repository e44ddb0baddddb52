package dev.aesref.vectors;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * Reads external vector files after checking them against the {@link Manifest}.
 *
 * <p>A missing directory or file is an error whose message says how to get it (never a skip), and
 * a file whose SHA-256 differs from the manifest fails naming the file and both hashes, because a
 * different copy may hold different vectors and the suites assert exact vector counts.
 */
public final class VectorFiles {

    private VectorFiles() {}

    /** {@code relativePath} under {@code root}'s directory, checked against the embedded manifest. */
    public static byte[] read(VectorRoot root, String relativePath) {
        return read(root, root.dir(), relativePath, Manifest.embedded());
    }

    /**
     * {@code relativePath} under {@code dir}, checked against {@code manifest}'s entry for
     * {@code root}.
     */
    public static byte[] read(VectorRoot root, Path dir, String relativePath, Manifest manifest) {
        String expected = manifest.sha256(root, relativePath);
        if (!Files.isDirectory(dir)) {
            throw VectorFileException.missing("vector directory " + dir.toAbsolutePath() + " (-D"
                    + root.property() + ") does not exist; " + root.howToGet(relativePath));
        }
        Path file = dir.resolve(relativePath);
        if (!Files.isRegularFile(file)) {
            throw VectorFileException.missing("vector file " + file.toAbsolutePath() + " does not exist; "
                    + root.howToGet(relativePath));
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException("reading vector file " + file.toAbsolutePath(), e);
        }
        String actual = sha256Hex(bytes);
        if (!actual.equals(expected)) {
            throw new VectorFileException("vector file " + file.toAbsolutePath()
                    + " is not the listed copy: sha256 expected " + expected + " (vectors/MANIFEST, "
                    + root.property() + " " + relativePath + "), actual " + actual + "; to get the listed"
                    + " copy: " + root.howToGet(relativePath));
        }
        return bytes;
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
