package dev.aesref.engines;

import dev.aesref.BlockEngine;
import dev.aesref.harness.NeedsVectorModule;
import dev.aesref.internal.vpaes.VpaesEngine;
import dev.aesref.testkit.conformance.BlockEngineConformance;
import dev.aesref.testkit.conformance.ConformanceCheck;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Vector API engines through the test kit's engine suite, as {@code EngineConformanceTest}
 * runs the others, one test per engine, property and key size: the registry's Vector API tier
 * ({@link Engines#VECTOR_TIER}), and {@code vpaes-vector-1x}, the one-block loop that the
 * two-block engine is measured against, which is reachable but not registered.
 *
 * <p>It needs the module, and says so with its tag: the default run and PIT's {@code Vector*}
 * execution, which have the module, run it; {@code -Pno-vector-module} and PIT's other minions
 * leave it out. Nothing here is ever skipped: without the module the registry refuses these
 * engines by name, and the test fails.
 */
@NeedsVectorModule
class VectorEngineConformanceTest {

    static Stream<ConformanceCheck> checks() {
        Stream<BlockEngine> engines = Stream.concat(EngineTiers.vectorTier().stream(),
                Stream.of(VpaesEngine.vectorOneBlockAtATime()));
        return engines.flatMap(e -> BlockEngineConformance.checks(e).stream());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("checks")
    void conforms(ConformanceCheck check) throws Throwable {
        check.run();
    }
}
