package dev.aesref.internal.vectors.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.testkit.JdkAesEngine;
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
@Tag("integration") // too slow to repeat per mutant: every suite on every engine
class SuiteMatrixTest {

    /**
     * Engines too slow for the Monte Carlo suites in the default run (3.6 million block
     * operations per engine); their MCT runs are tagged slow. Every other suite runs on them.
     * Default: the FIPS-197 {@code spec} engine and {@code vpaes-1x} (the same function as
     * {@code vpaes}, whose MCT runs by default); a comma-separated list in the system property
     * {@code aesref.slowMctEngines} replaces it.
     */
    static final java.util.Set<String> SLOW_FOR_MCT =
            java.util.Set.of(System.getProperty("aesref.slowMctEngines", "spec,vpaes-1x").split(","));

    /**
     * Vector counts, taken from the sources rather than from the code: KAT/MMT per mode =
     * GFSbox 14+12+10 + KeySbox 42+48+32 + VarKey 256+384+512 + VarTxt 3*256 + MMT 3*20 records
     * = 2138 (COUNT lines of the Debian files); MCT = 3 files x (100 ENCRYPT + 100 DECRYPT)
     * (nist-mct/MANIFEST.md); kernel CTR 5 and XCTR 18, google/hctr2 XCTR 50+40+90
     * (ctr-edge/ and xctr/ MANIFEST.md); Wycheproof CBC-PKCS5 numberOfTests 216; SP 800-38A
     * Appendix F: 7 files (ECB, CBC, CFB1, CFB8, CFB128, OFB, CTR) x 3 key sizes x encrypt and
     * decrypt = 42; RFC 3686 section 6: 9 vectors; FIPS-197 Appendix C.1-C.3: 3. The NIST CAVP
     * mode files (grep -c '^Count' or '^COUNT' on each, see {@link NistCavpSuitesTest#RECORDS}):
     * GCM 6 x 7875; CCM 3 x (DVPT 240 + VADT 330 + VNT 70 + VPT 250 + VTT 70); XTS 4 x 1000
     * records, of which 4 x 300 have a data unit that is not whole bytes
     * ({@link #UNSUPPORTED}); KW/KWP 24 x 500; SP 800-38B CMAC 3 x 4.
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
            Map.entry("nist-gcm", 6 * 7875),
            Map.entry("nist-ccm", 3 * (240 + 330 + 70 + 250 + 70)),
            Map.entry("nist-xts", 4 * 1000 - 4 * 300),
            Map.entry("nist-keywrap", 24 * 500),
            Map.entry("nist-cmac", 3 * 4),
            Map.entry("ctr-edge-kernel", 5),
            Map.entry("xctr-kernel", 18),
            Map.entry("xctr-hctr2", 180),
            Map.entry("wycheproof-cbc-pkcs5", 216));

    /**
     * Every other Wycheproof file: its numberOfTests as the shared tree's wycheproof/MANIFEST.md
     * lists it (C2SP/wycheproof testvectors_v1 @ dac1dd47). A file without a suite yet is left out
     * here and in {@link Suites}; today every one of the 54 files has its suite.
     */
    static final Map<String, Integer> WYCHEPROOF = Map.ofEntries(
            Map.entry("wycheproof-a128cbc-hs256", 94),
            Map.entry("wycheproof-a192cbc-hs384", 94),
            Map.entry("wycheproof-a256cbc-hs512", 94),
            Map.entry("wycheproof-aead-aes-siv-cmac", 900),
            Map.entry("wycheproof-aes-ccm", 552),
            Map.entry("wycheproof-aes-cmac", 311),
            Map.entry("wycheproof-aes-eax", 240),
            Map.entry("wycheproof-aes-ff1-base10", 3845),
            Map.entry("wycheproof-aes-ff1-base16", 3872),
            Map.entry("wycheproof-aes-ff1-base26", 3076),
            Map.entry("wycheproof-aes-ff1-base32", 2868),
            Map.entry("wycheproof-aes-ff1-base36", 2854),
            Map.entry("wycheproof-aes-ff1-base45", 2421),
            Map.entry("wycheproof-aes-ff1-base62", 2474),
            Map.entry("wycheproof-aes-ff1-base64", 2417),
            Map.entry("wycheproof-aes-ff1-base85", 1852),
            Map.entry("wycheproof-aes-ff1-radix10", 3845),
            Map.entry("wycheproof-aes-ff1-radix16", 3872),
            Map.entry("wycheproof-aes-ff1-radix255", 1853),
            Map.entry("wycheproof-aes-ff1-radix256", 2021),
            Map.entry("wycheproof-aes-ff1-radix26", 3076),
            Map.entry("wycheproof-aes-ff1-radix32", 2868),
            Map.entry("wycheproof-aes-ff1-radix36", 2854),
            Map.entry("wycheproof-aes-ff1-radix45", 2421),
            Map.entry("wycheproof-aes-ff1-radix62", 2474),
            Map.entry("wycheproof-aes-ff1-radix64", 2417),
            Map.entry("wycheproof-aes-ff1-radix65535", 965),
            Map.entry("wycheproof-aes-ff1-radix65536", 1049),
            Map.entry("wycheproof-aes-ff1-radix85", 1852),
            Map.entry("wycheproof-aes-gcm", 316),
            Map.entry("wycheproof-aes-gcm-siv", 202),
            Map.entry("wycheproof-aes-gmac", 414),
            Map.entry("wycheproof-aes-kwp", 254),
            Map.entry("wycheproof-aes-siv-cmac", 442),
            Map.entry("wycheproof-aes-wrap", 165),
            Map.entry("wycheproof-aes-xts", 123),
            Map.entry("wycheproof-c2sp-chunked-encryption-aes-128-gcm", 35),
            Map.entry("wycheproof-c2sp-chunked-encryption-aes-256-gcm", 35),
            Map.entry("wycheproof-pbes2-hmacsha1-aes-128", 84),
            Map.entry("wycheproof-pbes2-hmacsha1-aes-192", 84),
            Map.entry("wycheproof-pbes2-hmacsha1-aes-256", 84),
            Map.entry("wycheproof-pbes2-hmacsha224-aes-128", 84),
            Map.entry("wycheproof-pbes2-hmacsha224-aes-192", 84),
            Map.entry("wycheproof-pbes2-hmacsha224-aes-256", 84),
            Map.entry("wycheproof-pbes2-hmacsha256-aes-128", 84),
            Map.entry("wycheproof-pbes2-hmacsha256-aes-192", 84),
            Map.entry("wycheproof-pbes2-hmacsha256-aes-256", 84),
            Map.entry("wycheproof-pbes2-hmacsha384-aes-128", 84),
            Map.entry("wycheproof-pbes2-hmacsha384-aes-192", 84),
            Map.entry("wycheproof-pbes2-hmacsha384-aes-256", 84),
            Map.entry("wycheproof-pbes2-hmacsha512-aes-128", 84),
            Map.entry("wycheproof-pbes2-hmacsha512-aes-192", 84),
            Map.entry("wycheproof-pbes2-hmacsha512-aes-256", 84));

    /**
     * Records a suite cannot run, and says so in its summary: the XTS data units of 130, 140 and 250
     * bits (grep -c 'DataUnitLen = 130' and so on: 200 in each 128-bit file, 200 + 200 in each
     * 256-bit file; {@link NistXtsSuite#BIT_LENGTH}). Every other suite runs every record.
     */
    static final Map<String, Integer> UNSUPPORTED = Map.of("nist-xts", 2 * 200 + 2 * 400);

    /** The expected count of {@code suite}, from {@link #EXPECTED} or {@link #WYCHEPROOF}. */
    static Integer expected(String suite) {
        Integer n = EXPECTED.get(suite);
        return n != null ? n : WYCHEPROOF.get(suite);
    }

    static Stream<Arguments> defaultRuns() {
        return runs(false, false);
    }

    static Stream<Arguments> slowRuns() {
        return runs(true, false);
    }

    /**
     * (suite, engine) pairs: the slow ones are the heavy suites (MCT, FF1, C2SP chunked encryption,
     * NIST GCM and key wrap) on the engines listed as slow for MCT. The suites of the Wycheproof
     * JSON files ({@link WycheproofSuite}) are run by {@link WycheproofMatrixTest}, the others here:
     * two classes of about 100 and 140 s, which surefire's two forks can take at the same time.
     */
    static Stream<Arguments> runs(boolean slow, boolean wycheproofFiles) {
        List<Arguments> out = new ArrayList<>();
        for (Suite suite : Suites.all()) {
            if (suite instanceof WycheproofSuite != wycheproofFiles) {
                continue;
            }
            for (BlockEngine engine : JdkAesEngine.andEveryRegisteredEngine()) {
                // The Monte Carlo, FF1, C2SP chunked-encryption, NIST GCM and NIST key-wrap files on
                // the slow engines (on spec: FF1 over ten minutes, the two chunked files about 150 s,
                // key wrap about 80 s, GCM about 20 s; vpaes-1x is the same function as vpaes, which
                // runs them by default).
                boolean heavy = suite instanceof NistMctSuite || suite.name().startsWith("wycheproof-aes-ff1-")
                        || suite.name().startsWith("wycheproof-c2sp-chunked-")
                        || suite instanceof NistGcmSuite || suite instanceof NistKeyWrapSuite;
                boolean isSlow = heavy && SLOW_FOR_MCT.contains(engine.name());
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

    /** No rows when no engine of {@link #SLOW_FOR_MCT} is registered. */
    @Tag("slow")
    @ParameterizedTest(name = "{0} on {1}", allowZeroInvocations = true)
    @MethodSource("slowRuns")
    void slowSuitePassesWithExactCount(Suite suite, BlockEngine engine) {
        check(suite, engine);
    }

    static void check(Suite suite, BlockEngine engine) {
        SuiteResult r = suite.run(engine);
        assertEquals(suite.name(), r.suite());
        assertEquals(engine.name(), r.engine());
        assertTrue(r.passed(), r::report);
        assertEquals(expected(suite.name()), r.vectors(), r::summary);
        assertEquals(UNSUPPORTED.getOrDefault(suite.name(), 0), r.unsupported(), r::summary);
    }

    @Test
    void everyRegisteredSuiteHasAnExpectedCount() {
        List<String> names = Suites.all().stream().map(Suite::name).toList();
        for (String n : names) {
            assertTrue(expected(n) != null, n + " has no expected count");
        }
        assertEquals(EXPECTED.keySet(), java.util.Set.copyOf(names.stream().filter(EXPECTED::containsKey).toList()));
        assertEquals(names.size(), java.util.Set.copyOf(names).size(), "suite names must be unique");
    }

    /** The README's selftest --quick: the first 3 vectors of every file, every suite, every engine. */
    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("quickRuns")
    void quickRunTouchesEveryFile(Suite suite, BlockEngine engine) {
        SuiteResult r = suite.run(engine, 3);
        assertTrue(r.passed(), r::report);
        // Three vectors of each file, or all of them where a file has fewer (FIPS-197's listings hold one each).
        int perFile = suite.name().equals("fips197-appendix-c") ? 1 : 3;
        assertEquals(SuiteChecksTest.files(suite.name()) * perFile, r.vectors(), r::summary);
    }

    static Stream<Arguments> quickRuns() {
        List<Arguments> out = new ArrayList<>();
        for (Suite suite : Suites.all()) {
            for (BlockEngine engine : JdkAesEngine.andEveryRegisteredEngine()) {
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
