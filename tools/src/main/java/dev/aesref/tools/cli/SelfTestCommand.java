package dev.aesref.tools.cli;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.internal.vectors.format.VectorFileException;
import dev.aesref.internal.vectors.source.VectorSource;
import dev.aesref.internal.vectors.suite.Suite;
import dev.aesref.internal.vectors.suite.SuiteResult;
import dev.aesref.internal.vectors.suite.Suites;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code selftest}: every vector suite on every engine, as a table of suite x engine with the
 * number of vectors run and failed. The vector files are the copy of {@code vectors/} embedded in
 * the jar ({@code -Daesref.vectors=DIR} reads a directory laid out the same way instead); a file
 * that is missing or differs from {@code vectors/MANIFEST} fails its suite. Nothing is skipped.
 * {@code --quick} runs the first {@value #QUICK_PER_FILE} vectors of every file instead of all.
 */
@Command(name = "selftest", mixinStandardHelpOptions = true,
        description = {"Runs every known-answer suite on every engine.",
            "The suites: FIPS-197, SP 800-38A, RFC 3686, NIST CAVP KAT/MMT and Monte Carlo, kernel CTR/XCTR,"
                + " google/hctr2 XCTR, Wycheproof.",
            "The vector files are embedded in the jar; -Daesref.vectors=DIR reads them from a directory laid out"
                + " like the repository's vectors/ (same sha256, see its MANIFEST)."})
final class SelfTestCommand implements Callable<Integer> {

    /** Vectors per file under {@code --quick}. */
    static final int QUICK_PER_FILE = 3;

    @Option(names = "--engine", paramLabel = "NAME",
            description = "run only these engines (default: every engine; --list shows them)")
    List<String> engineNames = new ArrayList<>();

    @Option(names = "--list", description = "list the engines and the suites, and exit")
    boolean list;

    @Option(names = "--suite", paramLabel = "NAME", description = "run only these suites")
    List<String> suiteNames = new ArrayList<>();

    @Option(names = "--quick",
            description = "run the first " + QUICK_PER_FILE + " vectors of every file of every suite on every engine")
    boolean quick;

    @Option(names = "--verbose", description = "print every failure, not just the table")
    boolean verbose;

    @Option(names = "--json", paramLabel = "FILE", description = "write the results as JSON")
    java.nio.file.Path json;

    @Option(names = "--junit", paramLabel = "FILE", description = "write the results as JUnit XML")
    java.nio.file.Path junit;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /**
     * Whether progress goes to a terminal (one line rewritten in place) or to a log (one line per
     * suite, with its number and time).
     */
    boolean terminal = System.console() != null;

    /** Where the times of the suites and of the run are read, in nanoseconds. */
    LongSupplier clock = System::nanoTime;

    /** The engines of the Vector API tier, registered only when the JVM has the module. */
    static final List<String> VECTOR_ENGINES = List.of("nohw-vector", "vpaes-vector");

    /**
     * The hint for an engine of the Vector API tier asked for in a JVM without the module (so that
     * it is not among the {@code registered} engines), or null.
     */
    static String missingModule(String name, List<String> registered) {
        if (VECTOR_ENGINES.contains(name) && !registered.contains(name)) {
            return "--engine: " + name + " needs the Vector API module: run java --add-modules"
                    + " jdk.incubator.vector -jar aesref.jar selftest --engine " + name;
        }
        return null;
    }

    @Override
    public Integer call() throws java.io.IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (json != null) {
            Outputs.checkFile("--json", json);
        }
        if (junit != null) {
            Outputs.checkFile("--junit", junit);
        }
        if (list) {
            out.println("engines: " + String.join(", ", Engines.names()));
            out.println("suites: " + String.join(", ", Suites.all().stream().map(Suite::name).toList()));
            out.flush();
            return ExitCode.OK;
        }
        String vectorDir = System.getProperty("aesref.vectors", "");
        if (!vectorDir.isEmpty() && !java.nio.file.Files.isDirectory(java.nio.file.Path.of(vectorDir))) {
            throw new java.io.UncheckedIOException(new java.io.IOException(
                    "-Daesref.vectors=" + vectorDir + " is not a directory (leave it out to use the vectors in the jar)"));
        }
        return run(engines(Engines.names()), suites());
    }

    /**
     * The engines asked for with {@code --engine}, or every engine; {@code registered} are the
     * engines this JVM has ({@link Engines#names()}).
     */
    List<BlockEngine> engines(List<String> registered) {
        if (engineNames.isEmpty()) {
            return Engines.all();
        }
        List<BlockEngine> engines = new ArrayList<>();
        for (String n : engineNames) {
            String missingModule = missingModule(n, registered);
            if (missingModule != null) {
                throw new IllegalArgumentException(missingModule);
            }
            engines.add(Engines.byName(n));
        }
        return engines;
    }

    /** The suites asked for with {@code --suite}, or every suite. */
    List<Suite> suites() {
        if (suiteNames.isEmpty()) {
            return Suites.all();
        }
        List<Suite> suites = new ArrayList<>();
        for (String n : suiteNames) {
            if (Suites.all().stream().noneMatch(suite -> suite.name().equals(n))) {
                throw new IllegalArgumentException("--suite: no suite named '" + n
                        + "'; 'aesref selftest --list' shows the " + Suites.all().size() + " suites");
            }
            suites.add(Suites.byName(n));
        }
        return suites;
    }

    /**
     * Runs {@code suites} on {@code engines}, prints the table and writes the reports asked for;
     * returns the exit code. A report asked for is written when the run is interrupted too
     * ({@link PartialReports}).
     */
    int run(List<BlockEngine> engines, List<Suite> suites) throws java.io.IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int perFile = quick ? QUICK_PER_FILE : Suite.ALL;
        long start = clock.getAsLong();
        SelfTestReport report = new SelfTestReport(VectorSource.current().describe(), quick);
        // Registered whether or not a report file was asked for: without one it writes nothing,
        // and the notice says nothing.
        PartialReports.whileRunning(() -> {
            report.interrupted();
            return write(report);
        });
        int code;
        try {
            code = table(report, engines, suites, perFile, start, out, err);
        } finally {
            PartialReports.clear();
        }
        write(report);
        return code;
    }

    /** Runs the suites, prints the table as it goes and the summary after it; returns the exit code. */
    private int table(SelfTestReport report, List<BlockEngine> engines, List<Suite> suites, int perFile, long start,
                      PrintWriter out, PrintWriter err) {
        out.println("vectors: " + VectorSource.current().describe()
                + (quick ? "; --quick: the first " + QUICK_PER_FILE + " vectors of each file" : ""));
        List<SuiteResult> failed = new ArrayList<>();
        int suiteWidth = Math.max("suite".length(), suites.stream().mapToInt(s -> s.name().length()).max().orElse(0));
        StringBuilder header = new StringBuilder(pad("suite", suiteWidth));
        for (BlockEngine e : engines) {
            header.append("  ").append(pad(e.name(), 14));
        }
        out.println(header);
        long totalVectors = 0;
        long totalUnsupported = 0;
        List<SuiteResult> withUnsupported = new ArrayList<>();
        int cellsRun = 0;
        int suiteNumber = 0;
        for (Suite s : suites) {
            suiteNumber++;
            long suiteStart = clock.getAsLong();
            if (terminal) {
                err.printf("\rselftest: suite %d of %d: %s ", suiteNumber, suites.size(), s.name());
                err.flush();
            }
            StringBuilder row = new StringBuilder(pad(s.name(), suiteWidth));
            for (BlockEngine e : engines) {
                String cell;
                long cellStart = clock.getAsLong();
                try {
                    SuiteResult r = s.run(e, perFile);
                    report.add(r, null, (clock.getAsLong() - cellStart) / 1e9);
                    totalVectors += r.vectors();
                    if (r.unsupported() > 0) {
                        totalUnsupported += r.unsupported();
                        withUnsupported.add(r);
                    }
                    cell = r.vectors() + (r.passed() ? " ok" : " FAIL(" + r.failedVectors() + ")");
                    if (!r.passed()) {
                        failed.add(r);
                    }
                } catch (VectorFileException ex) {
                    // A missing, altered or malformed vector file fails the suite: never a skip.
                    SuiteResult r = new SuiteResult(s.name(), e.name(), 0, 0, List.of(ex.getMessage()));
                    failed.add(r);
                    report.add(r, ex.getMessage(), (clock.getAsLong() - cellStart) / 1e9);
                    cell = "ERROR";
                }
                cellsRun++;
                row.append("  ").append(pad(cell, 14));
            }
            if (terminal) {
                err.print("\r");
            } else {
                // A log, not a terminal: one line per suite, with its number and time.
                err.printf(java.util.Locale.ROOT, "selftest: suite %d of %d: %s (%.1f s)%n", suiteNumber,
                        suites.size(), s.name(), (clock.getAsLong() - suiteStart) / 1e9);
            }
            err.flush();
            out.println(row);
            out.flush();
        }
        out.println();
        out.println(cellsRun + " suite runs, " + totalVectors + " vectors, " + failed.size()
                + " failed suite runs, 0 skipped"
                + (totalUnsupported > 0 ? ", " + totalUnsupported + " records the API cannot express (below)" : "")
                + " (" + (clock.getAsLong() - start) / 1_000_000_000 + " s)");
        for (SuiteResult r : withUnsupported) {
            out.println(r.summary());
        }
        for (SuiteResult r : failed) {
            out.println(verbose ? r.report() : r.summary() + (r.failures().isEmpty() ? ""
                    : "\n  " + r.failures().get(0)));
        }
        out.flush();
        return failed.isEmpty() ? ExitCode.OK : ExitCode.FAILED;
    }

    /** Writes the report files asked for; returns their paths, for the interrupt notice. */
    private String write(SelfTestReport report) throws java.io.IOException {
        List<String> written = new ArrayList<>();
        if (json != null) {
            java.nio.file.Files.writeString(json, report.toJson(), java.nio.charset.StandardCharsets.UTF_8);
            written.add(json.toString());
        }
        if (junit != null) {
            java.nio.file.Files.writeString(junit, report.toJUnitXml(), java.nio.charset.StandardCharsets.UTF_8);
            written.add(junit.toString());
        }
        return String.join(", ", written);
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - s.length()));
    }
}
