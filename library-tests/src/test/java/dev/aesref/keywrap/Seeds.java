package dev.aesref.keywrap;

import java.util.SplittableRandom;

/**
 * The fixed seed of the key-wrap property tests; {@code -Daesref.seed=N} explores other cases.
 */
final class Seeds {

    static final long SEED = Long.getLong("aesref.seed", 0x6165737265664B57L);

    private Seeds() {}

    static byte[] bytes(long seed, int n) {
        byte[] b = new byte[n];
        new SplittableRandom(seed).nextBytes(b);
        return b;
    }

    /** A 16-, 24- or 32-byte key chosen by {@code size} (0, 1, 2). */
    static byte[] key(long seed, int size) {
        return bytes(seed ^ 0x4B4559L, 16 + 8 * size);
    }
}
