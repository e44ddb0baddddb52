package dev.aesref.pbe;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.mode.Cbc;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.BadPaddingException;

/**
 * PBES2 with PBKDF2 and AES-CBC-Pad (RFC 8018, section 6.2 and Appendix B.2.5): the key is
 * {@code PBKDF2(PRF, password, salt, c, dkLen)} with dkLen 16, 24 or 32 bytes, and the message is
 * encrypted with AES-CBC under that key and a 16-byte IV, padded as RFC 8018 section 6.1.1 step
 * 4 says (which is PKCS#7 for 16-byte blocks). These are the {@code PbeWithHmacSha*AndAes_*}
 * schemes that Wycheproof tests.
 *
 * <p>The derived key is expanded on the chosen engine and destroyed, with every copy of it, before
 * the call returns. A failed decryption throws {@link BadPaddingException} (the unpadding is
 * constant-time and releases nothing, see {@link Cbc#decryptPkcs7}); PBES2 has no MAC, so a
 * wrong password is detected only when the padding happens to be wrong.
 *
 * <p>Thread-safe: the object holds only the engine, the PRF's name and the key length, and each
 * call derives, uses and destroys a key of its own.
 */
public final class Pbes2 {

    private final BlockEngine engine;
    private final String hmac;
    private final int keyBytes;

    private Pbes2(BlockEngine engine, String hmac, int keyBytes) {
        this.engine = engine;
        this.hmac = hmac;
        this.keyBytes = keyBytes;
    }

    /**
     * PBES2 with the PBKDF2 PRF {@code hmac} (a JDK HMAC name such as {@code HmacSHA256}) and AES
     * with a key of {@code keyBytes} bytes.
     *
     * @throws IllegalArgumentException if keyBytes is not 16, 24 or 32
     */
    public static Pbes2 create(BlockEngine engine, String hmac, int keyBytes) {
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(hmac, "hmac");
        if (keyBytes != 16 && keyBytes != 24 && keyBytes != 32) {
            throw new IllegalArgumentException("AES key length must be 16, 24 or 32 bytes, got " + keyBytes);
        }
        return new Pbes2(engine, hmac, keyBytes);
    }

    /** Encrypts {@code message} under the key derived from {@code password}. */
    public byte[] encrypt(byte[] password, byte[] salt, int iterations, byte[] iv, byte[] message) {
        ExpandedKey key = derive(password, salt, iterations);
        try {
            return Cbc.encryptPkcs7(key, iv, message);
        } finally {
            key.destroy();
        }
    }

    /**
     * Decrypts {@code ciphertext} under the key derived from {@code password}.
     *
     * @throws BadPaddingException if the padding is wrong (for example, a wrong password)
     */
    public byte[] decrypt(byte[] password, byte[] salt, int iterations, byte[] iv, byte[] ciphertext)
            throws BadPaddingException {
        ExpandedKey key = derive(password, salt, iterations);
        try {
            return Cbc.decryptPkcs7(key, iv, ciphertext);
        } finally {
            key.destroy();
        }
    }

    private ExpandedKey derive(byte[] password, byte[] salt, int iterations) {
        byte[] dk = Pbkdf2.derive(hmac, password, salt, iterations, keyBytes);
        try {
            return engine.expandKey(dk);
        } finally {
            Arrays.fill(dk, (byte) 0);
        }
    }
}
