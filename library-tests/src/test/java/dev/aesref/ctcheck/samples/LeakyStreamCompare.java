package dev.aesref.ctcheck.samples;

import java.util.stream.IntStream;

/**
 * Leaky: a tag compare written with a stream and a lambda over XORed bytes. The lambda looks
 * constant-time, but {@code anyMatch} stops at the first byte that differs.
 */
public final class LeakyStreamCompare {

    private LeakyStreamCompare() {}

    public static boolean differs(byte[] tag, byte[] expected) {
        return IntStream.range(0, tag.length).anyMatch(i -> (tag[i] ^ expected[i]) != 0);
    }
}
