package dev.aesref.ctcheck.samples;

import java.math.BigInteger;

/**
 * Leaky: a key turned into a {@code BigInteger} for arithmetic. Its constructor strips leading
 * zero bytes and its arithmetic loops over the magnitude's length, both set by the key.
 */
public final class LeakyBigInteger {

    private LeakyBigInteger() {}

    public static byte[] reduce(byte[] key, BigInteger modulus) {
        return new BigInteger(1, key).mod(modulus).toByteArray();
    }
}
