package dev.aesref.tools.cli;

import java.util.HexFormat;
import picocli.CommandLine;

/** Hex option values of {@code trace} and {@code explain}: parsed, or refused as usage errors naming the option. */
final class HexArguments {

    private HexArguments() {}

    /** {@code text} as bytes; digits in pairs, surrounding blanks ignored. */
    static byte[] parse(CommandLine cl, String option, String text) {
        try {
            return HexFormat.of().parseHex(text.trim());
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cl, option + " must be hexadecimal digits in pairs, got '" + text + "'");
        }
    }

    /** An AES key: 16, 24 or 32 bytes. */
    static byte[] key(CommandLine cl, String option, String text) {
        byte[] k = parse(cl, option, text);
        if (k.length != 16 && k.length != 24 && k.length != 32) {
            throw new CommandLine.ParameterException(cl, option + " must be 16, 24 or 32 bytes, got " + k.length);
        }
        return k;
    }

    /** One block or IV: 16 bytes. */
    static byte[] block(CommandLine cl, String option, String text) {
        byte[] b = parse(cl, option, text);
        if (b.length != 16) {
            throw new CommandLine.ParameterException(cl, option + " must be 16 bytes, got " + b.length);
        }
        return b;
    }
}
