package dev.aesref.testkit.conformance;

import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import dev.aesref.testkit.check.CheckReport;
import dev.aesref.testkit.check.Checker;
import dev.aesref.testkit.check.InputPath;
import dev.aesref.testkit.check.Target;
import dev.aesref.testkit.check.TargetResult;
import java.security.Provider;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.DynamicNode;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * {@code aesref check} as a JUnit 5 suite for a project's own JCA provider:
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicNode> aesrefCheck() {
 *     return ProviderConformance.tests(new MyProvider());
 * }
 * }</pre>
 *
 * <p>One container per transformation aesref knows, with one test per input path the check took
 * ({@link InputPath}); a test fails when a case on its path mismatched (or crashed, when crashes
 * fail), with the true count of failed cases and the kept ones, each with its id for
 * {@link Checker#replay}. An untested transformation fails; one the provider
 * does not offer is aborted (skipped), or fails when required. A last test fails when the run as a
 * whole tested nothing. The check runs once, when the stream is made.
 */
public final class ProviderConformance {

    private ProviderConformance() {}

    /** Every transformation aesref knows, with {@link Checker.Options#defaults()}. */
    public static Stream<DynamicNode> tests(Provider provider) {
        return tests(provider, Checker.Options.defaults());
    }

    /**
     * The transformations and rules of {@code options}. {@code options.withThreads(4)} runs the
     * cases from four threads at once, sharing the provider and the keys.
     */
    public static Stream<DynamicNode> tests(Provider provider, Checker.Options options) {
        CheckReport report = Checker.check(provider, List.of(Target.values()), options, line -> { });
        List<DynamicNode> nodes = new ArrayList<>();
        for (TargetResult r : report.results()) {
            List<DynamicNode> paths = new ArrayList<>();
            if (report.verdict(r) == TargetResult.Verdict.UNTESTED) {
                paths.add(dynamicTest("tested", () -> {
                    throw new AssertionFailedError(r.target().transformation() + " is untested: "
                            + r.refused() + " of " + r.cases() + " cases refused " + r.policy());
                }));
            }
            for (InputPath path : InputPath.values()) {
                if (r.paths().containsKey(path)) {
                    List<String> failures = r.failuresOn(path, options.crashesFail());
                    int failed = r.failedOn(path, options.crashesFail());
                    paths.add(dynamicTest(path.name().toLowerCase(java.util.Locale.ROOT), () -> Assertions.assertTrue(
                            failed == 0, () -> path + ": " + r.failureMessage(path, options.crashesFail()) + ":\n"
                                    + String.join("\n", failures))));
                }
            }
            nodes.add(dynamicContainer(r.target().transformation(), paths));
        }
        for (Target t : report.notOffered()) {
            boolean required = options.required().contains(t);
            nodes.add(dynamicTest(t.transformation(), () -> {
                if (required) {
                    throw new AssertionFailedError(t.transformation() + " is required and not offered by "
                            + report.provider());
                }
                throw new TestAbortedException("not offered by " + report.provider());
            }));
        }
        nodes.add(dynamicTest("verdict", () -> Assertions.assertNotEquals(CheckReport.Verdict.UNTESTED,
                report.verdict(), report::summary)));
        return nodes.stream();
    }
}
