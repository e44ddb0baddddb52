package dev.aesref.jca;

import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.CipherSpi;

/**
 * What every AES cipher of the provider shares: the one key intake ({@link JcaKeys#rawKey}: an
 * "AES" or "Rijndael" key of 16, 24 or 32 bytes, whatever its encoding's format, the same for
 * every mode), and the three {@code engineInit} overloads that come down to the one a subclass
 * writes, {@link #engineInit(int, Key, AlgorithmParameterSpec, SecureRandom)}.
 *
 * <p>The {@code Key} overload passes null parameters, and a refusal of those is reported as the
 * {@link InvalidKeyException} that {@code Cipher.init(int, Key)} declares. The
 * {@code AlgorithmParameters} overload turns the parameters into the subclass's spec type
 * ({@link #parameterSpec}).
 */
abstract class AesCipherSpi extends CipherSpi {

    /** The key length this cipher takes, in bytes; 0 for any AES length. */
    final int keyBytes;

    AesCipherSpi(int keyBytes) {
        this.keyBytes = keyBytes;
    }

    /**
     * The spec that {@code params} give for this cipher (null for null).
     *
     * @throws InvalidAlgorithmParameterException if they give none of the spec type it takes
     */
    abstract AlgorithmParameterSpec parameterSpec(AlgorithmParameters params)
            throws InvalidAlgorithmParameterException;

    @Override
    protected final void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
        try {
            engineInit(opmode, key, (AlgorithmParameterSpec) null, random);
        } catch (InvalidAlgorithmParameterException e) {
            throw new InvalidKeyException(e.getMessage(), e);
        }
    }

    @Override
    protected final void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        engineInit(opmode, key, parameterSpec(params), random);
    }

    @Override
    protected int engineGetKeySize(Key key) throws InvalidKeyException {
        byte[] raw = JcaKeys.rawKey(key, keyBytes);
        Arrays.fill(raw, (byte) 0);
        return raw.length * 8;
    }
}
