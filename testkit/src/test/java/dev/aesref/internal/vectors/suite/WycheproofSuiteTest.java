package dev.aesref.internal.vectors.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.internal.vectors.format.WycheproofFile;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.internal.vectors.source.VectorSource;
import org.junit.jupiter.api.Test;

/**
 * One Wycheproof suite, the KW file, run whole on a right engine and on one whose key expansion
 * throws: every test of the file is one vector, and under the throwing engine every one fails
 * (an IllegalStateException is no refusal the check knows).
 */
class WycheproofSuiteTest {

    private static final String FILE = "wycheproof/aes_wrap_test.json";

    @Test
    void theKwSuiteCountsEveryTestOfItsFile() {
        WycheproofSuite suite = new WycheproofSuite(FILE, "AES-KW (RFC 3394)", new WycheproofKeyWrapCheck(false));
        assertEquals("wycheproof-aes-wrap", suite.name());
        WycheproofFile f = VectorSource.current().load(FILE, WycheproofFile.FORMAT);
        int tests = f.tests().size();
        LedgerEngine right = new LedgerEngine();
        SuiteResult r = suite.run(right);
        assertEquals(tests, r.vectors());
        assertTrue(r.passed(), r::report);
        assertEquals(0, right.live(), "every KEK is destroyed");
        SuiteResult thrown = suite.run(new FaultyEngine(true));
        assertEquals(tests, thrown.vectors());
        assertEquals("wycheproof-aes-wrap", thrown.suite());
        assertEquals(tests, thrown.failedVectors(), thrown::summary);
        assertTrue(thrown.failures().get(0).contains("threw java.lang.IllegalStateException"), thrown.failures().get(0));
        assertEquals(3, suite.run(right, 3).vectors());
        assertTrue(f.tests().stream().anyMatch(t -> t.result() == WycheproofRecord.Result.INVALID));
    }

    /**
     * {@link Suites} builds its list once, in a static initializer; here the Wycheproof suites are
     * built afresh (so that a change to how they are built is seen by this test, not only by the
     * first class to load {@code Suites}): one per file but CBC-PKCS5's, with the names of
     * {@link SuiteMatrixTest#WYCHEPROOF}, each right on its first two tests on a right engine,
     * every key destroyed.
     */
    @Test
    void everyWycheproofSuiteBuiltAfreshRunsItsFirstTests() {
        java.util.List<Suite> fresh = WycheproofSuites.all();
        assertEquals(java.util.Set.copyOf(SuiteMatrixTest.WYCHEPROOF.keySet()),
                java.util.Set.copyOf(fresh.stream().map(Suite::name).toList()));
        assertEquals(SuiteMatrixTest.WYCHEPROOF.size(), fresh.size());
        for (Suite suite : fresh) {
            LedgerEngine right = new LedgerEngine();
            SuiteResult r = suite.run(right, 2);
            assertEquals(2, r.vectors(), suite::name);
            assertTrue(r.passed(), r::report);
            assertEquals(0, right.live(), () -> suite.name() + ": keys left undestroyed");
        }
    }
}
