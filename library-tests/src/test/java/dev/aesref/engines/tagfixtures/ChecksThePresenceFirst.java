package dev.aesref.engines.tagfixtures;

import dev.aesref.BlockEngine;
import dev.aesref.internal.ct.IncubatorModule;
import dev.aesref.internal.vpaes.VpaesEngine;
import java.util.Optional;

/** Uses a Vector API engine only when the module is there, untagged: must not be flagged. */
public final class ChecksThePresenceFirst {

    private ChecksThePresenceFirst() {}

    static Optional<BlockEngine> engine() {
        return IncubatorModule.present() ? Optional.of(VpaesEngine.vectorOneBlockAtATime()) : Optional.empty();
    }
}
