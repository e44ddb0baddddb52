package dev.aesref.testkit.check;

import java.security.Key;
import java.security.Provider;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs one transformation's cases from several threads at once ({@code aesref check --threads N}).
 *
 * <p>Every thread runs every case. Each call gets its own {@code Cipher} or {@code Mac}, as the
 * JCA requires. The threads share the provider and one key object per case. Thread t starts at
 * case t * n / N and goes round the list. So the threads are in different cases at the same
 * moment, and one thread's calls cannot hide another's by writing the same bytes.
 *
 * <p>The threads wait behind a latch and start together, so their calls overlap from the first.
 * Each run of a case is judged against the reference answer on its own, as in a run of one
 * thread. A case whose runs all agree gets that verdict. A case whose runs disagree is a
 * mismatch, and its detail says it ran under N threads. Two exceptions keep the kind the runs
 * share: crashes with different messages stay crashes, and policy differences or refusals worded
 * differently agree.
 *
 * <p>A hang is a finding, never a hang of the check. When no thread finishes a case for the
 * stall time, the cases the threads are in are mismatches that say so. The threads are daemons:
 * they are interrupted and left behind. (The conformance suites' {@code SharedUse} bounds its
 * wait the same way.)
 */
final class ThreadedRun {

    /**
     * What the runs of one case did: the first verdict, how many agreed, and the most telling other
     * one (a failure before another kind, another kind before another detail).
     */
    private static final class Verdicts {
        Outcome first;
        int agreeing;
        Outcome other;
        int runs;
        JcaRun.Observation observation;

        synchronized void add(Outcome o) {
            runs++;
            if (first == null) {
                first = o;
                agreeing = 1;
            } else if (first.equals(o)) {
                agreeing++;
            } else if (other == null || rank(o) > rank(other)) {
                other = o;
            }
        }

        private int rank(Outcome o) {
            return failure(o) ? 2 : o.kind() != first.kind() ? 1 : 0;
        }
    }

    private final Provider provider;
    private final Target target;
    private final List<CheckCase> cases;
    private final int threads;
    private final long stallNanos;

    /**
     * @param stallNanos how long the threads may go without finishing any case before the cases
     *                   they are in are reported as hung
     */
    ThreadedRun(Provider provider, Target target, List<CheckCase> cases, int threads, long stallNanos) {
        if (threads < 2) {
            throw new IllegalArgumentException("a threaded run needs at least 2 threads, got " + threads);
        }
        this.provider = provider;
        this.target = target;
        this.cases = cases;
        this.threads = threads;
        this.stallNanos = stallNanos;
    }

    /**
     * Runs the cases and records one verdict per case into {@code result}, in the cases' order.
     * {@code observed} receives each case with the observation of one run, for the checks that
     * look across cases (the padding oracle); it is called from this thread, after the wait.
     */
    void run(TargetResult result, java.util.function.BiConsumer<CheckCase, JcaRun.Observation> observed) {
        int n = cases.size();
        Key[] keys = new Key[n];
        Verdicts[] verdicts = new Verdicts[n];
        for (int i = 0; i < n; i++) {
            keys[i] = JcaRun.key(cases.get(i).key());
            verdicts[i] = new Verdicts();
        }
        // The case each thread is in, or -1 when it has finished its list.
        AtomicIntegerArray current = new AtomicIntegerArray(threads);
        AtomicLong operations = new AtomicLong();
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "aesref-check-" + target.transformation());
            t.setDaemon(true);
            return t;
        });
        List<Future<?>> done = new ArrayList<>();
        boolean[] hung = new boolean[n];
        try {
            for (int t = 0; t < threads; t++) {
                final int thread = t;
                current.set(thread, -1);
                done.add(pool.submit(() -> {
                    start.await();
                    for (int k = 0; k < n; k++) {
                        int i = (int) ((thread * (long) n / threads + k) % n);
                        current.set(thread, i);
                        CheckCase c = cases.get(i);
                        JcaRun.Observation o = JcaRun.run(provider, target, c, keys[i]);
                        Verdicts v = verdicts[i];
                        v.add(Outcome.judge(target, c, o));
                        synchronized (v) {
                            if (v.observation == null) {
                                v.observation = o.produced() ? new JcaRun.Observation(new byte[0], null, null) : o;
                            }
                        }
                        operations.incrementAndGet();
                        if (Thread.currentThread().isInterrupted()) {
                            break;
                        }
                    }
                    current.set(thread, -1);
                    return null;
                }));
            }
            start.countDown();
            if (!awaitProgress(done, operations)) {
                // Read before the threads are interrupted: an interrupted thread may move on.
                for (int t = 0; t < threads; t++) {
                    int i = current.get(t);
                    if (i >= 0) {
                        hung[i] = true;
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("a check thread stopped outside its cases", e.getCause());
        } finally {
            pool.shutdownNow();
        }
        for (int i = 0; i < n; i++) {
            CheckCase c = cases.get(i);
            Verdicts v = verdicts[i];
            Outcome o;
            synchronized (v) {
                o = hung[i] ? new Outcome(Outcome.Kind.MISMATCH, "timed out: under " + threads
                        + " threads, no case finished for " + TimeUnit.NANOSECONDS.toSeconds(stallNanos) + " s (a hang)")
                        : verdict(v, threads);
                if (v.observation != null) {
                    observed.accept(c, v.observation);
                }
            }
            result.record(c, o);
        }
        result.addOperations(operations.get(), threads);
    }

    /**
     * Waits for every thread; false if the threads finished no case for the stall time. The wait
     * is cut into polls of at most a second, each of which looks at the operation count.
     */
    private boolean awaitProgress(List<Future<?>> done, AtomicLong operations)
            throws InterruptedException, java.util.concurrent.ExecutionException {
        long poll = Math.max(1, Math.min(TimeUnit.SECONDS.toNanos(1), stallNanos / 4));
        long seen = operations.get();
        long lastChange = System.nanoTime();
        for (Future<?> f : done) {
            while (true) {
                try {
                    f.get(poll, TimeUnit.NANOSECONDS);
                    break;
                } catch (TimeoutException e) {
                    long now = System.nanoTime();
                    long ops = operations.get();
                    if (ops != seen) {
                        seen = ops;
                        lastChange = now;
                    } else if (now - lastChange >= stallNanos) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** The verdict of a case whose runs, in the order they ended, had these outcomes. */
    static Outcome verdictOf(List<Outcome> runs, int threads) {
        Verdicts v = new Verdicts();
        runs.forEach(v::add);
        return verdict(v, threads);
    }

    /** The verdict of a case from its runs (see the class comment). */
    private static Outcome verdict(Verdicts v, int threads) {
        if (v.first == null) {
            return new Outcome(Outcome.Kind.REFUSED, "not run: the threads stopped before it");
        }
        boolean sameKind = v.other == null || v.other.kind() == v.first.kind();
        if (v.other == null || sameKind && !failure(v.first)) {
            // Runs that differ only in the wording of a policy difference or a refusal agree.
            return v.first;
        }
        // Crashes that differ in their message stay crashes; any other disagreement is a mismatch.
        return new Outcome(sameKind ? v.first.kind() : Outcome.Kind.MISMATCH, "ran under " + threads
                + " threads, and its runs disagree: "
                + v.agreeing + " of " + v.runs + " gave " + words(v.first) + "; another gave " + words(v.other));
    }

    private static boolean failure(Outcome o) {
        return o.kind() == Outcome.Kind.MISMATCH || o.kind() == Outcome.Kind.CRASH;
    }

    private static String words(Outcome o) {
        String kind = o.kind().name().toLowerCase(java.util.Locale.ROOT);
        return o.detail().isEmpty() ? kind : kind + " (" + o.detail() + ")";
    }
}
