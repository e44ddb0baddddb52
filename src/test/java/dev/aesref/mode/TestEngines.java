package dev.aesref.mode;

import dev.aesref.BlockEngine;
import dev.aesref.Engines;
import dev.aesref.harness.JdkAesEngine;
import java.util.ArrayList;
import java.util.List;

/** The engines every mode test runs on: all registered engines plus the JDK test adapter. */
final class TestEngines {

    private TestEngines() {}

    static List<BlockEngine> all() {
        List<BlockEngine> list = new ArrayList<>(Engines.all());
        list.add(JdkAesEngine.INSTANCE);
        return list;
    }
}
