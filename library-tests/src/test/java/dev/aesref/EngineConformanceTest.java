package dev.aesref;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.engines.Engines;
import dev.aesref.testkit.conformance.BlockEngineConformance;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every engine through the test kit's engine suite (the contract of {@link BlockEngine} and
 * {@link ExpandedKey}, against FIPS-197 and the JDK): the registry's, and {@code vpaes-vector-1x},
 * the one-block loop that the two-block vector engine is measured against, which is reachable
 * but not registered.
 *
 * <p>One factory per engine, not one over the registry: PIT runs a factory as one test, and a
 * mutant in one engine should run that engine's suite only. {@link #everyRegisteredEngineHasItsFactory}
 * fails when an engine is registered without a line here. The Vector API engines' factories are
 * in {@code dev.aesref.engines.VectorEngineConformanceTest}, which runs wherever the module is
 * (the default run and PIT's vector execution) and nowhere else, instead of being skipped here.
 */
class EngineConformanceTest {

    /** The engines that have a factory below or in VectorEngineConformanceTest, in registry order. */
    private static final List<String> COVERED = List.of("spec", "nohw", "vpaes", "vpaes-1x", "hwmodel",
            "nohw-vector", "vpaes-vector");

    @Test
    void everyRegisteredEngineHasItsFactory() {
        List<String> registered = new ArrayList<>(Engines.names());
        registered.retainAll(COVERED);
        assertEquals(Engines.names(), registered, "add a factory for each new engine here");
    }

    @TestFactory
    Stream<DynamicNode> spec() {
        return suite("spec");
    }

    @TestFactory
    Stream<DynamicNode> nohw() {
        return suite("nohw");
    }

    @TestFactory
    Stream<DynamicNode> vpaes() {
        return suite("vpaes");
    }

    @TestFactory
    Stream<DynamicNode> vpaesOneBlock() {
        return suite("vpaes-1x");
    }

    @TestFactory
    Stream<DynamicNode> hwmodel() {
        return suite("hwmodel");
    }

    /** The suite of a registered engine. */
    private static Stream<DynamicNode> suite(String name) {
        return BlockEngineConformance.tests(Engines.byName(name));
    }
}
