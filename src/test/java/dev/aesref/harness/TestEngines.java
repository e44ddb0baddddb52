package dev.aesref.harness;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The engines the tests run on: every registered engine plus the JDK test adapter
 * ({@link JdkAesEngine}), an independent oracle that is never registered.
 */
public final class TestEngines {

    /**
     * Engines too slow for the Monte Carlo suites in the default run (3.6 million block
     * operations per engine); their MCT runs are tagged slow. Every other suite runs on them.
     * Default: the FIPS-197 {@code spec} engine and {@code vpaes-1x} (the same function as
     * {@code vpaes}, whose MCT runs by default); a comma-separated list in the system property
     * {@code aesref.slowMctEngines} replaces it.
     */
    public static final Set<String> SLOW_FOR_MCT =
            Set.of(System.getProperty("aesref.slowMctEngines", "spec,vpaes-1x").split(","));

    private TestEngines() {}

    /** Every registered engine, then the JDK test adapter. */
    public static List<BlockEngine> all() {
        List<BlockEngine> list = new ArrayList<>(Engines.all());
        list.add(JdkAesEngine.INSTANCE);
        return list;
    }
}
