/**
 * The vector suites: each runs one set of known answers over any {@link dev.aesref.BlockEngine},
 * through the library's modes, and reports a {@link dev.aesref.internal.vectors.suite.SuiteResult}.
 *
 * <p>{@link dev.aesref.internal.vectors.suite.Suite} is the contract, {@link dev.aesref.internal.vectors.suite.Suites}
 * the registry that the JUnit matrix and the command line's {@code selftest} both run. A suite
 * reads its files through {@link dev.aesref.internal.vectors.source.VectorSource} and parses them with a
 * reader of {@code dev.aesref.internal.vectors.format}; it owns only the meaning of the vectors (which
 * mode, which direction, what a valid or invalid test must do). Dependencies point one way:
 * suite, then source, then format.
 */
package dev.aesref.internal.vectors.suite;
