package dev.aesref.tools.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Output paths, checked before any work starts, so that a run is never lost to a report it cannot
 * write: the failure is one {@code aesref:} line and {@link ExitCode#IO}.
 */
final class Outputs {

    private Outputs() {}

    /** A file to be written: not a directory, in a directory that exists, and writable. */
    static void checkFile(String option, Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new IOException(option + ": " + file + " is a directory; give a file name");
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new IOException(option + ": the directory of " + file + " does not exist");
        }
        if (Files.exists(file) ? !Files.isWritable(file) : !Files.isWritable(parent)) {
            throw new IOException(option + ": " + file + " cannot be written");
        }
    }

    /** A directory to be written into, created if needed: not a file, and under a writable directory. */
    static void checkDirectory(String option, Path dir) throws IOException {
        Path existing = dir.toAbsolutePath();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null || !Files.isDirectory(existing)) {
            throw new IOException(option + ": " + (existing == null ? dir : existing) + " is not a directory");
        }
        if (!Files.isWritable(existing)) {
            throw new IOException(option + ": " + existing + " cannot be written");
        }
    }
}
