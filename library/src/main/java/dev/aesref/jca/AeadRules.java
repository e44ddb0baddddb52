package dev.aesref.jca;

import java.security.InvalidKeyException;

/** The parameter rules the AEAD ciphers share. */
final class AeadRules {

    private AeadRules() {
    }

    /** FIPS-197 section 5: AES keys are 128, 192 or 256 bits. */
    static void checkAesKey(int keyBytes) throws InvalidKeyException {
        if (keyBytes != 16 && keyBytes != 24 && keyBytes != 32) {
            throw new InvalidKeyException("AES key must be 16, 24 or 32 bytes (FIPS-197"
                    + " section 5), got " + keyBytes);
        }
    }
}
