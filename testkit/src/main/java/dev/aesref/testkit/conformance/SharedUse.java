package dev.aesref.testkit.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs calls on one shared object from several threads at once and counts the wrong answers.
 *
 * <p>Each thread makes {@code rounds} calls of {@link Call#right}, which does one operation with
 * the thread's own inputs and says whether the output equals the answer computed beforehand by
 * an independent reference. All threads are started together behind a latch, so that their
 * calls overlap from the first. An exception is a wrong answer too, and the first problem is
 * kept for the failure message. A run that does not finish within its time limit is reported,
 * never waited for: the threads are daemons.
 *
 * <p>The suites use it for the property that a key, an AEAD or a MAC may be shared; it is public
 * so that tests of other shareable objects ask the same question the same way.
 */
public final class SharedUse {

    /** One operation of one thread, checked: true when the output was the expected one. */
    @FunctionalInterface
    public interface Call {
        boolean right(int thread, int round) throws Exception;
    }

    /** What a run saw: how many calls, how many gave a wrong answer, and the first problem. */
    public record Outcome(int calls, int wrong, String firstProblem) {

        /** The message of a failed check: counts, the first problem and the seed. */
        public String describe() {
            return wrong + " of " + calls + " calls gave a wrong answer; first: " + firstProblem;
        }
    }

    private SharedUse() {}

    /**
     * Runs {@code threads} threads of {@code rounds} calls each and waits at most
     * {@code timeoutSeconds} for them.
     *
     * @throws AssertionError if the threads do not finish in time (a hang is a finding)
     */
    public static Outcome run(int threads, int rounds, long timeoutSeconds, Call call) {
        if (threads < 1 || rounds < 1) {
            throw new IllegalArgumentException("threads and rounds must be at least 1, got " + threads
                    + " and " + rounds);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "aesref-shared-use");
            t.setDaemon(true);
            return t;
        });
        CountDownLatch start = new CountDownLatch(1);
        AtomicInteger wrong = new AtomicInteger();
        AtomicReference<String> first = new AtomicReference<>();
        List<Future<?>> done = new ArrayList<>();
        try {
            for (int t = 0; t < threads; t++) {
                final int thread = t;
                done.add(pool.submit(() -> {
                    start.await();
                    for (int round = 0; round < rounds; round++) {
                        String problem;
                        try {
                            problem = call.right(thread, round) ? null
                                    : "thread " + thread + ", call " + round + ": wrong output";
                        } catch (Exception | AssertionError e) {
                            problem = "thread " + thread + ", call " + round + ": " + e;
                        }
                        if (problem != null) {
                            wrong.incrementAndGet();
                            first.compareAndSet(null, problem);
                        }
                    }
                    return null;
                }));
            }
            start.countDown();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
            for (Future<?> f : done) {
                f.get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            }
        } catch (TimeoutException e) {
            throw new AssertionError(threads + " threads of " + rounds + " calls did not finish in "
                    + timeoutSeconds + " s");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for the threads", e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new AssertionError("a thread stopped outside its calls", e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return new Outcome(threads * rounds, wrong.get(), first.get());
    }
}
