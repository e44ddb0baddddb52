package dev.aesref.vpaes;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;

/**
 * Mike Hamburg's vector-permute AES ("Accelerating AES with Vector Permute Instructions",
 * CHES 2009), the design of BoringSSL's vpaes-x86_64 and vpaes-armv8, with the byte shuffle
 * emulated in constant time by {@link Shuffle}. See docs/engines/vpaes.md.
 *
 * <p>Two variants: {@link #interleaved()} ("vpaes") runs two blocks at a time through the round
 * functions for multi-block ECB and CTR; {@link #oneBlockAtATime()} ("vpaes-1x") never does, and
 * exists so that tests and benchmarks can compare the two.
 */
public final class VpaesEngine implements BlockEngine {

    private static final VpaesEngine INTERLEAVED = new VpaesEngine("vpaes", true);
    private static final VpaesEngine ONE_BLOCK = new VpaesEngine("vpaes-1x", false);

    private final String name;
    private final boolean twoBlocks;

    private VpaesEngine(String name, boolean twoBlocks) {
        this.name = name;
        this.twoBlocks = twoBlocks;
    }

    /** The engine "vpaes": two blocks at a time where there are two. */
    public static VpaesEngine interleaved() {
        return INTERLEAVED;
    }

    /** The engine "vpaes-1x": always one block at a time. */
    public static VpaesEngine oneBlockAtATime() {
        return ONE_BLOCK;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public ExpandedKey expandKey(byte[] key) {
        return new VpaesKey(key, twoBlocks);
    }

    @Override
    public String toString() {
        return name;
    }
}
