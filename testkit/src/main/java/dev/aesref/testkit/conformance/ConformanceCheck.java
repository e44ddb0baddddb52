package dev.aesref.testkit.conformance;

import java.util.Objects;
import org.junit.jupiter.api.function.Executable;

/**
 * One property of a conformance suite on one implementation, runnable alone: what the suite's
 * {@code tests(...)} runs as one dynamic test, or one key size of it.
 *
 * <p>A parameterized test over a suite's {@code checks(...)} makes each property of each
 * implementation a test of its own, named by {@link #toString()}:
 *
 * <pre>{@code
 * static Stream<ConformanceCheck> checks() {
 *     return engines.stream().flatMap(e -> BlockEngineConformance.checks(e).stream());
 * }
 *
 * @ParameterizedTest(name = "{0}")
 * @MethodSource("checks")
 * void conforms(ConformanceCheck check) throws Throwable {
 *     check.run();
 * }
 * }</pre>
 *
 * <p>A check fails with the assertion error of the suite's dynamic test.
 */
public final class ConformanceCheck {

    private final String subject;
    private final String property;
    private final Executable body;

    ConformanceCheck(String subject, String property, Executable body) {
        this.subject = Objects.requireNonNull(subject, "subject");
        this.property = Objects.requireNonNull(property, "property");
        this.body = Objects.requireNonNull(body, "body");
    }

    /** What is checked: an engine's {@code name()}, or the name a suite was given. */
    public String subject() {
        return subject;
    }

    /** The property, as the suite's dynamic test names it, with the key size where it has one. */
    public String property() {
        return property;
    }

    /** Runs the check; it throws what the suite's dynamic test would. */
    public void run() throws Throwable {
        body.execute();
    }

    /** {@code subject: property}, the name a parameterized test shows. */
    @Override
    public String toString() {
        return subject + ": " + property;
    }
}
