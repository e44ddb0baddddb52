package dev.aesref.keywrap;

import java.util.Arrays;

/**
 * The working buffers a key-wrap object owns: one buffer for {@code A || R} that grows to the
 * longest input seen (key wrapping handles inputs of any length, so no fixed size fits all; once
 * grown, later calls of that size allocate nothing), and one 16-byte block for the cipher.
 * Both are zeroed after every call and on {@link #destroy()}.
 */
final class Scratch {

    /** Enough for wrapping a 256-bit key with KW or KWP (8 + 32 bytes) and some headroom. */
    private static final int INITIAL_BYTES = 64;

    final byte[] block = new byte[16];
    private byte[] buf = new byte[INITIAL_BYTES];
    private boolean destroyed;

    /** A buffer of at least {@code len} bytes, all zero. */
    byte[] take(String owner, int len) {
        if (destroyed) {
            throw new IllegalStateException(owner + " has been destroyed");
        }
        if (buf.length < len) {
            buf = new byte[len];
        }
        return buf;
    }

    /** Zeroes the first {@code len} bytes of the buffer and the block. */
    void wipe(int len) {
        Arrays.fill(buf, 0, len, (byte) 0);
        Arrays.fill(block, (byte) 0);
    }

    void destroy() {
        Arrays.fill(buf, (byte) 0);
        Arrays.fill(block, (byte) 0);
        destroyed = true;
    }

    boolean isDestroyed() {
        return destroyed;
    }

    /** The current buffer, for tests that check it is zeroed. */
    byte[] bufferForTest() {
        return buf;
    }
}
