package dev.aesref.ctcheck.samples;

import dev.aesref.internal.ct.Secret;

/** Clean: a helper whose result is secret exactly when its argument is. */
final class LowBit {

    private LowBit() {}

    static int of(@Secret int x) {
        return x & 1;
    }
}
