package dev.aesref.tools.cli;

import dev.aesref.testkit.check.ReportText;

import dev.aesref.internal.vectors.suite.SuiteResult;
import java.util.List;
import java.util.Locale;

/**
 * What {@code selftest --json} and {@code --junit} write: one result per suite and engine, in the
 * conventions of {@code check}'s reports (a JSON object with the run's facts and one entry per
 * case; JUnit XML with one test case per suite and engine, a failed or erroring suite as a
 * failure, so that CI test reporters read it).
 */
final class SelfTestReport {

    /** One cell of the table: its result, and the error that stopped it (a bad vector file), if any. */
    record Cell(SuiteResult result, String error, double seconds) {}

    private final String vectors;
    private final boolean quick;
    /** Appended by the run, read by an interrupt's partial report on another thread. */
    private final List<Cell> cells = new java.util.concurrent.CopyOnWriteArrayList<>();
    private volatile boolean interrupted;

    SelfTestReport(String vectors, boolean quick) {
        this.vectors = vectors;
        this.quick = quick;
    }

    void add(SuiteResult result, String error, double seconds) {
        cells.add(new Cell(result, error, seconds));
    }

    /** Marks the report as the partial one of an interrupted run. */
    void interrupted() {
        interrupted = true;
    }

    long failed() {
        return cells.stream().filter(c -> c.error() != null || !c.result().passed()).count();
    }

    String toJson() {
        StringBuilder b = new StringBuilder("{\n");
        b.append("  \"vectors\": ").append(json(vectors)).append(",\n");
        b.append("  \"quick\": ").append(quick).append(",\n");
        b.append("  \"interrupted\": ").append(interrupted).append(",\n");
        b.append("  \"suiteRuns\": ").append(cells.size()).append(",\n");
        b.append("  \"failedSuiteRuns\": ").append(failed()).append(",\n");
        b.append("  \"results\": [");
        for (int i = 0; i < cells.size(); i++) {
            Cell c = cells.get(i);
            SuiteResult r = c.result();
            b.append(i == 0 ? "\n" : ",\n");
            b.append("    {\"suite\": ").append(json(r.suite())).append(", \"engine\": ").append(json(r.engine()))
                    .append(", \"passed\": ").append(c.error() == null && r.passed())
                    .append(", \"vectors\": ").append(r.vectors())
                    .append(", \"failedVectors\": ").append(r.failedVectors())
                    .append(", \"notRun\": ").append(r.unsupported())
                    .append(", \"seconds\": ").append(String.format(Locale.ROOT, "%.3f", c.seconds()))
                    .append(", \"error\": ").append(c.error() == null ? "null" : json(c.error()))
                    .append(", \"failures\": [");
            for (int f = 0; f < r.failures().size(); f++) {
                b.append(f == 0 ? "" : ", ").append(json(r.failures().get(f)));
            }
            b.append("]}");
        }
        return b.append("\n  ]\n}\n").toString();
    }

    String toJUnitXml() {
        StringBuilder b = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        double total = cells.stream().mapToDouble(Cell::seconds).sum();
        b.append("<testsuite name=\"aesref selftest\" tests=\"").append(cells.size() + (interrupted ? 1 : 0))
                .append("\" failures=\"").append(failed()).append("\" errors=\"").append(interrupted ? 1 : 0)
                .append("\" skipped=\"0\" time=\"")
                .append(String.format(Locale.ROOT, "%.3f", total)).append("\">\n");
        b.append("  <properties>\n    <property name=\"vectors\" value=\"").append(xml(vectors))
                .append("\"/>\n    <property name=\"quick\" value=\"").append(quick).append("\"/>\n  </properties>\n");
        for (Cell c : cells) {
            SuiteResult r = c.result();
            b.append("  <testcase classname=\"aesref.selftest.").append(xml(r.engine())).append("\" name=\"")
                    .append(xml(r.suite())).append("\" time=\"").append(String.format(Locale.ROOT, "%.3f", c.seconds()))
                    .append("\"");
            if (c.error() == null && r.passed()) {
                b.append("/>\n");
            } else {
                String message = c.error() != null ? c.error() : r.summary();
                b.append(">\n    <failure message=\"").append(xml(message)).append("\">")
                        .append(xml(c.error() != null ? c.error() : r.report())).append("</failure>\n  </testcase>\n");
            }
        }
        if (interrupted) {
            b.append("  <testcase classname=\"aesref.selftest\" name=\"interrupted\" time=\"0\">\n"
                    + "    <error message=\"the run was interrupted before its end\"/>\n  </testcase>\n");
        }
        return b.append("</testsuite>\n").toString();
    }

    private static String json(String s) {
        return ReportText.json(s);
    }

    private static String xml(String s) {
        return ReportText.xml(s);
    }
}
