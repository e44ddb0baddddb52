package dev.aesref.jca;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidParameterException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.KeyGeneratorSpi;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/**
 * {@code KeyGenerator.AES}: 128-, 192- or 256-bit keys from a {@link SecureRandom}. The default
 * size is SunJCE's on JDK 17, 128 bits (JDK 19 and later default to 256, JDK-8267319); the test
 * compares it with the running JDK's SunJCE. A generated key is a {@link SecretKeySpec}, which
 * the caller owns and may destroy; the generator keeps no copy.
 */
final class AesKeyGenerator extends KeyGeneratorSpi {

    static final int DEFAULT_KEY_BITS = 128;

    private int keyBytes = DEFAULT_KEY_BITS / 8;
    private SecureRandom random;

    @Override
    protected void engineInit(SecureRandom r) {
        random = r;
    }

    @Override
    protected void engineInit(AlgorithmParameterSpec params, SecureRandom r)
            throws InvalidAlgorithmParameterException {
        throw new InvalidAlgorithmParameterException("KeyGenerator.AES takes a key size, not"
                + " parameters");
    }

    @Override
    protected void engineInit(int keysize, SecureRandom r) {
        if (keysize != 128 && keysize != 192 && keysize != 256) {
            throw new InvalidParameterException("AES key size must be 128, 192 or 256 bits, got "
                    + keysize);
        }
        keyBytes = keysize / 8;
        random = r;
    }

    @Override
    protected SecretKey engineGenerateKey() {
        byte[] raw = new byte[keyBytes];
        (random != null ? random : new SecureRandom()).nextBytes(raw);
        try {
            return new SecretKeySpec(raw, "AES");
        } finally {
            java.util.Arrays.fill(raw, (byte) 0);
        }
    }
}
