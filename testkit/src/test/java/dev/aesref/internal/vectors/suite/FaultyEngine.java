package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.testkit.JdkAesEngine;

/**
 * A deliberately wrong engine for testing that the suites detect wrong answers: JDK AES with the
 * most significant bit of every output block flipped (so CFB1, whose keystream is exactly that
 * bit, is wrong too), or an engine whose key expansion throws, or one whose decryption alone has
 * the flipped bit (to tell a check that decrypts from one that encrypts).
 */
final class FaultyEngine implements BlockEngine {

    private final boolean throwOnExpand;
    private final boolean decryptionOnly;

    FaultyEngine(boolean throwOnExpand) {
        this(throwOnExpand, false);
    }

    /** @param decryptionOnly flip the bit of decrypted blocks only; encryption is right */
    FaultyEngine(boolean throwOnExpand, boolean decryptionOnly) {
        this.throwOnExpand = throwOnExpand;
        this.decryptionOnly = decryptionOnly;
    }

    @Override
    public String name() {
        return throwOnExpand ? "faulty-throws" : decryptionOnly ? "faulty-msb-decrypt" : "faulty-msb";
    }

    @Override
    public ExpandedKey expandKey(byte[] key) {
        if (throwOnExpand) {
            throw new IllegalStateException("faulty engine refuses every key");
        }
        ExpandedKey inner = JdkAesEngine.INSTANCE.expandKey(key);
        return new ExpandedKey() {
            @Override
            public int keyBits() {
                return inner.keyBits();
            }

            @Override
            public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                inner.encryptBlocks(in, inOff, out, outOff, blocks);
                if (!decryptionOnly) {
                    flip(out, outOff, blocks);
                }
            }

            @Override
            public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                inner.decryptBlocks(in, inOff, out, outOff, blocks);
                flip(out, outOff, blocks);
            }

            @Override
            public void destroy() {
                inner.destroy();
            }
        };
    }

    private static void flip(byte[] out, int off, int blocks) {
        for (int b = 0; b < blocks; b++) {
            out[off + 16 * b] ^= (byte) 0x80;
        }
    }
}
