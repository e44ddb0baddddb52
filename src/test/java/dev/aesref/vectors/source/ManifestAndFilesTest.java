package dev.aesref.vectors.source;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The manifest, the hash check, and the how-to-get-it messages for missing files. */
class ManifestAndFilesTest {

    /** SHA-256 of the three bytes "abc": FIPS 180-2 Appendix B.1. */
    private static final String SHA256_ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

    @TempDir
    Path tmp;

    @Test
    void sha256MatchesTheFips180Example() {
        assertEquals(SHA256_ABC, VectorFiles.sha256Hex("abc".getBytes(StandardCharsets.US_ASCII)));
    }

    @Test
    void readsAListedFileWithTheRightHash() throws IOException {
        Files.createDirectories(tmp.resolve("sub"));
        Files.writeString(tmp.resolve("sub/f.txt"), "abc");
        Manifest m = Manifest.parse("# c\n\naesref.vectors sub/f.txt " + SHA256_ABC + "\n", "M");
        assertArrayEquals("abc".getBytes(StandardCharsets.US_ASCII),
                VectorFiles.read(VectorRoot.SHARED, tmp, "sub/f.txt", m));
        assertEquals(List.of(new Manifest.Entry(VectorRoot.SHARED, "sub/f.txt", SHA256_ABC)), m.entries());
    }

    @Test
    void aDifferentCopyFailsNamingFileExpectedAndActualHash() throws IOException {
        Files.writeString(tmp.resolve("f.txt"), "abd");
        Manifest m = Manifest.parse("aesref.vectors f.txt " + SHA256_ABC, "M");
        VectorFileException e = assertThrows(VectorFileException.class,
                () -> VectorFiles.read(VectorRoot.SHARED, tmp, "f.txt", m));
        String actual = VectorFiles.sha256Hex("abd".getBytes(StandardCharsets.US_ASCII));
        assertEquals("vector file " + tmp.resolve("f.txt").toAbsolutePath() + " is not the listed copy:"
                + " sha256 expected " + SHA256_ABC + " (vectors/MANIFEST, aesref.vectors f.txt), actual "
                + actual + "; to get the listed copy: pass -Daesref.vectors=../shared/vectors (the shared vector"
                + " tree); the files come from Linux 6.1.83 crypto/testmgr.h, extracted to JSON (see MANIFEST.md in"
                + " that folder), with the sha256 listed in vectors/MANIFEST", e.getMessage());
    }

    @Test
    void missingSharedDirectoryFailsWithHowToGetIt() {
        Manifest m = Manifest.parse("aesref.vectors nist-mct/ECBMCT128.rsp " + SHA256_ABC, "M");
        Path missing = tmp.resolve("nope");
        VectorFileException e = assertThrows(VectorFileException.class,
                () -> VectorFiles.read(VectorRoot.SHARED, missing, "nist-mct/ECBMCT128.rsp", m));
        assertEquals("vector directory " + missing.toAbsolutePath() + " (-Daesref.vectors) does not exist;"
                + " pass -Daesref.vectors=../shared/vectors (the shared vector tree); the files come from"
                + " NIST CAVP aesmct.zip (AESAVS Monte Carlo responses, CRLF converted to LF), with the"
                + " sha256 listed in vectors/MANIFEST", e.getMessage());
        assertTrue(e.missing(), "an absent directory is reported as missing");
    }

    @Test
    void missingNistDirectorySaysAptGetInstall() {
        Manifest m = Manifest.parse("aesref.nist ciphers/AES/ECB/ECBGFSbox128.rsp " + SHA256_ABC, "M");
        VectorFileException e = assertThrows(VectorFileException.class,
                () -> VectorFiles.read(VectorRoot.NIST, tmp.resolve("nope"), "ciphers/AES/ECB/ECBGFSbox128.rsp", m));
        assertTrue(e.getMessage().contains("run `apt-get install python3-cryptography-vectors`"), e.getMessage());
        assertTrue(e.getMessage().contains("-Daesref.nist="), e.getMessage());
        assertTrue(e.missing());
    }

    @Test
    void missingFileInAnExistingDirectoryFailsWithHowToGetIt() {
        Manifest m = Manifest.parse("aesref.vectors wycheproof/aes_cbc_pkcs5_test.json " + SHA256_ABC, "M");
        VectorFileException e = assertThrows(VectorFileException.class,
                () -> VectorFiles.read(VectorRoot.SHARED, tmp, "wycheproof/aes_cbc_pkcs5_test.json", m));
        assertEquals("vector file " + tmp.resolve("wycheproof/aes_cbc_pkcs5_test.json").toAbsolutePath()
                + " does not exist; pass -Daesref.vectors=../shared/vectors (the shared vector tree); the files"
                + " come from C2SP/wycheproof testvectors_v1 @ dac1dd47, with the sha256 listed in"
                + " vectors/MANIFEST", e.getMessage());
        assertTrue(e.missing());
    }

    @Test
    void howToGetNamesTheOriginOfEachSharedFolder() {
        assertTrue(VectorRoot.SHARED.howToGet("xctr/google-hctr2/XCTR_AES128.json").contains("google/hctr2 @ 0b0b5375"));
        assertTrue(VectorRoot.SHARED.howToGet("xctr/xctr_kernel_testmgr.json").contains("Linux 6.1.83 crypto/testmgr.h"));
        assertTrue(VectorRoot.SHARED.howToGet("ctr-edge/ctr_kernel_testmgr.json").contains("Linux 6.1.83 crypto/testmgr.h"));
    }

    @Test
    void anUnlistedFileIsRefusedBeforeAnyRead() {
        Manifest m = Manifest.parse("", "M");
        VectorFileException e = assertThrows(VectorFileException.class,
                () -> VectorFiles.read(VectorRoot.SHARED, tmp, "x.json", m));
        assertEquals("aesref.vectors x.json is not listed in M; every external vector file must be listed"
                + " there with its sha256", e.getMessage());
        assertFalse(e.missing());
    }

    @ParameterizedTest(name = "{index}: {1}")
    @CsvSource(delimiter = '|', value = {
        "aesref.vectors a| M:1: expected '<root> <path> <sha256>', got 'aesref.vectors a'",
        "aesref.other a " + SHA256_ABC + "| M:1: root must be aesref.vectors or aesref.nist, got 'aesref.other'",
        "aesref.nist a ba7816| M:1: sha256 must be 64 lower-case hex digits, got 'ba7816'",
        "aesref.nist a BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD"
            + "| M:1: sha256 must be 64 lower-case hex digits, got 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD'",
        "aesref.nist a " + SHA256_ABC + "\\naesref.nist a " + SHA256_ABC + "| M:2: a is listed twice",
    })
    void malformedManifestLinesAreNamed(String text, String expected) {
        VectorFileException e = assertThrows(VectorFileException.class,
                () -> Manifest.parse(text.replace("\\n", "\n"), "M"));
        assertEquals(expected.strip(), e.getMessage());
    }

    @Test
    void nonHexShaIsRejected() {
        String bad = "zz" + SHA256_ABC.substring(2);
        assertThrows(VectorFileException.class, () -> Manifest.parse("aesref.nist a " + bad, "M"));
    }

    @Test
    void byPropertyRejectsUnknownRoots() {
        assertSame(VectorRoot.NIST, VectorRoot.byProperty("aesref.nist"));
        assertEquals("root must be aesref.vectors or aesref.nist, got 'x'",
                assertThrows(IllegalArgumentException.class, () -> VectorRoot.byProperty("x")).getMessage());
    }

    @Test
    void rootDirectoryFollowsItsSystemProperty() {
        String old = System.getProperty("aesref.nist");
        try {
            System.setProperty("aesref.nist", tmp.toString());
            assertEquals(tmp, VectorRoot.NIST.dir());
            System.clearProperty("aesref.nist");
            assertEquals(Path.of("/usr/lib/python3/dist-packages/cryptography_vectors"), VectorRoot.NIST.dir());
        } finally {
            if (old != null) {
                System.setProperty("aesref.nist", old);
            }
        }
    }

    /**
     * The embedded manifest lists exactly the files the suites read, and every listed file (in
     * the configured roots) has the listed hash.
     */
    @Test
    void embeddedManifestListsExactlyTheSuitesFilesAndAllVerify() {
        Set<String> used = new HashSet<>();
        for (NistMode m : NistMode.values()) {
            for (String f : new NistKatSuite(m).files()) {
                used.add("aesref.nist " + f);
            }
            for (String f : new NistMctSuite(m).files()) {
                used.add("aesref.vectors " + f);
            }
        }
        for (XctrSuite.Source s : XctrSuite.Source.values()) {
            for (String f : s.files()) {
                used.add("aesref.vectors " + f);
            }
        }
        used.add("aesref.vectors " + CtrEdgeSuite.FILE);
        used.add("aesref.vectors " + WycheproofCbcPkcs5Suite.FILE);

        Manifest manifest = Manifest.embedded();
        assertSame(manifest, Manifest.embedded(), "parsed once");
        List<String> listed = new ArrayList<>();
        for (Manifest.Entry e : manifest.entries()) {
            listed.add(e.root().property() + " " + e.path());
            assertEquals(VectorFiles.read(e.root(), e.path()).length > 0, true, e.path());
        }
        assertEquals(used, Set.copyOf(listed));
        assertEquals(listed.size(), used.size());
    }

    @Test
    void embeddedResourcesAreReadOrReportedMissing() {
        assertTrue(EmbeddedVectors.exists("MANIFEST"));
        assertTrue(EmbeddedVectors.read("rfc3686/aes-ctr.txt").length > 0);
        assertEquals(false, EmbeddedVectors.exists("nope.txt"));
        VectorFileException e = assertThrows(VectorFileException.class, () -> EmbeddedVectors.read("nope.txt"));
        assertTrue(e.getMessage().startsWith("embedded vector file /dev/aesref/vectors/embedded/nope.txt is not"
                + " on the classpath"), e.getMessage());
    }
}
