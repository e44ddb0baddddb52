package dev.aesref.internal.hwmodel.zoo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import dev.aesref.harness.CtrProperties;
import dev.aesref.harness.CtrStream;
import dev.aesref.harness.CtrUnderTest;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The meta-test of the CTR properties: with the default seed and trial count they must catch
 * every variant of the bug zoo (docs/bug-zoo.md), and must not flag a correct stream built from
 * the same pieces. The correct hwmodel drivers are checked in DriverPropertiesTest.
 */
class BugZooTest {

    static List<ZooVariant> zoo() {
        return List.of(new OpenSsl1916FalseCarry(), new OpenSsl8942LaneAdd(), new Liboqs2234Epi64(),
                new Cryptonite290GcmWrap(false), new Cryptonite290GcmWrap(true), new IntelIpsecMb43Swapped(),
                new Sjcl383NoCarry(), new Jdk8292158ShortInputs(), new GoNoCarryCheck());
    }

    static Stream<ZooVariant> variants() {
        return zoo().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void propertiesCatchTheVariant(ZooVariant variant) {
        Optional<String> found = CtrProperties.findCounterexample(variant);
        assertTrue(found.isPresent(), variant.name() + " escaped the CTR properties");
        System.out.println("[bug zoo] " + found.get());
    }

    /** The same StepStream machinery with a correct 128-bit increment passes. */
    @Test
    void correctStepStreamPasses() {
        CtrUnderTest correct = new ZooVariant("correct-step", Set.of(CounterFlavour.CTR128_BE)) {
            @Override
            public CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv) {
                return new StepStream(key, iv) {
                    @Override
                    protected void increment() {
                        Counters.incrementTail(counter, 0);
                    }
                };
            }
        };
        assertEquals(Optional.empty(), CtrProperties.findCounterexample(correct));
    }
}
