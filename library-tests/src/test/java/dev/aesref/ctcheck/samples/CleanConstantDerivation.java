package dev.aesref.ctcheck.samples;

import dev.aesref.internal.ct.ConstantsOnly;

/** Clean: a constant table derived at class initialisation, branching freely on public values. */
public final class CleanConstantDerivation {

    static final int[] LOG = derive();

    private CleanConstantDerivation() {}

    @ConstantsOnly("the discrete-log table of GF(2^8) for generator 3, from public constants")
    private static int[] derive() {
        int[] log = new int[256];
        int x = 1;
        for (int i = 0; i < 255; i++) {
            log[x] = i;
            x ^= (x << 1) ^ ((x & 0x80) != 0 ? 0x11B : 0);
        }
        return log;
    }
}
