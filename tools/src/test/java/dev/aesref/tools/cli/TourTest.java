package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.aesref.engines.Engines;
import dev.aesref.tools.cli.CheckCommandTest.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/tour.md stays true: every {@code $ aesref ...} block is run, and the lines it shows (cut
 * at {@code ...}) must appear in the command's output in that order, each cut piece as a run of
 * consecutive lines.
 */
class TourTest {

    private static final Path TOUR = Path.of("..", "docs", "tour.md");

    /** One console block: the arguments after {@code aesref} and the lines shown. */
    record Example(List<String> args, List<String> shown) {}

    static List<Example> examples(List<String> doc) {
        List<Example> examples = new ArrayList<>();
        for (int i = 0; i < doc.size(); i++) {
            if (doc.get(i).equals("```console")) {
                String command = doc.get(i + 1);
                assertTrue(command.startsWith("$ aesref "), "line " + (i + 2) + ": " + command);
                List<String> shown = new ArrayList<>();
                int j = i + 2;
                while (!doc.get(j).equals("```")) {
                    shown.add(doc.get(j));
                    j++;
                }
                examples.add(new Example(List.of(command.substring("$ aesref ".length()).split(" ")), shown));
                i = j;
            }
        }
        return examples;
    }

    /** Where the pieces of {@code shown} between {@code ...} lines first fit {@code output}, in order; or -1. */
    static int firstMismatch(List<String> shown, List<String> output) {
        int from = 0;
        List<String> piece = new ArrayList<>();
        List<List<String>> pieces = new ArrayList<>();
        for (String line : shown) {
            if (line.equals("...")) {
                pieces.add(piece);
                piece = new ArrayList<>();
            } else {
                piece.add(line);
            }
        }
        pieces.add(piece);
        for (int p = 0; p < pieces.size(); p++) {
            List<String> part = pieces.get(p);
            if (part.isEmpty()) {
                continue;
            }
            int at = Collections.indexOfSubList(output.subList(from, output.size()), part);
            // The first piece starts the output, the last ends it, unless a "..." stands there.
            if (at < 0 || (p == 0 && at != 0)
                    || (p == pieces.size() - 1 && from + at + part.size() != output.size())) {
                return p;
            }
            from += at + part.size();
        }
        return -1;
    }

    @Test
    void everyCommandOfTheTourPrintsWhatTheTourShows() throws IOException {
        List<Example> examples = examples(Files.readAllLines(TOUR));
        assertEquals(14, examples.size(), "console blocks in " + TOUR);
        for (Example e : examples) {
            Run r = CheckCommandTest.run(e.args().toArray(String[]::new));
            String vector = e.args().contains("nohw-vector") ? "nohw-vector"
                    : e.args().contains("vpaes-vector") ? "vpaes-vector" : null;
            if (vector != null && !Engines.names().contains(vector)) {
                // The tour runs this one with the Vector API module; without it (-Pno-vector-module)
                // the command must say what it needs, as the tour says it does.
                assertEquals(2, r.code(), e.args() + ": " + r.out());
                assertTrue(r.err().contains("needs the jdk.incubator.vector module"), r.err());
                continue;
            }
            assertEquals(0, r.code(), e.args() + ": " + r.err());
            int piece = firstMismatch(e.shown(), r.out().lines().toList());
            if (piece >= 0) {
                fail("docs/tour.md, aesref " + String.join(" ", e.args()) + ": piece " + (piece + 1)
                        + " of what the tour shows is not in the output:\n" + r.out());
            }
        }
    }

    @Test
    void theComparisonFindsAChangedLineAMissingCutAndAWrongOrder() {
        List<String> output = List.of("a", "b", "c", "d", "e");
        assertEquals(-1, firstMismatch(List.of("a", "b", "...", "d", "e"), output));
        assertEquals(-1, firstMismatch(List.of("a", "b", "c", "d", "e"), output));
        assertEquals(-1, firstMismatch(List.of("...", "c", "..."), output));
        assertEquals(1, firstMismatch(List.of("a", "...", "x", "..."), output));
        // Without a cut, the shown lines must be consecutive in the output.
        assertEquals(0, firstMismatch(List.of("a", "c", "...", "e"), output));
        assertEquals(2, firstMismatch(List.of("a", "...", "d", "...", "c", "..."), output));
        // The first piece starts the output and the last ends it.
        assertEquals(0, firstMismatch(List.of("b", "...", "e"), output));
        assertEquals(1, firstMismatch(List.of("a", "...", "d"), output));
    }
}
