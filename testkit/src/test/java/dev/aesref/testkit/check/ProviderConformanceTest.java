package dev.aesref.testkit.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.testkit.conformance.ProviderConformance;
import java.security.Provider;
import java.security.Security;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/** The JUnit adapter of the check: what each dynamic test does, run here by hand. */
class ProviderConformanceTest {

    private static final Checker.Options FAST = Checker.Options.defaults().withRandom(30).withLongest(1025);

    /** Every test's path in the tree, to "pass", "fail" or "abort". */
    private static Map<String, String> run(Stream<DynamicNode> nodes, String prefix) {
        Map<String, String> out = new TreeMap<>();
        nodes.forEach(n -> {
            String name = prefix + n.getDisplayName();
            if (n instanceof DynamicContainer c) {
                out.putAll(run(c.getChildren().map(DynamicNode.class::cast), name + "/"));
                return;
            }
            try {
                ((DynamicTest) n).getExecutable().execute();
                out.put(name, "pass");
            } catch (TestAbortedException e) {
                out.put(name, "abort");
            } catch (AssertionError e) {
                out.put(name, "fail");
            } catch (Throwable e) {
                throw new AssertionError(e);
            }
        });
        return out;
    }

    /** The message of each failed test, by its path in the tree. */
    private static Map<String, String> failureMessages(Stream<DynamicNode> nodes, String prefix) {
        Map<String, String> out = new TreeMap<>();
        nodes.forEach(n -> {
            String name = prefix + n.getDisplayName();
            if (n instanceof DynamicContainer c) {
                out.putAll(failureMessages(c.getChildren().map(DynamicNode.class::cast), name + "/"));
                return;
            }
            try {
                ((DynamicTest) n).getExecutable().execute();
            } catch (TestAbortedException e) {
                // skipped, not failed
            } catch (AssertionError e) {
                out.put(name, e.getMessage());
            } catch (Throwable e) {
                throw new AssertionError(e);
            }
        });
        return out;
    }

    /**
     * A failed path says how many of its cases failed, not how many were kept: SunJCE's AESWrap
     * crashes on all 36 unwraps of less than a semiblock (all on the array path), and 10 are kept.
     */
    @Test
    void aFailedPathCountsEveryFailedCaseAndShowsTheKeptOnes() {
        Provider wrap = SubsetProvider.of(Security.getProvider("SunJCE"), Target.AES_WRAP);
        String said = failureMessages(ProviderConformance.tests(wrap, FAST), "").get("AESWrap/array");
        assertTrue(said.matches("(?s)ARRAY: 36 of \\d+ cases failed; only the first 10 are shown:\n.*"), said);
        assertEquals(11, said.lines().filter(l -> !l.isBlank()).count(), said);
        assertFalse(said.startsWith("10 "), said);
    }

    @Test
    @Tag("integration") // too slow to repeat per mutant: aSubsetOfSunJce..., on three transformations
    void sunJcePassesEveryPathAndSkipsWhatItDoesNotOffer() {
        Map<String, String> r = run(ProviderConformance.tests(Security.getProvider("SunJCE"),
                FAST.withCrashesFail(false)), "");
        assertEquals("pass", r.get("AES/GCM/NoPadding/reuse"));
        assertEquals("pass", r.get("AES/CTR/NoPadding/sliced_buffer"));
        assertEquals("abort", r.get("AESCMAC"));
        assertEquals("pass", r.get("verdict"));
        assertTrue(r.values().stream().noneMatch("fail"::equals), r::toString);
        // Crashes fail by default: SunJCE's key wrap on less than a semiblock.
        Map<String, String> strict = run(ProviderConformance.tests(Security.getProvider("SunJCE"), FAST), "");
        assertEquals("fail", strict.get("AESWrap/array"));
    }

    /** The test above on three of SunJCE's transformations alone ({@link SubsetProvider}), fast enough for PIT. */
    @Test
    void aSubsetOfSunJcePassesEveryPathAndSkipsTheRest() {
        Provider three = SubsetProvider.of(Security.getProvider("SunJCE"), Target.GCM, Target.KW, Target.AES_WRAP);
        Map<String, String> r = run(ProviderConformance.tests(three, FAST.withCrashesFail(false)), "");
        assertEquals("pass", r.get("AES/GCM/NoPadding/reuse"));
        assertEquals("pass", r.get("AES/GCM/NoPadding/sliced_buffer"));
        assertEquals("pass", r.get("AES/KW/NoPadding/wrap_api"));
        assertEquals("abort", r.get("AESCMAC"));
        assertEquals("abort", r.get("AES/CTR/NoPadding"));
        assertEquals("pass", r.get("verdict"));
        assertTrue(r.values().stream().noneMatch("fail"::equals), r::toString);
        Map<String, String> strict = run(ProviderConformance.tests(three, FAST), "");
        assertEquals("fail", strict.get("AESWrap/array"));
        assertEquals("pass", strict.get("AES/GCM/NoPadding/array"));
        assertEquals("pass", strict.get("verdict"));
    }

    /** The one-argument form checks with the defaults; a provider without AES offers nothing to check. */
    @Test
    void theDefaultFormOnAProviderWithoutAesAbortsEachTransformationAndFailsTheVerdict() {
        Map<String, String> r = run(ProviderConformance.tests(new PathBugProvider(PathBugProvider.Bug.NO_AES)), "");
        assertEquals(Target.values().length + 1, r.size(), r::toString);
        assertEquals("fail", r.remove("verdict"));
        assertTrue(r.values().stream().allMatch("abort"::equals), r::toString);
    }

    @Test
    void aPathBugFailsOnlyItsPath() {
        Map<String, String> r = run(ProviderConformance.tests(new PathBugProvider(PathBugProvider.Bug.SLICE_OFFSET),
                FAST), "");
        assertEquals("fail", r.get("AES/CTR/NoPadding/sliced_buffer"));
        assertEquals("pass", r.get("AES/CTR/NoPadding/heap_buffer"));
        assertFalse(r.containsKey("AES/CTR/NoPadding/wrap_api"), "a test for a path that CTR's check never takes");
        assertEquals("pass", r.get("verdict"));
    }

    @Test
    void aFailingPathSaysHowManyCasesFailedAndWhichTheyAre() {
        DynamicContainer ctr = (DynamicContainer) ProviderConformance.tests(
                new PathBugProvider(PathBugProvider.Bug.SLICE_OFFSET), FAST)
                .filter(n -> n.getDisplayName().equals("AES/CTR/NoPadding")).findFirst().orElseThrow();
        DynamicTest sliced = (DynamicTest) ctr.getChildren()
                .filter(n -> n.getDisplayName().equals("sliced_buffer")).findFirst().orElseThrow();
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> sliced.getExecutable().execute());
        assertTrue(e.getMessage().matches("(?s)SLICED_BUFFER: [1-9][0-9]* of [1-9][0-9]* cases failed"
                + "(; only the first [0-9]+ are shown)?:\n.*#.*"), e.getMessage());
    }

    @Test
    void untestedAndRequiredFail() {
        Provider refusing = new PathBugProvider(PathBugProvider.Bug.REFUSES_EVERYTHING);
        Map<String, String> r = run(ProviderConformance.tests(refusing, FAST.withRequired(java.util.Set.of(Target.GCM))), "");
        assertEquals("fail", r.get("AES/CTR/NoPadding/tested"));
        assertEquals("fail", r.get("AES/GCM/NoPadding"));
        assertEquals("abort", r.get("AES/ECB/NoPadding"));
        assertEquals("fail", r.get("verdict"));
        assertEquals(Map.of("verdict", "fail"), run(ProviderConformance.tests(
                new PathBugProvider(PathBugProvider.Bug.NO_AES), FAST), "").entrySet().stream()
                .filter(e -> !e.getValue().equals("abort")).collect(java.util.stream.Collectors.toMap(
                        Map.Entry::getKey, Map.Entry::getValue)));
    }
}
