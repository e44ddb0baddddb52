package dev.aesref;

import dev.aesref.engines.Engines;
import java.util.List;
import java.util.stream.Stream;

/**
 * The engines that the tests of the code on top of {@link BlockEngine} (the modes, AEADs, MACs,
 * key wraps, FF1 and PBES2) run over: every registered engine, or the ones that the system
 * property {@value #PROPERTY} names (comma-separated registry names).
 *
 * <p>{@code mvn test} leaves the property unset, so that every mode runs on every engine. The
 * library's PIT execution sets it to {@code nohw}, for the reason {@code jca.SideBySide} gives for
 * the provider: a mode's code is the same whatever engine it is given, so a mutant in it that one
 * engine's run cannot see, the others cannot see either; and the engines' own code is judged by
 * their conformance suites ({@link EngineConformanceTest}), not through the modes. Without the
 * property, a mutant of {@code spec}'s S-box ran every mode test on every engine, once when its
 * minion started and again for each mutant that survived or timed out.
 *
 * <p>Tests that pick one engine on purpose ({@code Engines.all().get(0)}, {@code spec}) keep
 * doing so; only the loops over every engine come here.
 */
public final class EnginesUnderTest {

    /** The system property that narrows {@link #all()}. */
    public static final String PROPERTY = "aesref.modes.engines";

    private EnginesUnderTest() {}

    /** Every registered engine in registry order, or those {@value #PROPERTY} names in its order. */
    public static List<BlockEngine> all() {
        return names(PROPERTY).stream().map(Engines::byName).toList();
    }

    /**
     * The registry names that a comma-separated system property lists, in its order; every
     * registered name, in registry order, when the property is unset or blank. An unknown name is
     * refused later, by {@link Engines#byName}, so a narrowed run never runs over no engine.
     */
    public static List<String> names(String property) {
        String only = System.getProperty(property, "").trim();
        return only.isEmpty() ? Engines.names() : List.of(only.split("\\s*,\\s*"));
    }

    /** {@link #all()} as a stream, for {@code @MethodSource("dev.aesref.EnginesUnderTest#stream")}. */
    public static Stream<BlockEngine> stream() {
        return all().stream();
    }
}
