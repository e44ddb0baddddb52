package dev.aesref.mode;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;

/**
 * Electronic Codebook mode, NIST SP 800-38A (2001), section 6.1: every 16-byte block is
 * encrypted on its own, {@code C_j = CIPH_K(P_j)}. No padding: the length must be a whole number
 * of blocks. ECB leaks equal plaintext blocks; it is here because it is the building block of
 * the other modes and the subject of Appendix F.1's examples.
 *
 * <p>Thread-safe when the key is: the methods are static and hold no state of their own.
 */
public final class Ecb {

    private Ecb() {}

    /**
     * Encrypts {@code len} bytes ({@code len % 16 == 0}). In-place and overlapping ranges are
     * allowed (the engine contract guarantees it).
     *
     * @throws IllegalArgumentException if {@code len} is negative or not a multiple of 16
     * @throws IndexOutOfBoundsException if a range does not fit its array
     */
    public static void encrypt(ExpandedKey key, byte[] in, int inOff, byte[] out, int outOff, int len) {
        Checks.blockArgs(key, in, inOff, out, outOff, len);
        key.encryptBlocks(in, inOff, out, outOff, len / BlockEngine.BLOCK_BYTES);
    }

    /** Decrypts {@code len} bytes ({@code len % 16 == 0}); {@code P_j = CIPH^-1_K(C_j)}. */
    public static void decrypt(ExpandedKey key, byte[] in, int inOff, byte[] out, int outOff, int len) {
        Checks.blockArgs(key, in, inOff, out, outOff, len);
        key.decryptBlocks(in, inOff, out, outOff, len / BlockEngine.BLOCK_BYTES);
    }
}
