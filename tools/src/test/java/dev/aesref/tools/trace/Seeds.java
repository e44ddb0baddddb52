package dev.aesref.tools.trace;

import java.util.SplittableRandom;

/**
 * The fixed seed of the trace tests' random cases, as in the library's tests: override it with
 * {@code -Daesref.seed=N}. Each test mixes in a salt of its own, so tests do not share streams.
 */
final class Seeds {

    /** The seed: {@code -Daesref.seed}, or the library tests' fixed default. */
    static final long SEED = Long.getLong("aesref.seed", 0x6165737265664D4FL);

    private Seeds() {}

    /** A generator for one test, from the seed and the test's own salt. */
    static SplittableRandom random(long salt) {
        return new SplittableRandom(SEED ^ salt);
    }

    /** {@code n} bytes from {@code rnd}. */
    static byte[] bytes(SplittableRandom rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }
}
