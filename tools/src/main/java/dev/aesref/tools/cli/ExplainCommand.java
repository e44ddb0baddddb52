package dev.aesref.tools.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code explain}: writes the explorer page ({@link ExplorerPage}) into a directory. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = {"Writes an explorer page of the traces.",
            "DIR/index.html draws what 'aesref trace --engine' and 'aesref trace --driver' print, with inline SVG"
                + " and no network: every engine's rounds, nohw's bitslice layout, vpaes's lanes, the AES-NI data"
                + " flow, the CTR lanes around each driver's wrap and the key schedule. Open it in a browser.",
            "The page shows every round key: use it only with test keys."})
final class ExplainCommand implements Callable<Integer> {

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "the directory to write index.html into, created if its parent exists")
    Path out;

    @Option(names = {"-k", "--key"}, paramLabel = "HEX",
            description = "16, 24 or 32 bytes in hex (default: the AES-128 key of FIPS-197 Appendix C, 000102..0f)")
    String key = "000102030405060708090a0b0c0d0e0f";

    @Option(names = {"-b", "--block"}, paramLabel = "HEX",
            description = "one 16-byte block in hex (default: 00112233445566778899aabbccddeeff)")
    String block = "00112233445566778899aabbccddeeff";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        byte[] k = HexArguments.key(spec.commandLine(), "--key", key);
        byte[] b = HexArguments.block(spec.commandLine(), "--block", block);
        Outputs.checkDirectory("--out", out);
        String html = ExplorerPage.html(k, b);
        Files.createDirectories(out);
        Path page = out.resolve("index.html");
        Files.writeString(page, html, StandardCharsets.UTF_8);
        spec.commandLine().getOut().println("wrote " + page);
        spec.commandLine().getOut().flush();
        return ExitCode.OK;
    }
}
