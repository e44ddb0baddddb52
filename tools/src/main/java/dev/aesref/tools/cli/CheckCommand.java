package dev.aesref.tools.cli;

import dev.aesref.testkit.check.CheckReport;
import dev.aesref.testkit.check.Checker;
import dev.aesref.testkit.check.DifferentialFuzz;
import dev.aesref.testkit.check.Replay;
import dev.aesref.testkit.check.Target;
import dev.aesref.testkit.check.TargetResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Provider;
import java.security.Security;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code check}: aesref's vectors, counter boundaries and a random differential on every input
 * path against another JCA provider's AES ({@link Checker}). Exit code 0 only when something was
 * tested and nothing mismatched or crashed; 3 when nothing was tested or a required transformation
 * was not; policy differences are printed but do not fail.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Checks another JCA provider's AES against aesref.",
            "It runs the embedded vector files, CTR counter boundaries at every width and a seeded random"
                + " differential (up to 3 MiB) through every input path: arrays, chunks, offsets, in place,"
                + " heap/direct/read-only/sliced ByteBuffers, the cipher streams, object reuse.",
            "With --threads N, N threads run the cases at once. A case whose runs disagree is a mismatch, and so is"
                + " a hang: no case finished for " + Checker.THREAD_STALL_SECONDS + " s.",
            "Exit code 0 only if something was tested and nothing mismatched or crashed; 3 if nothing was"
                + " tested, or a required transformation was not."})
final class CheckCommand implements Callable<Integer> {

    @Option(names = "--provider", paramLabel = "NAME|CLASS",
            description = "an installed provider's name (e.g. SunJCE; AESREF is aesref's own), or a Provider class"
                    + " with a no-argument constructor")
    String provider;

    @Option(names = "--list", description = "list the transformations aesref can check, and exit")
    boolean list;

    @Option(names = "--jar", paramLabel = "PATH", description = "jars to load the provider class from")
    List<Path> jars = new ArrayList<>();

    @Option(names = "--transformation", paramLabel = "NAME", split = ",",
            description = "check only these, and require each to be tested (default: every one aesref knows"
                    + " that the provider offers)")
    List<String> transformations = new ArrayList<>();

    @Option(names = "--require", paramLabel = "NAME", split = ",",
            description = "these must be offered and tested, or the check exits 3")
    List<String> required = new ArrayList<>();

    @Option(names = "--max-refused", paramLabel = "PERCENT",
            description = "a transformation whose refused cases exceed this share is untested (default: ${DEFAULT-VALUE})")
    double maxRefusedPercent = 100 * Checker.DEFAULT_MAX_REFUSED;

    @Option(names = "--longest", paramLabel = "BYTES",
            description = "the longest random message; the long ones are 1 KiB, 4 KiB, 64 KiB, 1 MiB and 3 MiB, each"
                    + " plus a few bytes (default: all)")
    int longest = Integer.MAX_VALUE;

    @Option(names = "--allow-crashes",
            description = "list undocumented exceptions (NullPointerException, ...) without failing")
    boolean allowCrashes;

    @Option(names = "--replay", paramLabel = "ID|FILE",
            description = "run only the case a report named (e.g. AES/GCM/NoPadding#1234), with the same --seed and"
                    + " --random, or the case file a fuzz run wrote, and print it in full; exit 1 if it fails,"
                    + " 3 if the provider refused it")
    String replay;

    @Option(names = "--fuzz", paramLabel = "DURATION",
            description = "instead of the cases: let a coverage-guided fuzzer (Jazzer) choose them for this long"
                    + " (e.g. 30s, 10m, 2h), stop at the first mismatch or crash and write its case file")
    String fuzz;

    @Option(names = "--fuzz-cases", paramLabel = "DIR",
            description = "where --fuzz writes the case file of what it finds (default: ${DEFAULT-VALUE})")
    Path fuzzCases = Path.of(".");

    @Option(names = "--seed", description = "seed of the boundary and random cases (default: ${DEFAULT-VALUE})")
    long seed = Checker.DEFAULT_SEED;

    @Option(names = "--random", paramLabel = "N", description = "random cases per transformation (default: ${DEFAULT-VALUE})")
    int random = Checker.DEFAULT_RANDOM;

    @Option(names = "--threads", paramLabel = "N",
            description = "run each transformation's cases from N threads at once, 1 to 64; each thread runs every"
                    + " case with its own Cipher or Mac, sharing the provider and the keys (default: ${DEFAULT-VALUE})")
    int threads = 1;

    @Option(names = "--json", paramLabel = "FILE", description = "write the report as JSON")
    Path json;

    @Option(names = "--junit", paramLabel = "FILE", description = "write the report as JUnit XML")
    Path junit;

    @Option(names = "--verbose", description = "print the first ten mismatches of each transformation, with their inputs")
    boolean verbose;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** How {@code --fuzz} fuzzes: {@link JazzerRun#run}, or in the unit tests a stand-in for Jazzer. */
    Fuzzer fuzzer = JazzerRun::run;

    /** {@link JazzerRun#run}'s signature. */
    interface Fuzzer {
        JazzerRun.Finding run(Supplier<DifferentialFuzz> judge, String providerClass, Duration duration, long seed)
                throws IOException;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (list) {
            for (Target t : Target.values()) {
                out.println(t.transformation());
            }
            out.flush();
            return ExitCode.OK;
        }
        if (provider == null) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--provider is required: an installed provider's name or a Provider class");
        }
        if (replay != null && fuzz != null) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--replay and --fuzz exclude each other: --replay runs one case again, --fuzz looks for new ones");
        }
        if (threads != 1 && (replay != null || fuzz != null)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--threads runs the cases of a check;"
                    + " it excludes " + (replay != null ? "--replay" : "--fuzz") + ", which runs on one thread");
        }
        // The reports are checked before the run, so that a long check is never lost to a bad path.
        if (json != null) {
            Outputs.checkFile("--json", json);
        }
        if (junit != null) {
            Outputs.checkFile("--junit", junit);
        }
        Checker.Options options = options();
        checkJars();
        boolean replayFile = replay != null && replayIsFile();
        if (fuzz != null) {
            return fuzz(out, err, duration(fuzz));
        }
        Provider p = load();
        // Installed for the run, as a JCA user installs it: a provider that builds itself anew for
        // each getInstance it is not asked through is not measured at its worst. One of the same
        // name already installed is left as it is (addProvider returns -1).
        boolean installed = Security.addProvider(p) != -1;
        try {
            if (replay != null) {
                Replay r = replayFile
                        ? new DifferentialFuzz(p, targets(), !allowCrashes).replay(Path.of(replay))
                        : Checker.replay(p, replay, options);
                out.println(r.line());
                out.flush();
                return r.failed() ? ExitCode.FAILED : r.tested() ? ExitCode.OK : ExitCode.INCONCLUSIVE;
            }
            List<Target> targets = targets();
            // One transformation at a time, so that a Ctrl-C leaves the finished ones in the reports.
            List<TargetResult> results = new CopyOnWriteArrayList<>();
            List<Target> notOffered = new CopyOnWriteArrayList<>();
            // Without --json and --junit there is nothing to write: an interrupt then writes nothing.
            PartialReports.whileRunning(() -> write(new CheckReport(p.getName(), options, results, notOffered)
                    .asInterrupted()));
            for (Target target : targets) {
                CheckReport one = Checker.check(p, List.of(target), options, line -> {
                    err.println("check: " + line);
                    err.flush();
                });
                results.addAll(one.results());
                notOffered.addAll(one.notOffered());
            }
            PartialReports.clear();
            CheckReport report = new CheckReport(p.getName(), options, results, notOffered);
            report.printTable(out, verbose);
            out.flush();
            write(report);
            return switch (report.verdict()) {
                case PASSED -> ExitCode.OK;
                case MISMATCHED -> ExitCode.FAILED;
                case UNTESTED -> ExitCode.INCONCLUSIVE;
            };
        } finally {
            PartialReports.clear();
            if (installed) {
                Security.removeProvider(p.getName());
            }
        }
    }

    /**
     * Whether {@code --replay} names a case file rather than an id: a file that exists, or else
     * anything that is not an id ({@code TRANSFORMATION#N}), which must then be a file that exists.
     */
    private boolean replayIsFile() throws IOException {
        Path file = Path.of(replay);
        if (Files.isRegularFile(file)) {
            return true;
        }
        int hash = replay.lastIndexOf('#');
        if (hash > 0 && replay.indexOf('/', hash) < 0) {
            return false;
        }
        throw new IOException("--replay: file " + replay + " not found (an id is TRANSFORMATION#N, as a report"
                + " prints it)");
    }

    /** Every {@code --jar} is a file that exists: a missing jar is not a missing class. */
    private void checkJars() throws IOException {
        for (Path jar : jars) {
            if (!Files.isRegularFile(jar) && !Files.isDirectory(jar)) {
                throw new IOException("--jar: file " + jar + " not found");
            }
        }
    }

    /** The transformations named, or every one. */
    private List<Target> targets() {
        List<Target> targets = new ArrayList<>();
        if (transformations.isEmpty()) {
            targets.addAll(List.of(Target.values()));
        } else {
            for (String t : transformations) {
                targets.add(Target.byTransformation(t));
            }
        }
        return targets;
    }

    /**
     * {@code --fuzz}: exit 1 with a case file on a finding; 0 after the whole time without one, if
     * something was tested; 3 if the provider offers none of the transformations or refused every
     * case.
     */
    private int fuzz(PrintWriter out, PrintWriter err, Duration duration) throws IOException {
        Outputs.checkDirectory("--fuzz-cases", fuzzCases);
        List<Target> targets = targets();
        Provider[] loaded = new Provider[1];
        JazzerRun.Finding finding = fuzzer.run(() -> {
            loaded[0] = load();
            Security.addProvider(loaded[0]);
            try {
                return new DifferentialFuzz(loaded[0], targets, !allowCrashes);
            } catch (IllegalArgumentException offersNone) {
                return null;
            }
        }, Security.getProvider(provider) == null && !provider.equalsIgnoreCase(dev.aesref.jca.AesRefProvider.NAME)
                ? provider : null, duration, seed);
        if (finding == null) {
            out.println("check UNTESTED: " + loaded[0].getName() + " offers none of " + targets);
            out.flush();
            return ExitCode.INCONCLUSIVE;
        }
        DifferentialFuzz fuzz = finding.fuzz();
        if (finding.line() != null) {
            Path file = fuzz.writeCaseFile(fuzzCases, finding.input());
            out.println("check: fuzzing found: " + finding.line());
            out.println("check: case file " + file + " (replay: aesref check --provider " + provider + " --replay "
                    + file + ")");
            out.flush();
            return ExitCode.FAILED;
        }
        String counts = fuzz.tested() + " cases tested, " + fuzz.refused() + " refused";
        if (fuzz.tested() == 0) {
            out.println("check UNTESTED: fuzzing " + loaded[0].getName() + " for " + duration.toSeconds()
                    + " s tested nothing: " + counts);
            out.flush();
            return ExitCode.INCONCLUSIVE;
        }
        out.println("check: fuzzing " + loaded[0].getName() + " for " + duration.toSeconds() + " s found nothing ("
                + counts + ")");
        out.flush();
        return ExitCode.OK;
    }

    /** A duration as 90, 90s, 10m or 2h; more than 0. */
    static Duration duration(String text) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,9})([smh]?)").matcher(text);
        if (!m.matches() || Long.parseLong(m.group(1)) == 0) {
            throw new IllegalArgumentException("--fuzz: a duration above 0 such as 30s, 10m or 2h; got " + text);
        }
        long n = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "m" -> Duration.ofMinutes(n);
            case "h" -> Duration.ofHours(n);
            default -> Duration.ofSeconds(n);
        };
    }

    /** Writes the report files asked for; returns their paths, for the interrupt notice. */
    private String write(CheckReport report) throws IOException {
        List<String> written = new ArrayList<>();
        if (json != null) {
            Files.writeString(json, report.toJson(), StandardCharsets.UTF_8);
            written.add(json.toString());
        }
        if (junit != null) {
            Files.writeString(junit, report.toJUnitXml(), StandardCharsets.UTF_8);
            written.add(junit.toString());
        }
        return String.join(", ", written);
    }

    /** The options, checked before the provider is loaded; a named transformation is a required one. */
    private Checker.Options options() {
        if (!(maxRefusedPercent >= 0 && maxRefusedPercent <= 100)) {
            throw new IllegalArgumentException("--max-refused: a percentage from 0 to 100, got " + maxRefusedPercent);
        }
        if (random < 0) {
            throw new IllegalArgumentException("--random: must be >= 0, got " + random);
        }
        if (longest < 0) {
            throw new IllegalArgumentException("--longest: must be >= 0 bytes, got " + longest);
        }
        if (threads < 1 || threads > Checker.Options.MAX_THREADS) {
            throw new IllegalArgumentException("--threads: from 1 to " + Checker.Options.MAX_THREADS + ", got " + threads);
        }
        java.util.Set<Target> require = new java.util.HashSet<>();
        for (String t : required) {
            try {
                require.add(Target.byTransformation(t));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(e.getMessage().replaceFirst("^--transformation", "--require"));
            }
        }
        for (String t : transformations) {
            require.add(Target.byTransformation(t));
        }
        return new Checker.Options(seed, random, maxRefusedPercent / 100, require, !allowCrashes, longest, threads);
    }

    private Provider load() {
        if (provider.equalsIgnoreCase(dev.aesref.jca.AesRefProvider.NAME) && jars.isEmpty()) {
            return new dev.aesref.jca.AesRefProvider();
        }
        Provider installed = Security.getProvider(provider);
        if (installed != null && jars.isEmpty()) {
            return installed;
        }
        try {
            URL[] urls = new URL[jars.size()];
            for (int i = 0; i < urls.length; i++) {
                urls[i] = jars.get(i).toUri().toURL();
            }
            ClassLoader loader = new URLClassLoader(urls, CheckCommand.class.getClassLoader());
            Class<?> c = Class.forName(provider, true, loader);
            if (!Provider.class.isAssignableFrom(c)) {
                throw new IllegalArgumentException("--provider: " + provider + " is not a java.security.Provider");
            }
            return (Provider) c.getDeclaredConstructor().newInstance();
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("--provider: no installed provider and no class named " + provider
                    + (jars.isEmpty() ? " (give --jar for a provider outside the class path)" : " in " + jars));
        } catch (MalformedURLException | ReflectiveOperationException e) {
            throw new IllegalArgumentException("--provider: cannot instantiate " + provider + ": " + e);
        }
    }
}
