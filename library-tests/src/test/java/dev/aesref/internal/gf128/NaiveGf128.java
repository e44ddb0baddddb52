package dev.aesref.internal.gf128;

import java.math.BigInteger;

/**
 * Slow, obviously correct GF(2^128) arithmetic for the tests, written from the definitions and
 * sharing nothing with {@link Gf128}.
 *
 * <p>GHASH elements are 16-byte blocks with SP 800-38D's bit order: bit i of the block (the
 * most significant bit of byte 0 is bit 0) is the coefficient of x^i. {@link #ghashMultiply} is
 * Algorithm 1 of SP 800-38D, section 6.3, bit by bit. POLYVAL elements (RFC 8452, section 3) are
 * little-endian: bit i is bit (i mod 8) of byte (i / 8); {@link #polyvalDot} is
 * {@code a * b * x^-128} reduced by {@code x^128 + x^127 + x^126 + x^121 + 1}, done with
 * BigInteger polynomials.
 */
public final class NaiveGf128 {

    private NaiveGf128() {}

    private static boolean bit(byte[] b, int i) {
        return ((b[i >>> 3] >>> (7 - (i & 7))) & 1) != 0;
    }

    /** SP 800-38D, section 6.3, Algorithm 1: X * Y. */
    public static byte[] ghashMultiply(byte[] x, byte[] y) {
        byte[] z = new byte[16];
        byte[] v = y.clone();
        for (int i = 0; i < 128; i++) {
            if (bit(x, i)) {
                for (int k = 0; k < 16; k++) {
                    z[k] ^= v[k];
                }
            }
            boolean lsb = (v[15] & 1) != 0;
            for (int k = 15; k > 0; k--) {
                v[k] = (byte) (((v[k] & 0xFF) >>> 1) | ((v[k - 1] & 1) << 7));
            }
            v[0] = (byte) ((v[0] & 0xFF) >>> 1);
            if (lsb) {
                v[0] ^= (byte) 0xE1; // R = 11100001 || 0^120
            }
        }
        return z;
    }

    /** x^(2^128 - 2) = x^-1 for x != 0, by square and multiply with {@link #ghashMultiply}. */
    public static byte[] ghashInverse(byte[] x) {
        byte[] one = new byte[16];
        one[0] = (byte) 0x80; // the coefficient of x^0
        byte[] result = one;
        byte[] power = x.clone();
        // exponent 2^128 - 2: bits 1..127 set, bit 0 clear
        for (int i = 0; i < 128; i++) {
            if (i >= 1) {
                result = ghashMultiply(result, power);
            }
            power = ghashMultiply(power, power);
        }
        return result;
    }

    /** GHASH_H(X_1 .. X_m) for a whole number of blocks (SP 800-38D, section 6.4). */
    public static byte[] ghash(byte[] h, byte[] blocks) {
        byte[] y = new byte[16];
        for (int off = 0; off < blocks.length; off += 16) {
            for (int k = 0; k < 16; k++) {
                y[k] ^= blocks[off + k];
            }
            y = ghashMultiply(y, h);
        }
        return y;
    }

    private static final BigInteger POLYVAL_POLY = BigInteger.ONE.shiftLeft(128)
            .or(BigInteger.ONE.shiftLeft(127)).or(BigInteger.ONE.shiftLeft(126))
            .or(BigInteger.ONE.shiftLeft(121)).or(BigInteger.ONE);

    private static BigInteger le(byte[] b) {
        byte[] be = new byte[17];
        for (int i = 0; i < 16; i++) {
            be[16 - i] = b[i];
        }
        return new BigInteger(be);
    }

    private static byte[] toLe(BigInteger v) {
        byte[] out = new byte[16];
        for (int i = 0; i < 16; i++) {
            out[i] = (byte) v.shiftRight(8 * i).intValue();
        }
        return out;
    }

    /** RFC 8452, section 3: dot(a, b) = a * b * x^-128 mod the POLYVAL polynomial. */
    public static byte[] polyvalDot(byte[] a, byte[] b) {
        BigInteger x = le(a);
        BigInteger y = le(b);
        BigInteger p = BigInteger.ZERO;
        for (int i = 0; i < 128; i++) {
            if (y.testBit(i)) {
                p = p.xor(x.shiftLeft(i));
            }
        }
        for (int i = 254; i >= 128; i--) {
            if (p.testBit(i)) {
                p = p.xor(POLYVAL_POLY.shiftLeft(i - 128));
            }
        }
        // times x^-1, 128 times: make the constant term zero with the polynomial, then divide.
        for (int i = 0; i < 128; i++) {
            if (p.testBit(0)) {
                p = p.xor(POLYVAL_POLY);
            }
            p = p.shiftRight(1);
        }
        return toLe(p);
    }

    /** POLYVAL(H, X_1 .. X_s) for a whole number of blocks (RFC 8452, section 3). */
    public static byte[] polyval(byte[] h, byte[] blocks) {
        byte[] s = new byte[16];
        for (int off = 0; off < blocks.length; off += 16) {
            for (int k = 0; k < 16; k++) {
                s[k] ^= blocks[off + k];
            }
            s = polyvalDot(s, h);
        }
        return s;
    }
}
