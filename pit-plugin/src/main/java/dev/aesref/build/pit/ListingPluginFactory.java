package dev.aesref.build.pit;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.pitest.classinfo.ClassByteArraySource;
import org.pitest.help.PitHelpError;
import org.pitest.testapi.Configuration;
import org.pitest.testapi.TestGroupConfig;
import org.pitest.testapi.TestPluginFactory;
import org.pitest.testapi.TestSuiteFinder;
import org.pitest.testapi.TestUnitFinder;

/**
 * The PIT test plugin that {@code META-INF/services} names: a configuration whose finder PIT asks
 * before pitest-junit5-plugin's (a lower priority number comes first, and the first finder that
 * returns tests wins). What the finder does, and why, is in {@link ListingTestFinder}.
 */
public final class ListingPluginFactory implements TestPluginFactory {

    /** Before the default priority (10) that pitest-junit5-plugin's configuration has. */
    static final int PRIORITY = 1;

    @Override
    public Configuration createTestFrameworkConfiguration(TestGroupConfig groups, ClassByteArraySource classes,
            Collection<String> excludedRunners, Collection<String> includedTestMethods) {
        ListingTestFinder finder = new ListingTestFinder(groups, includedTestMethods);
        return new Configuration() {
            @Override
            public int priority() {
                return PRIORITY;
            }

            @Override
            public TestUnitFinder testUnitFinder() {
                return finder;
            }

            @Override
            public TestSuiteFinder testSuiteFinder() {
                return testClass -> List.of();
            }

            @Override
            public Optional<PitHelpError> verifyEnvironment() {
                return Optional.empty();
            }
        };
    }

    @Override
    public String name() {
        return "aesref-junit5-listing";
    }

    @Override
    public String description() {
        return "aesref: JUnit 5 tests listed, not run, in mutation minions";
    }
}
