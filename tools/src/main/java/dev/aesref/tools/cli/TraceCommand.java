package dev.aesref.tools.cli;

import dev.aesref.internal.fips197.SpecTrace;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code trace}: the FIPS-197 Appendix C style round listing for one key and one block. */
@Command(name = "trace", mixinStandardHelpOptions = true,
        description = {"Prints the FIPS-197 round trace of one block.",
            "The format is that of FIPS-197 Appendix C; without options it prints Appendix C.1.",
            "The trace shows every round key: use it only with test keys."})
final class TraceCommand implements Callable<Integer> {

    @Option(names = {"-k", "--key"}, paramLabel = "HEX",
            description = "16, 24 or 32 bytes in hex (default: FIPS-197 C.1 key 000102..0f)")
    String key = "000102030405060708090a0b0c0d0e0f";

    @Option(names = {"-b", "--block"}, paramLabel = "HEX",
            description = "one 16-byte block in hex (default: 00112233445566778899aabbccddeeff)")
    String block = "00112233445566778899aabbccddeeff";

    @Option(names = {"-d", "--decrypt"},
            description = "treat the block as ciphertext and trace the inverse cipher only")
    boolean decrypt;

    @Option(names = {"-e", "--encrypt"},
            description = "trace the cipher only (default: cipher, then inverse cipher, as Appendix C)")
    boolean encrypt;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (encrypt && decrypt) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--encrypt and --decrypt exclude each other: give one, or neither for both directions");
        }
        byte[] k = parseHex("--key", key);
        byte[] b = parseHex("--block", block);
        List<String> lines;
        if (decrypt) {
            lines = SpecTrace.decrypt(k, b);
        } else if (encrypt) {
            lines = SpecTrace.encrypt(k, b);
        } else {
            lines = SpecTrace.appendixC(k, b);
        }
        var out = spec.commandLine().getOut();
        lines.forEach(out::println);
        out.flush();
        return ExitCode.OK;
    }

    private byte[] parseHex(String option, String text) {
        try {
            return HexFormat.of().parseHex(text.trim());
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    option + " must be hexadecimal digits in pairs, got '" + text + "'");
        }
    }
}
