package dev.aesref.testkit;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * A {@link BlockEngine} over the JDK's {@code AES/ECB/NoPadding}: an engine that shares no code
 * with aesref, for differential tests of modes and engines, and for running the conformance
 * suites' own self-checks. It is never registered in {@link dev.aesref.engines.Engines}, and it is
 * not constant-time in any sense this project controls: use it in tests only.
 *
 * <p>It is also the home of the JDK-backed oracles that tests compare against: {@link #ecb},
 * {@link #ctr128} and {@link #ctrAt}.
 */
public final class JdkAesEngine implements BlockEngine {

    public static final JdkAesEngine INSTANCE = new JdkAesEngine();

    /**
     * Every engine of the registry, then this one: what a test of a mode runs on, so that the
     * mode is seen on an engine that shares no code with aesref too.
     */
    public static java.util.List<BlockEngine> andEveryRegisteredEngine() {
        java.util.List<BlockEngine> list = new java.util.ArrayList<>(dev.aesref.engines.Engines.all());
        list.add(INSTANCE);
        return java.util.List.copyOf(list);
    }

    /** A key of this engine, for tests that need one engine only. */
    public static ExpandedKey key(byte[] key) {
        return INSTANCE.expandKey(key);
    }

    /** The JDK's {@code AES/ECB/NoPadding} over {@code data} (whole blocks). */
    public static byte[] ecb(boolean encrypt, byte[] key, byte[] data) {
        try {
            Cipher c = Cipher.getInstance("AES/ECB/NoPadding");
            c.init(encrypt ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"));
            return c.doFinal(data);
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    /** The JDK's {@code AES/CTR/NoPadding} (128-bit big-endian counter) from block 0. */
    public static byte[] ctr128(byte[] key, byte[] iv, byte[] data) {
        try {
            Cipher c = Cipher.getInstance("AES/CTR/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(iv));
            return c.doFinal(data);
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * {@code data} XOR the keystream of blocks {@code first .. first + n - 1} (first taken as an
     * unsigned 64-bit number, each index reduced modulo 2^64 as the ExpandedKey contract says),
     * every counter block from {@link ExpectedCtr#counterBlock} and encrypted by the JDK.
     */
    public static byte[] ctrAt(byte[] key, CounterFlavour flavour, byte[] iv, long first, byte[] data) {
        BigInteger mod = BigInteger.ONE.shiftLeft(64);
        BigInteger start = new BigInteger(Long.toUnsignedString(first));
        byte[] out = new byte[data.length];
        for (int j = 0; j < data.length / 16; j++) {
            BigInteger index = start.add(BigInteger.valueOf(j)).mod(mod);
            byte[] ks = ecb(true, key, ExpectedCtr.counterBlock(flavour, iv, index));
            for (int k = 0; k < 16; k++) {
                out[16 * j + k] = (byte) (data[16 * j + k] ^ ks[k]);
            }
        }
        return out;
    }

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
        private volatile boolean destroyed;

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

        /**
         * One call through the key's JDK {@code Cipher}s, which are not thread-safe: calls take
         * turns, so that the key may be shared as the contract requires.
         */
        private synchronized void run(Cipher c, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
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
