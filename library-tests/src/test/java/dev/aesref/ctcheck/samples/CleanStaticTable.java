package dev.aesref.ctcheck.samples;

/**
 * Clean: a {@code static final} table written only while its class is initialised, read at a
 * public index afterwards.
 */
public final class CleanStaticTable {

    private static final int[] POWERS = new int[8];

    static {
        for (int i = 0; i < 8; i++) {
            POWERS[i] = 1 << i;
        }
    }

    private CleanStaticTable() {}

    public static int power(byte[] data) {
        return POWERS[data.length & 7];
    }
}
