package dev.aesref.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.aesref.harness.LibraryClasses;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A test class carries {@code @NeedsVectorModule} exactly when it needs the
 * {@code jdk.incubator.vector} module ({@link VectorModuleTags} says what "needs" means). The tag
 * is what the build reads to run a test only where the module is: an untagged class that needs
 * the module fails under {@code -Pno-vector-module} and in PIT's module-less minions, and a tagged
 * one that does not is left out of them for nothing.
 *
 * <p>It reads the class files of the library and of these tests; the deliberately wrong classes
 * in {@code tagfixtures} show that it flags each kind of mistake.
 */
class VectorModuleTagTest {

    private static final String FIXTURES = "dev.aesref.engines.tagfixtures.";

    private static final VectorModuleTags TAGS = new VectorModuleTags(List.of(LibraryClasses.folder(), testClasses()));

    @Test
    void everyTestClassIsTaggedExactlyWhenItNeedsTheModule() {
        List<String> tests = TAGS.testClasses("dev.aesref.").stream().filter(c -> !c.startsWith(FIXTURES)).toList();
        assertFalse(tests.size() < 100, "too few test classes found: " + tests);
        assertEquals(List.of(), TAGS.mismatches(tests));
    }

    @Test
    void theTestsThatNeedTheModuleAreFound() {
        // The classes that needed the module when the tag replaced the Vector*Test name (the two
        // trace tests have since gone to the tools; the tests of the hooks they use came instead).
        for (String c : List.of("dev.aesref.internal.nohw.VectorBatchTest", "dev.aesref.internal.nohw.VectorStepsTest",
                "dev.aesref.internal.vpaes.VectorStepsTest", "dev.aesref.internal.vpaes.VectorRoundsScratchTest",
                "dev.aesref.engines.VectorEngineConformanceTest", "dev.aesref.ctcheck.VectorBatchCodeTest",
                "dev.aesref.ctcheck.VectorRoundsCodeTest")) {
            assertFalse(TAGS.whyNeeded(c) == null, c + " is not found to need the module");
        }
    }

    @Test
    void eachKindOfMistakeIsFlagged() {
        assertEquals(List.of(
                FIXTURES + "UsesTheModuleUntagged needs jdk.incubator.vector (uses jdk.incubator.vector.ByteVector)"
                        + " but has no @NeedsVectorModule",
                FIXTURES + "UsesAVectorClassUntagged needs jdk.incubator.vector"
                        + " (uses dev.aesref.ctcheck.VectorBatchC2Driver) but has no @NeedsVectorModule",
                FIXTURES + "AsksForAVectorEngineUntagged needs jdk.incubator.vector"
                        + " (asks for an engine of the Vector API tier) but has no @NeedsVectorModule",
                FIXTURES + "TaggedWithoutNeed has @NeedsVectorModule but needs no jdk.incubator.vector"),
                TAGS.mismatches(List.of(FIXTURES + "UsesTheModuleUntagged", FIXTURES + "UsesAVectorClassUntagged",
                        FIXTURES + "AsksForAVectorEngineUntagged", FIXTURES + "TaggedWithoutNeed",
                        FIXTURES + "ChecksThePresenceFirst")));
    }

    private static Path testClasses() {
        try {
            return Path.of(VectorModuleTagTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
