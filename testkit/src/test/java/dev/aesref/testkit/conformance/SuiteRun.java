package dev.aesref.testkit.conformance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

/** Runs a suite's dynamic tests here and now, and says which failed, by name. */
final class SuiteRun {

    private SuiteRun() {}

    /** Each test's name, with its failure, or null where it passed. */
    static Map<String, Throwable> run(Stream<DynamicNode> suite) {
        Map<String, Throwable> results = new LinkedHashMap<>();
        suite.forEach(node -> run("", node, results));
        return results;
    }

    private static void run(String prefix, DynamicNode node, Map<String, Throwable> results) {
        if (node instanceof DynamicContainer c) {
            c.getChildren().forEach(child -> run(prefix + c.getDisplayName() + "/", child, results));
            return;
        }
        DynamicTest t = (DynamicTest) node;
        try {
            t.getExecutable().execute();
            results.put(prefix + t.getDisplayName(), null);
        } catch (Throwable e) {
            results.put(prefix + t.getDisplayName(), e);
        }
    }

    /** The tests of {@code suite} whose names are in {@code named}, the others left out unrun. */
    static Stream<DynamicNode> only(Set<String> named, Stream<DynamicNode> suite) {
        return suite.filter(node -> named.contains(node.getDisplayName()));
    }

    /** The names of the tests that failed. */
    /**
     * The tests of {@code suite} but the sharing ones (their names say "threads"): they run many
     * calls at once, and the refusals of calls after {@code destroy()} among them are as many as
     * the scheduler makes.
     */
    static Stream<DynamicNode> withoutThreads(Stream<DynamicNode> suite) {
        return suite.filter(n -> !n.getDisplayName().contains("threads"));
    }

    static List<String> failed(Map<String, Throwable> results) {
        List<String> names = new ArrayList<>();
        results.forEach((name, failure) -> {
            if (failure != null) {
                names.add(name);
            }
        });
        return names;
    }
}
