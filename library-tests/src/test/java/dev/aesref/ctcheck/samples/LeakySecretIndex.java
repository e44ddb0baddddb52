package dev.aesref.ctcheck.samples;

import dev.aesref.internal.ct.Secret;

/** Leaky: a store into an array at an index computed from a secret parameter. */
public final class LeakySecretIndex {

    private LeakySecretIndex() {}

    public static void histogram(int[] counts, @Secret int value) {
        counts[value & 15]++;
    }
}
