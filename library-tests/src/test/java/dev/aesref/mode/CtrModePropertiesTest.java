package dev.aesref.mode;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.BlockEngine;
import dev.aesref.harness.CtrProperties;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The counter-boundary properties of the harness ({@link CtrProperties}: keys of every size,
 * counters biased to 2^32-k, 2^64-k, 2^96-k and 2^128-k, lengths 0..4096, random chunk splits)
 * against the library's counter mode, for every flavour and every engine. The same properties
 * must catch every variant of the bug zoo, which is what gives a pass here its weight.
 */
@Tag("integration") // too slow to repeat per mutant: the CTR properties over every engine
class CtrModePropertiesTest {

    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void everyFlavourMatchesTheNaiveReferenceAtTheCounterBoundaries(BlockEngine engine) {
        Optional<String> counterexample =
                CtrProperties.findCounterexample(new CtrModeUnderTest(engine, CounterReuse.WRAP));
        assertEquals(Optional.empty(), counterexample, engine.name());
    }

    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void refusingCounterReuseChangesNothingBelowTheLimit(BlockEngine engine) {
        Optional<String> counterexample =
                CtrProperties.findCounterexample(new CtrModeUnderTest(engine, CounterReuse.REFUSE));
        assertEquals(Optional.empty(), counterexample, engine.name());
    }
}
