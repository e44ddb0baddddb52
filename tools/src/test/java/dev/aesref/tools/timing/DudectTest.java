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
    }

    @Test
    void measureRunsEveryTargetAndReportsProgress() {
        List<Long> progress = new ArrayList<>();
        for (TimingTarget t : Targets.all()) {
            progress.clear();
            Dudect.Result r = Dudect.measure(t, 1000, 7, progress::add, 50);
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
        assertEquals(1, Dudect.measure(spin, 1000, 1, x -> { }, 50).inner());
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
}
