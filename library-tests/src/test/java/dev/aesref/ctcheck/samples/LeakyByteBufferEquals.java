package dev.aesref.ctcheck.samples;

import java.nio.ByteBuffer;

/** Leaky: a tag compared with {@code ByteBuffer.equals}, which stops at the first difference. */
public final class LeakyByteBufferEquals {

    private LeakyByteBufferEquals() {}

    public static boolean verify(ByteBuffer tag, byte[] expected) {
        return tag.equals(ByteBuffer.wrap(expected));
    }
}
