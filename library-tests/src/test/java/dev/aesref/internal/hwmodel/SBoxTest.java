package dev.aesref.internal.hwmodel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The computed S-box against FIPS-197 and against its own algebraic definition. */
class SBoxTest {

    private static int s(int b) {
        return (int) SBox.sub(b) & 0xFF;
    }

    private static int inv(int b) {
        return (int) SBox.invSub(b) & 0xFF;
    }

    @Test
    void fips197Entries() {
        // FIPS-197 section 5.1.1 / figure 7: S(00) = 63, S(53) = ed, S(01) = 7c, S(ff) = 16.
        assertEquals(0x63, s(0x00));
        assertEquals(0xED, s(0x53));
        assertEquals(0x7C, s(0x01));
        assertEquals(0x16, s(0xFF));
        assertEquals(0x53, inv(0xED));
        assertEquals(0x00, inv(0x63));
        // FIPS-197 Appendix B, round 1 SubBytes: 19 -> d4, a0 -> e0, 9a -> b8, e9 -> 1e.
        assertEquals(0xD4, s(0x19));
        assertEquals(0xE0, s(0xA0));
        assertEquals(0xB8, s(0x9A));
        assertEquals(0x1E, s(0xE9));
    }

    @Test
    void permutationWithInverseAndNoFixedPoints() {
        Set<Integer> seen = new HashSet<>();
        for (int b = 0; b < 256; b++) {
            int y = s(b);
            seen.add(y);
            assertEquals(b, inv(y));
            assertTrue(y != b && y != (b ^ 0xFF), "no fixed or opposite fixed points");
        }
        assertEquals(256, seen.size());
    }

    @Test
    void inverseIsTheFieldInverse() {
        for (int b = 1; b < 256; b++) {
            assertEquals(1, SBox.mul(b, SBox.inverse(b)) & 0xFF, "b=" + b);
        }
        assertEquals(0, SBox.inverse(0));
        // FIPS-197 section 4.2: {57} x {83} = {c1}; {57} x {13} = {fe}.
        assertEquals(0xC1, SBox.mul(0x57, 0x83));
        assertEquals(0xFE, SBox.mul(0x57, 0x13));
        assertEquals(0x1B, SBox.xtime(0x80));
    }

    @Test
    void lanesAreIndependent() {
        long packed = 0;
        long expected = 0;
        for (int i = 0; i < 8; i++) {
            int b = 0x11 * i + 0x80;
            packed |= (long) (b & 0xFF) << (8 * i);
            expected |= (long) s(b & 0xFF) << (8 * i);
        }
        assertEquals(expected, SBox.sub(packed));
        assertEquals(packed, SBox.invSub(expected));
        assertEquals(0xed637c63, SBox.subWord(0x53000100));
    }

    @Test
    void laneRotation() {
        assertEquals(0x8001L, SBox.rotlLanes(0x4080L, 1));
        assertEquals(0x8804L, SBox.rotlLanes(0x1108L, 7));
        assertEquals(0x1122L, SBox.rotlLanes(0x8811L, 1));
    }
}
