package dev.aesref.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.Engines;
import dev.aesref.harness.JdkAesEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The engines the vector suites are run on: every registered engine plus the JDK test adapter. */
final class TestEngines {

    /**
     * Engines too slow for the Monte Carlo suites in the default run (3.6 million block
     * operations per engine); their MCT runs are tagged slow. Every other suite runs on them.
     * Default: the FIPS-197 {@code spec} engine and {@code vpaes-1x} (the same function as
     * {@code vpaes}, whose MCT runs by default); a comma-separated list in the system property
     * {@code aesref.slowMctEngines} replaces it.
     */
    static final Set<String> SLOW_FOR_MCT =
            Set.of(System.getProperty("aesref.slowMctEngines", "spec,vpaes-1x").split(","));

    private TestEngines() {}

    static List<BlockEngine> all() {
        List<BlockEngine> list = new ArrayList<>(Engines.all());
        list.add(JdkAesEngine.INSTANCE);
        return list;
    }
}
