package dev.aesref.ctcheck.samples;

/**
 * Leaky: a {@code private static final} scratch array that secret bytes are copied into. Being
 * static and final does not make it a constant table; what is read from it is secret.
 */
public final class LeakyStaticScratch {

    private static final byte[] SCRATCH = new byte[16];
    private static final int[] SBOX_LIKE = new int[256];

    private LeakyStaticScratch() {}

    public static int copyThenIndex(byte[] key) {
        System.arraycopy(key, 0, SCRATCH, 0, 16);
        return SBOX_LIKE[SCRATCH[0] & 0xff];
    }

    public static int storeThenIndex(byte[] key) {
        SCRATCH[0] = key[0];
        return SBOX_LIKE[SCRATCH[0] & 0xff];
    }
}
