package dev.aesref.tools.cli;

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
        subcommands = {SelfTestCommand.class, TraceCommand.class, CtTestCommand.class, CheckCommand.class,
            VectorsCommand.class,
            CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns its exit code (for tests). */
    public static int run(String... args) {
        CommandLine cl = new CommandLine(new Main());
        // Bad input (a wrong key length, say) is a user error: one line, no stack trace.
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof IllegalArgumentException || ex instanceof java.util.NoSuchElementException) {
                commandLine.getErr().println("aesref: " + ex.getMessage());
                return 2;
            }
            throw ex;
        });
        return cl.execute(args);
    }

    /** {@code --version}: the library's version, the one the pom and the JCA provider carry. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"aesref " + dev.aesref.jca.AesRefProvider.VERSION};
        }
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
