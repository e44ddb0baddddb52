package dev.aesref.ctcheck.c2samples;

import dev.aesref.internal.ct.Secret;

/**
 * Leaky, for the machine-code check: a 4-bit table lookup at a secret index, the leak issue 25 put
 * into {@code Gf128.multiply} (Shoup's 4-bit tables, the classic cache-timing leak of table-based
 * GHASH). The table is a {@code static final} array of 16 entries and the index is masked to 4
 * bits, so C2 proves the range check away and no jump is left: the check must flag the load by
 * its address.
 */
public final class SecretTableLookup {

    private static final long[] TABLE = {
        0x0000000000000000L, 0x1c20000000000000L, 0x3840000000000000L, 0x2460000000000000L,
        0x7080000000000000L, 0x6ca0000000000000L, 0x48c0000000000000L, 0x54e0000000000000L,
        0xe100000000000000L, 0xfd20000000000000L, 0xd940000000000000L, 0xc560000000000000L,
        0x9180000000000000L, 0x8da0000000000000L, 0xa9c0000000000000L, 0xb5e0000000000000L};

    private SecretTableLookup() {}

    /** The table entry of the low nibble of {@code x}. */
    public static long lookup(@Secret long x) {
        return TABLE[(int) (x & 15)];
    }
}
