package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The partial reports of an interrupted command: written while registered, and only then. */
class PartialReportsTest {

    @AfterEach
    void unregister() {
        PartialReports.clear();
    }

    private static String notice() {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        PartialReports.writeIfAny(new PrintStream(said, true, StandardCharsets.UTF_8));
        return said.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    }

    @Test
    void aRegisteredWriterIsRunOnceAndAClearedOneNever() {
        PartialReports.whileRunning(() -> "a.json");
        assertEquals("aesref: partial report written to a.json\n", notice());
        assertEquals("", notice(), "at most once");

        PartialReports.whileRunning(() -> "b.json");
        PartialReports.clear();
        assertEquals("", notice(), "a command that ended has nothing left to write");
    }
}
