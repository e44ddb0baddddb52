package dev.aesref.internal.hwmodel;

import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.ct.Secret;

/**
 * The SSE/SSSE3/PCLMUL integer instructions the drivers and the key schedule use, as the Intel
 * SDM (Vol. 2) defines them.
 *
 * <p>A register is two longs in an array: {@code r[o]} holds bytes 0..7 (bits 63:0, the low
 * quadword) and {@code r[o + 1]} holds bytes 8..15 (bits 127:64). Byte 0 is the least
 * significant byte (SDM Vol. 1, section 4.1), so {@link #load} (MOVDQU) puts memory byte
 * {@code i} into register byte {@code i}. Every instruction writes its destination register in
 * place, as the two-operand SSE forms do ({@code PXOR xmm1, xmm2} is {@code xmm1 ^= xmm2}); the
 * registers are arrays their owner zeroes, so no instruction leaves a copy of its operands
 * behind. Immediates are public constants of the routines that use them; register contents are
 * treated as secret (no branch on them, no index by them).
 */
final class Simd {

    /**
     * The PSHUFB control that reverses all 16 bytes (Go's and the kernel's {@code bswapMask}):
     * byte i of the control is {@code 15 - i}.
     */
    static final long[] BSWAP_MASK = {0x08090a0b0c0d0e0fL, 0x0001020304050607L};

    private Simd() {}

    /** MOVDQU xmm, m128: memory byte {@code off + i} becomes register byte {@code i}. */
    public static void load(byte[] src, int off, long[] r, int ro) {
        long lo = 0;
        long hi = 0;
        for (int i = 7; i >= 0; i--) {
            lo = (lo << 8) | (src[off + i] & 0xFF);
            hi = (hi << 8) | (src[off + 8 + i] & 0xFF);
        }
        r[ro] = lo;
        r[ro + 1] = hi;
    }

    /** MOVDQU m128, xmm: register byte {@code i} goes to memory byte {@code off + i}. */
    public static void store(long[] r, int ro, byte[] dst, int off) {
        long lo = r[ro];
        long hi = r[ro + 1];
        for (int i = 0; i < 8; i++) {
            dst[off + i] = (byte) (lo >>> (8 * i));
            dst[off + 8 + i] = (byte) (hi >>> (8 * i));
        }
    }

    /** MOVDQA xmm1, xmm2: a register copy. */
    public static void movdqa(long[] d, int dOff, long[] s, int sOff) {
        d[dOff] = s[sOff];
        d[dOff + 1] = s[sOff + 1];
    }

    /** PXOR xmm1, xmm2: {@code xmm1 ^= xmm2}. */
    public static void pxor(long[] d, int dOff, long[] s, int sOff) {
        d[dOff] ^= s[sOff];
        d[dOff + 1] ^= s[sOff + 1];
    }

    /** PINSRD xmm, r32, imm8: dword {@code imm8 & 3} of the register becomes {@code value}. */
    public static void pinsrd(long[] d, int dOff, @Secret int value, int imm8) {
        int q = dOff + ((imm8 >>> 1) & 1);
        int shift = 32 * (imm8 & 1);
        d[q] = (d[q] & ~(0xFFFFFFFFL << shift)) | ((value & 0xFFFFFFFFL) << shift);
    }

    /** Byte {@code i} (0..15) of the register {@code (lo, hi)}; {@code i} is public. */
    private static long byteOf(@Secret long lo, @Secret long hi, int i) {
        return ((i < 8 ? lo : hi) >>> (8 * (i & 7))) & 0xFF;
    }

    /**
     * PSHUFB xmm1, xmm2: byte i of the result is 0 if bit 7 of control byte i is set, else
     * byte {@code control[i] & 15} of xmm1. The control is data here, so the source byte is
     * not looked up by it: every one of the 16 source bytes is read and the one whose position
     * equals the control's low nibble is kept with a mask.
     */
    public static void pshufb(long[] d, int dOff, long[] control, int cOff) {
        long lo = d[dOff];
        long hi = d[dOff + 1];
        long outLo = 0;
        long outHi = 0;
        for (int i = 0; i < 16; i++) {
            int c = (int) byteOf(control[cOff], control[cOff + 1], i);
            long picked = 0;
            for (int j = 0; j < 16; j++) {
                picked |= byteOf(lo, hi, j) & ConstantTime.equalMask(c & 15, j);
            }
            picked &= ConstantTime.equalMask(c >>> 7, 0) & 0xFF; // bit 7 set: zero
            if (i < 8) {
                outLo |= picked << (8 * i);
            } else {
                outHi |= picked << (8 * (i - 8));
            }
        }
        d[dOff] = outLo;
        d[dOff + 1] = outHi;
    }

    /** Dword {@code i} (0..3, public) of the register at {@code r[o]}. */
    static int dword(long[] r, int o, int i) {
        return (int) (r[o + (i >>> 1)] >>> (32 * (i & 1)));
    }

    /** The quadword with dwords {@code d1:d0} (d0 in bits 31:0). */
    static long qword(@Secret int d1, @Secret int d0) {
        return ((long) d1 << 32) | (d0 & 0xFFFFFFFFL);
    }

    /** PSHUFD xmm1, xmm2, imm8: dword i of xmm1 becomes dword {@code (imm8 >> 2i) & 3} of xmm2. */
    public static void pshufd(long[] d, int dOff, long[] s, int sOff, int imm8) {
        int d0 = dword(s, sOff, imm8 & 3);
        int d1 = dword(s, sOff, (imm8 >>> 2) & 3);
        int d2 = dword(s, sOff, (imm8 >>> 4) & 3);
        int d3 = dword(s, sOff, (imm8 >>> 6) & 3);
        d[dOff] = qword(d1, d0);
        d[dOff + 1] = qword(d3, d2);
    }

    /**
     * SHUFPD xmm1, xmm2, imm8: quadword 0 becomes quadword {@code imm8 bit 0} of xmm1, quadword
     * 1 becomes quadword {@code imm8 bit 1} of xmm2 (used by the white paper's AES-192 key
     * expansion).
     */
    public static void shufpd(long[] d, int dOff, long[] s, int sOff, int imm8) {
        long q0 = d[dOff + (imm8 & 1)];
        long q1 = s[sOff + ((imm8 >>> 1) & 1)];
        d[dOff] = q0;
        d[dOff + 1] = q1;
    }

    /**
     * PALIGNR xmm1, xmm2, imm8: concatenates {@code xmm1:xmm2} (xmm1 in the high half) into
     * 32 bytes, shifts right by {@code imm8} bytes and keeps the low 16 (imm8 above 31 gives
     * zero).
     */
    public static void palignr(long[] d, int dOff, long[] s, int sOff, int imm8) {
        long outLo = 0;
        long outHi = 0;
        for (int i = 0; i < 16; i++) {
            int from = i + imm8;
            long b = from < 16 ? byteOf(s[sOff], s[sOff + 1], from)
                    : from < 32 ? byteOf(d[dOff], d[dOff + 1], from - 16) : 0;
            if (i < 8) {
                outLo |= b << (8 * i);
            } else {
                outHi |= b << (8 * (i - 8));
            }
        }
        d[dOff] = outLo;
        d[dOff + 1] = outHi;
    }

    /** PSLLDQ xmm, imm8: shifts left by {@code imm8} bytes (towards byte 15); 16 or more gives zero. */
    public static void pslldq(long[] d, int dOff, int imm8) {
        int bits = 8 * Math.min(imm8, 16);
        long lo = d[dOff];
        long hi = d[dOff + 1];
        if (bits >= 64) {
            d[dOff + 1] = bits == 128 ? 0 : lo << (bits - 64);
            d[dOff] = 0;
        } else if (bits > 0) {
            d[dOff + 1] = (hi << bits) | (lo >>> (64 - bits));
            d[dOff] = lo << bits;
        }
    }

    /** PSRLDQ xmm, imm8: shifts right by {@code imm8} bytes (towards byte 0); 16 or more gives zero. */
    public static void psrldq(long[] d, int dOff, int imm8) {
        int bits = 8 * Math.min(imm8, 16);
        long lo = d[dOff];
        long hi = d[dOff + 1];
        if (bits >= 64) {
            d[dOff] = bits == 128 ? 0 : hi >>> (bits - 64);
            d[dOff + 1] = 0;
        } else if (bits > 0) {
            d[dOff] = (lo >>> bits) | (hi << (64 - bits));
            d[dOff + 1] = hi >>> bits;
        }
    }

    /** PADDD xmm1, xmm2: four independent 32-bit additions, each modulo 2^32. */
    public static void paddd(long[] d, int dOff, long[] s, int sOff) {
        for (int q = 0; q < 2; q++) {
            long a = d[dOff + q];
            long b = s[sOff + q];
            d[dOff + q] = qword((int) (a >>> 32) + (int) (b >>> 32), (int) a + (int) b);
        }
    }

    /** PADDQ xmm1, xmm2: two independent 64-bit additions, each modulo 2^64 (no carry between them). */
    public static void paddq(long[] d, int dOff, long[] s, int sOff) {
        d[dOff] += s[sOff];
        d[dOff + 1] += s[sOff + 1];
    }

    /** PCMPEQD xmm1, xmm2: each dword becomes all ones where the operands are equal, else zero. */
    public static void pcmpeqd(long[] d, int dOff, long[] s, int sOff) {
        for (int q = 0; q < 2; q++) {
            long a = d[dOff + q];
            long b = s[sOff + q];
            d[dOff + q] = qword(ConstantTime.equalMask((int) (a >>> 32), (int) (b >>> 32)),
                    ConstantTime.equalMask((int) a, (int) b));
        }
    }

    /**
     * PCLMULQDQ xmm1, xmm2, imm8: the carry-less product of quadword {@code imm8 bit 0} of xmm1
     * and quadword {@code imm8 bit 4} of xmm2, a 128-bit result in xmm1.
     */
    public static void pclmulqdq(long[] d, int dOff, long[] s, int sOff, int imm8) {
        long x = d[dOff + (imm8 & 1)];
        long y = s[sOff + ((imm8 >>> 4) & 1)];
        long lo = x & -(y & 1);
        long hi = 0;
        for (int i = 1; i < 64; i++) {
            long mask = -((y >>> i) & 1);
            lo ^= (x << i) & mask;
            hi ^= (x >>> (64 - i)) & mask;
        }
        d[dOff] = lo;
        d[dOff + 1] = hi;
    }
}
