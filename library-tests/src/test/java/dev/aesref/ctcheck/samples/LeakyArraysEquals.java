package dev.aesref.ctcheck.samples;

import java.util.Arrays;

/** Leaky: a tag compared with {@code Arrays.equals}, which stops at the first difference. */
public final class LeakyArraysEquals {

    private LeakyArraysEquals() {}

    public static void check(byte[] tag, byte[] expected) {
        if (!Arrays.equals(tag, expected)) {
            throw new IllegalArgumentException("bad tag");
        }
    }
}
