package dev.aesref;

/**
 * The one aliasing rule that engines and modes share. Code that walks its input forward, reading
 * each block (or byte) before writing the matching output, is safe when output and input are
 * different arrays, the same range (in place), or when the output starts before the input. It is
 * not safe when the output starts inside the input range after the input offset: writing output
 * block j would overwrite input block j + 1 before it is read. Only then must the input be copied
 * (or the walk run backwards).
 *
 * <p>Offsets and lengths are public, so branching on them is allowed.
 */
public final class Overlap {

    private Overlap() {}

    /** True when writing {@code out[outOff ..]} forward would overwrite unread input. */
    public static boolean outputRunsAhead(byte[] in, int inOff, byte[] out, int outOff, int len) {
        return in == out && outOff > inOff && outOff < inOff + len;
    }

    /** True when the two ranges share at least one byte of the same array. */
    public static boolean anyOverlap(byte[] in, int inOff, byte[] out, int outOff, int len) {
        // With len == 0 the two comparisons contradict each other, so empty ranges never overlap.
        return in == out && outOff < inOff + len && inOff < outOff + len;
    }
}
