package dev.aesref.testkit.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.testkit.check.CheckCase.Expect;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The report's three forms, written out by hand for one small result. */
class CheckReportTest {

    private static CheckCase kase(String origin) {
        return new CheckCase(origin, true, new byte[] {1, 2}, new byte[] {3}, new byte[] {4}, new byte[] {5},
                new byte[] {6}, 96, 0, Expect.OUTPUT);
    }

    private static final Checker.Options OPTIONS = new Checker.Options(7, 3, 0.5, java.util.Set.of(Target.CMAC), true);

    private static CheckReport report() {
        TargetResult gcm = new TargetResult(Target.GCM);
        gcm.record(kase("a \"quoted\" <case>\n"), new Outcome(Outcome.Kind.MISMATCH, "expected 06, got 07"));
        gcm.record(kase("b"), Outcome.MATCH);
        gcm.record(kase("c"), new Outcome(Outcome.Kind.REFUSED, "refuses parameters aesref accepts (X)"));
        gcm.record(kase("d"), new Outcome(Outcome.Kind.REFUSED, "refuses parameters aesref accepts (X)"));
        TargetResult ctr = new TargetResult(Target.CTR);
        ctr.record(kase("e"), Outcome.MATCH);
        ctr.record(kase("f").on(InputPath.SLICED_BUFFER, 0), new Outcome(Outcome.Kind.CRASH, "threw NullPointerException"));
        gcm.addOperations(4, 1);
        ctr.addOperations(2, 1);
        return new CheckReport("P&Q", OPTIONS, List.of(gcm, ctr), List.of(Target.CMAC));
    }

    private static final String GCM_MISMATCH =
            "AES/GCM/NoPadding#0 a \"quoted\" <case>\n encrypt path=ARRAY key=0102 iv=03 aad=04 tagBits=96 input=05: "
            + "expected 06, got 07";

    @Test
    void countsAndTheFirstMismatchWithItsIdAndInputs() {
        CheckReport r = report();
        TargetResult gcm = r.results().get(0);
        assertEquals(4, gcm.cases());
        assertEquals(1, gcm.mismatches());
        assertEquals(2, gcm.policyCases());
        assertEquals(2, gcm.refused());
        assertEquals(2, gcm.tested());
        assertEquals(GCM_MISMATCH, gcm.firstMismatch());
        assertEquals("AES/GCM/NoPadding#2 c", gcm.policyExamples().get("refuses parameters aesref accepts (X)"));
        assertFalse(r.passed());
        assertEquals(CheckReport.Verdict.MISMATCHED, r.verdict());
        assertEquals(1, r.mismatches());
        assertEquals(1, r.crashes());
        assertEquals(null, r.results().get(1).firstMismatch());
        assertEquals(List.of(Target.CMAC), r.missingRequired());
        assertEquals(java.util.Map.of(InputPath.ARRAY, 1, InputPath.SLICED_BUFFER, 1), r.results().get(1).paths());
    }

    @Test
    void json() {
        assertEquals("{\n  \"provider\": \"P&Q\",\n  \"seed\": 7,\n  \"random\": 3,\n  \"maxRefused\": 0.5,\n"
                + "  \"crashesFail\": true,\n  \"threads\": 1,\n  \"required\": [\"AESCMAC\"],\n  \"verdict\": \"mismatched\",\n"
                + "  \"interrupted\": false,\n  \"passed\": false,\n  \"results\": [\n"
                + "    {\"transformation\": \"AES/GCM/NoPadding\", \"verdict\": \"mismatched\", \"cases\": 4, \"operations\": 4, \"refused\": 2, "
                + "\"mismatches\": 1, \"crashes\": 0, \"seconds\": 0.000, \"paths\": {\"ARRAY\": 4}, \"firstMismatches\": "
                + "[\"AES/GCM/NoPadding#0 a \\\"quoted\\\" <case>\\n encrypt path=ARRAY key=0102 iv=03 aad=04 tagBits=96 "
                + "input=05: expected 06, got 07\"], \"firstCrashes\": [], "
                + "\"policy\": {\"refuses parameters aesref accepts (X)\": 2}},\n"
                + "    {\"transformation\": \"AES/CTR/NoPadding\", \"verdict\": \"mismatched\", \"cases\": 2, \"operations\": 2, \"refused\": 0, "
                + "\"mismatches\": 0, \"crashes\": 1, \"seconds\": 0.000, \"paths\": {\"ARRAY\": 1, \"SLICED_BUFFER\": 1}, "
                + "\"firstMismatches\": [], \"firstCrashes\": [\"AES/CTR/NoPadding#1 f encrypt path=SLICED_BUFFER key=0102 "
                + "iv=03 aad=04 tagBits=96 input=05: threw NullPointerException\"], \"policy\": {}}\n"
                + "  ],\n  \"notOffered\": [\"AESCMAC\"]\n}\n", report().toJson());
    }

    @Test
    void junitXmlHasOneCaseATransformationAndPathAndARequiredMissingOneFails() {
        assertEquals("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<testsuite name=\"aesref check P&amp;Q\" tests=\"4\" failures=\"3\" errors=\"0\" skipped=\"0\" time=\"0.000\">\n"
                + "  <testcase classname=\"aesref.check.AES/GCM/NoPadding\" name=\"array\" time=\"0.000\">\n"
                + "    <failure message=\"1 of 4 cases failed\">AES/GCM/NoPadding#0 a &quot;quoted&quot; "
                + "&lt;case&gt;\n encrypt path=ARRAY key=0102 iv=03 aad=04 tagBits=96 input=05: expected 06, got 07</failure>\n"
                + "    <system-out>policy: refuses parameters aesref accepts (X) in 2 cases (first: AES/GCM/NoPadding#2 c)\n"
                + "</system-out>\n  </testcase>\n"
                + "  <testcase classname=\"aesref.check.AES/CTR/NoPadding\" name=\"array\" time=\"0.000\">\n"
                + "    <system-out></system-out>\n  </testcase>\n"
                + "  <testcase classname=\"aesref.check.AES/CTR/NoPadding\" name=\"sliced_buffer\" time=\"0.000\">\n"
                + "    <failure message=\"1 of 1 cases failed\">AES/CTR/NoPadding#1 f encrypt "
                + "path=SLICED_BUFFER key=0102 iv=03 aad=04 tagBits=96 input=05: threw NullPointerException</failure>\n"
                + "    <system-out></system-out>\n  </testcase>\n"
                + "  <testcase classname=\"aesref.check.AESCMAC\" name=\"all paths\" time=\"0\">\n"
                + "    <failure message=\"required, not offered by the provider\"/>\n  </testcase>\n</testsuite>\n",
                report().toJUnitXml());
    }

    @Test
    void anUntestedTransformationIsAFailureInJUnitAndANotOfferedOneSkipped() {
        TargetResult gcm = new TargetResult(Target.GCM);
        gcm.record(kase("c"), new Outcome(Outcome.Kind.REFUSED, "refuses parameters aesref accepts (X)"));
        String xml = new CheckReport("P", Checker.Options.defaults(), List.of(gcm), List.of(Target.CMAC)).toJUnitXml();
        assertTrue(xml.contains("tests=\"2\" failures=\"1\" errors=\"0\" skipped=\"1\""), xml);
        assertTrue(xml.contains("<failure message=\"untested: 1 of 1 cases refused\"/>"), xml);
        assertTrue(xml.contains("<skipped message=\"not offered by the provider\"/>"), xml);
    }

    @Test
    void table() {
        StringWriter s = new StringWriter();
        report().printTable(new PrintWriter(s, true), true);
        String t = s.toString();
        assertTrue(t.startsWith("aesref check: provider P&Q, seed 7, 3 random cases\n"), t);
        assertTrue(t.contains("AES/GCM/NoPadding        mismatched       4       2        1       0       0     0.0\n"), t);
        assertTrue(t.contains("mismatch: " + GCM_MISMATCH + "\n"), t);
        // A transformation whose failures are all crashes reads "crashed", as its counts do.
        assertTrue(t.contains("AES/CTR/NoPadding        crashed          2       0        0       1       0     0.0\n"), t);
        assertTrue(t.contains("crash: AES/CTR/NoPadding#1 f encrypt path=SLICED_BUFFER"), t);
        assertTrue(t.contains("input=05: threw NullPointerException\n"), t);
        assertTrue(t.contains("policy: AES/GCM/NoPadding refuses parameters aesref accepts (X) in 2 cases "
                + "(first: AES/GCM/NoPadding#2 c)"), t);
        assertTrue(t.contains("not offered by the provider: AESCMAC"), t);
        assertTrue(t.endsWith("check FAILED: 1 mismatches, 1 crashes\n"), t);
    }

    /** The verdict word agrees with the counts beside it, and the count that decided it comes first. */
    @Test
    void theVerdictWordMatchesTheCounts() {
        TargetResult crashes = new TargetResult(Target.AES_WRAP);
        for (int i = 0; i < 36; i++) {
            crashes.record(kase("c" + i), new Outcome(Outcome.Kind.CRASH, "threw NegativeArraySizeException"));
        }
        crashes.record(kase("ok"), Outcome.MATCH);
        assertEquals(TargetResult.Verdict.MISMATCHED, crashes.verdict(0.5, true));
        assertEquals("crashed", crashes.verdictWord(0.5, true));
        assertEquals("crashed, 36 crashes, 0 mismatches", crashes.verdictCounts(0.5, true));
        assertEquals("passed", crashes.verdictWord(0.5, false));
        assertEquals("passed, 0 mismatches, 36 crashes (allowed)", crashes.verdictCounts(0.5, false));
        crashes.record(kase("m"), new Outcome(Outcome.Kind.MISMATCH, "expected 06, got 07"));
        assertEquals("mismatched, 1 mismatches, 36 crashes", crashes.verdictCounts(0.5, true));
        assertEquals("mismatched, 1 mismatches, 36 crashes (allowed)", crashes.verdictCounts(0.5, false));
        TargetResult clean = new TargetResult(Target.ECB);
        clean.record(kase("a"), Outcome.MATCH);
        assertEquals("passed, 0 mismatches, 0 crashes", clean.verdictCounts(0.5, true));
        // No crash is allowed where there is none: "(allowed)" comes only with a crash.
        assertEquals("passed, 0 mismatches, 0 crashes", clean.verdictCounts(0.5, false));
        TargetResult refused = new TargetResult(Target.ECB);
        refused.record(kase("a"), new Outcome(Outcome.Kind.REFUSED, "refuses"));
        assertEquals("untested, 0 mismatches, 0 crashes", refused.verdictCounts(0.5, true));
    }

    /**
     * A JUnit failure counts every failed case of its path, not only the kept ones, and says how
     * many are shown: 36 crashes keep 10.
     */
    @Test
    void theJUnitFailureCountsEveryFailedCase() throws Exception {
        TargetResult wrap = new TargetResult(Target.AES_WRAP);
        for (int i = 0; i < 607; i++) {
            wrap.record(kase("m" + i), Outcome.MATCH);
        }
        for (int i = 0; i < 36; i++) {
            wrap.record(kase("c" + i), new Outcome(Outcome.Kind.CRASH, "threw NegativeArraySizeException"));
        }
        // Three mismatches on a second path; the ten kept crashes are all on ARRAY.
        for (int i = 0; i < 3; i++) {
            wrap.record(kase("p" + i).on(InputPath.IN_PLACE, 0), new Outcome(Outcome.Kind.MISMATCH, "x"));
        }
        assertEquals(36, wrap.failedOn(InputPath.ARRAY, true));
        // The kept crashes are failures only when crashes fail.
        assertEquals(TargetResult.KEPT, wrap.failuresOn(InputPath.ARRAY, true).size());
        assertEquals(List.of(), wrap.failuresOn(InputPath.ARRAY, false));
        assertEquals(0, wrap.failedOn(InputPath.ARRAY, false));
        assertEquals("36 of 643 cases failed; only the first 10 are shown", wrap.failureMessage(InputPath.ARRAY, true));
        assertEquals("3 of 3 cases failed", wrap.failureMessage(InputPath.IN_PLACE, true));
        String xml = new CheckReport("P", Checker.Options.defaults(), List.of(wrap), List.of()).toJUnitXml();
        assertTrue(xml.contains("<failure message=\"36 of 643 cases failed; only the first 10 are shown\">"), xml);
        assertTrue(xml.contains("<failure message=\"3 of 3 cases failed\">"), xml);
        assertFalse(xml.contains("10 of 643"), xml);
        // With crashes allowed, ARRAY passes and IN_PLACE still fails.
        String allowed = new CheckReport("P", Checker.Options.defaults().withCrashesFail(false), List.of(wrap),
                List.of()).toJUnitXml();
        assertTrue(allowed.contains("tests=\"2\" failures=\"1\""), allowed);

        // A path whose failures are all past the kept ones still fails, and says none is shown.
        TargetResult late = new TargetResult(Target.ECB);
        for (int i = 0; i < TargetResult.KEPT; i++) {
            late.record(kase("a" + i), new Outcome(Outcome.Kind.MISMATCH, "x"));
        }
        late.record(kase("b").on(InputPath.IN_PLACE, 0), new Outcome(Outcome.Kind.MISMATCH, "x"));
        assertEquals("1 of 1 cases failed; none is shown (only the first 10 of each kind keep their inputs)",
                late.failureMessage(InputPath.IN_PLACE, true));
        String lateXml = new CheckReport("P", Checker.Options.defaults(), List.of(late), List.of()).toJUnitXml();
        assertTrue(lateXml.contains("tests=\"2\" failures=\"2\""), lateXml);
    }

    @Test
    void withoutVerboseOnlyTheFirstMismatchOfEachTransformationIsPrinted() {
        TargetResult ecb = new TargetResult(Target.ECB);
        ecb.record(kase("m0"), new Outcome(Outcome.Kind.MISMATCH, "x"));
        ecb.record(kase("m1"), new Outcome(Outcome.Kind.MISMATCH, "y"));
        CheckReport r = new CheckReport("P", Checker.Options.defaults(), List.of(ecb), List.of());
        StringWriter quiet = new StringWriter();
        r.printTable(new PrintWriter(quiet, true), false);
        assertTrue(quiet.toString().contains("mismatch: AES/ECB/NoPadding#0 m0"), quiet.toString());
        assertFalse(quiet.toString().contains("m1"), quiet.toString());
        StringWriter loud = new StringWriter();
        r.printTable(new PrintWriter(loud, true), true);
        assertTrue(loud.toString().contains("mismatch: AES/ECB/NoPadding#1 m1"), loud.toString());
    }

    @Test
    void anInterruptedRunIsNeverAPassAndSaysSoInEveryForm() {
        TargetResult ok = new TargetResult(Target.ECB);
        ok.record(kase("a"), Outcome.MATCH);
        CheckReport whole = new CheckReport("P", Checker.Options.defaults(), List.of(ok), List.of());
        assertFalse(whole.interrupted());
        CheckReport partial = whole.asInterrupted();
        assertEquals(CheckReport.Verdict.PASSED, whole.verdict());
        assertEquals(CheckReport.Verdict.UNTESTED, partial.verdict());
        assertEquals("check INTERRUPTED after 1 transformations: 0 mismatches, 0 crashes so far", partial.summary());
        assertTrue(partial.toJson().contains("\"interrupted\": true,"), partial.toJson());
        String xml = partial.toJUnitXml();
        assertTrue(xml.contains("tests=\"2\" failures=\"0\" errors=\"1\""), xml);
        assertTrue(xml.contains("<testcase classname=\"aesref.check\" name=\"interrupted\" time=\"0\">\n"
                + "    <error message=\"the run was interrupted before its end\"/>"), xml);
        TargetResult bad = new TargetResult(Target.ECB);
        bad.record(kase("a"), new Outcome(Outcome.Kind.MISMATCH, "x"));
        assertEquals(CheckReport.Verdict.MISMATCHED,
                new CheckReport("P", Checker.Options.defaults(), List.of(bad), List.of()).asInterrupted().verdict());
    }

    @Test
    void summaries() {
        TargetResult ok = new TargetResult(Target.ECB);
        ok.record(kase("a"), Outcome.MATCH);
        assertEquals("check passed: 1 transformations tested, no mismatch (untested above 50 % refused cases)",
                new CheckReport("P", Checker.Options.defaults(), List.of(ok), List.of()).summary());
        assertEquals("check UNTESTED: required but not tested: AESCMAC (untested above 25 % refused cases)",
                new CheckReport("P", Checker.Options.defaults().withMaxRefused(0.25).withRequired(java.util.Set.of(Target.CMAC)),
                        List.of(ok), List.of(Target.CMAC)).summary());
        TargetResult crashed = new TargetResult(Target.ECB);
        crashed.record(kase("a"), new Outcome(Outcome.Kind.CRASH, "threw X"));
        assertEquals("check passed: 1 transformations tested, no mismatch (untested above 50 % refused cases)",
                new CheckReport("P", Checker.Options.defaults().withCrashesFail(false), List.of(crashed), List.of()).summary());
        assertEquals("check FAILED: 1 crashes, 0 mismatches",
                new CheckReport("P", Checker.Options.defaults(), List.of(crashed), List.of()).summary());
    }

    @Test
    void onlyTheFirstTenMismatchesAreKept() {
        TargetResult r = new TargetResult(Target.ECB);
        for (int i = 0; i < 12; i++) {
            r.record(kase("m" + i), new Outcome(Outcome.Kind.MISMATCH, "x"));
        }
        assertEquals(12, r.mismatches());
        assertEquals(TargetResult.KEPT, r.firstMismatches().size());
    }

    @Test
    void caseRules() {
        assertThrows(NullPointerException.class, () -> new CheckCase("o", true, new byte[0], null, null, new byte[0],
                null, 0, 0, Expect.OUTPUT));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new CheckCase("o", true,
                new byte[0], null, null, new byte[0], new byte[0], 0, -1, Expect.OUTPUT));
        assertEquals("chunk must be >= 0, got -1", e.getMessage());
        assertEquals(Target.GCM_SIV, Target.byTransformation("aes/gcm-siv/nopadding"));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> Target.byTransformation("AES/OCB/NoPadding"));
        assertTrue(unknown.getMessage().startsWith("--transformation: aesref does not know AES/OCB/NoPadding; known: [AES/ECB"));
        IllegalArgumentException random = assertThrows(IllegalArgumentException.class,
                () -> Checker.check(java.security.Security.getProvider("SunJCE"), List.of(), 1, -1, s -> { }));
        assertEquals("random cases must be >= 0, got -1", random.getMessage());
        for (double bad : new double[] {-0.1, 1.01, Double.NaN}) {
            IllegalArgumentException fraction = assertThrows(IllegalArgumentException.class,
                    () -> Checker.Options.defaults().withMaxRefused(bad));
            assertEquals("the refused fraction must be in [0, 1], got " + bad, fraction.getMessage());
        }
        assertEquals(Checker.Options.defaults().withMaxRefused(0).maxRefused(), 0.0);
        assertEquals(Checker.Options.defaults().withMaxRefused(1).maxRefused(), 1.0);
    }

    @Test
    void separatorsTimesAndListsWithMoreThanOneEntry() {
        TargetResult ctr = new TargetResult(Target.CTR);
        ctr.record(kase("a"), new Outcome(Outcome.Kind.MISMATCH, "x"));
        ctr.record(kase("b").on(InputPath.SLICED_BUFFER, 0), new Outcome(Outcome.Kind.MISMATCH, "y"));
        ctr.record(kase("c").on(InputPath.SLICED_BUFFER, 0), new Outcome(Outcome.Kind.POLICY, "p1"));
        ctr.record(kase("d"), new Outcome(Outcome.Kind.POLICY, "p2"));
        ctr.record(kase("e"), new Outcome(Outcome.Kind.CRASH, "c1"));
        ctr.record(kase("f"), new Outcome(Outcome.Kind.CRASH, "c2"));
        ctr.addNanos(6_000_000_000L);
        CheckReport r = new CheckReport("P", Checker.Options.defaults(), List.of(ctr), List.of());
        String json = r.toJson();
        assertTrue(json.contains("\"paths\": {\"ARRAY\": 4, \"SLICED_BUFFER\": 2}"), json);
        assertTrue(json.contains("\"policy\": {\"p1\": 1, \"p2\": 1}"), json);
        assertTrue(json.contains("input=05: x\", \"AES/CTR/NoPadding#1 b encrypt"), json);
        assertTrue(json.contains("\"seconds\": 6.000"), json);
        // The time of a transformation is shared among its paths by their number of cases.
        String xml = r.toJUnitXml();
        assertTrue(xml.contains("name=\"array\" time=\"4.000\""), xml);
        assertTrue(xml.contains("name=\"sliced_buffer\" time=\"2.000\""), xml);
        assertTrue(xml.contains("time=\"6.000\">"), xml);
        StringWriter quiet = new StringWriter();
        r.printTable(new PrintWriter(quiet, true), false);
        assertTrue(quiet.toString().contains("crash: AES/CTR/NoPadding#4 e") && !quiet.toString().contains("#5 f"),
                quiet.toString());
        StringWriter loud = new StringWriter();
        r.printTable(new PrintWriter(loud, true), true);
        assertTrue(loud.toString().contains("crash: AES/CTR/NoPadding#5 f"), loud.toString());
        assertEquals("check FAILED: 2 mismatches, 2 crashes", r.summary());
        assertEquals("check FAILED: 2 mismatches, 2 crashes (allowed)", new CheckReport("P",
                Checker.Options.defaults().withCrashesFail(false), List.of(ctr), List.of()).summary());
    }

    @Test
    void aRequiredTransformationCountsOnlyWhenTested() {
        TargetResult ok = new TargetResult(Target.ECB);
        ok.record(kase("a"), Outcome.MATCH);
        TargetResult refused = new TargetResult(Target.CBC);
        refused.record(kase("b"), new Outcome(Outcome.Kind.REFUSED, "r"));
        Checker.Options both = Checker.Options.defaults().withRequired(java.util.Set.of(Target.ECB, Target.CBC));
        CheckReport r = new CheckReport("P", both, List.of(ok, refused), List.of());
        assertEquals(List.of(Target.CBC), r.missingRequired());
        assertEquals(CheckReport.Verdict.UNTESTED, r.verdict());
        CheckReport onlyEcb = new CheckReport("P", Checker.Options.defaults().withRequired(java.util.Set.of(Target.ECB)),
                List.of(ok, refused), List.of());
        assertEquals(List.of(), onlyEcb.missingRequired());
        assertEquals(CheckReport.Verdict.PASSED, onlyEcb.verdict());
        assertEquals("check passed: 1 transformations tested, no mismatch (untested above 50 % refused cases)",
                onlyEcb.summary());
    }
}
