package dev.aesref.keywrap;

import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.InvalidCipherTextException;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.engines.AESWrapEngine;
import org.bouncycastle.crypto.engines.AESWrapPadEngine;
import org.bouncycastle.crypto.engines.RFC3394WrapEngine;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;

/**
 * Independent key-wrap implementations for the differential and negative tests: the JDK's
 * {@code AES/KW/NoPadding} and {@code AES/KWP/NoPadding}, Bouncy Castle's {@code AESWrapEngine}
 * (also in its reverse direction, CIPH^-1 as the forward function) and {@code AESWrapPadEngine},
 * and a KWP assembled from Bouncy Castle's W with a chosen 8-byte A and the JDK's single-block
 * AES, for the inverse-cipher KWP that no library offers and for building malformed KWP
 * ciphertexts (a bad ICV2, MLI or padding) that a conforming wrapper would never produce.
 */
final class Oracles {

    private Oracles() {}

    static byte[] jdk(String transformation, int mode, byte[] key, byte[] in) {
        try {
            Cipher c = Cipher.getInstance(transformation);
            c.init(mode, new SecretKeySpec(key, "AES"));
            return c.doFinal(in);
        } catch (GeneralSecurityException e) {
            throw new AssertionError(transformation, e);
        }
    }

    static byte[] bcKw(boolean inverse, byte[] key, byte[] in) {
        AESWrapEngine w = new AESWrapEngine(inverse);
        w.init(true, new KeyParameter(key));
        return w.wrap(in, 0, in.length);
    }

    static byte[] bcKwUnwrap(boolean inverse, byte[] key, byte[] in) throws InvalidCipherTextException {
        AESWrapEngine w = new AESWrapEngine(inverse);
        w.init(false, new KeyParameter(key));
        return w.unwrap(in, 0, in.length);
    }

    static byte[] bcKwp(byte[] key, byte[] in) {
        AESWrapPadEngine w = new AESWrapPadEngine();
        w.init(true, new KeyParameter(key));
        return w.wrap(in, 0, in.length);
    }

    /**
     * W (or the single block cipher call for one semiblock) over {@code a || data} for any 8-byte
     * {@code a} and any {@code data} of whole semiblocks: KWP-AE with the integrity value and the
     * padding taken as given, SP 800-38F section 6.3 steps 4-5.
     */
    @SuppressWarnings("deprecation") // the AESEngine constructor: we want exactly that engine
    static byte[] rawKwp(boolean inverse, byte[] key, byte[] a, byte[] data) {
        if (data.length == 8) {
            byte[] block = new byte[16];
            System.arraycopy(a, 0, block, 0, 8);
            System.arraycopy(data, 0, block, 8, 8);
            return jdk("AES/ECB/NoPadding", inverse ? Cipher.DECRYPT_MODE : Cipher.ENCRYPT_MODE, key, block);
        }
        RFC3394WrapEngine w = new RFC3394WrapEngine(new AESEngine(), inverse);
        w.init(true, new ParametersWithIV(new KeyParameter(key), a));
        return w.wrap(data, 0, data.length);
    }

    /** The KWP integrity value A65959A6 || [len]32 and the zero-padded plaintext through rawKwp. */
    static byte[] kwp(boolean inverse, byte[] key, byte[] msg) {
        byte[] a = {(byte) 0xA6, 0x59, 0x59, (byte) 0xA6, (byte) (msg.length >>> 24),
            (byte) (msg.length >>> 16), (byte) (msg.length >>> 8), (byte) msg.length};
        byte[] padded = java.util.Arrays.copyOf(msg, (msg.length + 7) & ~7);
        return rawKwp(inverse, key, a, padded);
    }
}
