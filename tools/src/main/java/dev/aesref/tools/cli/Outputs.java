package dev.aesref.tools.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Predicate;

/**
 * Output paths, checked before any work starts, so that a run is never lost to a report it cannot
 * write: the failure is one {@code aesref:} line and {@link ExitCode#IO}.
 */
final class Outputs {

    private Outputs() {}

    /** A file to be written: not a directory, in a directory that exists, and writable. */
    static void checkFile(String option, Path file) throws IOException {
        checkFile(option, file, Files::isWritable);
    }

    /** {@link #checkFile(String, Path)} with {@code writable} asked what the file system allows (for tests). */
    static void checkFile(String option, Path file, Predicate<Path> writable) throws IOException {
        if (Files.isDirectory(file)) {
            throw new IOException(option + ": " + file + " is a directory; give a file name");
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new IOException(option + ": the directory of " + file + " does not exist");
        }
        if (Files.exists(file) ? !writable.test(file) : !writable.test(parent)) {
            throw new IOException(option + ": " + file + " cannot be written");
        }
    }

    /** A directory to be written into, created if needed: not a file, and under a writable directory. */
    static void checkDirectory(String option, Path dir) throws IOException {
        checkDirectory(option, dir, Files::isWritable);
    }

    /** {@link #checkDirectory(String, Path)} with {@code writable} asked what the file system allows (for tests). */
    static void checkDirectory(String option, Path dir, Predicate<Path> writable) throws IOException {
        Path existing = dir.toAbsolutePath();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null || !Files.isDirectory(existing)) {
            throw new IOException(option + ": " + (existing == null ? dir : existing) + " is not a directory");
        }
        if (!writable.test(existing)) {
            throw new IOException(option + ": " + existing + " cannot be written");
        }
    }
}
