package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.internal.vectors.format.VectorFileException;
import java.util.List;

/**
 * A set of known-answer vectors that can be run over any engine. The JUnit tests and the command
 * line's {@code selftest} run the same suite objects (see {@link Suites}).
 */
public interface Suite {

    /** No limit: {@link #run(BlockEngine, int)} runs every vector of every file. */
    int ALL = Integer.MAX_VALUE;

    /** A short stable name, e.g. {@code nist-mct-cbc}. */
    String name();

    /**
     * Where the vectors come from, in one line: the standard or template, and the files with
     * their origin as {@code vectors/MANIFEST} gives it.
     */
    String source();

    /** The files the suite reads, as paths relative to {@code vectors/}, in the order it reads them. */
    List<String> files();

    /**
     * Runs the first {@code perFile} vectors of each file the suite reads over {@code engine}
     * ({@link #ALL}: every vector; {@code selftest --quick} uses a few). A wrong answer or an
     * exception thrown by the engine or a mode is recorded as a failure of that vector; a
     * missing, altered or malformed vector file is not a test result and throws
     * {@link VectorFileException}.
     *
     * @throws IllegalArgumentException if {@code perFile < 1}
     */
    SuiteResult run(BlockEngine engine, int perFile);

    /** Every vector: {@code run(engine, ALL)}. */
    default SuiteResult run(BlockEngine engine) {
        return run(engine, ALL);
    }
}
