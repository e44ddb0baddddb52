package dev.aesref.ctcheck.samples;

/**
 * Leaky: a {@code void} helper that verifies a tag or throws, with an early exit: no result
 * carries the secret, the exit does.
 */
public final class LeakyVerifyOrThrow {

    private LeakyVerifyOrThrow() {}

    public static void verify(byte[] tag, byte[] expected) {
        for (int i = 0; i < tag.length; i++) {
            if (tag[i] != expected[i]) {
                throw new SecurityException("tag mismatch");
            }
        }
    }
}
