package dev.aesref.jca;

import dev.aesref.BlockEngine;
import dev.aesref.aead.Aead;
import dev.aesref.aead.Gcm;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;

/**
 * {@code AES/GCM/NoPadding}: {@link Gcm} (NIST SP 800-38D) behind the JCA, as SunJCE offers it.
 *
 * <ul>
 *   <li>Key: 16, 24 or 32 bytes. Nonce (IV): at least one byte (section 5.2.1.1; the empty IV
 *       would make the tag of the empty message the hash subkey); 12 bytes when the cipher draws
 *       one. Tag: 96, 104, 112, 120 or 128 bits, SunJCE's set: the 32- and 64-bit tags of
 *       Appendix C are only safe under message limits a JCA caller cannot promise.</li>
 *   <li>Encryption runs incrementally: {@code update} writes whole blocks and holds back the
 *       partial one. Decryption buffers until {@code doFinal} and verifies the tag first.</li>
 *   <li>Nonce reuse is refused as SunJCE refuses it: a second encryption {@code doFinal} without
 *       a new {@code init} throws {@link IllegalStateException}, and an {@code init} for
 *       encryption with the key and nonce of the previous encryption init throws
 *       {@link InvalidAlgorithmParameterException}.</li>
 * </ul>
 */
final class AeadGcmCipher extends AeadCipherSpi {

    /** AES/GCM with its AES on {@code engine}. */
    AeadGcmCipher(BlockEngine engine) {
        super(engine);
    }

    @Override
    String modeName() {
        return "GCM";
    }

    @Override
    int defaultNonceBytes() {
        return 12;
    }

    @Override
    void checkKey(int keyBytes) throws InvalidKeyException {
        AeadRules.checkAesKey(keyBytes);
    }

    @Override
    void checkNonceAndTag(int nonceBytes, int tagBits) throws InvalidAlgorithmParameterException {
        if (nonceBytes < 1) {
            throw new InvalidAlgorithmParameterException("GCM nonce (IV) must be at least 1 byte"
                    + " (SP 800-38D section 5.2.1.1), got " + nonceBytes);
        }
        if (tagBits < 96 || tagBits > 128) {
            throw new InvalidAlgorithmParameterException("GCM tag length must be 96, 104, 112,"
                    + " 120 or 128 bits (SP 800-38D section 5.2.1.2 without the Appendix C"
                    + " lengths, as SunJCE), got " + tagBits);
        }
    }

    @Override
    Aead newAead(byte[] key, int tagBytes) {
        return Gcm.create(expand(key), tagBytes);
    }

    @Override
    boolean refusesNonceReuse() {
        return true;
    }

    @Override
    Incremental incrementalEncryption(Aead mode, byte[] nonce) {
        Gcm.Encryption e = ((Gcm) mode).encryption(nonce);
        return new Incremental() {
            @Override
            public void updateAad(byte[] in, int off, int len) {
                e.updateAad(in, off, len);
            }

            @Override
            public void update(byte[] in, int inOff, int len, byte[] out, int outOff) {
                e.update(in, inOff, len, out, outOff);
            }

            @Override
            public void finish(byte[] out, int outOff) {
                e.finish(out, outOff);
            }

            @Override
            public void destroy() {
                e.destroy();
            }

            @Override
            public boolean isDestroyed() {
                return e.isDestroyed();
            }
        };
    }
}
