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

    private static CheckReport report() {
        TargetResult gcm = new TargetResult(Target.GCM);
        gcm.record(kase("a \"quoted\" <case>\n"), new Outcome(Outcome.Kind.MISMATCH, "expected 06, got 07"));
        gcm.record(kase("b"), Outcome.MATCH);
        gcm.record(kase("c"), new Outcome(Outcome.Kind.POLICY, "refuses parameters aesref accepts (X)"));
        gcm.record(kase("d"), new Outcome(Outcome.Kind.POLICY, "refuses parameters aesref accepts (X)"));
        TargetResult ctr = new TargetResult(Target.CTR);
        ctr.record(kase("e"), Outcome.MATCH);
        return new CheckReport("P&Q", 7, List.of(gcm, ctr), List.of(Target.CMAC));
    }

    @Test
    void countsAndTheFirstMismatchWithItsInputs() {
        CheckReport r = report();
        TargetResult gcm = r.results().get(0);
        assertEquals(4, gcm.cases());
        assertEquals(1, gcm.mismatches());
        assertEquals(2, gcm.policyCases());
        assertEquals("a \"quoted\" <case>\n encrypt key=0102 iv=03 aad=04 tagBits=96 input=05: expected 06, got 07",
                gcm.firstMismatch());
        assertEquals("c", gcm.policyExamples().get("refuses parameters aesref accepts (X)"));
        assertFalse(r.passed());
        assertEquals(1, r.mismatches());
        assertEquals(null, r.results().get(1).firstMismatch());
    }

    @Test
    void json() {
        assertEquals("{\n  \"provider\": \"P&Q\",\n  \"seed\": 7,\n  \"passed\": false,\n  \"results\": [\n"
                + "    {\"transformation\": \"AES/GCM/NoPadding\", \"cases\": 4, \"mismatches\": 1, \"firstMismatch\": "
                + "\"a \\\"quoted\\\" <case>\\n encrypt key=0102 iv=03 aad=04 tagBits=96 input=05: expected 06, got 07\", "
                + "\"policy\": {\"refuses parameters aesref accepts (X)\": 2}},\n"
                + "    {\"transformation\": \"AES/CTR/NoPadding\", \"cases\": 1, \"mismatches\": 0, \"firstMismatch\": null, "
                + "\"policy\": {}}\n  ],\n  \"notOffered\": [\"AESCMAC\"]\n}\n", report().toJson());
        assertEquals("\"\\u0001\\\\\"", CheckReport.json("\u0001\\"));
    }

    @Test
    void junitXml() {
        assertEquals("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<testsuite name=\"aesref check P&amp;Q\" tests=\"2\" failures=\"1\" skipped=\"1\">\n"
                + "  <testcase classname=\"aesref.check\" name=\"AES/GCM/NoPadding\">\n"
                + "    <failure message=\"1 of 4 cases mismatched\">a &quot;quoted&quot; &lt;case&gt;\n encrypt key=0102"
                + " iv=03 aad=04 tagBits=96 input=05: expected 06, got 07</failure>\n  </testcase>\n"
                + "  <testcase classname=\"aesref.check\" name=\"AES/CTR/NoPadding\"/>\n"
                + "  <testcase classname=\"aesref.check\" name=\"AESCMAC\">\n"
                + "    <skipped message=\"not offered by the provider\"/>\n  </testcase>\n</testsuite>\n",
                report().toJUnitXml());
        assertEquals("a b", CheckReport.xml("a\u0001b").replace('\u0000', ' '));
    }

    @Test
    void table() {
        StringWriter s = new StringWriter();
        report().printTable(new PrintWriter(s, true), true);
        String t = s.toString();
        assertTrue(t.startsWith("aesref check: provider P&Q, seed 7\n"), t);
        assertTrue(t.contains("AES/GCM/NoPadding               4          1        2  a \"quoted\""), t);
        assertTrue(t.contains("mismatch: AES/GCM/NoPadding a \"quoted\""), t);
        assertTrue(t.contains("policy: AES/GCM/NoPadding refuses parameters aesref accepts (X) in 2 cases (first: c)"), t);
        assertTrue(t.contains("not offered by the provider: AESCMAC"), t);
        assertTrue(t.endsWith("check FAILED: 1 mismatches\n"), t);
        StringWriter quiet = new StringWriter();
        report().printTable(new PrintWriter(quiet, true), false);
        assertFalse(quiet.toString().contains("mismatch: "));
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
    }
}
