package dev.aesref.ctcheck.samples;

/** Leaky: square-and-multiply style, the work done depends on a key bit. */
public final class LeakyKeyBitBranch {

    private LeakyKeyBitBranch() {}

    public static long mix(byte[] key, long x) {
        long acc = 0;
        for (int i = 0; i < 8; i++) {
            if (((key[0] >>> i) & 1) != 0) {
                acc ^= x << i;
            }
        }
        return acc;
    }
}
