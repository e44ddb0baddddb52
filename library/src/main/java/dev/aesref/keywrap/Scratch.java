package dev.aesref.keywrap;

import dev.aesref.internal.share.Wipeable;
import java.util.Arrays;

/**
 * The working buffers of one key-wrap call: one buffer for {@code A || R} that grows to the
 * longest input this scratch has served (key wrapping handles inputs of any length, so no fixed
 * size fits all; once grown, later calls of that size allocate nothing), and one 16-byte block
 * for the cipher. A {@link Wrapper} lends one to each call from its pool; the call zeroes both
 * before it gives the scratch back.
 */
final class Scratch implements Wipeable {

    /** Enough for wrapping a 256-bit key with KW or KWP (8 + 32 bytes) and some headroom. */
    private static final int INITIAL_BYTES = 64;

    final byte[] block = new byte[16];
    private byte[] buf = new byte[INITIAL_BYTES];

    /**
     * A buffer of at least {@code len} bytes, all zero. Only the call that holds this scratch
     * grows it; the buffer it drops is zero, like the whole scratch between calls.
     */
    byte[] buffer(int len) {
        if (buf.length < len) {
            buf = new byte[len];
        }
        return buf;
    }

    /** Zeroes the first {@code len} bytes of the buffer and the block: what a call wrote. */
    void wipe(int len) {
        Arrays.fill(buf, 0, len, (byte) 0);
        Arrays.fill(block, (byte) 0);
    }

    @Override
    public void wipe() {
        Arrays.fill(buf, (byte) 0);
        Arrays.fill(block, (byte) 0);
    }

    /** The current buffer, for tests that check it is zeroed. */
    byte[] bufferForTest() {
        return buf;
    }
}
