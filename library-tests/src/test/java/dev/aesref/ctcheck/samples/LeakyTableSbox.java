package dev.aesref.ctcheck.samples;

/** Leaky: a table S-box, read at an index that is a secret state byte (cache-timing). */
public final class LeakyTableSbox {

    private static final byte[] SBOX = new byte[256];

    private LeakyTableSbox() {}

    public static void subBytes(byte[] state) {
        for (int i = 0; i < 16; i++) {
            state[i] = SBOX[state[i] & 0xFF];
        }
    }
}
