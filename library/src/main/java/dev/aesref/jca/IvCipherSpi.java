package dev.aesref.jca;

import dev.aesref.BlockEngine;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.ProviderException;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.IvParameterSpec;

/**
 * The shell of the provider's ciphers whose one parameter is an {@link IvParameterSpec}: ECB and
 * CBC ({@link BlockModeCipher}), CTR ({@link CtrCipher}) and the key wraps
 * ({@link KeyWrapCipher}, where the "IV" is the integrity check value).
 *
 * <p>Each cipher is one mode: {@code engineSetMode} accepts that mode's name and refuses any
 * other. Its parameters are its IV, as an {@code IvParameterSpec} in the provider's
 * {@code AlgorithmParameters.AES}; a cipher with no IV (ECB) has none.
 */
abstract class IvCipherSpi extends AesCipherSpi {

    final Provider provider;
    final BlockEngine engine;
    /** The mode's name in a transformation: "ECB", "CBC", "CTR", "KW" or "KWP". */
    private final String mode;
    /**
     * The IV: the one given at init (CBC, CTR), the integrity check value (the key wraps), or
     * null (ECB, and before init).
     */
    byte[] iv;

    IvCipherSpi(Provider provider, BlockEngine engine, String mode, int keyBytes) {
        super(keyBytes);
        this.provider = provider;
        this.engine = engine;
        this.mode = mode;
    }

    @Override
    protected final void engineSetMode(String name) throws NoSuchAlgorithmException {
        if (!mode.equalsIgnoreCase(name)) {
            throw new NoSuchAlgorithmException("this cipher is " + mode + "; mode " + name
                    + " is another transformation");
        }
    }

    @Override
    protected final int engineGetBlockSize() {
        return BlockEngine.BLOCK_BYTES;
    }

    @Override
    protected final byte[] engineGetIV() {
        return iv == null ? null : iv.clone();
    }

    @Override
    protected final AlgorithmParameters engineGetParameters() {
        if (iv == null) {
            return null;
        }
        try {
            AlgorithmParameters params = AlgorithmParameters.getInstance("AES", provider);
            params.init(new IvParameterSpec(iv));
            return params;
        } catch (GeneralSecurityException e) {
            throw new ProviderException("AlgorithmParameters.AES of " + provider.getName(), e);
        }
    }

    @Override
    final AlgorithmParameterSpec parameterSpec(AlgorithmParameters params) throws InvalidAlgorithmParameterException {
        return IvParams.spec(params);
    }

    /**
     * Refuses an output range with fewer than {@code needed} bytes from {@code outOff}, before
     * any state changes.
     */
    static void checkRoom(byte[] out, int outOff, int needed) throws ShortBufferException {
        if (out.length - outOff < needed) {
            throw new ShortBufferException("output buffer has " + (out.length - outOff)
                    + " bytes from offset " + outOff + ", needs " + needed);
        }
    }
}
