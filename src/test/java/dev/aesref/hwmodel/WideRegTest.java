package dev.aesref.hwmodel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** VAES on YMM/ZMM: every instruction acts on each 128-bit lane on its own (Intel SDM). */
class WideRegTest {

    private static final Xmm STATE = Xmm.hex("7b5b54657374566563746f725d53475d");
    private static final Xmm KEY = Xmm.hex("48692853686179295b477565726f6e5d");

    @Test
    void vaesencIsAesencPerLane() {
        Xmm other = Xmm.hex("00112233445566778899aabbccddeeff");
        WideReg s = WideReg.of(STATE, other, Xmm.ZERO, KEY);
        WideReg k = WideReg.of(KEY, KEY, other, STATE);
        WideReg enc = s.vaesenc(k);
        WideReg last = s.vaesenclast(k);
        for (int i = 0; i < 4; i++) {
            assertEquals(AesNi.aesenc(s.lane(i), k.lane(i)), enc.lane(i));
            assertEquals(AesNi.aesenclast(s.lane(i), k.lane(i)), last.lane(i));
        }
        // The white paper's AESENC example in lane 0.
        assertEquals(Xmm.hex("a8311c2f9fdba3c58b104b58ded7e595"), enc.lane(0));
        assertEquals(Xmm.hex("c7fb881e938c5964177ec42553fdc611"), last.lane(0));
        assertEquals(4, enc.laneCount());
        assertEquals(64, enc.bytes());
    }

    @Test
    void laneWiseIntegerOps() {
        WideReg a = WideReg.of(Xmm.of(1, -1L), Xmm.of(-1L, 5));
        WideReg b = WideReg.broadcast(Xmm.of(0, 1), 2);
        assertEquals(WideReg.of(Xmm.of(1, 0), Xmm.of(-1L, 6)), a.vpaddq(b));
        assertEquals(WideReg.of(Xmm.of(1, -2L), Xmm.of(-1L, 4)), a.vpxor(b));
        WideReg bswap = WideReg.broadcast(Masks.BSWAP_128, 2);
        assertEquals(Xmm.of(Long.reverseBytes(-1L), Long.reverseBytes(1)), a.vpshufb(bswap).lane(0));
        assertEquals(32, a.bytes());
    }

    @Test
    void partialLoadsAndStores() {
        byte[] mem = new byte[70];
        for (int i = 0; i < mem.length; i++) {
            mem[i] = (byte) (i + 1);
        }
        WideReg r = WideReg.loadPartial(mem, 3, 37, 4);
        assertEquals(4, r.byteAt(0));
        assertEquals(40, r.byteAt(36));
        assertEquals(0, r.byteAt(37));
        assertEquals(0, r.byteAt(63));
        byte[] out = new byte[70];
        r.storePartial(out, 1, 37);
        assertEquals(0, out[0]);
        assertEquals(4, out[1]);
        assertEquals(40, out[37]);
        assertEquals(0, out[38]);
        byte[] full = new byte[32];
        WideReg.loadPartial(mem, 0, 32, 2).storePartial(full, 0, 32);
        assertArrayEquals(java.util.Arrays.copyOf(mem, 32), full);
    }

    @Test
    void shapeChecksEqualityAndText() {
        assertThrows(IllegalArgumentException.class, () -> WideReg.of(STATE));
        assertThrows(IllegalArgumentException.class, () -> WideReg.of(STATE, STATE, STATE));
        WideReg y = WideReg.broadcast(STATE, 2);
        WideReg z = WideReg.broadcast(STATE, 4);
        assertThrows(IllegalArgumentException.class, () -> y.vpxor(z));
        assertEquals(WideReg.of(STATE, STATE), y);
        assertEquals(WideReg.of(STATE, STATE).hashCode(), y.hashCode());
        assertNotEquals(y, z);
        assertNotEquals(y, WideReg.of(STATE, KEY));
        assertNotEquals(y, (Object) STATE);
        assertEquals(KEY + "_" + STATE, WideReg.of(STATE, KEY).toString());
        Xmm[] lanes = {STATE, KEY};
        WideReg copy = WideReg.of(lanes);
        lanes[0] = Xmm.ZERO;
        assertEquals(STATE, copy.lane(0));
    }
}
