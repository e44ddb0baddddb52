package dev.aesref.mode;

import dev.aesref.ExpandedKey;
import dev.aesref.harness.JdkAesEngine;

/** Shorthand for a key of the JDK test engine, for tests that need one engine only. */
final class JdkEngineKey {

    private JdkEngineKey() {}

    static ExpandedKey of(byte[] key) {
        return JdkAesEngine.INSTANCE.expandKey(key);
    }
}
