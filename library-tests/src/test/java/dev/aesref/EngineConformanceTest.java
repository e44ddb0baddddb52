package dev.aesref;

import dev.aesref.engines.Engines;
import dev.aesref.internal.ct.IncubatorModule;
import dev.aesref.internal.vpaes.VpaesEngine;
import dev.aesref.testkit.conformance.BlockEngineConformance;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * Every engine of the registry through the test kit's engine suite (the contract of
 * {@link BlockEngine} and {@link ExpandedKey}, against FIPS-197 and the JDK), and the one engine
 * that is reachable but not registered: {@code vpaes-vector-1x}, the one-block loop that the
 * two-block vector engine is measured against.
 */
class EngineConformanceTest {

    @TestFactory
    Stream<DynamicNode> everyEngine() {
        List<BlockEngine> engines = new ArrayList<>(Engines.all());
        if (IncubatorModule.present()) {
            engines.add(VpaesEngine.vectorOneBlockAtATime());
        }
        return BlockEngineConformance.tests(engines);
    }
}
