package dev.aesref.internal.vpaes;

import dev.aesref.internal.ct.ConstantsOnly;

/**
 * A 16-entry table whose entries are GF(16) elements (0..15), except that entry 0 may be 0x80,
 * vpaes's "infinity" (the inverse of 0). vpaes's two inversion tables, 1/n and a/n, are of this
 * kind. Such a table can be looked up on sixteen four-bit lanes at once
 * ({@link Shuffle#lookupPacked}), twice as many lanes per long as a {@link NibbleTable}.
 *
 * <p>It holds the table in the form the packed lookup uses: for each pair of entries
 * {@code (2m, 2m+1)} the even entry's low four bits in all sixteen nibbles of a long, and the XOR
 * of the pair likewise; and whether entry 0 is infinity.
 */
final class Gf16Table {

    private static final long EVERY_NIBBLE = 0x1111111111111111L;

    /** {@code evens[m]} = entry 2m (low four bits) in every nibble. */
    final long[] evens = new long[8];
    /** {@code pairXor[m]} = (entry 2m XOR entry 2m+1, low four bits) in every nibble. */
    final long[] pairXor = new long[8];
    /** All ones if entry 0 is 0x80, else zero. */
    final long zeroIsInfinity;

    @ConstantsOnly("the packed form of a public constant table")
    private Gf16Table(NibbleTable table) {
        for (int n = 0; n < 16; n++) {
            int e = table.entry(n);
            boolean allowed = e < 16 || (n == 0 && e == 0x80);
            if (!allowed) {
                throw new IllegalArgumentException("table: entries must be 0..15 (entry 0 may be 0x80), "
                        + "entry " + n + " is 0x" + Integer.toHexString(e));
            }
        }
        for (int m = 0; m < 8; m++) {
            long even = table.entry(2 * m) & 0x0FL;
            long odd = table.entry(2 * m + 1) & 0x0FL;
            evens[m] = even * EVERY_NIBBLE;
            pairXor[m] = (even ^ odd) * EVERY_NIBBLE;
        }
        zeroIsInfinity = table.entry(0) == 0x80 ? -1L : 0L;
    }

    /** The same table in packed form; throws IllegalArgumentException if it is not of this kind. */
    public static Gf16Table of(NibbleTable table) {
        return new Gf16Table(table);
    }
}
