package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.internal.vectors.suite.Suite;
import dev.aesref.internal.vectors.suite.Suites;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The command line as a user runs it: exit codes and what it prints. */
class MainTest {

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

    private static <T> T withVectors(String vectors, Supplier<T> body) {
        String oldVectors = System.getProperty("aesref.vectors");
        System.setProperty("aesref.vectors", vectors);
        try {
            return body.get();
        } finally {
            restore("aesref.vectors", oldVectors);
        }
    }

    private static void restore(String key, String value) {
        if (value == null) {
            System.clearProperty(key);
        } else {
            System.setProperty(key, value);
        }
    }

    /** One version everywhere: the pom's (through the filtered version file), the provider's and --version's. */
    @Test
    void versionIsTheProvidersVersionWhichIsThePomsVersion() {
        Run r = run("--version");
        assertEquals(0, r.code());
        String version = new dev.aesref.jca.AesRefProvider().getVersionStr();
        assertEquals("aesref " + version, r.out().strip());
        assertTrue(version.matches("\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?"), version);
    }

    /** No command is a usage error: one line, not the usage text. */
    @Test
    void noSubcommandIsAUsageError() {
        Run r = run();
        assertEquals(2, r.code());
        assertEquals("aesref: no command given; 'aesref --help' lists the commands", r.err().strip());
        assertEquals("", r.out());
    }

    @Test
    void ctTestListsItsTargets() {
        Run r = run("ct-test", "--list");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("control/same-work"), r.out());
        assertTrue(r.out().contains("(leaky control)"), r.out());
        for (String target : List.of("nohw/ccm-open", "nohw/eax-open", "nohw/siv-open", "nohw/gcm-siv-open",
                "nohw/cbc-hmac-open", "jca/gcm-doFinal", "nohw/kwp-unwrap", "nohw/xts-decrypt", "nohw/ff1-decrypt")) {
            assertTrue(r.out().lines().anyMatch(target::equals), target + " in " + r.out());
            String control = "control/" + target.replace('/', '-') + "-early-exit  (leaky control)";
            assertTrue(r.out().lines().anyMatch(control::equals), control + " in " + r.out());
        }
    }

    /** ct-test states the timer and the eviction it measured with, then one line per target. */
    @Test
    void ctTestPrintsTheTimerTheEvictionAndOneLinePerTarget() {
        Run r = run("ct-test", "--samples", "1000", "--target", "control/same-work");
        assertTrue(r.code() == 0 || r.code() == 1, r.err()); // 1 only if this short run happens to see a difference
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).matches("timer: [1-9][0-9]* ns between distinct System.nanoTime values \\(median\\); "
                + "level-1 cache evicted before each measurement \\(64 KiB read\\)"), lines.get(0));
        assertTrue(lines.get(1).startsWith("target"), lines.get(1));
        assertTrue(lines.get(2).startsWith("control/same-work") && lines.get(2).contains(" 900 "), lines.get(2));
        assertEquals(3, lines.size());
        // Standard error is not a terminal here: one progress line per target, no carriage return.
        assertEquals(List.of("ct-test: measuring control/same-work (1000 samples)"), r.err().lines().toList());
    }

    /** On a terminal, progress is one line rewritten in place with carriage returns. */
    @Test
    void ctTestRewritesOneProgressLineOnATerminal() {
        CtTestCommand command = new CtTestCommand();
        command.terminal = true;
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();
        int code = new picocli.CommandLine(command).setOut(new java.io.PrintWriter(out))
                .setErr(new java.io.PrintWriter(err))
                .execute("--samples", "1000", "--target", "control/same-work");
        assertTrue(code == 0 || code == 1, err.toString());
        assertTrue(err.toString().startsWith("\rcontrol/same-work: ") && err.toString().endsWith("\r"), err.toString());
        assertFalse(err.toString().contains("\n"), "no line breaks: " + err);
    }

    /** The default trace is FIPS-197 Appendix C.1, line for line (the listing is test data). */
    @Test
    void traceWithoutOptionsPrintsAppendixC1() throws IOException {
        List<String> expected;
        try (InputStream in = MainTest.class.getResourceAsStream(
                "/dev/aesref/internal/vectors/embedded/fips197/appendix-c1.txt")) {
            assertTrue(in != null, "vectors/fips197/appendix-c1.txt must be on the classpath");
            expected = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        }
        Run r = run("trace");
        assertEquals(0, r.code(), r.err());
        assertEquals(expected, r.out().lines().toList());
    }

    @Test
    void traceEncryptOnlyAndDecryptOnly() {
        Run enc = run("trace", "--encrypt", "-k", "000102030405060708090a0b0c0d0e0f1011121314151617",
                "-b", "00112233445566778899aabbccddeeff");
        assertEquals(0, enc.code(), enc.err());
        assertTrue(enc.out().contains("round[12].output dda97ca4864cdfe06eaf70a0ec0d7191"), enc.out());
        assertTrue(!enc.out().contains("INVERSE CIPHER"), enc.out());
        Run dec = run("trace", "--decrypt", "-k", "000102030405060708090a0b0c0d0e0f",
                "-b", "69c4e0d86a7b0430d8cdb78070b4c55a");
        assertEquals(0, dec.code(), dec.err());
        assertTrue(dec.out().contains("round[10].ioutput 00112233445566778899aabbccddeeff"), dec.out());
    }

    @Test
    void badInputIsOneLineAndExitCode2() {
        Run shortKey = run("trace", "-k", "0011");
        assertEquals(2, shortKey.code());
        assertEquals("aesref: key length must be 16, 24 or 32 bytes (AES-128/192/256), got 2 bytes",
                shortKey.err().strip());
        Run notHex = run("trace", "-b", "zz");
        assertEquals(2, notHex.code());
        assertTrue(notHex.err().contains("--block must be hexadecimal digits in pairs, got 'zz'"), notHex.err());
    }

    /** The README's selftest, --quick: every suite on every engine from the embedded files. */
    @Test
    @Tag("integration") // too slow to repeat per mutant: every suite on every engine; CI also runs selftest --quick from the jar, with and without the Vector API module
    void quickSelftestRunsEverySuiteOnEveryEngine() {
        Run r = run("selftest", "--quick");
        assertEquals(0, r.code(), r.out() + r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).startsWith("vectors: the embedded vectors/"), lines.get(0));
        for (String engine : Engines.names()) {
            assertTrue(lines.get(1).contains(engine), r.out());
        }
        for (Suite s : Suites.all()) {
            String row = lines.stream().filter(l -> l.startsWith(s.name() + " ")).findFirst().orElseThrow();
            assertEquals(Engines.names().size(), row.split(" ok", -1).length - 1, row);
        }
        assertTrue(r.out().contains(Suites.all().size() * Engines.names().size()
                + " suite runs, "), r.out());
        assertTrue(r.out().contains(" 0 failed suite runs, 0 skipped"), r.out());
    }

    /** Records the byte API cannot express (XTS bit-length data units) are counted and named, not skipped. */
    @Test
    void selftestPrintsTheRecordsItCannotRun() {
        Run r = run("selftest", "--engine", "nohw", "--suite", "nist-xts");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains(" 0 failed suite runs, 0 skipped, 1200 records the API cannot express (below)"),
                r.out());
        assertTrue(r.out().contains("nist-xts on nohw: 2800 vectors, 0 failed; 1200 not run: data units whose bit"
                + " length is not a multiple of 8"), r.out());
    }

    /** A missing file is a failure with its name, never a skip. */
    @Test
    void aMissingFileFailsTheSelftest(@org.junit.jupiter.api.io.TempDir java.nio.file.Path empty) {
        Run r = withVectors(empty.toString(),
                () -> run("selftest", "--quick", "--engine", Engines.names().get(0), "--suite", "rfc3686"));
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("rfc3686 ") && r.out().contains("ERROR"), r.out());
        assertTrue(r.out().contains("vector file " + empty + "/rfc3686/aes-ctr.txt does not exist"), r.out());
        assertTrue(r.out().contains("1 failed suite runs"), r.out());
    }

    @Test
    void unknownEngineOrSuiteIsAUserError() {
        Run r = run("selftest", "--engine", "no-such-engine");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("no engine named 'no-such-engine'"), r.err());
    }
}
