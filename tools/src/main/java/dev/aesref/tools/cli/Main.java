package dev.aesref.tools.cli;

import java.io.PrintStream;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntSupplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code java -jar aesref.jar}: the command line. Subcommands: {@code selftest} runs every vector
 * suite it can find on every engine; {@code trace} prints the FIPS-197 round trace; {@code check}
 * checks another JCA provider against aesref; {@code vectors export} writes the counter-boundary
 * vectors.
 */
@Command(name = "aesref", mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "Constant-time AES reference engines and their test harness.",
        subcommands = {SelfTestCommand.class, TraceCommand.class, ExplainCommand.class, CtTestCommand.class,
            CheckCommand.class,
            VectorsCommand.class,
            CommandLine.HelpCommand.class})
public final class Main implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(runNoticingInterrupts(args));
    }

    /** {@link #run} with {@link #interruptNotice} installed for as long as it runs. */
    static int runNoticingInterrupts(String... args) {
        AtomicBoolean done = new AtomicBoolean();
        return whileNoticing(interruptNotice(done, System.err), done, () -> run(args));
    }

    /**
     * Runs {@code command} with {@code notice} installed as a shutdown hook, and sets {@code done}
     * when it returns, before the hook is removed: a shutdown that races the removal says nothing.
     */
    static int whileNoticing(Thread notice, AtomicBoolean done, IntSupplier command) {
        Runtime.getRuntime().addShutdownHook(notice);
        int code = command.getAsInt();
        done.set(true);
        Runtime.getRuntime().removeShutdownHook(notice);
        return code;
    }

    /**
     * The shutdown hook that says "interrupted" when the JVM ends before the command did: Ctrl-C
     * (SIGINT), which ends the JVM with {@link ExitCode#INTERRUPTED}. The command's partial reports
     * are written first ({@link PartialReports}).
     */
    static Thread interruptNotice(AtomicBoolean done, PrintStream err) {
        return new Thread(() -> {
            if (!done.get()) {
                err.println();
                PartialReports.writeIfAny(err);
                err.println("aesref: interrupted");
            }
        });
    }

    /**
     * Runs the command line and returns its exit code ({@link ExitCode}). Every error the user can
     * cause is one line on standard error, {@code aesref: <what was wrong and what is allowed>},
     * with the code of its class; the usage text comes only with {@code --help}.
     */
    public static int run(String... args) {
        return commandLine().execute(args);
    }

    /** The command line {@link #run} executes: every command, with the exit codes and error lines above. */
    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        withExitCodes(cl);
        cl.setParameterExceptionHandler((ex, arguments) -> {
            ex.getCommandLine().getErr().println("aesref: " + ex.getMessage());
            return ExitCode.USAGE;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof IllegalArgumentException || ex instanceof java.util.NoSuchElementException) {
                commandLine.getErr().println("aesref: " + ex.getMessage());
                return ExitCode.USAGE;
            }
            if (ex instanceof java.io.IOException) {
                commandLine.getErr().println("aesref: " + ex.getMessage());
                return ExitCode.IO;
            }
            if (ex instanceof java.io.UncheckedIOException u) {
                commandLine.getErr().println("aesref: " + u.getCause().getMessage());
                return ExitCode.IO;
            }
            throw ex;
        });
        return cl;
    }

    /** Puts the table of exit codes into the {@code --help} of the command and of every subcommand. */
    private static void withExitCodes(CommandLine cl) {
        cl.getCommandSpec().usageMessage().exitCodeListHeading("%nExit codes:%n").exitCodeList(ExitCode.table());
        cl.getSubcommands().values().forEach(Main::withExitCodes);
    }

    /** {@code --version}: the library's version, the one the pom and the JCA provider carry. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"aesref " + dev.aesref.jca.AesRefProvider.VERSION};
        }
    }

    /** No command: a usage error, not the usage text. */
    @Override
    public Integer call() {
        spec.commandLine().getErr().println("aesref: no command given; 'aesref --help' lists the commands");
        return ExitCode.USAGE;
    }
}
