package dev.aesref.testkit.check;

import java.io.ByteArrayOutputStream;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.Key;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;

/**
 * CCM written from SP 800-38C (A.2 formatting, 6.1 generation-encryption, 6.2 verification) with
 * one fault: it takes any even tag length from 2 bytes, so a 16-bit tag, which A.1 forbids
 * (Tlen is one of 32, 48, ..., 128), is accepted. B0's flags encode (t − 2)/2, so a 2-byte tag
 * is the reserved value 0: the tag is well defined, only forbidden.
 */
final class LenientCcm extends BrokenProvider.Buffering {

    private final ByteArrayOutputStream aad = new ByteArrayOutputStream();

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random) {
        if (!(params instanceof GCMParameterSpec g) || g.getTLen() % 16 != 0 || g.getTLen() < 16 || g.getTLen() > 128
                || g.getIV().length < 7 || g.getIV().length > 13) {
            throw new IllegalArgumentException(new InvalidAlgorithmParameterException("tag or nonce length"));
        }
        super.engineInit(opmode, key, params, random);
        aad.reset();
    }

    @Override
    protected void engineUpdateAAD(byte[] src, int offset, int len) {
        aad.write(src, offset, len);
    }

    @Override
    byte[] finish(byte[] all) throws GeneralSecurityException {
        GCMParameterSpec spec = (GCMParameterSpec) params;
        byte[] nonce = spec.getIV();
        int t = spec.getTLen() / 8;
        byte[] a = aad.toByteArray();
        aad.reset();
        boolean encrypt = opmode == Cipher.ENCRYPT_MODE;
        int n = encrypt ? all.length : all.length - t;
        if (n < 0) {
            throw new AEADBadTagException("shorter than the tag");
        }
        byte[] p = encrypt ? all : ctr(nonce, Arrays.copyOf(all, n));
        byte[] tag = Arrays.copyOf(mac(nonce, t, a, p), t);
        xorInto(tag, aesBlock(counterBlock(nonce, 0)));
        if (!encrypt) {
            if (!Arrays.equals(tag, Arrays.copyOfRange(all, n, all.length))) {
                throw new AEADBadTagException("tag mismatch");
            }
            return p;
        }
        byte[] c = ctr(nonce, p);
        byte[] out = Arrays.copyOf(c, n + t);
        System.arraycopy(tag, 0, out, n, t);
        return out;
    }

    /** CBC-MAC over B0 (flags, nonce, message length in q = 15 − |nonce| bytes), the AAD with its length, the message. */
    private byte[] mac(byte[] nonce, int t, byte[] a, byte[] p) throws GeneralSecurityException {
        int q = 15 - nonce.length;
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write((a.length > 0 ? 0x40 : 0) | ((t - 2) / 2) << 3 | (q - 1));
        b.write(nonce, 0, nonce.length);
        for (int i = q - 1; i >= 0; i--) {
            b.write(i >= 4 ? 0 : p.length >>> (8 * i));
        }
        if (a.length > 0) {
            // A.2.2: lengths below 2^16 − 2^8 take two bytes; the check's AAD is short.
            b.write(a.length >>> 8);
            b.write(a.length);
            b.write(a, 0, a.length);
            pad(b);
        }
        b.write(p, 0, p.length);
        pad(b);
        byte[] blocks = b.toByteArray();
        byte[] x = new byte[16];
        for (int i = 0; i < blocks.length; i += 16) {
            xorInto(x, Arrays.copyOfRange(blocks, i, i + 16));
            x = aesBlock(x);
        }
        return x;
    }

    private static void pad(ByteArrayOutputStream b) {
        while (b.size() % 16 != 0) {
            b.write(0);
        }
    }

    /** Ctr_i: flags q − 1, the nonce, i in q bytes (A.3). */
    private static byte[] counterBlock(byte[] nonce, int i) {
        byte[] ctr = new byte[16];
        ctr[0] = (byte) (14 - nonce.length);
        System.arraycopy(nonce, 0, ctr, 1, nonce.length);
        for (int k = 0; k < 15 - nonce.length && k < 4; k++) {
            ctr[15 - k] = (byte) (i >>> (8 * k));
        }
        return ctr;
    }

    /** The message XORed with E(Ctr_1), E(Ctr_2), ... */
    private byte[] ctr(byte[] nonce, byte[] in) throws GeneralSecurityException {
        byte[] out = in.clone();
        for (int j = 0; j < out.length; j += 16) {
            byte[] s = aesBlock(counterBlock(nonce, j / 16 + 1));
            for (int k = 0; k < 16 && j + k < out.length; k++) {
                out[j + k] ^= s[k];
            }
        }
        return out;
    }

    private static void xorInto(byte[] x, byte[] y) {
        for (int i = 0; i < x.length; i++) {
            x[i] ^= y[i];
        }
    }
}
