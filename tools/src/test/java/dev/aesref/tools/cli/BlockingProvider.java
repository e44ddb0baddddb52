package dev.aesref.tools.cli;

import java.security.AlgorithmParameters;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.crypto.CipherSpi;

/**
 * A provider whose {@code AES/CTR/NoPadding} stops in its first {@code init} until the test lets
 * it go, then refuses every key: a check against it is a run the test can interrupt half way.
 *
 * <p>It writes out the {@code CipherSpi} methods that the test kit's test providers inherit from
 * {@code FixedTransformationSpi}: these tests compile inside the {@code dev.aesref.tools} module,
 * where {@code dev.aesref.testkit.check} is the test kit module's package, which the classes of
 * its test jar cannot join.
 */
public final class BlockingProvider extends Provider {

    private static final long serialVersionUID = 1L;

    /** Counted down when the first init has begun. */
    static volatile CountDownLatch entered = new CountDownLatch(1);
    /** What the first init waits for. */
    static volatile CountDownLatch release = new CountDownLatch(1);

    public BlockingProvider() {
        super("BLOCKING", "1", "a CTR that blocks in init");
        putService(new Service(this, "Cipher", "AES/CTR/NoPadding", Spi.class.getName(), null, null) {
            @Override
            public Object newInstance(Object param) {
                return new Spi();
            }
        });
    }

    static final class Spi extends CipherSpi {
        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
                throws InvalidKeyException {
            entered.countDown();
            try {
                release.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new InvalidKeyException("refused");
        }

        @Override
        protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
            engineInit(opmode, key, (AlgorithmParameterSpec) null, random);
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
                throws InvalidKeyException {
            engineInit(opmode, key, (AlgorithmParameterSpec) null, random);
        }

        @Override
        protected void engineSetMode(String mode) {
            throw new UnsupportedOperationException();
        }

        @Override
        protected void engineSetPadding(String padding) {
            throw new UnsupportedOperationException();
        }

        @Override
        protected int engineGetBlockSize() {
            return 16;
        }

        @Override
        protected int engineGetOutputSize(int inputLen) {
            return inputLen;
        }

        @Override
        protected byte[] engineGetIV() {
            return null;
        }

        @Override
        protected AlgorithmParameters engineGetParameters() {
            return null;
        }

        @Override
        protected byte[] engineUpdate(byte[] input, int inputOffset, int inputLen) {
            throw new IllegalStateException();
        }

        @Override
        protected int engineUpdate(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset) {
            throw new IllegalStateException();
        }

        @Override
        protected byte[] engineDoFinal(byte[] input, int inputOffset, int inputLen) {
            throw new IllegalStateException();
        }

        @Override
        protected int engineDoFinal(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset) {
            throw new IllegalStateException();
        }
    }
}
