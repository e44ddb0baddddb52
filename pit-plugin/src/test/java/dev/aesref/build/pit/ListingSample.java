package dev.aesref.build.pit;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A test class for {@link ListingTestFinderTest} to list: a plain test, a parameterized test, a
 * test factory, a tagged test and every lifecycle method. Each body counts itself in
 * {@link #RAN}. Surefire does not run it (its name does not end in Test).
 */
class ListingSample {

    static final AtomicInteger RAN = new AtomicInteger();

    @BeforeAll
    static void beforeAll() {
        RAN.incrementAndGet();
    }

    @BeforeEach
    void beforeEach() {
        RAN.incrementAndGet();
    }

    @Test
    void plain() {
        RAN.incrementAndGet();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3})
    void parameterized(int value) {
        RAN.incrementAndGet();
    }

    @TestFactory
    Stream<DynamicTest> factory() {
        return Stream.of("a", "b").map(name -> DynamicTest.dynamicTest(name, RAN::incrementAndGet));
    }

    @Tag("slow")
    @Test
    void tagged() {
        RAN.incrementAndGet();
    }

    @AfterEach
    void afterEach() {
        RAN.incrementAndGet();
    }

    @AfterAll
    static void afterAll() {
        RAN.incrementAndGet();
    }
}
