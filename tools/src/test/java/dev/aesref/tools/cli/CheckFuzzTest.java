package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code check --fuzz}, each run in a JVM of its own (Jazzer's agent and libFuzzer are one per
 * process), as a user runs it: a CTR wrong only on an update of 37 bytes (which the generated
 * cases never make) is found in seconds and written as a case file that {@code --replay} runs
 * again; SunJCE's GCM gives nothing to find.
 */
class CheckFuzzTest {

    private record Run(int code, String out, String err) {}

    private static Run fork(Path dir, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djdk.attach.allowAttachSelf=true"));
        // The coverage agent of this JVM, if any, so that the fuzz run's code counts in the gate.
        java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("-javaagent:") && a.contains("jacoco")).forEach(command::add);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile()).start();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the fuzz run did not end");
        return new Run(p.exitValue(), Files.readString(dir.resolve("out.txt"), StandardCharsets.UTF_8),
                Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8));
    }

    @Test
    @Tag("integration") // a JVM per run, seconds of fuzzing: too slow to repeat per mutant
    void aBugNoGeneratedCaseReachesIsFoundAndItsCaseFileReplaysIt(@TempDir Path dir) throws Exception {
        Path cases = Files.createDirectory(dir.resolve("cases"));
        Run found = fork(dir, "check", "--provider", "dev.aesref.testkit.check.Chunk37Provider", "--fuzz", "120s",
                "--fuzz-cases", cases.toString());
        assertEquals(1, found.code(), found.out() + found.err());
        assertTrue(found.out().startsWith("check: fuzzing found: AES/CTR/NoPadding fuzz input of "),
                found.out() + found.err());
        assertTrue(found.out().contains(": mismatch: "), found.out());
        List<Path> files;
        try (Stream<Path> s = Files.list(cases)) {
            files = s.toList();
        }
        assertEquals(1, files.size(), files::toString);
        assertTrue(found.out().contains("check: case file " + files.get(0)), found.out());
        String caseLine = Files.readAllLines(files.get(0)).get(1);
        assertTrue(found.out().contains(caseLine.substring(2)), caseLine);
        // Replayed, it is the same mismatch and fails again; on SunJCE, a match. Neither needs the fuzzer.
        CheckCommandTest.Run replayed = CheckCommandTest.run("check", "--provider", "dev.aesref.testkit.check.Chunk37Provider",
                "--replay", files.get(0).toString());
        assertEquals(1, replayed.code(), replayed.err());
        assertEquals(caseLine.substring(2), replayed.out().strip());
        CheckCommandTest.Run sun = CheckCommandTest.run("check", "--provider", "SunJCE", "--replay", files.get(0).toString());
        assertTrue(sun.out().strip().endsWith(": match"), sun.out());
        assertEquals(0, sun.code(), sun.err());
    }

    @Test
    @Tag("integration") // a JVM per run, seconds of fuzzing: too slow to repeat per mutant
    void aRightProviderFuzzedForSecondsExitsZero(@TempDir Path dir) throws Exception {
        Run r = fork(dir, "check", "--provider", "SunJCE", "--transformation", "AES/GCM/NoPadding", "--fuzz", "5s");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().strip().matches("check: fuzzing SunJCE for 5 s found nothing \\([1-9]\\d* cases tested, 0 refused\\)"),
                r.out());
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of("err.txt", "out.txt"), s.map(p -> p.getFileName().toString()).sorted().toList(),
                    "nothing but the output is left behind");
        }
    }

    @Test
    @Tag("integration") // a JVM per run: too slow to repeat per mutant
    void aProviderThatRefusesEveryCaseOrOffersNothingIsUntested(@TempDir Path dir) throws Exception {
        Run refusing = fork(Files.createDirectory(dir.resolve("a")), "check", "--provider",
                "dev.aesref.testkit.check.RefusingProvider", "--fuzz", "3s");
        assertEquals(3, refusing.code(), refusing.out() + refusing.err());
        assertTrue(refusing.out().strip().matches("check UNTESTED: fuzzing REFUSING for 3 s tested nothing: "
                + "0 cases tested, [1-9]\\d* refused"), refusing.out());
        Run none = fork(Files.createDirectory(dir.resolve("b")), "check", "--provider", "SunJCE", "--transformation",
                "AESCMAC", "--fuzz", "3s");
        assertEquals(3, none.code(), none.out() + none.err());
        assertEquals("check UNTESTED: SunJCE offers none of [CMAC]", none.out().strip());
    }

    @Test
    void aDurationIsSecondsMinutesOrHoursAboveZero() {
        assertEquals(Duration.ofSeconds(90), CheckCommand.duration("90"));
        assertEquals(Duration.ofSeconds(30), CheckCommand.duration("30s"));
        assertEquals(Duration.ofMinutes(10), CheckCommand.duration("10m"));
        assertEquals(Duration.ofHours(2), CheckCommand.duration("2h"));
        for (String bad : List.of("0", "0s", "-5s", "5d", "s", "", "1234567890")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CheckCommand.duration(bad));
            assertEquals("--fuzz: a duration above 0 such as 30s, 10m or 2h; got " + bad, e.getMessage());
        }
        CheckCommandTest.Run usage = CheckCommandTest.run("check", "--provider", "SunJCE", "--fuzz", "soon",
                // short, should --fuzz be ignored and a check run instead
                "--transformation", "AES/ECB/NoPadding", "--random", "0", "--longest", "0");
        assertEquals(2, usage.code());
        assertEquals("aesref: --fuzz: a duration above 0 such as 30s, 10m or 2h; got soon", usage.err().strip());
    }

    @Test
    void aCaseFileIsReplayedOnTheTransformationItNames(@TempDir Path dir) throws Exception {
        // A fuzz input whose first byte chooses CTR among SunJCE's and whose case is a match.
        Path file = Files.writeString(dir.resolve("c.txt"), "# aesref differential fuzz case for X\n# anything\n"
                + "transformation=AES/CTR/NoPadding\ninput=00" + "01".repeat(80) + "\n");
        CheckCommandTest.Run r = CheckCommandTest.run("check", "--provider", "SunJCE", "--replay", file.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("AES/CTR/NoPadding fuzz input of 81 bytes") && r.out().strip().endsWith(": match"),
                r.out());
    }
}
