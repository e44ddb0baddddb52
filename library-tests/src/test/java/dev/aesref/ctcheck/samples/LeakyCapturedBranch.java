package dev.aesref.ctcheck.samples;

import java.util.function.IntUnaryOperator;

/**
 * Leaky: a lambda that captures a secret primitive and branches on it inside its body. The
 * branch is in the lambda's own method, which receives the captured value as a parameter.
 */
public final class LeakyCapturedBranch {

    private LeakyCapturedBranch() {}

    public static IntUnaryOperator keyed(byte[] key) {
        int bit = key[0] & 1;
        return x -> {
            if (bit != 0) {
                return x + 1;
            }
            return x;
        };
    }
}
