package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checks of output paths before a run. Whether a path can be written is asked of a stand-in
 * in the cases that need a refusal: as root (CI's container) every path is writable.
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

    /**
     * What the file system refuses is asked of a stand-in: as root (CI's container) every path
     * is writable, so a file made read-only would not be refused there.
     */
    @Test
    void aFileThatCannotBeWrittenIsRefused() throws IOException {
        Path readOnly = Files.writeString(tmp.resolve("ro.json"), "{}");
        Predicate<Path> allButIt = p -> !p.equals(readOnly);
        IOException e = assertThrows(IOException.class, () -> Outputs.checkFile("--out", readOnly, allButIt));
        assertEquals("--out: " + readOnly + " cannot be written", e.getMessage());
        // Its directory being writable does not make it so; a new file beside it is fine.
        Outputs.checkFile("--out", tmp.resolve("new.json"), allButIt);
    }

    @Test
    void aNewFileInADirectoryThatCannotBeWrittenIsRefused() throws IOException {
        Path dir = Files.createDirectory(tmp.resolve("ro"));
        Predicate<Path> allButIt = p -> !p.equals(dir);
        Path file = dir.resolve("new.json");
        IOException e = assertThrows(IOException.class, () -> Outputs.checkFile("--out", file, allButIt));
        assertEquals("--out: " + file + " cannot be written", e.getMessage());
        e = assertThrows(IOException.class, () -> Outputs.checkDirectory("--dir", dir.resolve("a"), allButIt));
        assertEquals("--dir: " + dir + " cannot be written", e.getMessage());
        e = assertThrows(IOException.class, () -> Outputs.checkDirectory("--dir", dir, allButIt));
        assertEquals("--dir: " + dir + " cannot be written", e.getMessage());
        // An existing file in it is asked about itself, not its directory.
        Path existing = Files.writeString(dir.resolve("old.json"), "{}");
        Outputs.checkFile("--out", existing, allButIt);
        Outputs.checkDirectory("--dir", tmp.resolve("x"), allButIt);
    }

    /** A directory is one that exists, or a new one in a directory that exists, as a file's is. */
    @Test
    void aDirectoryIsCreatedOnlyInADirectoryThatExists() throws IOException {
        Outputs.checkDirectory("--dir", tmp);
        Outputs.checkDirectory("--dir", tmp.resolve("a"));

        Path deep = tmp.resolve("a/b/c");
        assertEquals("--dir: the parent directory of " + deep + " does not exist; only the last directory of the"
                + " path is created", refusedDirectory(deep));
        Path file = Files.writeString(tmp.resolve("f.txt"), "");
        assertEquals("--dir: " + file + " is not a directory", refusedDirectory(file));
        assertEquals("--dir: " + file + " is not a directory", refusedDirectory(file.resolve("a")));
        assertEquals("--dir: the parent directory of " + file.resolve("a/b") + " does not exist; only the last"
                + " directory of the path is created", refusedDirectory(file.resolve("a/b")));
    }
}
