package dev.aesref.nohw;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;

/**
 * The table-free bitsliced AES engine, {@code "nohw"}: sixteen blocks at a time in a row-sliced
 * layout, S-box as a Boolean circuit, no lookup table anywhere. See the package documentation
 * for the layout.
 */
public final class NohwEngine implements BlockEngine {

    /** The engine's registry name. */
    public static final String NAME = "nohw";

    @Override
    public String name() {
        return NAME;
    }

    /** {@inheritDoc} The returned key is not thread-safe (it holds the batch scratch). */
    @Override
    public ExpandedKey expandKey(byte[] key) {
        return new NohwKey(key);
    }
}
