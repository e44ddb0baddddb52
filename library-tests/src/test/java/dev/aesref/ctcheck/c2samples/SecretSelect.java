package dev.aesref.ctcheck.c2samples;

import dev.aesref.internal.ct.Secret;

/**
 * Leaky, for the machine-code check: GF(2^128)'s multiply-by-x reduction written as a ternary on
 * the secret low bit, the leak issue 25 put into {@code Gf128.mulX}. Driven with random inputs,
 * both ways are taken equally often and C2 compiles the ternary as a {@code cmov}: no jump, yet a
 * branch in the source that the next compilation may turn into one. The check must flag the
 * selection by what it selects on.
 */
public final class SecretSelect {

    private SecretSelect() {}

    /** {@code (hi:lo) >>> 1}, reduced by GCM's R when the bit shifted out was set. */
    public static long shiftReduce(@Secret long hi, @Secret long lo) {
        long shifted = (hi >>> 1) | (lo << 63);
        return (lo & 1) != 0 ? shifted ^ 0xE100000000000000L : shifted;
    }
}
