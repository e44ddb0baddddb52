package dev.aesref.hwmodel;

import dev.aesref.Ranges;

/**
 * AES key expansion the way AES-NI code does it: the AESKEYGENASSIST / PSHUFD / PSLLDQ /
 * PXOR sequences of Intel's white paper (Gueron, "Intel Advanced Encryption Standard (AES) New
 * Instructions Set", rev 3.01, section "Key Expansion Using AES-NI", figures for 128-, 192- and
 * 256-bit keys), and the decryption schedule of the Equivalent Inverse Cipher (FIPS-197
 * section 5.3.5) through AESIMC.
 */
public final class KeySchedule {

    /** The RCON values 01, 02, 04, ..., 80, 1b, 36 (FIPS-197 section 5.2) as immediates. */
    private static final int[] RCON = {0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1B, 0x36};

    private KeySchedule() {}

    /** The Nr + 1 encryption round keys for a 16-, 24- or 32-byte key. */
    public static Xmm[] expandEncrypt(byte[] key) {
        int bits = Ranges.checkKey(key);
        if (bits == 128) {
            return expand128(key);
        } else if (bits == 192) {
            return expand192(key);
        }
        return expand256(key);
    }

    /**
     * The decryption round keys for AESDEC: {@code dk[0] = ek[Nr]},
     * {@code dk[i] = AESIMC(ek[Nr - i])} for {@code 0 < i < Nr}, {@code dk[Nr] = ek[0]}.
     */
    public static Xmm[] decryptionKeys(Xmm[] ek) {
        int nr = ek.length - 1;
        Xmm[] dk = new Xmm[nr + 1];
        dk[0] = ek[nr];
        dk[nr] = ek[0];
        for (int i = 1; i < nr; i++) {
            dk[i] = AesNi.aesimc(ek[nr - i]);
        }
        return dk;
    }

    /** XORs into {@code t} its copies shifted by 4, 8 and 12 bytes (prefix XOR of the dwords). */
    private static Xmm xorShifted(Xmm t) {
        Xmm s = Simd.pslldq(t, 4);
        t = Simd.pxor(t, s);
        s = Simd.pslldq(s, 4);
        t = Simd.pxor(t, s);
        s = Simd.pslldq(s, 4);
        return Simd.pxor(t, s);
    }

    private static Xmm[] expand128(byte[] key) {
        Xmm[] ks = new Xmm[11];
        Xmm t1 = Xmm.load(key, 0);
        ks[0] = t1;
        for (int i = 1; i <= 10; i++) {
            Xmm t2 = Simd.pshufd(AesNi.aeskeygenassist(t1, RCON[i - 1]), 0xFF);
            t1 = Simd.pxor(xorShifted(t1), t2);
            ks[i] = t1;
        }
        return ks;
    }

    private static Xmm[] expand192(byte[] key) {
        Xmm[] ks = new Xmm[13];
        byte[] upper = new byte[16];
        System.arraycopy(key, 16, upper, 0, 8);
        Xmm t1 = Xmm.load(key, 0);
        Xmm t3 = Xmm.load(upper, 0);
        ks[0] = t1;
        ks[1] = t3;
        // Each step makes six new words: four in t1 and two in the low half of t3. They are
        // packed into 128-bit round keys with SHUFPD, alternating two layouts (white paper).
        int k = 1;
        for (int i = 0; i < 8; i++) {
            Xmm t2 = Simd.pshufd(AesNi.aeskeygenassist(t3, RCON[i]), 0x55);
            t1 = Simd.pxor(xorShifted(t1), t2);
            Xmm top = Simd.pshufd(t1, 0xFF);
            t3 = Simd.pxor(Simd.pxor(t3, Simd.pslldq(t3, 4)), top);
            if ((i & 1) == 0) {
                ks[k] = Simd.shufpd(ks[k], t1, 0);
                ks[k + 1] = Simd.shufpd(t1, t3, 1);
                k += 2;
            } else {
                ks[k] = t1;
                if (k + 1 < ks.length) {
                    ks[k + 1] = t3;
                }
                k += 1;
            }
        }
        return ks;
    }

    private static Xmm[] expand256(byte[] key) {
        Xmm[] ks = new Xmm[15];
        Xmm t1 = Xmm.load(key, 0);
        Xmm t3 = Xmm.load(key, 16);
        ks[0] = t1;
        ks[1] = t3;
        for (int i = 0; i < 7; i++) {
            Xmm t2 = Simd.pshufd(AesNi.aeskeygenassist(t3, RCON[i]), 0xFF);
            t1 = Simd.pxor(xorShifted(t1), t2);
            ks[2 * i + 2] = t1;
            if (i < 6) {
                // The odd round keys use SubWord without RotWord or RCON: dword 2 of
                // AESKEYGENASSIST(t1, 0).
                Xmm t4 = Simd.pshufd(AesNi.aeskeygenassist(t1, 0), 0xAA);
                t3 = Simd.pxor(xorShifted(t3), t4);
                ks[2 * i + 3] = t3;
            }
        }
        return ks;
    }
}
