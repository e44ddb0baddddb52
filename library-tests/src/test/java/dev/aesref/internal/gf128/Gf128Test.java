package dev.aesref.internal.gf128;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.internal.ct.Pack;
import java.math.BigInteger;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The table-free multiply, GHASH and POLYVAL against naive references and published values. */
class Gf128Test {

    private static final HexFormat HEX = HexFormat.of();
    private static final long SEED = Long.getLong("aesref.seed", 20261201L);

    private static byte[] h(String s) {
        return HEX.parseHex(s);
    }

    /** Carry-less product by shifts and XORs, 64 x 64 -> 128 bits, as a BigInteger. */
    private static BigInteger clmulNaive(long x, long y) {
        BigInteger p = BigInteger.ZERO;
        BigInteger bx = new BigInteger(Long.toUnsignedString(x));
        for (int i = 0; i < 64; i++) {
            if (((y >>> i) & 1) != 0) {
                p = p.xor(bx.shiftLeft(i));
            }
        }
        return p;
    }

    @Test
    void clmulHalvesMatchShiftAndXor() {
        SplittableRandom rnd = new SplittableRandom(SEED);
        long[] edge = {0, 1, -1, Long.MIN_VALUE, 0x1111111111111111L, 0x8888888888888888L,
            0xFFFFFFFF00000000L, 0x00000000FFFFFFFFL};
        for (int t = 0; t < 2000 + edge.length * edge.length; t++) {
            long x;
            long y;
            if (t < edge.length * edge.length) {
                x = edge[t / edge.length];
                y = edge[t % edge.length];
            } else {
                x = rnd.nextLong();
                y = rnd.nextLong();
            }
            BigInteger p = clmulNaive(x, y);
            assertEquals(p.longValue(), Gf128.clmulLow(x, y), "low half");
            assertEquals(p.shiftRight(64).longValue(),
                    Gf128.clmulHigh(Long.reverse(x), Long.reverse(y)), "high half");
        }
    }

    @Test
    void multiplyMatchesAlgorithm1() {
        SplittableRandom rnd = new SplittableRandom(SEED + 1);
        for (int t = 0; t < 500; t++) {
            byte[] a = new byte[16];
            byte[] b = new byte[16];
            rnd.nextBytes(a);
            rnd.nextBytes(b);
            if (t == 0) {
                java.util.Arrays.fill(a, (byte) 0xFF);
                java.util.Arrays.fill(b, (byte) 0xFF);
            }
            long[] y = {Pack.loadLongBE(a, 0), Pack.loadLongBE(a, 8)};
            Gf128.multiply(y, Gf128.prepare(Pack.loadLongBE(b, 0), Pack.loadLongBE(b, 8)));
            byte[] got = new byte[16];
            Pack.storeLongBE(y[0], got, 0);
            Pack.storeLongBE(y[1], got, 8);
            assertArrayEquals(NaiveGf128.ghashMultiply(a, b), got);
        }
    }

    @Test
    void naiveInverseIsAnInverse() {
        byte[] a = h("66e94bd4ef8a2c3b884cfa59ca342b2e");
        byte[] one = new byte[16];
        one[0] = (byte) 0x80;
        assertArrayEquals(one, NaiveGf128.ghashMultiply(a, NaiveGf128.ghashInverse(a)));
    }

    @Test
    void mulXMatchesMultiplicationByX() {
        // x is the block with only bit 1 set: 0x40 in byte 0.
        byte[] x = new byte[16];
        x[0] = 0x40;
        SplittableRandom rnd = new SplittableRandom(SEED + 2);
        for (int t = 0; t < 200; t++) {
            byte[] a = new byte[16];
            rnd.nextBytes(a);
            a[15] |= (byte) (t & 1); // both values of the bit shifted out
            if ((t & 1) == 0) {
                a[15] &= (byte) 0xFE;
            }
            long[] out = new long[2];
            Gf128.mulX(Pack.loadLongBE(a, 0), Pack.loadLongBE(a, 8), out);
            byte[] got = new byte[16];
            Pack.storeLongBE(out[0], got, 0);
            Pack.storeLongBE(out[1], got, 8);
            assertArrayEquals(NaiveGf128.ghashMultiply(a, x), got);
        }
    }

    /**
     * McGrew and Viega, "The Galois/Counter Mode of Operation (GCM)", revised 2005, Appendix B,
     * test case 2: H = E_K(0^128) for the zero key, and GHASH(H, {}, C).
     */
    @Test
    void ghashTestCase2() {
        Ghash g = Ghash.create(h("66e94bd4ef8a2c3b884cfa59ca342b2e"), 0);
        g.update(h("0388dace60b6a392f328c2b971b2fe78"), 0, 16);
        g.lengths(0, 16);
        byte[] out = new byte[16];
        g.digest(out, 0);
        assertArrayEquals(h("f38cbb1ad69223dcc3457ae5b6b0f885"), out);
    }

    /** The same document, test case 3: H and GHASH(H, {}, C) for a four-block ciphertext. */
    @Test
    void ghashTestCase3AnyChunking() {
        byte[] c = h("42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
                + "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985");
        byte[] want = h("7f1b32b81b820d02614f8895ac1d4eac");
        for (int split = 0; split <= c.length; split++) {
            Ghash g = Ghash.create(h("b83b533708bf535d0aa6e52980d53b78"), 0);
            g.update(c, 0, split);
            for (int k = split; k < c.length; k++) {
                g.update(c, k, 1);
            }
            g.lengths(0, c.length);
            byte[] out = new byte[16];
            g.digest(out, 0);
            assertArrayEquals(want, out, "split " + split);
        }
    }

    @Test
    void ghashPadsPartialBlocksWithZeros() throws Exception {
        SplittableRandom rnd = new SplittableRandom(SEED + 3);
        byte[] key = new byte[16];
        rnd.nextBytes(key);
        for (int aLen = 0; aLen < 40; aLen += 7) {
            for (int cLen = 0; cLen < 40; cLen += 5) {
                byte[] a = new byte[aLen];
                byte[] c = new byte[cLen];
                rnd.nextBytes(a);
                rnd.nextBytes(c);
                int aPad = (aLen + 15) / 16 * 16;
                int cPad = (cLen + 15) / 16 * 16;
                byte[] all = new byte[aPad + cPad + 16];
                System.arraycopy(a, 0, all, 0, aLen);
                System.arraycopy(c, 0, all, aPad, cLen);
                Pack.storeLongBE(aLen * 8L, all, aPad + cPad);
                Pack.storeLongBE(cLen * 8L, all, aPad + cPad + 8);
                Ghash g = Ghash.create(key, 0);
                g.update(a, 0, aLen);
                g.padToBlock();
                g.update(c, 0, cLen);
                g.lengths(aLen, cLen);
                byte[] out = new byte[16];
                g.digest(out, 0);
                assertArrayEquals(NaiveGf128.ghash(key, all), out);
                java.lang.reflect.Field pf = Ghash.class.getDeclaredField("partial");
                pf.setAccessible(true);
                assertArrayEquals(new byte[16], (byte[]) pf.get(g), "partial block wiped");
                g.reset();
                g.lengths(aLen, cLen);
                g.digest(out, 0);
                byte[] lenOnly = new byte[16];
                System.arraycopy(all, aPad + cPad, lenOnly, 0, 16);
                assertArrayEquals(NaiveGf128.ghash(key, lenOnly), out, "after reset");
            }
        }
    }

    /** RFC 8452, Appendix A: POLYVAL(H, X_1, X_2) and the GHASH key it maps to. */
    @Test
    void polyvalAppendixA() {
        byte[] hKey = h("25629347589242761d31f826ba4b757b");
        byte[] x = h("4f4f95668c83dfb6401762bb2d01a262d1a24ddd2721d006bbe45f20d3c9f362");
        byte[] want = h("f7a3b47b846119fae5b7866cf5e5b77e");
        Polyval p = Polyval.create(hKey, 0);
        p.update(x, 0, 32);
        byte[] out = new byte[16];
        p.digest(out, 0);
        assertArrayEquals(want, out);
        assertArrayEquals(want, NaiveGf128.polyval(hKey, x), "the naive reference itself");
        // mulX_GHASH(ByteReverse(H)) = dcbaa5dd137c188ebb21492c23c9b112 (Appendix A)
        byte[] rev = new byte[16];
        for (int i = 0; i < 16; i++) {
            rev[i] = hKey[15 - i];
        }
        long[] k = new long[2];
        Gf128.mulX(Pack.loadLongBE(rev, 0), Pack.loadLongBE(rev, 8), k);
        byte[] kb = new byte[16];
        Pack.storeLongBE(k[0], kb, 0);
        Pack.storeLongBE(k[1], kb, 8);
        assertArrayEquals(h("dcbaa5dd137c188ebb21492c23c9b112"), kb);
    }

    @Test
    void polyvalMatchesDefinitionWithLengths() {
        SplittableRandom rnd = new SplittableRandom(SEED + 4);
        for (int t = 0; t < 40; t++) {
            byte[] key = new byte[16];
            rnd.nextBytes(key);
            int aLen = rnd.nextInt(50);
            int pLen = rnd.nextInt(50);
            byte[] a = new byte[aLen];
            byte[] m = new byte[pLen];
            rnd.nextBytes(a);
            rnd.nextBytes(m);
            int aPad = (aLen + 15) / 16 * 16;
            int pPad = (pLen + 15) / 16 * 16;
            byte[] all = new byte[aPad + pPad + 16];
            System.arraycopy(a, 0, all, 0, aLen);
            System.arraycopy(m, 0, all, aPad, pLen);
            Pack.storeLongLE(aLen * 8L, all, aPad + pPad);
            Pack.storeLongLE(pLen * 8L, all, aPad + pPad + 8);
            Polyval p = Polyval.create(key, 0);
            p.update(a, 0, aLen);
            p.padToBlock();
            p.update(m, 0, pLen);
            p.lengths(aLen, pLen);
            byte[] out = new byte[16];
            p.digest(out, 0);
            assertArrayEquals(NaiveGf128.polyval(key, all), out);
            p.reset();
            p.digest(out, 0);
            assertArrayEquals(new byte[16], out, "reset gives the empty hash");
        }
    }

    @Test
    void destroyZeroesAndRefuses() throws Exception {
        Ghash g = Ghash.create(h("b83b533708bf535d0aa6e52980d53b78"), 0);
        g.update(new byte[5], 0, 5);
        assertTrue(!g.isDestroyed());
        g.destroy();
        assertTrue(g.isDestroyed());
        for (String f : new String[] {"h", "y", "partial"}) {
            java.lang.reflect.Field field = Ghash.class.getDeclaredField(f);
            field.setAccessible(true);
            Object v = field.get(g);
            if (v instanceof long[] l) {
                for (long w : l) {
                    assertEquals(0, w, f);
                }
            } else {
                for (byte w : (byte[]) v) {
                    assertEquals(0, w, f);
                }
            }
        }
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> g.update(new byte[1], 0, 1));
        assertTrue(e.getMessage().contains("Ghash has been destroyed"), e.getMessage());
        assertThrows(IllegalStateException.class, g::padToBlock);
        assertThrows(IllegalStateException.class, g::reset);
        Polyval p = Polyval.create(new byte[16], 0);
        assertTrue(!p.isDestroyed());
        p.destroy();
        assertTrue(p.isDestroyed());
        e = assertThrows(IllegalStateException.class, () -> p.update(new byte[1], 0, 1));
        assertTrue(e.getMessage().contains("Polyval has been destroyed"), e.getMessage());
    }

    @Test
    void rangesAreChecked() {
        assertThrows(IndexOutOfBoundsException.class, () -> Ghash.create(new byte[15], 0));
        assertThrows(IndexOutOfBoundsException.class, () -> Polyval.create(new byte[16], 1));
        Ghash g = Ghash.create(new byte[16], 0);
        assertThrows(IndexOutOfBoundsException.class, () -> g.update(new byte[4], 2, 3));
        assertThrows(IndexOutOfBoundsException.class, () -> g.digest(new byte[16], 1));
    }
}
