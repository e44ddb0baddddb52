package dev.aesref.ctcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The checker can fail: each deliberately leaky sample in {@code ctcheck.samples} is flagged with
 * the kind of leak it has, and the clean samples are not flagged at all.
 */
class LeakySamplesTest {

    private static List<Finding> findings;

    @BeforeAll
    static void check() throws java.io.IOException {
        findings = new TaintChecker(List.of(dev.aesref.harness.LibraryClasses.folder(), Path.of("target/test-classes")),
                List.of("dev.aesref.internal.ct", "dev.aesref.ctcheck.samples")).run();
        java.nio.file.Files.writeString(Path.of("target/ct-sample-findings.txt"), findings.stream()
                .map(Finding::toString).collect(java.util.stream.Collectors.joining("\n")) + "\n");
    }

    private static List<Finding> of(String sample) {
        return findings.stream().filter(f -> f.where().startsWith("dev.aesref.ctcheck.samples." + sample + ".")
                || f.where().startsWith("dev.aesref.ctcheck.samples." + sample + "$"))
                .toList();
    }

    @ParameterizedTest(name = "{0} is flagged: {1}")
    @CsvSource({
        "LeakyTableSbox, array index",
        "LeakyEarlyExitCompare, branch",
        "LeakyKeyBitBranch, branch",
        "LeakySecretIndex, array index",
        "LeakyDivision, division",
        "LeakyCounterLoop, branch",
        "LeakyPublicParameter, public parameter",
        "LeakyStringFormat, call",
        "LeakyHelperResult, branch",
        "LeakyOverride, public parameter",
        "LeakyViewLoad, branch",
        "LeakyArraysEquals, branch",
        "LeakyVectorIndex, array index",
        "LeakyVectorLane, call",
        "LeakyVectorMask, call",
        "LeakyBigInteger, call",
        "LeakySecretLengthLoop, branch",
        "LeakyByteBufferBranch, branch",
        "LeakyByteBufferEquals, call",
        "LeakyStreamCompare, call",
        "LeakyCapturedBranch, branch",
        "LeakyVerifyOrThrow, branch",
        "LeakyStaticScratch, table write",
        "LeakyPasswordBranch, branch",
        "LeakyNewString, call",
    })
    void leakySampleIsFlagged(String sample, String kind) {
        List<Finding> mine = of(sample);
        assertTrue(mine.stream().anyMatch(f -> f.kind().equals(kind)),
                sample + " should be flagged for " + kind + "; findings: " + mine);
    }

    @Test
    void cleanSamplesAreNotFlagged() {
        for (String sample : List.of("CleanMaskedCompare", "CleanBitslicedStep", "CleanConstantDerivation",
                "CleanPublicHelperCall", "LowBit",
                "CleanVectorStep", "CleanByteShuffle", "CleanByteBufferCopy", "CleanPublicLambda",
                "CleanStaticTable")) {
            assertEquals(List.of(), of(sample), sample);
        }
    }

    @Test
    void everySampleWasRead() {
        Map<String, Long> counts = new java.util.TreeMap<>();
        String prefix = "dev.aesref.ctcheck.samples.";
        for (Finding f : findings) {
            if (f.where().startsWith(prefix)) {
                counts.merge(f.where().substring(prefix.length()).split("[.$]")[0], 1L, Long::sum);
            }
        }
        assertEquals(25, counts.size(), "leaky samples with findings: " + counts);
    }
}
