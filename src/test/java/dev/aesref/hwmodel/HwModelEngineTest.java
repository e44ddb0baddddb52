package dev.aesref.hwmodel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import java.util.HexFormat;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/** The hwmodel engine against FIPS-197 Appendix C and against the JDK's AES as an oracle. */
class HwModelEngineTest {

    private static final HwModelEngine ENGINE = new HwModelEngine();

    private static byte[] hex(String s) {
        return HexFormat.of().parseHex(s);
    }

    private static byte[] jdk(int mode, byte[] key, byte[] in) throws Exception {
        Cipher c = Cipher.getInstance("AES/ECB/NoPadding");
        c.init(mode, new SecretKeySpec(key, "AES"));
        return c.doFinal(in);
    }

    @Test
    void registered() {
        assertEquals("hwmodel", Engines.byName("hwmodel").name());
    }

    @Test
    void fips197AppendixC() {
        byte[] pt = hex("00112233445566778899aabbccddeeff");
        String[][] cases = {
            {"000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"},
            {"000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"},
            {"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
                "8ea2b7ca516745bfeafc49904b496089"},
        };
        for (String[] c : cases) {
            ExpandedKey k = ENGINE.expandKey(hex(c[0]));
            byte[] out = new byte[16];
            k.encryptBlocks(pt, 0, out, 0, 1);
            assertArrayEquals(hex(c[1]), out);
            k.decryptBlocks(out, 0, out, 0, 1);
            assertArrayEquals(pt, out);
            assertEquals(c[0].length() * 4, k.keyBits());
            assertEquals(c[0].length() / 8 + 6, k.rounds());
        }
    }

    @Test
    void agreesWithJdkOnRandomBlocks() throws Exception {
        Random r = new Random(20261130L);
        for (int keyLen : new int[] {16, 24, 32}) {
            for (int trial = 0; trial < 4; trial++) {
                byte[] key = new byte[keyLen];
                r.nextBytes(key);
                int blocks = 1 + r.nextInt(5);
                byte[] in = new byte[16 * blocks];
                r.nextBytes(in);
                ExpandedKey k = ENGINE.expandKey(key);
                byte[] enc = new byte[in.length];
                k.encryptBlocks(in, 0, enc, 0, blocks);
                assertArrayEquals(jdk(Cipher.ENCRYPT_MODE, key, in), enc);
                byte[] dec = new byte[in.length];
                k.decryptBlocks(in, 0, dec, 0, blocks);
                assertArrayEquals(jdk(Cipher.DECRYPT_MODE, key, in), dec);
            }
        }
    }

    @Test
    void overlappingRangesActAsIfCopiedFirst() throws Exception {
        byte[] key = new byte[16];
        byte[] buf = new byte[16 * 4];
        for (int i = 0; i < buf.length; i++) {
            buf[i] = (byte) i;
        }
        byte[] expected = jdk(Cipher.ENCRYPT_MODE, key, java.util.Arrays.copyOfRange(buf, 0, 48));
        ExpandedKey k = ENGINE.expandKey(key);
        k.encryptBlocks(buf, 0, buf, 16, 3);
        assertArrayEquals(expected, java.util.Arrays.copyOfRange(buf, 16, 64));
        byte[] back = java.util.Arrays.copyOfRange(buf, 16, 64);
        k.decryptBlocks(buf, 16, buf, 0, 3);
        assertArrayEquals(jdk(Cipher.DECRYPT_MODE, key, back), java.util.Arrays.copyOfRange(buf, 0, 48));
    }

    @Test
    void zeroBlocksAndRangeChecks() {
        ExpandedKey k = ENGINE.expandKey(new byte[32]);
        byte[] buf = new byte[16];
        k.encryptBlocks(buf, 0, buf, 0, 0);
        assertArrayEquals(new byte[16], buf);
        assertThrows(IndexOutOfBoundsException.class, () -> k.encryptBlocks(buf, 1, buf, 0, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> k.encryptBlocks(buf, 0, buf, 1, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> k.decryptBlocks(buf, 1, buf, 0, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> k.decryptBlocks(buf, 0, buf, 1, 1));
        assertArrayEquals(new byte[16], buf);
        assertThrows(IllegalArgumentException.class, () -> ENGINE.expandKey(new byte[15]));
        assertThrows(NullPointerException.class, () -> ENGINE.expandKey(null));
    }

    @Test
    void destroyZeroesAndBlocksLaterUse() {
        HwModelKey k = (HwModelKey) ENGINE.expandKey(new byte[16]);
        Xmm[] rk = k.roundKeys();
        assertFalse(k.isDestroyed());
        k.destroy();
        assertTrue(k.isDestroyed());
        for (Xmm x : rk) {
            assertEquals(Xmm.ZERO, x);
        }
        byte[] buf = new byte[16];
        assertThrows(IllegalStateException.class, () -> k.encryptBlocks(buf, 0, buf, 0, 1));
        assertThrows(IllegalStateException.class, () -> k.decryptBlocks(buf, 0, buf, 0, 1));
        assertThrows(IllegalStateException.class, k::roundKeys);
        assertThrows(IllegalStateException.class,
                () -> k.ctrXorBlocks(CounterFlavour.CTR128_BE, new byte[16], 0, buf, 0, buf, 0, 1));
    }
}
