package dev.aesref.ct;

/**
 * Branch-free comparisons and selections on secret data.
 *
 * <p>Masks are all-ones ({@code -1}) for true and zero for false. The idioms are the ones of
 * BearSSL's {@code inner.h} (EQ, NEQ, MUX) and Go's {@code crypto/subtle}.
 */
public final class ConstantTime {

    private ConstantTime() {}

    /** -1 if {@code x != 0}, else 0. */
    public static int nonZeroMask(int x) {
        return (x | -x) >> 31;
    }

    /** -1 if {@code a == b}, else 0. */
    public static int equalMask(int a, int b) {
        return ~nonZeroMask(a ^ b);
    }

    /** {@code mask == -1 ? a : b} for a mask that is 0 or -1. */
    public static int select(int mask, int a, int b) {
        return b ^ (mask & (a ^ b));
    }

    /** {@code mask == -1 ? a : b} for a mask that is 0 or -1, on 64-bit values. */
    public static long select(long mask, long a, long b) {
        return b ^ (mask & (a ^ b));
    }

    /** -1 if the unsigned value {@code a < b}, else 0 (both below 2^31). */
    public static int lessThanMask(int a, int b) {
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
        return nonZeroMask(diff) == 0;
    }
}
