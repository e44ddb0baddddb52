package dev.aesref.nohw;

import java.util.SplittableRandom;

/** The fixed seed of the randomised tests, overridable with {@code -Daesref.seed=N}. */
final class Seeds {

    private Seeds() {}

    static final long SEED = Long.getLong("aesref.seed", 0x6E6F6877L);

    static SplittableRandom random(long salt) {
        return new SplittableRandom(SEED ^ salt);
    }

    static byte[] bytes(SplittableRandom r, int n) {
        byte[] b = new byte[n];
        r.nextBytes(b);
        return b;
    }
}
