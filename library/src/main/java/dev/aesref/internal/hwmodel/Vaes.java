package dev.aesref.internal.hwmodel;

/**
 * The VAES and AVX2/AVX-512 instructions of the Linux driver, on YMM (2 lanes) and ZMM (4
 * lanes) registers: a wide register is {@code lanes} consecutive 128-bit registers of
 * {@link Simd}'s layout, lane {@code i} (register bytes {@code 16i .. 16i+15}) at
 * {@code r[o + 2i]}. VAES and the byte shuffles act on each 128-bit lane independently (Intel
 * SDM Vol. 2, VAESENC: "performs ... on each 128-bit lane"), so each method applies the 128-bit
 * instruction lane by lane, in place in its destination.
 */
final class Vaes {

    private Vaes() {}

    /** VBROADCASTI32X4: the 128-bit register {@code s} copied into every lane of {@code d}. */
    public static void broadcast(long[] d, int dOff, long[] s, int sOff, int lanes) {
        for (int i = 0; i < lanes; i++) {
            Simd.movdqa(d, dOff + 2 * i, s, sOff);
        }
    }

    /** VAESENC: AESENC on every lane with that lane of the round-key register. */
    public static void vaesenc(long[] s, int sOff, long[] k, int kOff, int lanes) {
        for (int i = 0; i < lanes; i++) {
            AesNi.aesenc(s, sOff + 2 * i, k, kOff + 2 * i);
        }
    }

    /** VAESENCLAST: AESENCLAST on every lane. */
    public static void vaesenclast(long[] s, int sOff, long[] k, int kOff, int lanes) {
        for (int i = 0; i < lanes; i++) {
            AesNi.aesenclast(s, sOff + 2 * i, k, kOff + 2 * i);
        }
    }

    /** VPXOR. */
    public static void vpxor(long[] d, int dOff, long[] s, int sOff, int lanes) {
        for (int i = 0; i < lanes; i++) {
            Simd.pxor(d, dOff + 2 * i, s, sOff + 2 * i);
        }
    }

    /** VPADDQ: independent 64-bit additions in every quadword. */
    public static void vpaddq(long[] d, int dOff, long[] s, int sOff, int lanes) {
        for (int i = 0; i < lanes; i++) {
            Simd.paddq(d, dOff + 2 * i, s, sOff + 2 * i);
        }
    }

    /** VPSHUFB: PSHUFB within each lane, with that lane of the control register. */
    public static void vpshufb(long[] d, int dOff, long[] control, int cOff, int lanes) {
        for (int i = 0; i < lanes; i++) {
            Simd.pshufb(d, dOff + 2 * i, control, cOff + 2 * i);
        }
    }

    /**
     * Masked load (VMOVDQU8 with a byte mask): the first {@code len} bytes (0 .. 16 lanes, a
     * public length) from {@code src[off..]} into the register, the rest zero.
     */
    public static void loadPartial(byte[] src, int off, int len, long[] d, int dOff, int lanes) {
        for (int q = 0; q < 2 * lanes; q++) {
            long v = 0;
            for (int b = 7; b >= 0; b--) {
                int i = 8 * q + b;
                v = (v << 8) | (i < len ? src[off + i] & 0xFF : 0);
            }
            d[dOff + q] = v;
        }
    }

    /** Masked store of the first {@code len} bytes of the register. */
    public static void storePartial(long[] s, int sOff, byte[] dst, int off, int len) {
        for (int i = 0; i < len; i++) {
            dst[off + i] = (byte) (s[sOff + (i >>> 3)] >>> (8 * (i & 7)));
        }
    }
}
