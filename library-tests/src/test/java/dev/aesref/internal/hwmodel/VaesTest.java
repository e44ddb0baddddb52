package dev.aesref.internal.hwmodel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** VAES on YMM/ZMM: every instruction acts on each 128-bit lane on its own (Intel SDM). */
class VaesTest {

    private static final Xmm STATE = Xmm.hex("7b5b54657374566563746f725d53475d");
    private static final Xmm KEY = Xmm.hex("48692853686179295b477565726f6e5d");
    private static final Xmm OTHER = Xmm.hex("00112233445566778899aabbccddeeff");

    private static long[] wide(Xmm... lanes) {
        long[] r = new long[2 * lanes.length];
        for (int i = 0; i < lanes.length; i++) {
            r[2 * i] = lanes[i].lo();
            r[2 * i + 1] = lanes[i].hi();
        }
        return r;
    }

    @Test
    void vaesencIsAesencPerLane() {
        Xmm[] s = {STATE, OTHER, Xmm.ZERO, KEY};
        Xmm[] k = {KEY, KEY, OTHER, STATE};
        long[] enc = wide(s);
        long[] last = wide(s);
        Vaes.vaesenc(enc, 0, wide(k), 0, 4);
        Vaes.vaesenclast(last, 0, wide(k), 0, 4);
        for (int i = 0; i < 4; i++) {
            assertEquals(Xmm.run(AesNi::aesenc, s[i], k[i]), Xmm.at(enc, 2 * i));
            assertEquals(Xmm.run(AesNi::aesenclast, s[i], k[i]), Xmm.at(last, 2 * i));
        }
        // The white paper's AESENC example in lane 0.
        assertEquals(Xmm.hex("a8311c2f9fdba3c58b104b58ded7e595"), Xmm.at(enc, 0));
        assertEquals(Xmm.hex("c7fb881e938c5964177ec42553fdc611"), Xmm.at(last, 0));
    }

    @Test
    void laneWiseIntegerOpsAndBroadcast() {
        long[] b = new long[4];
        Vaes.broadcast(b, 0, Xmm.of(1, 0).register(), 0, 2);
        assertArrayEquals(wide(Xmm.of(1, 0), Xmm.of(1, 0)), b);
        long[] a = wide(Xmm.of(-1L, 1), Xmm.of(5, -1L));
        Vaes.vpaddq(a, 0, b, 0, 2);
        assertArrayEquals(wide(Xmm.of(0, 1), Xmm.of(6, -1L)), a);
        a = wide(Xmm.of(-1L, 1), Xmm.of(5, -1L));
        Vaes.vpxor(a, 0, b, 0, 2);
        assertArrayEquals(wide(Xmm.of(-2L, 1), Xmm.of(4, -1L)), a);
        a = wide(Xmm.of(-1L, 1), Xmm.of(5, 7));
        long[] bswap = new long[4];
        Vaes.broadcast(bswap, 0, Simd.BSWAP_MASK, 0, 2);
        Vaes.vpshufb(a, 0, bswap, 0, 2);
        assertArrayEquals(wide(Xmm.of(Long.reverseBytes(1), -1L),
                Xmm.of(Long.reverseBytes(7), Long.reverseBytes(5))), a);
        // The untouched upper lanes of a bigger array stay as they were.
        long[] z = wide(STATE, STATE, STATE, STATE);
        Vaes.vpxor(z, 0, z, 0, 2);
        assertArrayEquals(wide(Xmm.ZERO, Xmm.ZERO, STATE, STATE), z);
    }

    @Test
    void partialLoadsAndStores() {
        byte[] mem = new byte[70];
        for (int i = 0; i < mem.length; i++) {
            mem[i] = (byte) (i + 1);
        }
        long[] r = new long[8];
        java.util.Arrays.fill(r, -1L);
        Vaes.loadPartial(mem, 3, 37, r, 0, 4);
        assertEquals(4, Xmm.at(r, 0).byteAt(0));
        assertEquals(40, Xmm.at(r, 4).byteAt(4));
        assertEquals(0, Xmm.at(r, 4).byteAt(5));
        assertEquals(0, Xmm.at(r, 6).byteAt(15));
        byte[] out = new byte[70];
        Vaes.storePartial(r, 0, out, 1, 37);
        assertEquals(0, out[0]);
        assertEquals(4, out[1]);
        assertEquals(40, out[37]);
        assertEquals(0, out[38]);
        byte[] full = new byte[32];
        long[] y = new long[4];
        Vaes.loadPartial(mem, 0, 32, y, 0, 2);
        Vaes.storePartial(y, 0, full, 0, 32);
        assertArrayEquals(java.util.Arrays.copyOf(mem, 32), full);
        long[] m = new long[4];
        Simd.load(mem, 0, m, 0);
        Simd.load(mem, 16, m, 2);
        assertArrayEquals(m, y);
    }
}
