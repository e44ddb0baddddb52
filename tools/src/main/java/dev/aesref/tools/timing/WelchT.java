package dev.aesref.tools.timing;

/**
 * Welch's t-statistic between two classes of measurements, accumulated online (Welford's method
 * for the mean and the sum of squared deviations, so that millions of samples lose no
 * precision): {@code t = (m0 - m1) / sqrt(s0^2 / n0 + s1^2 / n1)}.
 *
 * <p>This is the test of Reparaz, Balasch and Verbauwhede, "Dude, is my code constant time?"
 * (DATE 2017), section II.B: if the timing distributions of a fixed-input class and a random-input
 * class differ, |t| grows with the number of samples; |t| above 4.5 rejects "same distribution"
 * with high confidence.
 */
public final class WelchT {

    private final long[] n = new long[2];
    private final double[] mean = new double[2];
    private final double[] m2 = new double[2];

    /** Adds one measurement {@code x} of class {@code cls} (0 or 1). */
    public void add(int cls, double x) {
        n[cls]++;
        double delta = x - mean[cls];
        mean[cls] += delta / n[cls];
        m2[cls] += delta * (x - mean[cls]);
    }

    /** The number of measurements of class {@code cls}. */
    public long count(int cls) {
        return n[cls];
    }

    /** The mean of class {@code cls}. */
    public double mean(int cls) {
        return mean[cls];
    }

    /** The sample variance of class {@code cls} (0 with fewer than two samples). */
    public double variance(int cls) {
        return n[cls] < 2 ? 0 : m2[cls] / (n[cls] - 1);
    }

    /** Welch's t, or 0 while a class has fewer than two samples or both variances are zero. */
    public double t() {
        if (n[0] < 2 || n[1] < 2) {
            return 0;
        }
        double se = Math.sqrt(variance(0) / n[0] + variance(1) / n[1]);
        return se == 0 ? 0 : (mean[0] - mean[1]) / se;
    }
}
