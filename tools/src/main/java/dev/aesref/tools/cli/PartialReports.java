package dev.aesref.tools.cli;

import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The report files of a command that is interrupted (Ctrl-C) before it ends. A command that
 * writes {@code --json} or {@code --junit} registers, while it runs, how to write what it has so
 * far; {@link Main}'s shutdown hook runs that before it says {@code aesref: interrupted}, so a
 * long run is never lost to a Ctrl-C. The partial report says it is partial.
 */
final class PartialReports {

    private static final AtomicReference<Writer> WRITER = new AtomicReference<>();

    /** Writes the partial reports and returns the paths written, for the notice. */
    @FunctionalInterface
    interface Writer {
        String write() throws java.io.IOException;
    }

    private PartialReports() {}

    /** Registers {@code writer} until {@link #clear()}. */
    static void whileRunning(Writer writer) {
        WRITER.set(writer);
    }

    static void clear() {
        WRITER.set(null);
    }

    /** Writes the registered partial reports, at most once, and says where. */
    static void writeIfAny(PrintStream err) {
        Writer w = WRITER.getAndSet(null);
        if (w == null) {
            return;
        }
        try {
            String written = w.write();
            if (!written.isEmpty()) {
                err.println("aesref: partial report written to " + written);
            }
        } catch (java.io.IOException | RuntimeException e) {
            err.println("aesref: the partial report could not be written: " + e.getMessage());
        }
    }
}
