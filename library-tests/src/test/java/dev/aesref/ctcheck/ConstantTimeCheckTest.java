package dev.aesref.ctcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

    /** The packages whose code must be constant-time (STYLE.md, "Constant-time rules"). */
    static final List<String> PACKAGES = List.of("dev.aesref", "dev.aesref.internal.ct", "dev.aesref.mode",
            "dev.aesref.aead", "dev.aesref.mac", "dev.aesref.internal.gf128", "dev.aesref.keywrap", "dev.aesref.fpe",
            "dev.aesref.internal.nohw", "dev.aesref.internal.vpaes", "dev.aesref.internal.hwmodel", "dev.aesref.jca");

    /** "Class.method: kind (detail)", the line number left out so that edits elsewhere do not move it. */
    static String key(Finding f) {
        return f.where().replaceAll(":-?\\d+$", "") + ": " + f.kind() + " (" + f.detail() + ")";
    }

    @Test
    void findingsAreExactlyTheListedOnes() throws IOException {
        List<Finding> findings = new TaintChecker(dev.aesref.harness.LibraryClasses.folder(), PACKAGES).run();
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
