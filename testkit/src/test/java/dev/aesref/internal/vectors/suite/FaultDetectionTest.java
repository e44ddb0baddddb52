package dev.aesref.internal.vectors.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The suites must notice a wrong engine: otherwise a passing run would mean nothing. The
 * Wycheproof suites have their own class, {@link WycheproofFaultDetectionTest}. Both run whole
 * files and are left out of PIT's per-mutant runs; {@link SuiteFaultsTest} makes the same checks
 * on a few records of each suite, for PIT.
 */
@Tag("integration") // too slow to repeat per mutant: whole suites under wrong engines; SuiteFaultsTest makes the same checks on a few records
class FaultDetectionTest {

    static Stream<Arguments> suites() {
        return Suites.all().stream().map(s -> Arguments.of(Named.of(s.name(), s)));
    }

    /**
     * Vectors of the other suites that are still right under the flipped bit. Wycheproof CBC-PKCS5:
     * the 144 invalid tests (216 - 72 valid) are still rejected. NIST GCM, CCM and key wrap: the
     * records marked FAIL (GCM {@code grep -c '^FAIL'}: 4011 + 3978 + 3919; CCM
     * {@code Result = Fail}: 3 x 160; KW/KWP AD: 12 files x 100) are still refused, which is
     * right; and the 3 x 20 CCM DVPT Pass records with neither associated data nor payload (the
     * four {@code [Alen = 0, Plen = 0, ...]} sections of each file, 5 Pass records each), whose
     * tag is E(B_0) XOR E(A_0): the fault flips the same bit of both.
     */
    static final java.util.Map<String, Integer> STILL_RIGHT = java.util.Map.of(
            "wycheproof-cbc-pkcs5", 216 - 72,
            "nist-gcm", 4011 + 3978 + 3919,
            "nist-ccm", 3 * 160 + 3 * 20,
            "nist-keywrap", 12 * 100);

    static Stream<Arguments> otherSuites() {
        return Suites.all().stream().filter(s -> !(s instanceof WycheproofSuite)).map(s -> Arguments.of(Named.of(s.name(), s)));
    }

    /**
     * With the top bit of every block output flipped, every vector is wrong, with two exceptions.
     * Wycheproof CBC-PKCS5: only the 72 valid tests fail; the 144 invalid ones are still rejected,
     * because the flip touches byte 0 of a block, never the padding bytes at its end. CFB1 Monte
     * Carlo: the last record of each of the 6 sections (3 files x ENCRYPT/DECRYPT) has no next
     * record to chain to, so only its one output bit is compared, and a wrong engine matches one
     * bit by chance half the time; every other record also checks the next 128-256-bit KEY and IV.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("otherSuites")
    void flippedBitFailsEveryVector(Suite suite) {
        SuiteResult r = suite.run(new FaultyEngine(false));
        assertFalse(r.passed(), r::summary);
        if (suite.name().equals("nist-mct-cfb1")) {
            assertTrue(r.failedVectors() >= r.vectors() - 6, r::summary);
        } else {
            int expectedFailures = r.vectors() - STILL_RIGHT.getOrDefault(suite.name(), 0);
            assertEquals(expectedFailures, r.failedVectors(), r::report);
        }
        assertEquals(SuiteMatrixTest.EXPECTED.get(suite.name()), r.vectors());
        assertEquals(Math.min(r.failedVectors(), SuiteResult.MAX_REPORTED), r.failures().size());
        assertTrue(r.failures().get(0).contains("expected") && r.failures().get(0).contains(", got "),
                r.failures().get(0));
        if (r.failedVectors() > SuiteResult.MAX_REPORTED) {
            assertTrue(r.report().endsWith("... and " + (r.failedVectors() - SuiteResult.MAX_REPORTED)
                    + " more"), r.report());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("otherSuites")
    void engineExceptionsAreFailuresNotCrashes(Suite suite) {
        SuiteResult r = suite.run(new FaultyEngine(true));
        assertFalse(r.passed());
        assertEquals(r.vectors(), r.failedVectors());
        assertTrue(r.failures().get(0).contains("threw java.lang.IllegalStateException: faulty engine"),
                r.failures().get(0));
    }
}
