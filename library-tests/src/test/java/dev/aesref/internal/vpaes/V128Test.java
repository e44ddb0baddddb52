package dev.aesref.internal.vpaes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class V128Test {

    @Test
    void lanesAreMemoryOrder() {
        byte[] b = HexFormat.of().parseHex("000102030405060708090a0b0c0d0e0f");
        V128 v = V128.load(b, 0);
        assertEquals(0x0706050403020100L, v.lo);
        assertEquals(0x0F0E0D0C0B0A0908L, v.hi);
        for (int q = 0; q < 16; q++) {
            assertEquals(q, v.lane(q));
        }
        assertArrayEquals(b, v.toBytes());
        byte[] out = new byte[20];
        v.store(out, 3);
        assertEquals(15, out[18]);
        assertEquals(0, out[3]);
        assertEquals(1, out[4]);
        assertEquals("000102030405060708090a0b0c0d0e0f", java.util.HexFormat.of().formatHex(v.toBytes()));
        assertEquals(V128.ofLanes(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), v);
    }

    @Test
    void ofLanesTakesBytesModulo256() {
        V128 v = V128.ofLanes(0x1FF, 0, 0, 0, 0, 0, 0, 0x80, 0, 0, 0, 0, 0, 0, 0, 0x181);
        assertEquals(0x80000000000000FFL, v.lo);
        assertEquals(0x8100000000000000L, v.hi);
        assertEquals(0xFF, v.lane(0));
        assertEquals(0x81, v.lane(15));
    }

    @Test
    void xorEqualsAndHash() {
        V128 a = V128.of(1, 2);
        V128 b = V128.of(3, 6);
        assertEquals(V128.of(2, 4), a.xor(b));
        assertEquals(V128.of(1, 2), a);
        assertEquals(V128.of(1, 2).hashCode(), a.hashCode());
        assertNotEquals(V128.of(1, 3), a);
        assertNotEquals(V128.of(0, 2), a);
        assertNotEquals(a, "a");
        // hashCode is 31 * Long.hashCode(lo) + Long.hashCode(hi); Long.hashCode(n) = n for small n.
        assertEquals(31 * 1 + 2, V128.of(1, 2).hashCode());
        assertEquals(31 * 5 + 3, V128.of(5, 3).hashCode());
    }

    @Test
    void hashUsesBothHalvesOfEachLong() {
        // The JDK's Long.hashCode folds the high 32 bits into the low ones; V128 computes it inline.
        long lo = 0x0123456789ABCDEFL;
        long hi = 0xFEDCBA9876543210L;
        assertEquals(Long.hashCode(lo) * 31 + Long.hashCode(hi), V128.of(lo, hi).hashCode());
        assertNotEquals(V128.of(lo, 0).hashCode(), V128.of(lo & 0xFFFFFFFFL, 0).hashCode());
        assertNotEquals(V128.of(0, hi).hashCode(), V128.of(0, hi & 0xFFFFFFFFL).hashCode());
    }

    @Test
    void equalsSeesEveryBitOfBothHalves() {
        V128 a = V128.of(0x0123456789ABCDEFL, 0xFEDCBA9876543210L);
        for (int bit = 0; bit < 64; bit++) {
            assertNotEquals(V128.of(a.lo ^ (1L << bit), a.hi), a, "lo bit " + bit);
            assertNotEquals(V128.of(a.lo, a.hi ^ (1L << bit)), a, "hi bit " + bit);
        }
        assertEquals(V128.of(a.lo, a.hi), a);
    }

    /**
     * A register prints as nothing but its identity: the library formats no state into text
     * (the traces that print registers are the tools').
     */
    @Test
    void aRegisterDoesNotPrintItsLanes() {
        V128 v = V128.ofLanes(0x01, 0x23, 0x45, 0x67, 0x89, 0xAB, 0xCD, 0xEF,
                0xFE, 0xDC, 0xBA, 0x98, 0x76, 0x54, 0x32, 0x10);
        assertFalse(v.toString().contains("0123456789abcdef"), v.toString());
        assertEquals("0123456789abcdeffedcba9876543210", HexFormat.of().formatHex(v.toBytes()));
    }
}
