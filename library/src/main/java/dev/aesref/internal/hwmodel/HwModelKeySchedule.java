package dev.aesref.internal.hwmodel;

import dev.aesref.Ranges;
import java.util.Arrays;

/**
 * AES key expansion the way AES-NI code does it: the AESKEYGENASSIST / PSHUFD / PSLLDQ /
 * PXOR sequences of Intel's white paper (Gueron, "Intel Advanced Encryption Standard (AES) New
 * Instructions Set", rev 3.01, section "Key Expansion Using AES-NI", figures for 128-, 192- and
 * 256-bit keys), and the decryption schedule of the Equivalent Inverse Cipher (FIPS-197
 * section 5.3.5) through AESIMC.
 *
 * <p>A schedule is a {@code long[]} of {@code 2 (Nr + 1)} longs, round key i in the register at
 * {@code 2i} ({@link Simd}'s layout). The caller owns it and zeroes it; the white paper's
 * temporaries (xmm1..xmm4) are a scratch register file that is zeroed before the method
 * returns, whatever path it returns by.
 */
final class HwModelKeySchedule {

    /** The RCON values 01, 02, 04, ..., 80, 1b, 36 (FIPS-197 section 5.2) as immediates. */
    private static final int[] RCON = {0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1B, 0x36};

    /** Scratch registers: the white paper's xmm1 (T1), xmm2 (T2), xmm3 (T3), xmm4 (T4). */
    private static final int T1 = 0;
    private static final int T2 = 2;
    private static final int T3 = 4;
    private static final int T4 = 6;
    private static final int REGISTERS = 8;

    private HwModelKeySchedule() {}

    /** The Nr + 1 encryption round keys for a 16-, 24- or 32-byte key. */
    public static long[] expandEncrypt(byte[] key) {
        int bits = Ranges.checkKey(key);
        long[] rk = new long[2 * (bits / 32 + 7)];
        long[] x = new long[REGISTERS];
        try {
            if (bits == 128) {
                expand128(key, rk, x);
            } else if (bits == 192) {
                expand192(key, rk, x);
            } else {
                expand256(key, rk, x);
            }
            return rk;
        } finally {
            Arrays.fill(x, 0);
        }
    }

    /**
     * The decryption round keys for AESDEC: {@code dk[0] = ek[Nr]},
     * {@code dk[i] = AESIMC(ek[Nr - i])} for {@code 0 < i < Nr}, {@code dk[Nr] = ek[0]}.
     */
    public static long[] decryptionKeys(long[] ek) {
        int nr = ek.length / 2 - 1;
        long[] dk = new long[ek.length];
        Simd.movdqa(dk, 0, ek, 2 * nr);
        Simd.movdqa(dk, 2 * nr, ek, 0);
        for (int i = 1; i < nr; i++) {
            AesNi.aesimc(dk, 2 * i, ek, 2 * (nr - i));
        }
        return dk;
    }

    /**
     * XORs into register {@code t} its copies shifted by 4, 8 and 12 bytes (the prefix XOR of
     * the dwords), with {@code tmp} as the white paper's xmm4.
     */
    private static void xorShifted(long[] x, int t, int tmp) {
        Simd.movdqa(x, tmp, x, t);
        for (int i = 0; i < 3; i++) {
            Simd.pslldq(x, tmp, 4);
            Simd.pxor(x, t, x, tmp);
        }
    }

    private static void expand128(byte[] key, long[] rk, long[] x) {
        Simd.load(key, 0, x, T1);
        Simd.movdqa(rk, 0, x, T1);
        for (int i = 1; i <= 10; i++) {
            AesNi.aeskeygenassist(x, T2, x, T1, RCON[i - 1]);
            Simd.pshufd(x, T2, x, T2, 0xFF);
            xorShifted(x, T1, T4);
            Simd.pxor(x, T1, x, T2);
            Simd.movdqa(rk, 2 * i, x, T1);
        }
    }

    private static void expand192(byte[] key, long[] rk, long[] x) {
        Simd.load(key, 0, x, T1);
        // MOVQ xmm3, [key + 16]: bytes 16..23 in the low quadword, the high one zero.
        x[T3] = dev.aesref.internal.ct.Pack.loadLongLE(key, 16);
        x[T3 + 1] = 0;
        Simd.movdqa(rk, 0, x, T1);
        Simd.movdqa(rk, 2, x, T3);
        // Each step makes six new words: four in xmm1 and two in the low half of xmm3. They are
        // packed into 128-bit round keys with SHUFPD, alternating two layouts (white paper).
        int k = 1;
        for (int i = 0; i < 8; i++) {
            AesNi.aeskeygenassist(x, T2, x, T3, RCON[i]);
            Simd.pshufd(x, T2, x, T2, 0x55);
            xorShifted(x, T1, T4);
            Simd.pxor(x, T1, x, T2);
            // xmm3 ^= xmm3 << 4 bytes ^ PSHUFD(xmm1, 0xff)
            Simd.movdqa(x, T4, x, T3);
            Simd.pslldq(x, T4, 4);
            Simd.pxor(x, T3, x, T4);
            Simd.pshufd(x, T4, x, T1, 0xFF);
            Simd.pxor(x, T3, x, T4);
            if ((i & 1) == 0) {
                Simd.shufpd(rk, 2 * k, x, T1, 0);
                Simd.movdqa(rk, 2 * (k + 1), x, T1);
                Simd.shufpd(rk, 2 * (k + 1), x, T3, 1);
                k += 2;
            } else {
                Simd.movdqa(rk, 2 * k, x, T1);
                if (k + 1 < rk.length / 2) {
                    Simd.movdqa(rk, 2 * (k + 1), x, T3);
                }
                k += 1;
            }
        }
    }

    private static void expand256(byte[] key, long[] rk, long[] x) {
        Simd.load(key, 0, x, T1);
        Simd.load(key, 16, x, T3);
        Simd.movdqa(rk, 0, x, T1);
        Simd.movdqa(rk, 2, x, T3);
        for (int i = 0; i < 7; i++) {
            AesNi.aeskeygenassist(x, T2, x, T3, RCON[i]);
            Simd.pshufd(x, T2, x, T2, 0xFF);
            xorShifted(x, T1, T4);
            Simd.pxor(x, T1, x, T2);
            Simd.movdqa(rk, 2 * (2 * i + 2), x, T1);
            if (i < 6) {
                // The odd round keys use SubWord without RotWord or RCON: dword 2 of
                // AESKEYGENASSIST(xmm1, 0).
                AesNi.aeskeygenassist(x, T2, x, T1, 0);
                Simd.pshufd(x, T2, x, T2, 0xAA);
                xorShifted(x, T3, T4);
                Simd.pxor(x, T3, x, T2);
                Simd.movdqa(rk, 2 * (2 * i + 3), x, T3);
            }
        }
    }
}
