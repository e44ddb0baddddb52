package dev.aesref.vpaes;

import java.util.SplittableRandom;

/** Fixed seeds for the random tests, overridable with -Daesref.seed=N. */
final class Seeds {

    private Seeds() {}

    static long seed(long salt) {
        return Long.getLong("aesref.seed", 0x7661657320_2009L) ^ salt;
    }

    static SplittableRandom random(long salt) {
        return new SplittableRandom(seed(salt));
    }

    static byte[] bytes(SplittableRandom rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }
}
