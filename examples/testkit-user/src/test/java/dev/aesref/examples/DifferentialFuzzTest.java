package dev.aesref.examples;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.aesref.testkit.check.DifferentialFuzz;
import java.security.Security;

/**
 * Differential fuzzing of a provider with aesref as the oracle: each input the fuzzer makes is
 * one case (transformation, sizes, direction, input path, chunking, all chosen by its bytes),
 * judged against aesref's answer. A project passes its own provider.
 *
 * <p>{@code mvn test} replays the inputs stored under
 * {@code src/test/resources/dev/aesref/examples/DifferentialFuzzTestInputs/sunJceAgreesWithAesref/}
 * (a finding copied there stays a regression test). To fuzz:
 * {@code JAZZER_FUZZ=1 mvn test -Dtest=DifferentialFuzzTest}; a finding's input is written into
 * that folder, and {@code aesref check --provider ... --replay FILE} prints its case in full.
 */
class DifferentialFuzzTest {

    private static final DifferentialFuzz FUZZ = new DifferentialFuzz(Security.getProvider("SunJCE"),
            java.util.List.of(dev.aesref.testkit.check.Target.values()), false);

    @FuzzTest(maxDuration = "60s")
    void sunJceAgreesWithAesref(FuzzedDataProvider data) {
        FUZZ.check(data.consumeRemainingAsBytes());
    }
}
