package dev.aesref.ctcheck.samples;

import java.util.stream.IntStream;

/** Clean: a stream and a lambda over public lengths; nothing secret is captured or read. */
public final class CleanPublicLambda {

    private CleanPublicLambda() {}

    public static int blocks(byte[] data) {
        int n = data.length;
        return IntStream.range(0, n / 16).map(i -> i * 16 < n ? 1 : 0).sum();
    }
}
