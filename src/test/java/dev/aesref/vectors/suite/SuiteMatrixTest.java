package dev.aesref.vectors.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.harness.JdkAesEngine;
import dev.aesref.harness.TestEngines;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every suite of {@link Suites#all()} on every engine, with the exact number of vectors each must
 * run, from the embedded copy of {@code vectors/} (or {@code -Daesref.vectors=DIR}); a missing
 * file fails, never skips.
 */
class SuiteMatrixTest {

    /**
     * Vector counts, taken from the sources rather than from the code: KAT/MMT per mode =
     * GFSbox 14+12+10 + KeySbox 42+48+32 + VarKey 256+384+512 + VarTxt 3*256 + MMT 3*20 records
     * = 2138 (COUNT lines of the Debian files); MCT = 3 files x (100 ENCRYPT + 100 DECRYPT)
     * (nist-mct/MANIFEST.md); kernel CTR 5 and XCTR 18, google/hctr2 XCTR 50+40+90
     * (ctr-edge/ and xctr/ MANIFEST.md); Wycheproof CBC-PKCS5 numberOfTests 216; SP 800-38A
     * Appendix F: 7 files (ECB, CBC, CFB1, CFB8, CFB128, OFB, CTR) x 3 key sizes x encrypt and
     * decrypt = 42; RFC 3686 section 6: 9 vectors; FIPS-197 Appendix C.1-C.3: 3.
     */
    static final Map<String, Integer> EXPECTED = Map.ofEntries(
            Map.entry("fips197-appendix-c", 3),
            Map.entry("sp800-38a", 42),
            Map.entry("rfc3686", 9),
            Map.entry("nist-kat-mmt-ecb", 2138),
            Map.entry("nist-kat-mmt-cbc", 2138),
            Map.entry("nist-kat-mmt-cfb1", 2138),
            Map.entry("nist-kat-mmt-cfb8", 2138),
            Map.entry("nist-kat-mmt-cfb128", 2138),
            Map.entry("nist-kat-mmt-ofb", 2138),
            Map.entry("nist-mct-ecb", 600),
            Map.entry("nist-mct-cbc", 600),
            Map.entry("nist-mct-cfb1", 600),
            Map.entry("nist-mct-cfb8", 600),
            Map.entry("nist-mct-cfb128", 600),
            Map.entry("nist-mct-ofb", 600),
            Map.entry("ctr-edge-kernel", 5),
            Map.entry("xctr-kernel", 18),
            Map.entry("xctr-hctr2", 180),
            Map.entry("wycheproof-cbc-pkcs5", 216));

    static Stream<Arguments> defaultRuns() {
        return runs(false);
    }

    static Stream<Arguments> slowRuns() {
        return runs(true);
    }

    /** (suite, engine) pairs: the slow ones are the MCT suites on engines listed as slow for MCT. */
    private static Stream<Arguments> runs(boolean slow) {
        List<Arguments> out = new ArrayList<>();
        for (Suite suite : Suites.all()) {
            for (BlockEngine engine : TestEngines.all()) {
                boolean isSlow = suite instanceof NistMctSuite
                        && TestEngines.SLOW_FOR_MCT.contains(engine.name());
                if (isSlow == slow) {
                    out.add(Arguments.of(Named.of(suite.name(), suite), Named.of(engine.name(), engine)));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("defaultRuns")
    void suitePassesWithExactCount(Suite suite, BlockEngine engine) {
        check(suite, engine);
    }

    /** No rows when no engine of {@link TestEngines#SLOW_FOR_MCT} is registered. */
    @Tag("slow")
    @ParameterizedTest(name = "{0} on {1}", allowZeroInvocations = true)
    @MethodSource("slowRuns")
    void slowSuitePassesWithExactCount(Suite suite, BlockEngine engine) {
        check(suite, engine);
    }

    private static void check(Suite suite, BlockEngine engine) {
        SuiteResult r = suite.run(engine);
        assertEquals(suite.name(), r.suite());
        assertEquals(engine.name(), r.engine());
        assertTrue(r.passed(), r::report);
        assertEquals(EXPECTED.get(suite.name()), r.vectors(), r::summary);
    }

    @Test
    void everyRegisteredSuiteHasAnExpectedCount() {
        List<String> names = Suites.all().stream().map(Suite::name).toList();
        assertEquals(EXPECTED.keySet(), java.util.Set.copyOf(names));
        assertEquals(names.size(), EXPECTED.size(), "suite names must be unique");
    }

    /** The README's selftest --quick: the first 3 vectors of every file, every suite, every engine. */
    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("quickRuns")
    void quickRunTouchesEveryFile(Suite suite, BlockEngine engine) {
        SuiteResult r = suite.run(engine, 3);
        assertTrue(r.passed(), r::report);
        assertEquals(SuiteChecksTest.FILES.get(suite.name()) * 3, r.vectors(), r::summary);
    }

    static Stream<Arguments> quickRuns() {
        List<Arguments> out = new ArrayList<>();
        for (Suite suite : Suites.all()) {
            for (BlockEngine engine : TestEngines.all()) {
                out.add(Arguments.of(Named.of(suite.name(), suite), Named.of(engine.name(), engine)));
            }
        }
        return out.stream();
    }

    @Test
    void everySuiteNamesItsSource() {
        for (Suite s : Suites.all()) {
            assertTrue(s.source().length() > 20, s.name());
            assertEquals(s, Suites.byName(s.name()));
        }
    }

    @Test
    void unknownSuiteNameIsRejectedWithTheKnownNames() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(java.util.NoSuchElementException.class,
                () -> Suites.byName("nope"));
        assertTrue(e.getMessage().contains("'nope'") && e.getMessage().contains("nist-mct-cfb1"),
                e.getMessage());
    }
}
