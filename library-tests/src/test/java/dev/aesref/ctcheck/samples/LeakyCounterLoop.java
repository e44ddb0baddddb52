package dev.aesref.ctcheck.samples;

import dev.aesref.internal.ct.Pack;

/**
 * Leaky: the number of blocks processed before the counter wraps is computed from the secret
 * counter block and bounds a loop (the shape of a CTR32 driver that splits at the wrap).
 */
public final class LeakyCounterLoop {

    private LeakyCounterLoop() {}

    public static int blocksBeforeWrap(byte[] counterBlock, int blocks) {
        int low = Pack.loadIntBE(counterBlock, 12);
        int done = 0;
        for (int i = 0; i < blocks && low + i != 0; i++) {
            done++;
        }
        return done;
    }
}
