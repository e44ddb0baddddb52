package dev.aesref.tools.cli;

import dev.aesref.tools.timing.Dudect;
import dev.aesref.tools.timing.Targets;
import dev.aesref.tools.timing.TimingTarget;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.LongConsumer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ct-test}: the dudect-style timing test (Welch's t between a fixed-input and a
 * random-input class, with percentile cropping) on every timing target, or the ones named.
 * Prints |t| and the number of samples per target; exit code 1 if a target leaks, 3 if a control
 * failed to leak (the measurement is then not sensitive enough to mean anything). Progress goes
 * to standard error: rewritten in place on a terminal, one line per target otherwise.
 */
@Command(name = "ct-test", mixinStandardHelpOptions = true,
        description = {"Measures timing leaks in the manner of dudect.",
            "Welch's t between fixed and random inputs (Reparaz, Balasch, Verbauwhede, DATE 2017): |t| < 4.5"
                + " passes a target; the leaky controls must show |t| > 10, or the run is inconclusive."})
final class CtTestCommand implements Callable<Integer> {

    @Option(names = "--target", paramLabel = "NAME", description = "run only these targets")
    List<String> targetNames = new ArrayList<>();

    @Option(names = "--samples", paramLabel = "N",
            description = "measurements per target, at least " + Dudect.MIN_SAMPLES + " (default ${DEFAULT-VALUE})")
    int samples = 200_000;

    @Option(names = "--seed", paramLabel = "S", description = "seed of the class and input draws")
    long seed = 0xD0DEC7L;

    @Option(names = "--list", description = "list the targets and exit")
    boolean list;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /**
     * Whether progress goes to a terminal, where it is one line rewritten in place; to a file or a
     * pipe (a CI log) it is one line per target.
     */
    boolean terminal = System.console() != null;

    /** How a target is measured: {@link Dudect#measure}, or in the unit tests hand-made results. */
    Measurement measurement = Dudect::measure;

    /** {@link Dudect#measure}'s signature. */
    interface Measurement {
        Dudect.Result measure(TimingTarget target, int samples, long seed, LongConsumer progress);
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (samples < Dudect.MIN_SAMPLES) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--samples must be at least " + Dudect.MIN_SAMPLES + ", got " + samples);
        }
        List<TimingTarget> targets = new ArrayList<>();
        if (targetNames.isEmpty()) {
            targets.addAll(Targets.all());
        } else {
            for (String n : targetNames) {
                targets.add(Targets.byName(n));
            }
        }
        if (list) {
            targets.forEach(t -> out.println(t.name() + (t.leakyControl() ? "  (leaky control)" : "")));
            out.flush();
            return ExitCode.OK;
        }
        out.printf(Locale.ROOT, "timer: %d ns between distinct System.nanoTime values (median); "
                + "level-1 cache evicted before each measurement (%d KiB read)%n",
                Dudect.timerResolution(), Dudect.evictionBytes() / 1024);
        out.printf(Locale.ROOT, "%-28s %10s %8s %6s %5s %10s %10s  %s%n", "target", "samples", "|t|", "crop",
                "inner", "ns class0", "ns class1", "verdict");
        out.flush();
        boolean leak = false;
        boolean deaf = false;
        for (TimingTarget t : targets) {
            Dudect.Result r;
            if (terminal) {
                r = measurement.measure(t, samples, seed, done -> {
                    err.printf(Locale.ROOT, "\r%s: %d / %d samples", t.name(), done, samples);
                    err.flush();
                });
                err.print("\r");
            } else {
                // A log, not a terminal: one line per target, no carriage returns.
                err.printf(Locale.ROOT, "ct-test: measuring %s (%d samples)%n", t.name(), samples);
                err.flush();
                r = measurement.measure(t, samples, seed, done -> { });
            }
            err.flush();
            out.printf(Locale.ROOT, "%-28s %10d %8.2f %6s %5d %10.1f %10.1f  %s%n", r.target(), r.samples(),
                    r.maxAbsT(), r.crop() < 0 ? "none" : Integer.toString(r.crop()), r.inner(), r.meanNanos0(),
                    r.meanNanos1(), r.verdict());
            out.flush();
            leak |= !r.leakyControl() && r.maxAbsT() >= Dudect.THRESHOLD;
            deaf |= r.leakyControl() && r.maxAbsT() <= 10;
        }
        return leak ? ExitCode.FAILED : deaf ? ExitCode.INCONCLUSIVE : ExitCode.OK;
    }
}
