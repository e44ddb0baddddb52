package dev.aesref.testkit.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one transformation of one provider did over all its cases: counts, the first mismatches and
 * crashes with everything needed to reproduce them, the policy differences and refusals counted by
 * what they are, and the verdict.
 */
public final class TargetResult {

    /** Mismatches and crashes kept with their inputs; the rest are only counted. */
    static final int KEPT = 10;

    /** How a transformation ends. */
    public enum Verdict {
        /** Tested, and nothing mismatched (policy differences allowed). */
        PASSED,
        /** A mismatch, or a crash when crashes fail. */
        MISMATCHED,
        /** No case ran, or the provider refused more of them than the threshold allows. */
        UNTESTED
    }

    private final Target target;
    private int cases;
    private int mismatches;
    private int crashes;
    private int refused;
    private long nanos;
    private long operations;
    private int threads = 1;
    private final List<String> mismatchList = new ArrayList<>();
    private final List<String> crashList = new ArrayList<>();
    private final Map<String, Integer> policy = new LinkedHashMap<>();
    private final Map<String, String> policyExample = new LinkedHashMap<>();
    private final Map<InputPath, Integer> paths = new java.util.EnumMap<>(InputPath.class);
    private final Map<InputPath, Integer> mismatchesOn = new java.util.EnumMap<>(InputPath.class);
    private final Map<InputPath, Integer> crashesOn = new java.util.EnumMap<>(InputPath.class);

    TargetResult(Target target) {
        this.target = target;
    }

    /** Records case number {@link #cases()} (its id is {@link #id(Target, int)} of that number). */
    void record(CheckCase c, Outcome o) {
        String id = id(target, cases);
        cases++;
        paths.merge(c.path(), 1, Integer::sum);
        switch (o.kind()) {
            case MATCH -> { }
            case MISMATCH -> {
                mismatches++;
                mismatchesOn.merge(c.path(), 1, Integer::sum);
                if (mismatchList.size() < KEPT) {
                    mismatchList.add(id + " " + describe(c) + ": " + o.detail());
                }
            }
            case CRASH -> {
                crashes++;
                crashesOn.merge(c.path(), 1, Integer::sum);
                if (crashList.size() < KEPT) {
                    crashList.add(id + " " + describe(c) + ": " + o.detail());
                }
            }
            case POLICY, REFUSED -> {
                if (o.kind() == Outcome.Kind.REFUSED) {
                    refused++;
                }
                policy.merge(o.detail(), 1, Integer::sum);
                policyExample.putIfAbsent(o.detail(), id + " " + c.origin());
            }
        }
    }

    void addNanos(long n) {
        nanos += n;
    }

    /** Counts {@code n} runs of cases, made from {@code threadCount} threads at once. */
    void addOperations(long n, int threadCount) {
        operations += n;
        threads = threadCount;
    }

    /**
     * How many runs of a case the provider made: the number of cases, times the threads when
     * each thread runs every case ({@link Checker.Options#threads()}).
     */
    public long operations() {
        return operations;
    }

    /** How many threads ran the cases at once. */
    public int threads() {
        return threads;
    }

    /**
     * The id of case {@code index} of {@code target}: the transformation and the case's place in
     * the run, e.g. {@code AES/GCM/NoPadding#1234}. The same seed and random count give the same
     * cases in the same order, so the id finds the case again ({@link Checker#replay}).
     */
    public static String id(Target target, int index) {
        return target.transformation() + "#" + index;
    }

    /**
     * The case with its inputs in full hex, its input path and (for chunked paths) the chunk sizes:
     * what a user needs to reproduce the mismatch.
     */
    static String describe(CheckCase c) {
        StringBuilder b = new StringBuilder(c.origin()).append(c.encrypt() ? " encrypt" : " decrypt");
        b.append(" path=").append(c.path());
        if (c.path() == InputPath.VARIED_CHUNKS) {
            b.append(" aadChunks=").append(Arrays.toString(c.variedChunks(c.aad() == null ? 0 : c.aad().length)))
                    .append(" chunks=").append(Arrays.toString(c.variedChunks(c.input().length)));
        }
        b.append(" key=").append(Outcome.hex(c.key()));
        if (c.iv() != null) {
            b.append(" iv=").append(Outcome.hex(c.iv()));
        }
        if (c.aad() != null && c.aad().length > 0) {
            b.append(" aad=").append(Outcome.hex(c.aad()));
        }
        if (c.tagBits() != 0) {
            b.append(" tagBits=").append(c.tagBits());
        }
        b.append(" input=").append(Outcome.hex(c.input()));
        return b.toString();
    }

    public Target target() {
        return target;
    }

    public int cases() {
        return cases;
    }

    public int mismatches() {
        return mismatches;
    }

    /** Cases that ended in an undocumented exception. */
    public int crashes() {
        return crashes;
    }

    /** Cases the provider refused, so that nothing was tested by them. */
    public int refused() {
        return refused;
    }

    /** Cases that tested something: every case but the refused ones. */
    public int tested() {
        return cases - refused;
    }

    /** The wall-clock time of the transformation's cases, in seconds. */
    public double seconds() {
        return nanos / 1e9;
    }

    /** How many cases took each input path. */
    public Map<InputPath, Integer> paths() {
        return Map.copyOf(paths);
    }

    /**
     * The verdict: mismatched on a mismatch (or a crash, when {@code crashesFail}); untested when
     * nothing was tested or more than {@code maxRefused} (a fraction) of the cases were refused;
     * else passed.
     */
    public Verdict verdict(double maxRefused, boolean crashesFail) {
        if (mismatches > 0 || (crashesFail && crashes > 0)) {
            return Verdict.MISMATCHED;
        }
        if (tested() == 0 || refused > maxRefused * cases) {
            return Verdict.UNTESTED;
        }
        return Verdict.PASSED;
    }

    /**
     * The verdict as the table and the progress lines print it, a word that agrees with the counts
     * beside it: a failure made of crashes alone is {@code crashed}, not {@code mismatched}. (The
     * JSON report keeps {@link Verdict}'s names.)
     */
    public String verdictWord(double maxRefused, boolean crashesFail) {
        Verdict v = verdict(maxRefused, crashesFail);
        return v == Verdict.MISMATCHED && mismatches == 0 ? "crashed" : v.name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * The verdict word and the two failure counts, the one that decided the verdict first, e.g.
     * {@code crashed, 36 crashes, 0 mismatches} or {@code mismatched, 2 mismatches, 0 crashes}.
     */
    public String verdictCounts(double maxRefused, boolean crashesFail) {
        String word = verdictWord(maxRefused, crashesFail);
        String m = mismatches + " mismatches";
        String c = crashes + " crashes" + (crashes > 0 && !crashesFail ? " (allowed)" : "");
        return word + ", " + (word.equals("crashed") ? c + ", " + m : m + ", " + c);
    }

    /** The first mismatch with its id and inputs, or {@code null} if there was none. */
    public String firstMismatch() {
        return mismatchList.isEmpty() ? null : mismatchList.get(0);
    }

    /** The first {@value #KEPT} mismatches, each with its id and inputs. */
    public List<String> firstMismatches() {
        return List.copyOf(mismatchList);
    }

    /** The first {@value #KEPT} crashes, each with its id and inputs. */
    public List<String> firstCrashes() {
        return List.copyOf(crashList);
    }

    /** The kept mismatches, and the kept crashes when they fail, of the cases that took {@code path}. */
    public List<String> failuresOn(InputPath path, boolean crashesFail) {
        List<String> all = new ArrayList<>(mismatchList);
        if (crashesFail) {
            all.addAll(crashList);
        }
        String tag = " path=" + path + " ";
        return all.stream().filter(m -> m.contains(tag)).toList();
    }

    /** How many cases that took {@code path} failed: mismatched, or crashed when crashes fail. */
    public int failedOn(InputPath path, boolean crashesFail) {
        return mismatchesOn.getOrDefault(path, 0) + (crashesFail ? crashesOn.getOrDefault(path, 0) : 0);
    }

    /**
     * What failed on {@code path}, for a test report: the true count of failed cases, and how many
     * of them {@link #failuresOn} shows (only the first {@value #KEPT} mismatches and crashes of a
     * transformation keep their inputs), e.g. {@code 36 of 643 cases failed; only the first 10 are
     * shown}.
     */
    public String failureMessage(InputPath path, boolean crashesFail) {
        int failed = failedOn(path, crashesFail);
        int shown = failuresOn(path, crashesFail).size();
        String message = failed + " of " + paths.getOrDefault(path, 0) + " cases failed";
        if (shown == failed) {
            return message;
        }
        return message + (shown == 0 ? "; none is shown (only the first " + KEPT + " of each kind keep their inputs)"
                : "; only the first " + shown + " are shown");
    }

    /** Policy differences and refusals: what the provider did, and how many cases it did it in. */
    public Map<String, Integer> policy() {
        return Map.copyOf(policy);
    }

    /** The first case (id and origin) of each policy difference. */
    public Map<String, String> policyExamples() {
        return Map.copyOf(policyExample);
    }

    /** The number of cases that ended in a policy difference or a refusal. */
    public int policyCases() {
        return policy.values().stream().mapToInt(Integer::intValue).sum();
    }
}
