package dev.aesref.internal.hwmodel;

import dev.aesref.harness.Seeds;

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
    void movdquByteOrderIsLittleEndian() {
        // SDM Vol. 1, section 4.1: byte 0 is the least significant; MOVDQU from memory puts
        // memory byte i into register byte i.
        byte[] mem = new byte[18];
        for (int i = 0; i < 16; i++) {
            mem[i + 1] = (byte) i;
        }
        long[] r = new long[4];
        Simd.load(mem, 1, r, 2);
        assertEquals(0x0706050403020100L, r[2]);
        assertEquals(0x0f0e0d0c0b0a0908L, r[3]);
        assertEquals(0, r[0] | r[1]);
        assertEquals(IOTA, Xmm.at(r, 2));
        assertEquals(0x0b0a0908, Simd.dword(r, 2, 2));
        assertEquals(0x0f0e0d0c, Simd.dword(r, 2, 3));
        assertEquals(0x03020100, Simd.dword(r, 2, 0));
        assertEquals(0x07060504, Simd.dword(r, 2, 1));
        byte[] back = new byte[18];
        Simd.store(r, 2, back, 1);
        assertArrayEquals(mem, back);
        assertEquals("0f0e0d0c0b0a09080706050403020100", IOTA.toString());
        assertEquals(Xmm.ofDwords(0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c), IOTA);
        assertThrows(IllegalArgumentException.class, () -> Xmm.hex("00"));
        long[] c = new long[2];
        Simd.movdqa(c, 0, r, 2);
        assertEquals(IOTA, Xmm.at(c, 0));
    }

    @Test
    void pinsrdReplacesOneDword() {
        for (int i = 0; i < 4; i++) {
            long[] r = IOTA.register();
            Simd.pinsrd(r, 0, -1, i);
            for (int j = 0; j < 4; j++) {
                assertEquals(j == i ? -1 : IOTA.dword(j), Simd.dword(r, 0, j), "imm " + i + " dword " + j);
            }
        }
        // Only the low two bits of imm8 select the dword.
        long[] r = IOTA.register();
        Simd.pinsrd(r, 0, 0x55, 4 + 2);
        assertEquals(0x55, Simd.dword(r, 0, 2));
    }

    @Test
    void ofDwordsDoesNotSignExtend() {
        Xmm x = Xmm.ofDwords(-1, 0, -1, 0);
        assertEquals(0xFFFFFFFFL, x.lo());
        assertEquals(0xFFFFFFFFL, x.hi());
    }

    @Test
    void pxor() {
        assertEquals(Xmm.of(0xF0, 0x0F), Xmm.run(Simd::pxor, Xmm.of(0xFF, 0xFF), Xmm.of(0x0F, 0xF0)));
    }

    @Test
    void pshufbSelectsAndZeroes() {
        // SDM PSHUFB: if SRC[7 + 8i] = 1 then DEST byte i = 0, else DEST byte i =
        // DEST byte SRC[3 + 8i : 8i].
        Xmm reverse = Xmm.hex("000102030405060708090a0b0c0d0e0f");
        assertEquals(Xmm.hex("000102030405060708090a0b0c0d0e0f"), Xmm.run(Simd::pshufb, IOTA, reverse));
        Xmm control = Xmm.hex("8f0e0d0c0b0a090807060504030201f1");
        // byte 0 control f1 -> bit 7 set -> zero; byte 15 control 8f -> zero.
        assertEquals(Xmm.hex("000e0d0c0b0a09080706050403020100"), Xmm.run(Simd::pshufb, IOTA, control));
        // Only the low four bits index: 0x7f selects byte 15.
        assertEquals(0x0f, Xmm.run(Simd::pshufb, IOTA, Xmm.of(0x7f, 0)).byteAt(0));
    }

    @Test
    void pshufbFollowsTheSdmPseudoCodeForAnyControl() {
        // The SDM's operation section, written here with the control as an index (fine in a
        // test), against the model, which must not index by it.
        java.util.SplittableRandom rnd = dev.aesref.harness.Seeds.random(0x5B0FL);
        for (int trial = 0; trial < 200; trial++) {
            byte[] src = dev.aesref.harness.Seeds.bytes(rnd, 16);
            byte[] ctl = dev.aesref.harness.Seeds.bytes(rnd, 16);
            byte[] expected = new byte[16];
            for (int i = 0; i < 16; i++) {
                expected[i] = (ctl[i] & 0x80) != 0 ? 0 : src[ctl[i] & 15];
            }
            long[] r = new long[4];
            Simd.load(src, 0, r, 0);
            Simd.load(ctl, 0, r, 2);
            Simd.pshufb(r, 0, r, 2);
            byte[] out = new byte[16];
            Simd.store(r, 0, out, 0);
            assertArrayEquals(expected, out, "trial " + trial);
        }
    }

    @Test
    void pshufd() {
        // imm 0x1b reverses the dwords; 0xff broadcasts dword 3; 0xe4 is the identity.
        assertEquals(Xmm.hex("03020100070605040b0a09080f0e0d0c"), Xmm.run(Simd::pshufd, Xmm.ZERO, IOTA, 0x1B));
        assertEquals(Xmm.hex("0f0e0d0c0f0e0d0c0f0e0d0c0f0e0d0c"), Xmm.run(Simd::pshufd, Xmm.ZERO, IOTA, 0xFF));
        assertEquals(IOTA, Xmm.run(Simd::pshufd, Xmm.ZERO, IOTA, 0xE4));
        assertEquals(Xmm.hex("07060504070605040706050407060504"), Xmm.run(Simd::pshufd, Xmm.ZERO, IOTA, 0x55));
        assertEquals(Xmm.hex("0b0a09080b0a09080b0a09080b0a0908"), Xmm.run(Simd::pshufd, Xmm.ZERO, IOTA, 0xAA));
    }

    @Test
    void shufpd() {
        Xmm a = Xmm.of(0xA0, 0xA1);
        Xmm b = Xmm.of(0xB0, 0xB1);
        assertEquals(Xmm.of(0xA0, 0xB0), Xmm.run(Simd::shufpd, a, b, 0));
        assertEquals(Xmm.of(0xA1, 0xB0), Xmm.run(Simd::shufpd, a, b, 1));
        assertEquals(Xmm.of(0xA0, 0xB1), Xmm.run(Simd::shufpd, a, b, 2));
        assertEquals(Xmm.of(0xA1, 0xB1), Xmm.run(Simd::shufpd, a, b, 3));
    }

    @Test
    void palignr() {
        Xmm high = Xmm.hex("1f1e1d1c1b1a19181716151413121110");
        // SDM: temp = (dst << 128 | src) >> (imm8 * 8).
        assertEquals(IOTA, Xmm.run(Simd::palignr, high, IOTA, 0));
        assertEquals(Xmm.hex("14131211100f0e0d0c0b0a0908070605"), Xmm.run(Simd::palignr, high, IOTA, 5));
        assertEquals(high, Xmm.run(Simd::palignr, high, IOTA, 16));
        assertEquals(Xmm.hex("0000000000000000000000001f1e1d1c"), Xmm.run(Simd::palignr, high, IOTA, 28));
        assertEquals(Xmm.ZERO, Xmm.run(Simd::palignr, high, IOTA, 32));
    }

    @Test
    void byteShifts() {
        assertEquals(Xmm.hex("0b0a0908070605040302010000000000"), Xmm.run(Simd::pslldq, IOTA, 4));
        assertEquals(Xmm.hex("000000000f0e0d0c0b0a090807060504"), Xmm.run(Simd::psrldq, IOTA, 4));
        assertEquals(IOTA, Xmm.run(Simd::pslldq, IOTA, 0));
        assertEquals(IOTA, Xmm.run(Simd::psrldq, IOTA, 0));
        assertEquals(Xmm.hex("00000000000000000000000000000000"), Xmm.run(Simd::pslldq, IOTA, 16));
        assertEquals(Xmm.ZERO, Xmm.run(Simd::psrldq, IOTA, 17));
        assertEquals(Xmm.ZERO, Xmm.run(Simd::pslldq, IOTA, 255));
        assertEquals(Xmm.of(0x0f, 0), Xmm.run(Simd::psrldq, IOTA, 15));
        assertEquals(Xmm.of(0, 0xAA00000000000000L), Xmm.run(Simd::pslldq, Xmm.of(0xAA, 0), 15));
    }

    /**
     * Sixteen different bytes, and neither 8-byte half is a bitwise superset of the other
     * (byte 0 is 0xc3, byte 8 is 0x99): a shift that wrongly ORs the two halves together
     * changes the value. IOTA's high half contains every bit of its low half and would hide that.
     */
    private static byte[] distinctBytes() {
        byte[] b = new byte[16];
        for (int i = 0; i < 16; i++) {
            b[i] = (byte) (0x11 * (i + 1));
        }
        b[15] = (byte) 0xA5;
        b[0] = (byte) 0xC3;
        return b;
    }

    private static byte[] apply(Xmm.UnaryImm op, byte[] value, int imm8) {
        long[] r = new long[2];
        Simd.load(value, 0, r, 0);
        op.apply(r, 0, imm8);
        byte[] out = new byte[16];
        Simd.store(r, 0, out, 0);
        return out;
    }

    /**
     * PSLLDQ and PSRLDQ against the SDM's byte-wise definition ("TEMP := COUNT; IF TEMP > 15
     * THEN TEMP := 16; DEST := DEST << (TEMP * 8)", and the same to the right) for every count
     * 0..16 and a few above, on two registers whose halves differ bit for bit.
     */
    @Test
    void byteShiftsMatchTheByteWiseDefinitionForEveryCount() {
        byte[][] values = {distinctBytes(), Xmm.hex("0123456789abcdeffedcba9876543210").toBytes()};
        for (byte[] v : values) {
            for (int imm = 0; imm <= 20; imm++) {
                byte[] left = new byte[16];
                byte[] right = new byte[16];
                for (int i = 0; i < 16; i++) {
                    left[i] = i - imm >= 0 ? v[i - imm] : 0;
                    right[i] = i + imm < 16 ? v[i + imm] : 0;
                }
                assertArrayEquals(left, apply(Simd::pslldq, v, imm), "pslldq " + imm);
                assertArrayEquals(right, apply(Simd::psrldq, v, imm), "psrldq " + imm);
            }
            assertArrayEquals(new byte[16], apply(Simd::pslldq, v, 255));
            assertArrayEquals(new byte[16], apply(Simd::psrldq, v, 255));
        }
    }

    /** PALIGNR against "TEMP := (DEST[127:0] << 128) OR SRC[127:0]; DEST := TEMP >> (imm8 * 8)". */
    @Test
    void palignrMatchesTheByteWiseDefinitionForEveryCount() {
        byte[] dst = distinctBytes();
        byte[] src = Xmm.hex("0123456789abcdeffedcba9876543210").toBytes();
        for (int imm = 0; imm <= 33; imm++) {
            byte[] expected = new byte[16];
            for (int i = 0; i < 16; i++) {
                int from = i + imm;
                expected[i] = from < 16 ? src[from] : from < 32 ? dst[from - 16] : 0;
            }
            long[] r = new long[4];
            Simd.load(dst, 0, r, 0);
            Simd.load(src, 0, r, 2);
            Simd.palignr(r, 0, r, 2, imm);
            byte[] out = new byte[16];
            Simd.store(r, 0, out, 0);
            assertArrayEquals(expected, out, "palignr " + imm);
        }
    }

    /** PSHUFB with every control byte having bit 7 set, and with every low nibble once. */
    @Test
    void pshufbZeroesEveryByteWhoseControlHasBit7() {
        byte[] src = distinctBytes();
        for (int high = 0x80; high <= 0xF0; high += 0x10) {
            byte[] ctl = new byte[16];
            for (int i = 0; i < 16; i++) {
                ctl[i] = (byte) (high | (15 - i));
            }
            long[] r = new long[4];
            Simd.load(src, 0, r, 0);
            Simd.load(ctl, 0, r, 2);
            Simd.pshufb(r, 0, r, 2);
            assertEquals(Xmm.ZERO, Xmm.at(r, 0), "control high nibble " + Integer.toHexString(high));
        }
        for (int sel = 0; sel < 16; sel++) {
            byte[] ctl = new byte[16];
            java.util.Arrays.fill(ctl, (byte) sel);
            long[] r = new long[4];
            Simd.load(src, 0, r, 0);
            Simd.load(ctl, 0, r, 2);
            Simd.pshufb(r, 0, r, 2);
            byte[] out = new byte[16];
            Simd.store(r, 0, out, 0);
            byte[] expected = new byte[16];
            java.util.Arrays.fill(expected, src[sel]);
            assertArrayEquals(expected, out, "broadcast of byte " + sel);
        }
    }

    @Test
    void paddDoesNotCarryAcrossLanes() {
        Xmm ones = Xmm.of(-1L, -1L);
        Xmm one = Xmm.ofDwords(1, 1, 1, 1);
        assertEquals(Xmm.ZERO, Xmm.run(Simd::paddd, ones, one));
        assertEquals(Xmm.of(0, 0), Xmm.run(Simd::paddq, ones, Xmm.of(1, 1)));
        assertEquals(Xmm.of(0, 1L << 32), Xmm.run(Simd::paddq, Xmm.of(0, 0xFFFFFFFFL), Xmm.of(0, 1)));
        assertEquals(Xmm.ofDwords(11, 9, 7, 5), Xmm.run(Simd::paddd, Xmm.ofDwords(4, 3, 2, 1), Xmm.ofDwords(7, 6, 5, 4)));
        assertEquals(Xmm.of(7, 3), Xmm.run(Simd::paddq, Xmm.of(3, 1), Xmm.of(4, 2)));
    }

    @Test
    void pcmpeqd() {
        Xmm a = Xmm.ofDwords(4, 3, 2, 1);
        Xmm b = Xmm.ofDwords(5, 3, 0, 1);
        assertEquals(Xmm.ofDwords(0, -1, 0, -1), Xmm.run(Simd::pcmpeqd, a, b));
        assertEquals(Xmm.ofDwords(-1, 0, -1, 0), Xmm.run(Simd::pcmpeqd, Xmm.ofDwords(4, 9, 2, 9), a));
    }
}
