package dev.aesref.mode;

import java.util.Arrays;

/**
 * The one aliasing rule the modes share. The modes walk their input forward, reading each block
 * (or byte) before writing the matching output. That is safe when output and input are different
 * arrays, the same range (in place), or when the output starts before the input. It is not safe
 * when the output starts inside the input range after the input offset: writing output block j
 * would overwrite input block j + 1 before it is read. Only then is the input copied.
 *
 * <p>Offsets and lengths are public, so branching on them is allowed.
 */
final class Overlap {

    private Overlap() {}

    /** {@link dev.aesref.Overlap#outputRunsAhead}. */
    static boolean outputRunsAhead(byte[] in, int inOff, byte[] out, int outOff, int len) {
        return dev.aesref.Overlap.outputRunsAhead(in, inOff, out, outOff, len);
    }

    /** {@link dev.aesref.Overlap#anyOverlap}. */
    static boolean anyOverlap(byte[] in, int inOff, byte[] out, int outOff, int len) {
        return dev.aesref.Overlap.anyOverlap(in, inOff, out, outOff, len);
    }

    /** A private copy of {@code in[inOff .. inOff + len)}, starting at index 0. */
    static byte[] copyOf(byte[] in, int inOff, int len) {
        return Arrays.copyOfRange(in, inOff, inOff + len);
    }
}
