package dev.aesref.testkit.check;

import java.security.GeneralSecurityException;
import java.security.Provider;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import javax.crypto.Cipher;
import javax.crypto.Mac;

/**
 * Runs every case of every chosen transformation through a provider and collects the report
 * ({@code aesref check}).
 *
 * <p>Beyond byte-for-byte answers it checks one property no single case shows: a CBC-PKCS5
 * decryption must reject every block-aligned ciphertext whose padding is wrong in the same way
 * (exception class and message). A provider whose rejections differ by what was wrong with the
 * padding hands an attacker Vaudenay's padding oracle (EUROCRYPT 2002), and that is reported as a
 * mismatch.
 */
public final class Checker {

    /** Random differential cases per transformation unless told otherwise. */
    public static final int DEFAULT_RANDOM = 200;

    /** The seed of the counter-boundary and random cases unless told otherwise. */
    public static final long DEFAULT_SEED = 20261201L;

    /**
     * With more than one thread: how long the threads may go without finishing any case. Then the
     * cases they are in are reported as hung.
     */
    public static final long THREAD_STALL_SECONDS = 120;

    /** The fraction of refused cases above which a transformation is untested, unless told otherwise. */
    public static final double DEFAULT_MAX_REFUSED = 0.5;

    /**
     * How a check runs and what makes it fail.
     *
     * @param seed            seed of the boundary and random cases
     * @param randomPerTarget random differential cases per transformation (each also decrypted)
     * @param maxRefused      the fraction of a transformation's cases the provider may refuse
     *                        before the transformation counts as untested, in [0, 1]
     * @param required        transformations that must be offered and tested, or the check fails
     * @param crashesFail     whether an undocumented exception fails the check (else it is listed)
     * @param longest         the longest random message, in bytes: of the lengths from 1 KiB to
     *                        3 MiB that every run adds ({@link RandomCases#LARGE}), only those up to
     *                        this one are run
     * @param threads         how many threads run a transformation's cases at once, from 1 to
     *                        {@value #MAX_THREADS}. With more than one, every thread runs every case
     *                        with its own {@code Cipher} or {@code Mac}. The threads share the provider
     *                        and the keys. A case whose runs disagree is a mismatch. So is a hang: no
     *                        case finished for {@value Checker#THREAD_STALL_SECONDS} s. The coming
     *                        in-process interface of the module wrapper should take the same option.
     */
    public record Options(long seed, int randomPerTarget, double maxRefused, Set<Target> required,
                          boolean crashesFail, int longest, int threads) {

        /** The most threads a check runs at once. */
        public static final int MAX_THREADS = 64;

        public Options {
            if (randomPerTarget < 0) {
                throw new IllegalArgumentException("random cases must be >= 0, got " + randomPerTarget);
            }
            if (!(maxRefused >= 0 && maxRefused <= 1)) {
                throw new IllegalArgumentException("the refused fraction must be in [0, 1], got " + maxRefused);
            }
            required = Set.copyOf(required);
            if (longest < 0) {
                throw new IllegalArgumentException("the longest message must be >= 0 bytes, got " + longest);
            }
            if (threads < 1 || threads > MAX_THREADS) {
                throw new IllegalArgumentException("threads must be from 1 to " + MAX_THREADS + ", got " + threads);
            }
        }

        /** The options of a run before {@code threads} existed: one thread. */
        public Options(long seed, int randomPerTarget, double maxRefused, Set<Target> required, boolean crashesFail,
                       int longest) {
            this(seed, randomPerTarget, maxRefused, required, crashesFail, longest, 1);
        }

        /** The options of a run before {@code longest} existed: every length, one thread. */
        public Options(long seed, int randomPerTarget, double maxRefused, Set<Target> required, boolean crashesFail) {
            this(seed, randomPerTarget, maxRefused, required, crashesFail, Integer.MAX_VALUE, 1);
        }

        /**
         * The defaults: seed {@value #DEFAULT_SEED}, {@value #DEFAULT_RANDOM} random cases, untested
         * above 50 % refused, crashes fail, messages up to 3 MiB, one thread.
         */
        public static Options defaults() {
            return new Options(DEFAULT_SEED, DEFAULT_RANDOM, DEFAULT_MAX_REFUSED, Set.of(), true, Integer.MAX_VALUE, 1);
        }

        public Options withSeed(long s) {
            return new Options(s, randomPerTarget, maxRefused, required, crashesFail, longest, threads);
        }

        public Options withRandom(int n) {
            return new Options(seed, n, maxRefused, required, crashesFail, longest, threads);
        }

        public Options withMaxRefused(double fraction) {
            return new Options(seed, randomPerTarget, fraction, required, crashesFail, longest, threads);
        }

        public Options withRequired(Set<Target> targets) {
            return new Options(seed, randomPerTarget, maxRefused, targets, crashesFail, longest, threads);
        }

        public Options withCrashesFail(boolean fail) {
            return new Options(seed, randomPerTarget, maxRefused, required, fail, longest, threads);
        }

        public Options withLongest(int bytes) {
            return new Options(seed, randomPerTarget, maxRefused, required, crashesFail, bytes, threads);
        }

        /** These options with {@code n} threads ({@link #threads()}). */
        public Options withThreads(int n) {
            return new Options(seed, randomPerTarget, maxRefused, required, crashesFail, longest, n);
        }
    }

    private Checker() {}

    /** {@link #check(Provider, List, Options, Consumer)} with the default options but these. */
    public static CheckReport check(Provider provider, List<Target> targets, long seed, int randomPerTarget,
                                    Consumer<String> progress) {
        return check(provider, targets, Options.defaults().withSeed(seed).withRandom(randomPerTarget), progress);
    }

    /** Every transformation aesref knows, with the default options, and no progress lines. */
    public static CheckReport check(Provider provider) {
        return check(provider, List.of(Target.values()), Options.defaults(), line -> { });
    }

    /**
     * Checks {@code targets} on {@code provider}. A target the provider does not offer is listed
     * in {@link CheckReport#notOffered()}.
     *
     * @param progress receives a line per transformation started and finished
     */
    public static CheckReport check(Provider provider, List<Target> targets, Options options,
                                    Consumer<String> progress) {
        List<TargetResult> results = new ArrayList<>();
        List<Target> notOffered = new ArrayList<>();
        // Transformations of one family (AESWrap and AES/KW/NoPadding, ...) share its vector
        // cases: each family's files are read and parsed once per run.
        Map<Target.Family, List<CheckCase>> vectorCases = new EnumMap<>(Target.Family.class);
        for (Target target : targets) {
            if (!offers(provider, target)) {
                notOffered.add(target);
                continue;
            }
            List<CheckCase> cases = cases(target, vectorCases.computeIfAbsent(target.family(), VectorCases::of),
                    options);
            progress.accept(target.transformation() + ": " + cases.size() + " cases");
            TargetResult result = run(provider, target, cases, options.threads(),
                    java.util.concurrent.TimeUnit.SECONDS.toNanos(THREAD_STALL_SECONDS));
            progress.accept(target.transformation() + ": " + result.verdictCounts(options.maxRefused(),
                    options.crashesFail()) + ", " + result.policyCases() + " policy differences ("
                    + result.refused() + " refused) in " + String.format(java.util.Locale.ROOT, "%.1f s", result.seconds())
                    + (options.threads() == 1 ? "" : ", " + result.operations() + " operations from "
                    + options.threads() + " threads"));
            results.add(result);
        }
        return new CheckReport(provider.getName(), options, results, notOffered);
    }

    /**
     * Runs {@code cases} from {@code threads} threads ({@link ThreadedRun} when more than one);
     * {@code stallNanos} bounds a threaded run's wait.
     */
    static TargetResult run(Provider provider, Target target, List<CheckCase> cases, int threads, long stallNanos) {
        TargetResult result = new TargetResult(target);
        Map<String, String> rejections = new LinkedHashMap<>();
        long start = System.nanoTime();
        java.util.function.BiConsumer<CheckCase, JcaRun.Observation> padding = (c, o) -> {
            if (target.family() == Target.Family.CBC_PKCS5 && c.expect() == CheckCase.Expect.REJECT
                    && !o.produced() && c.input().length > 0 && c.input().length % 16 == 0) {
                Throwable t = o.thrown();
                rejections.putIfAbsent(t.getClass().getName() + ": " + t.getMessage(), TargetResult.describe(c));
            }
        };
        if (threads > 1) {
            new ThreadedRun(provider, target, cases, threads, stallNanos).run(result, padding);
        } else {
            for (CheckCase c : cases) {
                JcaRun.Observation o = JcaRun.run(provider, target, c);
                result.record(c, Outcome.judge(target, c, o));
                padding.accept(c, o);
            }
            result.addOperations(cases.size(), 1);
        }
        if (rejections.size() > 1) {
            result.record(new CheckCase("padding oracle", false, new byte[0], null, null, new byte[0], null,
                    0, 0, CheckCase.Expect.REJECT), new Outcome(Outcome.Kind.MISMATCH,
                    "bad paddings are rejected in " + rejections.size() + " distinguishable ways: " + rejections));
        }
        result.addNanos(System.nanoTime() - start);
        return result;
    }

    /**
     * Runs again the one case whose id ({@link TargetResult#id}) a report gave, with the options
     * of that run, and returns it judged: a line with the case in full and what the provider did,
     * and whether the case fails the check.
     *
     * @throws IllegalArgumentException if the id names no case of that run
     */
    public static Replay replay(Provider provider, String id, Options options) {
        int hash = id.lastIndexOf('#');
        if (hash <= 0) {
            throw new IllegalArgumentException("--replay: an id is TRANSFORMATION#N, as a report prints it; got " + id);
        }
        Target target;
        try {
            target = Target.byTransformation(id.substring(0, hash));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--replay: " + id + " names no transformation aesref knows; known: "
                    + java.util.Arrays.stream(Target.values()).map(Target::transformation).toList(), e);
        }
        int index;
        try {
            index = Integer.parseInt(id.substring(hash + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--replay: the case number in " + id + " is not a number");
        }
        List<CheckCase> cases = cases(target, VectorCases.of(target.family()), options);
        if (index < 0 || index >= cases.size()) {
            throw new IllegalArgumentException("--replay: " + target.transformation() + " has cases #0 to #"
                    + (cases.size() - 1) + " with seed " + options.seed() + " and " + options.randomPerTarget()
                    + " random cases; got #" + index);
        }
        CheckCase c = cases.get(index);
        Outcome o = Outcome.judge(target, c, JcaRun.run(provider, target, c));
        return Replay.of(id + " " + TargetResult.describe(c) + ": " + (o.kind() == Outcome.Kind.MATCH ? "match"
                : o.kind().name().toLowerCase(java.util.Locale.ROOT) + ": " + o.detail()), o, options.crashesFail());
    }

    /** The vector cases, then for CTR the counter boundaries, then the random differential. */
    static List<CheckCase> cases(Target target, long seed, int randomPerTarget) {
        return cases(target, VectorCases.of(target.family()),
                Options.defaults().withSeed(seed).withRandom(randomPerTarget));
    }

    private static List<CheckCase> cases(Target target, List<CheckCase> vectorCases, Options options) {
        List<CheckCase> cases = new ArrayList<>(vectorCases);
        if (target.family() == Target.Family.CTR) {
            cases.addAll(BoundaryCases.ctr(options.seed()));
        }
        cases.addAll(RandomCases.of(target, options.seed(), options.randomPerTarget(), options.longest()));
        return cases;
    }

    /** Whether {@code getInstance(transformation, provider)} finds the service. */
    static boolean offers(Provider provider, Target target) {
        try {
            if (target.serviceType().equals("Mac")) {
                Mac.getInstance(target.transformation(), provider);
            } else {
                Cipher.getInstance(target.transformation(), provider);
            }
            return true;
        } catch (GeneralSecurityException e) {
            return false;
        }
    }
}
