package dev.aesref.tools.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import dev.aesref.mode.Cbc;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import javax.crypto.BadPaddingException;
import org.junit.jupiter.api.Test;

/** The statistics and the targets, without timing anything that matters (fast, deterministic). */
class DudectTest {

    private static final TimingTarget NAMED = new TimingTarget() {
        @Override
        public String name() {
            return "synthetic";
        }

        @Override
        public void prepare(int cls, SplittableRandom rnd) {}

        @Override
        public long run() {
            return 0;
        }
    };

    /** Synthetic timings: class 1 is {@code shift} slower, plus noise and rare huge outliers. */
    private static Dudect.Result synthetic(double shift, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int n = 20_000;
        long[] times = new long[n];
        int[] classes = new int[n];
        for (int i = 0; i < n; i++) {
            classes[i] = rnd.nextInt(2);
            double t = 1000 + 50 * rnd.nextGaussian() + classes[i] * shift;
            if (rnd.nextInt(100) == 0) {
                t += 1_000_000; // an interrupt
            }
            times[i] = (long) t;
        }
        return Dudect.analyse(NAMED, times, classes, 1);
    }

    @Test
    void sameDistributionStaysBelowTheThreshold() {
        Dudect.Result r = synthetic(0, 1);
        assertTrue(r.maxAbsT() < Dudect.THRESHOLD, "|t| = " + r.maxAbsT());
        assertEquals("ok", r.verdict());
        assertEquals(20_000, r.samples());
    }

    @Test
    void aSmallShiftUnderHeavyOutliersIsFoundByCropping() {
        Dudect.Result r = synthetic(10, 2);
        assertTrue(r.maxAbsT() > 10, "|t| = " + r.maxAbsT());
        assertTrue(r.crop() >= 0, "the uncropped test drowns in the outliers; a crop must find it");
        assertEquals("LEAK", r.verdict());
    }

    @Test
    void controlVerdicts() {
        assertEquals("leaks (control, as it must)",
                new Dudect.Result("c", true, 1, 11, 0, 1, 0, 0).verdict());
        assertTrue(new Dudect.Result("c", true, 1, 9, 0, 1, 0, 0).verdict().startsWith("DID NOT LEAK"));
        assertEquals("LEAK", new Dudect.Result("t", false, 1, 4.5, 0, 1, 0, 0).verdict());
        assertEquals("ok", new Dudect.Result("t", false, 1, 4.49, 0, 1, 0, 0).verdict());
        assertTrue(new Dudect.Result("c", true, 1, 10, 0, 1, 0, 0).verdict().startsWith("DID NOT LEAK"),
                "a control must show |t| above 10, not 10 itself");
    }

    @Test
    void measureRunsEveryTargetAndReportsProgress() {
        List<Long> progress = new ArrayList<>();
        for (TimingTarget t : Targets.all()) {
            progress.clear();
            Dudect.Result r = Dudect.measure(t, 1000, 7, progress::add, 50, System::nanoTime);
            assertEquals(900, r.samples(), t.name());
            assertEquals(t.leakyControl(), r.leakyControl());
            assertEquals(20, progress.size(), t.name());
            assertEquals(1000L, progress.get(progress.size() - 1));
            assertTrue(r.inner() >= 1 && r.inner() <= 64);
        }
        assertThrows(IllegalArgumentException.class, () -> Dudect.measure(NAMED, 999, 1, x -> { }));
        assertEquals(900, Dudect.measure(NAMED, 1000, 1, x -> { }).samples());
    }

    /** A measurement spans at least four timer ticks: a call that costs less is repeated. */
    @Test
    void aCallCheaperThanFourTicksIsRepeated() {
        long tick = Dudect.timerResolution();
        assertTrue(tick > 0 && tick < 1_000_000, "nanoTime tick " + tick + " ns");
        assertEquals(8, Dudect.innerFor(25, 50));   // 200 ns of 25 ns calls
        assertEquals(3, Dudect.innerFor(70, 50));   // 200 / 70, rounded up
        assertEquals(1, Dudect.innerFor(200, 50));
        assertEquals(1, Dudect.innerFor(45_000, 50));
        assertEquals(64, Dudect.innerFor(0, 50));   // at most 64, and a 0 ns median is taken as 1
    }

    /** ... and a call that costs more runs once per measurement, so that it starts cold. */
    @Test
    void aCallDearerThanFourTicksRunsOnce() {
        TimingTarget spin = new TimingTarget() {
            @Override
            public String name() {
                return "spin";
            }

            @Override
            public void prepare(int cls, SplittableRandom rnd) {}

            @Override
            public long run() {
                long t0 = System.nanoTime();
                long t;
                do {
                    t = System.nanoTime();
                } while (t - t0 < 20_000);
                return t;
            }
        };
        assertEquals(1, Dudect.measure(spin, 1000, 1, x -> { }, 50, System::nanoTime).inner());
    }

    /** The T-table control's fixed class is its own key, so the first AddRoundKey gives zero. */
    @Test
    void tableAesControlFixedClassIsItsKey() throws Exception {
        byte[] key = new byte[16];
        new SplittableRandom(3).nextBytes(key);
        javax.crypto.Cipher jdk = javax.crypto.Cipher.getInstance("AES/ECB/NoPadding");
        jdk.init(javax.crypto.Cipher.ENCRYPT_MODE, new javax.crypto.spec.SecretKeySpec(key, "AES"));
        byte[] expected = jdk.doFinal(key);
        TimingTarget t = Targets.byName("control/table-aes");
        SplittableRandom rnd = new SplittableRandom(5);
        t.prepare(0, rnd);
        assertEquals(expected[0], t.run());
        int differs = 0;
        for (int i = 0; i < 8; i++) {
            t.prepare(1, rnd);
            differs += t.run() != expected[0] ? 1 : 0;
        }
        assertTrue(differs >= 6, "class 1 encrypts random blocks");
    }

    @Test
    void targetsAreFoundByName() {
        assertEquals("nohw/encrypt", Targets.byName("nohw/encrypt").name());
        assertThrows(java.util.NoSuchElementException.class, () -> Targets.byName("nope"));
        // Per engine encrypt and expand-key; on nohw 5 mode targets of issue 12 and 9 of issue 25;
        // 3 controls of issue 12 and the 9 leaking controls of issue 25's targets.
        assertEquals(2 * Engines.all().size() + 5 + 9 + 3 + 9, Targets.all().size());
    }

    /** Both classes of the unpadding target have bad padding: the verdict is the same for both. */
    @Test
    void unpaddingInputsAllFail() {
        ExpandedKey key = Engines.byName("nohw").expandKey(new byte[16]);
        byte[] iv = new byte[16];
        SplittableRandom rnd = new SplittableRandom(3);
        for (int i = 0; i < 300; i++) {
            int pad = rnd.nextInt(17);
            byte[] ct = Targets.badPadding(key, iv, pad, pad <= 1 ? 0 : rnd.nextInt(pad - 1) + 1);
            assertThrows(BadPaddingException.class, () -> Cbc.decryptPkcs7(key, iv, ct));
        }
        assertThrows(BadPaddingException.class, () -> Cbc.decryptPkcs7(key, iv, Targets.badPadding(key, iv, 16, 15)));
        TimingTarget t = Targets.byName("cbc/pkcs7-unpad");
        for (int cls = 0; cls < 2; cls++) {
            t.prepare(cls, rnd);
            assertEquals(-1, t.run());
        }
    }

    /** The T-table control is a real AES: FIPS-197 Appendix C.1. */
    @Test
    void tableAesControlIsAes() {
        java.util.HexFormat hex = java.util.HexFormat.of();
        TableAesControl aes = new TableAesControl(hex.parseHex("000102030405060708090a0b0c0d0e0f"));
        byte[] out = new byte[16];
        aes.encrypt(hex.parseHex("00112233445566778899aabbccddeeff"), out);
        assertEquals("69c4e0d86a7b0430d8cdb78070b4c55a", hex.formatHex(out));
    }

    /** The same-work control computes the same thing whatever input its classes prepare. */
    @Test
    void sameWorkControlIgnoresItsInput() {
        TimingTarget t = Targets.byName("control/same-work");
        assertEquals(false, t.leakyControl(), "it must not leak: it is held to |t| < 4.5 like a target");
        SplittableRandom rnd = new SplittableRandom(2);
        t.prepare(0, rnd);
        long first = t.run();
        for (int i = 0; i < 20; i++) {
            t.prepare(i & 1, rnd);
            assertEquals(first, t.run());
        }
    }

    @Test
    void earlyExitControlStopsAtTheFirstDifference() {
        TimingTarget t = Targets.byName("control/early-exit-compare");
        t.prepare(0, new SplittableRandom(1));
        assertEquals(63, t.run());
    }

    /**
     * Measurements made by hand: {@code counts} pairs of (value, how many), class 0 then class 1,
     * in an order shuffled with a fixed seed (the analysis must not depend on the order).
     */
    private static Dudect.Result handMade(long[][] class0, long[][] class1, int inner) {
        List<long[]> all = new ArrayList<>();
        for (int cls = 0; cls < 2; cls++) {
            for (long[] vk : cls == 0 ? class0 : class1) {
                for (int k = 0; k < vk[1]; k++) {
                    all.add(new long[] {vk[0], cls});
                }
            }
        }
        java.util.Collections.shuffle(all, new java.util.Random(1));
        long[] times = new long[all.size()];
        int[] classes = new int[all.size()];
        for (int i = 0; i < times.length; i++) {
            times[i] = all.get(i)[0];
            classes[i] = (int) all.get(i)[1];
        }
        return Dudect.analyse(NAMED, times, classes, inner);
    }

    /**
     * A difference that only the last crop (the 99.9th percentile) shows. 1,000 measurements:
     * class 0 is 250 x 0, 249 x 2 and one outlier of 1,000,000; class 1 is 200 x 0, 200 x 2 and
     * 100 x 5. Sorted: 0 at indices 0-449, 2 at 450-898, 5 at 899-998, the outlier at 999.
     * Crop c keeps the times below sorted[floor(1000 p)], p = 1 - 0.5^((c + 1) / 10): crops whose
     * index is up to 449 keep nothing, up to 898 only zeros (t = 0), up to 998 the 0s and 2s
     * (class 0 mean 498/499, class 1 mean 1: |t| small); only crop 99 (p = 1 - 2^-10, index 999)
     * keeps the 5s and drops the outlier alone. Its t, by hand:
     * m0 = 498/499, s0^2 = (249 * 4 - 498^2 / 499) / 498; m1 = 900/500 = 1.8,
     * s1^2 = (200 * 4 + 100 * 25 - 500 * 1.8^2) / 499 = 1680/499;
     * t = (m0 - m1) / sqrt(s0^2 / 499 + s1^2 / 500) = -8.578 (the uncropped set, with the
     * outlier, gives about 1).
     */
    @Test
    void onlyTheLastCropSeesAnUpperTailDifference() {
        Dudect.Result r = handMade(new long[][] {{0, 250}, {2, 249}, {1_000_000, 1}},
                new long[][] {{0, 200}, {2, 200}, {5, 100}}, 1);
        double m0 = 498.0 / 499;
        double v0 = (249 * 4 - 498.0 * 498 / 499) / 498;
        double v1 = 1680.0 / 499;
        double t = (m0 - 1.8) / Math.sqrt(v0 / 499 + v1 / 500);
        assertEquals(8.577955, -t, 1e-6);
        assertEquals(-t, r.maxAbsT(), 1e-9);
        assertEquals(99, r.crop(), "the last of the 100 crops");
        assertEquals(1000, r.samples());
    }

    /**
     * Crops that tie give the first of them. Class 0: 200 x 0, 200 x 1, 100 x 1000; class 1:
     * 200 x 1, 200 x 2, 100 x 1000. Sorted: 0 at 0-199, 1 at 200-599, 2 at 600-799, 1000 at
     * 800-999. Every crop whose index is 800 or more keeps the 0s, 1s and 2s and no 1000: class 0
     * {0, 1} and class 1 {1, 2}, each 400 values with mean 0.5 or 1.5 and s^2 = 100/399, so
     * t = -1 / sqrt(2 * (100/399) / 400) = -sqrt(798). The first such crop is the first with
     * p >= 0.8: (c + 1) / 10 >= log2(5) = 2.32, c = 23 (p = 1 - 0.5^2.4 = 0.8105; crop 22 has
     * p = 0.7969, index 796, limit 2). Crops with limit 2 give |t| = 20, the uncropped set less.
     * The means per run (inner = 4) are of the uncropped set: (200 + 100,000) / 500 / 4 = 50.1 and
     * (200 + 400 + 100,000) / 500 / 4 = 50.3.
     */
    @Test
    void tiedCropsGiveTheFirstAndMeansArePerRun() {
        Dudect.Result r = handMade(new long[][] {{0, 200}, {1, 200}, {1000, 100}},
                new long[][] {{1, 200}, {2, 200}, {1000, 100}}, 4);
        assertEquals(Math.sqrt(798), r.maxAbsT(), 1e-9);
        assertEquals(23, r.crop());
        assertEquals(4, r.inner());
        assertEquals(50.1, r.meanNanos0(), 1e-9);
        assertEquals(50.3, r.meanNanos1(), 1e-9);
    }

    /** A clock that moves by 1 ns on every read, and by whatever a fake target adds. */
    private static final class FakeClock implements java.util.function.LongSupplier {
        long now = 1_000_000;

        @Override
        public long getAsLong() {
            return now++;
        }
    }

    /**
     * A target that costs {@code cost0} fake ns on class 0 and {@code cost1} plus 0 or 1 on
     * class 1, records the class of every prepare, counts its runs and returns 3.
     */
    private static final class FakeTarget implements TimingTarget {
        final FakeClock clock;
        final List<Integer> prepared = new ArrayList<>();
        int runs;
        long cost;

        FakeTarget(FakeClock clock) {
            this.clock = clock;
        }

        @Override
        public String name() {
            return "fake";
        }

        @Override
        public void prepare(int cls, SplittableRandom rnd) {
            prepared.add(cls);
            cost = cls == 0 ? 1 : 2 + rnd.nextInt(2);
        }

        @Override
        public long run() {
            runs++;
            clock.now += cost;
            return 3;
        }
    }

    /**
     * With a fake clock every step of a measurement is known. The tick is 1 ns (two reads differ
     * by 1). Calibration: 201 calls alternating class 0 (1 ns, 101 of them) and class 1, each
     * timed as its cost + 1 ns of clock reads; the median is 2 ns, and 4 ticks = 4 ns need
     * inner = 2 calls. A class-0 measurement is then 2 x 1 ns + 1 ns = 3 ns, 1.5 ns per run.
     */
    @Test
    void aFakeClockGivesKnownMeasurements() {
        FakeClock clock = new FakeClock();
        FakeTarget t = new FakeTarget(clock);
        int warmUp = 50;
        int samples = 1000;
        Dudect.Blackhole.sink = 0;
        Dudect.Result r = Dudect.measure(t, samples, 9, x -> { }, warmUp, clock);
        assertEquals(2, r.inner());
        assertEquals(900, r.samples());
        assertEquals(1.5, r.meanNanos0(), 1e-12, "(2 runs of 1 ns + 1 ns of reading the clock) / 2");
        assertTrue(r.meanNanos1() >= 2.5 && r.meanNanos1() <= 3.5, "class 1: (2 x 2..3 + 1) / 2");
        assertTrue(r.maxAbsT() > 10, "class 1 is slower in every measurement: |t| = " + r.maxAbsT());
        assertEquals(warmUp + 201 + samples, t.prepared.size(), "one prepare per run of the warm-up and calibration, one per measurement");
        assertEquals(warmUp + 201 + samples * 2, t.runs);
        for (int i = 0; i < warmUp + 201; i++) {
            assertEquals(i < warmUp ? i & 1 : (i - warmUp) & 1, t.prepared.get(i), "warm-up and calibration alternate the classes");
        }
        long ones = t.prepared.subList(warmUp + 201, t.prepared.size()).stream().filter(c -> c == 1).count();
        assertTrue(ones > 400 && ones < 600, "the measured classes are drawn at random: " + ones);
        // Everything run is kept alive: calibration consumes 201 evictions (1,024 lines read each)
        // and 201 results of 3, xor-ed (an odd count of each leaves one); the warm-up's and the
        // measurements' sums go in at the end: 50 x 3 + 1000 x 1024 + 2000 x 3.
        long lines = CacheEviction.BYTES / 64;
        assertEquals(1024, lines);
        assertEquals(lines ^ 3 ^ (warmUp * 3 + samples * lines + samples * 2 * 3), Dudect.Blackhole.sink);
    }

    @Test
    void evictionReadsEveryLine() {
        assertEquals(64 * 1024, Dudect.evictionBytes());
        assertEquals(1024, CacheEviction.evict(), "one read of each 64-byte line of 64 KiB");
    }

    /** The median call decides the runs per measurement: sorted, not the 101st call made. */
    @Test
    void calibrationTakesTheMedianCall() {
        FakeClock clock = new FakeClock();
        TimingTarget oneSlowCall = new TimingTarget() {
            int calls;

            @Override
            public String name() {
                return "one slow call";
            }

            @Override
            public void prepare(int cls, SplittableRandom rnd) {}

            @Override
            public long run() {
                if (calls++ == 100) {
                    clock.now += 99;
                }
                return 0;
            }
        };
        // Calls take 1 ns (the clock read) but the 101st takes 100 ns: the median is 1 ns, so
        // 4 ticks of 1 ns need 4 calls. The 101st alone would give 1.
        assertEquals(4, Dudect.calibrate(oneSlowCall, new SplittableRandom(1), clock));
    }

    /** The tick is the median gap between two different readings of the clock. */
    @Test
    void timerResolutionWaitsForTheClockToMove() {
        // Every value read twice, stepping by 7: 0, 0, 7, 7, 14, ... Two reads that agree are
        // followed by a third, so every gap is 7; taken as they come, every gap would be 0.
        long[] reads = {0};
        assertEquals(7, Dudect.timerResolution(() -> 7 * (reads[0]++ / 2)));
        // Gaps 1 + (2 i mod 1001) for the 1,001 pairs, a permutation of 1 .. 1001 (2 is prime to
        // 1001): the median is 501; the 501st gap measured (i = 500) is 1 + 1000 = 1001.
        long[] now = {0};
        long[] pair = {0};
        java.util.function.LongSupplier permuted = () -> {
            long v = now[0];
            if (pair[0] % 2 == 0) {
                now[0] += 1 + (2 * (pair[0] / 2)) % 1001;
            }
            pair[0]++;
            return v;
        };
        assertEquals(501, Dudect.timerResolution(permuted));
    }
}
