package dev.aesref.ctcheck.samples;

import dev.aesref.internal.ct.Secret;

/**
 * Clean: ALU work on secrets with public loop bounds, public offsets, a public table read at
 * public indices, and secret values passed only to parameters marked secret.
 */
public final class CleanBitslicedStep {

    private static final int[] ROTATIONS = {1, 8, 16, 24};

    private CleanBitslicedStep() {}

    public static void step(long[] state, int off, int len) {
        for (int i = 0; i < len; i++) {
            state[off + i] = mix(state[off + i], ROTATIONS[i & 3]);
        }
    }

    static long mix(@Secret long x, int rotation) {
        long m = -(x >>> 63); // a mask, not a branch
        return Long.rotateLeft(x, rotation) ^ (m & 0x1BL);
    }
}
