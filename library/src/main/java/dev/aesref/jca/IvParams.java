package dev.aesref.jca;

import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.InvalidParameterSpecException;
import javax.crypto.spec.IvParameterSpec;

/**
 * The IV rules of the CBC and CTR ciphers, as SunJCE applies them: an {@link IvParameterSpec} of
 * exactly 16 bytes; none at all means a fresh random IV when encrypting and
 * "Parameters missing" when decrypting.
 */
final class IvParams {

    static final int IV_BYTES = 16;

    private IvParams() {}

    /** The 16-byte IV of {@code spec}, or a random one for an encryption without parameters. */
    static byte[] iv(AlgorithmParameterSpec spec, boolean decrypting, SecureRandom random)
            throws InvalidAlgorithmParameterException {
        if (spec == null) {
            if (decrypting) {
                throw new InvalidAlgorithmParameterException("Parameters missing: decryption needs"
                        + " the 16-byte IV (IvParameterSpec)");
            }
            byte[] iv = new byte[IV_BYTES];
            (random != null ? random : new SecureRandom()).nextBytes(iv);
            return iv;
        }
        if (!(spec instanceof IvParameterSpec)) {
            throw new InvalidAlgorithmParameterException("Wrong parameter type: IvParameterSpec"
                    + " expected, got " + spec.getClass().getName());
        }
        byte[] iv = ((IvParameterSpec) spec).getIV();
        if (iv.length != IV_BYTES) {
            throw new InvalidAlgorithmParameterException("Wrong IV length: must be 16 bytes long,"
                    + " got " + iv.length);
        }
        return iv;
    }

    /** The {@link IvParameterSpec} inside {@code params}, or null when there are none. */
    static AlgorithmParameterSpec spec(AlgorithmParameters params)
            throws InvalidAlgorithmParameterException {
        if (params == null) {
            return null;
        }
        try {
            return params.getParameterSpec(IvParameterSpec.class);
        } catch (InvalidParameterSpecException e) {
            throw new InvalidAlgorithmParameterException("parameters must hold an IvParameterSpec: "
                    + e.getMessage(), e);
        }
    }
}
