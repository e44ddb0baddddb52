package dev.aesref.internal.vpaes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** FIPS-197 Appendix C.1-C.3 (example vectors) on both vpaes variants. */
class VpaesKnownAnswerTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final String PLAINTEXT = "00112233445566778899aabbccddeeff";

    static List<Arguments> vectors() {
        String[][] fips197 = {
            // FIPS-197 C.1 (AES-128), C.2 (AES-192), C.3 (AES-256)
            {"000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"},
            {"000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"},
            {"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
                "8ea2b7ca516745bfeafc49904b496089"},
        };
        List<Arguments> out = new java.util.ArrayList<>();
        for (BlockEngine e : List.of(VpaesEngine.interleaved(), VpaesEngine.oneBlockAtATime())) {
            for (String[] v : fips197) {
                out.add(Arguments.of(e, v[0], v[1]));
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0} key {1}")
    @MethodSource("vectors")
    void encryptsAndDecryptsTheFips197Examples(BlockEngine engine, String key, String ciphertext) {
        ExpandedKey k = engine.expandKey(HEX.parseHex(key));
        assertEquals(key.length() * 4, k.keyBits());
        assertEquals(key.length() / 8 + 6, k.rounds());
        byte[] pt = HEX.parseHex(PLAINTEXT);
        byte[] ct = new byte[16];
        k.encryptBlocks(pt, 0, ct, 0, 1);
        assertEquals(ciphertext, HEX.formatHex(ct));
        byte[] back = new byte[16];
        k.decryptBlocks(ct, 0, back, 0, 1);
        assertArrayEquals(pt, back);
        // The same block twice goes through the interleaved core of "vpaes".
        byte[] two = new byte[32];
        System.arraycopy(pt, 0, two, 0, 16);
        System.arraycopy(pt, 0, two, 16, 16);
        k.encryptBlocks(two, 0, two, 0, 2);
        assertEquals(ciphertext + ciphertext, HEX.formatHex(two));
        k.decryptBlocks(two, 0, two, 0, 2);
        assertEquals(PLAINTEXT + PLAINTEXT, HEX.formatHex(two));
    }
}
