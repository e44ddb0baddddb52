package dev.aesref.keywrap;

import dev.aesref.ExpandedKey;
import dev.aesref.internal.ct.Pack;

/**
 * The wrapping function W and its inverse W^-1, NIST SP 800-38F section 6.1, algorithms 1 and 2
 * (the index form of RFC 3394 section 2.2.1 and 2.2.2).
 *
 * <p>The buffer holds {@code A || R_1 || ... || R_n}, n semiblocks of 8 bytes after the 8-byte
 * register A, and is transformed in place. W runs s = 6n steps; step t = n*j + i (j = 0..5,
 * i = 1..n) computes {@code B = CIPH(A || R_i)}, {@code A = MSB64(B) XOR [t]64},
 * {@code R_i = LSB64(B)}. W^-1 undoes the steps in reverse order. The step counter t is a
 * public quantity (it depends on the length only), so the loops may be indexed by it.
 *
 * <p>{@code inverseCipher} selects the permutation: false uses CIPH_K for W and CIPH^-1_K for
 * W^-1; true swaps them (SP 800-38F section 5.1 lets either direction of the block cipher be
 * the forward function). It is a public parameter of the object, never data.
 */
final class WrappingFunction {

    /** Bytes in a semiblock, SP 800-38F section 4.1. */
    static final int SEMIBLOCK = 8;

    private WrappingFunction() {}

    /**
     * W: wraps {@code buf[0 .. 8(n+1))} in place, {@code n >= 2}. {@code block} is 16 bytes of the
     * caller's scratch; the caller zeroes it
     * (with the buffer) when the call is over.
     */
    static void wrap(ExpandedKey key, boolean inverseCipher, byte[] buf, int n, byte[] block) {
        for (int j = 0; j < 6; j++) {
            for (int i = 1; i <= n; i++) {
                int r = SEMIBLOCK * i;
                System.arraycopy(buf, 0, block, 0, SEMIBLOCK);
                System.arraycopy(buf, r, block, SEMIBLOCK, SEMIBLOCK);
                forward(key, inverseCipher, block);
                long t = (long) n * j + i;
                Pack.storeLongBE(Pack.loadLongBE(block, 0) ^ t, buf, 0);
                System.arraycopy(block, SEMIBLOCK, buf, r, SEMIBLOCK);
            }
        }
    }

    /**
     * W^-1: unwraps {@code buf[0 .. 8(n+1))} in place, {@code n >= 2}; afterwards {@code buf[0..8)}
     * holds the recovered A (the caller checks it). The caller zeroes {@code block}.
     */
    static void unwrap(ExpandedKey key, boolean inverseCipher, byte[] buf, int n, byte[] block) {
        for (int j = 5; j >= 0; j--) {
            for (int i = n; i >= 1; i--) {
                int r = SEMIBLOCK * i;
                long t = (long) n * j + i;
                Pack.storeLongBE(Pack.loadLongBE(buf, 0) ^ t, block, 0);
                System.arraycopy(buf, r, block, SEMIBLOCK, SEMIBLOCK);
                backward(key, inverseCipher, block);
                System.arraycopy(block, 0, buf, 0, SEMIBLOCK);
                System.arraycopy(block, SEMIBLOCK, buf, r, SEMIBLOCK);
            }
        }
    }

    /**
     * The forward function in place on the 16 bytes at the start of {@code block}: CIPH_K, or
     * CIPH^-1_K if inverse.
     */
    static void forward(ExpandedKey key, boolean inverseCipher, byte[] block) {
        if (inverseCipher) {
            key.decryptBlocks(block, 0, block, 0, 1);
        } else {
            key.encryptBlocks(block, 0, block, 0, 1);
        }
    }

    /** The inverse of {@link #forward}. */
    static void backward(ExpandedKey key, boolean inverseCipher, byte[] block) {
        if (inverseCipher) {
            key.encryptBlocks(block, 0, block, 0, 1);
        } else {
            key.decryptBlocks(block, 0, block, 0, 1);
        }
    }
}
