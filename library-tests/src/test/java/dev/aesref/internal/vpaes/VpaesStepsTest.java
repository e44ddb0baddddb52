package dev.aesref.internal.vpaes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The tools' door into the scalar {@code vpaes} engine: its functions, run in the loops of
 * {@code VpaesCore.encrypt} and {@code decrypt}, turn FIPS-197 Appendix C.1's block into its
 * ciphertext and back, with the last state in the layout the door names.
 */
class VpaesStepsTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] KEY = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
    private static final byte[] PLAINTEXT = HEX.parseHex("00112233445566778899aabbccddeeff");
    private static final byte[] CIPHERTEXT = HEX.parseHex("69c4e0d86a7b0430d8cdb78070b4c55a");

    /** Lane {@code q} of {@code (lo, hi)} is FIPS-197 byte {@code layout[q]}. */
    private static byte[] fips(long lo, long hi, int[] layout) {
        byte[] lanes = V128.of(lo, hi).toBytes();
        byte[] out = new byte[16];
        for (int q = 0; q < 16; q++) {
            out[layout[q]] = lanes[q];
        }
        return out;
    }

    @Test
    void encryptionRoundsMakeTheCiphertext() {
        long[] rk = VpaesSteps.encryptionKeys(KEY);
        V128 in = V128.load(PLAINTEXT, 0);
        long lo = VpaesSteps.towerBasis(in.lo) ^ rk[0];
        long hi = VpaesSteps.towerBasis(in.hi) ^ rk[1];
        long[] s = new long[VpaesSteps.SCRATCH];
        long[] state = new long[2];
        for (int r = 1; r < 10; r++) {
            VpaesSteps.encSubBytes(lo, hi, s);
            VpaesSteps.encMix(r, s[0] ^ rk[2 * r], s[1] ^ rk[2 * r + 1], s[2], s[3], state);
            lo = state[0];
            hi = state[1];
        }
        VpaesSteps.encLastSubBytes(lo, hi, s);
        assertArrayEquals(CIPHERTEXT, fips(s[0] ^ rk[20], s[1] ^ rk[21], VpaesSteps.encLayout(10)));
    }

    @Test
    void decryptionRoundsMakeThePlaintext() {
        long[] rk = VpaesSteps.decryptionKeys(KEY);
        V128 in = V128.load(CIPHERTEXT, 0);
        long lo = VpaesSteps.decryptionBasis(in.lo) ^ rk[0];
        long hi = VpaesSteps.decryptionBasis(in.hi) ^ rk[1];
        long[] s = new long[VpaesSteps.SCRATCH];
        long[] state = new long[2];
        for (int r = 1; r < 10; r++) {
            VpaesSteps.decSubBytes(lo, hi, s);
            VpaesSteps.decMix(r, s, rk[2 * r], rk[2 * r + 1], state);
            lo = state[0];
            hi = state[1];
        }
        VpaesSteps.decLastSubBytes(lo, hi, s);
        assertArrayEquals(PLAINTEXT, fips(s[0] ^ rk[20], s[1] ^ rk[21], VpaesSteps.decLayout(10)));
    }

    @Test
    void constantsAndLayouts() {
        assertEquals(VpaesSteps.towerBasis(0x63) & 0xFF, VpaesSteps.s63());
        assertEquals(VpaesSteps.decryptionBasis(0x63) & 0xFF, VpaesSteps.d63());
        int[] identity = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
        assertArrayEquals(identity, VpaesSteps.encLayout(0));
        assertArrayEquals(identity, VpaesSteps.decLayout(4));   // ShiftRows has order 4
        // MixColumns' row rotation in the plain layout: lane 4c + r takes row r + 1 of column c.
        int[] rot = VpaesSteps.rotateIn(identity);
        for (int c = 0; c < 4; c++) {
            for (int r = 0; r < 4; r++) {
                assertEquals(4 * c + ((r + 1) & 3), rot[4 * c + r], "lane " + (4 * c + r));
            }
        }
        assertEquals(14, VpaesSteps.rounds(new byte[32]));
        assertThrows(IllegalArgumentException.class, () -> VpaesSteps.rounds(new byte[15]));
    }
}
