package dev.aesref.internal.vectors.suite;

import dev.aesref.internal.vectors.format.Hex;
import dev.aesref.internal.vectors.format.VectorFileException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Collects the vectors and failures of one suite run into a {@link SuiteResult}. */
final class SuiteRun {

    /** The body of one vector; it reports mismatches through {@link SuiteRun#equal}. */
    @FunctionalInterface
    interface Body {
        void run() throws Exception;
    }

    private final String suite;
    private final String engine;
    private final List<String> failures = new ArrayList<>();
    private int vectors;
    private int failedVectors;
    private int unsupported;
    private String unsupportedReason = "";
    private String current;
    private boolean currentFailed;

    SuiteRun(String suite, String engine) {
        this.suite = suite;
        this.engine = engine;
    }

    /**
     * Runs one vector named {@code where}. An exception from the body counts as a failure of this
     * vector, except {@link VectorFileException}, which is a problem with the file and propagates.
     */
    void vector(String where, Body body) {
        vectors++;
        current = where;
        currentFailed = false;
        try {
            body.run();
        } catch (VectorFileException e) {
            throw e;
        } catch (Exception e) {
            fail("threw " + e);
        }
    }

    /**
     * Counts one record that this project's API cannot express, for {@code reason} (one reason
     * per suite). It is not a vector and does not pass; the result reports the count.
     */
    void unsupported(String reason) {
        unsupported++;
        unsupportedReason = reason;
    }

    /** Records a failure of the current vector unless {@code expected} equals {@code actual}. */
    void equal(String what, byte[] expected, byte[] actual) {
        if (!Arrays.equals(expected, actual)) {
            fail(what + ": expected " + Hex.encode(expected) + ", got " + Hex.encode(actual));
        }
    }

    /**
     * Records a failure of the current vector. A vector has one description: a second failure of
     * the same vector is appended to it after "; ".
     */
    void fail(String what) {
        if (!currentFailed) {
            currentFailed = true;
            failedVectors++;
            if (failures.size() < SuiteResult.MAX_REPORTED) {
                failures.add(current + ": " + what);
            }
        } else if (failedVectors <= SuiteResult.MAX_REPORTED) {
            int last = failures.size() - 1;
            failures.set(last, failures.get(last) + "; " + what);
        }
    }

    /**
     * The first {@code perFile} elements of one file's vectors (all of them when there are fewer).
     *
     * @throws IllegalArgumentException if {@code perFile < 1}: a run of nothing would pass nothing
     */
    static <T> List<T> first(List<T> vectors, int perFile) {
        if (perFile < 1) {
            throw new IllegalArgumentException("perFile must be at least 1, got " + perFile);
        }
        return vectors.size() <= perFile ? vectors : vectors.subList(0, perFile);
    }

    SuiteResult result() {
        return new SuiteResult(suite, engine, vectors, failedVectors, failures, unsupported, unsupportedReason);
    }
}
