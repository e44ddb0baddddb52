package dev.aesref.tools.bench;

import dev.aesref.engines.Engines;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs {@link GridBenchmark} and {@link BlockAndKeyBenchmark} as one grid and writes one JMH JSON
 * file, which {@code dev.aesref.tools.report.PerformanceReport} turns into
 * {@code docs/performance.md}.
 *
 * <p>{@code java -cp target/benchmarks.jar dev.aesref.tools.bench.GridPresets quick|full [--gc] [-o FILE]}
 * <ul>
 *   <li>{@code quick}: AES-128, offset 0; CTR128, GCM seal and CBC encrypt at 16, 64, 1420 and
 *       16384 bytes (CBC at the multiples of 16), single-block encryption and key expansion;
 *       every implementation; 2 warm-up and 3 measured iterations of 0.5 s (8 warm-up for
 *       {@link #LONG_WARMUP}). 169 forks with the Vector API engines, 9 min 58 s on the
 *       project's 2-core machine (2026-12-02).</li>
 *   <li>{@code full}: every axis of the speed targets (17 lengths, 5 offsets, 3 key sizes, 8 operations,
 *       every implementation), 3 + 5 iterations of 1 s: 18,360 forks without the Vector API
 *       engines, 1,836 more for each of {@code nohw-vector}, {@code vpaes-vector} and
 *       {@code vpaes-vector-1x} (23,868 with all three), about two and a half days on the
 *       project's 2-core machine. It prints its size before it starts.</li>
 *   <li>{@code --gc}: JMH's GC profiler, so that each score comes with the bytes it allocated per
 *       operation ({@code gc.alloc.rate.norm}), which the report prints.</li>
 * </ul>
 * Every implementation but {@code jdk-aesni} runs in forks with the JDK's AES intrinsics off (the
 * flags only change the JDK's own AES); {@code jdk-aesni} runs with them on. Both halves go into
 * the same file, so every ratio is between scores of one run.
 *
 * <p>Every fork also gets {@code --add-modules jdk.incubator.vector}, so that the Vector API
 * engines can run; they are in the grid when this launcher has the module too (start it with the
 * same flag), and the launcher says so when it does not. A launcher started with the flag passes
 * it on to the forks itself, and then the flag is not appended a second time.
 */
public final class GridPresets {

    static final List<String> LENGTHS_FULL = List.of("16", "50", "63", "64", "200", "300", "500", "512", "1024",
            "1420", "4095", "4096", "8192", "16384", "32768", "262144", "1048576");
    static final List<String> LENGTHS_QUICK = List.of("16", "64", "1420", "16384");
    static final List<String> OPS_FULL = List.of("ctr128", "ctr32", "ctr64", "xctr", "gcm-seal", "gcm-open",
            "cbc-encrypt", "cbc-decrypt");
    static final List<String> OPS_QUICK = List.of("ctr128", "gcm-seal", "cbc-encrypt");
    static final List<String> PEERS = List.of("bc-AESEngine", "bc-AESFastEngine", "bc-AESLightEngine", "jdk-table");

    /** The JVM flag that lets the Vector API engines run; every fork gets it. */
    static final String[] VECTOR_MODULE = {"--add-modules", "jdk.incubator.vector"};

    /**
     * The flag for the forks unless they inherit it: JMH starts each fork with the launcher's own
     * JVM arguments, so a launcher started with the flag already passes it on (which the JVM
     * reports as "--add-modules=jdk.incubator.vector"), and appending it again would give the
     * forks, and the report's flags line, the module twice.
     */
    static List<String> vectorModuleForForks(List<String> launcherArgs) {
        boolean inherited = launcherArgs.stream()
                .filter(a -> a.startsWith("--add-modules="))
                .flatMap(a -> Stream.of(a.substring("--add-modules=".length()).split(",")))
                .anyMatch(m -> m.equals(VECTOR_MODULE[1]));
        return inherited ? List.of() : List.of(VECTOR_MODULE);
    }

    private GridPresets() {}

    /** One JMH invocation: a benchmark, its parameters, and the flag set of its forks. */
    record Part(String benchmark, List<String> impls, List<String> ops, List<String> lengths, boolean intrinsicsOn,
                boolean longWarmup) {}

    /**
     * Implementations whose forks warm up for 3 s more in the quick preset, the Vector API engines
     * (vpaes-vector as nohw-vector, whose numbers follow): nohw-vector runs its
     * first second or so in the Vector API's Java fallback, before C2 has compiled it (measured:
     * 1,384 ops/s in the first 1-s warm-up iteration at 16 KiB, 31,045 in the second), which the
     * quick preset's 1 s of warm-up left inside its measurement (2,317 B/op and 357 MB/s at
     * 16 KiB, against 0.2 B/op and 410 to 470 MB/s after 5 s).
     */
    static final List<String> LONG_WARMUP = List.of("engine:" + dev.aesref.internal.nohw.NohwEngine.VECTOR_NAME,
            "engine:" + dev.aesref.internal.vpaes.VpaesEngine.VECTOR_NAME, "engine:" + BenchEngines.VPAES_VECTOR_1X);

    public static void main(String[] args) throws RunnerException, IOException {
        if (args.length == 0 || !(args[0].equals("quick") || args[0].equals("full"))) {
            throw new IllegalArgumentException("usage: GridPresets quick|full [--gc] [-o FILE]");
        }
        boolean full = args[0].equals("full");
        boolean gc = false;
        String file = "grid-" + args[0] + ".json";
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--gc" -> gc = true;
                case "-o" -> file = args[++i];
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        List<String> engines = BenchEngines.names().stream().map(n -> "engine:" + n).toList();
        if (!dev.aesref.internal.ct.IncubatorModule.present()) {
            System.out.println("no jdk.incubator.vector in this JVM: the grid leaves out nohw-vector and vpaes-vector"
                    + " (start with --add-modules jdk.incubator.vector to include it)");
        }
        List<String> tableSide = Stream.concat(engines.stream(), PEERS.stream())
                .filter(i -> !LONG_WARMUP.contains(i)).toList();
        List<String> slowStarters = engines.stream().filter(LONG_WARMUP::contains).toList();
        List<String> lengths = full ? LENGTHS_FULL : LENGTHS_QUICK;
        List<String> blockLengths = lengths.stream().filter(l -> Integer.parseInt(l) % 16 == 0).toList();
        List<String> ops = full ? OPS_FULL : OPS_QUICK;
        List<String> streamOps = ops.stream().filter(o -> !o.startsWith("cbc")).toList();
        List<String> cbcOps = ops.stream().filter(o -> o.startsWith("cbc")).toList();
        List<Part> parts = new ArrayList<>();
        for (int side = 0; side < 3; side++) {
            boolean on = side == 2;
            boolean longWarmup = side == 1;
            List<String> impls = on ? List.of("jdk-aesni") : longWarmup ? slowStarters : tableSide;
            if (impls.isEmpty()) {
                continue;
            }
            parts.add(new Part("GridBenchmark", impls, streamOps, lengths, on, longWarmup));
            parts.add(new Part("GridBenchmark", impls, cbcOps, blockLengths, on, longWarmup));
            parts.add(new Part("BlockAndKeyBenchmark", impls, List.of(), List.of(), on, longWarmup));
        }
        List<String> offsets = full ? List.of("0", "1", "8", "64", "97") : List.of("0");
        List<String> keyBits = full ? List.of("128", "192", "256") : List.of("128");
        long forks = 0;
        for (Part p : parts) {
            forks += p.benchmark().equals("GridBenchmark")
                    ? (long) p.impls().size() * p.ops().size() * p.lengths().size() * offsets.size() * keyBits.size()
                    : 2L * p.impls().size() * keyBits.size();
        }
        System.out.println("grid " + args[0] + ": " + forks + " forks, one score each; results to " + file);
        List<RunResult> results = new ArrayList<>();
        for (Part p : parts) {
            if (p.benchmark().equals("GridBenchmark") && p.ops().isEmpty()) {
                continue;
            }
            ChainedOptionsBuilder o = new OptionsBuilder()
                    .include(GridBenchmark.class.getPackageName() + "." + p.benchmark() + "\\.")
                    .param("impl", p.impls().toArray(String[]::new))
                    .param("keyBits", keyBits.toArray(String[]::new))
                    .forks(1)
                    .shouldFailOnError(true);
            if (p.benchmark().equals("GridBenchmark")) {
                o.param("op", p.ops().toArray(String[]::new))
                        .param("length", p.lengths().toArray(String[]::new))
                        .param("offset", offsets.toArray(String[]::new));
            }
            // Every fork flag in one jvmArgsAppend call.
            List<String> forkArgs = new ArrayList<>(
                    vectorModuleForForks(ManagementFactory.getRuntimeMXBean().getInputArguments()));
            if (!p.intrinsicsOn()) {
                forkArgs.addAll(List.of(JdkIntrinsics.OFF));
            }
            o.jvmArgsAppend(forkArgs.toArray(String[]::new));
            if (full) {
                o.warmupIterations(3).warmupTime(TimeValue.seconds(1)).measurementIterations(5)
                        .measurementTime(TimeValue.seconds(1));
            } else {
                o.warmupIterations(p.longWarmup() ? 8 : 2).warmupTime(TimeValue.milliseconds(500)).measurementIterations(3)
                        .measurementTime(TimeValue.milliseconds(500));
            }
            if (gc) {
                o.addProfiler(GCProfiler.class);
            }
            results.addAll(new Runner(o.build()).run());
        }
        try (PrintStream out = new PrintStream(new FileOutputStream(file), true, StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(results);
        }
        System.out.println("wrote " + results.size() + " scores to " + file);
    }
}
