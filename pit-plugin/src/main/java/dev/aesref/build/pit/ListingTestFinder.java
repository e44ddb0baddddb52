package dev.aesref.build.pit;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.junit.platform.engine.Filter;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TagFilter;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.pitest.junit5.JUnit5TestUnit;
import org.pitest.testapi.NullExecutionListener;
import org.pitest.testapi.TestGroupConfig;
import org.pitest.testapi.TestUnit;
import org.pitest.testapi.TestUnitExecutionListener;
import org.pitest.testapi.TestUnitFinder;

/**
 * Finds a test class's JUnit 5 tests in a mutation minion without running their code.
 *
 * <p>Why: pitest-junit5-plugin finds tests by running them, because a parameterized test's
 * invocations and a test factory's dynamic tests exist only once the class runs. In the coverage
 * phase that run is the point: it records what each test covers. But each mutation minion asks
 * again for every test class that covers its mutants, and so ran those classes in full before its
 * first mutant: 2,300 of about 5,150 thread-seconds of the test kit's PIT run (mutation/README.md,
 * "What a test class costs, it costs in every minion").
 *
 * <p>What: in a mutation minion (PIT passes a {@link NullExecutionListener} there and only
 * there), this finder runs the class the same way, with the same tag filters, but with
 * {@link SkippedBodies} active for that one request. JUnit then builds every invocation and
 * dynamic test as before, with the same unique ids, while no test method, lifecycle method or
 * dynamic test body runs. The units are pitest-junit5-plugin's own {@link JUnit5TestUnit}s, made
 * from those identifiers, so a mutant runs exactly the tests that the coverage phase named.
 *
 * <p>In the coverage phase it returns nothing, and PIT asks pitest-junit5-plugin, which runs the
 * tests and records their coverage as before.
 *
 * <p>With a {@link ListingCache} (the minions' system property {@code aesref.pit.listingCache}),
 * a minion takes a class's tests from the cache when an earlier minion of the same run listed
 * it, and keeps what it lists there. The coverage phase empties the cache, since it comes first in
 * every run. A minion's first class is listed in full all the same: that starts JUnit, and
 * whatever the listing loads, before the minion's first mutant, whose tests run under the
 * time-out.
 */
final class ListingTestFinder implements TestUnitFinder {

    private final TestGroupConfig groups;
    private final Collection<String> includedTestMethods;
    private final Launcher launcher = LauncherFactory.create();
    private final Optional<ListingCache> cache;
    private boolean listedOne;
    private boolean emptiedTheCache;

    ListingTestFinder(TestGroupConfig groups, Collection<String> includedTestMethods) {
        this(groups, includedTestMethods, ListingCache.fromSystemProperty());
    }

    ListingTestFinder(TestGroupConfig groups, Collection<String> includedTestMethods, Optional<ListingCache> cache) {
        this.groups = groups;
        this.includedTestMethods = includedTestMethods;
        this.cache = cache;
    }

    @Override
    public List<TestUnit> findTestUnits(Class<?> testClass, TestUnitExecutionListener listener) {
        // The coverage phase passes its own listener, which must see the tests run; and a nested
        // class is found through its enclosing class, as pitest-junit5-plugin does.
        if (!(listener instanceof NullExecutionListener)) {
            if (!emptiedTheCache) {
                cache.ifPresent(ListingCache::clear);
                emptiedTheCache = true;
            }
            return List.of();
        }
        if (testClass.getEnclosingClass() != null) {
            return List.of();
        }
        List<TestIdentifier> tests = listedOne ? cache.flatMap(c -> c.read(testClass)).orElse(null) : null;
        if (tests == null) {
            Listing listing = new Listing();
            launcher.execute(request(testClass), listing);
            tests = listing.tests;
            listedOne = true;
            cache.ifPresent(c -> c.write(testClass, listing.tests));
        }
        List<TestUnit> units = new ArrayList<>();
        for (TestIdentifier test : tests) {
            units.add(new JUnit5TestUnit(testClass, test));
        }
        return units;
    }

    private LauncherDiscoveryRequest request(Class<?> testClass) {
        List<Filter<?>> filters = new ArrayList<>();
        List<String> excluded = nonEmpty(groups.getExcludedGroups());
        if (!excluded.isEmpty()) {
            filters.add(TagFilter.excludeTags(excluded));
        }
        List<String> included = nonEmpty(groups.getIncludedGroups());
        if (!included.isEmpty()) {
            filters.add(TagFilter.includeTags(included));
        }
        return LauncherDiscoveryRequestBuilder.request()
                .selectors(DiscoverySelectors.selectClass(testClass))
                .filters(filters.toArray(new Filter<?>[0]))
                .configurationParameter("junit.jupiter.extensions.autodetection.enabled", "true")
                .configurationParameter(SkippedBodies.ACTIVE, "true")
                .build();
    }

    private static List<String> nonEmpty(List<String> tags) {
        return tags.stream().filter(tag -> !tag.isEmpty()).toList();
    }

    /**
     * The tests as pitest-junit5-plugin records them: every test as it starts (only those of the
     * included methods, when PIT is given any), and anything that fails, a container included,
     * so that a failure outside a test is not lost.
     */
    private final class Listing implements TestExecutionListener {
        final List<TestIdentifier> tests = new ArrayList<>();

        @Override
        public void executionStarted(TestIdentifier identifier) {
            if (identifier.isTest() && included(identifier)) {
                tests.add(identifier);
            }
        }

        @Override
        public void executionFinished(TestIdentifier identifier, TestExecutionResult result) {
            if (result.getStatus() == TestExecutionResult.Status.FAILED && !tests.contains(identifier)) {
                tests.add(identifier);
            }
        }

        private boolean included(TestIdentifier identifier) {
            if (includedTestMethods == null || includedTestMethods.isEmpty()) {
                return true;
            }
            return identifier.getSource()
                    .filter(MethodSource.class::isInstance)
                    .map(source -> includedTestMethods.contains(((MethodSource) source).getMethodName()))
                    .orElse(true);
        }
    }
}
