package dev.aesref.testkit.check;

import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.SecretKeySpec;

/**
 * A provider whose {@code AES/ECB/NoPadding} is right on one thread and wrong on several:
 * {@code aesref check --threads N}'s fixture, for {@code --provider CLASS}.
 *
 * <p>The fault is a working block in a {@code static} array, shared by every cipher object. Each
 * block is copied into it, encrypted there by SunJCE's AES and copied out. Two threads that do
 * this at once read each other's blocks. The cipher yields the processor between writing the
 * array and reading it back, which widens the race window: with thousands of blocks per run, two
 * threads on two cores collide in practice every time.
 */
public final class StaticScratchProvider extends Provider {

    private static final long serialVersionUID = 1L;

    public StaticScratchProvider() {
        super("STATIC-SCRATCH", "1", "an AES/ECB whose working block is static, shared by every cipher");
        putService(new Service(this, "Cipher", "AES/ECB/NoPadding", Spi.class.getName(), null, null) {
            @Override
            public Object newInstance(Object param) {
                return new Spi();
            }
        });
    }

    /** ECB through one block of scratch that every instance shares. */
    static final class Spi extends FixedTransformationSpi {

        /** The fault: working storage shared by all instances and all threads. */
        private static final byte[] SCRATCH = new byte[16];

        private final byte[] pending = new byte[16];
        private int pendingLength;
        private Cipher aes;

        @Override
        protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
            if (opmode != Cipher.ENCRYPT_MODE && opmode != Cipher.DECRYPT_MODE) {
                throw new UnsupportedOperationException("encrypt and decrypt only, got mode " + opmode);
            }
            byte[] raw = key.getEncoded();
            if (raw == null || (raw.length != 16 && raw.length != 24 && raw.length != 32)) {
                throw new InvalidKeyException("an AES key is 16, 24 or 32 bytes");
            }
            try {
                aes = Cipher.getInstance("AES/ECB/NoPadding", "SunJCE");
                aes.init(opmode, new SecretKeySpec(raw, "AES"));
            } catch (InvalidKeyException e) {
                throw e;
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException(e);
            }
            pendingLength = 0;
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
                throws InvalidKeyException, InvalidAlgorithmParameterException {
            if (params != null) {
                throw new InvalidAlgorithmParameterException("ECB takes no parameters");
            }
            engineInit(opmode, key, random);
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
                throws InvalidKeyException, InvalidAlgorithmParameterException {
            if (params != null) {
                throw new InvalidAlgorithmParameterException("ECB takes no parameters");
            }
            engineInit(opmode, key, random);
        }

        @Override
        protected int engineGetOutputSize(int inputLen) {
            return pendingLength + inputLen;
        }

        @Override
        protected byte[] engineUpdate(byte[] in, int off, int len) {
            byte[] out = new byte[(pendingLength + len) / 16 * 16];
            int n = update(in, off, len, out, 0);
            return n == out.length ? out : Arrays.copyOf(out, n);
        }

        @Override
        protected int engineUpdate(byte[] in, int off, int len, byte[] out, int outOff) throws ShortBufferException {
            if (out.length - outOff < (pendingLength + len) / 16 * 16) {
                throw new ShortBufferException("output too short");
            }
            return update(in, off, len, out, outOff);
        }

        @Override
        protected byte[] engineDoFinal(byte[] in, int off, int len) throws IllegalBlockSizeException {
            checkWhole(len);
            byte[] out = engineUpdate(in == null ? new byte[0] : in, in == null ? 0 : off, in == null ? 0 : len);
            pendingLength = 0;
            return out;
        }

        @Override
        protected int engineDoFinal(byte[] in, int off, int len, byte[] out, int outOff)
                throws ShortBufferException, IllegalBlockSizeException {
            checkWhole(len);
            int n = engineUpdate(in == null ? new byte[0] : in, in == null ? 0 : off, in == null ? 0 : len, out, outOff);
            pendingLength = 0;
            return n;
        }

        private void checkWhole(int len) throws IllegalBlockSizeException {
            if ((pendingLength + len) % 16 != 0) {
                int total = pendingLength + len;
                pendingLength = 0;
                throw new IllegalBlockSizeException("ECB without padding takes whole blocks, got " + total + " bytes");
            }
        }

        /** Every whole block of the pending bytes and {@code in}; the rest stays pending. */
        private int update(byte[] in, int off, int len, byte[] out, int outOff) {
            // A copy first: in place, the output would overwrite input not yet read.
            byte[] input = Arrays.copyOfRange(in, off, off + len);
            int written = 0;
            for (int i = 0; i < input.length; i++) {
                pending[pendingLength++] = input[i];
                if (pendingLength == 16) {
                    block(out, outOff + written);
                    written += 16;
                    pendingLength = 0;
                }
            }
            return written;
        }

        /** The pending block through the shared scratch. */
        private void block(byte[] out, int outOff) {
            System.arraycopy(pending, 0, SCRATCH, 0, 16);
            // Widens the race: another thread may now write its block over this one.
            Thread.yield();
            try {
                aes.update(SCRATCH, 0, 16, SCRATCH, 0);
            } catch (ShortBufferException e) {
                throw new IllegalStateException(e);
            }
            System.arraycopy(SCRATCH, 0, out, outOff, 16);
        }
    }
}
