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
        Run none = run("check", "--provider", "SUN", "--random", "0");
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
