package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link SuiteMatrixTest}'s run of every suite on every engine, for the suites of the Wycheproof
 * JSON files: the same check and the same counts ({@link SuiteMatrixTest#WYCHEPROOF}), in a class
 * of its own so that the two halves of the matrix can run in surefire's two forks at once.
 */
@Tag("integration") // too slow to repeat per mutant: every Wycheproof suite on every engine
class WycheproofMatrixTest {

    static Stream<Arguments> defaultRuns() {
        return SuiteMatrixTest.runs(false, true);
    }

    static Stream<Arguments> slowRuns() {
        return SuiteMatrixTest.runs(true, true);
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("defaultRuns")
    void suitePassesWithExactCount(Suite suite, BlockEngine engine) {
        SuiteMatrixTest.check(suite, engine);
    }

    /** No rows when no engine of {@code SuiteMatrixTest.SLOW_FOR_MCT} is registered. */
    @Tag("slow")
    @ParameterizedTest(name = "{0} on {1}", allowZeroInvocations = true)
    @MethodSource("slowRuns")
    void slowSuitePassesWithExactCount(Suite suite, BlockEngine engine) {
        SuiteMatrixTest.check(suite, engine);
    }
}
