/**
 * The aesref test kit, for other projects' tests: the expected answers of counter mode at any
 * block, the counter-boundary cases, JUnit 5 argument sources over the embedded vector files,
 * conformance suites for any {@code BlockEngine} and any {@code Aead}, and {@code aesref check}
 * as a library call against any JCA provider.
 *
 * <p>Exported: {@code dev.aesref.testkit}, {@code dev.aesref.testkit.check} and
 * {@code dev.aesref.testkit.conformance}. The vector readers, manifest and suites
 * ({@code dev.aesref.internal.vectors}) are internal; the tools read them for
 * {@code aesref selftest} through a qualified export.
 */
module dev.aesref.testkit {
    requires transitive dev.aesref;
    // The argument sources and conformance suites only; ExpectedCtr, CounterBoundaries and the
    // check harness work without JUnit (NoJunitTest).
    requires static org.junit.jupiter.api;
    requires static org.junit.jupiter.params;

    exports dev.aesref.testkit;
    exports dev.aesref.testkit.check;
    exports dev.aesref.testkit.conformance;

    exports dev.aesref.internal.vectors.format to dev.aesref.tools;
    exports dev.aesref.internal.vectors.source to dev.aesref.tools;
    exports dev.aesref.internal.vectors.suite to dev.aesref.tools;

    // The embedded vector files are read by name from this module's own classes.
}
