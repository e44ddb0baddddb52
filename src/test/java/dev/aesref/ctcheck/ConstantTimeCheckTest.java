package dev.aesref.ctcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The constant-time packages have no finding: no secret reaches a branch, an index, a division,
 * an allocation size or an unaudited call, except through {@code ConstantTime.declassify} with a
 * reason. {@link LeakySamplesTest} shows that the checker finds each kind of leak.
 */
class ConstantTimeCheckTest {

    /** The packages whose code must be constant-time (STYLE.md, "Constant-time rules"). */
    static final List<String> PACKAGES = List.of("dev.aesref", "dev.aesref.ct", "dev.aesref.mode",
            "dev.aesref.aead", "dev.aesref.nohw", "dev.aesref.vpaes", "dev.aesref.hwmodel");

    @Test
    void constantTimePackagesHaveNoFinding() {
        TaintChecker checker = new TaintChecker(Path.of("target/classes"), PACKAGES);
        List<Finding> findings = checker.run();
        String report = findings.stream().map(Finding::toString).collect(Collectors.joining("\n"));
        assertEquals("", report, findings.size() + " finding(s)");
    }
}
