package dev.aesref.internal.vectors.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.internal.vectors.format.WycheproofFile;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every Wycheproof suite, whole, must notice a wrong engine. Split from {@link FaultDetectionTest}
 * because it is most of that test's time (the FF1 files alone hold some 55,000 tests, run twice):
 * it runs in every ordinary {@code mvn test}, but PIT leaves it out of the per-mutant runs
 * (mutation/README.md), since the checks' own tests (WycheproofChecksTest and the
 * Wycheproof*CheckTest classes) kill what it kills, on a few real tests each.
 */
@Tag("integration") // too slow to repeat per mutant: every Wycheproof suite under wrong engines; the check tests kill what it kills
class WycheproofFaultDetectionTest {

    static Stream<Arguments> wycheproofSuites() {
        return Suites.all().stream().filter(s -> s instanceof WycheproofSuite).map(s -> Arguments.of(Named.of(s.name(), s)));
    }

    /**
     * Under a wrong engine every valid test fails (an invalid one is still rejected, which is
     * right). Not counted: a valid FF1 test flagged SmallMessageSize, which is rejected by design
     * whatever the engine; and a valid CCM test with an empty message, whose tag T XOR S_0 hides
     * this fault (it flips the same bit of T and of S_0).
     */
    private static long validTests(Suite suite) {
        WycheproofFile f = VectorSource.current().load(suite.files().get(0), WycheproofFile.FORMAT);
        boolean ccm = suite.name().equals("wycheproof-aes-ccm");
        return f.tests().stream().filter(t -> t.result() == WycheproofRecord.Result.VALID
                && !t.hasFlag("SmallMessageSize") && !(ccm && t.hex("msg").length == 0)).count();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("wycheproofSuites")
    void flippedBitFailsEveryValidWycheproofTest(Suite suite) {
        SuiteResult r = suite.run(new FaultyEngine(false));
        assertFalse(r.passed(), r::summary);
        assertTrue(r.failedVectors() >= validTests(suite), r::report);
        assertEquals(SuiteMatrixTest.expected(suite.name()), r.vectors());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("wycheproofSuites")
    void engineExceptionsFailEveryValidWycheproofTest(Suite suite) {
        SuiteResult r = suite.run(new FaultyEngine(true));
        assertFalse(r.passed());
        assertTrue(r.failedVectors() >= validTests(suite), r::report);
    }
}
