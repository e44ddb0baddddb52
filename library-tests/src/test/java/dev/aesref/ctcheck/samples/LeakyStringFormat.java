package dev.aesref.ctcheck.samples;

/** Leaky: an exception message that carries a secret byte. */
public final class LeakyStringFormat {

    private LeakyStringFormat() {}

    public static void check(byte[] tag) {
        throw new IllegalArgumentException("bad tag byte " + tag[0]);
    }
}
