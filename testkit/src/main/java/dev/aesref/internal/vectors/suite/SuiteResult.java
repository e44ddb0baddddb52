package dev.aesref.internal.vectors.suite;

import java.util.List;

/**
 * The outcome of one {@link Suite} on one engine.
 *
 * @param vectors how many vectors were run
 * @param failedVectors how many of them failed
 * @param failures one description per failed vector, for the first {@link #MAX_REPORTED} of them
 * @param unsupported how many records of the files were not run because this project's API cannot
 *     express them (XTS data units that are not a whole number of bytes); never a silent skip:
 *     the count and {@code unsupportedReason} are in the summary, and tests pin the count
 * @param unsupportedReason why those records cannot be run, {@code ""} when there are none
 */
public record SuiteResult(String suite, String engine, int vectors, int failedVectors,
                          List<String> failures, int unsupported, String unsupportedReason) {

    /** How many failed vectors a result describes. */
    public static final int MAX_REPORTED = 20;

    public SuiteResult {
        failures = List.copyOf(failures);
    }

    /** A result in which every record of the files could be run. */
    public SuiteResult(String suite, String engine, int vectors, int failedVectors, List<String> failures) {
        this(suite, engine, vectors, failedVectors, failures, 0, "");
    }

    /** Passed: at least one vector ran and none failed (a suite that ran nothing has failed). */
    public boolean passed() {
        return vectors > 0 && failedVectors == 0;
    }

    /**
     * One line, e.g. {@code nist-mct-cbc on spec: 600 vectors, 0 failed}, followed by
     * {@code ; 1200 not run: <reason>} when records were unsupported.
     */
    public String summary() {
        String s = suite + " on " + engine + ": " + vectors + " vectors, " + failedVectors + " failed";
        if (unsupported > 0) {
            s += "; " + unsupported + " not run: " + unsupportedReason;
        }
        return vectors == 0 ? s + " (no vectors ran: a suite that runs nothing fails)" : s;
    }

    /** The summary followed by one line per reported failure. */
    public String report() {
        StringBuilder sb = new StringBuilder(summary());
        for (String f : failures) {
            sb.append("\n  ").append(f);
        }
        if (failedVectors > failures.size()) {
            sb.append("\n  ... and ").append(failedVectors - failures.size()).append(" more");
        }
        return sb.toString();
    }
}
