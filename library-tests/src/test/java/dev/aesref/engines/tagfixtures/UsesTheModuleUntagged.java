package dev.aesref.engines.tagfixtures;

import jdk.incubator.vector.ByteVector;

/** Uses a type of jdk.incubator.vector and has no tag: must be flagged. */
public final class UsesTheModuleUntagged {

    private UsesTheModuleUntagged() {}

    static int lanes() {
        return ByteVector.SPECIES_128.length();
    }
}
