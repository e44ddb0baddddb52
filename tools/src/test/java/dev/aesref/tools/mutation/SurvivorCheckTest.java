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
 * not listed, a listed mutant that is killed now, one whose description changed, one whose status changed
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
        String description = mutator.equals("NullReturnValsMutator")
                ? "replaced return value with null for " + cls.replace('.', '/') + "::" + method
                : "removed call to java/util/Arrays::fill";
        return mutation(status, cls, method, line, mutator, description);
    }

    private static String mutation(String status, String cls, String method, int line, String mutator,
            String description) {
        return "<mutation detected='" + !status.equals("SURVIVED") + "' status='" + status + "' numberOfTestsRun='1'>"
                + "<sourceFile>X.java</sourceFile><mutatedClass>" + cls + "</mutatedClass><mutatedMethod>" + method
                + "</mutatedMethod><methodDescription>()V</methodDescription><lineNumber>" + line + "</lineNumber>"
                + "<mutator>org.pitest.mutationtest.engine.gregor.mutators." + mutator + "</mutator>"
                + "<indexes><index>1</index></indexes><blocks><block>1</block></blocks><killingTest/>"
                + "<description>" + description + "</description></mutation>\n";
    }

    private static String report(String... mutations) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<mutations partial=\"false\">\n"
                + String.join("", mutations) + "</mutations>\n";
    }

    private static final String HEADER = "# Surviving mutants\n\n## dev.aesref.aead\n\n"
            + "| class | method | mutator | description | status | reason |\n| --- | --- | --- | --- | --- | --- |\n";

    /** PIT's description of the wipe that the rows below list. */
    private static final String FILL = "removed call to java/util/Arrays::fill";

    private static final String WIPE = mutation("SURVIVED", "dev.aesref.aead.Gcm", "wipe", 212, "VoidMethodCallMutator");
    private static final String WIPE_ROW = "| `Gcm` | `wipe` | VoidMethodCallMutator (the fill) | `removed call to java/util/Arrays::fill`"
            + " | SURVIVED | the array is local |\n";

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
        assertTrue(r.err().contains("not listed: dev.aesref.aead.Gcm.wipe VoidMethodCallMutator \"removed call to java/util/Arrays::fill\" SURVIVED"),
                r.err());
    }

    @Test
    void aListedMutantThatIsKilledNowFails() throws IOException {
        Result r = check(HEADER + WIPE_ROW, report(mutation("KILLED", "dev.aesref.aead.Gcm", "wipe", 212,
                "VoidMethodCallMutator")));
        assertEquals(1, r.code());
        assertTrue(r.err().contains("listed, but PIT reports no such mutant"), r.err());
    }

    /**
     * An edit above a listed mutant moves its line, and the list stays exact: a row names no
     * line. (This is what keeps the gate from failing on an unrelated edit.)
     */
    @Test
    void aLineThatMovedIsNoDifference() throws IOException {
        Result r = check(HEADER + WIPE_ROW, report(mutation("SURVIVED", "dev.aesref.aead.Gcm", "wipe", 214,
                "VoidMethodCallMutator")));
        assertEquals(0, r.code(), r.err());
    }

    /** A mutant whose description changed is another mutant: both the row and the mutant are named. */
    @Test
    void aDescriptionThatChangedFailsBothWays() throws IOException {
        Result r = check(HEADER + WIPE_ROW, report(mutation("SURVIVED", "dev.aesref.aead.Gcm", "wipe", 212,
                "VoidMethodCallMutator", "removed call to java/util/Arrays::copyOf")));
        assertEquals(1, r.code());
        assertTrue(r.err().contains("not listed: dev.aesref.aead.Gcm.wipe VoidMethodCallMutator"
                + " \"removed call to java/util/Arrays::copyOf\" SURVIVED"), r.err());
        assertTrue(r.err().contains("no such mutant (killed, moved, or gone): dev.aesref.aead.Gcm.wipe"
                + " VoidMethodCallMutator \"removed call to java/util/Arrays::fill\" SURVIVED"), r.err());
        Result otherMethod = check(HEADER + WIPE_ROW, report(mutation("SURVIVED", "dev.aesref.aead.Gcm", "seal", 212,
                "VoidMethodCallMutator")));
        assertEquals(1, otherMethod.code());
        assertTrue(otherMethod.err().contains("not listed: dev.aesref.aead.Gcm.seal "), otherMethod.err());
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
        assertTrue(killed.err().contains("no such mutant (killed, moved, or gone): dev.aesref.aead.Gcm.wipe"
                + " VoidMethodCallMutator \"removed call to java/util/Arrays::fill\" SURVIVED"), killed.err());
        Result listed = check(HEADER + "| Gcm | wipe | VoidMethodCallMutator | " + FILL + " | TIMED_OUT | the loop never ends |\n",
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
                + " detected: dev.aesref.aead.Gcm.wipe VoidMethodCallMutator \"removed call to java/util/Arrays::fill\" TIMED_OUT"), below.out());
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
        String loopRow = "| Gcm | wipe | VoidMethodCallMutator | " + FILL + " | TIMED_OUT | the loop never ends |\n";
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
        String loopRow = "| Gcm | wipe | VoidMethodCallMutator | " + FILL + " | TIMED_OUT | the loop never ends |\n";
        assertEquals(0, check(HEADER + loopRow, report(mutation("KILLED", "dev.aesref.aead.Gcm", "wipe", 212,
                "VoidMethodCallMutator"))).code());
        assertEquals(0, check(HEADER, report(mutation("TIMED_OUT", "dev.aesref.aead.Gcm", "wipe", 212,
                "VoidMethodCallMutator"))).code());
        Result survived = check(HEADER + loopRow, report(mutation("SURVIVED", "dev.aesref.aead.Gcm", "wipe", 212,
                "VoidMethodCallMutator")));
        assertEquals(1, survived.code());
        assertTrue(survived.err().contains("not listed: dev.aesref.aead.Gcm.wipe VoidMethodCallMutator \"removed call to java/util/Arrays::fill\" SURVIVED"),
                survived.err());
        assertTrue(survived.err().contains("no such mutant (killed, moved, or gone): dev.aesref.aead.Gcm.wipe"
                + " VoidMethodCallMutator \"removed call to java/util/Arrays::fill\" TIMED_OUT"), survived.err());
    }

    @Test
    void twoAlikeMutantsInOneMethodNeedTwoRows() throws IOException {
        Result r = check(HEADER + WIPE_ROW, report(WIPE, WIPE));
        assertEquals(1, r.code());
        assertEquals(1, r.err().lines().filter(l -> l.contains("not listed")).count(), r.err());
        assertEquals(0, check(HEADER + WIPE_ROW + WIPE_ROW, report(WIPE, WIPE)).code());
    }

    @Test
    void reportsOfBothExecutionsAreReadAndNestedClassesNamedWithTheirOuterClass() throws IOException {
        String nested = mutation("NO_COVERAGE", "dev.aesref.aead.Gcm$Encryption", "finish", 30, "NullReturnValsMutator");
        Result r = check(HEADER + WIPE_ROW + "| Gcm$Encryption | finish | NullReturnValsMutator | replaced return value with null for dev/aesref/aead/Gcm$Encryption::finish"
                + " | NO_COVERAGE | a gap |\n",
                report(WIPE), report(nested));
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void aRowWithoutAReasonFails() throws IOException {
        Result r = check(HEADER + "| Gcm | wipe | VoidMethodCallMutator | " + FILL + " | SURVIVED |  |\n", report(WIPE));
        assertEquals(1, r.code());
        assertTrue(r.err().contains("no reason given for dev.aesref.aead.Gcm.wipe"), r.err());
    }

    @Test
    void malformedListsAndMissingFilesAreUsageErrors() throws IOException {
        assertEquals(2, check(HEADER + "| Gcm | wipe | 212 |\n", report(WIPE)).code());
        assertTrue(check(HEADER + "| Gcm | wipe | M |  | SURVIVED | r |\n", report(WIPE)).err()
                .contains("the description cell is empty"));
        assertTrue(check("| Gcm | wipe | M | d | SURVIVED | r |\n", report(WIPE)).err()
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

    /** A bare {@code --threshold}, or one with no list after it, is the usage line, not a file name. */
    @Test
    void aThresholdWithoutListAndReportIsTheUsageLine() {
        for (String[] args : new String[][] {{"--threshold"}, {"--threshold", "90"}, {"only-one"}, {}}) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            PrintStream ps = new PrintStream(err, true, StandardCharsets.UTF_8);
            assertEquals(2, SurvivorCheck.run(args, ps, ps), String.join(" ", args));
            assertEquals("aesref: usage: SurvivorCheck [--threshold PERCENT] LIST.md REPORT.xml [REPORT.xml ...]\n",
                    err.toString(StandardCharsets.UTF_8), String.join(" ", args));
        }
    }

    /** 0 and 100 are thresholds; with nothing detected, 0 % is met and 100 % is not. */
    @Test
    void theThresholdsEndsAreIncluded() throws IOException {
        Result none = checkWith(new String[] {"--threshold", "0"}, HEADER + WIPE_ROW, report(WIPE));
        assertEquals(0, none.code(), none.err());
        assertTrue(none.out().contains("detected 0 of 1 mutants, no time-out of a listed survivor counted as detected:"
                + " at least 0 %"), none.out());
        String killed = mutation("KILLED", "dev.aesref.aead.Gcm", "seal", 100, "MathMutator");
        Result all = checkWith(new String[] {"--threshold", "100"}, HEADER, report(killed));
        assertEquals(0, all.code(), all.err());
        assertTrue(all.out().contains("detected 1 of 1 mutants, no time-out of a listed survivor counted as detected:"
                + " at least 100 %"), all.out());
        Result short1 = checkWith(new String[] {"--threshold", "100"}, HEADER + WIPE_ROW, report(killed, WIPE));
        assertEquals(1, short1.code());
        assertEquals("aesref: " + short1.err().split("aesref: ", 2)[1], short1.err());
        assertTrue(short1.err().contains("detected 1 of 2 mutants, no time-out of a listed survivor counted as detected:"
                + " below the threshold of 100 % (mutation/README.md)"), short1.err());
    }

    /** A difference alone is said once, with the count; no threshold line comes with it. */
    @Test
    void differencesAloneEndInOneLineThatCountsThem() throws IOException {
        Result r = checkWith(new String[] {"--threshold", "0"}, HEADER, report(WIPE));
        assertEquals(1, r.code());
        List<String> lines = r.err().lines().toList();
        assertEquals(2, lines.size(), r.err());
        assertTrue(lines.get(0).endsWith(": not listed: dev.aesref.aead.Gcm.wipe VoidMethodCallMutator \"removed call to java/util/Arrays::fill\" SURVIVED"),
                r.err());
        assertTrue(lines.get(1).startsWith("aesref: ") && lines.get(1).contains(" does not match PIT's report (1"
                + " differences): kill each unlisted mutant"), r.err());
    }

    /**
     * Only time-outs answer listed survivors: a listed survivor that is killed, one whose
     * time-out a row lists as a loop, and one reported as a survivor beside an unlisted alike
     * time-out, are no survivor's time-out.
     */
    @Test
    void onlyATimeOutBeyondTheListedLoopsAnswersAMissingSurvivor() throws IOException {
        String loopRow = "| Gcm | wipe | VoidMethodCallMutator | " + FILL + " | TIMED_OUT | the loop never ends |\n";
        String timedOut = mutation("TIMED_OUT", "dev.aesref.aead.Gcm", "wipe", 212, "VoidMethodCallMutator");
        String killed = mutation("KILLED", "dev.aesref.aead.Gcm", "wipe", 212, "VoidMethodCallMutator");
        assertEquals(List.of(), slow(HEADER + WIPE_ROW, report(killed)));
        assertEquals(List.of(), slow(HEADER + WIPE_ROW + loopRow, report(timedOut)));
        assertEquals(List.of(), slow(HEADER + WIPE_ROW, report(WIPE, timedOut)));
        assertEquals(1, slow(HEADER + WIPE_ROW + loopRow, report(timedOut, timedOut)).size());
    }

    private List<SurvivorCheck.Mutant> slow(String list, String report) throws IOException {
        return SurvivorCheck.timedOutSurvivors(SurvivorCheck.readList(write(list)),
                SurvivorCheck.readReport(write(report)));
    }

    /** Errors in the list name the list's line, counted from 1. */
    @Test
    void listErrorsNameTheLineOfTheList() throws IOException {
        // HEADER is six lines; its first row is line 7.
        assertTrue(check(HEADER + "| Gcm | wipe | 212 |\n", report(WIPE)).err()
                .contains("list.md line 7: a row has 6 cells (class | method | mutator | description | status | reason), got 3"));
        assertTrue(check(HEADER + "| Gcm | wipe | M |  | SURVIVED | r |\n", report(WIPE)).err()
                .contains("list.md line 7: the description cell is empty; copy PIT's description of the mutant"));
        assertTrue(check("\n| Gcm | wipe | M | d | SURVIVED | r |\n", report(WIPE)).err()
                .contains("list.md line 2: a row before any '## package' heading"));
        assertTrue(check(HEADER + WIPE_ROW + "| Gcm | wipe | VoidMethodCallMutator | " + FILL + " | SURVIVED |  |\n",
                report(WIPE, WIPE)).err().contains("line 8: no reason given for dev.aesref.aead.Gcm.wipe"));
        assertTrue(check(HEADER, report()).out().contains("0 listed"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertEquals(2, SurvivorCheck.run(new String[] {dir.resolve("none.md").toString(), "x.xml"}, ps, ps));
        assertEquals("aesref: no mutation list at " + dir.resolve("none.md") + "\n", err.toString(StandardCharsets.UTF_8));
    }

    /** A row may end without its last bar; its reason is kept whole. */
    @Test
    void aRowWithoutItsLastBarKeepsItsWholeReason() throws IOException {
        List<SurvivorCheck.Row> rows = SurvivorCheck.readList(write(HEADER
                + "| `Gcm` | `wipe` | VoidMethodCallMutator | `removed call to java/util/Arrays::fill` | SURVIVED | the array is local\n" + WIPE_ROW));
        assertEquals("the array is local", rows.get(0).reason());
        assertEquals("the array is local", rows.get(1).reason());
        assertEquals(rows.get(0).mutant(), rows.get(1).mutant());
        assertEquals(7, rows.get(0).lineOfList());
    }

    /** A report with a document type is refused: no entity of the file is ever expanded. */
    @Test
    void aReportWithADocumentTypeIsRefused() throws IOException {
        Result r = check(HEADER, "<?xml version=\"1.0\"?>\n<!DOCTYPE mutations [<!ENTITY x \"y\">]>\n"
                + "<mutations partial=\"false\"></mutations>\n");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("is not a PIT report"), r.err());
    }

    @Test
    void theStatusesThatMustBeListedAreTheUndetectedAndTheNotQuiteKilled() {
        assertEquals(java.util.Set.of("SURVIVED", "NO_COVERAGE", "TIMED_OUT", "MEMORY_ERROR", "RUN_ERROR"),
                SurvivorCheck.LISTED);
        assertEquals(List.of(), SurvivorCheck.compare(List.of(), List.of(
                new SurvivorCheck.Mutant("a.B", "m", "M", "d", "KILLED"),
                new SurvivorCheck.Mutant("a.B", "m", "M", "d", "NON_VIABLE"))));
    }
}
