package dev.aesref.tools.cli;

import com.code_intelligence.jazzer.agent.AgentInstaller;
import com.code_intelligence.jazzer.driver.FuzzTargetHolder;
import com.code_intelligence.jazzer.driver.FuzzTargetRunner;
import com.code_intelligence.jazzer.driver.LifecycleMethodsInvoker;
import dev.aesref.testkit.check.DifferentialFuzz;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * {@code check --fuzz}: Jazzer's coverage-guided fuzzer (libFuzzer inside the JVM) chooses the
 * cases, {@link DifferentialFuzz} turns each input into a case and judges the provider's answer.
 *
 * <p>Jazzer runs in this JVM, the way its JUnit integration runs it: its agent is installed (so
 * that the provider's classes, loaded after it, are instrumented for coverage and comparisons),
 * this class's {@link #fuzzerTestOneInput} is the fuzz target, and a finding is handed back here
 * instead of ending the process. Jazzer and libFuzzer keep global state: one run per JVM.
 */
final class JazzerRun {

    /** The run's judge and the input it was last given: the finding's input. */
    private static volatile DifferentialFuzz fuzz;
    private static volatile byte[] lastInput;

    private JazzerRun() {}

    /** What a run found ({@code null} line and input when nothing), and the judge, with its counts. */
    record Finding(DifferentialFuzz fuzz, String line, byte[] input) {}

    /**
     * Fuzzes for {@code duration}, or returns {@code null} without fuzzing when {@code judge}
     * gives none (the provider offers nothing to fuzz). The provider is made after Jazzer's agent
     * is in place.
     *
     * @param providerClass the provider's class name, or {@code null} for an installed one: only
     *                      its package is instrumented, so that the coverage the fuzzer follows is
     *                      the provider's, not aesref's reference (an installed provider's is
     *                      everything but aesref's test kit and tools)
     * @param seed          libFuzzer's seed, so that a run can be repeated
     */
    static Finding run(Supplier<DifferentialFuzz> judge, String providerClass, Duration duration, long seed)
            throws IOException {
        String[] instrumentation = instrumentation(providerClass);
        System.setProperty(instrumentation[0], instrumentation[1]);
        // Plain libFuzzer mutations of the bytes, which take the constants the provider compares
        // against (Jazzer's own framework mutates typed arguments; the input here is untyped).
        System.setProperty("jazzer.mutator_framework", "false");
        // No DEDUP_TOKEN line on standard output, which is the command's.
        System.setProperty("jazzer.dedup", "false");
        AgentInstaller.install(true);
        return fuzz(judge.get(), duration, seed, JazzerRun::startLibFuzzer);
    }

    /**
     * The system property that chooses what Jazzer instruments, and its value: a provider class's
     * package, or everything but aesref's test kit and tools.
     */
    static String[] instrumentation(String providerClass) {
        if (providerClass != null && providerClass.contains(".")) {
            return new String[] {"jazzer.instrumentation_includes",
                providerClass.substring(0, providerClass.lastIndexOf('.')) + ".**"};
        }
        // JaCoCo's runtime too: instrumented, it calls into Jazzer while Jazzer loads
        // (ClassCircularityError), when the run is measured for coverage.
        return new String[] {"jazzer.instrumentation_excludes",
            "dev.aesref.testkit.**:dev.aesref.tools.**:picocli.**:org.jacoco.**"};
    }

    /**
     * The run once Jazzer's agent is in place: {@code judge} fuzzed by {@code libFuzzer} (which is
     * given libFuzzer's arguments and returns what it found, or {@code null}), with a start corpus
     * and scratch directory that are gone afterwards; {@code null} without fuzzing when there is
     * no judge.
     */
    static Finding fuzz(DifferentialFuzz judge, Duration duration, long seed,
            Function<List<String>, Throwable> libFuzzer) throws IOException {
        if (judge == null) {
            return null;
        }
        fuzz = judge;
        Path scratch = Files.createTempDirectory("aesref-fuzz");
        try {
            System.setProperty("jazzer.reproducer_path", scratch.toString());
            // A start for each transformation: 256 bytes of the seeded generator, whose first picks
            // it. From an empty input libFuzzer takes minutes to grow one long enough for a case.
            Path corpus = Files.createDirectory(scratch.resolve("corpus"));
            java.util.Random start = new java.util.Random(seed);
            for (int i = 0; i < judge.targets().size(); i++) {
                byte[] input = new byte[256];
                start.nextBytes(input);
                input[0] = (byte) i;
                Files.write(corpus.resolve("start-" + i), input);
            }
            List<String> args = new ArrayList<>(List.of("aesref-check", corpus.toString(),
                    "-max_total_time=" + Math.max(1, duration.toSeconds()),
                    "-seed=" + (1 + Math.floorMod(seed, Integer.MAX_VALUE - 1)),
                    // Bits that agree in a comparison count as progress: the way to a magic value.
                    "-use_value_profile=1",
                    // libFuzzer's default limit of 2048 MB is on the whole process's RSS, which for
                    // a JVM is mostly heap it has not given back: a run on a machine with a large
                    // default heap stopped at its first input with "out-of-memory (used: 2151Mb)",
                    // exit 71. The JVM's own heap limit is the one that applies.
                    "-rss_limit_mb=0",
                    "-artifact_prefix=" + scratch + "/"));
            Throwable t = libFuzzer.apply(args);
            return t == null ? new Finding(judge, null, null) : new Finding(judge, t.getMessage(), lastInput);
        } finally {
            try (var files = Files.walk(scratch)) {
                for (Path f : (Iterable<Path>) files.sorted(java.util.Comparator.reverseOrder())::iterator) {
                    Files.deleteIfExists(f);
                }
            }
        }
    }

    /** Jazzer's libFuzzer on {@link #fuzzerTestOneInput}, with its finding handed back here. */
    private static Throwable startLibFuzzer(List<String> args) {
        try {
            FuzzTargetHolder.fuzzTarget = new FuzzTargetHolder.FuzzTarget(
                    JazzerRun.class.getMethod("fuzzerTestOneInput", byte[].class),
                    LifecycleMethodsInvoker.noop(null));
        } catch (NoSuchMethodException e) {
            throw new AssertionError(e);
        }
        AtomicReference<Throwable> found = new AtomicReference<>();
        FuzzTargetRunner.registerFatalFindingHandlerForJUnit(found::set);
        FuzzTargetRunner.startLibFuzzer(args);
        return found.get();
    }

    /** Jazzer's fuzz target: the whole input is the case's (its first byte chooses the transformation). */
    public static void fuzzerTestOneInput(byte[] input) {
        lastInput = input;
        fuzz.check(input);
    }
}
