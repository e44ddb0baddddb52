package dev.aesref.testkit;

import dev.aesref.CounterFlavour;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.params.provider.ArgumentsSource;

/**
 * Feeds a JUnit 5 {@code @ParameterizedTest} with the {@link CounterBoundaries} cases of the
 * given flavours, one {@link CounterBoundaries.Case} per invocation:
 *
 * <pre>{@code
 * @ParameterizedTest
 * @CounterBoundarySource(CounterFlavour.CTR128_BE)
 * void myCtrCrossesTheBoundary(CounterBoundaries.Case c) {
 *     byte[] expected = ExpectedCtr.of(c.flavour(), key, c.iv()).keystream(BigInteger.ZERO, c.length());
 *     ... feed c.chunks() to the code under test and compare ...
 * }
 * }</pre>
 *
 * Needs junit-jupiter-params on the test class path; the rest of aesref does not.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@ArgumentsSource(CounterBoundaryArgumentsProvider.class)
public @interface CounterBoundarySource {

    /** The flavours whose cases are fed, in this order (each flavour's cases in their order). */
    CounterFlavour[] value();
}
