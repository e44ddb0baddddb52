package dev.aesref.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Supplier;
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

    private static <T> T withProperties(String vectors, String nist, Supplier<T> body) {
        String oldVectors = System.getProperty("aesref.vectors");
        String oldNist = System.getProperty("aesref.nist");
        System.setProperty("aesref.vectors", vectors);
        System.setProperty("aesref.nist", nist);
        try {
            return body.get();
        } finally {
            restore("aesref.vectors", oldVectors);
            restore("aesref.nist", oldNist);
        }
    }

    private static void restore(String key, String value) {
        if (value == null) {
            System.clearProperty(key);
        } else {
            System.setProperty(key, value);
        }
    }

    /** The default trace is FIPS-197 Appendix C.1, line for line (the listing is test data). */
    @Test
    void traceWithoutOptionsPrintsAppendixC1() throws IOException {
        List<String> expected;
        try (InputStream in = MainTest.class.getResourceAsStream(
                "/dev/aesref/vectors/embedded/fips197/appendix-c1.txt")) {
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

    @Test
    void selftestOfTheEmbeddedSuitesPassesOnEveryEngine() {
        Run r = run("selftest", "--embedded-only");
        assertEquals(0, r.code(), r.out() + r.err());
        for (String engine : Engines.names()) {
            assertTrue(r.out().lines().findFirst().orElseThrow().contains(engine), r.out());
        }
        assertTrue(r.out().contains("fips197-appendix-c"), r.out());
        assertTrue(r.out().contains(" 0 failed suite runs, 0 suites skipped"), r.out());
    }

    @Test
    void withoutExternalFilesSelftestRunsTheEmbeddedSuitesAndSaysWhatItSkipped() {
        Run r = withProperties("/nonexistent/aesref-vectors", "/nonexistent/aesref-nist",
                () -> run("selftest", "--engine", Engines.names().get(0)));
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("sp800-38a"), r.out());
        assertTrue(r.out().contains("skipped (files not found):"), r.out());
        assertTrue(r.out().contains("apt-get install python3-cryptography-vectors"), r.out());
        assertTrue(r.out().contains("-Daesref.vectors=../shared/vectors"), r.out());

        Run strict = withProperties("/nonexistent/aesref-vectors", "/nonexistent/aesref-nist",
                () -> run("selftest", "--require-all", "--engine", Engines.names().get(0),
                        "--suite", "rfc3686", "--suite", "xctr-kernel"));
        assertEquals(3, strict.code(), "--require-all turns a skip into a failure:\n" + strict.out());
    }

    @Test
    void unknownEngineOrSuiteIsAUserError() {
        Run r = run("selftest", "--engine", "no-such-engine");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("no engine named 'no-such-engine'"), r.err());
    }
}
