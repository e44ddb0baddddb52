package dev.aesref.engines.tagfixtures;

import dev.aesref.ctcheck.VectorBatchC2Driver;

/** Uses a class of the tests that needs the module (a C2 driver), through a nested helper: must be flagged. */
public final class UsesAVectorClassUntagged {

    private UsesAVectorClassUntagged() {}

    static String helper() {
        return Helper.name();
    }

    /** A nested class holds the use, as a lambda or a helper would. */
    static final class Helper {
        static String name() {
            return VectorBatchC2Driver.class.getName();
        }
    }
}
