package dev.aesref.mode;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import java.util.Objects;

/** Argument checks common to the modes; every message names the parameter and the rule. */
final class Checks {

    private Checks() {}

    /** Checks key, in and out ranges of {@code len} bytes; {@code len} must be >= 0. */
    static void streamArgs(ExpandedKey key, byte[] in, int inOff, byte[] out, int outOff, int len) {
        liveKey(key);
        if (len < 0) {
            throw new IllegalArgumentException("len must be >= 0, got " + len);
        }
        Ranges.checkRange("in", in, inOff, len);
        Ranges.checkRange("out", out, outOff, len);
    }

    /** As {@link #streamArgs}, and {@code len} must be a whole number of 16-byte blocks. */
    static void blockArgs(ExpandedKey key, byte[] in, int inOff, byte[] out, int outOff, int len) {
        streamArgs(key, in, inOff, out, outOff, len);
        if (len % BlockEngine.BLOCK_BYTES != 0) {
            throw new IllegalArgumentException(
                    "len must be a multiple of 16 bytes (whole AES blocks, no padding), got " + len);
        }
    }

    /**
     * Checks that the key is there and not destroyed, so that a destroyed key fails before any
     * output byte is written rather than in the middle of a mode's loop.
     */
    static void liveKey(ExpandedKey key) {
        Objects.requireNonNull(key, "key");
        if (key.isDestroyed()) {
            throw new IllegalStateException("key has been destroyed");
        }
    }
}
