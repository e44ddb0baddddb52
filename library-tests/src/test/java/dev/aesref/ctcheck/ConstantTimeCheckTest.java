package dev.aesref.ctcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The checker over the constant-time packages, as a ratchet: every finding it reports today is
 * listed, by method and kind, in {@code findings-baseline.txt} beside this class (resources), and
 * the test fails on any finding that is not listed (a new leak, or a new unmarked secret) and on
 * any listed finding that is gone (then the list must shrink with the fix). The list is empty
 * now, as issue 12 asks: every finding is a failure, to be resolved by a {@code @Secret} mark, a
 * fix, or a declassification with a reason (docs/constant-time.md). {@link LeakySamplesTest}
 * shows that the checker finds each kind of leak.
 *
 * <p>The current findings are written to {@code target/ct-findings.txt} with line numbers.
 */
class ConstantTimeCheckTest {

    /**
     * Packages of the library that the checker leaves out, each with its reason
     * (docs/constant-time.md, "The static checker"). Every other package of the library is
     * audited: one added later is audited without being named here.
     */
    static final Map<String, String> NOT_AUDITED = Map.of();

    /** Every package of the library's class files but those of {@link #NOT_AUDITED}. */
    static final List<String> PACKAGES = auditedPackages();

    private static List<String> auditedPackages() {
        Path root = dev.aesref.harness.LibraryClasses.folder();
        try (var files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".class") && !p.endsWith("module-info.class"))
                    .map(p -> root.relativize(p.getParent()).toString().replace(java.io.File.separatorChar, '.'))
                    .filter(pkg -> !NOT_AUDITED.containsKey(pkg))
                    .distinct().sorted().toList();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void everyPackageOfTheLibraryIsAuditedOrHasAReason() {
        assertTrue(PACKAGES.containsAll(List.of("dev.aesref", "dev.aesref.internal.fips197", "dev.aesref.pbe",
                "dev.aesref.internal.hmac", "dev.aesref.engines", "dev.aesref.jca")), PACKAGES.toString());
        NOT_AUDITED.forEach((pkg, reason) -> assertFalse(reason.isBlank(), pkg));
        assertTrue(Rules.allowanceReasons().noneMatch(String::isBlank));
    }

    /**
     * No class of the library is left out: the checker reads every class file but
     * {@code module-info}, nested and anonymous classes included. (The trace code that prints
     * keys and states lives in the tools, not in the library, so nothing needs an exception.)
     */
    @Test
    void everyClassOfTheLibraryIsAudited() throws IOException {
        Path root = dev.aesref.harness.LibraryClasses.folder();
        Set<String> files;
        try (var walk = Files.walk(root)) {
            files = walk.filter(p -> p.toString().endsWith(".class") && !p.endsWith("module-info.class"))
                    .map(p -> root.relativize(p).toString().replace(java.io.File.separatorChar, '/')
                            .replaceAll("\\.class$", ""))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
        Set<String> audited = new TreeSet<>(new TaintChecker(List.of(root), PACKAGES).classNames());
        assertEquals(files, audited);
        assertTrue(audited.size() > 150, "audited " + audited.size() + " classes");
    }

    /** "Class.method: kind (detail)", the line number left out so that edits elsewhere do not move it. */
    static String key(Finding f) {
        return f.where().replaceAll(":-?\\d+$", "") + ": " + f.kind() + " (" + f.detail() + ")";
    }

    @Test
    void findingsAreExactlyTheListedOnes() throws IOException {
        List<Finding> findings = new TaintChecker(List.of(dev.aesref.harness.LibraryClasses.folder()), PACKAGES)
                .run();
        Files.writeString(Path.of("target/ct-findings.txt"),
                findings.stream().map(Finding::toString).collect(Collectors.joining("\n")) + "\n");
        Map<String, Long> now = new TreeMap<>();
        for (Finding f : findings) {
            now.merge(key(f), 1L, Long::sum);
        }
        String actual = now.entrySet().stream().map(e -> e.getValue() + " x " + e.getKey())
                .collect(Collectors.joining("\n"));
        String baseline;
        try (InputStream in = ConstantTimeCheckTest.class.getResourceAsStream("findings-baseline.txt")) {
            baseline = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).collect(Collectors.joining("\n"));
        }
        assertEquals(baseline, actual, "the constant-time findings changed: update findings-baseline.txt only"
                + " by removing entries that a fix made go away (see target/ct-findings.txt)");
    }
}
