package dev.aesref.ctcheck.samples;

import java.nio.ByteBuffer;

/**
 * Clean: bytes moved out of a {@code ByteBuffer} in bulk, with branches on its position and
 * remaining length only, which are public.
 */
public final class CleanByteBufferCopy {

    private CleanByteBufferCopy() {}

    public static int drain(ByteBuffer input, byte[] out) {
        int n = Math.min(input.remaining(), out.length);
        if (n > 0) {
            input.get(out, 0, n);
        }
        return n;
    }
}
