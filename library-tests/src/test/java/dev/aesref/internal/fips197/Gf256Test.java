package dev.aesref.internal.fips197;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class Gf256Test {

    /** FIPS-197 section 4.2.1: {57} • {02} = {ae}, • {04} = {47}, • {08} = {8e}, • {10} = {07}. */
    @Test
    void xtimeChainOfSection421() {
        assertEquals(0xae, Gf256.xtime(0x57));
        assertEquals(0x47, Gf256.xtime(0xae));
        assertEquals(0x8e, Gf256.xtime(0x47));
        assertEquals(0x07, Gf256.xtime(0x8e));
    }

    /** xtime of every byte against shift-then-conditionally-reduce written with an if. */
    @Test
    void xtimeOfEveryByte() {
        for (int b = 0; b < 256; b++) {
            int expected = (b & 0x80) != 0 ? ((b << 1) ^ 0x11b) : (b << 1);
            assertEquals(expected, Gf256.xtime(b), "xtime(" + b + ")");
        }
    }

    /** FIPS-197 section 4.2: {57} • {83} = {c1}; section 4.2.1: {57} • {13} = {fe}. */
    @Test
    void productsOfSection42() {
        assertEquals(0xc1, Gf256.multiply(0x57, 0x83));
        assertEquals(0xfe, Gf256.multiply(0x57, 0x13));
        assertEquals(0xc1, Gf256.multiply(0x83, 0x57));
    }

    /** Elements are bytes: bits above the low eight of either operand play no part. */
    @Test
    void onlyTheLowByteOfEachOperandCounts() {
        assertEquals(0xc1, Gf256.multiply(0x157, 0x83));
        assertEquals(0xc1, Gf256.multiply(0x57, 0x183));
        assertEquals(0x00, Gf256.multiply(0xff, 0x100));
    }

    /**
     * Every product against an independent oracle: carry-less multiplication to a 15-bit
     * polynomial, then long division by m(x) = 0x11b (FIPS-197 equation 4.1).
     */
    @Test
    void everyProductMatchesPolynomialLongDivision() {
        for (int a = 0; a < 256; a++) {
            for (int b = 0; b < 256; b++) {
                assertEquals(slowProduct(a, b), Gf256.multiply(a, b), a + " * " + b);
            }
        }
    }

    private static int slowProduct(int a, int b) {
        int p = 0;
        for (int i = 0; i < 8; i++) {
            if (((b >> i) & 1) == 1) {
                p ^= a << i;
            }
        }
        for (int deg = 14; deg >= 8; deg--) {
            if (((p >> deg) & 1) == 1) {
                p ^= 0x11b << (deg - 8);
            }
        }
        return p;
    }

    /** b • b^-1 = {01} for every non-zero b, and {00} maps to {00} (FIPS-197 5.1.1). */
    @Test
    void inverseByDefinition() {
        assertEquals(0, Gf256.inverse(0));
        for (int b = 1; b < 256; b++) {
            int inv = Gf256.inverse(b);
            assertEquals(1, slowProduct(b, inv), "b = " + b);
        }
    }

    @Test
    void inverseOfOneAndOfTwo() {
        assertEquals(0x01, Gf256.inverse(0x01));
        // x^-1 = x^7 + x^3 + x^2 + 1 = {8d}, since x * {8d} = x^8 + x^4 + x^3 + x = m(x) + 1
        assertEquals(0x8d, Gf256.inverse(0x02));
    }
}
