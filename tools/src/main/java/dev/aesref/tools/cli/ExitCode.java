package dev.aesref.tools.cli;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The exit codes of every command, with one meaning each whatever the command (README, "Exit
 * codes"; every command's {@code --help} lists them).
 */
final class ExitCode {

    /** Success: every check passed, nothing leaked, the files were written. */
    static final int OK = 0;
    /** A check or test failed: a mismatch, a timing leak, a failed self-test suite. */
    static final int FAILED = 1;
    /** The command line was wrong: one {@code aesref:} line on standard error, and nothing was run. */
    static final int USAGE = 2;
    /**
     * The run could not conclude: a {@code ct-test} control did not leak, so the targets' |t| mean
     * nothing; or {@code check} tested nothing, or not a required transformation.
     */
    static final int INCONCLUSIVE = 3;
    /** A file could not be read or written (an output is checked before any work starts). */
    static final int IO = 4;
    /** Interrupted (Ctrl-C, SIGINT): 128 + 2, as shells report it. */
    static final int INTERRUPTED = 130;

    private ExitCode() {}

    /** The table that {@code --help} prints, code to meaning. */
    static Map<String, String> table() {
        Map<String, String> t = new LinkedHashMap<>();
        t.put(Integer.toString(OK), "success");
        t.put(Integer.toString(FAILED), "a check or test failed (mismatch, leak, failed suite)");
        t.put(Integer.toString(USAGE), "usage error: one 'aesref:' line, nothing run");
        t.put(Integer.toString(INCONCLUSIVE), "inconclusive: a ct-test control did not leak, or check tested nothing"
                + " or not a required transformation");
        t.put(Integer.toString(IO), "a file could not be read or written");
        t.put(Integer.toString(INTERRUPTED), "interrupted");
        return t;
    }
}
