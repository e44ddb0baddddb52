package dev.aesref.internal.vectors.format;

/**
 * A vector file is missing, differs from the copy listed in {@code vectors/MANIFEST}, or cannot
 * be parsed. The message always names the file (and the line or JSON path where it can). It is
 * never a skip: a suite whose file fails to load has failed.
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
