package dev.aesref.vectors;

/**
 * A vector file is missing, differs from the copy listed in the manifest, or cannot be parsed.
 * The message always names the file and, for a missing file, says how to get it.
 */
public final class VectorFileException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public VectorFileException(String message) {
        super(message);
    }

    public VectorFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
