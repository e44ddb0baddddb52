package dev.aesref.harness;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * A test-only {@link BlockEngine} over the JDK's {@code AES/ECB/NoPadding}, so that the mode tests
 * have an engine to run on before (and besides) the project's own engines. It is an independent
 * oracle and is never registered in {@link dev.aesref.Engines}. Not constant-time in any sense
 * we control; never use it outside tests.
 */
public final class JdkAesEngine implements BlockEngine {

    public static final JdkAesEngine INSTANCE = new JdkAesEngine();

    @Override
    public String name() {
        return "jdk-test";
    }

    @Override
    public ExpandedKey expandKey(byte[] key) {
        int bits = Ranges.checkKey(key);
        return new Key(key.clone(), bits);
    }

    @Override
    public String toString() {
        return name();
    }

    private static final class Key implements ExpandedKey {
        private final byte[] raw;
        private final int bits;
        private final Cipher enc;
        private final Cipher dec;
        private boolean destroyed;

        Key(byte[] raw, int bits) {
            this.raw = raw;
            this.bits = bits;
            try {
                SecretKeySpec spec = new SecretKeySpec(raw, "AES");
                enc = Cipher.getInstance("AES/ECB/NoPadding");
                enc.init(Cipher.ENCRYPT_MODE, spec);
                dec = Cipher.getInstance("AES/ECB/NoPadding");
                dec.init(Cipher.DECRYPT_MODE, spec);
            } catch (GeneralSecurityException e) {
                throw new AssertionError(e);
            }
        }

        @Override
        public int keyBits() {
            return bits;
        }

        @Override
        public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            run(enc, in, inOff, out, outOff, blocks);
        }

        @Override
        public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            run(dec, in, inOff, out, outOff, blocks);
        }

        private void run(Cipher c, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            Ranges.checkBlocks("in", in, inOff, blocks);
            Ranges.checkBlocks("out", out, outOff, blocks);
            if (destroyed) {
                throw new IllegalStateException("expanded key destroyed");
            }
            int len = blocks * BLOCK_BYTES;
            // Copy the input first: the contract allows any aliasing.
            byte[] copy = Arrays.copyOfRange(in, inOff, inOff + len);
            try {
                c.doFinal(copy, 0, len, out, outOff);
            } catch (GeneralSecurityException e) {
                throw new AssertionError(e);
            }
        }

        @Override
        public void destroy() {
            Arrays.fill(raw, (byte) 0);
            destroyed = true;
        }

        @Override
        public boolean isDestroyed() {
            return destroyed;
        }
    }
}
