package dev.aesref.internal.nohw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.harness.NeedsVectorModule;
import dev.aesref.internal.ct.Pack;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The tools' door into {@code nohw-vector}: its passes, run in the loops of {@code VectorCipher},
 * turn FIPS-197 Appendix C.1's block (in slot 0 of every lane) into its ciphertext and back, in
 * each lane.
 */
@NeedsVectorModule
class VectorStepsTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] KEY = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
    private static final String PLAINTEXT = "00112233445566778899aabbccddeeff";
    private static final String CIPHERTEXT = "69c4e0d86a7b0430d8cdb78070b4c55a";

    private static long[] load(String block) {
        byte[] b = HEX.parseHex(block);
        long[] w = new long[VectorSteps.WORDS];
        for (int lane = 0; lane < VectorSteps.LANES; lane++) {
            w[lane] = Pack.loadLongLE(b, 0);
            w[VectorSteps.BLOCKS + lane] = Pack.loadLongLE(b, 8);
        }
        VectorSteps.toRowSliced(w);
        return w;
    }

    private static void assertEveryLane(String expected, long[] w) {
        long[] copy = w.clone();
        VectorSteps.fromRowSliced(copy);
        for (int lane = 0; lane < VectorSteps.LANES; lane++) {
            byte[] b = new byte[16];
            Pack.storeLongLE(copy[lane], b, 0);
            Pack.storeLongLE(copy[VectorSteps.BLOCKS + lane], b, 8);
            assertEquals(expected, HEX.formatHex(b), "lane " + lane);
        }
    }

    @Test
    void encryptionPassesMakeTheCiphertextInEveryLane() {
        long[] keys = NohwSteps.encryptionKeys(KEY);
        long[] w = load(PLAINTEXT);
        for (int r = 1; r <= 10; r++) {
            for (int row = 0; row < 4; row++) {
                VectorSteps.sboxWithout63(w, 8 * row, keys, NohwSteps.WORDS * (r - 1) + 8 * row);
            }
            if (r < 10) {
                VectorSteps.shiftRowsMixColumns(w);
            } else {
                VectorSteps.shiftRows(w);
            }
        }
        VectorSteps.addRoundKey(w, keys, 10);
        assertEveryLane(CIPHERTEXT, w);
    }

    @Test
    void decryptionPassesMakeThePlaintextInEveryLane() {
        long[] keys = NohwSteps.roundKeys(KEY);
        long[] w = load(CIPHERTEXT);
        VectorSteps.addRoundKey(w, keys, 10);
        for (int r = 9; r >= 0; r--) {
            VectorSteps.invShiftRows(w);
            for (int row = 0; row < 4; row++) {
                VectorSteps.invSbox(w, 8 * row, keys, NohwSteps.WORDS * r + 8 * row);
            }
            if (r > 0) {
                VectorSteps.invMixColumns(w);
            }
        }
        assertEveryLane(PLAINTEXT, w);
    }
}
