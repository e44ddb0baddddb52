package dev.aesref.jca;

import java.util.Arrays;

/**
 * Bytes an AEAD cipher holds for one message (its AAD, or its data): in an array it owns, grown
 * by copying with the old array zeroed, and zeroed by {@link #clear}. Bounded by one Java array,
 * {@link #MAX_BYTES}.
 */
final class AeadBuffer {

    /** The most bytes one buffer holds: one Java array, less slack. */
    static final int MAX_BYTES = Integer.MAX_VALUE - 64;

    private final String what;
    private byte[] bytes = new byte[0];
    private int length;

    /** A buffer for {@code what} ("AAD", "data"), named in its errors. */
    AeadBuffer(String what) {
        this.what = what;
    }

    /** The array; its first {@link #length()} bytes are the content. */
    byte[] array() {
        return bytes;
    }

    int length() {
        return length;
    }

    /**
     * Appends {@code in[off .. off + len)}.
     *
     * @throws IllegalStateException if the buffer would pass {@link #MAX_BYTES}
     */
    void append(byte[] in, int off, int len) {
        if (len > MAX_BYTES - length) {
            throw new IllegalStateException("the " + what + " of one message is at most "
                    + MAX_BYTES + " bytes here (one Java array): " + length + " so far, " + len
                    + " more");
        }
        int need = length + len;
        if (need > bytes.length) {
            int size = (int) Math.min(MAX_BYTES, Math.max(need, 2L * bytes.length));
            byte[] bigger = Arrays.copyOf(bytes, size);
            Arrays.fill(bytes, (byte) 0);
            bytes = bigger;
        }
        System.arraycopy(in, off, bytes, length, len);
        length = need;
    }

    /** Drops the first {@code n} bytes, moving the rest to the front; what is left over is zeroed. */
    void dropFront(int n) {
        int rest = length - n;
        System.arraycopy(bytes, n, bytes, 0, rest);
        Arrays.fill(bytes, rest, length, (byte) 0);
        length = rest;
    }

    /** An exact copy of the content, which the caller wipes. */
    byte[] copy() {
        return Arrays.copyOf(bytes, length);
    }

    /** Zeroes the array and empties the buffer. */
    void clear() {
        Arrays.fill(bytes, (byte) 0);
        length = 0;
    }
}
