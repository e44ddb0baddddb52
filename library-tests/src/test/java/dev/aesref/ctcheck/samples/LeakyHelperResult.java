package dev.aesref.ctcheck.samples;

/**
 * Leaky: a branch on what a helper returns for a secret argument. The helper is clean, and the
 * same helper given public arguments is clean too ({@link CleanPublicHelperCall}); the result
 * is secret here because its argument is.
 */
public final class LeakyHelperResult {

    private LeakyHelperResult() {}

    public static int lowBitSet(byte[] key) {
        if (LowBit.of(key[0]) != 0) {
            return 1;
        }
        return 0;
    }
}
