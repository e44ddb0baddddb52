package dev.aesref.cli;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.vectors.Suite;
import dev.aesref.vectors.SuiteResult;
import dev.aesref.vectors.Suites;
import dev.aesref.vectors.VectorFileException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code selftest}: every vector suite on every engine, as a table of suite x engine with the
 * number of vectors run and failed. Suites whose external files are absent are listed as skipped,
 * with the way to get them; {@code --require-all} turns a skip into a failure (CI uses it).
 */
@Command(name = "selftest", mixinStandardHelpOptions = true,
        description = {"Runs every known-answer suite it can find on every engine.",
            "Embedded suites (FIPS-197, SP 800-38A, RFC 3686) always run; external suites read",
            "-Daesref.vectors=DIR (Wycheproof, AESAVS MCT, kernel CTR/XCTR, HCTR2) and",
            "-Daesref.nist=DIR (NIST CAVP KAT/MMT from python3-cryptography-vectors)."})
final class SelfTestCommand implements Callable<Integer> {

    @Option(names = "--engine", paramLabel = "NAME",
            description = "run only these engines (default: all: ${COMPLETION-CANDIDATES})")
    List<String> engineNames = new ArrayList<>();

    @Option(names = "--suite", paramLabel = "NAME", description = "run only these suites")
    List<String> suiteNames = new ArrayList<>();

    @Option(names = "--embedded-only", description = "run only the suites embedded in the jar")
    boolean embeddedOnly;

    @Option(names = "--require-all",
            description = "fail when any suite cannot run because its files are missing")
    boolean requireAll;

    @Option(names = "--verbose", description = "print every failure, not just the table")
    boolean verbose;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<BlockEngine> engines = new ArrayList<>();
        if (engineNames.isEmpty()) {
            engines.addAll(Engines.all());
        } else {
            for (String n : engineNames) {
                engines.add(Engines.byName(n));
            }
        }
        List<Suite> suites = new ArrayList<>();
        if (!suiteNames.isEmpty()) {
            for (String n : suiteNames) {
                suites.add(Suites.byName(n));
            }
        } else {
            suites.addAll(embeddedOnly ? Suites.embedded() : Suites.all());
        }

        Map<String, String> skipped = new LinkedHashMap<>();
        List<SuiteResult> failed = new ArrayList<>();
        int suiteWidth = suites.stream().mapToInt(s -> s.name().length()).max().orElse(5);
        StringBuilder header = new StringBuilder(pad("suite", suiteWidth));
        for (BlockEngine e : engines) {
            header.append("  ").append(pad(e.name(), 14));
        }
        out.println(header);
        long totalVectors = 0;
        int cellsRun = 0;
        for (Suite s : suites) {
            StringBuilder row = new StringBuilder(pad(s.name(), suiteWidth));
            for (BlockEngine e : engines) {
                String cell;
                try {
                    SuiteResult r = s.run(e);
                    totalVectors += r.vectors();
                    cellsRun++;
                    cell = r.vectors() + (r.passed() ? " ok" : " FAIL(" + r.failedVectors() + ")");
                    if (!r.passed()) {
                        failed.add(r);
                    }
                } catch (VectorFileException ex) {
                    if (s.embedded() || !ex.missing()) {
                        // An embedded file that cannot be read, or an external file that differs
                        // from the manifest, is a failure, never a skip.
                        failed.add(new SuiteResult(s.name(), e.name(), 0, 0, List.of(ex.getMessage())));
                        cell = "ERROR";
                    } else {
                        skipped.putIfAbsent(s.name(), ex.getMessage());
                        cell = "skipped";
                    }
                }
                row.append("  ").append(pad(cell, 14));
            }
            out.println(row);
            out.flush();
        }
        out.println();
        out.println(cellsRun + " suite runs, " + totalVectors + " vectors, " + failed.size()
                + " failed suite runs, " + skipped.size() + " suites skipped");
        if (!skipped.isEmpty()) {
            // Suites that miss the same files give the same reason: print each reason once.
            Map<String, List<String>> byReason = new LinkedHashMap<>();
            skipped.forEach((name, why) -> byReason.computeIfAbsent(why, w -> new ArrayList<>()).add(name));
            out.println("skipped (files not found):");
            byReason.forEach((why, names) -> out.println("  " + String.join(", ", names) + ":\n    " + why));
        }
        for (SuiteResult r : failed) {
            out.println(verbose ? r.report() : r.summary() + (r.failures().isEmpty() ? ""
                    : "\n  " + r.failures().get(0)));
        }
        out.flush();
        if (!failed.isEmpty()) {
            return 1;
        }
        return (requireAll && !skipped.isEmpty()) ? 3 : 0;
    }

    private static String pad(String s, int width) {
        StringBuilder b = new StringBuilder(s);
        while (b.length() < width) {
            b.append(' ');
        }
        return b.toString();
    }
}
