package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@link HexArguments}: AES key sizes (FIPS-197 section 5: 128, 192 and 256 bits) and blocks. */
class HexArgumentsTest {

    private static final CommandLine CL = new CommandLine(new TraceCommand());

    @Test
    void aKeyIs16Or24Or32BytesAndNothingElse() {
        for (int bytes : List.of(16, 24, 32)) {
            byte[] key = HexArguments.key(CL, "--key", "ab".repeat(bytes));
            assertEquals(bytes, key.length);
            assertEquals((byte) 0xab, key[bytes - 1]);
        }
        for (int bytes : List.of(0, 1, 15, 17, 23, 25, 31, 33, 48)) {
            CommandLine.ParameterException e = assertThrows(CommandLine.ParameterException.class,
                    () -> HexArguments.key(CL, "--key", "00".repeat(bytes)));
            assertEquals("--key must be 16, 24 or 32 bytes, got " + bytes, e.getMessage());
        }
    }

    @Test
    void aBlockIs16BytesWithBlanksAroundIgnored() {
        assertArrayEquals(new byte[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
                HexArguments.block(CL, "--iv", " 000102030405060708090a0b0c0d0e0F\n"));
        CommandLine.ParameterException e = assertThrows(CommandLine.ParameterException.class,
                () -> HexArguments.block(CL, "--iv", "00".repeat(17)));
        assertEquals("--iv must be 16 bytes, got 17", e.getMessage());
        CommandLine.ParameterException odd = assertThrows(CommandLine.ParameterException.class,
                () -> HexArguments.block(CL, "--block", "000"));
        assertEquals("--block must be hexadecimal digits in pairs, got '000'", odd.getMessage());
    }
}
