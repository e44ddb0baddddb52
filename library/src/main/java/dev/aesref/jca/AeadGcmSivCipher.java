package dev.aesref.jca;

import dev.aesref.BlockEngine;
import dev.aesref.aead.Aead;
import dev.aesref.aead.GcmSiv;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;

/**
 * {@code AES/GCM-SIV/NoPadding}: {@link GcmSiv} (RFC 8452) behind the JCA. Parameters come as an
 * {@code IvParameterSpec} (what Wycheproof passes) or a {@code GCMParameterSpec} with a 128-bit
 * tag (what Bouncy Castle takes).
 *
 * <ul>
 *   <li>Key: 16 or 32 bytes (RFC 8452 defines no AES-192 variant). Nonce: 12 bytes. Tag: 128
 *       bits.</li>
 *   <li>The tag is the counter's starting block, so encryption cannot be online: both
 *       directions buffer the message until {@code doFinal}. GCM-SIV is built to survive a
 *       repeated nonce, so re-init with the same key and nonce is allowed.</li>
 * </ul>
 */
final class AeadGcmSivCipher extends AeadCipherSpi {

    /** AES/GCM-SIV with its AES on {@code engine}. */
    AeadGcmSivCipher(BlockEngine engine) {
        super(engine);
    }

    @Override
    String modeName() {
        return "GCM-SIV";
    }

    @Override
    int defaultNonceBytes() {
        return 12;
    }

    @Override
    void checkKey(int keyBytes) throws InvalidKeyException {
        if (keyBytes != 16 && keyBytes != 32) {
            throw new InvalidKeyException("GCM-SIV key must be 16 or 32 bytes (RFC 8452 defines"
                    + " AES-128 and AES-256 only), got " + keyBytes);
        }
    }

    @Override
    void checkNonceAndTag(int nonceBytes, int tagBits) throws InvalidAlgorithmParameterException {
        if (nonceBytes != 12) {
            throw new InvalidAlgorithmParameterException("GCM-SIV nonce must be 12 bytes"
                    + " (RFC 8452 section 4), got " + nonceBytes);
        }
        if (tagBits != 128) {
            throw new InvalidAlgorithmParameterException("GCM-SIV tag length must be 128 bits"
                    + " (RFC 8452 section 4), got " + tagBits);
        }
    }

    @Override
    Aead newAead(byte[] key, int tagBytes) {
        return GcmSiv.create(engine, key);
    }
}
