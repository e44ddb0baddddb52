package dev.aesref.internal.ct;

/**
 * Branch-free comparisons and selections on secret data.
 *
 * <p>Masks are all-ones ({@code -1}) for true and zero for false. The idioms are the ones of
 * BearSSL's {@code inner.h} (EQ, NEQ, MUX) and Go's {@code crypto/subtle}.
 */
public final class ConstantTime {

    private ConstantTime() {}

    /** -1 if {@code x != 0}, else 0. */
    public static int nonZeroMask(@Secret int x) {
        return (x | -x) >> 31;
    }

    /** -1 if {@code a == b}, else 0. */
    public static int equalMask(@Secret int a, @Secret int b) {
        return ~nonZeroMask(a ^ b);
    }

    /** {@code mask == -1 ? a : b} for a mask that is 0 or -1. */
    public static int select(@Secret int mask, @Secret int a, @Secret int b) {
        return b ^ (mask & (a ^ b));
    }

    /** {@code mask == -1 ? a : b} for a mask that is 0 or -1, on 64-bit values. */
    public static long select(@Secret long mask, @Secret long a, @Secret long b) {
        return b ^ (mask & (a ^ b));
    }

    /** -1 if the unsigned value {@code a < b}, else 0 (both below 2^31). */
    public static int lessThanMask(@Secret int a, @Secret int b) {
        return (a - b) >> 31;
    }

    /**
     * Compares two ranges of equal, public length in time that depends only on the length.
     * Returns true when all bytes are equal.
     */
    public static boolean equal(byte[] a, int aOff, byte[] b, int bOff, int len) {
        int diff = 0;
        for (int i = 0; i < len; i++) {
            diff |= a[aOff + i] ^ b[bOff + i];
        }
        return declassify(nonZeroMask(diff), "the verdict of a comparison is public once computed") == 0;
    }

    /**
     * Declares a secret value public: the one, greppable, place where secret data may start to
     * drive a branch, an index or a loop. The value is returned unchanged; the constant-time checker
     * treats the result as public. {@code reason} says why publishing it leaks nothing that the
     * protocol does not publish anyway (for example, the verdict of a tag check).
     */
    public static int declassify(@Secret int value, String reason) {
        return value;
    }

    /** {@link #declassify(int, String)} for a {@code long}. */
    public static long declassify(@Secret long value, String reason) {
        return value;
    }
}
