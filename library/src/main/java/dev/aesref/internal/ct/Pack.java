package dev.aesref.internal.ct;

/**
 * Loads and stores of 32- and 64-bit words in big- and little-endian order, plus the
 * branch-free carry of an addition. None of these look at the values they move.
 */
public final class Pack {

    private Pack() {}

    public static int loadIntBE(byte[] b, int off) {
        return ((b[off] & 0xFF) << 24) | ((b[off + 1] & 0xFF) << 16)
                | ((b[off + 2] & 0xFF) << 8) | (b[off + 3] & 0xFF);
    }

    public static void storeIntBE(@Secret int v, byte[] b, int off) {
        b[off] = (byte) (v >>> 24);
        b[off + 1] = (byte) (v >>> 16);
        b[off + 2] = (byte) (v >>> 8);
        b[off + 3] = (byte) v;
    }

    public static int loadIntLE(byte[] b, int off) {
        return (b[off] & 0xFF) | ((b[off + 1] & 0xFF) << 8)
                | ((b[off + 2] & 0xFF) << 16) | ((b[off + 3] & 0xFF) << 24);
    }

    public static void storeIntLE(@Secret int v, byte[] b, int off) {
        b[off] = (byte) v;
        b[off + 1] = (byte) (v >>> 8);
        b[off + 2] = (byte) (v >>> 16);
        b[off + 3] = (byte) (v >>> 24);
    }

    public static long loadLongBE(byte[] b, int off) {
        return ((long) loadIntBE(b, off) << 32) | (loadIntBE(b, off + 4) & 0xFFFFFFFFL);
    }

    public static void storeLongBE(@Secret long v, byte[] b, int off) {
        storeIntBE((int) (v >>> 32), b, off);
        storeIntBE((int) v, b, off + 4);
    }

    public static long loadLongLE(byte[] b, int off) {
        return (loadIntLE(b, off) & 0xFFFFFFFFL) | ((long) loadIntLE(b, off + 4) << 32);
    }

    public static void storeLongLE(@Secret long v, byte[] b, int off) {
        storeIntLE((int) v, b, off);
        storeIntLE((int) (v >>> 32), b, off + 4);
    }

    /**
     * The carry out of the unsigned 64-bit addition {@code sum = a + b}, as 0 or 1, computed
     * from the top bits only (Hacker's Delight, 2nd ed., section 2-13), so no comparison of
     * secret values is compiled into a branch.
     */
    public static long carryOut(@Secret long a, @Secret long b, @Secret long sum) {
        return ((a & b) | ((a | b) & ~sum)) >>> 63;
    }
}
