package dev.aesref.tools.timing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The timing test itself (slow and statistical, so left out of the default run and of PIT: run it
 * with {@code mvn verify -DexcludedTestTags=none -Dtest=StatisticalTimingTest}, on a quiet
 * machine). Every target stays below dudect's |t| = 4.5 and every control shows |t| above 10.
 * The number of samples per target is {@code -Daesref.ctSamples} (default 200,000).
 */
@Tag("statistical")
class StatisticalTimingTest {

    static final int SAMPLES = Integer.getInteger("aesref.ctSamples", 200_000);

    static Stream<TimingTarget> targets() {
        return Targets.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("targets")
    void targetsDoNotLeakAndControlsDo(TimingTarget target) {
        Dudect.Result r = Dudect.measure(target, SAMPLES, 0xD0DEC7L, done -> { });
        String line = r.target() + ": |t| = " + r.maxAbsT() + " at " + r.samples() + " samples, crop " + r.crop();
        System.out.println(line);
        if (target.leakyControl()) {
            assertTrue(r.maxAbsT() > 10, "control did not leak, the harness is not sensitive enough: " + line);
        } else {
            assertTrue(r.maxAbsT() < Dudect.THRESHOLD, "timing leak: " + line);
        }
    }
}
