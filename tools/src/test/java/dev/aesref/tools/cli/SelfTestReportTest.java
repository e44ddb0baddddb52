package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.internal.vectors.suite.SuiteResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code selftest --json} and {@code --junit}, written out by hand for one cell of each kind: a
 * pass (with records not run), failed vectors (with characters to escape), a vector file that
 * could not be read, and an error next to a result that passed.
 */
class SelfTestReportTest {

    private static SelfTestReport report() {
        SelfTestReport report = new SelfTestReport("v<1>", true);
        report.add(new SuiteResult("s1", "spec", 3, 0, List.of(), 2, "why"), null, 0.5);
        report.add(new SuiteResult("s2", "nohw", 5, 2, List.of("a \"q\"", "b<c>")), null, 0.25);
        report.add(new SuiteResult("s3", "spec", 0, 0, List.of("file gone")), "file gone", 0.125);
        report.add(new SuiteResult("s4", "nohw", 1, 0, List.of()), "late error", 1.0);
        return report;
    }

    @Test
    void theJsonHasTheRunsFactsAndOneEntryPerCell() {
        SelfTestReport report = report();
        assertEquals(3, report.failed(), "an error fails its cell even next to a result that passed");
        assertEquals("""
                {
                  "vectors": "v<1>",
                  "quick": true,
                  "interrupted": false,
                  "suiteRuns": 4,
                  "failedSuiteRuns": 3,
                  "results": [
                    {"suite": "s1", "engine": "spec", "passed": true, "vectors": 3, "failedVectors": 0, "notRun": 2, \
                "seconds": 0.500, "error": null, "failures": []},
                    {"suite": "s2", "engine": "nohw", "passed": false, "vectors": 5, "failedVectors": 2, "notRun": 0, \
                "seconds": 0.250, "error": null, "failures": ["a \\"q\\"", "b<c>"]},
                    {"suite": "s3", "engine": "spec", "passed": false, "vectors": 0, "failedVectors": 0, "notRun": 0, \
                "seconds": 0.125, "error": "file gone", "failures": ["file gone"]},
                    {"suite": "s4", "engine": "nohw", "passed": false, "vectors": 1, "failedVectors": 0, "notRun": 0, \
                "seconds": 1.000, "error": "late error", "failures": []}
                  ]
                }
                """, report.toJson());
    }

    @Test
    void theJUnitXmlHasOneTestCasePerCellAndAFailureForEachThatFailed() {
        assertEquals("""
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuite name="aesref selftest" tests="4" failures="3" errors="0" skipped="0" time="1.875">
                  <properties>
                    <property name="vectors" value="v&lt;1&gt;"/>
                    <property name="quick" value="true"/>
                  </properties>
                  <testcase classname="aesref.selftest.spec" name="s1" time="0.500"/>
                  <testcase classname="aesref.selftest.nohw" name="s2" time="0.250">
                    <failure message="s2 on nohw: 5 vectors, 2 failed">s2 on nohw: 5 vectors, 2 failed
                  a &quot;q&quot;
                  b&lt;c&gt;</failure>
                  </testcase>
                  <testcase classname="aesref.selftest.spec" name="s3" time="0.125">
                    <failure message="file gone">file gone</failure>
                  </testcase>
                  <testcase classname="aesref.selftest.nohw" name="s4" time="1.000">
                    <failure message="late error">late error</failure>
                  </testcase>
                </testsuite>
                """, report().toJUnitXml());
    }

    @Test
    void anInterruptedReportSaysSoInBoth() {
        SelfTestReport report = new SelfTestReport("embedded", false);
        report.add(new SuiteResult("s1", "spec", 3, 0, List.of()), null, 0.5);
        report.interrupted();
        assertEquals("""
                {
                  "vectors": "embedded",
                  "quick": false,
                  "interrupted": true,
                  "suiteRuns": 1,
                  "failedSuiteRuns": 0,
                  "results": [
                    {"suite": "s1", "engine": "spec", "passed": true, "vectors": 3, "failedVectors": 0, "notRun": 0, \
                "seconds": 0.500, "error": null, "failures": []}
                  ]
                }
                """, report.toJson());
        assertEquals("""
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuite name="aesref selftest" tests="2" failures="0" errors="1" skipped="0" time="0.500">
                  <properties>
                    <property name="vectors" value="embedded"/>
                    <property name="quick" value="false"/>
                  </properties>
                  <testcase classname="aesref.selftest.spec" name="s1" time="0.500"/>
                  <testcase classname="aesref.selftest" name="interrupted" time="0">
                    <error message="the run was interrupted before its end"/>
                  </testcase>
                </testsuite>
                """, report.toJUnitXml());
    }

    @Test
    void anEmptyReportHasNoResults() {
        assertEquals("""
                {
                  "vectors": "embedded",
                  "quick": false,
                  "interrupted": false,
                  "suiteRuns": 0,
                  "failedSuiteRuns": 0,
                  "results": [
                  ]
                }
                """, new SelfTestReport("embedded", false).toJson());
    }
}
