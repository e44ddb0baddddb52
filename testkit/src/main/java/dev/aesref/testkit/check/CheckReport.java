package dev.aesref.testkit.check;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The result of a check: one {@link TargetResult} per transformation checked, the transformations
 * aesref knows that the provider does not offer, and the options that judge them. Prints as a
 * table and writes JSON and JUnit XML (one {@code testcase} per transformation and input path).
 *
 * <p>The run's {@link #verdict()} cannot be green when nothing was tested: it is
 * {@link Verdict#MISMATCHED} when a transformation mismatched (or crashed, when crashes fail),
 * else {@link Verdict#UNTESTED} when no transformation was tested or a required one is not offered
 * or untested, else {@link Verdict#PASSED}. A report of a run interrupted before its end
 * ({@link #asInterrupted()}) is never passed.
 *
 * @param interrupted the run stopped before its end: the results are those of the transformations
 *                    it finished
 */
public record CheckReport(String provider, Checker.Options options, List<TargetResult> results,
                          List<Target> notOffered, boolean interrupted) {

    /** How a run ends. */
    public enum Verdict { PASSED, MISMATCHED, UNTESTED }

    public CheckReport {
        results = List.copyOf(results);
        notOffered = List.copyOf(notOffered);
    }

    /** The report of a run that ended. */
    public CheckReport(String provider, Checker.Options options, List<TargetResult> results, List<Target> notOffered) {
        this(provider, options, results, notOffered, false);
    }

    /** This report, marked as the partial report of an interrupted run. */
    public CheckReport asInterrupted() {
        return new CheckReport(provider, options, results, notOffered, true);
    }

    public long seed() {
        return options.seed();
    }

    /** The verdict of one transformation under this run's options. */
    public TargetResult.Verdict verdict(TargetResult r) {
        return r.verdict(options.maxRefused(), options.crashesFail());
    }

    /** The run's verdict (see the class comment). */
    public Verdict verdict() {
        if (results.stream().anyMatch(r -> verdict(r) == TargetResult.Verdict.MISMATCHED)) {
            return Verdict.MISMATCHED;
        }
        if (interrupted || results.stream().noneMatch(r -> verdict(r) == TargetResult.Verdict.PASSED)
                || !missingRequired().isEmpty()) {
            return Verdict.UNTESTED;
        }
        return Verdict.PASSED;
    }

    /** Required transformations that were not offered or not tested. */
    public List<Target> missingRequired() {
        List<Target> missing = new ArrayList<>();
        for (Target t : Target.values()) {
            if (options.required().contains(t) && results.stream()
                    .noneMatch(r -> r.target() == t && verdict(r) != TargetResult.Verdict.UNTESTED)) {
                missing.add(t);
            }
        }
        return missing;
    }

    /** The verdict is {@link Verdict#PASSED}. */
    public boolean passed() {
        return verdict() == Verdict.PASSED;
    }

    public int mismatches() {
        return results.stream().mapToInt(TargetResult::mismatches).sum();
    }

    public int crashes() {
        return results.stream().mapToInt(TargetResult::crashes).sum();
    }

    /** The one line that ends the table. */
    public String summary() {
        if (interrupted) {
            return "check INTERRUPTED after " + results.size() + " transformations: " + mismatches() + " mismatches, "
                    + crashes() + " crashes so far";
        }
        String refusals = String.format(Locale.ROOT, "untested above %.0f %% refused cases", 100 * options.maxRefused());
        return switch (verdict()) {
            case PASSED -> "check passed: " + results.stream().filter(r -> verdict(r) == TargetResult.Verdict.PASSED)
                    .count() + " transformations tested, no mismatch (" + refusals + ")";
            case MISMATCHED -> "check FAILED: " + (mismatches() == 0 ? crashes() + " crashes, 0 mismatches"
                    : mismatches() + " mismatches, " + crashes() + " crashes")
                    + (options.crashesFail() ? "" : " (allowed)");
            case UNTESTED -> "check UNTESTED: " + (results.stream().noneMatch(r -> verdict(r) == TargetResult.Verdict.PASSED)
                    ? "no transformation was tested" : "required but not tested: " + String.join(", ",
                    missingRequired().stream().map(Target::transformation).toList())) + " (" + refusals + ")";
        };
    }

    /**
     * The table; the first mismatch and the first crash of each transformation follow it in full
     * (every input in hex, the path and the id), and with {@code verbose} the first ten of each.
     */
    public void printTable(PrintWriter out, boolean verbose) {
        out.printf("aesref check: provider %s, seed %d, %d random cases%s%n", provider, seed(), options.randomPerTarget(),
                options.threads() == 1 ? "" : ", " + options.threads() + " threads at once, "
                        + results.stream().mapToLong(TargetResult::operations).sum() + " operations");
        out.printf("%-24s %-10s %7s %7s %8s %7s %7s %7s%n", "transformation", "verdict", "cases", "refused",
                "mismatch", "crashes", "policy", "seconds");
        for (TargetResult r : results) {
            out.printf(Locale.ROOT, "%-24s %-10s %7d %7d %8d %7d %7d %7.1f%n", r.target().transformation(),
                    r.verdictWord(options.maxRefused(), options.crashesFail()), r.cases(), r.refused(), r.mismatches(),
                    r.crashes(), r.policyCases() - r.refused(), r.seconds());
        }
        for (TargetResult r : results) {
            List<String> mismatches = r.firstMismatches();
            for (String m : verbose ? mismatches : mismatches.subList(0, Math.min(1, mismatches.size()))) {
                out.printf("mismatch: %s%n", m);
            }
            List<String> crashes = r.firstCrashes();
            for (String m : verbose ? crashes : crashes.subList(0, Math.min(1, crashes.size()))) {
                out.printf("crash: %s%n", m);
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
        out.println(summary());
    }

    public String toJson() {
        StringBuilder b = new StringBuilder();
        b.append("{\n  \"provider\": ").append(json(provider)).append(",\n  \"seed\": ").append(seed())
                .append(",\n  \"random\": ").append(options.randomPerTarget())
                .append(",\n  \"maxRefused\": ").append(options.maxRefused())
                .append(",\n  \"crashesFail\": ").append(options.crashesFail())
                .append(",\n  \"threads\": ").append(options.threads())
                .append(",\n  \"required\": ").append(names(options.required().stream().sorted().toList()))
                .append(",\n  \"verdict\": ").append(json(verdict().name().toLowerCase(Locale.ROOT)))
                .append(",\n  \"interrupted\": ").append(interrupted)
                .append(",\n  \"passed\": ").append(passed()).append(",\n  \"results\": [");
        for (int i = 0; i < results.size(); i++) {
            TargetResult r = results.get(i);
            b.append(i == 0 ? "\n" : ",\n").append("    {\"transformation\": ").append(json(r.target().transformation()))
                    .append(", \"verdict\": ").append(json(verdict(r).name().toLowerCase(Locale.ROOT)))
                    .append(", \"cases\": ").append(r.cases())
                    .append(", \"operations\": ").append(r.operations())
                    .append(", \"refused\": ").append(r.refused())
                    .append(", \"mismatches\": ").append(r.mismatches())
                    .append(", \"crashes\": ").append(r.crashes())
                    .append(", \"seconds\": ").append(String.format(Locale.ROOT, "%.3f", r.seconds()))
                    .append(", \"paths\": {");
            int k = 0;
            for (InputPath path : InputPath.values()) {
                Integer n = r.paths().get(path);
                if (n != null) {
                    b.append(k++ == 0 ? "" : ", ").append(json(path.name())).append(": ").append(n);
                }
            }
            b.append("}, \"firstMismatches\": ").append(strings(r.firstMismatches()))
                    .append(", \"firstCrashes\": ").append(strings(r.firstCrashes()))
                    .append(", \"policy\": {");
            int j = 0;
            for (Map.Entry<String, Integer> p : new TreeMap<>(r.policy()).entrySet()) {
                b.append(j++ == 0 ? "" : ", ").append(json(p.getKey())).append(": ").append(p.getValue());
            }
            b.append("}}");
        }
        b.append("\n  ],\n  \"notOffered\": ").append(names(notOffered));
        return b.append("\n}\n").toString();
    }

    private static String names(List<Target> targets) {
        return strings(targets.stream().map(Target::transformation).toList());
    }

    private static String strings(List<String> list) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < list.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(json(list.get(i)));
        }
        return b.append(']').toString();
    }

    /**
     * JUnit XML as CI servers read it: one {@code testcase} per transformation and input path, with
     * its time; a mismatch or crash is a {@code failure}, an untested transformation a
     * {@code failure} too (it was offered and could not be tested), a transformation the provider
     * does not offer a {@code skipped} case; {@code tests} counts them all. Policy differences are in
     * each transformation's {@code system-out}.
     */
    public String toJUnitXml() {
        StringBuilder cases = new StringBuilder();
        int tests = 0;
        int failures = 0;
        for (TargetResult r : results) {
            TargetResult.Verdict v = verdict(r);
            String name = r.target().transformation();
            StringBuilder policyOut = new StringBuilder();
            for (Map.Entry<String, Integer> p : new TreeMap<>(r.policy()).entrySet()) {
                policyOut.append("policy: ").append(p.getKey()).append(" in ").append(p.getValue())
                        .append(" cases (first: ").append(r.policyExamples().get(p.getKey())).append(")\n");
            }
            if (v == TargetResult.Verdict.UNTESTED) {
                tests++;
                failures++;
                cases.append("  <testcase classname=\"aesref.check.").append(xml(name)).append("\" name=\"all paths\" time=\"")
                        .append(time(r.seconds())).append("\">\n    <failure message=\"untested: ").append(r.refused())
                        .append(" of ").append(r.cases()).append(" cases refused\"/>\n    <system-out>")
                        .append(xml(policyOut.toString())).append("</system-out>\n  </testcase>\n");
                continue;
            }
            int total = r.paths().values().stream().mapToInt(Integer::intValue).sum();
            for (InputPath path : InputPath.values()) {
                Integer n = r.paths().get(path);
                if (n == null) {
                    continue;
                }
                tests++;
                List<String> onPath = r.failuresOn(path, options.crashesFail());
                boolean failed = r.failedOn(path, options.crashesFail()) > 0;
                cases.append("  <testcase classname=\"aesref.check.").append(xml(name)).append("\" name=\"")
                        .append(path.name().toLowerCase(Locale.ROOT)).append("\" time=\"")
                        .append(time(r.seconds() * n / total)).append("\"");
                if (!failed) {
                    cases.append(">\n");
                } else {
                    failures++;
                    cases.append(">\n    <failure message=\"")
                            .append(xml(r.failureMessage(path, options.crashesFail()))).append("\">")
                            .append(xml(String.join("\n", onPath))).append("</failure>\n");
                }
                cases.append("    <system-out>").append(xml(policyOut.toString())).append("</system-out>\n  </testcase>\n");
            }
        }
        for (Target t : notOffered) {
            tests++;
            boolean required = options.required().contains(t);
            if (required) {
                failures++;
            }
            cases.append("  <testcase classname=\"aesref.check.").append(xml(t.transformation()))
                    .append("\" name=\"all paths\" time=\"0\">\n    ").append(required
                            ? "<failure message=\"required, not offered by the provider\"/>"
                            : "<skipped message=\"not offered by the provider\"/>").append("\n  </testcase>\n");
        }
        if (interrupted) {
            tests++;
            cases.append("  <testcase classname=\"aesref.check\" name=\"interrupted\" time=\"0\">\n"
                    + "    <error message=\"the run was interrupted before its end\"/>\n  </testcase>\n");
        }
        double seconds = results.stream().mapToDouble(TargetResult::seconds).sum();
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"aesref check " + xml(provider)
                + "\" tests=\"" + tests + "\" failures=\"" + failures + "\" errors=\"" + (interrupted ? 1 : 0)
                + "\" skipped=\""
                + notOffered.stream().filter(t -> !options.required().contains(t)).count() + "\" time=\"" + time(seconds)
                + "\">\n" + cases + "</testsuite>\n";
    }

    private static String time(double seconds) {
        return String.format(Locale.ROOT, "%.3f", seconds);
    }

    private static String json(String s) {
        return ReportText.json(s);
    }

    private static String xml(String s) {
        return ReportText.xml(s);
    }
}
