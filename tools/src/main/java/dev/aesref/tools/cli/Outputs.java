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

    /**
     * A directory to be written into: an existing directory, or a new one whose parent exists
     * (only the last name of the path is created, as a file's directory must exist), and writable.
     */
    static void checkDirectory(String option, Path dir) throws IOException {
        checkDirectory(option, dir, Files::isWritable);
    }

    /** {@link #checkDirectory(String, Path)} with {@code writable} asked what the file system allows (for tests). */
    static void checkDirectory(String option, Path dir, Predicate<Path> writable) throws IOException {
        Path absolute = dir.toAbsolutePath();
        if (Files.exists(absolute)) {
            if (!Files.isDirectory(absolute)) {
                throw new IOException(option + ": " + absolute + " is not a directory");
            }
            if (!writable.test(absolute)) {
                throw new IOException(option + ": " + absolute + " cannot be written");
            }
            return;
        }
        Path parent = absolute.getParent(); // not null: a root exists
        if (!Files.exists(parent)) {
            throw new IOException(option + ": the parent directory of " + dir
                    + " does not exist; only the last directory of the path is created");
        }
        if (!Files.isDirectory(parent)) {
            throw new IOException(option + ": " + parent + " is not a directory");
        }
        if (!writable.test(parent)) {
            throw new IOException(option + ": " + parent + " cannot be written");
        }
    }
}
