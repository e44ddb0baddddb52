package dev.aesref.testkit.check;

import java.security.AlgorithmParameters;
import java.security.NoSuchAlgorithmException;
import javax.crypto.CipherSpi;
import javax.crypto.NoSuchPaddingException;

/**
 * The part of a test provider's {@link CipherSpi} that is the same in each: the service is
 * registered under one whole transformation ({@code "AES/GCM/NoPadding"}), so there is no mode
 * or padding to set, the block is AES's, and the cipher hands back no IV and no parameters (the
 * check always gives its own). Each subclass keeps only the behaviour its tests are about: the
 * broken providers of the check's tests and the recording one of {@code JcaRunTest}. (The tools'
 * {@code BlockingProvider} cannot extend it; its class comment says why.)
 */
abstract class FixedTransformationSpi extends CipherSpi {

    @Override
    protected final void engineSetMode(String mode) throws NoSuchAlgorithmException {
        throw new NoSuchAlgorithmException("the transformation is fixed; no mode to set: " + mode);
    }

    @Override
    protected final void engineSetPadding(String padding) throws NoSuchPaddingException {
        throw new NoSuchPaddingException("the transformation is fixed; no padding to set: " + padding);
    }

    @Override
    protected final int engineGetBlockSize() {
        return 16;
    }

    @Override
    protected final byte[] engineGetIV() {
        return null;
    }

    @Override
    protected final AlgorithmParameters engineGetParameters() {
        return null;
    }
}
