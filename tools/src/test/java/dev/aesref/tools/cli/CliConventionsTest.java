package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Every command with bad input: one {@code aesref:} line on standard error that says what was
 * wrong, the exit code of its class ({@link ExitCode}), no stack trace, and nothing run (nothing
 * on standard output). The table of cases is the one README's "Exit codes" section describes;
 * it is written to {@code target/cli-bad-input.md}.
 */
class CliConventionsTest {

    @TempDir
    static Path tmp;

    private record Run(int code, String out, String err) {}

    private static Run run(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = Main.run(args);
            return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    /** A bad input, the exit code it must give, and a part of the one line it must print. */
    private record Case(List<String> args, int code, String says) {}

    private static Case bad(int code, String says, String... args) {
        return new Case(List.of(args), code, says);
    }

    static List<Case> cases() throws IOException {
        Path file = Files.writeString(tmp.resolve("a-file"), "x");
        String missingDir = tmp.resolve("no/such/dir/report.json").toString();
        String missingTree = tmp.resolve("no/such/tree").toString();
        String missingFile = tmp.resolve("no-such-file").toString();
        return List.of(
                bad(ExitCode.USAGE, "no command given"),
                bad(ExitCode.USAGE, "Unmatched argument", "nope"),
                bad(ExitCode.USAGE, "--key must be hexadecimal digits in pairs", "trace", "--key", "zz"),
                bad(ExitCode.USAGE, "--block must be hexadecimal digits in pairs", "trace", "--block", "0x00"),
                bad(ExitCode.USAGE, "16, 24 or 32", "trace", "--key", "0011"),
                bad(ExitCode.USAGE, "Missing required option: '--out=DIR'", "explain"),
                bad(ExitCode.IO, "--out: " + file + " is not a directory", "explain", "--out", file.toString()),
                bad(ExitCode.IO, "--out: the parent directory of " + missingTree + " does not exist", "explain",
                        "--out", missingTree),
                bad(ExitCode.USAGE, "--key must be 16, 24 or 32 bytes, got 2", "explain", "--out", "x", "-k", "0011"),
                bad(ExitCode.USAGE, "--block must be 16 bytes, got 1", "explain", "--out", "x", "-b", "00"),
                bad(ExitCode.USAGE, "--key must be hexadecimal digits in pairs", "explain", "--out", "x", "-k", "z"),
                bad(ExitCode.USAGE, "--encrypt and --decrypt exclude each other", "trace", "-e", "-d"),
                bad(ExitCode.USAGE, "'abc' is not an int", "ct-test", "--samples", "abc"),
                bad(ExitCode.USAGE, "--samples must be at least 1000, got 200", "ct-test", "--samples", "200"),
                bad(ExitCode.USAGE, "'abc' is not a long", "ct-test", "--seed", "abc"),
                bad(ExitCode.USAGE, "--target: no timing target named 'nope'; 'aesref ct-test --list' shows the",
                        "ct-test", "--target", "nope"),
                bad(ExitCode.USAGE, "--provider is required", "check"),
                bad(ExitCode.USAGE, "no installed provider and no class named nope.Nope", "check", "--provider",
                        "nope.Nope"),
                bad(ExitCode.USAGE, "--replay and --fuzz exclude each other", "check", "--provider", "SunJCE",
                        "--replay", "AES/ECB/NoPadding#1", "--fuzz", "10s"),
                bad(ExitCode.IO, "--jar: file " + missingFile + " not found", "check", "--provider", "org.example.P",
                        "--jar", missingFile),
                bad(ExitCode.USAGE, "--replay: nosuch#1 names no transformation aesref knows; known: [AES/ECB/NoPadding",
                        "check", "--provider", "SunJCE", "--replay", "nosuch#1"),
                bad(ExitCode.IO, "--replay: file " + missingFile + " not found (an id is TRANSFORMATION#N", "check",
                        "--provider", "SunJCE", "--replay", missingFile),
                // What is not an existing file and not shaped TRANSFORMATION#N is a missing file: a
                // bare word, an id with nothing before its '#', a '/' after the '#'.
                bad(ExitCode.IO, "--replay: file garbage not found", "check", "--provider", "SunJCE", "--replay",
                        "garbage"),
                bad(ExitCode.IO, "--replay: file #1 not found", "check", "--provider", "SunJCE", "--replay", "#1"),
                bad(ExitCode.IO, "--replay: file a#1/b not found", "check", "--provider", "SunJCE", "--replay",
                        "a#1/b"),
                // A class directory is a --jar that exists: the class is looked for in it.
                bad(ExitCode.USAGE, "no class named org.example.P", "check", "--provider", "org.example.P", "--jar",
                        tmp.toString()),
                bad(ExitCode.IO, "--json: the directory of", "check", "--provider", "SunJCE", "--json", missingDir),
                bad(ExitCode.IO, "--junit: " + tmp + " is a directory", "check", "--provider", "SunJCE", "--junit",
                        tmp.toString()),
                bad(ExitCode.USAGE, "vectors: no subcommand given; 'aesref vectors --help' lists them", "vectors"),
                bad(ExitCode.USAGE, "Missing required option: '--out=DIR'", "vectors", "export"),
                bad(ExitCode.IO, "--out: the parent directory of " + missingTree + " does not exist", "vectors",
                        "export", "--out", missingTree),
                bad(ExitCode.IO, "--out: " + file + " is not a directory", "vectors", "export", "--out",
                        file.toString()),
                bad(ExitCode.USAGE, "no engine named 'nope'", "selftest", "--engine", "nope"),
                bad(ExitCode.IO, "--junit: " + tmp + " is a directory", "selftest", "--junit", tmp.toString()),
                bad(ExitCode.USAGE, "--suite: no suite named 'nope'; 'aesref selftest --list' shows the", "selftest",
                        "--suite", "nope"));
    }

    @TestFactory
    Stream<DynamicTest> everyBadInputIsOneLineWithItsCode() throws IOException {
        List<String> table = new ArrayList<>(List.of("| command line | exit code | standard error |",
                "| --- | --- | --- |"));
        List<DynamicTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            tests.add(DynamicTest.dynamicTest("aesref " + String.join(" ", c.args()), () -> {
                Run r = run(c.args().toArray(String[]::new));
                List<String> lines = r.err().lines().toList();
                table.add("| `aesref " + String.join(" ", c.args()).replace(tmp.toString(), "$TMP") + "` | "
                        + r.code() + " | `" + r.err().strip().replace(tmp.toString(), "$TMP") + "` |");
                assertEquals(1, lines.size(), "one line, no usage and no stack trace: " + r.err());
                assertTrue(lines.get(0).startsWith("aesref: "), lines.get(0));
                assertTrue(lines.get(0).contains(c.says()), lines.get(0) + " should say " + c.says());
                assertFalse(r.err().contains("Exception"), r.err());
                assertEquals("", r.out(), "nothing runs: " + r.out());
                assertEquals(c.code(), r.code(), r.err());
            }));
        }
        tests.add(DynamicTest.dynamicTest("the table is written", () -> {
            Files.createDirectories(Path.of("target"));
            Files.writeString(Path.of("target", "cli-bad-input.md"), String.join("\n", table) + "\n");
        }));
        return tests.stream();
    }

    /** An output directory whose parent is missing is refused, and nothing of its path is made. */
    @Test
    void aRefusedOutputDirectoryIsNotMade() throws IOException {
        Path tree = tmp.resolve("absent/a/b");
        for (List<String> args : List.of(List.of("explain", "--out", tree.toString()),
                List.of("vectors", "export", "--out", tree.toString()))) {
            Run r = run(args.toArray(String[]::new));
            assertEquals(ExitCode.IO, r.code(), r.err());
            assertEquals("aesref: --out: the parent directory of " + tree + " does not exist; only the last directory"
                    + " of the path is created", r.err().strip());
            assertFalse(Files.exists(tmp.resolve("absent")), args.toString());
        }
        Path made = tmp.resolve("made-by-explain");
        Run r = run("explain", "--out", made.toString());
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(Files.isRegularFile(made.resolve("index.html")));
    }

    /** A vector file that cannot be written (a directory stands in its place) is one line and code 4. */
    @Test
    void aFailedWriteIsOneLineAndTheIoCode() throws IOException {
        Path out = Files.createDirectories(tmp.resolve("blocked"));
        for (String name : dev.aesref.testkit.CounterVectors.files().keySet()) {
            Files.createDirectories(out.resolve(name));
        }
        Run r = run("vectors", "export", "--out", out.toString());
        assertEquals(ExitCode.IO, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("aesref: --out: cannot write the vectors to " + out), r.err());
        assertEquals("", r.out());
    }

    /** A vectors directory that does not exist is one line, not a failure per suite. */
    @Test
    void aMissingVectorsDirectoryIsOneLine() {
        String old = System.getProperty("aesref.vectors");
        System.setProperty("aesref.vectors", tmp.resolve("no-vectors-here").toString());
        try {
            Run r = run("selftest", "--quick", "--engine", "nohw");
            assertEquals(ExitCode.IO, r.code(), r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().startsWith("aesref: -Daesref.vectors="), r.err());
            assertEquals("", r.out());
        } finally {
            if (old == null) {
                System.clearProperty("aesref.vectors");
            } else {
                System.setProperty("aesref.vectors", old);
            }
        }
    }

    /** Asked for without the module, a Vector API engine names the flag to add. */
    @Test
    void aVectorEngineWithoutTheModuleNamesTheFlag() {
        assertEquals("--engine: vpaes-vector needs the Vector API module: run java --add-modules"
                + " jdk.incubator.vector -jar aesref.jar selftest --engine vpaes-vector",
                SelfTestCommand.missingModule("vpaes-vector", List.of("spec", "nohw")));
        assertEquals(null, SelfTestCommand.missingModule("vpaes-vector", List.of("vpaes-vector")));
        assertEquals(null, SelfTestCommand.missingModule("nope", List.of("spec")));
        for (String name : SelfTestCommand.VECTOR_ENGINES) {
            Run r = run("selftest", "--quick", "--list", "--engine", name);
            assertEquals(0, r.code(), "--list comes first");
            if (Engines.names().contains(name)) {
                continue; // this JVM has the module; the Java 25 run of .ci/run has not
            }
            Run refused = run("selftest", "--engine", name);
            assertEquals(ExitCode.USAGE, refused.code());
            assertTrue(refused.err().contains("--add-modules jdk.incubator.vector"), refused.err());
        }
    }

    @Test
    void helpListsTheExitCodesOfEveryCommand() {
        for (String command : List.of("", "selftest", "trace", "explain", "ct-test", "check", "vectors")) {
            Run r = command.isEmpty() ? run("--help") : run(command, "--help");
            assertEquals(0, r.code());
            assertTrue(r.out().contains("Exit codes:"), command + ": " + r.out());
            for (String line : List.of("0 +success", "1 +a check or test failed", "2 +usage error",
                    "3 +inconclusive", "4 +a file could not be read or written", "130 +interrupted")) {
                assertTrue(java.util.regex.Pattern.compile("(?m)^ +" + line).matcher(r.out()).find(),
                        command + " --help lacks '" + line + "': " + r.out());
            }
        }
    }

    /** The command lists of {@code --help} give each command's first sentence whole. */
    @Test
    void helpSummariesAreWholeSentences() {
        for (List<String> parent : List.of(List.<String>of(), List.of("vectors"))) {
            List<String> args = new ArrayList<>(parent);
            args.add("--help");
            Run r = run(args.toArray(String[]::new));
            List<String> commands = r.out().lines().dropWhile(l -> !l.startsWith("Commands:")).skip(1)
                    .takeWhile(l -> !l.isBlank()).filter(l -> !l.strip().startsWith("help")).toList();
            assertEquals(parent.isEmpty() ? 6 : 1, commands.size(), r.out());
            for (String line : commands) {
                assertTrue(line.strip().endsWith("."), "a cut summary: " + line);
            }
        }
    }

    /** Every command of the tree, by the arguments that name it ({@code [vectors, export]}). */
    private static Map<List<String>, CommandSpec> commands(List<String> path, CommandLine cl) {
        Map<List<String>, CommandSpec> all = new LinkedHashMap<>();
        all.put(path, cl.getCommandSpec());
        for (Map.Entry<String, CommandLine> sub : cl.getSubcommands().entrySet()) {
            List<String> longer = new ArrayList<>(path);
            longer.add(sub.getKey());
            all.putAll(commands(longer, sub.getValue()));
        }
        return all;
    }

    /**
     * The hand-made line breaks in a command's texts. picocli prints each description paragraph
     * on lines of its own and wraps it at the width, so a paragraph that does not end a sentence
     * is a sentence broken by hand; so is a {@code \n} or {@code %n} in any description.
     */
    static List<String> handBreaks(CommandSpec spec) {
        List<String> found = new ArrayList<>();
        List<String> texts = new ArrayList<>(List.of(spec.usageMessage().description()));
        texts.addAll(List.of(spec.usageMessage().header()));
        texts.addAll(List.of(spec.usageMessage().footer()));
        for (String paragraph : spec.usageMessage().description()) {
            if (!paragraph.strip().endsWith(".")) {
                found.add(spec.qualifiedName() + ": a paragraph that ends mid-sentence: " + paragraph);
            }
        }
        for (OptionSpec o : spec.options()) {
            texts.addAll(List.of(o.description()));
        }
        for (PositionalParamSpec p : spec.positionalParameters()) {
            texts.addAll(List.of(p.description()));
        }
        for (String text : texts) {
            if (text.contains("\n") || text.contains("%n")) {
                found.add(spec.qualifiedName() + ": a line break by hand: " + text);
            }
        }
        return found;
    }

    /**
     * The lines of a rendered help that picocli's wrapping broke badly: wider than 80 columns, or
     * a line that starts with the number of an abbreviation the line before ends with (a lone
     * "1." after "Appendix C.").
     */
    static List<String> badlyWrapped(String help) {
        List<String> found = new ArrayList<>();
        List<String> lines = help.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).length() > 80) {
                found.add("wider than 80 columns: " + lines.get(i));
            }
            if (i > 0 && lines.get(i - 1).matches(".*\\b[A-Za-z]\\.") && lines.get(i).strip().matches("\\d.*")) {
                found.add("a fragment cut from the line before: " + lines.get(i - 1) + " / " + lines.get(i));
            }
        }
        return found;
    }

    /** Descriptions are whole paragraphs that picocli wraps: no command breaks a line by hand. */
    @Test
    void noCommandBreaksItsHelpTextByHand() {
        Map<List<String>, CommandSpec> all = commands(List.of(), Main.commandLine());
        assertTrue(all.keySet().containsAll(List.of(List.of(), List.of("check"), List.of("vectors", "export"))),
                all.keySet().toString());
        List<String> found = new ArrayList<>();
        // picocli's own help command is left as picocli writes it.
        all.values().stream().filter(spec -> !(spec.userObject() instanceof CommandLine.HelpCommand))
                .forEach(spec -> found.addAll(handBreaks(spec)));
        assertEquals(List.of(), found);

        // The checker flags a paragraph cut mid-sentence, a \n and a %n.
        CommandSpec broken = CommandSpec.create().name("broken");
        broken.usageMessage().description("Runs the suites.", "The suites: FIPS-197, RFC 3686, kernel",
                "CTR/XCTR, Wycheproof.");
        broken.addOption(OptionSpec.builder("--a").description("one line%nand another").build());
        broken.addOption(OptionSpec.builder("--b").description("one line\nand another").build());
        broken.addPositional(PositionalParamSpec.builder().description("fine").build());
        List<String> flagged = handBreaks(broken);
        assertEquals(3, flagged.size(), flagged.toString());
        assertTrue(flagged.get(0).contains("ends mid-sentence: The suites: FIPS-197, RFC 3686, kernel"), flagged.get(0));
    }

    /** Every command's {@code --help} at 80 columns: nothing wider, and no number cut from its abbreviation. */
    @Test
    void everyHelpReadsWellAtEightyColumns() {
        for (List<String> command : commands(List.of(), Main.commandLine()).keySet()) {
            List<String> args = new ArrayList<>(command);
            args.add("--help");
            Run r = run(args.toArray(String[]::new));
            assertEquals(0, r.code(), command + ": " + r.err());
            assertTrue(r.out().contains("Usage: aesref " + String.join(" ", command)), command + ": " + r.out());
            assertEquals(List.of(), badlyWrapped(r.out()), String.join(" ", command));
        }
        // The checker flags what the trace command's help once showed, and a line too wide.
        assertEquals(1, badlyWrapped("The format is that of FIPS-197 Appendix C; without options it prints Appendix C.\n"
                + "1.\n").size());
        assertEquals(1, badlyWrapped("x".repeat(81)).size());
        assertEquals(List.of(), badlyWrapped("prints its AES-128 example.\n2017): |t| < 4.5 passes\n"));
    }

    @Test
    void listsForEnginesSuitesAndTransformations() {
        Run engines = run("selftest", "--list");
        assertEquals(0, engines.code());
        assertTrue(engines.out().startsWith("engines: spec, nohw"), engines.out());
        assertTrue(engines.out().contains("\nsuites: "), engines.out());
        Run transformations = run("check", "--list");
        assertEquals(0, transformations.code());
        assertTrue(transformations.out().lines().anyMatch("AES/GCM/NoPadding"::equals), transformations.out());
    }

    /** {@code AESREF} names aesref's own provider, installed or not. */
    @Test
    void aesrefIsAProviderName() {
        Run r = run("check", "--provider", "AESREF", "--transformation", "AES/ECB/NoPadding", "--random", "4");
        assertEquals(ExitCode.OK, r.code(), r.err() + r.out());
    }

    /** On a terminal, selftest rewrites one progress line in place. */
    @Test
    void selftestProgressIsOneLineRewrittenOnATerminal() {
        SelfTestCommand command = new SelfTestCommand();
        command.terminal = true;
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();
        int code = new picocli.CommandLine(command).setOut(new java.io.PrintWriter(out))
                .setErr(new java.io.PrintWriter(err))
                .execute("--quick", "--engine", "nohw", "--suite", "fips197-appendix-c", "--suite", "sp800-38a");
        assertEquals(0, code, err.toString());
        assertEquals("\rselftest: suite 1 of 2: fips197-appendix-c \r\rselftest: suite 2 of 2: sp800-38a \r",
                err.toString());
    }

    /** The JVM ending before the command did (Ctrl-C) is said on a line of its own. */
    @Test
    void anInterruptedRunSaysSo() {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(said, true, StandardCharsets.UTF_8);
        Main.interruptNotice(new java.util.concurrent.atomic.AtomicBoolean(false), err).run();
        assertEquals(List.of("", "aesref: interrupted"), said.toString(StandardCharsets.UTF_8).lines().toList());
        said.reset();
        Main.interruptNotice(new java.util.concurrent.atomic.AtomicBoolean(true), err).run();
        assertEquals("", said.toString(StandardCharsets.UTF_8), "a run that ended says nothing");
        assertEquals(ExitCode.OK, Main.runNoticingInterrupts("--version"), "main's path, without System.exit");
    }

    /**
     * A Ctrl-C in the middle of a check leaves its reports: the shutdown hook writes what was done,
     * marked as interrupted, before it says so.
     */
    @Test
    void anInterruptedCheckLeavesAPartialReport(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("partial.json");
        Path xml = dir.resolve("partial.xml");
        BlockingProvider.entered = new java.util.concurrent.CountDownLatch(1);
        BlockingProvider.release = new java.util.concurrent.CountDownLatch(1);
        Thread check = new Thread(() -> Main.run("check", "--provider", BlockingProvider.class.getName(),
                "--transformation", "AES/ECB/NoPadding,AES/CTR/NoPadding", "--random", "0", "--longest", "0",
                "--json", json.toString(), "--junit", xml.toString()));
        check.start();
        try {
            assertTrue(BlockingProvider.entered.await(60, java.util.concurrent.TimeUnit.SECONDS));
            ByteArrayOutputStream said = new ByteArrayOutputStream();
            Main.interruptNotice(new java.util.concurrent.atomic.AtomicBoolean(false),
                    new PrintStream(said, true, StandardCharsets.UTF_8)).run();
            assertEquals(List.of("", "aesref: partial report written to " + json + ", " + xml, "aesref: interrupted"),
                    said.toString(StandardCharsets.UTF_8).lines().toList());
            String partial = Files.readString(json);
            assertTrue(partial.contains("\"verdict\": \"untested\",\n  \"interrupted\": true,"), partial);
            assertTrue(partial.contains("\"notOffered\": [\"AES/ECB/NoPadding\"]"), partial);
            assertTrue(Files.readString(xml).contains("name=\"interrupted\""), Files.readString(xml));
        } finally {
            BlockingProvider.release.countDown();
            check.join(120_000);
        }
        // Written once: a second notice has nothing left to write.
        ByteArrayOutputStream again = new ByteArrayOutputStream();
        Main.interruptNotice(new java.util.concurrent.atomic.AtomicBoolean(false),
                new PrintStream(again, true, StandardCharsets.UTF_8)).run();
        assertEquals(List.of("", "aesref: interrupted"), again.toString(StandardCharsets.UTF_8).lines().toList());
    }

    @Test
    void aPartialReportThatCannotBeWrittenSaysSo() {
        PartialReports.whileRunning(() -> {
            throw new java.io.IOException("disk full");
        });
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        Main.interruptNotice(new java.util.concurrent.atomic.AtomicBoolean(false),
                new PrintStream(said, true, StandardCharsets.UTF_8)).run();
        assertEquals(List.of("", "aesref: the partial report could not be written: disk full", "aesref: interrupted"),
                said.toString(StandardCharsets.UTF_8).lines().toList());
        PartialReports.whileRunning(() -> "");
        said.reset();
        Main.interruptNotice(new java.util.concurrent.atomic.AtomicBoolean(false),
                new PrintStream(said, true, StandardCharsets.UTF_8)).run();
        assertEquals(List.of("", "aesref: interrupted"), said.toString(StandardCharsets.UTF_8).lines().toList());
    }

    @Test
    void anInterruptedSelfTestReportSaysSo() {
        SelfTestReport report = new SelfTestReport("embedded", true);
        report.add(new dev.aesref.internal.vectors.suite.SuiteResult("s", "spec", 1, 0, List.of()), null, 0.5);
        assertTrue(report.toJson().contains("\"interrupted\": false,"), report.toJson());
        report.interrupted();
        assertTrue(report.toJson().contains("\"interrupted\": true,"), report.toJson());
        String xml = report.toJUnitXml();
        assertTrue(xml.contains("tests=\"2\" failures=\"0\" errors=\"1\""), xml);
        assertTrue(xml.contains("<testcase classname=\"aesref.selftest\" name=\"interrupted\" time=\"0\">\n"
                + "    <error message=\"the run was interrupted before its end\"/>"), xml);
    }

    /** selftest writes JSON and JUnit XML in check's conventions; a suite that cannot run is a failure. */
    @Test
    void selftestWritesJsonAndJUnitReports() throws Exception {
        Path json = tmp.resolve("selftest.json");
        Path junit = tmp.resolve("selftest.xml");
        Run r = run("selftest", "--quick", "--engine", "nohw", "--suite", "fips197-appendix-c", "--suite", "rfc3686",
                "--json", json.toString(), "--junit", junit.toString());
        assertEquals(ExitCode.OK, r.code(), r.err());
        String j = Files.readString(json);
        assertTrue(j.contains("\"suiteRuns\": 2,") && j.contains("\"failedSuiteRuns\": 0,"), j);
        assertTrue(j.contains("{\"suite\": \"rfc3686\", \"engine\": \"nohw\", \"passed\": true, \"vectors\": "), j);
        var doc = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile());
        var suite = doc.getDocumentElement();
        assertEquals("testsuite", suite.getTagName());
        assertEquals("2", suite.getAttribute("tests"));
        assertEquals("0", suite.getAttribute("failures"));
        assertEquals(2, doc.getElementsByTagName("testcase").getLength());
        assertEquals("aesref.selftest.nohw", ((org.w3c.dom.Element) doc.getElementsByTagName("testcase").item(0))
                .getAttribute("classname"));

        String old = System.getProperty("aesref.vectors");
        Path empty = Files.createDirectories(tmp.resolve("empty-vectors"));
        System.setProperty("aesref.vectors", empty.toString());
        try {
            Run bad = run("selftest", "--quick", "--engine", "nohw", "--suite", "rfc3686", "--junit", junit.toString(),
                    "--json", json.toString());
            assertEquals(ExitCode.FAILED, bad.code());
        } finally {
            if (old == null) {
                System.clearProperty("aesref.vectors");
            } else {
                System.setProperty("aesref.vectors", old);
            }
        }
        doc = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile());
        assertEquals("1", doc.getDocumentElement().getAttribute("failures"));
        var failure = (org.w3c.dom.Element) doc.getElementsByTagName("failure").item(0);
        assertTrue(failure.getAttribute("message").contains("does not exist"), failure.getAttribute("message"));
        assertTrue(Files.readString(json).contains("\"passed\": false"), Files.readString(json));
        assertTrue(Files.readString(json).contains("\"error\": \"vector file "), Files.readString(json));
    }

    /** In a log, selftest says which suite it is on: one line per suite, with its number and time. */
    @Test
    void selftestProgressIsOneLinePerSuiteInALog() {
        Run r = run("selftest", "--quick", "--engine", "nohw", "--suite", "fips197-appendix-c", "--suite",
                "sp800-38a");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.err().lines().toList();
        assertEquals(2, lines.size(), r.err());
        assertTrue(lines.get(0).matches("selftest: suite 1 of 2: fips197-appendix-c \\(\\d+\\.\\d s\\)"), lines.get(0));
        assertTrue(lines.get(1).matches("selftest: suite 2 of 2: sp800-38a \\(\\d+\\.\\d s\\)"), lines.get(1));
    }
}
