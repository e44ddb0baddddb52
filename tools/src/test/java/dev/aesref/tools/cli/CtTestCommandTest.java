package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.tools.timing.Dudect;
import java.io.ByteArrayOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code aesref ct-test} on hand-made measurement results: the table, the progress, what is
 * flushed when, and the exit code. Real measurements are {@code MainTest}'s and the timing
 * package's.
 */
class CtTestCommandTest {

    private static final String ENCRYPT = "nohw/encrypt";
    private static final String SAME_WORK = "control/same-work";
    private static final String EARLY_EXIT = "control/nohw-kwp-unwrap-early-exit";

    /** The command's two outputs, which hold what they are given until the command flushes them. */
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private int run(CtTestCommand command, String... args) {
        return new picocli.CommandLine(command)
                .setOut(new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8)))
                .setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8)))
                .execute(args);
    }

    /** A command whose measurement of each target is the result of that name in {@code results}. */
    private static CtTestCommand measuring(Map<String, Dudect.Result> results) {
        CtTestCommand c = new CtTestCommand();
        c.terminal = false;
        c.measurement = (target, samples, seed, progress) -> results.get(target.name());
        return c;
    }

    private static Dudect.Result result(String target, boolean leakyControl, double maxAbsT) {
        return new Dudect.Result(target, leakyControl, 900, maxAbsT, -1, 1, 100, 100);
    }

    /** The exit code of a run over these results, in this order. */
    private int exitCode(Dudect.Result... results) {
        List<String> args = new ArrayList<>(List.of("--samples", "1000"));
        java.util.Map<String, Dudect.Result> byName = new java.util.HashMap<>();
        for (Dudect.Result r : results) {
            args.add("--target");
            args.add(r.target());
            byName.put(r.target(), r);
        }
        return run(measuring(byName), args.toArray(String[]::new));
    }

    @Test
    void theListIsFlushedAndMeasuresNothing() {
        CtTestCommand c = new CtTestCommand();
        c.measurement = (target, samples, seed, progress) -> {
            throw new AssertionError("--list measured " + target.name());
        };
        assertEquals(0, run(c, "--list", "--target", SAME_WORK, "--target", EARLY_EXIT));
        assertEquals(SAME_WORK + "\n" + EARLY_EXIT + "  (leaky control)\n", out());
    }

    @Test
    void eachLineIsOutBeforeTheNextMeasurementBegins() {
        List<String> seenOut = new ArrayList<>();
        List<String> seenErr = new ArrayList<>();
        Map<String, Dudect.Result> results = Map.of(
                ENCRYPT, new Dudect.Result(ENCRYPT, false, 900, 4.49, -1, 3, 120.24, 119.76),
                SAME_WORK, new Dudect.Result(SAME_WORK, false, 1800, 0.5, 0, 1, 80.0, 80.04),
                EARLY_EXIT, new Dudect.Result(EARLY_EXIT, true, 900, 10.01, 12, 64, 5.5, 1234.56));
        CtTestCommand c = new CtTestCommand();
        c.terminal = false;
        c.measurement = (target, samples, seed, progress) -> {
            assertEquals(1000, samples);
            assertEquals(42, seed);
            seenOut.add(out());
            seenErr.add(err());
            return results.get(target.name());
        };
        assertEquals(0, run(c, "--samples", "1000", "--seed", "42", "--target", ENCRYPT, "--target", SAME_WORK,
                "--target", EARLY_EXIT));
        List<String> lines = out().lines().toList();
        assertTrue(lines.get(0).matches("timer: [1-9][0-9]* ns between distinct System.nanoTime values \\(median\\); "
                + "level-1 cache evicted before each measurement \\(64 KiB read\\)"), lines.get(0));
        String header = "target                          samples      |t|   crop inner  ns class0  ns class1  verdict";
        String encrypt = "nohw/encrypt                        900     4.49   none     3      120.2      119.8  ok";
        String sameWork = "control/same-work                  1800     0.50      0     1       80.0       80.0  ok";
        String earlyExit = "control/nohw-kwp-unwrap-early-exit        900    10.01     12    64        5.5     1234.6"
                + "  leaks (control, as it must)";
        assertEquals(List.of(header, encrypt, sameWork, earlyExit), lines.subList(1, lines.size()));
        String top = lines.get(0) + "\n" + header + "\n";
        assertEquals(List.of(top, top + encrypt + "\n", top + encrypt + "\n" + sameWork + "\n"), seenOut);
        String measuring = "ct-test: measuring %s (1000 samples)\n";
        assertEquals(List.of(measuring.formatted(ENCRYPT), measuring.formatted(ENCRYPT) + measuring.formatted(SAME_WORK),
                measuring.formatted(ENCRYPT) + measuring.formatted(SAME_WORK) + measuring.formatted(EARLY_EXIT)),
                seenErr);
        assertEquals(measuring.formatted(ENCRYPT) + measuring.formatted(SAME_WORK) + measuring.formatted(EARLY_EXIT),
                err());
    }

    @Test
    void onATerminalProgressIsOneLineRewrittenAndShownAsItComes() {
        List<String> seen = new ArrayList<>();
        CtTestCommand c = new CtTestCommand();
        c.terminal = true;
        c.measurement = (target, samples, seed, progress) -> {
            seen.add(err());
            progress.accept(500);
            seen.add(err());
            return result(target.name(), false, 1);
        };
        assertEquals(0, run(c, "--samples", "1000", "--target", ENCRYPT, "--target", SAME_WORK));
        String first = "\r" + ENCRYPT + ": 500 / 1000 samples";
        String second = "\r" + SAME_WORK + ": 500 / 1000 samples";
        assertEquals(List.of("", first, first + "\r", first + "\r" + second), seen);
        assertEquals(first + "\r" + second + "\r", err());
    }

    @Test
    void aTargetLeaksFromTheThresholdOn() {
        assertEquals(ExitCode.FAILED, exitCode(result(ENCRYPT, false, 4.5)));
        assertEquals(ExitCode.OK, exitCode(result(ENCRYPT, false, 4.4999)));
        // A leak stays a leak whatever follows it.
        assertEquals(ExitCode.FAILED, exitCode(result(ENCRYPT, false, 7), result(SAME_WORK, false, 0.1)));
        // A leaky control that leaks is no failure.
        assertEquals(ExitCode.OK, exitCode(result(EARLY_EXIT, true, 50)));
    }

    @Test
    void aLeakyControlThatDoesNotPassTenMakesTheRunInconclusive() {
        assertEquals(ExitCode.INCONCLUSIVE, exitCode(result(EARLY_EXIT, true, 10)));
        assertEquals(ExitCode.OK, exitCode(result(EARLY_EXIT, true, 10.001)));
        // A target that does not leak is not a deaf control.
        assertEquals(ExitCode.OK, exitCode(result(SAME_WORK, false, 2), result(EARLY_EXIT, true, 11)));
        assertEquals(ExitCode.INCONCLUSIVE, exitCode(result(EARLY_EXIT, true, 3), result(SAME_WORK, false, 2)));
        // A leak outranks a deaf control.
        assertEquals(ExitCode.FAILED, exitCode(result(EARLY_EXIT, true, 3), result(ENCRYPT, false, 5)));
    }
}
