package dev.aesref.vectors;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The project's own vector files: the repository's {@code vectors/} directory, which the build
 * copies into the jar under {@value #PREFIX} so that {@code selftest} runs anywhere.
 */
public final class EmbeddedVectors {

    /** Classpath folder of the embedded copy of {@code vectors/}. */
    public static final String PREFIX = "/dev/aesref/vectors/embedded/";

    private EmbeddedVectors() {}

    /** Whether {@code vectors/<relativePath>} is embedded. */
    public static boolean exists(String relativePath) {
        return EmbeddedVectors.class.getResource(PREFIX + relativePath) != null;
    }

    /**
     * The bytes of {@code vectors/<relativePath>}.
     *
     * @throws VectorFileException if the resource is absent (a build without the
     *     {@code vectors/} resource folder, or a file that is not in this version)
     */
    public static byte[] read(String relativePath) {
        InputStream in = EmbeddedVectors.class.getResourceAsStream(PREFIX + relativePath);
        if (in == null) {
            throw new VectorFileException("embedded vector file " + PREFIX + relativePath
                    + " is not on the classpath; the build (process-resources) copies the repository's"
                    + " vectors/ folder there and into the jar: rebuild with `mvn package`");
        }
        try (in) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + PREFIX + relativePath, e);
        }
    }
}
