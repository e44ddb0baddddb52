package dev.aesref.internal.vectors.source;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.internal.vectors.format.RspFile;
import dev.aesref.internal.vectors.format.TextFormat;
import dev.aesref.internal.vectors.format.VectorFileException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The manifest, the hash check, the override directory and the cache. */
class ManifestAndFilesTest {

    /** SHA-256 of the three bytes "abc": FIPS 180-2 Appendix B.1. */
    private static final String SHA256_ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

    private static final String HEAD = "source s\norigin https://example.org/r\nversion "
            + "0123456789abcdef0123456789abcdef01234567\npath d/ -> sub/\nlicence L, sub/LICENSE\n";

    @TempDir
    Path tmp;

    @Test
    void sha256MatchesTheFips180Example() {
        assertEquals(SHA256_ABC, VectorSource.sha256Hex("abc".getBytes(StandardCharsets.US_ASCII)));
    }

    @Test
    void parsesSourcesAndFiles() {
        Manifest m = Manifest.parse("# c\n\n" + HEAD + SHA256_ABC + "  sub/f.txt\n" + SHA256_ABC + "  sub/g/h.txt\r\n"
                + "source own\norigin this repository\nversion -\npath x/\nlicence ours\n" + SHA256_ABC + "  x/y.txt", "M");
        Manifest.Source s = new Manifest.Source("s", "https://example.org/r",
                "0123456789abcdef0123456789abcdef01234567", "d/ -> sub/", "L, sub/LICENSE");
        Manifest.Source own = new Manifest.Source("own", "this repository", "-", "x/", "ours");
        assertEquals(List.of(s, own), m.sources());
        assertEquals(List.of(new Manifest.Entry("sub/f.txt", SHA256_ABC, s),
                new Manifest.Entry("sub/g/h.txt", SHA256_ABC, s), new Manifest.Entry("x/y.txt", SHA256_ABC, own)),
                m.entries());
        assertEquals("https://example.org/r @ 01234567 (d/ -> sub/)", s.cite());
        assertEquals("this repository (x/)", own.cite());
        assertEquals("https://e @ 1.0-2 (p)", new Manifest.Source("n", "https://e", "1.0-2", "p", "l").cite());
        assertEquals("vectors/x/y.txt, from this repository (x/)", m.cite("x/y.txt"));
        assertEquals("vectors/sub/ (2 files), from https://example.org/r @ 01234567 (d/ -> sub/)",
                m.cite(List.of("sub/f.txt", "sub/g/h.txt")));
        assertEquals("vectors/sub/g/h.txt, from https://example.org/r @ 01234567 (d/ -> sub/)",
                m.cite(List.of("sub/g/h.txt")));
        assertEquals("paths must come from one source: sub/f.txt is from s, x/y.txt from own",
                assertThrows(IllegalArgumentException.class, () -> m.cite(List.of("sub/f.txt", "x/y.txt"))).getMessage());
        assertThrows(IllegalArgumentException.class, () -> m.cite(List.of()));
        assertEquals("vectors/nope is not listed in M; every vector file the harness reads is listed there with"
                + " its sha256", assertThrows(VectorFileException.class, () -> m.entry("nope")).getMessage());
    }

    @Test
    void commonFolderOfFilesInSiblingFolders() {
        Manifest m = Manifest.parse(HEAD + SHA256_ABC + "  a/b/c.txt\n" + SHA256_ABC + "  a/d/e.txt\n"
                + SHA256_ABC + "  f.txt", "M");
        assertEquals("vectors/a/ (2 files), from https://example.org/r @ 01234567 (d/ -> sub/)",
                m.cite(List.of("a/b/c.txt", "a/d/e.txt")));
        assertEquals("vectors/ (2 files), from https://example.org/r @ 01234567 (d/ -> sub/)",
                m.cite(List.of("a/b/c.txt", "f.txt")));
    }

    @ParameterizedTest(name = "{index}: {1}")
    @CsvSource(delimiter = '|', value = {
        SHA256_ABC + "  a| M:1: a file before any 'source' line",
        "origin x| M:1: 'origin' must follow a 'source' line, before its files",
        "source| M:1: expected 'source NAME', got 'source'",
        "source a b| M:1: expected 'source NAME', got 'source a b'",
        "source s\\norigin| M:2: 'origin' needs a value",
        "source s\\norigin a\\norigin b| M:3: 'origin' repeated in source s",
        "source s\\norigin a\\nversion 1\\npath p\\n" + SHA256_ABC + "  f| M:5: source s has no 'licence' line",
        "source s\\nversion 1| M: source s lists no files",
        "source s\\nsource t| M:2: source s lists no files",
        "frob x| M:1: expected 'source', 'origin', 'version', 'path', 'licence' or '<sha256>  <path>', got 'frob x'",
        SHA256_ABC + " one-space| M:1: expected 'source', 'origin', 'version', 'path', 'licence' or '<sha256>  <path>', got '"
            + SHA256_ABC + " one-space'",
        "ba7816  f| M:1: expected 'source', 'origin', 'version', 'path', 'licence' or '<sha256>  <path>', got 'ba7816  f'",
        "HEAD+version 2| M:7: 'version' must follow a 'source' line, before its files",
        "HEAD+" + SHA256_ABC + "0  g| M:7: expected 'source', 'origin', 'version', 'path', 'licence' or '<sha256>  <path>', got '"
            + SHA256_ABC + "0  g'",
    })
    void malformedManifestLinesAreNamed(String line, String expected) {
        String text = line.startsWith("HEAD+") ? HEAD + SHA256_ABC + "  f\n" + line.substring("HEAD+".length()) : line;
        VectorFileException e = assertThrows(VectorFileException.class,
                () -> Manifest.parse(text.replace("\\n", "\n"), "M"));
        assertEquals(expected.strip(), e.getMessage());
    }

    /** A manifest of comments has no sources; the files of one source share its one record. */
    @Test
    void emptyManifestAndTheSourceOfEachFile() {
        Manifest empty = Manifest.parse("# nothing yet\n\n", "M");
        assertEquals(0, empty.entries().size());
        Manifest m = Manifest.parse(HEAD + SHA256_ABC + "  f\n" + SHA256_ABC + "  g", "M");
        assertEquals(2, m.entries().size());
        assertSame(m.entries().get(0).source(), m.entries().get(1).source());
    }

    @Test
    void badHashesAndDuplicatesAreNamed() {
        String upper = SHA256_ABC.toUpperCase(java.util.Locale.ROOT);
        assertEquals("M:6: sha256 must be 64 lower-case hex digits, got '" + upper + "'",
                assertThrows(VectorFileException.class, () -> Manifest.parse(HEAD + upper + "  f", "M")).getMessage());
        String notHex = "zz" + SHA256_ABC.substring(2);
        assertEquals("M:6 sha256: 'z' at index 0 is not a hex digit",
                assertThrows(VectorFileException.class, () -> Manifest.parse(HEAD + notHex + "  f", "M")).getMessage());
        assertEquals("M:7: f is listed twice", assertThrows(VectorFileException.class,
                () -> Manifest.parse(HEAD + SHA256_ABC + "  f\n" + SHA256_ABC + "  f", "M")).getMessage());
        assertEquals("M:7: source s is listed twice", assertThrows(VectorFileException.class,
                () -> Manifest.parse(HEAD + SHA256_ABC + "  f\nsource s", "M")).getMessage());
    }

    @Test
    void aDirectoryIsReadAgainstTheManifest() throws IOException {
        Files.createDirectories(tmp.resolve("sub"));
        Files.writeString(tmp.resolve("sub/f.txt"), "abc");
        Files.writeString(tmp.resolve("sub/g.txt"), "abd");
        Manifest m = Manifest.parse(HEAD + SHA256_ABC + "  sub/f.txt\n" + SHA256_ABC + "  sub/g.txt\n"
                + SHA256_ABC + "  sub/h.txt", "M");
        VectorSource dir = VectorSource.directory(tmp);
        assertArrayEquals("abc".getBytes(StandardCharsets.US_ASCII), dir.read("sub/f.txt", m));
        assertEquals("-Daesref.vectors=" + tmp.toAbsolutePath(), dir.describe());

        String actual = VectorSource.sha256Hex("abd".getBytes(StandardCharsets.US_ASCII));
        assertEquals("vector file vectors/sub/g.txt in -Daesref.vectors=" + tmp.toAbsolutePath() + " is not the"
                + " listed copy: sha256 expected " + SHA256_ABC + " (vectors/MANIFEST), actual " + actual
                + "; the listed copy is vectors/sub/g.txt, from https://example.org/r @ 01234567 (d/ -> sub/)",
                assertThrows(VectorFileException.class, () -> dir.read("sub/g.txt", m)).getMessage());
        assertEquals("vector file " + tmp.toAbsolutePath().resolve("sub/h.txt") + " does not exist"
                + " (-Daesref.vectors=" + tmp.toAbsolutePath() + " must be laid out like the repository's"
                + " vectors/, whose copy is vectors/sub/h.txt, from https://example.org/r @ 01234567 (d/ -> sub/))",
                assertThrows(VectorFileException.class, () -> dir.read("sub/h.txt", m)).getMessage());
        assertEquals("vectors/x is not listed in M; every vector file the harness reads is listed there with its"
                + " sha256", assertThrows(VectorFileException.class, () -> dir.read("x", m)).getMessage());
    }

    @Test
    void aDirectoryInPlaceOfAFileIsMissing() throws IOException {
        Files.createDirectories(tmp.resolve("sub/f.txt/inner"));
        Manifest m = Manifest.parse(HEAD + SHA256_ABC + "  sub/f.txt", "M");
        assertThrows(VectorFileException.class, () -> VectorSource.directory(tmp).read("sub/f.txt", m),
                "a directory is not a regular file");
    }

    @Test
    void theRootFollowsTheProperty() {
        String old = System.getProperty(VectorSource.PROPERTY);
        try {
            System.clearProperty(VectorSource.PROPERTY);
            assertEquals("the embedded vectors/ (classpath /dev/aesref/internal/vectors/embedded/)",
                    VectorSource.current().describe());
            System.setProperty(VectorSource.PROPERTY, "");
            assertEquals(VectorSource.embedded().describe(), VectorSource.current().describe());
            System.setProperty(VectorSource.PROPERTY, tmp.toString());
            assertEquals("-Daesref.vectors=" + tmp.toAbsolutePath(), VectorSource.current().describe());
        } finally {
            if (old == null) {
                System.clearProperty(VectorSource.PROPERTY);
            } else {
                System.setProperty(VectorSource.PROPERTY, old);
            }
        }
    }

    @Test
    void aFileIsParsedOncePerRootPathAndFormat() throws IOException {
        String path = "nist-mct/ECBMCT128.rsp";
        VectorSource embedded = VectorSource.embedded();
        assertSame(embedded.load(path, RspFile.FORMAT), VectorSource.embedded().load(path, RspFile.FORMAT));
        TextFormat<Integer> length = (text, source) -> text.length();
        int len = embedded.load(path, length);
        assertEquals(embedded.read(path).length, len, "another format parses again");
        VectorSource repo = VectorSource.directory(Path.of("../vectors"));
        assertNotSame(embedded.load(path, RspFile.FORMAT), repo.load(path, RspFile.FORMAT),
                "another root is read and checked again");
        assertEquals(embedded.load(path, RspFile.FORMAT), repo.load(path, RspFile.FORMAT));

        Path copy = tmp.resolve("nist-mct");
        Files.createDirectories(copy);
        Files.writeString(copy.resolve("ECBMCT128.rsp"), "# altered\n");
        VectorFileException e = assertThrows(VectorFileException.class,
                () -> VectorSource.directory(tmp).load(path, RspFile.FORMAT));
        assertTrue(e.getMessage().contains("is not the listed copy"), e.getMessage());
    }

    /**
     * The repository's vectors/ and the manifest agree: every file there but the README.md files
     * and MANIFEST itself is listed, every listed file exists there, and the embedded copy of
     * each has the listed hash.
     */
    @Test
    void theManifestListsEveryFileOfVectorsAndEachHasItsHash() throws IOException {
        Manifest m = VectorSource.manifest();
        assertSame(m, VectorSource.manifest(), "parsed once");
        Path root = Path.of("../vectors");
        Set<String> onDisk = new TreeSet<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(Files::isRegularFile).map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(p -> !p.endsWith("README.md") && !p.equals("MANIFEST")).forEach(onDisk::add);
        }
        Set<String> listed = new TreeSet<>();
        for (Manifest.Entry e : m.entries()) {
            listed.add(e.path());
            assertEquals(e.sha256(), VectorSource.sha256Hex(VectorSource.embedded().read(e.path())), e.path());
        }
        assertEquals(onDisk, listed);
        assertEquals(List.of("aesref", "wycheproof", "nist-cavp", "nist-mct", "linux-testmgr", "google-hctr2",
                "aesref-generated"),
                m.sources().stream().map(Manifest.Source::name).toList());
    }

    @Test
    void aMissingResourceSaysRebuild() {
        Manifest m = Manifest.parse(HEAD + SHA256_ABC + "  nope.txt", "M");
        VectorFileException e = assertThrows(VectorFileException.class, () -> VectorSource.embedded().read("nope.txt", m));
        assertEquals("embedded vector file /dev/aesref/internal/vectors/embedded/nope.txt is not on the classpath; the build"
                + " (process-resources) copies the repository's vectors/ folder there and into the jar: rebuild with"
                + " `mvn package`", e.getMessage());
    }
}
