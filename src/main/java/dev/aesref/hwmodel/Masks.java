package dev.aesref.hwmodel;

/** Branch-free helpers for the counter arithmetic of the drivers. */
final class Masks {

    /** PSHUFB control that reverses all 16 bytes (Go's and the kernel's {@code bswapMask}). */
    static final Xmm BSWAP_128 = Xmm.of(0x0001020304050607L, 0x08090a0b0c0d0e0fL);

    private Masks() {}

    /** {@code mask == -1 ? a : b} for a mask that is 0 or -1, on whole registers. */
    static Xmm select(long mask, Xmm a, Xmm b) {
        return Xmm.of(b.hi() ^ (mask & (a.hi() ^ b.hi())), b.lo() ^ (mask & (a.lo() ^ b.lo())));
    }

    /** The carry (0 or 1) out of the unsigned 64-bit sum {@code a + b}. */
    static long carry(long a, long b) {
        long sum = a + b;
        return ((a & b) | ((a | b) & ~sum)) >>> 63;
    }
}
