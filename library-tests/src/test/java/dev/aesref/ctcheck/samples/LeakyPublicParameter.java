package dev.aesref.ctcheck.samples;

/** Leaky: a secret passed to a parameter that is not marked secret, whose callee branches on it. */
public final class LeakyPublicParameter {

    private LeakyPublicParameter() {}

    public static int firstByte(byte[] key) {
        return parity(key[0]);
    }

    static int parity(int x) {
        return (x & 1) == 0 ? 0 : 1;
    }
}
