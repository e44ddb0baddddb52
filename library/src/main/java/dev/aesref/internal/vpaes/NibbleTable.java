package dev.aesref.internal.vpaes;

/**
 * A 16-entry byte table, the operand that pshufb indexes. vpaes keeps every S-box, basis change
 * and MixColumns multiple as such tables, indexed by one nibble.
 *
 * <p>Besides the 16 entries it holds the form {@link Shuffle#lookup} uses: for each pair of
 * entries {@code (2m, 2m+1)} the even entry repeated in all eight lanes of a long, and the XOR of
 * the pair repeated likewise. That is the first level of the lookup's multiplexer tree, done once
 * here instead of once per lookup.
 */
final class NibbleTable {

    private static final long EVERY_LANE = 0x0101010101010101L;

    private final byte[] entries;
    /** {@code evens[m]} = entry 2m in every lane. */
    final long[] evens = new long[8];
    /** {@code pairXor[m]} = (entry 2m XOR entry 2m+1) in every lane. */
    final long[] pairXor = new long[8];

    private NibbleTable(byte[] entries) {
        this.entries = entries;
        for (int m = 0; m < 8; m++) {
            long even = entries[2 * m] & 0xFFL;
            long odd = entries[2 * m + 1] & 0xFFL;
            evens[m] = even * EVERY_LANE;
            pairXor[m] = (even ^ odd) * EVERY_LANE;
        }
    }

    /** A table from 16 values, each taken modulo 256. */
    public static NibbleTable of(int... values) {
        if (values.length != 16) {
            throw new IllegalArgumentException("a nibble table has 16 entries, got " + values.length);
        }
        byte[] e = new byte[16];
        for (int n = 0; n < 16; n++) {
            e[n] = (byte) values[n];
        }
        return new NibbleTable(e);
    }

    /** The table whose entry n is lane n of {@code v} (what pshufb reads from its first operand). */
    public static NibbleTable of(V128 v) {
        return new NibbleTable(v.toBytes());
    }

    /** Entry {@code n} (0..15) as 0..255. For tests and table derivation, never for secret n. */
    public int entry(int n) {
        return entries[n] & 0xFF;
    }

    /** The entries as a vector, lane n = entry n. */
    public V128 asVector() {
        return V128.load(entries, 0);
    }
}
