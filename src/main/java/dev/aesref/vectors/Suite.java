package dev.aesref.vectors;

import dev.aesref.BlockEngine;

/**
 * A set of known-answer vectors that can be run over any engine. The JUnit tests and the command
 * line's {@code selftest} run the same suite objects (see {@link Suites}).
 */
public interface Suite {

    /** A short stable name, e.g. {@code nist-mct-cbc}. */
    String name();

    /** Where the vectors come from, in one line (standard, file, revision). */
    String source();

    /** Whether the suite reads only files embedded in the jar (no external vector tree). */
    boolean embedded();

    /**
     * Runs every vector over {@code engine}. A wrong answer or an exception thrown by the engine
     * or a mode is recorded as a failure of that vector; a missing, altered or malformed vector
     * file is not a test result and throws {@link VectorFileException}.
     */
    SuiteResult run(BlockEngine engine);
}
