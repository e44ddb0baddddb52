package dev.aesref.testkit.check;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Provider;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;

/**
 * Differential fuzzing of a provider, with aesref as the oracle: a fuzzer's input is turned into
 * one check case (transformation, key and nonce sizes, tag length, lengths, direction, a tampered
 * bit, input path, chunking, all read from the input), the provider runs it as {@code check} runs
 * a case, and aesref's reference answer judges it. The same input always makes the same case.
 *
 * <p>Any byte-array fuzzer can drive {@link #check(byte[])}; the test kit's example is a Jazzer
 * {@code @FuzzTest}:
 *
 * <pre>{@code
 * @FuzzTest(maxDuration = "30s")
 * void myProviderAgreesWithAesref(byte[] input) {
 *     FUZZ.check(input);   // static final DifferentialFuzz FUZZ = new DifferentialFuzz(new MyProvider());
 * }
 * }</pre>
 *
 * A finding is an {@link AssertionError} naming the case in full; {@link #writeCaseFile} keeps it
 * as a text file that {@link #replay(Path)} (and {@code aesref check --replay FILE}) runs again.
 * A refused parameter or a policy difference is not a finding.
 */
public final class DifferentialFuzz {

    private static final String CASE_FILE_HEADER = "# aesref differential fuzz case";
    private static final String INPUT = "input=";
    private static final String TRANSFORMATION = "transformation=";

    private final Provider provider;
    private final List<Target> targets;
    private final boolean crashesFail;
    private final Answers answers;
    /** What {@link #check} has run: a fuzz run that tested nothing must not pass (one thread at a time). */
    private long tested;
    private long refused;

    /** Every transformation {@code provider} offers; crashes are findings. */
    public DifferentialFuzz(Provider provider) {
        this(provider, List.of(Target.values()), true);
    }

    /**
     * @param targets     the transformations to fuzz, of which {@code provider} must offer one
     * @param crashesFail whether an exception no JCA method documents is a finding
     * @throws IllegalArgumentException if the provider offers none of {@code targets}
     */
    public DifferentialFuzz(Provider provider, List<Target> targets, boolean crashesFail) {
        this(provider, targets, crashesFail, Answers.REFERENCE);
    }

    /** The same, with the cases' expected output from {@code answers}: for the tests of the fuzzing itself. */
    DifferentialFuzz(Provider provider, List<Target> targets, boolean crashesFail, Answers answers) {
        this.answers = Objects.requireNonNull(answers, "answers");
        this.provider = Objects.requireNonNull(provider, "provider");
        this.targets = List.copyOf(FuzzCases.offered(provider, targets));
        this.crashesFail = crashesFail;
        if (this.targets.isEmpty()) {
            throw new IllegalArgumentException("targets: " + provider.getName() + " offers none of " + targets);
        }
    }

    /** The transformations this fuzzes: those asked for that the provider offers. */
    public List<Target> targets() {
        return targets;
    }

    /**
     * Runs the case {@code input} makes.
     *
     * @throws AssertionError on a mismatch (or a crash, when crashes fail), with the case in full
     */
    public void check(byte[] input) {
        FuzzCases.Choice choice = FuzzCases.of(targets, input, answers);
        Outcome o = run(choice);
        if (Replay.tested(o)) {
            tested++;
        } else {
            refused++;
        }
        // The line, with every byte of the case in hex, is built only for a finding: this runs per fuzz input.
        if (Replay.fails(o, crashesFail)) {
            throw new AssertionError(line(choice, o));
        }
    }

    /** How many of the cases {@link #check} ran were tested: judged, not refused by the provider. */
    public long tested() {
        return tested;
    }

    /** How many of the cases {@link #check} ran the provider refused (parameters it does not take). */
    public long refused() {
        return refused;
    }

    /** The case {@code input} makes and what the provider did, on one line, judged. */
    public Replay replay(byte[] input) {
        FuzzCases.Choice choice = FuzzCases.of(targets, input, answers);
        Outcome o = run(choice);
        return Replay.of(line(choice, o), o, crashesFail);
    }

    /**
     * {@link #replay(byte[])} of the input a case file holds, on the transformation the file
     * names (a raw fuzzer file names none: then on this run's transformations).
     */
    public Replay replay(Path caseFile) throws IOException {
        CaseFile read = CaseFile.read(caseFile);
        if (read.transformation() == null) {
            return replay(read.input());
        }
        Target target;
        try {
            target = Target.byTransformation(read.transformation());
        } catch (IllegalArgumentException e) {
            throw new IOException(caseFile + ": " + e.getMessage(), e);
        }
        return new DifferentialFuzz(provider, List.of(target), crashesFail, answers).replay(read.input());
    }

    /** The case {@code input} makes, in full. */
    public String describe(byte[] input) {
        return describe(FuzzCases.of(targets, input, answers));
    }

    private static String describe(FuzzCases.Choice choice) {
        return choice.target().transformation() + " " + TargetResult.describe(choice.checkCase());
    }

    private Outcome run(FuzzCases.Choice choice) {
        return Outcome.judge(choice.target(), choice.checkCase(),
                JcaRun.run(provider, choice.target(), choice.checkCase()));
    }

    private static String line(FuzzCases.Choice choice, Outcome o) {
        return describe(choice) + ": " + (o.kind() == Outcome.Kind.MATCH ? "match"
                : o.kind().name().toLowerCase(java.util.Locale.ROOT) + ": " + o.detail());
    }

    /**
     * Writes {@code input} with what it found as a case file in {@code directory}, named by the
     * input's hash, and returns its path. The file is text: comment lines that say what the case
     * is and found, and the input in hex.
     */
    public Path writeCaseFile(Path directory, byte[] input) throws IOException {
        Files.createDirectories(directory);
        String hex = HexFormat.of().formatHex(input);
        Path file = directory.resolve("fuzz-case-" + Integer.toHexString(java.util.Arrays.hashCode(input)) + ".txt");
        FuzzCases.Choice choice = FuzzCases.of(targets, input, answers);
        String text = CASE_FILE_HEADER + " for " + provider.getName() + "\n# " + line(choice, run(choice)) + "\n"
                + TRANSFORMATION + choice.target().transformation() + "\n" + INPUT + hex + "\n";
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    /**
     * The input a case file holds: a file {@link #writeCaseFile} wrote, or a fuzzer's own raw
     * input file (such as Jazzer's {@code crash-*}), whose bytes are the input.
     */
    public static byte[] readCaseFile(Path file) throws IOException {
        return CaseFile.read(file).input();
    }

    /** A case file's input, and the transformation it names ({@code null} for a raw fuzzer file). */
    private record CaseFile(String transformation, byte[] input) {

        static CaseFile read(Path file) throws IOException {
            byte[] raw = Files.readAllBytes(file);
            String text = new String(raw, StandardCharsets.ISO_8859_1);
            if (!text.startsWith(CASE_FILE_HEADER)) {
                return new CaseFile(null, raw);
            }
            String transformation = null;
            String hex = null;
            for (String line : text.split("\n")) {
                if (line.startsWith(TRANSFORMATION)) {
                    transformation = line.substring(TRANSFORMATION.length()).strip();
                } else if (line.startsWith(INPUT)) {
                    hex = line.substring(INPUT.length()).strip();
                }
            }
            if (hex == null) {
                throw new IOException(file + ": a case file without an " + INPUT + " line");
            }
            try {
                return new CaseFile(transformation, HexFormat.of().parseHex(hex));
            } catch (IllegalArgumentException e) {
                throw new IOException(file + ": the input line is not hex", e);
            }
        }
    }
}
