package dev.aesref.internal.nohw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.ExpandedKey;
import java.util.HexFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** FIPS-197 Appendix C.1 (AES-128), C.2 (AES-192) and C.3 (AES-256) example vectors. */
class NohwKnownAnswerTest {

    private static final HexFormat HEX = HexFormat.of();

    @ParameterizedTest(name = "FIPS-197 {0}")
    @CsvSource({
        "C.1, 000102030405060708090a0b0c0d0e0f, 69c4e0d86a7b0430d8cdb78070b4c55a, 10",
        "C.2, 000102030405060708090a0b0c0d0e0f1011121314151617, dda97ca4864cdfe06eaf70a0ec0d7191, 12",
        "C.3, 000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f, "
                + "8ea2b7ca516745bfeafc49904b496089, 14",
    })
    void appendixC(String section, String keyHex, String cipherHex, int rounds) {
        byte[] plain = HEX.parseHex("00112233445566778899aabbccddeeff");
        byte[] key = HEX.parseHex(keyHex);
        byte[] expected = HEX.parseHex(cipherHex);
        ExpandedKey k = new NohwEngine().expandKey(key);
        assertEquals(key.length * 8, k.keyBits());
        assertEquals(rounds, k.rounds());

        byte[] out = new byte[16];
        k.encryptBlocks(plain, 0, out, 0, 1);
        assertEquals(cipherHex, HEX.formatHex(out), "encrypt " + section);

        byte[] back = new byte[16];
        k.decryptBlocks(expected, 0, back, 0, 1);
        assertArrayEquals(plain, back, "decrypt " + section);
    }
}
