package dev.aesref.keywrap;


/**
 * The fixed seed of the key-wrap property tests; {@code -Daesref.seed=N} explores other cases.
 */
final class Seeds {

    static final long SEED = Long.getLong("aesref.seed", 0x6165737265664B57L);

    private Seeds() {}

    /** {@code n} bytes from {@code seed} ({@link dev.aesref.harness.Seeds#bytes(long, int)}). */
    static byte[] bytes(long seed, int n) {
        return dev.aesref.harness.Seeds.bytes(seed, n);
    }

    /** A 16-, 24- or 32-byte key chosen by {@code size} (0, 1, 2). */
    static byte[] key(long seed, int size) {
        return dev.aesref.harness.Seeds.key(seed, size);
    }
}
