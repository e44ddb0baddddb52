package dev.aesref.jca;

import dev.aesref.BlockEngine;
import dev.aesref.aead.Aead;
import dev.aesref.aead.Ccm;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;

/**
 * {@code AES/CCM/NoPadding}: {@link Ccm} (NIST SP 800-38C, RFC 3610) behind the JCA, with its
 * parameters in a {@code GCMParameterSpec} as Bouncy Castle and Wycheproof pass them.
 *
 * <ul>
 *   <li>Key: 16, 24 or 32 bytes. Nonce: 7 to 13 bytes; 12 when the cipher draws one. Tag: 32,
 *       48, 64, 80, 96, 112 or 128 bits (SP 800-38C Appendix A.1).</li>
 *   <li>CCM is not online (the length of the message comes first in B_0): both directions buffer
 *       the message until {@code doFinal}. A message longer than the nonce's length field allows
 *       (shorter than 2^(8 (15 - n)) bytes) fails in {@code doFinal} with
 *       {@code IllegalBlockSizeException}, before any output.</li>
 * </ul>
 */
final class AeadCcmCipher extends AeadCipherSpi {

    /** AES/CCM with its AES on {@code engine}. */
    AeadCcmCipher(BlockEngine engine) {
        super(engine);
    }

    @Override
    String modeName() {
        return "CCM";
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
        if (nonceBytes < 7 || nonceBytes > 13) {
            throw new InvalidAlgorithmParameterException("CCM nonce must be 7 to 13 bytes"
                    + " (SP 800-38C A.1), got " + nonceBytes);
        }
        if (tagBits < 32 || tagBits > 128 || tagBits % 16 != 0) {
            throw new InvalidAlgorithmParameterException("CCM tag length must be 32, 48, 64, 80,"
                    + " 96, 112 or 128 bits (SP 800-38C A.1), got " + tagBits);
        }
    }

    @Override
    Aead newAead(byte[] key, int tagBytes) {
        return Ccm.create(expand(key), tagBytes);
    }
}
