package dev.aesref.mode;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * XTS-AES written the way IEEE 1619-2018 sections 5.3 and 5.4 read, as an oracle: one block at a
 * time through the JDK's AES/ECB, the tweak multiplied by alpha byte by byte (section 5.2, with an
 * ordinary branch on the carry; constant time does not matter here), ciphertext stealing spelled
 * out as in the standard's step lists. Nothing is shared with {@link Xts}.
 */
final class NaiveXts {

    private NaiveXts() {}

    private static byte[] aes(int mode, byte[] key, byte[] block) {
        try {
            Cipher c = Cipher.getInstance("AES/ECB/NoPadding");
            c.init(mode, new SecretKeySpec(key, "AES"));
            return c.doFinal(block);
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    /** Section 5.2: T <- T * alpha on the little-endian 16-byte string. */
    static byte[] timesAlpha(byte[] t) {
        byte[] r = new byte[16];
        int carry = 0;
        for (int i = 0; i < 16; i++) {
            int v = ((t[i] & 0xFF) << 1) | carry;
            r[i] = (byte) v;
            carry = (t[i] & 0x80) != 0 ? 1 : 0;
        }
        if (carry != 0) {
            r[0] ^= (byte) 0x87;
        }
        return r;
    }

    /** The tweak of block j: AES-enc(Key2, i) * alpha^j. */
    private static byte[] tweak(byte[] key2, byte[] i, int j) {
        byte[] t = aes(Cipher.ENCRYPT_MODE, key2, i);
        for (int n = 0; n < j; n++) {
            t = timesAlpha(t);
        }
        return t;
    }

    /** XTS-AES-blockEnc / blockDec, sections 5.3.1 and 5.4.1. */
    private static byte[] block(int mode, byte[] key1, byte[] key2, byte[] i, int j, byte[] p) {
        byte[] t = tweak(key2, i, j);
        byte[] pp = new byte[16];
        for (int k = 0; k < 16; k++) {
            pp[k] = (byte) (p[k] ^ t[k]);
        }
        byte[] cc = aes(mode, key1, pp);
        for (int k = 0; k < 16; k++) {
            cc[k] ^= t[k];
        }
        return cc;
    }

    static byte[] encrypt(byte[] key, byte[] i, byte[] p) {
        return run(Cipher.ENCRYPT_MODE, key, i, p);
    }

    static byte[] decrypt(byte[] key, byte[] i, byte[] c) {
        return run(Cipher.DECRYPT_MODE, key, i, c);
    }

    private static byte[] run(int mode, byte[] key, byte[] i, byte[] in) {
        byte[] key1 = Arrays.copyOfRange(key, 0, key.length / 2);
        byte[] key2 = Arrays.copyOfRange(key, key.length / 2, key.length);
        int m = in.length / 16;
        int b = in.length % 16;
        byte[] out = new byte[in.length];
        int whole = b == 0 ? m : m - 1;
        for (int q = 0; q < whole; q++) {
            System.arraycopy(block(mode, key1, key2, i, q, Arrays.copyOfRange(in, 16 * q, 16 * q + 16)), 0,
                    out, 16 * q, 16);
        }
        if (b != 0) {
            byte[] last = Arrays.copyOfRange(in, 16 * (m - 1), 16 * m);
            // encryption: CC = enc(P_{m-1}, T_{m-1}); decryption: PP = dec(C_{m-1}, T_m)
            int first = mode == Cipher.ENCRYPT_MODE ? m - 1 : m;
            int second = mode == Cipher.ENCRYPT_MODE ? m : m - 1;
            byte[] x = block(mode, key1, key2, i, first, last);
            byte[] y = x.clone();
            System.arraycopy(in, 16 * m, y, 0, b);
            System.arraycopy(x, 0, out, 16 * m, b);
            System.arraycopy(block(mode, key1, key2, i, second, y), 0, out, 16 * (m - 1), 16);
        }
        return out;
    }
}
