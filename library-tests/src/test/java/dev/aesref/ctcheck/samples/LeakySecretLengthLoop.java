package dev.aesref.ctcheck.samples;

/**
 * Leaky: a loop bounded by a length read from secret bytes (a padding length taken from the last
 * byte of a decrypted block, before the padding was checked).
 */
public final class LeakySecretLengthLoop {

    private LeakySecretLengthLoop() {}

    public static int zeroPadding(byte[] block) {
        int pad = block[15] & 0x0f;
        int acc = 0;
        for (int i = 0; i < pad; i++) {
            acc |= block[15 - i];
        }
        return acc;
    }
}
