package dev.aesref.internal.hwmodel.zoo;

import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * One AES block encryption for the zoo variants. The variants are about counter handling, so
 * they use the JDK's AES for the block itself (fast, and independent of the hwmodel engine).
 */
final class BlockCipher {

    private final Cipher ecb;

    BlockCipher(byte[] key) {
        try {
            ecb = Cipher.getInstance("AES/ECB/NoPadding");
            ecb.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
        } catch (java.security.GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    byte[] encrypt(byte[] block) {
        try {
            return ecb.doFinal(block, 0, 16);
        } catch (java.security.GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }
}
