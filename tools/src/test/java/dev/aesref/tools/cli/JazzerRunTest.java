package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.aesref.testkit.check.DifferentialFuzz;
import dev.aesref.testkit.check.Target;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Security;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What {@code check --fuzz} gives Jazzer and makes of its answer, with a stand-in for libFuzzer:
 * the instrumented packages, the start corpus, libFuzzer's arguments, the finding, the scratch
 * directory gone afterwards. A real run (Jazzer's agent, libFuzzer) is {@link CheckFuzzTest}'s.
 */
class JazzerRunTest {

    /** SunJCE's CTR and GCM: two transformations, two start inputs. */
    private static DifferentialFuzz sunCtrAndGcm() {
        return new DifferentialFuzz(Security.getProvider("SunJCE"),
                List.of(Target.byTransformation("AES/CTR/NoPadding"), Target.byTransformation("AES/GCM/NoPadding")),
                true);
    }

    /** The start input {@code i} of a run seeded with {@code seed}, as the class comment of the run says. */
    private static byte[] start(long seed, int i) {
        Random r = new Random(seed);
        byte[] b = new byte[256];
        for (int k = 0; k <= i; k++) {
            r.nextBytes(b);
        }
        b[0] = (byte) i;
        return b;
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> names(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aProviderClassHasItsPackageInstrumentedAnInstalledProviderEverythingButAesrefsTools() {
        assertArrayEquals(new String[] {"jazzer.instrumentation_includes", "org.example.aes.**"},
                JazzerRun.instrumentation("org.example.aes.FastProvider"));
        String[] everything = {"jazzer.instrumentation_excludes",
            "dev.aesref.testkit.**:dev.aesref.tools.**:picocli.**:org.jacoco.**"};
        assertArrayEquals(everything, JazzerRun.instrumentation(null));
        // A name without a package is an installed provider's (SunJCE), not a class.
        assertArrayEquals(everything, JazzerRun.instrumentation("SunJCE"));
    }

    @Test
    void libFuzzerStartsFromOneSeededInputPerTransformationAndTheScratchIsGoneAfterwards() throws IOException {
        DifferentialFuzz judge = sunCtrAndGcm();
        List<String> given = new ArrayList<>();
        JazzerRun.Finding none = JazzerRun.fuzz(judge, Duration.ofSeconds(30), 5, args -> {
            given.addAll(args);
            Path corpus = Path.of(args.get(1));
            assertEquals(List.of("start-0", "start-1"), names(corpus));
            assertArrayEquals(start(5, 0), read(corpus.resolve("start-0")));
            assertArrayEquals(start(5, 1), read(corpus.resolve("start-1")));
            assertEquals(corpus.getParent().toString(), System.getProperty("jazzer.reproducer_path"));
            // libFuzzer runs the fuzz target on its inputs: the judge is the run's.
            JazzerRun.fuzzerTestOneInput(start(5, 0));
            return null;
        });
        Path scratch = Path.of(given.get(1)).getParent();
        assertEquals(List.of("aesref-check", scratch.resolve("corpus").toString(), "-max_total_time=30", "-seed=6",
                "-use_value_profile=1", "-rss_limit_mb=0", "-artifact_prefix=" + scratch + "/"), given);
        assertFalse(Files.exists(scratch), "the corpus and scratch directory are deleted");
        assertSame(judge, none.fuzz());
        assertNull(none.line());
        assertNull(none.input());
        assertEquals(1, judge.tested() + judge.refused(), "the one input libFuzzer gave was judged");
    }

    @Test
    void libFuzzerRunsForAtLeastASecondWithASeedFrom1ToTheLargestItTakes() throws IOException {
        List<String> given = new ArrayList<>();
        JazzerRun.fuzz(sunCtrAndGcm(), Duration.ofMillis(500), -1, args -> {
            given.addAll(args);
            return null;
        });
        // floorMod(-1, 2^31 - 2) is 2^31 - 3; libFuzzer's seed is one more.
        assertEquals(List.of("-max_total_time=1", "-seed=2147483646"), given.subList(2, 4));
        given.clear();
        JazzerRun.fuzz(sunCtrAndGcm(), Duration.ofMinutes(2), 2147483646L, args -> {
            given.addAll(args);
            return null;
        });
        assertEquals(List.of("-max_total_time=120", "-seed=1"), given.subList(2, 4));
    }

    @Test
    void aFindingIsLibFuzzersMessageAndTheLastInputTheTargetWasGiven() throws IOException {
        DifferentialFuzz judge = sunCtrAndGcm();
        byte[] first = start(9, 0);
        byte[] last = start(9, 1);
        JazzerRun.Finding found = JazzerRun.fuzz(judge, Duration.ofSeconds(1), 9, args -> {
            JazzerRun.fuzzerTestOneInput(first);
            JazzerRun.fuzzerTestOneInput(last);
            return new AssertionError("AES/GCM/NoPadding fuzz input of 256 bytes: mismatch: made up");
        });
        assertSame(judge, found.fuzz());
        assertEquals("AES/GCM/NoPadding fuzz input of 256 bytes: mismatch: made up", found.line());
        assertSame(last, found.input());
        assertEquals(2, judge.tested() + judge.refused());
    }

    @Test
    void withoutAJudgeThereIsNoRun() throws IOException {
        assertNull(JazzerRun.fuzz(null, Duration.ofSeconds(1), 0, args -> {
            throw new AssertionError("libFuzzer started with nothing to fuzz");
        }));
    }
}
