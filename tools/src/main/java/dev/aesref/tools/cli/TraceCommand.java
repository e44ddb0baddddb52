package dev.aesref.tools.cli;

import dev.aesref.tools.trace.SpecTrace;
import dev.aesref.tools.trace.CtrDriverTrace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code trace}: the FIPS-197 Appendix C style round listing for one key and one block, or with
 * {@code --engine} an engine's own steps checked against it ({@link EngineTrace}), or with
 * {@code --driver} a CTR driver model's batches around a counter wrap ({@link DriverTrace}).
 */
@Command(name = "trace", mixinStandardHelpOptions = true,
        description = {"Prints the FIPS-197 round trace of one block.",
            "The format is that of FIPS-197 Appendix C; without options it prints its AES-128 example.",
            "With --engine, each step of that engine in its own representation, read back as FIPS-197 bytes and"
                + " checked against the spec engine: a differing byte is marked and the exit code is 1.",
            "With --driver, a CTR driver model's batches around its counter wrap, each lane's counter read back"
                + " from its keystream and checked against a BigInteger counter.",
            "The trace shows every round key: use it only with test keys."})
final class TraceCommand implements Callable<Integer> {

    @Option(names = {"-k", "--key"}, paramLabel = "HEX",
            description = "16, 24 or 32 bytes in hex (default: the AES-128 key of FIPS-197 Appendix C, 000102..0f)")
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

    @Option(names = "--engine", paramLabel = "NAME",
            description = "trace this engine's own steps and check each against spec (traced: spec, nohw, nohw-vector, vpaes, vpaes-1x, vpaes-vector, hwmodel)")
    String engine;

    @Option(names = "--key-schedule", description = "with --engine: trace the key expansion instead of a block")
    boolean keySchedule;

    @Option(names = "--equivalent-inverse",
            description = "with --decrypt: the equivalent inverse cipher (FIPS-197 section 5.3.5) of spec")
    boolean equivalentInverse;

    @Option(names = "--driver", paramLabel = "NAME",
            description = "trace a CTR driver model batch by batch: boring-ctr32, go-ctr, linux-ctr-ymm,"
                    + " linux-ctr-zmm, linux-xctr-ymm, linux-xctr-zmm")
    String driver;

    @Option(names = "--iv", paramLabel = "HEX",
            description = "with --driver: the first counter block, or XCTR's IV (default: a few blocks below the"
                    + " driver's wrap)")
    String iv;

    @Option(names = "--blocks", paramLabel = "N",
            description = "with --driver: blocks in the request, 1.." + CtrDriverTrace.MAX_BLOCKS
                    + " (default: enough to cross the wrap)")
    Integer blocks;

    @Option(names = "--json", paramLabel = "FILE",
            description = "with --engine or --driver: also write the trace as JSON")
    Path json;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** An engine's steps, checked against spec: {@link EngineTrace#run}, or in a test a broken engine's. */
    interface EngineSteps {
        List<EngineTrace.Step> run(String engine, EngineTrace.Part part, byte[] key, byte[] block);
    }

    /** A driver model's batches, read back and checked: {@link DriverTrace#run}, or in a test a broken model's. */
    interface DriverBatches {
        DriverTrace.Checked run(CtrDriverTrace.Driver driver, byte[] key, byte[] iv, int blocks);
    }

    EngineSteps engineSteps = EngineTrace::run;
    DriverBatches driverBatches = DriverTrace::run;

    @Override
    public Integer call() throws IOException {
        if (encrypt && decrypt) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--encrypt and --decrypt exclude each other: give one, or neither for both directions");
        }
        if (equivalentInverse && (!decrypt || engine != null)) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--equivalent-inverse is a listing of spec's decryption: give it with --decrypt and without --engine");
        }
        if (driver != null) {
            return driverTrace();
        }
        if (iv != null || blocks != null) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    (iv != null ? "--iv" : "--blocks") + " needs --driver NAME");
        }
        if (engine == null && (keySchedule || json != null)) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    (keySchedule ? "--key-schedule" : "--json") + " needs --engine NAME");
        }
        byte[] k = HexArguments.parse(spec.commandLine(), "--key", key);
        byte[] b = HexArguments.parse(spec.commandLine(), "--block", block);
        if (engine != null) {
            return engineTrace(k, b);
        }
        List<String> lines;
        if (equivalentInverse) {
            lines = SpecTrace.equivalentInverse(k, b);
        } else if (decrypt) {
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

    private int driverTrace() throws IOException {
        // --equivalent-inverse without -d was refused in call().
        if (engine != null || decrypt || encrypt || keySchedule) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--driver traces a CTR request: give it without --engine, -d, -e, --key-schedule and"
                            + " --equivalent-inverse");
        }
        CtrDriverTrace.Driver d;
        try {
            d = CtrDriverTrace.Driver.byName(driver);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--driver " + e.getMessage());
        }
        byte[] k = HexArguments.key(spec.commandLine(), "--key", key);
        byte[] counter = iv == null ? DriverTrace.defaultIv(d) : HexArguments.block(spec.commandLine(), "--iv", iv);
        int n = blocks == null ? DriverTrace.defaultBlocks(d) : blocks;
        if (n < 1 || n > CtrDriverTrace.MAX_BLOCKS) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--blocks must be 1.." + CtrDriverTrace.MAX_BLOCKS + ", got " + n);
        }
        if (json != null) {
            Outputs.checkFile("--json", json);
        }
        DriverTrace.Checked checked = driverBatches.run(d, k, counter, n);
        var out = spec.commandLine().getOut();
        DriverTrace.text(k, checked).forEach(out::println);
        out.flush();
        if (json != null) {
            Files.writeString(json, DriverTrace.json(k, checked), StandardCharsets.UTF_8);
        }
        return checked.matches() ? ExitCode.OK : ExitCode.FAILED;
    }

    private int engineTrace(byte[] k, byte[] b) throws IOException {
        if (json != null) {
            Outputs.checkFile("--json", json);
        }
        EngineTrace.Part part = keySchedule ? EngineTrace.Part.KEYS
                : decrypt ? EngineTrace.Part.DECRYPT : EngineTrace.Part.ENCRYPT;
        List<EngineTrace.Step> steps = engineSteps.run(engine, part, k, b);
        var out = spec.commandLine().getOut();
        EngineTrace.text(engine, part, k, b, steps).forEach(out::println);
        out.flush();
        if (json != null) {
            Files.writeString(json, EngineTrace.json(engine, part, k, b, steps), StandardCharsets.UTF_8);
        }
        return steps.stream().allMatch(EngineTrace.Step::matches) ? ExitCode.OK : ExitCode.FAILED;
    }
}
