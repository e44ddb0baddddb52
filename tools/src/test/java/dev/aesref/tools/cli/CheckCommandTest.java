package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code aesref check} as a CI job runs it: exit codes, the table and the two report files. */
class CheckCommandTest {

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

    @Test
    void aCleanProviderExitsZeroAndWritesBothReports(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("r.json");
        Path xml = dir.resolve("r.xml");
        Run r = run("check", "--provider", "SunJCE", "--transformation", "AES/CTR/NoPadding",
                "--transformation", "AESCMAC", "--random", "5", "--json", json.toString(), "--junit", xml.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("AES/CTR/NoPadding"), r.out());
        assertTrue(r.out().contains("not offered by the provider: AESCMAC"), r.out());
        assertTrue(r.out().contains("check passed: no mismatch"), r.out());
        assertTrue(r.err().contains("check: AES/CTR/NoPadding: 0 mismatches"), r.err());
        assertTrue(Files.readString(json).contains("\"passed\": true"));
        String junit = Files.readString(xml);
        assertTrue(junit.contains("failures=\"0\""), junit);
        assertTrue(junit.contains("<skipped message=\"not offered by the provider\"/>"), junit);
    }

    @Test
    void aBrokenProviderFromTheClassPathExitsOneAndNamesTheMismatch() {
        Run r = run("check", "--provider", "dev.aesref.testkit.check.BrokenProvider", "--transformation", "AES/GCM/NoPadding",
                "--random", "2", "--verbose");
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("mismatch: AES/GCM/NoPadding"), r.out());
        assertTrue(r.out().contains("check FAILED"), r.out());
    }

    @Test
    void anUnknownProviderOrTransformationIsAUsageError() {
        Run noProvider = run("check", "--provider", "NoSuchProvider");
        assertEquals(2, noProvider.code());
        assertTrue(noProvider.err().contains("--provider: no installed provider and no class named NoSuchProvider"),
                noProvider.err());
        Run notAProvider = run("check", "--provider", "java.lang.String");
        assertEquals(2, notAProvider.code());
        assertTrue(notAProvider.err().contains("is not a java.security.Provider"), notAProvider.err());
        Run noTransformation = run("check", "--provider", "SunJCE", "--transformation", "AES/OCB/NoPadding");
        assertEquals(2, noTransformation.code());
        assertTrue(noTransformation.err().contains("--transformation: aesref does not know AES/OCB/NoPadding"),
                noTransformation.err());
    }

    @Test
    void aProviderClassFromAJarThatIsNotThereOrCannotBeMadeIsAUsageError(@TempDir Path dir) throws Exception {
        Path jar = dir.resolve("empty.jar");
        try (var out = new java.util.jar.JarOutputStream(java.nio.file.Files.newOutputStream(jar))) {
            out.putNextEntry(new java.util.zip.ZipEntry("README"));
        }
        Run missing = run("check", "--provider", "org.example.Missing", "--jar", jar.toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("no class named org.example.Missing in [" + jar + "]"), missing.err());
        // A Provider subclass without a public no-argument constructor cannot be instantiated.
        Run abstractOne = run("check", "--provider", "java.security.Provider");
        assertEquals(2, abstractOne.code());
        assertTrue(abstractOne.err().contains("--provider: cannot instantiate java.security.Provider"), abstractOne.err());
    }
}
