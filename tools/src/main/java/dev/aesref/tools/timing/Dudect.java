package dev.aesref.tools.timing;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * The measurement procedure of dudect (Reparaz, Balasch and Verbauwhede, "Dude, is my code
 * constant time?", DATE 2017, section II): warm the target up until the JIT has compiled it with
 * C2, then take {@code samples} timings with the class of each (fixed or random input) drawn at
 * random, so that drift in the machine's speed hits both classes alike; discard the first tenth;
 * and run Welch's t-test on the whole set and on sets cropped at 100 upper percentiles
 * (section II.C: cropping removes the long upper tail that interrupts and garbage collection
 * add, which would otherwise drown a small difference). The result is the largest |t|.
 *
 * <p>One measurement runs the target {@code inner} times on the same input, with {@code inner}
 * the fewest calls that span {@link #TICKS_PER_MEASUREMENT} ticks of {@code System.nanoTime}
 * ({@link #timerResolution}): one call for every target here. Before each one, untimed, {@link CacheEviction} empties the level-1 data cache, so
 * that a measurement starts cold and a data-dependent memory access pattern shows in its time.
 */
public final class Dudect {

    /** dudect's threshold: |t| above it rejects "the two classes have the same timing". */
    public static final double THRESHOLD = 4.5;

    /** The number of percentile crops, as in dudect. */
    static final int CROPS = 100;

    /**
     * The outcome for one target.
     *
     * @param samples measurements kept (after the warm-up tenth is discarded)
     * @param maxAbsT the largest |t| over the uncropped set and every crop
     * @param crop which set gave it: {@code -1} for the uncropped set, else the crop index
     * @param inner how many runs one measurement covers
     */
    public record Result(String target, boolean leakyControl, long samples, double maxAbsT, int crop,
                         int inner, double meanNanos0, double meanNanos1) {

        /** {@code ok}, {@code LEAK}, or for controls whether they leaked as they should. */
        public String verdict() {
            if (leakyControl) {
                return maxAbsT > 10 ? "leaks (control, as it must)"
                        : "DID NOT LEAK: the harness is not sensitive enough here";
            }
            return maxAbsT < THRESHOLD ? "ok" : "LEAK";
        }
    }

    private Dudect() {}

    /** The fewest measurements a run may take: below it the percentile crops are too thin. */
    public static final int MIN_SAMPLES = 1000;

    /**
     * Measures {@code target}; {@code progress} receives the number of samples taken so far, every
     * 5 % of the run.
     */
    public static Result measure(TimingTarget target, int samples, long seed, LongConsumer progress) {
        return measure(target, samples, seed, progress, WARM_UP_RUNS, System::nanoTime);
    }

    /**
     * C2 compiles a method after about 10,000 invocations plus loop back-edges: the default warm-up
     * runs well past it.
     */
    static final int WARM_UP_RUNS = 30_000;

    /**
     * {@link #measure(TimingTarget, int, long, LongConsumer)} with a given warm-up and clock (for
     * tests: a fake clock makes every measurement known in advance).
     */
    static Result measure(TimingTarget target, int samples, long seed, LongConsumer progress, int warmUpRuns,
                          LongSupplier clock) {
        if (samples < MIN_SAMPLES) {
            throw new IllegalArgumentException("samples must be >= " + MIN_SAMPLES + ", got " + samples);
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        long sink = warmUp(target, rnd, warmUpRuns);
        int inner = calibrate(target, rnd, clock);
        long[] times = new long[samples];
        int[] classes = new int[samples];
        int step = Math.max(1, samples / 20);
        for (int i = 0; i < samples; i++) {
            int cls = rnd.nextInt(2);
            target.prepare(cls, rnd);
            sink += CacheEviction.evict();
            long t0 = clock.getAsLong();
            for (int k = 0; k < inner; k++) {
                sink += target.run();
            }
            long t1 = clock.getAsLong();
            times[i] = t1 - t0;
            classes[i] = cls;
            if ((i + 1) % step == 0) {
                progress.accept(i + 1);
            }
        }
        Blackhole.consume(sink);
        int first = samples / 10;
        long[] kept = Arrays.copyOfRange(times, first, samples);
        int[] keptClasses = Arrays.copyOfRange(classes, first, samples);
        return analyse(target, kept, keptClasses, inner);
    }

    /** The t-tests on measurements already taken (public for the unit tests of the statistics). */
    static Result analyse(TimingTarget target, long[] times, int[] classes, int inner) {
        long[] sorted = times.clone();
        Arrays.sort(sorted);
        WelchT[] tests = new WelchT[CROPS + 1];
        long[] limit = new long[CROPS + 1];
        limit[0] = Long.MAX_VALUE;
        for (int c = 0; c < CROPS; c++) {
            // dudect's percentiles: 1 - 0.5^(10 (c + 1) / CROPS), from about 7 % to 99.9 %.
            double p = 1 - Math.pow(0.5, 10.0 * (c + 1) / CROPS);
            // p < 1, so the index is below the length.
            limit[c + 1] = sorted[(int) (p * sorted.length)];
        }
        for (int c = 0; c <= CROPS; c++) {
            tests[c] = new WelchT();
        }
        for (int i = 0; i < times.length; i++) {
            for (int c = 0; c <= CROPS; c++) {
                if (times[i] < limit[c]) {
                    tests[c].add(classes[i], times[i]);
                }
            }
        }
        double best = -1;
        int bestCrop = -1;
        for (int c = 0; c <= CROPS; c++) {
            double t = Math.abs(tests[c].t());
            if (t > best) {
                best = t;
                bestCrop = c - 1;
            }
        }
        return new Result(target.name(), target.leakyControl(), times.length, best, bestCrop, inner,
                tests[0].mean(0) / inner, tests[0].mean(1) / inner);
    }

    private static long warmUp(TimingTarget target, SplittableRandom rnd, int runs) {
        long sink = 0;
        for (int i = 0; i < runs; i++) {
            target.prepare(i & 1, rnd);
            sink += target.run();
        }
        return sink;
    }

    /** The number of runs per measurement: {@link #innerFor} of the median of 201 timed calls. */
    static int calibrate(TimingTarget target, SplittableRandom rnd, LongSupplier clock) {
        long[] t = new long[201];
        for (int i = 0; i < t.length; i++) {
            target.prepare(i & 1, rnd);
            Blackhole.consume(CacheEviction.evict());
            long t0 = clock.getAsLong();
            Blackhole.consume(target.run());
            t[i] = clock.getAsLong() - t0;
        }
        Arrays.sort(t);
        return innerFor(t[t.length / 2], timerResolution(clock));
    }

    /** The fewest calls of {@code medianCall} ns that span {@link #TICKS_PER_MEASUREMENT} ticks, 1 to 64. */
    static int innerFor(long medianCall, long tick) {
        long median = Math.max(1, medianCall);
        long span = TICKS_PER_MEASUREMENT * tick;
        return (int) Math.max(1, Math.min(64, (span + median - 1) / median));
    }

    /** The size of the buffer read to empty the level-1 data cache before each measurement. */
    public static int evictionBytes() {
        return CacheEviction.BYTES;
    }

    /**
     * A measurement spans at least this many timer ticks. More than that only dilutes: after the
     * eviction, the first call of a measurement runs cold and the repeats run warm, so a
     * cache-timing difference is divided by {@code inner}.
     */
    static final int TICKS_PER_MEASUREMENT = 4;

    /**
     * The median of 1,001 differences between back-to-back {@code System.nanoTime} calls: its
     * granularity plus its cost. With Linux's {@code tsc} clock source this is some tens of
     * nanoseconds, far below the cost of one AES call.
     */
    public static long timerResolution() {
        return timerResolution(System::nanoTime);
    }

    /** {@link #timerResolution()} of {@code clock}. */
    static long timerResolution(LongSupplier clock) {
        long[] d = new long[1001];
        for (int i = 0; i < d.length; i++) {
            long t0 = clock.getAsLong();
            long t1 = clock.getAsLong();
            while (t1 == t0) {
                t1 = clock.getAsLong();
            }
            d[i] = t1 - t0;
        }
        Arrays.sort(d);
        return d[d.length / 2];
    }

    /** Keeps results alive so that the JIT cannot remove the measured work. */
    static final class Blackhole {
        static volatile long sink;

        private Blackhole() {}

        static void consume(long v) {
            sink ^= v;
        }
    }
}
