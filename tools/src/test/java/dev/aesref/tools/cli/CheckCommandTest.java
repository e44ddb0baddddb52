package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.testkit.check.DifferentialFuzz;
import dev.aesref.testkit.check.Target;
import java.io.ByteArrayOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Security;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code aesref check} as a CI job runs it: exit codes, the table and the two report files. */
class CheckCommandTest {

    record Run(int code, String out, String err) {}

    static Run run(String... args) {
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

    @Test
    void aCleanProviderExitsZeroAndWritesBothReports(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("r.json");
        Path xml = dir.resolve("r.xml");
        Run r = run("check", "--provider", "SunJCE", "--transformation", "AES/CTR/NoPadding,AES/GCM/NoPadding",
                "--random", "5", "--json", json.toString(), "--junit", xml.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("AES/CTR/NoPadding        passed"), r.out());
        assertTrue(r.out().contains("check passed: 2 transformations tested, no mismatch"), r.out());
        assertTrue(r.err().contains("check: AES/CTR/NoPadding: passed, 0 mismatches, 0 crashes"), r.err());
        assertTrue(Files.readString(json).contains("\"verdict\": \"passed\""));
        String junit = Files.readString(xml);
        assertTrue(junit.contains("failures=\"0\""), junit);
        assertTrue(junit.contains("classname=\"aesref.check.AES/GCM/NoPadding\" name=\"reuse\""), junit);
    }

    @Test
    void aNamedOrRequiredTransformationThatIsNotTestedExitsThree() {
        Run named = run("check", "--provider", "SunJCE", "--transformation", "AES/CTR/NoPadding",
                "--transformation", "AESCMAC", "--random", "2", "--longest", "0");
        assertEquals(3, named.code(), named.out() + named.err());
        assertTrue(named.out().contains("not offered by the provider: AESCMAC"), named.out());
        assertTrue(named.out().contains("check UNTESTED: required but not tested: AESCMAC"), named.out());
        Run required = run("check", "--provider", "SunJCE", "--require", "AES/CCM/NoPadding", "--random", "0",
                "--transformation", "AES/ECB/NoPadding");
        assertEquals(3, required.code(), required.out() + required.err());
        // A provider with no AES at all tested nothing.
        Run none = run("check", "--provider", "SUN", "--random", "0", "--longest", "0");
        assertEquals(3, none.code(), none.out() + none.err());
        assertTrue(none.out().contains("check UNTESTED: no transformation was tested"), none.out());
    }

    @Test
    void aBrokenProviderFromTheClassPathExitsOneAndNamesTheMismatch() {
        Run r = run("check", "--provider", "dev.aesref.testkit.check.BrokenProvider", "--transformation", "AES/GCM/NoPadding",
                "--random", "2", "--verbose");
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("mismatch: AES/GCM/NoPadding#"), r.out());
        assertTrue(r.out().contains("check FAILED"), r.out());
        // The loaded provider was installed for the run only.
        assertEquals(null, java.security.Security.getProvider("BROKEN"));
    }

    @Test
    void aReportedCaseIsReplayedByItsId() {
        Run r = run("check", "--provider", "dev.aesref.testkit.check.BrokenProvider", "--replay", "AES/GCM/NoPadding#0");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("AES/GCM/NoPadding#0 vectors/wycheproof/aes_gcm_test.json tcId 1 "), r.out());
        // The replayed case's verdict is the exit code: a mismatch fails, a refused case is inconclusive.
        Run mismatch = run("check", "--provider", "dev.aesref.testkit.check.BrokenProvider", "--replay",
                "AES/GCM/NoPadding#158");
        assertEquals(1, mismatch.code(), mismatch.out() + mismatch.err());
        assertTrue(mismatch.out().startsWith("AES/GCM/NoPadding#158 vectors/wycheproof/aes_gcm_test.json tcId 41 ")
                && mismatch.out().contains(": mismatch: "), mismatch.out());
        Run refused = run("check", "--provider", "dev.aesref.testkit.check.BrokenProvider", "--replay",
                "AES/GCM/NoPadding#4");
        assertEquals(3, refused.code(), refused.out() + refused.err());
        assertTrue(refused.out().contains(": refused: "), refused.out());
        Run far = run("check", "--provider", "SunJCE", "--replay", "AES/GCM/NoPadding#99999999");
        assertEquals(2, far.code());
        assertTrue(far.err().startsWith("aesref: --replay: AES/GCM/NoPadding has cases #0 to #"), far.err());
    }

    @Test
    void crashesFailUnlessAllowed() {
        Run strict = run("check", "--provider", "SunJCE", "--transformation", "AESWrap", "--random", "0");
        assertEquals(1, strict.code(), strict.out());
        assertTrue(strict.out().contains("crash: AESWrap#"), strict.out());
        Run allowed = run("check", "--provider", "SunJCE", "--transformation", "AESWrap", "--random", "0",
                "--allow-crashes");
        assertEquals(0, allowed.code(), allowed.out());
    }

    @Test
    void badOptionsAreUsageErrors() {
        Run percent = run("check", "--provider", "SunJCE", "--max-refused", "101");
        assertEquals(2, percent.code());
        assertEquals("aesref: --max-refused: a percentage from 0 to 100, got 101.0", percent.err().strip());
        Run random = run("check", "--provider", "SunJCE", "--random", "-1");
        assertEquals(2, random.code());
        assertEquals("aesref: --random: must be >= 0, got -1", random.err().strip());
        Run longest = run("check", "--provider", "SunJCE", "--longest", "-1");
        assertEquals(2, longest.code());
        assertEquals("aesref: --longest: must be >= 0 bytes, got -1", longest.err().strip());
        Run require = run("check", "--provider", "SunJCE", "--require", "AES/OCB/NoPadding");
        assertEquals(2, require.code());
        assertTrue(require.err().startsWith("aesref: --require: aesref does not know AES/OCB/NoPadding"), require.err());
    }

    @Test
    void anUnknownProviderOrTransformationIsAUsageError() {
        // The options keep short a run that a wrong provider would make of it (so in each test below).
        Run noProvider = run("check", "--provider", "NoSuchProvider",
                "--transformation", "AES/ECB/NoPadding", "--random", "0", "--longest", "0");
        assertEquals(2, noProvider.code());
        assertTrue(noProvider.err().contains("--provider: no installed provider and no class named NoSuchProvider"),
                noProvider.err());
        Run notAProvider = run("check", "--provider", "java.lang.String",
                "--transformation", "AES/ECB/NoPadding", "--random", "0", "--longest", "0");
        assertEquals(2, notAProvider.code());
        assertTrue(notAProvider.err().contains("is not a java.security.Provider"), notAProvider.err());
        Run noTransformation = run("check", "--provider", "SunJCE", "--transformation", "AES/OCB/NoPadding");
        assertEquals(2, noTransformation.code());
        assertTrue(noTransformation.err().contains("--transformation: aesref does not know AES/OCB/NoPadding"),
                noTransformation.err());
    }

    @Test
    void aProviderClassFromAJarThatIsNotThereOrCannotBeMadeIsAUsageError(@TempDir Path dir) throws Exception {
        Path jar = jarWithoutClasses(dir);
        Run missing = run("check", "--provider", "org.example.Missing", "--jar", jar.toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("no class named org.example.Missing in [" + jar + "]"), missing.err());
        // A Provider subclass without a public no-argument constructor cannot be instantiated.
        Run abstractOne = run("check", "--provider", "java.security.Provider",
                "--transformation", "AES/ECB/NoPadding", "--random", "0", "--longest", "0");
        assertEquals(2, abstractOne.code());
        assertTrue(abstractOne.err().contains("--provider: cannot instantiate java.security.Provider"), abstractOne.err());
    }

    @Test
    void anAesrefProviderFromAJarIsLoadedFromTheJarNotTheClassPath(@TempDir Path dir) throws Exception {
        Path jar = jarWithoutClasses(dir);
        Run r = run("check", "--provider", "aesref", "--jar", jar.toString(),
                "--transformation", "AES/ECB/NoPadding", "--random", "0", "--longest", "0");
        assertEquals(2, r.code(), r.out());
        assertEquals("aesref: --provider: no installed provider and no class named aesref in [" + jar + "]",
                r.err().strip());
    }

    @Test
    void anUnknownProviderWithoutAJarIsToldToGiveOne() {
        Run r = run("check", "--provider", "NoSuchProvider",
                "--transformation", "AES/ECB/NoPadding", "--random", "0", "--longest", "0");
        assertEquals("aesref: --provider: no installed provider and no class named NoSuchProvider"
                + " (give --jar for a provider outside the class path)", r.err().strip());
    }

    /**
     * The command with writers that hold what they are given until flushed (picocli's own flush
     * on each line is not there): its output is what the command flushed.
     */
    static Run direct(CheckCommand command, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new picocli.CommandLine(command)
                .setOut(new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8)))
                .setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8)))
                .execute(args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theListAndTheTableAreFlushedBeforeTheCommandReturns() {
        Run list = direct(new CheckCommand(), "--list");
        assertEquals(0, list.code());
        assertEquals(Arrays.stream(Target.values()).map(Target::transformation).toList(), list.out().lines().toList());
        assertTrue(list.out().contains("AES/GCM/NoPadding\n"), list.out());
        Run table = direct(new CheckCommand(), "--provider", "SunJCE", "--transformation", "AES/ECB/NoPadding",
                "--random", "0", "--longest", "0");
        assertEquals(0, table.code(), table.out() + table.err());
        assertTrue(table.out().startsWith("aesref check: provider SunJCE, seed "), table.out());
        assertTrue(table.out().contains("check passed: 1 transformations tested, no mismatch"), table.out());
        // The progress lines too: standard error is flushed after each.
        List<String> progress = table.err().lines().toList();
        assertEquals(2, progress.size(), table.err());
        assertTrue(progress.get(0).matches("check: AES/ECB/NoPadding: [1-9][0-9]* cases"), progress.get(0));
        assertTrue(progress.get(1).startsWith("check: AES/ECB/NoPadding: passed, 0 mismatches, 0 crashes"),
                progress.get(1));
    }

    @Test
    void fuzzCasesMustBeADirectoryAndNothingIsFuzzedOtherwise(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("f.txt"), "not a directory");
        List<Fuzzed> given = new ArrayList<>();
        CheckCommand c = fuzzing(given, (judge, providerClass, duration, seed) -> null);
        List<Exception> thrown = new ArrayList<>();
        new picocli.CommandLine(c).setExecutionExceptionHandler((ex, cl, parsed) -> {
            thrown.add(ex);
            return ExitCode.IO;
        }).execute("--provider", "SunJCE", "--fuzz", "5s", "--fuzz-cases", file.toString(),
                "--transformation", "AES/ECB/NoPadding", "--random", "0", "--longest", "0");
        assertEquals(List.of(), given);
        assertEquals(1, thrown.size(), thrown::toString);
        assertTrue(thrown.get(0) instanceof java.io.IOException, thrown::toString);
        assertEquals("--fuzz-cases: " + file.toAbsolutePath() + " is not a directory", thrown.get(0).getMessage());
    }

    /** What the stand-in for Jazzer was given. */
    private record Fuzzed(String providerClass, Duration duration, long seed) {}

    /** A command whose fuzzer is {@code fuzzer} and records what it was given in {@code given}. */
    private static CheckCommand fuzzing(List<Fuzzed> given, CheckCommand.Fuzzer fuzzer) {
        CheckCommand c = new CheckCommand();
        c.fuzzer = (judge, providerClass, duration, seed) -> {
            given.add(new Fuzzed(providerClass, duration, seed));
            return fuzzer.run(judge, providerClass, duration, seed);
        };
        return c;
    }

    @Test
    void fuzzingThatFindsNothingAfterTestingExitsZero() {
        List<Fuzzed> given = new ArrayList<>();
        Run r = direct(fuzzing(given, (judge, providerClass, duration, seed) -> {
            DifferentialFuzz fuzz = judge.get();
            assertNotNull(fuzz);
            assertEquals(List.of(Target.byTransformation("AES/CTR/NoPadding")), fuzz.targets());
            Random inputs = new Random(1);
            for (int i = 0; i < 2; i++) {
                byte[] input = new byte[200];
                inputs.nextBytes(input);
                fuzz.check(input);
            }
            return new JazzerRun.Finding(fuzz, null, null);
        }), "--provider", "SunJCE", "--transformation", "AES/CTR/NoPadding", "--fuzz", "2m", "--seed", "7",
                // Options fuzzing ignores: they keep short a run that would check instead of fuzzing.
                "--random", "0", "--longest", "0");
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals("check: fuzzing SunJCE for 120 s found nothing (2 cases tested, 0 refused)\n", r.out());
        // An installed provider: Jazzer instruments everything but aesref's tools.
        assertEquals(List.of(new Fuzzed(null, Duration.ofMinutes(2), 7)), given);
    }

    @Test
    void fuzzingThatTestedNothingOrHadNothingToFuzzIsUntested() {
        List<Fuzzed> given = new ArrayList<>();
        Run nothing;
        try {
            nothing = direct(fuzzing(given, (judge, providerClass, duration, seed) ->
                    new JazzerRun.Finding(judge.get(), null, null)),
                    "--provider", "aesref", "--transformation", "AES/CTR/NoPadding", "--fuzz", "3", "--random", "0",
                    "--longest", "0");
        } finally {
            Security.removeProvider("AESREF");
        }
        assertEquals(3, nothing.code(), nothing.out() + nothing.err());
        assertEquals("check UNTESTED: fuzzing AESREF for 3 s tested nothing: 0 cases tested, 0 refused\n",
                nothing.out());
        // aesref's own provider is made, not loaded by its class name: Jazzer instruments everything.
        assertEquals(new Fuzzed(null, Duration.ofSeconds(3), 20261201L), given.get(0));
        // A CMAC is all it may fuzz, which SunJCE does not offer: no judge, no fuzzing.
        Run none = direct(fuzzing(given, (judge, providerClass, duration, seed) -> {
            assertNull(judge.get());
            return null;
        }), "--provider", "SunJCE", "--transformation", "AESCMAC", "--fuzz", "3s", "--random", "0", "--longest",
                "0");
        assertEquals(3, none.code(), none.out() + none.err());
        assertEquals("check UNTESTED: SunJCE offers none of [CMAC]\n", none.out());
    }

    @Test
    void aFindingIsWrittenAsACaseFileAndExitsOne(@TempDir Path dir) throws Exception {
        List<Fuzzed> given = new ArrayList<>();
        byte[] input = new byte[120];
        new Random(3).nextBytes(input);
        String provider = "dev.aesref.testkit.check.BrokenProvider";
        Run r;
        try {
            r = direct(fuzzing(given, (judge, providerClass, duration, seed) ->
                    new JazzerRun.Finding(judge.get(), "a finding, as the fuzz target threw it", input)),
                    "--provider", provider, "--transformation", "AES/GCM/NoPadding", "--fuzz", "1h",
                    "--random", "0", "--longest", "0",
                    "--fuzz-cases", dir.toString());
        } finally {
            Security.removeProvider("BROKEN");
        }
        assertEquals(1, r.code(), r.out() + r.err());
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.toList();
        }
        assertEquals(1, files.size(), files::toString);
        Path file = files.get(0);
        assertArrayEquals(input, DifferentialFuzz.readCaseFile(file));
        assertEquals("check: fuzzing found: a finding, as the fuzz target threw it\n"
                + "check: case file " + file + " (replay: aesref check --provider " + provider + " --replay " + file
                + ")\n", r.out());
        // A provider class: Jazzer instruments its package.
        assertEquals(provider, given.get(0).providerClass());
        assertEquals(Duration.ofHours(1), given.get(0).duration());
    }

    @Test
    void aFuzzedCrashFailsUnlessCrashesAreAllowed() {
        for (boolean allowed : new boolean[] {false, true}) {
            List<String> args = new ArrayList<>(List.of("--provider", "SunJCE", "--transformation", "AESWrap",
                    "--fuzz", "1s", "--random", "0", "--longest", "0"));
            if (allowed) {
                args.add("--allow-crashes");
            }
            Run r = direct(fuzzing(new ArrayList<>(), (judge, providerClass, duration, seed) -> {
                DifferentialFuzz fuzz = judge.get();
                // The 155th input of this generator is a wrap case on which SunJCE throws an
                // exception no JCA method documents (found by replaying them all).
                Random inputs = new Random(1);
                byte[] input = null;
                for (int i = 0; i < 155; i++) {
                    input = new byte[inputs.nextInt(200)];
                    inputs.nextBytes(input);
                }
                dev.aesref.testkit.check.Replay one = fuzz.replay(input);
                assertTrue(one.line().contains(": crash: "), one.line());
                assertEquals(!allowed, one.failed(), one.line());
                return new JazzerRun.Finding(fuzz, null, null);
            }), args.toArray(String[]::new));
            assertEquals(3, r.code(), r.out() + r.err());
        }
    }

    @Test
    void anInstalledProviderGivenAJarIsLoadedFromTheJar(@TempDir Path dir) throws Exception {
        Path jar = jarWithoutClasses(dir);
        Run r = run("check", "--provider", "SunJCE", "--jar", jar.toString(),
                "--transformation", "AES/ECB/NoPadding", "--random", "0", "--longest", "0");
        assertEquals(2, r.code(), r.out());
        assertEquals("aesref: --provider: no installed provider and no class named SunJCE in [" + jar + "]",
                r.err().strip());
    }

    @Test
    void maxRefusedIsAPercentageFromZeroToAHundred() {
        for (String percent : List.of("0", "100")) {
            Run r = run("check", "--provider", "SunJCE", "--transformation", "AES/ECB/NoPadding", "--random", "0",
                    "--longest", "0", "--max-refused", percent);
            assertEquals(0, r.code(), percent + ": " + r.out() + r.err());
        }
        Run below = run("check", "--provider", "SunJCE", "--max-refused", "-0.5");
        assertEquals(2, below.code());
        assertEquals("aesref: --max-refused: a percentage from 0 to 100, got -0.5", below.err().strip());
    }

    @Test
    void aReportPathThatCannotBeWrittenIsRefusedBeforeTheCheckRuns(@TempDir Path dir) {
        Path missing = dir.resolve("missing");
        for (String option : List.of("--json", "--junit")) {
            Path report = missing.resolve("r.txt");
            Run r = run("check", "--provider", "SunJCE", "--transformation", "AES/ECB/NoPadding", "--random", "0",
                    "--longest", "0", option, report.toString());
            assertEquals(4, r.code(), r.out());
            assertEquals("", r.out(), "nothing was checked");
            assertEquals("aesref: " + option + ": the directory of " + report + " does not exist", r.err().strip());
        }
    }

    /** The input of a wrap case on which SunJCE throws an exception no JCA method documents. */
    private static byte[] sunJceWrapCrash() {
        // The 155th input of this generator (found by replaying them all).
        Random inputs = new Random(1);
        byte[] input = null;
        for (int i = 0; i < 155; i++) {
            input = new byte[inputs.nextInt(200)];
            inputs.nextBytes(input);
        }
        return input;
    }

    @Test
    void aCaseFileOfACrashReplaysAsAFailureUnlessCrashesAreAllowed(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("crash.txt"), "# aesref differential fuzz case for SunJCE\n# x\n"
                + "transformation=AESWrap\ninput=" + java.util.HexFormat.of().formatHex(sunJceWrapCrash()) + "\n");
        // --transformation, --random and --longest keep short a run that would check instead of replaying.
        String[] args = {"--provider", "SunJCE", "--replay", file.toString(), "--transformation", "AESWrap",
            "--random", "0", "--longest", "0"};
        Run strict = direct(new CheckCommand(), args);
        assertEquals(1, strict.code(), strict.out() + strict.err());
        assertEquals(1, strict.out().lines().count(), strict.out());
        assertTrue(strict.out().startsWith("AESWrap fuzz input of ") && strict.out().contains(": crash: "),
                strict.out());
        List<String> allowing = new ArrayList<>(List.of(args));
        allowing.add("--allow-crashes");
        Run allowed = direct(new CheckCommand(), allowing.toArray(String[]::new));
        assertEquals(0, allowed.code(), allowed.out() + allowed.err());
        assertEquals(strict.out(), allowed.out());
    }

    /**
     * A provider of ECB and CTR whose ciphers cannot be made: each attempt calls {@link #onCipher}
     * with the transformation, in the middle of a check.
     */
    public static final class WatchingProvider extends java.security.Provider {
        private static final long serialVersionUID = 1L;
        static final String NAME = "WATCHING";
        static volatile java.util.function.Consumer<String> onCipher = t -> { };

        public WatchingProvider() {
            super(NAME, "1", "calls the test back when a cipher is asked for");
            for (String t : List.of("AES/ECB/NoPadding", "AES/CTR/NoPadding")) {
                putService(new Service(this, "Cipher", t, "none", null, null) {
                    @Override
                    public Object newInstance(Object param) throws java.security.NoSuchAlgorithmException {
                        onCipher.accept(getAlgorithm());
                        throw new java.security.NoSuchAlgorithmException("watched, not made");
                    }
                });
            }
        }
    }

    /** What an interrupt would say now, line by line. */
    private static List<String> interruptNotice() {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        Main.interruptNotice(new java.util.concurrent.atomic.AtomicBoolean(false),
                new PrintStream(said, true, StandardCharsets.UTF_8)).run();
        return said.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void duringTheCheckTheProviderIsInstalledAndAnInterruptWritesTheReportsAskedFor(@TempDir Path dir) {
        Path json = dir.resolve("r.json");
        Path xml = dir.resolve("r.xml");
        List<List<String>> reports = List.of(List.of("--json", json.toString()), List.of("--junit", xml.toString()),
                List.of());
        List<List<String>> expected = List.of(
                List.of("", "aesref: partial report written to " + json, "aesref: interrupted"),
                List.of("", "aesref: partial report written to " + xml, "aesref: interrupted"),
                List.of("", "aesref: interrupted"));
        for (int i = 0; i < reports.size(); i++) {
            List<Boolean> installed = new ArrayList<>();
            List<List<String>> said = new ArrayList<>();
            WatchingProvider.onCipher = t -> {
                installed.add(Security.getProvider(WatchingProvider.NAME) instanceof WatchingProvider);
                said.add(interruptNotice());
            };
            List<String> args = new ArrayList<>(List.of("check", "--provider", WatchingProvider.class.getName(),
                    "--transformation", "AES/ECB/NoPadding", "--random", "0", "--longest", "0"));
            args.addAll(reports.get(i));
            Run r;
            try {
                r = run(args.toArray(String[]::new));
            } finally {
                WatchingProvider.onCipher = t -> { };
            }
            assertEquals(3, r.code(), r.out() + r.err());
            assertTrue(!installed.isEmpty() && !installed.contains(false), installed::toString);
            // The first interrupt writes the reports; the notice takes them, so later ones have none.
            assertEquals(expected.get(i), said.get(0), reports.get(i)::toString);
            assertNull(Security.getProvider(WatchingProvider.NAME), "installed for the run only");
        }
    }

    @Test
    void anInterruptWhileTheFinalReportIsWrittenLeavesItAlone(@TempDir Path dir) {
        Path json = dir.resolve("r.json");
        List<List<String>> said = new ArrayList<>();
        // Standard output runs the interrupt notice when the table begins.
        java.io.Writer noticing = new java.io.StringWriter() {
            @Override
            public void write(String str, int off, int len) {
                if (said.isEmpty()) {
                    said.add(interruptNotice());
                }
                super.write(str, off, len);
            }
        };
        int code = new picocli.CommandLine(new CheckCommand()).setOut(new PrintWriter(noticing))
                .setErr(new PrintWriter(new java.io.StringWriter()))
                .execute("--provider", "SunJCE", "--transformation", "AES/ECB/NoPadding", "--random", "0",
                        "--longest", "0", "--json", json.toString());
        assertEquals(0, code, noticing.toString());
        assertEquals(List.of(List.of("", "aesref: interrupted")), said);
    }

    @Test
    void aCheckThatEndsInAnExceptionLeavesNoPartialReportBehind(@TempDir Path dir) {
        Path json = dir.resolve("r.json");
        List<Exception> thrown = new ArrayList<>();
        // Standard error fails at the first progress line.
        java.io.Writer failing = new java.io.Writer() {
            @Override
            public void write(char[] cbuf, int off, int len) {
                throw new IllegalStateException("standard error is gone");
            }

            @Override
            public void flush() { }

            @Override
            public void close() { }
        };
        new picocli.CommandLine(new CheckCommand()).setOut(new PrintWriter(new java.io.StringWriter()))
                .setErr(new PrintWriter(failing))
                .setExecutionExceptionHandler((ex, cl, parsed) -> {
                    thrown.add(ex);
                    return ExitCode.IO;
                })
                .execute("--provider", "SunJCE", "--transformation", "AES/ECB/NoPadding", "--random", "0",
                        "--longest", "0", "--json", json.toString());
        assertEquals("standard error is gone", thrown.get(0).getMessage());
        assertEquals(List.of("", "aesref: interrupted"), interruptNotice());
    }

    @Test
    void aReplayedCaseIsFlushedBeforeTheCommandReturns() {
        Run r = direct(new CheckCommand(), "--provider", "SunJCE", "--replay", "AES/ECB/NoPadding#0",
                "--transformation", "AES/ECB/NoPadding", "--random", "0", "--longest", "0");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("AES/ECB/NoPadding#0 ") && r.out().endsWith(": match\n"), r.out());
    }

    /** A jar that holds one README and no class: a provider named for it cannot come from it. */
    private static Path jarWithoutClasses(Path dir) throws java.io.IOException {
        Path jar = dir.resolve("empty.jar");
        try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new java.util.zip.ZipEntry("README"));
        }
        return jar;
    }
}
