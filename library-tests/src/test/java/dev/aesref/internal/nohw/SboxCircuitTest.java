package dev.aesref.internal.nohw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The S-box circuits on all 256 inputs against the S-box computed here from its definition
 * (FIPS-197 section 5.1.1): the multiplicative inverse in GF(2^8) modulo
 * {@code x^8 + x^4 + x^3 + x + 1} (0 maps to 0), then the affine map
 * {@code b'_i = b_i + b_{i+4} + b_{i+5} + b_{i+6} + b_{i+7} + c_i} with {@code c = 0x63}.
 */
class SboxCircuitTest {

    /** Multiplication in GF(2^8), shift-and-add (FIPS-197 section 4.2). */
    static int gfMul(int a, int b) {
        int p = 0;
        for (int i = 0; i < 8; i++) {
            if (((b >> i) & 1) != 0) {
                p ^= a;
            }
            a = (a << 1) ^ (((a >> 7) & 1) * 0x11B);
        }
        return p;
    }

    /** The inverse by exhaustive search: the y with x * y = 1, or 0 for x = 0. */
    static int gfInverse(int x) {
        for (int y = 1; y < 256; y++) {
            if (gfMul(x, y) == 1) {
                return y;
            }
        }
        return 0;
    }

    static int sboxFromDefinition(int x) {
        int b = gfInverse(x);
        int out = 0;
        for (int i = 0; i < 8; i++) {
            int bit = ((b >> i) ^ (b >> ((i + 4) % 8)) ^ (b >> ((i + 5) % 8))
                    ^ (b >> ((i + 6) % 8)) ^ (b >> ((i + 7) % 8)) ^ (0x63 >> i)) & 1;
            out |= bit << i;
        }
        return out;
    }

    /**
     * Runs a circuit on all 256 bytes at once: four groups of 64 bytes, byte {@code 64 g + j}
     * at bit position {@code j} of the words {@code q[g][0 .. 8)}. The layout does not matter
     * to the S-box, which works on each bit position alone.
     */
    private static int[] runOnAllBytes(boolean forward) {
        long[][] q = new long[4][8];
        for (int x = 0; x < 256; x++) {
            int g = x / 64;
            int j = x % 64;
            for (int i = 0; i < 8; i++) {
                q[g][i] |= (long) ((x >> i) & 1) << j;
            }
        }
        for (int g = 0; g < 4; g++) {
            if (forward) {
                SboxCircuit.forward(q[g]);
            } else {
                SboxCircuit.inverse(q[g]);
            }
        }
        int[] image = new int[256];
        for (int x = 0; x < 256; x++) {
            int g = x / 64;
            int j = x % 64;
            for (int i = 0; i < 8; i++) {
                image[x] |= (int) ((q[g][i] >>> j) & 1) << i;
            }
        }
        return image;
    }

    @Test
    void forwardCircuitIsTheSboxOnAll256Inputs() {
        int[] image = runOnAllBytes(true);
        for (int x = 0; x < 256; x++) {
            assertEquals(sboxFromDefinition(x), image[x], "S(" + x + ")");
        }
    }

    @Test
    void inverseCircuitIsTheInverseSboxOnAll256Inputs() {
        int[] image = runOnAllBytes(false);
        for (int x = 0; x < 256; x++) {
            assertEquals(x, image[sboxFromDefinition(x)], "InvS(S(" + x + "))");
        }
    }

    @Test
    void definitionMatchesFips197FigureSevenSpotValues() {
        // FIPS-197 Figure 7: S(00) = 63, S(53) = ed, S(ff) = 16; the oracle itself is checked.
        assertEquals(0x63, sboxFromDefinition(0x00));
        assertEquals(0xed, sboxFromDefinition(0x53));
        assertEquals(0x16, sboxFromDefinition(0xff));
    }

    @Test
    void subWordAppliesTheSboxToEachByte() {
        long[] q = new long[8];
        // Bytes 00, 53, ff, 01 (low byte first).
        int out = NohwKeySchedule.subWord(0x01ff5300, q);
        int expected = sboxFromDefinition(0x00) | sboxFromDefinition(0x53) << 8
                | sboxFromDefinition(0xff) << 16 | sboxFromDefinition(0x01) << 24;
        assertEquals(expected, out);
    }
}
