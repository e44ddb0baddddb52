package dev.aesref.tools.mutation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The survivor check on lists and reports written to drift in each way it must catch: a survivor
 * not listed, a listed mutant that is killed now, one whose line moved, one whose status changed
 * (a time-out standing in for a kill), a second alike mutant on one line, a row without a reason.
 */
class SurvivorCheckTest {

    @TempDir
    Path dir;

    private record Result(int code, String out, String err) {}

    private Path write(String text) throws IOException {
        Path p = Files.createTempFile(dir, "f", ".txt");
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    /** The check with {@code options} before the list and the reports. */
    private Result checkWith(String[] options, String list, String... reports) throws IOException {
        String[] args = new String[options.length + 1 + reports.length];
        System.arraycopy(options, 0, args, 0, options.length);
        args[options.length] = write(list).toString();
        for (int i = 0; i < reports.length; i++) {
            args[options.length + 1 + i] = write(reports[i]).toString();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SurvivorCheck.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Result check(String list, String... reports) throws IOException {
        Path l = dir.resolve("list.md");
        Files.writeString(l, list, StandardCharsets.UTF_8);
        String[] args = new String[reports.length + 1];
        args[0] = l.toString();
        for (int i = 0; i < reports.length; i++) {
            Path r = dir.resolve("mutations-" + i + ".xml");
            Files.writeString(r, reports[i], StandardCharsets.UTF_8);
            args[i + 1] = r.toString();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SurvivorCheck.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static String mutation(String status, String cls, String method, int line, String mutator) {
        return "<mutation detected='" + !status.equals("SURVIVED") + "' status='" + status + "' numberOfTestsRun='1'>"
                + "<sourceFile>X.java</sourceFile><mutatedClass>" + cls + "</mutatedClass><mutatedMethod>" + method
                + "</mutatedMethod><methodDescription>()V</methodDescription><lineNumber>" + line + "</lineNumber>"
                + "<mutator>org.pitest.mutationtest.engine.gregor.mutators." + mutator + "</mutator>"
                + "<indexes><index>1</index></indexes><blocks><block>1</block></blocks><killingTest/>"
                + "<description>removed call</description></mutation>\n";
    }

    private static String report(String... mutations) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<mutations partial=\"false\">\n"
                + String.join("", mutations) + "</mutations>\n";
    }

    private static final String HEADER = "# Surviving mutants\n\n## dev.aesref.aead\n\n"
            + "| class | method | line | mutator | status | reason |\n| --- | --- | --- | --- | --- | --- |\n";

    private static final String WIPE = mutation("SURVIVED", "dev.aesref.aead.Gcm", "wipe", 212, "VoidMethodCallMutator");
    private static final String WIPE_ROW = "| `Gcm` | `wipe` | 212 | VoidMethodCallMutator (the fill) | SURVIVED | the array is local |\n";

    @Test
    void aListThatMatchesTheReportPasses() throws IOException {
        Result r = check(HEADER + WIPE_ROW, report(WIPE,
                mutation("KILLED", "dev.aesref.aead.Gcm", "seal", 100, "MathMutator")));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("1 listed"), r.out());
    }

    @Test
    void anUnlistedSurvivorFails() throws IOException {
        Result r = check(HEADER, report(WIPE));
        assertEquals(1, r.code());
        assertTrue(r.err().contains("not listed: dev.aesref.aead.Gcm.wipe line 212 VoidMethodCallMutator SURVIVED"),
                r.err());
    }

    @Test
    void aListedMutantThatIsKilledNowFails() throws IOException {
        Result r = check(HEADER + WIPE_ROW, report(mutation("KILLED", "dev.aesref.aead.Gcm", "wipe", 212,
                "VoidMethodCallMutator")));
        assertEquals(1, r.code());
        assertTrue(r.err().contains("listed, but PIT reports no such mutant"), r.err());
    }

    @Test
    void aLineThatMovedFailsBothWays() throws IOException {
        Result r = check(HEADER + WIPE_ROW, report(mutation("SURVIVED", "dev.aesref.aead.Gcm", "wipe", 214,
                "VoidMethodCallMutator")));
        assertEquals(1, r.code());
        assertTrue(r.err().contains("not listed: dev.aesref.aead.Gcm.wipe line 214"), r.err());
        assertTrue(r.err().contains("no such mutant (killed, moved, or gone): dev.aesref.aead.Gcm.wipe line 212"),
                r.err());
    }

    /**
     * A listed survivor that times out on a loaded machine keeps its row (it is not taken for a
     * kill), and the same survivor killed outright is a difference: its row goes stale.
     */
    @Test
    void aListedSurvivorMayTimeOutButNotBeKilled() throws IOException {
        Result r = check(HEADER + WIPE_ROW, report(mutation("TIMED_OUT", "dev.aesref.aead.Gcm", "wipe", 212,
                "VoidMethodCallMutator")));
        assertEquals(0, r.code(), r.err());
        Result killed = check(HEADER + WIPE_ROW, report(mutation("KILLED", "dev.aesref.aead.Gcm", "wipe", 212,
                "VoidMethodCallMutator")));
        assertEquals(1, killed.code());
        assertTrue(killed.err().contains("no such mutant (killed, moved, or gone): dev.aesref.aead.Gcm.wipe line 212"
                + " VoidMethodCallMutator SURVIVED"), killed.err());
        Result listed = check(HEADER + "| Gcm | wipe | 212 | VoidMethodCallMutator | TIMED_OUT | the loop never ends |\n",
                report(mutation("TIMED_OUT", "dev.aesref.aead.Gcm", "wipe", 212, "VoidMethodCallMutator")));
        assertEquals(0, listed.code(), listed.err());
    }

    /**
     * A listed survivor that timed out is named on the output, and the score the check counts
     * again takes it for a survivor: with 9 of 10 mutants detected by PIT's count, one of them
     * a listed survivor's time-out, the score is 8 of 10, below 90 %.
     */
    @Test
    void aListedSurvivorsTimeOutIsNamedAndNotCountedAsDetected() throws IOException {
        String timedOut = mutation("TIMED_OUT", "dev.aesref.aead.Gcm", "wipe", 212, "VoidMethodCallMutator");
        String[] kills = new String[9];
        for (int i = 0; i < kills.length; i++) {
            kills[i] = mutation("KILLED", "dev.aesref.aead.Gcm", "seal", 100 + i, "MathMutator");
        }
        String killedEight = report(timedOut, kills[0], kills[1], kills[2], kills[3], kills[4], kills[5], kills[6],
                kills[7], WIPE);
        String[] args = {"--threshold", "90"};
        Result below = checkWith(args, HEADER + WIPE_ROW + WIPE_ROW, killedEight);
        assertEquals(1, below.code(), below.out());
        assertTrue(below.out().contains("ran past PIT's time-out; counted here as the survivor it is, not as"
                + " detected: dev.aesref.aead.Gcm.wipe line 212 VoidMethodCallMutator TIMED_OUT"), below.out());
        assertTrue(below.err().contains("detected 8 of 10 mutants, no time-out of a listed survivor counted as"
                + " detected: below the threshold of 90 %"), below.err());
        assertTrue(!below.err().contains("does not match"), below.err());
        // PIT's own count, 9 of 10, would have passed; so does 8 of 10 against 80 %.
        assertEquals(0, checkWith(new String[] {"--threshold", "80"}, HEADER + WIPE_ROW + WIPE_ROW, killedEight).code());
        // The same time-out with nothing listed is a loop that never ends, and counts as detected.
        Result loop = checkWith(args, HEADER, report(timedOut, kills[0], kills[1], kills[2], kills[3], kills[4],
                kills[5], kills[6], kills[7], kills[8]));
        assertEquals(0, loop.code(), loop.err());
        assertTrue(loop.out().contains("detected 10 of 10 mutants"), loop.out());
        assertTrue(!loop.out().contains("ran past"), loop.out());
        // Only as many time-outs as there are SURVIVED rows are taken for survivors.
        assertEquals(1, SurvivorCheck.timedOutSurvivors(SurvivorCheck.readList(write(HEADER + WIPE_ROW)),
                SurvivorCheck.readReport(write(report(timedOut, timedOut)))).size());
    }

    /**
     * Three alike mutants on one line, listed as one survivor and two endless loops, and so
     * reported: no survivor timed out. Had the survivor timed out too, it would be the one.
     */
    @Test
    void aTimeOutListedAsOneIsNotASurvivorsTimeOut() throws IOException {
        String loopRow = "| Gcm | wipe | 212 | VoidMethodCallMutator | TIMED_OUT | the loop never ends |\n";
        String timedOut = mutation("TIMED_OUT", "dev.aesref.aead.Gcm", "wipe", 212, "VoidMethodCallMutator");
        String list = HEADER + WIPE_ROW + loopRow + loopRow;
        Result asListed = checkWith(new String[] {"--threshold", "0"}, list, report(WIPE, timedOut, timedOut));
        assertEquals(0, asListed.code(), asListed.err());
        assertTrue(!asListed.out().contains("ran past"), asListed.out());
        assertTrue(asListed.out().contains("detected 2 of 3 mutants"), asListed.out());
        Result allTimedOut = checkWith(new String[] {"--threshold", "0"}, list, report(timedOut, timedOut, timedOut));
        assertEquals(0, allTimedOut.code(), allTimedOut.err());
        assertEquals(1, allTimedOut.out().lines().filter(l -> l.contains("ran past")).count(), allTimedOut.out());
        assertTrue(allTimedOut.out().contains("detected 2 of 3 mutants"), allTimedOut.out());
    }

    @Test
    void aThresholdIsAWholePercentage() throws IOException {
        for (String t : new String[] {"x", "-1", "101"}) {
            Result r = checkWith(new String[] {"--threshold", t}, HEADER, report(WIPE));
            assertEquals(2, r.code());
            assertTrue(r.err().contains("--threshold takes a whole percentage from 0 to 100, got " + t), r.err());
        }
        assertEquals(2, checkWith(new String[] {"--threshold", "90"}, HEADER).code());
    }

    /** A report with no mutant has no score: the threshold is not met over zero cases. */
    @Test
    void noMutantsIsNoScore() throws IOException {
        Result r = checkWith(new String[] {"--threshold", "0"}, HEADER, report());
        assertEquals(1, r.code(), r.out());
        assertTrue(r.err().contains("the reports hold no mutant, so there is no score"), r.err());
        assertEquals(0, check(HEADER, report()).code());
    }

    /**
     * A time-out is a detection: a listed loop that a test kills this time, and a time-out of a
     * mutant that a test killed last time, are no difference; a listed loop that survives is.
     */
    @Test
    void timeOutsAndKillsMayTradePlaces() throws IOException {
        String loopRow = "| Gcm | wipe | 212 | VoidMethodCallMutator | TIMED_OUT | the loop never ends |\n";
        assertEquals(0, check(HEADER + loopRow, report(mutation("KILLED", "dev.aesref.aead.Gcm", "wipe", 212,
                "VoidMethodCallMutator"))).code());
        assertEquals(0, check(HEADER, report(mutation("TIMED_OUT", "dev.aesref.aead.Gcm", "wipe", 212,
                "VoidMethodCallMutator"))).code());
        Result survived = check(HEADER + loopRow, report(mutation("SURVIVED", "dev.aesref.aead.Gcm", "wipe", 212,
                "VoidMethodCallMutator")));
        assertEquals(1, survived.code());
        assertTrue(survived.err().contains("not listed: dev.aesref.aead.Gcm.wipe line 212 VoidMethodCallMutator SURVIVED"),
                survived.err());
        assertTrue(survived.err().contains("no such mutant (killed, moved, or gone): dev.aesref.aead.Gcm.wipe line 212"
                + " VoidMethodCallMutator TIMED_OUT"), survived.err());
    }

    @Test
    void twoAlikeMutantsOnOneLineNeedTwoRows() throws IOException {
        Result r = check(HEADER + WIPE_ROW, report(WIPE, WIPE));
        assertEquals(1, r.code());
        assertEquals(1, r.err().lines().filter(l -> l.contains("not listed")).count(), r.err());
        assertEquals(0, check(HEADER + WIPE_ROW + WIPE_ROW, report(WIPE, WIPE)).code());
    }

    @Test
    void reportsOfBothExecutionsAreReadAndNestedClassesNamedWithTheirOuterClass() throws IOException {
        String nested = mutation("NO_COVERAGE", "dev.aesref.aead.Gcm$Encryption", "finish", 30, "NullReturnValsMutator");
        Result r = check(HEADER + WIPE_ROW + "| Gcm$Encryption | finish | 30 | NullReturnValsMutator | NO_COVERAGE | a gap |\n",
                report(WIPE), report(nested));
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void aRowWithoutAReasonFails() throws IOException {
        Result r = check(HEADER + "| Gcm | wipe | 212 | VoidMethodCallMutator | SURVIVED |  |\n", report(WIPE));
        assertEquals(1, r.code());
        assertTrue(r.err().contains("no reason given for dev.aesref.aead.Gcm.wipe"), r.err());
    }

    @Test
    void malformedListsAndMissingFilesAreUsageErrors() throws IOException {
        assertEquals(2, check(HEADER + "| Gcm | wipe | 212 |\n", report(WIPE)).code());
        assertTrue(check(HEADER + "| Gcm | wipe | x | M | SURVIVED | r |\n", report(WIPE)).err()
                .contains("the line cell is not a number"));
        assertTrue(check("| Gcm | wipe | 1 | M | SURVIVED | r |\n", report(WIPE)).err()
                .contains("before any '## package' heading"));
        assertTrue(check(HEADER, "not xml").err().contains("is not a PIT report"));
        assertTrue(check(HEADER, report("<mutation status='SURVIVED'></mutation>")).err()
                .contains("a mutation without <mutatedClass>"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertEquals(2, SurvivorCheck.run(new String[] {"only-one"}, ps, ps));
        assertEquals(2, SurvivorCheck.run(new String[] {dir.resolve("none.md").toString(), "x.xml"}, ps, ps));
        Files.writeString(dir.resolve("l.md"), HEADER);
        assertEquals(2, SurvivorCheck.run(new String[] {dir.resolve("l.md").toString(), dir.resolve("no.xml").toString()},
                ps, ps));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("no PIT report at"), err.toString());
    }

    @Test
    void theStatusesThatMustBeListedAreTheUndetectedAndTheNotQuiteKilled() {
        assertEquals(java.util.Set.of("SURVIVED", "NO_COVERAGE", "TIMED_OUT", "MEMORY_ERROR", "RUN_ERROR"),
                SurvivorCheck.LISTED);
        assertEquals(List.of(), SurvivorCheck.compare(List.of(), List.of(
                new SurvivorCheck.Mutant("a.B", "m", 1, "M", "KILLED"),
                new SurvivorCheck.Mutant("a.B", "m", 1, "M", "NON_VIABLE"))));
    }
}
