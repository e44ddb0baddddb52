package dev.aesref.vectors;

/**
 * A vector file is missing, differs from the copy listed in the manifest, or cannot be parsed.
 * The message always names the file and, for a missing file, says how to get it.
 */
public final class VectorFileException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final boolean missing;

    public VectorFileException(String message) {
        this(message, false);
    }

    public VectorFileException(String message, Throwable cause) {
        super(message, cause);
        this.missing = false;
    }

    private VectorFileException(String message, boolean missing) {
        super(message);
        this.missing = missing;
    }

    /** The file or its directory does not exist (as opposed to a wrong or malformed copy). */
    static VectorFileException missing(String message) {
        return new VectorFileException(message, true);
    }

    /**
     * True when the file or its directory is absent. The command line's {@code selftest} reports
     * such suites as skipped; a file that exists but is not the listed copy is always a failure.
     */
    public boolean missing() {
        return missing;
    }
}
