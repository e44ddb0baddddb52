package dev.aesref.internal.hwmodel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.harness.CtrProperties;
import dev.aesref.harness.CtrUnderTest;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every driver model passes the counter-boundary properties with the default seed. */
class DriverPropertiesTest {

    static Stream<CtrUnderTest> drivers() {
        return Drivers.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("drivers")
    void passesTheCounterProperties(CtrUnderTest driver) {
        assertEquals(Optional.empty(), CtrProperties.findCounterexample(driver));
    }
}
