package dev.aesref.internal.fips197;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SBoxTest {

    /**
     * Published S-box values, FIPS-197 figure 7, rows 0, 1, 2, e and f (entry {xy} at row x,
     * column y): 80 values. Each row was cross-checked against several public transcriptions of
     * the table (e.g. SlowAES's {@code sbox}).
     */
    private static final int[][] FIGURE_7_ROWS = {
        {0x0, 0x63, 0x7c, 0x77, 0x7b, 0xf2, 0x6b, 0x6f, 0xc5, 0x30, 0x01, 0x67, 0x2b, 0xfe, 0xd7, 0xab, 0x76},
        {0x1, 0xca, 0x82, 0xc9, 0x7d, 0xfa, 0x59, 0x47, 0xf0, 0xad, 0xd4, 0xa2, 0xaf, 0x9c, 0xa4, 0x72, 0xc0},
        {0x2, 0xb7, 0xfd, 0x93, 0x26, 0x36, 0x3f, 0xf7, 0xcc, 0x34, 0xa5, 0xe5, 0xf1, 0x71, 0xd8, 0x31, 0x15},
        {0xe, 0xe1, 0xf8, 0x98, 0x11, 0x69, 0xd9, 0x8e, 0x94, 0x9b, 0x1e, 0x87, 0xe9, 0xce, 0x55, 0x28, 0xdf},
        {0xf, 0x8c, 0xa1, 0x89, 0x0d, 0xbf, 0xe6, 0x42, 0x68, 0x41, 0x99, 0x2d, 0x0f, 0xb0, 0x54, 0xbb, 0x16},
    };

    /** Published inverse S-box values, FIPS-197 figure 14, row 0 (also cross-checked). */
    private static final int[] FIGURE_14_ROW_0 = {
        0x52, 0x09, 0x6a, 0xd5, 0x30, 0x36, 0xa5, 0x38, 0xbf, 0x40, 0xa3, 0x9e, 0x81, 0xf3, 0xd7, 0xfb,
    };

    @Test
    void matchesFigure7() {
        for (int[] row : FIGURE_7_ROWS) {
            int x = row[0];
            for (int y = 0; y < 16; y++) {
                assertEquals(row[1 + y], SBox.sub(x * 16 + y), String.format("S(%x%x)", x, y));
            }
        }
    }

    @Test
    void matchesFigure14() {
        for (int y = 0; y < 16; y++) {
            assertEquals(FIGURE_14_ROW_0[y], SBox.invSub(y), String.format("InvS(0%x)", y));
        }
    }

    /** FIPS-197 section 5.1.1: "if s1,1 = {53}, then ... s'1,1 = {ed}". */
    @Test
    void exampleOfSection511() {
        assertEquals(0xed, SBox.sub(0x53));
        assertEquals(0x53, SBox.invSub(0xed));
    }

    @Test
    void zeroMapsTo63() {
        assertEquals(0x63, SBox.sub(0x00));
        assertEquals(0x00, SBox.invSub(0x63));
    }

    /** Only the low 8 bits of the argument count. */
    @Test
    void ignoresBitsAboveTheByte() {
        assertEquals(0x63, SBox.sub(0x100));
        assertEquals(0xed, SBox.sub(0xffffff53));
        assertEquals(0x52, SBox.invSub(0x100));
    }

    @Test
    void bijectiveWithoutFixedOrOppositeFixedPoints() {
        boolean[] seen = new boolean[256];
        for (int x = 0; x < 256; x++) {
            int s = SBox.sub(x);
            assertTrue(s >= 0 && s < 256, "S(" + x + ") out of range: " + s);
            assertTrue(!seen[s], "S is not injective at " + x);
            seen[s] = true;
            assertNotEquals(x, s, "fixed point at " + x);
            assertNotEquals(x ^ 0xff, s, "opposite fixed point at " + x);
        }
    }

    @Test
    void inverseUndoesForwardAndForwardUndoesInverse() {
        for (int x = 0; x < 256; x++) {
            assertEquals(x, SBox.invSub(SBox.sub(x)), "InvS(S(" + x + "))");
            assertEquals(x, SBox.sub(SBox.invSub(x)), "S(InvS(" + x + "))");
        }
    }

    @Test
    void inverseAffineUndoesAffine() {
        assertEquals(0x63, SBox.affine(0));
        assertEquals(0x05, SBox.inverseAffine(0));
        for (int x = 0; x < 256; x++) {
            assertEquals(x, SBox.inverseAffine(SBox.affine(x)), "x = " + x);
        }
    }
}
