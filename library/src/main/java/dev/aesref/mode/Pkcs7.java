package dev.aesref.mode;

import dev.aesref.BlockEngine;
import dev.aesref.internal.ct.ConstantTime;

/**
 * PKCS#7 padding for 16-byte blocks (RFC 5652, section 6.3; also the "PKCS5Padding" of the JDK):
 * append {@code p = 16 - (len mod 16)} bytes, each of value {@code p}, so {@code 1 <= p <= 16}
 * and a full block of 16s is added when the input is already block-aligned.
 *
 * <p>The check is constant-time: it always reads the last 16 bytes and folds every comparison into
 * one mask, so its running time does not depend on the pad value or on where the padding first
 * goes wrong (the classic padding-oracle leak, Vaudenay, EUROCRYPT 2002).
 */
public final class Pkcs7 {

    private Pkcs7() {}

    /** Number of pad bytes to append to a message of {@code len} bytes (public). */
    public static int padLength(int len) {
        return BlockEngine.BLOCK_BYTES - (len % BlockEngine.BLOCK_BYTES);
    }

    /** Length of a padded message of {@code len} bytes; it must still fit in a Java array. */
    static int paddedLength(int len) {
        // Every len above MAX - 16 overflows: the padded length is a multiple of 16 > len.
        if (len > Integer.MAX_VALUE - BlockEngine.BLOCK_BYTES) {
            throw new IllegalArgumentException("plaintext too long to pad: " + len + " bytes");
        }
        return len + padLength(len);
    }

    /**
     * Returns -1 if {@code buf[0 .. len)} ends with valid padding, else 0. {@code len} is public
     * and must be a positive multiple of 16. The pad value itself is not returned, so a caller
     * must read {@code buf[len - 1]} only after checking the mask.
     */
    public static int validMask(byte[] buf, int len) {
        int pad = buf[len - 1] & 0xFF;
        // 1 <= pad <= 16, as two masks: pad != 0 and pad < 17.
        int valid = ConstantTime.nonZeroMask(pad) & ConstantTime.lessThanMask(pad, BlockEngine.BLOCK_BYTES + 1);
        for (int i = 0; i < BlockEngine.BLOCK_BYTES; i++) {
            int insidePad = ConstantTime.lessThanMask(i, pad);
            int differs = ConstantTime.nonZeroMask((buf[len - 1 - i] & 0xFF) ^ pad);
            valid &= ~(insidePad & differs);
        }
        return valid;
    }
}
