package dev.aesref.hwmodel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Each SIMD instruction against the operation section of its Intel SDM entry. */
class SimdTest {

    /** Byte i = i. */
    private static final Xmm IOTA = Xmm.hex("0f0e0d0c0b0a09080706050403020100");

    @Test
    void xmmByteOrderIsLittleEndian() {
        byte[] mem = new byte[18];
        for (int i = 0; i < 16; i++) {
            mem[i + 1] = (byte) i;
        }
        Xmm x = Xmm.load(mem, 1);
        assertEquals(IOTA, x);
        assertEquals(0x0706050403020100L, x.lo());
        assertEquals(0x0f0e0d0c0b0a0908L, x.hi());
        assertEquals(0x0b0a0908, x.dword(2));
        assertEquals(0x0f0e0d0c, x.dword(3));
        assertEquals(0x03020100, x.dword(0));
        assertEquals(0x07060504, x.dword(1));
        assertEquals(0x0d, x.byteAt(13));
        assertEquals(0x05, x.byteAt(5));
        assertEquals(x.hi(), x.qword(1));
        assertEquals(x.lo(), x.qword(0));
        byte[] back = new byte[18];
        x.store(back, 1);
        assertArrayEquals(mem, back);
        assertEquals("0f0e0d0c0b0a09080706050403020100", x.toString());
        assertEquals(Xmm.ofDwords(0x0f0e0d0c, 0x0b0a0908, 0x07060504, 0x03020100), x);
        assertEquals(Xmm.ofDwords(0x0f0e0d0c, 0x0b0a0908, 0x07060504, 0x03020100).hashCode(), x.hashCode());
        assertNotEquals(x, Xmm.of(x.hi(), x.lo() ^ 1));
        assertNotEquals(x, Xmm.of(x.hi() ^ 1, x.lo()));
        assertNotEquals(x, (Object) "x");
        assertEquals(Xmm.ofDwords(0x0f0e0d0c, 0x0b0a0908, -1, 0x03020100), x.withDword(1, -1));
        assertThrows(IllegalArgumentException.class, () -> Xmm.hex("00"));
    }

    @Test
    void ofDwordsDoesNotSignExtend() {
        Xmm x = Xmm.ofDwords(0, -1, 0, -1);
        assertEquals(0xFFFFFFFFL, x.lo());
        assertEquals(0xFFFFFFFFL, x.hi());
    }

    @Test
    void pxor() {
        assertEquals(Xmm.of(0x0F, 0xF0), Simd.pxor(Xmm.of(0xFF, 0xFF), Xmm.of(0xF0, 0x0F)));
    }

    @Test
    void pshufbSelectsAndZeroes() {
        // SDM PSHUFB: if SRC[7 + 8i] = 1 then DEST byte i = 0, else DEST byte i =
        // DEST byte SRC[3 + 8i : 8i].
        Xmm reverse = Xmm.hex("000102030405060708090a0b0c0d0e0f");
        assertEquals(Xmm.hex("000102030405060708090a0b0c0d0e0f"), Simd.pshufb(IOTA, reverse));
        Xmm control = Xmm.hex("8f0e0d0c0b0a090807060504030201f1");
        // byte 0 control f1 -> bit 7 set -> zero; byte 15 control 8f -> zero.
        assertEquals(Xmm.hex("000e0d0c0b0a09080706050403020100"), Simd.pshufb(IOTA, control));
        // Only the low four bits index: 0x7f selects byte 15.
        assertEquals(0x0f, Simd.pshufb(IOTA, Xmm.of(0, 0x7f)).byteAt(0));
    }

    @Test
    void pshufd() {
        // imm 0x1b reverses the dwords; 0xff broadcasts dword 3; 0xe4 is the identity.
        assertEquals(Xmm.hex("03020100070605040b0a09080f0e0d0c"), Simd.pshufd(IOTA, 0x1B));
        assertEquals(Xmm.hex("0f0e0d0c0f0e0d0c0f0e0d0c0f0e0d0c"), Simd.pshufd(IOTA, 0xFF));
        assertEquals(IOTA, Simd.pshufd(IOTA, 0xE4));
        assertEquals(Xmm.hex("07060504070605040706050407060504"), Simd.pshufd(IOTA, 0x55));
        assertEquals(Xmm.hex("0b0a09080b0a09080b0a09080b0a0908"), Simd.pshufd(IOTA, 0xAA));
    }

    @Test
    void shufpd() {
        Xmm a = Xmm.of(0xA1, 0xA0);
        Xmm b = Xmm.of(0xB1, 0xB0);
        assertEquals(Xmm.of(0xB0, 0xA0), Simd.shufpd(a, b, 0));
        assertEquals(Xmm.of(0xB0, 0xA1), Simd.shufpd(a, b, 1));
        assertEquals(Xmm.of(0xB1, 0xA0), Simd.shufpd(a, b, 2));
        assertEquals(Xmm.of(0xB1, 0xA1), Simd.shufpd(a, b, 3));
    }

    @Test
    void palignr() {
        Xmm high = Xmm.hex("1f1e1d1c1b1a19181716151413121110");
        // SDM: temp = (dst << 128 | src) >> (imm8 * 8).
        assertEquals(IOTA, Simd.palignr(high, IOTA, 0));
        assertEquals(Xmm.hex("14131211100f0e0d0c0b0a0908070605"), Simd.palignr(high, IOTA, 5));
        assertEquals(high, Simd.palignr(high, IOTA, 16));
        assertEquals(Xmm.hex("0000000000000000000000001f1e1d1c"), Simd.palignr(high, IOTA, 28));
        assertEquals(Xmm.ZERO, Simd.palignr(high, IOTA, 32));
    }

    @Test
    void byteShifts() {
        assertEquals(Xmm.hex("0b0a0908070605040302010000000000"), Simd.pslldq(IOTA, 4));
        assertEquals(Xmm.hex("000000000f0e0d0c0b0a090807060504"), Simd.psrldq(IOTA, 4));
        assertEquals(IOTA, Simd.pslldq(IOTA, 0));
        assertEquals(IOTA, Simd.psrldq(IOTA, 0));
        assertEquals(Xmm.hex("00000000000000000000000000000000"), Simd.pslldq(IOTA, 16));
        assertEquals(Xmm.ZERO, Simd.psrldq(IOTA, 17));
        assertEquals(Xmm.ZERO, Simd.pslldq(IOTA, 255));
        assertEquals(Xmm.of(0, 0x0f), Simd.psrldq(IOTA, 15));
        assertEquals(Xmm.of(0xAA00000000000000L, 0), Simd.pslldq(Xmm.of(0, 0xAA), 15));
    }

    @Test
    void paddDoesNotCarryAcrossLanes() {
        Xmm ones = Xmm.of(-1L, -1L);
        Xmm one = Xmm.ofDwords(1, 1, 1, 1);
        assertEquals(Xmm.ZERO, Simd.paddd(ones, one));
        assertEquals(Xmm.of(0, 0), Simd.paddq(ones, Xmm.of(1, 1)));
        assertEquals(Xmm.of(1L << 32, 0), Simd.paddq(Xmm.of(0xFFFFFFFFL, 0), Xmm.of(1, 0)));
        assertEquals(Xmm.ofDwords(5, 7, 9, 11), Simd.paddd(Xmm.ofDwords(1, 2, 3, 4), Xmm.ofDwords(4, 5, 6, 7)));
        assertEquals(Xmm.of(3, 7), Simd.paddq(Xmm.of(1, 3), Xmm.of(2, 4)));
    }

    @Test
    void pcmpeqd() {
        Xmm a = Xmm.ofDwords(1, 2, 3, 4);
        Xmm b = Xmm.ofDwords(1, 0, 3, 5);
        assertEquals(Xmm.ofDwords(-1, 0, -1, 0), Simd.pcmpeqd(a, b));
        assertEquals(Xmm.ofDwords(0, -1, 0, -1), Simd.pcmpeqd(Xmm.ofDwords(9, 2, 9, 4), a));
    }
}
