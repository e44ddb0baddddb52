package dev.aesref.tools.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class WelchTTest {

    @Test
    void matchesTheTextbookFormula() {
        // Class 0: 1, 2, 3, 4 (mean 2.5, variance 5/3); class 1: 2, 4, 6 (mean 4, variance 4).
        WelchT w = new WelchT();
        for (double x : new double[] {1, 2, 3, 4}) {
            w.add(0, x);
        }
        for (double x : new double[] {2, 4, 6}) {
            w.add(1, x);
        }
        assertEquals(4, w.count(0));
        assertEquals(3, w.count(1));
        assertEquals(2.5, w.mean(0), 1e-12);
        assertEquals(4.0, w.mean(1), 1e-12);
        assertEquals(5.0 / 3, w.variance(0), 1e-12);
        assertEquals(4.0, w.variance(1), 1e-12);
        double expected = (2.5 - 4) / Math.sqrt((5.0 / 3) / 4 + 4.0 / 3);
        assertEquals(expected, w.t(), 1e-12);
    }

    @Test
    void isZeroUntilBothClassesHaveTwoSamplesOrAnyVariance() {
        WelchT w = new WelchT();
        assertEquals(0, w.t());
        w.add(0, 1);
        w.add(0, 1);
        w.add(1, 5);
        assertEquals(0, w.t());
        assertEquals(0, w.variance(1));
        w.add(1, 5);
        assertEquals(0, w.t(), "both variances zero: no evidence either way");
        w.add(1, 8);
        // Class 1: 5, 5, 8 (mean 6, variance 3); class 0 has variance 0.
        assertEquals((1 - 6) / Math.sqrt(3.0 / 3), w.t(), 1e-12);
    }

    @Test
    void twoSamplesPerClassAreEnough() {
        // Class 0: 1, 3 (mean 2, variance ((1-2)^2 + (3-2)^2) / 1 = 2); class 1: 6, 10 (mean 8,
        // variance (4 + 4) / 1 = 8). t = (2 - 8) / sqrt(2/2 + 8/2) = -6 / sqrt(5).
        WelchT w = new WelchT();
        w.add(0, 1);
        w.add(0, 3);
        w.add(1, 6);
        assertEquals(0, w.t(), "class 1 has one sample");
        w.add(1, 10);
        assertEquals(2, w.variance(0), 1e-12);
        assertEquals(8, w.variance(1), 1e-12);
        assertEquals(-6 / Math.sqrt(5), w.t(), 1e-12);
    }

    @Test
    void oneSampleInClassZeroGivesNoT() {
        // Class 1 alone has a variance (0, 4: variance 8), but class 0 has one sample.
        WelchT w = new WelchT();
        w.add(0, 1);
        w.add(1, 0);
        w.add(1, 4);
        assertEquals(0, w.t());
        assertEquals(8, w.variance(1), 1e-12);
    }
}
