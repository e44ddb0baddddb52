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
import java.util.TreeMap;
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

    /** Classes of audited packages that the checker leaves out, each with its reason. */
    static final Map<String, String> CLASSES_NOT_AUDITED = Map.of(
            "dev.aesref.internal.fips197.SpecTrace",
            "prints every intermediate state of FIPS-197 for teaching (`aesref trace`): its output is the"
                    + " secret, by request, and it is never on the path of an encryption",
            "dev.aesref.internal.nohw.NohwTrace",
            "prints every state of the nohw batch as bit grids for teaching (`aesref trace --engine nohw`): its"
                    + " output is the secret, by request, and it is never on the path of an encryption",
            "dev.aesref.internal.nohw.VectorTrace",
            "prints the four lanes of nohw-vector's vectors for teaching (`aesref trace --engine nohw-vector`): its"
                    + " output is the secret, by request, and it is never on the path of an encryption",
            "dev.aesref.internal.vpaes.VectorTrace",
            "prints vpaes-vector's ByteVector and inversion network after every round for teaching (`aesref trace"
                    + " --engine vpaes-vector`): its output is the secret, by request, and it is never on the path of"
                    + " an encryption",
            "dev.aesref.internal.vpaes.VpaesTrace",
            "prints vpaes's lanes after every round for teaching (`aesref trace --engine vpaes`): its output is"
                    + " the secret, by request, and it is never on the path of an encryption",
            "dev.aesref.internal.hwmodel.HwModelTrace",
            "prints hwmodel's xmm registers after every instruction for teaching (`aesref trace --engine"
                    + " hwmodel`): its output is the secret, by request, and it is never on the path of an encryption",
            "dev.aesref.internal.hwmodel.CtrDriverTrace",
            "runs the CTR driver models batch by batch for teaching (`aesref trace --driver`): it branches on the"
                    + " counter to describe each batch, by request, and it is never on the path of an encryption");

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
        CLASSES_NOT_AUDITED.forEach((cls, reason) -> assertFalse(reason.isBlank(), cls));
        assertTrue(Rules.allowanceReasons().noneMatch(String::isBlank));
    }

    /** "Class.method: kind (detail)", the line number left out so that edits elsewhere do not move it. */
    static String key(Finding f) {
        return f.where().replaceAll(":-?\\d+$", "") + ": " + f.kind() + " (" + f.detail() + ")";
    }

    @Test
    void findingsAreExactlyTheListedOnes() throws IOException {
        List<Finding> findings = new TaintChecker(dev.aesref.harness.LibraryClasses.folder(), PACKAGES,
                CLASSES_NOT_AUDITED.keySet()).run();
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
