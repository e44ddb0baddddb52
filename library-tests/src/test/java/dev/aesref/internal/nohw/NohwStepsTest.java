package dev.aesref.internal.nohw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.aesref.internal.ct.Pack;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The tools' door into the scalar {@code nohw} engine: its passes, run in the loops of
 * {@code ScalarCipher}, turn FIPS-197 Appendix C.1's block (in slot 0 of a batch) into its
 * ciphertext and back.
 */
class NohwStepsTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] KEY = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
    private static final String PLAINTEXT = "00112233445566778899aabbccddeeff";
    private static final String CIPHERTEXT = "69c4e0d86a7b0430d8cdb78070b4c55a";

    private static long[] load(String block) {
        byte[] b = HEX.parseHex(block);
        long[] w = new long[NohwSteps.WORDS];
        w[0] = Pack.loadLongLE(b, 0);
        w[NohwSteps.BLOCKS] = Pack.loadLongLE(b, 8);
        NohwSteps.toRowSliced(w);
        return w;
    }

    private static String slot0(long[] w) {
        long[] copy = w.clone();
        NohwSteps.fromRowSliced(copy);
        byte[] b = new byte[16];
        Pack.storeLongLE(copy[0], b, 0);
        Pack.storeLongLE(copy[NohwSteps.BLOCKS], b, 8);
        return HEX.formatHex(b);
    }

    @Test
    void encryptionPassesMakeTheCiphertext() {
        long[] keys = NohwSteps.encryptionKeys(KEY);
        long[] w = load(PLAINTEXT);
        for (int r = 1; r <= 10; r++) {
            for (int row = 0; row < 4; row++) {
                NohwSteps.sboxWithout63(w, 8 * row, keys, NohwSteps.WORDS * (r - 1) + 8 * row);
            }
            if (r < 10) {
                NohwSteps.shiftRowsMixColumns(w);
            } else {
                NohwSteps.shiftRows(w);
            }
        }
        NohwSteps.addRoundKey(w, keys, 10);
        assertEquals(CIPHERTEXT, slot0(w));
    }

    @Test
    void decryptionPassesMakeThePlaintext() {
        long[] keys = NohwSteps.roundKeys(KEY);
        long[] w = load(CIPHERTEXT);
        NohwSteps.addRoundKey(w, keys, 10);
        for (int r = 9; r >= 0; r--) {
            NohwSteps.invShiftRows(w);
            for (int row = 0; row < 4; row++) {
                NohwSteps.invSbox(w, 8 * row, keys, NohwSteps.WORDS * r + 8 * row);
            }
            if (r > 0) {
                NohwSteps.invMixColumns(w);
            }
        }
        assertEquals(PLAINTEXT, slot0(w));
    }

    @Test
    void roundsFollowTheKeyLength() {
        assertEquals(12, NohwSteps.rounds(new byte[24]));
        assertThrows(IllegalArgumentException.class, () -> NohwSteps.rounds(new byte[17]));
    }
}
