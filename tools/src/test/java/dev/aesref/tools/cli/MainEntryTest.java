package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@link Main}'s entry: the interrupt notice around a run, and how an exception of a command ends. */
class MainEntryTest {

    /** While the command runs its notice is a shutdown hook; once it returns, the notice is done and gone. */
    @Test
    void theNoticeIsAHookExactlyWhileTheCommandRuns() {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        AtomicBoolean done = new AtomicBoolean();
        Thread notice = Main.interruptNotice(done, new PrintStream(said, true, StandardCharsets.UTF_8));
        int code = Main.whileNoticing(notice, done, () -> {
            // The JVM refuses a hook it already holds.
            assertThrows(IllegalArgumentException.class, () -> Runtime.getRuntime().addShutdownHook(notice));
            assertFalse(done.get());
            return 7;
        });
        assertEquals(7, code);
        assertTrue(done.get());
        assertFalse(Runtime.getRuntime().removeShutdownHook(notice), "the hook is still installed");
        // A shutdown that got the hook anyway (a race with the removal) says nothing.
        notice.run();
        assertEquals("", said.toString(StandardCharsets.UTF_8));
    }

    /** main's path returns the command's exit code. */
    @Test
    void mainsPathReturnsTheExitCode() {
        PrintStream old = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            assertEquals(ExitCode.USAGE, Main.runNoticingInterrupts("no-such-command"));
        } finally {
            System.setErr(old);
        }
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("aesref: Unmatched argument"), err.toString());
    }

    /** A command that throws what the test gives it. */
    @Command(name = "throw")
    static final class Throwing implements Callable<Integer> {
        private final Exception thrown;

        Throwing(Exception thrown) {
            this.thrown = thrown;
        }

        @Override
        public Integer call() throws Exception {
            throw thrown;
        }
    }

    private static CheckCommandTest.Run run(Exception thrown) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine().addSubcommand(new Throwing(thrown));
        cl.setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true));
        int code = cl.execute("throw");
        return new CheckCommandTest.Run(code, out.toString(), err.toString());
    }

    /** A file error is one line with code 4, an unchecked one too; anything else is a bug and shows its trace. */
    @Test
    void eachExceptionEndsWithItsCode() {
        CheckCommandTest.Run io = run(new IOException("disk full"));
        assertEquals(ExitCode.IO, io.code());
        assertEquals("aesref: disk full", io.err().strip());
        CheckCommandTest.Run unchecked = run(new UncheckedIOException(new IOException("disk gone")));
        assertEquals(ExitCode.IO, unchecked.code());
        assertEquals("aesref: disk gone", unchecked.err().strip());
        CheckCommandTest.Run usage = run(new IllegalArgumentException("--x must be y"));
        assertEquals(ExitCode.USAGE, usage.code());
        assertEquals("aesref: --x must be y", usage.err().strip());
        // Not a user's error: picocli prints the stack trace of the exception itself.
        CheckCommandTest.Run bug = run(new IllegalStateException("a bug"));
        assertEquals(1, bug.code());
        assertTrue(bug.err().startsWith("java.lang.IllegalStateException: a bug"), bug.err());
    }
}
