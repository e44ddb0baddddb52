package dev.aesref;

import dev.aesref.engines.EngineTiers;
import dev.aesref.testkit.conformance.BlockEngineConformance;
import dev.aesref.testkit.conformance.ConformanceCheck;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every registered engine through the test kit's engine suite (the contract of
 * {@link BlockEngine} and {@link ExpandedKey}, against FIPS-197 and the JDK), one test per engine,
 * property and key size ("nohw: FIPS-197 Appendix C, AES-192"), in the manner of Go's
 * {@code cryptotest}. The engines come from the registry: a new engine needs no line here.
 *
 * <p>Each invocation is a test of its own for PIT too (its unique id), which records what each
 * one covers: a mutant of one engine runs that engine's checks only.
 *
 * <p>The engines of the Vector API tier are in {@code engines.VectorEngineConformanceTest},
 * tagged as needing the module, so that they run wherever the module is and nowhere else: here
 * they are left out, not skipped.
 */
class EngineConformanceTest {

    static Stream<ConformanceCheck> checks() {
        return EngineTiers.withoutVectorModule().stream().flatMap(e -> BlockEngineConformance.checks(e).stream());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("checks")
    void conforms(ConformanceCheck check) throws Throwable {
        check.run();
    }
}
