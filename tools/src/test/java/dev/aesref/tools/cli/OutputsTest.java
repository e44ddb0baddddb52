package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checks of output paths before a run. The cases of a path that cannot be written need a user
 * the file system refuses: as root (a container) every path is writable, and they are skipped.
 */
class OutputsTest {

    @TempDir
    Path tmp;

    private static String refusedFile(Path file) {
        return assertThrows(IOException.class, () -> Outputs.checkFile("--out", file)).getMessage();
    }

    private static String refusedDirectory(Path dir) {
        return assertThrows(IOException.class, () -> Outputs.checkDirectory("--dir", dir)).getMessage();
    }

    @Test
    void aFileIsNewOrWritableInADirectoryThatExists() throws IOException {
        Outputs.checkFile("--out", tmp.resolve("new.json"));
        Path existing = Files.writeString(tmp.resolve("old.json"), "{}");
        Outputs.checkFile("--out", existing);

        assertEquals("--out: " + tmp + " is a directory; give a file name", refusedFile(tmp));
        Path missing = tmp.resolve("no/such/r.json");
        assertEquals("--out: the directory of " + missing + " does not exist", refusedFile(missing));
        Path underAFile = existing.resolve("r.json");
        assertEquals("--out: the directory of " + underAFile + " does not exist", refusedFile(underAFile));
    }

    @Test
    void aFileThatCannotBeWrittenIsRefused() throws IOException {
        Path readOnly = Files.writeString(tmp.resolve("ro.json"), "{}");
        assumeFalse(!readOnly.toFile().setWritable(false) || Files.isWritable(readOnly), "root writes anything");
        assertEquals("--out: " + readOnly + " cannot be written", refusedFile(readOnly));
    }

    @Test
    void aNewFileInADirectoryThatCannotBeWrittenIsRefused() throws IOException {
        Path dir = Files.createDirectory(tmp.resolve("ro"));
        assumeFalse(!dir.toFile().setWritable(false) || Files.isWritable(dir), "root writes anything");
        try {
            Path file = dir.resolve("new.json");
            assertEquals("--out: " + file + " cannot be written", refusedFile(file));
            assertEquals("--dir: " + dir + " cannot be written", refusedDirectory(dir.resolve("a/b")));
        } finally {
            dir.toFile().setWritable(true);
        }
    }

    @Test
    void aDirectoryIsCreatedUnderTheNearestOneThatExists() throws IOException {
        Outputs.checkDirectory("--dir", tmp);
        Outputs.checkDirectory("--dir", tmp.resolve("a/b/c"));

        Path file = Files.writeString(tmp.resolve("f.txt"), "");
        assertEquals("--dir: " + file + " is not a directory", refusedDirectory(file));
        assertEquals("--dir: " + file + " is not a directory", refusedDirectory(file.resolve("a/b")));
    }
}
