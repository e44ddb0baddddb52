package dev.aesref.engines.tagfixtures;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;

/** Asks the registry for an engine of the Vector API tier by name, untagged: must be flagged. */
public final class AsksForAVectorEngineUntagged {

    private AsksForAVectorEngineUntagged() {}

    static BlockEngine engine() {
        return Engines.byName("nohw-vector");
    }
}
