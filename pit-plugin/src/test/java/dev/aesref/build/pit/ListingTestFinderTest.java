package dev.aesref.build.pit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitest.junit5.JUnit5TestUnitFinder;
import org.pitest.testapi.Description;
import org.pitest.testapi.NullExecutionListener;
import org.pitest.testapi.ResultCollector;
import org.pitest.testapi.TestGroupConfig;
import org.pitest.testapi.TestUnit;
import org.pitest.testapi.TestUnitExecutionListener;

class ListingTestFinderTest {

    private static final TestGroupConfig NOT_SLOW = new TestGroupConfig(List.of("slow"), List.of());

    @BeforeEach
    void resetCount() {
        ListingSample.RAN.set(0);
    }

    @Test
    void aMinionGetsTheTestsThatPitestJunit5PluginFindsAndNoBodyRuns() {
        List<String> listed = names(new ListingTestFinder(NOT_SLOW, List.of())
                .findTestUnits(ListingSample.class, new NullExecutionListener()));
        assertEquals(0, ListingSample.RAN.get(), "a body ran while the tests were listed");

        List<String> found = names(new JUnit5TestUnitFinder(NOT_SLOW, List.of())
                .findTestUnits(ListingSample.class, new NullExecutionListener()));
        assertTrue(ListingSample.RAN.get() > 0, "pitest-junit5-plugin finds the tests by running them");

        assertEquals(found, listed);
        // plain, three invocations, two dynamic tests; not the tagged one
        assertEquals(6, listed.size(), listed::toString);
        assertTrue(listed.stream().noneMatch(name -> name.contains("tagged")), listed::toString);
    }

    @Test
    void onlyTheIncludedMethodsAreListedWhenPitIsGivenAny() {
        List<String> listed = names(new ListingTestFinder(NOT_SLOW, List.of("parameterized"))
                .findTestUnits(ListingSample.class, new NullExecutionListener()));
        assertEquals(3, listed.size(), listed::toString);
        assertTrue(listed.stream().allMatch(name -> name.contains("parameterized")), listed::toString);
    }

    @Test
    void theCoveragePhaseIsLeftToPitestJunit5Plugin() {
        TestUnitExecutionListener coverage = (description, passed, error) -> { };
        assertEquals(List.of(), new ListingTestFinder(NOT_SLOW, List.of())
                .findTestUnits(ListingSample.class, coverage));
        assertEquals(0, ListingSample.RAN.get());
    }

    @Test
    void aListedTestRunsItsBodyWhenPitRunsIt() {
        List<TestUnit> units = new ListingTestFinder(NOT_SLOW, List.of())
                .findTestUnits(ListingSample.class, new NullExecutionListener());
        TestUnit plain = units.stream()
                .filter(unit -> unit.getDescription().getName().contains("plain")).findFirst().orElseThrow();
        Results results = new Results();
        plain.execute(results);
        assertEquals(Set.of(plain.getDescription().getName()), Set.copyOf(results.ended));
        assertNull(results.error);
        // @BeforeAll, @BeforeEach, the test, @AfterEach, @AfterAll
        assertEquals(5, ListingSample.RAN.get());
    }

    /**
     * A minion after the first takes a class's tests from the cache, as the first listed them:
     * the same units, and they run. The minion's own first class is listed in full even when the
     * cache has it.
     */
    @Test
    void laterMinionsTakeTheListingFromTheCache(@TempDir Path dir) {
        ListingCache cache = ListingCache.in(dir);
        List<String> first = names(new ListingTestFinder(NOT_SLOW, List.of(), Optional.of(cache))
                .findTestUnits(ListingSample.class, new NullExecutionListener()));
        assertTrue(Files.isRegularFile(dir.resolve(ListingSample.class.getName() + ".tests")));

        // A later minion: its first class is listed in full, the next comes from the cache.
        ListingTestFinder later = new ListingTestFinder(NOT_SLOW, List.of(), Optional.of(cache));
        later.findTestUnits(ListingTestFinderTest.class, new NullExecutionListener());
        List<TestUnit> cached = later.findTestUnits(ListingSample.class, new NullExecutionListener());
        assertEquals(first, names(cached));
        assertEquals(0, ListingSample.RAN.get(), "a body ran while the tests were listed");

        TestUnit plain = cached.stream()
                .filter(unit -> unit.getDescription().getName().contains("plain")).findFirst().orElseThrow();
        Results results = new Results();
        plain.execute(results);
        assertEquals(List.of(plain.getDescription().getName()), results.ended);
        assertNull(results.error);
        assertEquals(5, ListingSample.RAN.get());
    }

    /** What the cache holds is what a later minion runs, whatever the class would list now. */
    @Test
    void theCacheIsReadNotListedAgain(@TempDir Path dir) {
        ListingCache cache = ListingCache.in(dir);
        List<TestUnit> one = new ListingTestFinder(NOT_SLOW, List.of("plain"), Optional.of(cache))
                .findTestUnits(ListingSample.class, new NullExecutionListener());
        assertEquals(1, one.size());

        ListingTestFinder later = new ListingTestFinder(NOT_SLOW, List.of(), Optional.of(cache));
        later.findTestUnits(ListingTestFinderTest.class, new NullExecutionListener());
        assertEquals(names(one), names(later.findTestUnits(ListingSample.class, new NullExecutionListener())));
    }

    /** The coverage phase comes first in every PIT run, and empties the cache of the last run. */
    @Test
    void theCoveragePhaseEmptiesTheCache(@TempDir Path dir) throws IOException {
        ListingCache cache = ListingCache.in(dir);
        new ListingTestFinder(NOT_SLOW, List.of(), Optional.of(cache))
                .findTestUnits(ListingSample.class, new NullExecutionListener());
        Files.writeString(dir.resolve("stale.tests"), "from an earlier run");
        TestUnitExecutionListener coverage = (description, passed, error) -> { };
        assertEquals(List.of(), new ListingTestFinder(NOT_SLOW, List.of(), Optional.of(cache))
                .findTestUnits(ListingSample.class, coverage));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.toList());
        }
        assertTrue(cache.read(ListingSample.class).isEmpty());
        ListingCache.in(dir.resolve("none")).clear();
    }

    @Test
    void theCacheIsTheSystemPropertysDirectoryOrNone() {
        String before = System.getProperty(ListingCache.DIRECTORY);
        try {
            System.clearProperty(ListingCache.DIRECTORY);
            assertTrue(ListingCache.fromSystemProperty().isEmpty());
            System.setProperty(ListingCache.DIRECTORY, "target/some-listing");
            assertTrue(ListingCache.fromSystemProperty().isPresent());
        } finally {
            if (before == null) {
                System.clearProperty(ListingCache.DIRECTORY);
            } else {
                System.setProperty(ListingCache.DIRECTORY, before);
            }
        }
    }

    @Test
    void pitAsksThisPluginsFinderFirst() {
        var configuration = new ListingPluginFactory()
                .createTestFrameworkConfiguration(NOT_SLOW, null, List.of(), List.of());
        assertTrue(configuration.priority() < org.pitest.testapi.Configuration.DEFAULT_PRIORITY);
        assertTrue(configuration.verifyEnvironment().isEmpty());
        assertEquals(List.of(), configuration.testSuiteFinder().apply(ListingSample.class));
    }

    private static List<String> names(List<TestUnit> units) {
        List<String> names = new ArrayList<>();
        for (TestUnit unit : units) {
            names.add(unit.getDescription().getName());
        }
        return names;
    }

    private static final class Results implements ResultCollector {
        final List<String> ended = new ArrayList<>();
        Throwable error;

        @Override
        public void notifyEnd(Description description, Throwable failure) {
            ended.add(description.getName());
            error = failure;
        }

        @Override
        public void notifyEnd(Description description) {
            ended.add(description.getName());
        }

        @Override
        public void notifyStart(Description description) {
        }

        @Override
        public void notifySkipped(Description description) {
        }

        @Override
        public boolean shouldExit() {
            return false;
        }
    }
}
