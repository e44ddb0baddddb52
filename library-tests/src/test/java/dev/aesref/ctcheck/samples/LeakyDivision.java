package dev.aesref.ctcheck.samples;

/** Leaky: an integer division whose dividend is secret (its latency varies on many CPUs). */
public final class LeakyDivision {

    private LeakyDivision() {}

    public static int digit(int[] numerals, int radix) {
        return numerals[0] / radix;
    }
}
