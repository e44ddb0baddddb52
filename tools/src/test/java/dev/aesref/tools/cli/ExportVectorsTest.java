package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code aesref vectors export} writes exactly the committed files of vectors/generated/.
 */
class ExportVectorsTest {

    @Test
    void exportWritesTheCommittedFilesByteForByte(@TempDir Path tmp) throws IOException {
        Path out = tmp.resolve("made-here");
        PrintStream old = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int code;
        try {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            code = Main.run("vectors", "export", "--out", out.toString());
        } finally {
            System.setOut(old);
        }
        assertEquals(0, code);
        Path committed = Path.of("../vectors/generated");
        List<String> names;
        try (Stream<Path> s = Files.list(committed)) {
            names = s.map(p -> p.getFileName().toString()).filter(n -> !n.equals("README.md")).sorted().toList();
        }
        assertEquals(5, names.size(), names.toString());
        try (Stream<Path> s = Files.list(out)) {
            assertEquals(names, s.map(p -> p.getFileName().toString()).sorted().toList());
        }
        for (String n : names) {
            assertArrayEquals(Files.readAllBytes(committed.resolve(n)), Files.readAllBytes(out.resolve(n)), n);
            assertTrue(printed.toString(StandardCharsets.UTF_8).contains("wrote " + out.resolve(n)), n);
        }
    }

    /** What export says reaches the caller's writer: the command flushes it. */
    @Test
    void exportFlushesWhatItSays(@TempDir Path tmp) {
        CheckCommandTest.Run r = TraceCommandTest.runBuffered(new VectorsCommand.Export(), "--out", tmp.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(5, r.out().lines().filter(l -> l.startsWith("wrote " + tmp)).count(), r.out());
    }

    @Test
    void vectorsWithoutASubcommandIsAUsageError() {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(said, true, StandardCharsets.UTF_8));
            assertEquals(ExitCode.USAGE, Main.run("vectors"));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
        assertEquals("", printed.toString(StandardCharsets.UTF_8));
        assertEquals("aesref: vectors: no subcommand given; 'aesref vectors --help' lists them\n",
                said.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"));
    }
}
