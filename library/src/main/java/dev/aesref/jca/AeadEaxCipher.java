package dev.aesref.jca;

import dev.aesref.BlockEngine;
import dev.aesref.aead.Aead;
import dev.aesref.aead.Eax;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;

/**
 * {@code AES/EAX/NoPadding}: {@link Eax} (Bellare, Rogaway, Wagner, FSE 2004) behind the JCA,
 * with its parameters in a {@code GCMParameterSpec} as Bouncy Castle and Wycheproof pass them.
 *
 * <ul>
 *   <li>Key: 16, 24 or 32 bytes. Nonce: any length, the empty one included (the paper takes N in
 *       {0,1}*); 16 bytes when the cipher draws one. Tag: 8 to 128 bits in whole bytes (a
 *       zero-length tag authenticates nothing).</li>
 *   <li>Both directions buffer the message until {@code doFinal}. Unlike GCM, re-init with the
 *       same key and nonce is not refused: Wycheproof's EAX vectors repeat key and nonce on
 *       purpose, and Bouncy Castle's refusal fails them.</li>
 * </ul>
 */
final class AeadEaxCipher extends AeadCipherSpi {

    /** AES/EAX with its AES on {@code engine}. */
    AeadEaxCipher(BlockEngine engine) {
        super(engine);
    }

    @Override
    String modeName() {
        return "EAX";
    }

    @Override
    int defaultNonceBytes() {
        return 16;
    }

    @Override
    void checkKey(int keyBytes) throws InvalidKeyException {
        AeadRules.checkAesKey(keyBytes);
    }

    @Override
    void checkNonceAndTag(int nonceBytes, int tagBits) throws InvalidAlgorithmParameterException {
        if (tagBits < 8 || tagBits > 128) {
            throw new InvalidAlgorithmParameterException("EAX tag length must be 8 to 128 bits"
                    + " in whole bytes, got " + tagBits);
        }
    }

    @Override
    Aead newAead(byte[] key, int tagBytes) {
        return Eax.create(expand(key), tagBytes);
    }
}
