package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code aesref check --threads N}: the test kit's {@code StaticScratchProvider} keeps its working
 * block in a static array. It passes on one thread and fails on four; aesref's own provider
 * passes on four.
 */
class CheckThreadsTest {

    private static final String SCRATCH = "dev.aesref.testkit.check.StaticScratchProvider";

    private static CheckCommandTest.Run run(String... args) {
        return CheckCommandTest.run(args);
    }

    @Test
    void aStaticScratchPassesOnOneThread() {
        CheckCommandTest.Run r = run("check", "--provider", SCRATCH, "--random", "20", "--longest", "4097",
                "--threads", "1");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("AES/ECB/NoPadding        passed"), r.out());
    }

    @Test
    void aStaticScratchIsMismatchedOnFourThreads(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("r.json");
        CheckCommandTest.Run r = run("check", "--provider", SCRATCH, "--random", "20", "--longest", "4097",
                "--threads", "4", "--json", json.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("AES/ECB/NoPadding        mismatched"), r.out());
        assertTrue(r.out().matches("(?s)aesref check: provider STATIC-SCRATCH, seed \\d+, 20 random cases, 4 threads at"
                + " once, \\d+ operations\n.*"), r.out());
        assertTrue(r.out().contains("ran under 4 threads, and its runs disagree: "), r.out());
        assertTrue(r.err().matches("(?s).*check: AES/ECB/NoPadding: mismatched, .* operations from 4 threads\n.*"),
                r.err());
        String report = Files.readString(json);
        assertTrue(report.contains("\"threads\": 4"), report);
    }

    @Test
    void aesrefsOwnProviderPassesOnFourThreads() {
        CheckCommandTest.Run r = run("check", "--provider", "AESREF", "--transformation",
                "AES/CTR/NoPadding,AES/GCM/NoPadding,AESCMAC", "--random", "10", "--longest", "4097", "--threads", "4");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("check passed: 3 transformations tested, no mismatch"), r.out());
    }

    @Test
    void threadsOutsideOneToSixtyFourAreUsageErrors() {
        for (String bad : new String[] {"0", "65", "-1"}) {
            CheckCommandTest.Run r = run("check", "--provider", "SunJCE", "--threads", bad);
            assertEquals(2, r.code(), r.err());
            assertEquals("aesref: --threads: from 1 to 64, got " + bad, r.err().strip());
            assertEquals("", r.out());
        }
        CheckCommandTest.Run word = run("check", "--provider", "SunJCE", "--threads", "many");
        assertEquals(2, word.code(), word.err());
        assertTrue(word.err().startsWith("aesref: ") && word.err().strip().lines().count() == 1, word.err());
        CheckCommandTest.Run replay = run("check", "--provider", "SunJCE", "--threads", "4", "--replay",
                "AES/GCM/NoPadding#0");
        assertEquals(2, replay.code(), replay.err());
        assertEquals("aesref: --threads runs the cases of a check; it excludes --replay, which runs on one thread",
                replay.err().strip());
        CheckCommandTest.Run fuzz = run("check", "--provider", "SunJCE", "--threads", "2", "--fuzz", "1s");
        assertEquals(2, fuzz.code(), fuzz.err());
        assertEquals("aesref: --threads runs the cases of a check; it excludes --fuzz, which runs on one thread",
                fuzz.err().strip());
    }
}
