package dev.aesref.tools.bench;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.internal.vpaes.VpaesEngine;
import java.util.ArrayList;
import java.util.List;

/**
 * The engines a benchmark can name: the registry's, and "vpaes-vector-1x", the Vector API vpaes
 * with its one-block loop, which the registry leaves out (it runs the same rounds as
 * "vpaes-vector" and exists for the two-block/one-block comparison of the speed targets).
 */
final class BenchEngines {

    static final String VPAES_VECTOR_1X = VpaesEngine.VECTOR_NAME + "-1x";

    private BenchEngines() {}

    static BlockEngine byName(String name) {
        return name.equals(VPAES_VECTOR_1X) ? VpaesEngine.vectorOneBlockAtATime() : Engines.byName(name);
    }

    /** Every registered engine, then "vpaes-vector-1x" when "vpaes-vector" is registered. */
    static List<String> names() {
        List<String> names = new ArrayList<>(Engines.names());
        if (names.contains(VpaesEngine.VECTOR_NAME)) {
            names.add(VPAES_VECTOR_1X);
        }
        return names;
    }
}
