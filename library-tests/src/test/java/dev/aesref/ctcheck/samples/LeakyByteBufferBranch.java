package dev.aesref.ctcheck.samples;

import java.nio.ByteBuffer;

/**
 * Leaky: a fast path in a {@code ByteBuffer} update that branches on a byte read from the
 * buffer, the shape of a new {@code engineUpdate(ByteBuffer, ByteBuffer)}.
 */
public final class LeakyByteBufferBranch {

    private LeakyByteBufferBranch() {}

    public static int update(ByteBuffer input) {
        int skipped = 0;
        while (input.hasRemaining() && input.get(input.position()) == 0) {
            input.get();
            skipped++;
        }
        return skipped;
    }
}
