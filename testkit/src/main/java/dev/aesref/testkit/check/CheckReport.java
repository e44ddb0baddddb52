package dev.aesref.testkit.check;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The result of a check: one {@link TargetResult} per transformation checked, and the
 * transformations aesref knows that the provider does not offer. Prints as a table and writes
 * JSON and JUnit XML (one {@code testcase} per transformation, failed when it mismatched).
 */
public record CheckReport(String provider, long seed, List<TargetResult> results, List<Target> notOffered) {

    public CheckReport {
        results = List.copyOf(results);
        notOffered = List.copyOf(notOffered);
    }

    /** Nothing mismatched (policy differences allowed). */
    public boolean passed() {
        return results.stream().allMatch(r -> r.mismatches() == 0);
    }

    public int mismatches() {
        return results.stream().mapToInt(TargetResult::mismatches).sum();
    }

    /** The table; {@code verbose}: also every kept mismatch, not just the first of each row. */
    public void printTable(PrintWriter out, boolean verbose) {
        out.printf("aesref check: provider %s, seed %d%n", provider, seed);
        out.printf("%-24s %8s %10s %8s  %s%n", "transformation", "cases", "mismatches", "policy", "first mismatch");
        for (TargetResult r : results) {
            out.printf("%-24s %8d %10d %8d  %s%n", r.target().transformation(), r.cases(), r.mismatches(),
                    r.policyCases(), r.firstMismatch() == null ? "-" : r.firstMismatch());
        }
        if (verbose) {
            for (TargetResult r : results) {
                for (String m : r.firstMismatches()) {
                    out.printf("mismatch: %s %s%n", r.target().transformation(), m);
                }
            }
        }
        for (TargetResult r : results) {
            for (Map.Entry<String, Integer> p : new TreeMap<>(r.policy()).entrySet()) {
                out.printf("policy: %s %s in %d cases (first: %s)%n", r.target().transformation(), p.getKey(),
                        p.getValue(), r.policyExamples().get(p.getKey()));
            }
        }
        if (!notOffered.isEmpty()) {
            out.println("not offered by the provider: "
                    + String.join(", ", notOffered.stream().map(Target::transformation).toList()));
        }
        out.println(passed() ? "check passed: no mismatch" : "check FAILED: " + mismatches() + " mismatches");
    }

    public String toJson() {
        StringBuilder b = new StringBuilder();
        b.append("{\n  \"provider\": ").append(json(provider)).append(",\n  \"seed\": ").append(seed)
                .append(",\n  \"passed\": ").append(passed()).append(",\n  \"results\": [");
        for (int i = 0; i < results.size(); i++) {
            TargetResult r = results.get(i);
            b.append(i == 0 ? "\n" : ",\n").append("    {\"transformation\": ").append(json(r.target().transformation()))
                    .append(", \"cases\": ").append(r.cases())
                    .append(", \"mismatches\": ").append(r.mismatches())
                    .append(", \"firstMismatch\": ").append(r.firstMismatch() == null ? "null" : json(r.firstMismatch()))
                    .append(", \"policy\": {");
            int j = 0;
            for (Map.Entry<String, Integer> p : new TreeMap<>(r.policy()).entrySet()) {
                b.append(j++ == 0 ? "" : ", ").append(json(p.getKey())).append(": ").append(p.getValue());
            }
            b.append("}}");
        }
        b.append("\n  ],\n  \"notOffered\": [");
        for (int i = 0; i < notOffered.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(json(notOffered.get(i).transformation()));
        }
        return b.append("]\n}\n").toString();
    }

    public String toJUnitXml() {
        StringBuilder b = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        b.append("<testsuite name=\"aesref check ").append(xml(provider)).append("\" tests=\"")
                .append(results.size()).append("\" failures=\"")
                .append(results.stream().filter(r -> r.mismatches() > 0).count())
                .append("\" skipped=\"").append(notOffered.size()).append("\">\n");
        for (TargetResult r : results) {
            b.append("  <testcase classname=\"aesref.check\" name=\"").append(xml(r.target().transformation())).append("\"");
            if (r.mismatches() == 0) {
                b.append("/>\n");
            } else {
                b.append(">\n    <failure message=\"").append(r.mismatches()).append(" of ").append(r.cases())
                        .append(" cases mismatched\">").append(xml(r.firstMismatch())).append("</failure>\n  </testcase>\n");
            }
        }
        for (Target t : notOffered) {
            b.append("  <testcase classname=\"aesref.check\" name=\"").append(xml(t.transformation()))
                    .append("\">\n    <skipped message=\"not offered by the provider\"/>\n  </testcase>\n");
        }
        return b.append("</testsuite>\n").toString();
    }

    static String json(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    static String xml(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                default -> b.append(c < 0x20 && c != '\n' && c != '\t' ? ' ' : c);
            }
        }
        return b.toString();
    }
}
