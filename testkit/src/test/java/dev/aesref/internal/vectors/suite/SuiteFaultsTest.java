package dev.aesref.internal.vectors.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.internal.vectors.format.CtrVector;
import dev.aesref.internal.vectors.format.RspFile;
import dev.aesref.internal.vectors.format.RspRecord;
import dev.aesref.internal.vectors.format.VectorFileException;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What {@link FaultDetectionTest} shows on whole files, on a few real records each, fast enough
 * for PIT to run per mutant: every suite that is not a Wycheproof one fails under a wrong engine,
 * reports which of its comparisons failed, takes its direction from the record, and destroys every
 * key it expands. The small suites run whole; the NIST KAT/MMT and Monte Carlo suites run their
 * per-record check on the first record of each section.
 *
 * <p>The faults: {@link FaultyEngine} (the top bit of byte 0 of every output block flipped, or
 * of decrypted blocks only, or a key expansion that throws) and {@link LedgerEngine} (right
 * answers, and a count of the keys not destroyed).
 */
class SuiteFaultsTest {

    private static final BlockEngine JDK = JdkAesEngine.INSTANCE;
    private static final BlockEngine WRONG = new FaultyEngine(false);
    private static final BlockEngine WRONG_DECRYPTION = new FaultyEngine(false, true);
    private static final BlockEngine THROWS = new FaultyEngine(true);

    /**
     * The suites small enough to run whole per mutant, and how many of their vectors decrypt
     * with the inverse cipher (so fail when only decryption is wrong): FIPS-197 C.1-C.3 check
     * the inverse cipher in each of their 3 vectors; SP 800-38A has ECB and CBC decrypt cases
     * for 3 key sizes (6 of 42: CFB, OFB and CTR decrypt with the forward cipher); the counter
     * modes and CMAC never call the inverse cipher.
     */
    static final Map<String, Integer> SMALL = Map.of(
            "fips197-appendix-c", 3,
            "sp800-38a", 6,
            "rfc3686", 0,
            "ctr-edge-kernel", 0,
            "xctr-kernel", 0,
            "xctr-hctr2", 0,
            "nist-cmac", 0);

    static Stream<Arguments> smallSuites() {
        return SMALL.keySet().stream().sorted().map(n -> Arguments.of(Named.of(n, Suites.byName(n))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("smallSuites")
    void aSmallSuitePassesOnARightEngineAndDestroysEveryKey(Suite suite) {
        LedgerEngine ledger = new LedgerEngine();
        SuiteResult r = suite.run(ledger);
        assertTrue(r.passed(), r::report);
        assertEquals(SuiteMatrixTest.EXPECTED.get(suite.name()), r.vectors());
        assertTrue(ledger.expanded() >= r.vectors(), () -> ledger.expanded() + " keys for " + r.vectors());
        assertEquals(0, ledger.live(), "keys left undestroyed");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("smallSuites")
    void aSmallSuiteFailsEveryVectorOnAWrongEngine(Suite suite) {
        SuiteResult r = suite.run(WRONG);
        assertEquals(r.vectors(), r.failedVectors(), r::report);
        String first = r.failures().get(0);
        assertTrue(first.contains(": expected ") && first.contains(", got "), first);
        SuiteResult thrown = suite.run(THROWS);
        assertEquals(thrown.vectors(), thrown.failedVectors());
        assertTrue(thrown.failures().get(0).endsWith("threw java.lang.IllegalStateException: faulty engine refuses every key"),
                thrown.failures().get(0));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("smallSuites")
    void aWrongInverseCipherFailsOnlyTheVectorsThatUseIt(Suite suite) {
        SuiteResult r = suite.run(WRONG_DECRYPTION);
        assertEquals(SMALL.get(suite.name()), r.failedVectors(), r::report);
    }

    /** Each comparison of a vector reports itself: one failed comparison does not hide another. */
    @Test
    void everyComparisonOfAVectorIsReported() {
        String fips = Suites.byName("fips197-appendix-c").run(WRONG).failures().get(0);
        assertTrue(fips.contains("cipher output: expected ") && fips.contains("; inverse cipher output: expected "), fips);
        String fipsInverse = Suites.byName("fips197-appendix-c").run(WRONG_DECRYPTION).failures().get(0);
        assertTrue(fipsInverse.contains(": inverse cipher output: expected ") && !fipsInverse.contains("; "), fipsInverse);
        for (String ctr : List.of("rfc3686", "xctr-kernel", "xctr-hctr2", "ctr-edge-kernel")) {
            String f = Suites.byName(ctr).run(WRONG).failures().get(0);
            assertTrue(f.contains(": encrypt: expected ") && f.contains("; decrypt: expected ")
                    && f.contains("; encrypt in chunks of 1, 15, 17, 33...: expected "), f);
        }
        String cmac = Suites.byName("nist-cmac").run(WRONG).failures().get(0);
        assertTrue(cmac.contains("compute: expected ") && cmac.contains("; verify: expected the tag "), cmac);
    }

    /** SP 800-38A's CTR cases (the last of the suite, past the reported failures) name their direction. */
    @Test
    void aCtrCaseOfSp80038aNamesItsDirection() {
        List<dev.aesref.internal.vectors.format.NamedCase> cases = VectorSource.current().load(
                "sp800-38a/ctr.txt", dev.aesref.internal.vectors.format.NamedCaseFile.FORMAT);
        for (dev.aesref.internal.vectors.format.NamedCase c : cases.subList(0, 2)) {
            boolean encrypt = Sp80038aSuite.direction(c);
            SuiteRun run = new SuiteRun("sp800-38a", WRONG.name());
            run.vector(c.name(), () -> Sp80038aSuite.check(WRONG, null, c, encrypt, run));
            SuiteResult r = run.result();
            assertEquals(1, r.failedVectors());
            assertTrue(r.failures().get(0).startsWith(c.name() + ": " + (encrypt ? "encrypt" : "decrypt") + ": expected "),
                    r.failures().get(0));
        }
    }

    /** The kernel vectors exist for their iv_out, which is checked on its own. */
    @Test
    void aWrongIvOutFailsTheEdgeVector() {
        CtrVector v = VectorSource.current().load(CtrEdgeSuite.FILE, dev.aesref.internal.vectors.format.CtrJson.KERNEL).get(0);
        byte[] ivOut = v.ivOut().clone();
        ivOut[15] ^= 1;
        CtrVector wrong = new CtrVector(v.source(), v.key(), v.iv(), v.pt(), v.ct(), ivOut);
        SuiteRun run = new SuiteRun("edge", "jdk");
        run.vector(v.source(), () -> CtrEdgeSuite.check(JDK, wrong, run));
        SuiteResult r = run.result();
        assertEquals(1, r.failedVectors());
        String f = r.failures().get(0);
        assertTrue(f.contains(": counter block after the last block (iv_out): expected ")
                && f.contains("; keystream block "), f);
        CtrVector none = new CtrVector(v.source(), v.key(), v.iv(), v.pt(), v.ct(), null);
        assertEquals(v.source() + ": the CTR edge vectors must give iv_out",
                assertThrows(VectorFileException.class, () -> CtrEdgeSuite.requireIvOut(none)).getMessage());
    }

    // ---- NIST KAT/MMT: the check of one record ----------------------------------------------------

    private static List<RspRecord> load(String file) {
        return VectorSource.current().load(file, RspFile.FORMAT);
    }

    private static RspRecord firstOf(List<RspRecord> records, String section) {
        return records.stream().filter(r -> r.section().equals(section)).findFirst().orElseThrow();
    }

    private static String mmt(NistMode mode) {
        return "nist-cavp/ciphers/AES/" + mode.directory() + "/" + mode.filePrefix() + "MMT128.rsp";
    }

    private static SuiteResult katCheck(NistMode mode, BlockEngine engine, RspRecord r) {
        SuiteRun run = new SuiteRun("kat", engine.name());
        run.vector(r.source(), () -> new NistKatSuite(mode).check(engine, r, run));
        return run.result();
    }

    /**
     * The first multi-block record of each direction: right on the JDK, wrong on a wrong engine
     * with the direction's own comparison, every key destroyed. Only ECB and CBC decrypt with the
     * inverse cipher, so only their [DECRYPT] records fail when decryption alone is wrong.
     */
    @ParameterizedTest
    @EnumSource(NistMode.class)
    void aKatRecordIsCheckedInItsOwnDirection(NistMode mode) {
        List<RspRecord> records = load(mmt(mode));
        boolean inverse = mode == NistMode.ECB || mode == NistMode.CBC;
        for (String section : List.of("ENCRYPT", "DECRYPT")) {
            RspRecord r = firstOf(records, section);
            String what = section.equals("ENCRYPT") ? "encrypt" : "decrypt";
            assertTrue(katCheck(mode, JDK, r).passed(), () -> katCheck(mode, JDK, r).report());
            SuiteResult wrong = katCheck(mode, WRONG, r);
            assertEquals(1, wrong.failedVectors());
            assertTrue(wrong.failures().get(0).contains(": " + what + ": expected "), wrong.failures().get(0));
            boolean failsOnInverse = inverse && section.equals("DECRYPT");
            assertEquals(failsOnInverse ? 1 : 0, katCheck(mode, WRONG_DECRYPTION, r).failedVectors(), section);
            LedgerEngine ledger = new LedgerEngine();
            assertTrue(katCheck(mode, ledger, r).passed());
            assertEquals(1, ledger.expanded());
            assertEquals(0, ledger.live());
        }
    }

    /** The suite runs its check on every record it takes: the first record of each of 15 files. */
    @ParameterizedTest
    @EnumSource(NistMode.class)
    void aKatSuiteFailsEveryRecordOnAWrongEngine(NistMode mode) {
        SuiteResult r = new NistKatSuite(mode).run(WRONG, 1);
        assertEquals(15, r.vectors());
        assertEquals(15, r.failedVectors(), r::summary);
    }

    // ---- AESAVS Monte Carlo: one outer iteration -------------------------------------------------

    private static String mct(NistMode mode) {
        return "nist-mct/" + mode.filePrefix() + "MCT128.rsp";
    }

    private static SuiteResult outer(NistMode mode, BlockEngine engine, RspRecord r, RspRecord next) {
        SuiteRun run = new SuiteRun("mct", engine.name());
        run.vector(r.source(), () -> new NistMctSuite(mode).outerIteration(engine, r, next, run));
        return run.result();
    }

    private static void failsWith(SuiteResult r, String message) {
        assertEquals(1, r.failedVectors(), r::report);
        assertTrue(r.failures().get(0).contains(message), r::report);
    }

    /**
     * The first record of each section chained into the second, and a section's last record on
     * its own: right on the JDK; every derived value (KEY, IV, input) is compared with the next
     * record's, each under its own name; the output alone is compared after a section's last (a
     * wrong record rather than a wrong engine: the last CFB1 value is one bit, which a wrong
     * engine gets right half the time).
     */
    @ParameterizedTest
    @EnumSource(NistMode.class)
    void aMonteCarloRecordChainsIntoTheNextOfItsSection(NistMode mode) {
        List<RspRecord> records = load(mct(mode));
        for (String section : List.of("ENCRYPT", "DECRYPT")) {
            int i = records.indexOf(firstOf(records, section));
            RspRecord r = records.get(i);
            RspRecord next = records.get(i + 1);
            String in = section.equals("ENCRYPT") ? "PLAINTEXT" : "CIPHERTEXT";
            String out = section.equals("ENCRYPT") ? "CIPHERTEXT" : "PLAINTEXT";
            LedgerEngine ledger = new LedgerEngine();
            assertTrue(outer(mode, ledger, r, next).passed(), () -> outer(mode, JDK, r, next).report());
            assertEquals(1, ledger.expanded());
            assertEquals(0, ledger.live());

            failsWith(outer(mode, JDK, r, NistCavpSuitesTest.with(next, "KEY",
                    NistCavpSuitesTest.corrupt(next.get("KEY")))), "next KEY (COUNT = 1): expected ");
            if (mode.usesIv()) {
                failsWith(outer(mode, JDK, r, NistCavpSuitesTest.with(next, "IV",
                        NistCavpSuitesTest.corrupt(next.get("IV")))), "next IV (COUNT = 1): expected ");
            }
            String flipped = mode == NistMode.CFB1 ? (next.get(in).equals("0") ? "1" : "0")
                    : NistCavpSuitesTest.corrupt(next.get(in));
            failsWith(outer(mode, JDK, r, NistCavpSuitesTest.with(next, in, flipped)),
                    "next " + in + " (COUNT = 1): expected ");

            RspRecord last = records.stream().filter(x -> x.section().equals(section))
                    .reduce((a, b) -> b).orElseThrow();
            assertTrue(outer(mode, JDK, last, null).passed());
            String wrongOut = mode == NistMode.CFB1 ? (last.get(out).equals("0") ? "1" : "0")
                    : NistCavpSuitesTest.corrupt(last.get(out));
            SuiteResult wrong = outer(mode, JDK, NistCavpSuitesTest.with(last, out, wrongOut), null);
            failsWith(wrong, ": " + out + " after 1000 iterations: expected ");
            assertFalse(wrong.failures().get(0).contains("next "), wrong::report);
        }
    }

    /** A Monte Carlo value of more than one segment is a file error, not a failed vector. */
    @ParameterizedTest
    @EnumSource(NistMode.class)
    void aMonteCarloValueOfTwoSegmentsIsAFileError(NistMode mode) {
        List<RspRecord> records = load(mct(mode));
        for (String section : List.of("ENCRYPT", "DECRYPT")) {
            RspRecord r = firstOf(records, section);
            for (String field : List.of("PLAINTEXT", "CIPHERTEXT")) {
                RspRecord twice = NistCavpSuitesTest.with(r, field, r.get(field) + r.get(field));
                VectorFileException e = assertThrows(VectorFileException.class, () -> outer(mode, JDK, twice, null));
                assertTrue(e.getMessage().startsWith(r.where(field) + ": a Monte Carlo value must be "
                        + mode.segmentBits() + " bits"), e.getMessage());
            }
        }
    }

    @ParameterizedTest
    @EnumSource(NistMode.class)
    void aMonteCarloSuiteFailsEveryRecordOnAWrongEngine(NistMode mode) {
        SuiteResult r = new NistMctSuite(mode).run(WRONG, 1);
        assertEquals(3, r.vectors());
        assertEquals(3, r.failedVectors(), r::summary);
    }

    @Test
    void theNextRecordIsTheFollowingOneOfTheSameSection() {
        RspRecord a = new RspRecord("f:1", "ENCRYPT", 0, Map.of());
        RspRecord b = new RspRecord("f:2", "ENCRYPT", 1, Map.of());
        RspRecord c = new RspRecord("f:3", "DECRYPT", 0, Map.of());
        List<RspRecord> records = List.of(a, b, c);
        assertSame(b, NistMctSuite.nextInSection(records, 0));
        assertNull(NistMctSuite.nextInSection(records, 1));
        assertNull(NistMctSuite.nextInSection(records, 2));
        assertNull(NistMctSuite.nextInSection(List.of(a), 0));
    }
}
