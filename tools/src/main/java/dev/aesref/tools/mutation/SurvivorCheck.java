package dev.aesref.tools.mutation;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * The check that keeps {@code mutation/} true: every mutant PIT did not kill outright is listed
 * there with its reason, and every listed mutant is still one PIT did not kill.
 *
 * <pre>
 * java tools/src/main/java/dev/aesref/tools/mutation/SurvivorCheck.java [--threshold 90] \
 *     mutation/aesref.md library-tests/target/pit-reports/mutations.xml ...
 * </pre>
 *
 * <p>It reads PIT's own report ({@code mutations.xml}, one or more: a module whose gate has two
 * executions gives both) and the module's list, a Markdown file whose tables have the columns
 * {@code class | method | mutator | description | status | reason} under a heading
 * {@code ## package}. The class cell is the class's name in that package ({@code Gcm$Encryption}
 * for a nested class), the mutator cell starts with PIT's mutator name without its package
 * (anything after it is for the reader), the description is PIT's own ({@code removed call to
 * java/util/Arrays::fill}), and the reason must not be empty. A row is one mutant; two alike
 * mutants in one method are two rows.
 *
 * <p>No line number is part of a mutant's name. An edit above a listed mutant moves its line but
 * not its class, method, mutator or description, so the list stays exact; only a change to the
 * method itself (a mutant killed, added or gone) is a difference. The price is that alike mutants
 * of one method are told apart by their count alone, which is all the gate needs: one more
 * survivor than rows, or one fewer, still fails.
 *
 * <p>Listed are the mutants whose status is {@code SURVIVED} or {@code NO_COVERAGE} (not
 * detected), and also {@code TIMED_OUT}, {@code MEMORY_ERROR} and {@code RUN_ERROR}, which PIT
 * counts as detected although no test failed: a time-out must be a loop that never ends, not a
 * test that was slow on a loaded machine, and its row says which loop. {@code KILLED} and
 * {@code NON_VIABLE} mutants are not listed.
 *
 * <p>A listed survivor whose tests ran past PIT's time-out (on a loaded machine, or run cold as a
 * minion's first mutant) keeps its row, and is named on the output. PIT counts it as detected;
 * this check does not. With {@code --threshold}, it counts the detected mutants of all the
 * reports again, with each such time-out taken for the survivor it is, and fails when that score
 * is below the threshold (in percent): so a time-out never stands in for a kill in the gate.
 *
 * <p>Exit status 0 when list and reports agree and the score is not below the threshold; 1, with
 * one line per difference, when they do not; 2 when an argument is wrong or a file cannot be
 * read. The file needs nothing but the JDK,
 * so that each module's build runs it with {@code java}'s source launcher, before the tools are
 * compiled.
 */
public final class SurvivorCheck {

    /** The statuses PIT counts as detected (its {@code DetectionStatus.isDetected()}). */
    static final Set<String> DETECTED = Set.of("KILLED", "TIMED_OUT", "NON_VIABLE", "MEMORY_ERROR", "RUN_ERROR");

    /** The statuses that must be listed. */
    static final Set<String> LISTED = Set.of("SURVIVED", "NO_COVERAGE", "TIMED_OUT", "MEMORY_ERROR", "RUN_ERROR");

    private SurvivorCheck() {}

    /** One mutant, as the list and the report both name it. */
    record Mutant(String className, String method, String mutator, String description, String status) implements
            Comparable<Mutant> {

        @Override
        public int compareTo(Mutant o) {
            return toString().compareTo(o.toString());
        }

        @Override
        public String toString() {
            return className + "." + method + " " + mutator + " \"" + description + "\" " + status;
        }
    }

    /** A row of the list: the mutant and its reason. */
    record Row(Mutant mutant, String reason, int lineOfList) {}

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the check; returns the exit status. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        int threshold = -1;
        int first = 0;
        if (args.length >= 2 && args[0].equals("--threshold")) {
            try {
                threshold = Integer.parseInt(args[1]);
            } catch (NumberFormatException e) {
                threshold = -1;
            }
            if (threshold < 0 || threshold > 100) {
                err.println("aesref: --threshold takes a whole percentage from 0 to 100, got " + args[1]);
                return 2;
            }
            first = 2;
        }
        if (args.length - first < 2) {
            err.println("aesref: usage: SurvivorCheck [--threshold PERCENT] LIST.md REPORT.xml [REPORT.xml ...]");
            return 2;
        }
        Path list = Path.of(args[first]);
        List<Row> rows;
        List<Mutant> reported = new ArrayList<>();
        try {
            rows = readList(list);
            for (int i = first + 1; i < args.length; i++) {
                reported.addAll(readReport(Path.of(args[i])));
            }
        } catch (IOException | IllegalArgumentException e) {
            err.println("aesref: " + e.getMessage());
            return 2;
        }
        List<Mutant> slow = timedOutSurvivors(rows, reported);
        for (Mutant m : slow) {
            out.println("mutation list " + list + ": a listed survivor ran past PIT's time-out; counted here as the"
                    + " survivor it is, not as detected: " + m);
        }
        List<String> problems = compare(rows, reported);
        String below = null;
        if (threshold >= 0) {
            long detected = reported.stream().filter(m -> DETECTED.contains(m.status())).count() - slow.size();
            int total = reported.size();
            String score = "detected " + detected + " of " + total + " mutants, no time-out of a listed survivor"
                    + " counted as detected";
            if (total == 0) {
                below = "the reports hold no mutant, so there is no score to hold to the threshold of " + threshold
                        + " %";
            } else if (detected * 100 < (long) threshold * total) {
                below = score + ": below the threshold of " + threshold + " %";
            } else {
                out.println("mutation list " + list + ": " + score + ": at least " + threshold + " %");
            }
        }
        if (problems.isEmpty() && below == null) {
            out.println("mutation list " + list + ": " + rows.size() + " listed, all still undetected or timed out,"
                    + " and nothing else is");
            return 0;
        }
        for (String p : problems) {
            err.println(list + ": " + p);
        }
        if (!problems.isEmpty()) {
            err.println("aesref: " + list + " does not match PIT's report (" + problems.size()
                    + " differences): kill each unlisted mutant with a test or list it with its reason, and delete"
                    + " each stale row (mutation/README.md)");
        }
        if (below != null) {
            err.println("aesref: " + list + ": " + below + " (mutation/README.md)");
        }
        return 1;
    }

    /**
     * The reported time-outs that the list names as survivors, sorted: for each mutant, the
     * time-outs beyond its {@code TIMED_OUT} rows, as many as its {@code SURVIVED} rows that no
     * survivor in the reports answers. (Alike mutants of one method may be listed as both, each
     * with its own row.)
     */
    static List<Mutant> timedOutSurvivors(List<Row> rows, List<Mutant> reported) {
        Map<Mutant, Integer> count = new TreeMap<>();
        for (Row r : rows) {
            count.merge(r.mutant(), 1, Integer::sum);
        }
        Map<Mutant, Integer> reportedCount = new TreeMap<>();
        for (Mutant m : reported) {
            reportedCount.merge(m, 1, Integer::sum);
        }
        List<Mutant> slow = new ArrayList<>();
        for (Map.Entry<Mutant, Integer> e : reportedCount.entrySet()) {
            Mutant timedOut = e.getKey();
            if (!timedOut.status().equals("TIMED_OUT")) {
                continue;
            }
            Mutant survivor = withStatus(timedOut, "SURVIVED");
            int extraTimeOuts = e.getValue() - count.getOrDefault(timedOut, 0);
            int missingSurvivors = count.getOrDefault(survivor, 0) - reportedCount.getOrDefault(survivor, 0);
            for (int i = 0; i < Math.min(extraTimeOuts, missingSurvivors); i++) {
                slow.add(timedOut);
            }
        }
        return slow;
    }

    /** The differences between list and reports, one line each; empty when they agree. */
    static List<String> compare(List<Row> rows, List<Mutant> reported) {
        Map<Mutant, Integer> listed = new TreeMap<>();
        List<String> problems = new ArrayList<>();
        for (Row r : rows) {
            listed.merge(r.mutant(), 1, Integer::sum);
            if (r.reason().isBlank()) {
                problems.add("line " + r.lineOfList() + ": no reason given for " + r.mutant());
            }
        }
        Map<Mutant, Integer> found = new TreeMap<>();
        for (Mutant m : reported) {
            if (LISTED.contains(m.status())) {
                found.merge(m, 1, Integer::sum);
            }
        }
        // What else in the reports answers a row: a listed time-out that a test killed this time
        // (both are detections), and a listed survivor whose tests ran past the time-out on a
        // loaded machine (still listed, so it is not taken for a kill; a mutant that only makes
        // the tests slower, e.g. a longer scratch array, survives on a quiet machine).
        Map<Mutant, Integer> answered = new TreeMap<>();
        for (Mutant m : reported) {
            if (m.status().equals("KILLED")) {
                answered.merge(withStatus(m, "TIMED_OUT"), 1, Integer::sum);
            }
        }
        for (Mutant m : timedOutSurvivors(rows, reported)) {
            answered.merge(withStatus(m, "SURVIVED"), 1, Integer::sum);
        }
        for (Map.Entry<Mutant, Integer> e : found.entrySet()) {
            int missing = e.getValue() - listed.getOrDefault(e.getKey(), 0);
            // A time-out is a detection, like a kill; a mutant whose tests sometimes end in time
            // (killed) and sometimes not (timed out) is detected either way, and need not be
            // listed.
            if (e.getKey().status().equals("TIMED_OUT")) {
                missing = 0;
            }
            for (int i = 0; i < missing; i++) {
                problems.add("not listed: " + e.getKey());
            }
        }
        for (Map.Entry<Mutant, Integer> e : listed.entrySet()) {
            int stale = e.getValue() - found.getOrDefault(e.getKey(), 0) - answered.getOrDefault(e.getKey(), 0);
            for (int i = 0; i < stale; i++) {
                problems.add("listed, but PIT reports no such mutant (killed, moved, or gone): " + e.getKey());
            }
        }
        return problems;
    }

    /** The rows of every table in {@code list}, with the package of the heading above them. */
    static List<Row> readList(Path list) throws IOException {
        if (!Files.isRegularFile(list)) {
            throw new IllegalArgumentException("no mutation list at " + list);
        }
        List<String> lines = Files.readAllLines(list, StandardCharsets.UTF_8);
        List<Row> rows = new ArrayList<>();
        String pkg = null;
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).strip();
            if (line.startsWith("## ")) {
                pkg = line.substring(3).strip().replace("`", "");
                continue;
            }
            if (!line.startsWith("|") || line.startsWith("| class ") || line.matches("\\|[\\s\\-:|]*")) {
                continue;
            }
            List<String> cells = cells(line);
            if (cells.size() != 6) {
                throw new IllegalArgumentException(list + " line " + (n + 1) + ": a row has 6 cells (class | method"
                        + " | mutator | description | status | reason), got " + cells.size());
            }
            if (pkg == null) {
                throw new IllegalArgumentException(list + " line " + (n + 1) + ": a row before any '## package' heading");
            }
            if (cells.get(3).isEmpty()) {
                throw new IllegalArgumentException(list + " line " + (n + 1) + ": the description cell is empty; copy"
                        + " PIT's description of the mutant");
            }
            String mutator = cells.get(2).split("\\s+", 2)[0];
            rows.add(new Row(new Mutant(pkg + "." + cells.get(0), cells.get(1), mutator, cells.get(3), cells.get(4)),
                    cells.get(5), n + 1));
        }
        return rows;
    }

    private static List<String> cells(String row) {
        String inner = row.substring(1, row.endsWith("|") ? row.length() - 1 : row.length());
        List<String> cells = new ArrayList<>();
        for (String c : inner.split("\\|", -1)) {
            cells.add(c.strip().replace("`", ""));
        }
        return cells;
    }

    /** Every mutant of one PIT {@code mutations.xml}. */
    static List<Mutant> readReport(Path report) throws IOException {
        if (!Files.isRegularFile(report)) {
            throw new IllegalArgumentException("no PIT report at " + report + " (run mvn -Pmutation verify)");
        }
        Document doc;
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            doc = f.newDocumentBuilder().parse(report.toFile());
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalArgumentException(report + " is not a PIT report: " + e.getMessage());
        }
        List<Mutant> mutants = new ArrayList<>();
        NodeList all = doc.getElementsByTagName("mutation");
        for (int i = 0; i < all.getLength(); i++) {
            Element m = (Element) all.item(i);
            String mutatedClass = text(m, "mutatedClass");
            String mutator = text(m, "mutator");
            mutants.add(new Mutant(mutatedClass, text(m, "mutatedMethod"),
                    mutator.substring(mutator.lastIndexOf('.') + 1), text(m, "description"),
                    m.getAttribute("status")));
        }
        return Collections.unmodifiableList(mutants);
    }

    /** The same mutant with another status, to match a row against what the reports say instead. */
    private static Mutant withStatus(Mutant m, String status) {
        return new Mutant(m.className(), m.method(), m.mutator(), m.description(), status);
    }

    private static String text(Element e, String tag) {
        NodeList n = e.getElementsByTagName(tag);
        if (n.getLength() == 0) {
            throw new IllegalArgumentException("a mutation without <" + tag + ">");
        }
        return n.item(0).getTextContent().strip();
    }
}
