package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.internal.vectors.format.VectorFileException;
import dev.aesref.internal.vectors.suite.Suite;
import dev.aesref.internal.vectors.suite.SuiteResult;
import dev.aesref.internal.vectors.suite.Suites;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code selftest}'s table, summary, progress, reports and exit code, over hand-made suites whose
 * results and times the test chooses: the fake suites return fixed results and move a fake clock,
 * so that every count and time printed is known in advance. Which suites and engines run comes
 * from the options, checked on their own.
 */
class SelfTestCommandTest {

    @TempDir
    Path tmp;

    private final AtomicLong now = new AtomicLong(7_000_000_000L);
    private final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
    private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
    private String oldVectors;

    @BeforeEach
    void vectorsFromADirectory() {
        oldVectors = System.getProperty("aesref.vectors");
        System.setProperty("aesref.vectors", tmp.toString());
    }

    @AfterEach
    void restoreVectors() {
        if (oldVectors == null) {
            System.clearProperty("aesref.vectors");
        } else {
            System.setProperty("aesref.vectors", oldVectors);
        }
        PartialReports.clear();
    }

    /** What a fake suite does on one engine: take {@code millis} of the fake clock, then answer or throw. */
    private record Outcome(long millis, SuiteResult result, String fileError) {}

    /** A suite of fixed outcomes per engine name; {@code during} runs inside each of its runs. */
    private final class FakeSuite implements Suite {
        final String name;
        final Map<String, Outcome> outcomes;
        final List<Integer> perFileSeen = new ArrayList<>();
        Runnable during = () -> {};

        FakeSuite(String name, Map<String, Outcome> outcomes) {
            this.name = name;
            this.outcomes = outcomes;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public String source() {
            return "made by hand";
        }

        @Override
        public List<String> files() {
            return List.of();
        }

        @Override
        public SuiteResult run(BlockEngine engine, int perFile) {
            perFileSeen.add(perFile);
            during.run();
            Outcome o = outcomes.get(engine.name());
            now.addAndGet(o.millis() * 1_000_000L);
            if (o.fileError() != null) {
                throw new VectorFileException(o.fileError());
            }
            return o.result();
        }
    }

    private static Outcome ok(long millis, SuiteResult r) {
        return new Outcome(millis, r, null);
    }

    /** Writers that do not flush by themselves, so that what is visible is what the command flushed. */
    private SelfTestCommand command(String... args) {
        SelfTestCommand command = new SelfTestCommand();
        command.clock = now::get;
        new CommandLine(command)
                .setOut(new PrintWriter(new OutputStreamWriter(outBytes, StandardCharsets.UTF_8), false))
                .setErr(new PrintWriter(new OutputStreamWriter(errBytes, StandardCharsets.UTF_8), false))
                .parseArgs(args);
        return command;
    }

    private String out() {
        return outBytes.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return errBytes.toString(StandardCharsets.UTF_8);
    }

    private static final List<BlockEngine> SPEC_NOHW = List.of(Engines.byName("spec"), Engines.byName("nohw"));

    private FakeSuite alpha() {
        return new FakeSuite("alpha-suite", Map.of(
                "spec", ok(250, new SuiteResult("alpha-suite", "spec", 12, 0, List.of())),
                "nohw", ok(450, new SuiteResult("alpha-suite", "nohw", 12, 0, List.of()))));
    }

    private FakeSuite b() {
        return new FakeSuite("b", Map.of(
                "spec", ok(1000, new SuiteResult("b", "spec", 7, 0, List.of(), 4, "reason r")),
                "nohw", ok(125, new SuiteResult("b", "nohw", 7, 2, List.of("v1 wrong", "v2 wrong")))));
    }

    private FakeSuite c() {
        return new FakeSuite("c", Map.of(
                "spec", new Outcome(360, null, "vector file x does not exist"),
                "nohw", ok(0, new SuiteResult("c", "nohw", 0, 0, List.of()))));
    }

    /** One row of the table, laid out with String.format rather than the command's padding. */
    private static String row(String first, String spec, String nohw) {
        return String.format("%-11s  %-14s  %-14s", first, spec, nohw);
    }

    /**
     * Without --quick, in a log: the table with its counts, cells of every kind (ok, FAIL, a
     * vector file that cannot be read, a suite that ran nothing), the summary with the total time,
     * the records not run, one line per failure, one progress line per suite with its time, every
     * file vector, and the exit code of a failed run.
     */
    @Test
    void aLogRunPrintsTheTableTheSummaryAndOneLinePerSuite() throws IOException {
        SelfTestCommand command = command("--json", tmp.resolve("r.json").toString());
        command.terminal = false;
        FakeSuite alpha = alpha();
        FakeSuite b = b();
        // The first suite's row and progress line are out before the second suite runs.
        List<String> seenDuringB = new ArrayList<>();
        b.during = () -> {
            seenDuringB.add(out());
            seenDuringB.add(err());
        };
        int code = command.run(SPEC_NOHW, List.of(alpha, b, c()));

        assertEquals(ExitCode.FAILED, code);
        String vectorsLine = "vectors: -Daesref.vectors=" + tmp;
        String header = row("suite", "spec", "nohw");
        String alphaRow = row("alpha-suite", "12 ok", "12 ok");
        assertEquals(String.join("\n",
                vectorsLine,
                header,
                alphaRow,
                row("b", "7 ok", "7 FAIL(2)"),
                row("c", "ERROR", "0 FAIL(0)"),
                "",
                "6 suite runs, 38 vectors, 3 failed suite runs, 0 skipped, 4 records the API cannot express (below)"
                        + " (2 s)",
                "b on spec: 7 vectors, 0 failed; 4 not run: reason r",
                "b on nohw: 7 vectors, 2 failed",
                "  v1 wrong",
                "c on spec: 0 vectors, 0 failed (no vectors ran: a suite that runs nothing fails)",
                "  vector file x does not exist",
                "c on nohw: 0 vectors, 0 failed (no vectors ran: a suite that runs nothing fails)",
                ""), out().replace(System.lineSeparator(), "\n"));
        assertEquals(String.join("\n",
                "selftest: suite 1 of 3: alpha-suite (0.7 s)",
                "selftest: suite 2 of 3: b (1.1 s)",
                "selftest: suite 3 of 3: c (0.4 s)",
                ""), err().replace(System.lineSeparator(), "\n"));
        assertEquals(String.join("\n", vectorsLine, header, alphaRow, ""),
                seenDuringB.get(0).replace(System.lineSeparator(), "\n"));
        assertEquals("selftest: suite 1 of 3: alpha-suite (0.7 s)\n",
                seenDuringB.get(1).replace(System.lineSeparator(), "\n"));
        assertEquals(List.of(Suite.ALL, Suite.ALL), alpha.perFileSeen);
        assertEquals("", notice(), "the run's end unregisters the partial reports");

        String json = Files.readString(tmp.resolve("r.json"));
        assertTrue(json.contains("\"quick\": false,\n  \"interrupted\": false,\n  \"suiteRuns\": 6,\n"
                + "  \"failedSuiteRuns\": 3,\n"), json);
        for (String cell : List.of(
                "{\"suite\": \"alpha-suite\", \"engine\": \"spec\", \"passed\": true, \"vectors\": 12,"
                        + " \"failedVectors\": 0, \"notRun\": 0, \"seconds\": 0.250,",
                "{\"suite\": \"alpha-suite\", \"engine\": \"nohw\", \"passed\": true, \"vectors\": 12,"
                        + " \"failedVectors\": 0, \"notRun\": 0, \"seconds\": 0.450,",
                "{\"suite\": \"b\", \"engine\": \"spec\", \"passed\": true, \"vectors\": 7,"
                        + " \"failedVectors\": 0, \"notRun\": 4, \"seconds\": 1.000,",
                "{\"suite\": \"c\", \"engine\": \"spec\", \"passed\": false, \"vectors\": 0,"
                        + " \"failedVectors\": 0, \"notRun\": 0, \"seconds\": 0.360,"
                        + " \"error\": \"vector file x does not exist\"")) {
            assertTrue(json.contains(cell), cell + "\n" + json);
        }
    }

    /**
     * With --quick, --verbose, on a terminal: the vectors line says --quick, each suite runs the
     * first vectors of each file, the progress line is rewritten in place (and out before the
     * suite runs), and a failure lists every failed vector; a run without failures exits 0.
     */
    @Test
    void aTerminalRunRewritesOneProgressLineAndVerboseListsEveryFailure() throws IOException {
        SelfTestCommand command = command("--quick", "--verbose");
        command.terminal = true;
        FakeSuite alpha = alpha();
        FakeSuite b = b();
        List<String> errDuringB = new ArrayList<>();
        b.during = () -> errDuringB.add(err());
        int code = command.run(SPEC_NOHW, List.of(alpha, b));

        assertEquals(ExitCode.FAILED, code);
        assertEquals("\rselftest: suite 1 of 2: alpha-suite \r\rselftest: suite 2 of 2: b ", errDuringB.get(0));
        assertEquals("\rselftest: suite 1 of 2: alpha-suite \r\rselftest: suite 2 of 2: b \r", err());
        assertEquals(List.of(SelfTestCommand.QUICK_PER_FILE, SelfTestCommand.QUICK_PER_FILE), alpha.perFileSeen);
        assertEquals(String.join("\n",
                "vectors: -Daesref.vectors=" + tmp + "; --quick: the first 3 vectors of each file",
                row("suite", "spec", "nohw"),
                row("alpha-suite", "12 ok", "12 ok"),
                row("b", "7 ok", "7 FAIL(2)"),
                "",
                "4 suite runs, 38 vectors, 1 failed suite runs, 0 skipped, 4 records the API cannot express (below)"
                        + " (1 s)",
                "b on spec: 7 vectors, 0 failed; 4 not run: reason r",
                "b on nohw: 7 vectors, 2 failed",
                "  v1 wrong",
                "  v2 wrong",
                ""), out().replace(System.lineSeparator(), "\n"));

        outBytes.reset();
        errBytes.reset();
        assertEquals(ExitCode.OK, command("--quick").run(List.of(Engines.byName("spec")), List.of(alpha())));
        String lines = out().replace(System.lineSeparator(), "\n");
        assertTrue(lines.endsWith("\n\n1 suite runs, 12 vectors, 0 failed suite runs, 0 skipped (0 s)\n"), lines);
    }

    /**
     * Suite names shorter than "suite": the first column is as wide as "suite", not one space more;
     * a cell wider than its column is printed whole.
     */
    @Test
    void theColumnsAreAsWideAsTheirWidestEntry() throws IOException {
        FakeSuite ab = new FakeSuite("ab", Map.of("spec", ok(0, new SuiteResult("ab", "spec", 1, 0, List.of()))));
        FakeSuite cd = new FakeSuite("cd", Map.of("spec",
                ok(0, new SuiteResult("cd", "spec", 1234567, 12345, List.of()))));
        assertEquals(ExitCode.FAILED, command().run(List.of(Engines.byName("spec")), List.of(ab, cd)));
        List<String> lines = out().lines().toList();
        assertEquals("suite  spec          ", lines.get(1));
        assertEquals("ab     1 ok          ", lines.get(2));
        assertEquals("cd     1234567 FAIL(12345)", lines.get(3));
    }

    /**
     * While the run goes on, an interrupt writes the reports asked for, marked as partial, with
     * what was done so far and says where; after the run nothing is left to write, and the files
     * hold the whole run (still marked as interrupted: the report object is the same one).
     */
    @Test
    void anInterruptWhileRunningWritesThePartialReports() throws IOException {
        Path json = tmp.resolve("s.json");
        Path junit = tmp.resolve("s.xml");
        SelfTestCommand command = command("--json", json.toString(), "--junit", junit.toString());
        FakeSuite b = b();
        List<String> said = new ArrayList<>();
        List<String> partial = new ArrayList<>();
        b.during = () -> {
            if (said.isEmpty()) {
                said.add(notice());
                try {
                    partial.add(Files.readString(json));
                    partial.add(Files.readString(junit));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        };
        command.run(SPEC_NOHW, List.of(alpha(), b));

        assertEquals("aesref: partial report written to " + json + ", " + junit + "\n", said.get(0));
        assertTrue(partial.get(0).contains("\"interrupted\": true,\n  \"suiteRuns\": 2,\n"), partial.get(0));
        assertTrue(partial.get(1).contains("name=\"interrupted\""), partial.get(1));
        assertEquals("", notice(), "the run's end unregisters the partial reports");
        String whole = Files.readString(json);
        assertTrue(whole.contains("\"suiteRuns\": 4,\n"), whole);
        assertTrue(Files.readString(junit).contains("<testcase classname=\"aesref.selftest.nohw\" name=\"b\""),
                Files.readString(junit));
    }

    /** A run that asked for no report file has no partial report to write, and says nothing of one. */
    @Test
    void withoutReportFilesAnInterruptWritesNothing() throws IOException {
        SelfTestCommand command = command();
        FakeSuite alpha = alpha();
        List<String> said = new ArrayList<>();
        alpha.during = () -> said.add(notice());
        command.run(List.of(Engines.byName("spec")), List.of(alpha));
        assertEquals(List.of(""), said);
        try (var files = Files.list(tmp)) {
            assertEquals(List.of(), files.toList());
        }
    }

    /** What the interrupt notice of {@link Main} would print about the partial reports. */
    private static String notice() {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        PartialReports.writeIfAny(new PrintStream(said, true, StandardCharsets.UTF_8));
        return said.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    }

    /** Without --engine and --suite every engine and every suite runs; with them, those named, in order. */
    @Test
    void theOptionsChooseTheEnginesAndTheSuites() {
        SelfTestCommand every = command();
        assertEquals(Engines.names(), every.engines(Engines.names()).stream().map(BlockEngine::name).toList());
        assertEquals(Suites.all().stream().map(Suite::name).toList(),
                every.suites().stream().map(Suite::name).toList());
        assertTrue(Suites.all().size() > 2 && Engines.names().size() > 2);

        SelfTestCommand some = command("--engine", "nohw", "--engine", "spec", "--suite", "rfc3686", "--suite",
                "fips197-appendix-c");
        assertEquals(List.of("nohw", "spec"), some.engines(Engines.names()).stream().map(BlockEngine::name).toList());
        assertEquals(List.of("rfc3686", "fips197-appendix-c"), some.suites().stream().map(Suite::name).toList());
    }

    /** A Vector API engine in a JVM without the module names the flag to add, whatever this JVM has. */
    @Test
    void aVectorEngineMissingFromTheRegisteredOnesNamesTheFlag() {
        SelfTestCommand command = command("--engine", "nohw-vector");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> command.engines(List.of("spec", "nohw")));
        assertEquals("--engine: nohw-vector needs the Vector API module: run java --add-modules"
                + " jdk.incubator.vector -jar aesref.jar selftest --engine nohw-vector", e.getMessage());
    }

    /** --json and --junit are checked before anything runs: a directory is refused. */
    @Test
    void aReportPathThatIsADirectoryIsRefusedFirst() {
        IOException json = assertThrows(IOException.class, () -> command("--json", tmp.toString()).call());
        assertEquals("--json: " + tmp + " is a directory; give a file name", json.getMessage());
        IOException junit = assertThrows(IOException.class,
                () -> command("--json", tmp.resolve("ok.json").toString(), "--junit", tmp.toString()).call());
        assertEquals("--junit: " + tmp + " is a directory; give a file name", junit.getMessage());
        assertEquals("", out());
    }

    /** --list prints the engines and the suites, flushed, and runs nothing. */
    @Test
    void listPrintsTheEnginesAndTheSuites() throws IOException {
        assertEquals(ExitCode.OK, command("--list").call());
        assertEquals(String.join("\n",
                "engines: " + String.join(", ", Engines.names()),
                "suites: " + String.join(", ", Suites.all().stream().map(Suite::name).toList()),
                ""), out().replace(System.lineSeparator(), "\n"));
    }
}
