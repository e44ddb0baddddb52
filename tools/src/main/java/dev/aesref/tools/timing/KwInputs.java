package dev.aesref.tools.timing;

import dev.aesref.ExpandedKey;

/**
 * Ciphertexts for the KW unwrap target whose integrity check fails at a chosen place: the wrapping
 * process W of SP 800-38F section 6.1 (RFC 3394 section 2.2.1, the index-based form) run from an
 * initial semiblock {@code icv} that the caller chooses, where KW-AE always starts from ICV1.
 * Unwrapping such a ciphertext with the right key gives back {@code icv}, which the check
 * compares with ICV1. This builds inputs outside the timed region only; it is not an
 * implementation of KW for use.
 */
final class KwInputs {

    private KwInputs() {}

    /** W(icv || plaintext) under {@code key}; {@code plaintext} is n >= 2 semiblocks. */
    static byte[] wrapFrom(ExpandedKey key, byte[] icv, byte[] plaintext) {
        int n = plaintext.length / 8;
        byte[] c = new byte[8 + plaintext.length];
        System.arraycopy(icv, 0, c, 0, 8);
        System.arraycopy(plaintext, 0, c, 8, plaintext.length);
        byte[] b = new byte[16];
        for (int j = 0; j < 6; j++) {
            for (int i = 1; i <= n; i++) {
                // B = CIPH_K(A || R[i]); A = MSB64(B) ^ t with t = n*j + i; R[i] = LSB64(B).
                System.arraycopy(c, 0, b, 0, 8);
                System.arraycopy(c, 8 * i, b, 8, 8);
                key.encryptBlocks(b, 0, b, 0, 1);
                long t = (long) n * j + i;
                for (int k = 0; k < 8; k++) {
                    c[k] = (byte) (b[k] ^ (t >>> (56 - 8 * k)));
                }
                System.arraycopy(b, 8, c, 8 * i, 8);
            }
        }
        return c;
    }
}
