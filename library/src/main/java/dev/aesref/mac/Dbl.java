package dev.aesref.mac;

import dev.aesref.internal.ct.Pack;

/**
 * Doubling in GF(2^128): multiplication by x of a 16-byte string read as a polynomial whose
 * first bit is the coefficient of x^127, reduced modulo x^128 + x^7 + x^2 + x + 1.
 *
 * <p>This is the step written {@code K1 = L << 1 XOR (MSB(L) ? Rb : 0)} in NIST SP 800-38B,
 * section 6.1, with {@code Rb = 0^120 || 10000111} (section 5.3), {@code dbl} in RFC 5297,
 * section 2.3 (SIV's S2V), and the {@code L.u}/{@code L.u^2} of OMAC used by EAX (Bellare,
 * Rogaway, Wagner, FSE 2004, figure 3). The shifted-out bit selects {@code Rb} through a mask,
 * never through a branch: the value being doubled is secret.
 */
public final class Dbl {

    /** SP 800-38B section 5.3: the low byte of {@code R_128 = 0^120 || 10000111}. */
    static final long RB = 0x87L;

    private Dbl() {}

    /** Writes {@code 2 * src[srcOff .. srcOff + 16)} to {@code dst[dstOff ..)}; the two may be the same. */
    public static void dbl(byte[] src, int srcOff, byte[] dst, int dstOff) {
        long hi = Pack.loadLongBE(src, srcOff);
        long lo = Pack.loadLongBE(src, srcOff + 8);
        long reduce = -(hi >>> 63) & RB;
        Pack.storeLongBE((hi << 1) | (lo >>> 63), dst, dstOff);
        Pack.storeLongBE((lo << 1) ^ reduce, dst, dstOff + 8);
    }

    /** Doubles the 16-byte block {@code b[off .. off + 16)} in place. */
    public static void dbl(byte[] b, int off) {
        dbl(b, off, b, off);
    }
}
