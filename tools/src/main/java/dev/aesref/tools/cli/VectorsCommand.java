package dev.aesref.tools.cli;

import dev.aesref.testkit.CounterVectors;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code vectors}: the vector files aesref makes for others. One subcommand, {@code export}. */
@Command(name = "vectors", mixinStandardHelpOptions = true,
        description = "Vector files aesref makes for other projects.",
        subcommands = {VectorsCommand.Export.class})
final class VectorsCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** No subcommand: a usage error, as {@code aesref} alone is ({@link Main#call}). */
    @Override
    public Integer call() {
        spec.commandLine().getErr().println("aesref: vectors: no subcommand given; 'aesref vectors --help' lists them");
        return ExitCode.USAGE;
    }

    /** {@code vectors export}: writes the counter-boundary vectors, the same bytes every run. */
    @Command(name = "export", mixinStandardHelpOptions = true,
            description = {"Writes counter-boundary vectors in Wycheproof's JSON schemas.",
                "One ind_cpa_test_schema_v1 file per CTR flavour (CTR128, CTR64, CTR32, XCTR) and one"
                    + " aead_test_schema_v1 file for GCM's inc32 wrap. The output is deterministic."})
    static final class Export implements Callable<Integer> {

        @Option(names = {"-o", "--out"}, paramLabel = "DIR", required = true,
                description = "the directory to write to, created if its parent exists (the repository's copy is "
                        + "vectors/" + CounterVectors.DIRECTORY + ")")
        Path out;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            Outputs.checkDirectory("--out", out);
            Map<String, String> files = CounterVectors.files();
            try {
                Files.createDirectories(out);
                for (Map.Entry<String, String> f : files.entrySet()) {
                    Files.write(out.resolve(f.getKey()), f.getValue().getBytes(StandardCharsets.UTF_8));
                    spec.commandLine().getOut().println("wrote " + out.resolve(f.getKey()));
                }
            } catch (IOException e) {
                throw new IOException("--out: cannot write the vectors to " + out + ": " + e, e);
            }
            spec.commandLine().getOut().flush();
            return ExitCode.OK;
        }
    }
}
