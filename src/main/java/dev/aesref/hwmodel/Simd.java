package dev.aesref.hwmodel;

import dev.aesref.ct.ConstantTime;

/**
 * The SSE/SSSE3/PCLMUL integer instructions the drivers use, as the Intel SDM (Vol. 2)
 * defines them on {@link Xmm} values. Immediates and shuffle controls are public constants
 * of the routines that use them; data operands are treated as secret (no branch on them).
 */
public final class Simd {

    private Simd() {}

    /** PXOR: bitwise XOR. */
    public static Xmm pxor(Xmm a, Xmm b) {
        return Xmm.of(a.hi() ^ b.hi(), a.lo() ^ b.lo());
    }

    /**
     * PSHUFB: result byte i is 0 if bit 7 of control byte i is set, else byte
     * {@code control[i] & 15} of {@code a}.
     */
    public static Xmm pshufb(Xmm a, Xmm control) {
        byte[] src = a.toBytes();
        byte[] out = new byte[16];
        for (int i = 0; i < 16; i++) {
            int c = control.byteAt(i);
            int keep = ~(-(c >>> 7)); // 0 when bit 7 is set, -1 otherwise
            out[i] = (byte) (src[c & 15] & keep);
        }
        return Xmm.load(out, 0);
    }

    /** PSHUFD: result dword i is dword {@code (imm8 >> 2i) & 3} of {@code a}. */
    public static Xmm pshufd(Xmm a, int imm8) {
        return Xmm.ofDwords(a.dword((imm8 >>> 6) & 3), a.dword((imm8 >>> 4) & 3),
                a.dword((imm8 >>> 2) & 3), a.dword(imm8 & 3));
    }

    /**
     * SHUFPD: quadword 0 is {@code a.q[imm8 bit 0]}, quadword 1 is {@code b.q[imm8 bit 1]}
     * (used by the white paper's AES-192 key expansion).
     */
    public static Xmm shufpd(Xmm a, Xmm b, int imm8) {
        return Xmm.of(b.qword((imm8 >>> 1) & 1), a.qword(imm8 & 1));
    }

    /**
     * PALIGNR: concatenates {@code dst:src} (dst in the high half) into 32 bytes, shifts right
     * by {@code imm8} bytes and keeps the low 16 (imm8 above 31 gives zero).
     */
    public static Xmm palignr(Xmm dst, Xmm src, int imm8) {
        byte[] cat = new byte[32];
        src.store(cat, 0);
        dst.store(cat, 16);
        byte[] out = new byte[16];
        for (int i = 0; i < 16; i++) {
            int from = i + imm8;
            out[i] = from < 32 ? cat[from] : 0;
        }
        return Xmm.load(out, 0);
    }

    /** PSLLDQ: shifts left by {@code imm8} bytes (towards byte 15); 16 or more gives zero. */
    public static Xmm pslldq(Xmm a, int imm8) {
        return palignr(a, Xmm.ZERO, 16 - Math.min(imm8, 16));
    }

    /** PSRLDQ: shifts right by {@code imm8} bytes (towards byte 0); 16 or more gives zero. */
    public static Xmm psrldq(Xmm a, int imm8) {
        return palignr(Xmm.ZERO, a, Math.min(imm8, 16));
    }

    /** PADDD: four independent 32-bit additions, each modulo 2^32. */
    public static Xmm paddd(Xmm a, Xmm b) {
        return Xmm.ofDwords(a.dword(3) + b.dword(3), a.dword(2) + b.dword(2),
                a.dword(1) + b.dword(1), a.dword(0) + b.dword(0));
    }

    /** PADDQ: two independent 64-bit additions, each modulo 2^64 (no carry between them). */
    public static Xmm paddq(Xmm a, Xmm b) {
        return Xmm.of(a.hi() + b.hi(), a.lo() + b.lo());
    }

    /** PCMPEQD: each dword becomes all ones where the operands are equal, else zero. */
    public static Xmm pcmpeqd(Xmm a, Xmm b) {
        return Xmm.ofDwords(ConstantTime.equalMask(a.dword(3), b.dword(3)),
                ConstantTime.equalMask(a.dword(2), b.dword(2)),
                ConstantTime.equalMask(a.dword(1), b.dword(1)),
                ConstantTime.equalMask(a.dword(0), b.dword(0)));
    }

    /**
     * PCLMULQDQ: the carry-less product of quadword {@code imm8 bit 0} of {@code a} and
     * quadword {@code imm8 bit 4} of {@code b}, a 128-bit result.
     */
    public static Xmm pclmulqdq(Xmm a, Xmm b, int imm8) {
        long x = a.qword(imm8 & 1);
        long y = b.qword((imm8 >>> 4) & 1);
        long lo = x & -(y & 1);
        long hi = 0;
        for (int i = 1; i < 64; i++) {
            long mask = -((y >>> i) & 1);
            lo ^= (x << i) & mask;
            hi ^= (x >>> (64 - i)) & mask;
        }
        return Xmm.of(hi, lo);
    }
}
