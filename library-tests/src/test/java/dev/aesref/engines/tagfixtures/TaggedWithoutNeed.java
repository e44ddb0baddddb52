package dev.aesref.engines.tagfixtures;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.harness.NeedsVectorModule;

/** Carries the tag, and uses only an engine that runs anywhere: must be flagged. */
@NeedsVectorModule
public final class TaggedWithoutNeed {

    private TaggedWithoutNeed() {}

    static BlockEngine engine() {
        return Engines.byName("nohw");
    }
}
