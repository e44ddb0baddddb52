package dev.aesref.mac;

import static dev.aesref.harness.AuthTestKit.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import dev.aesref.harness.AuthTestKit;
import java.util.Arrays;
import java.util.SplittableRandom;
import javax.crypto.AEADBadTagException;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.macs.CMac;
import org.bouncycastle.crypto.params.KeyParameter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class CmacTest {

    /** SP 800-38A F.1 plaintext, the messages of SP 800-38B D.1 to D.3 and RFC 4493 section 4. */
    private static final byte[] M64 = hex("6bc1bee22e409f96e93d7e117393172a"
            + "ae2d8a571e03ac9c9eb76fac45af8e51" + "30c81c46a35ce411e5fbc1191a0a52ef"
            + "f69f2445df4f9b17ad2b417be66c3710");
    private static final int[] LENGTHS = {0, 16, 40, 64};

    /**
     * NIST SP 800-38B Appendix D (D.1 AES-128, D.2 AES-192, D.3 AES-256), as carried by Debian's
     * python3-cryptography-vectors, CMAC/nist-800-38b-aes{128,192,256}.txt, COUNT 0..3; the AES-128
     * values are also RFC 4493 section 4, examples 1 to 4.
     */
    private static final String[][] SP800_38B = {
        {"2b7e151628aed2a6abf7158809cf4f3c",
            "bb1d6929e95937287fa37d129b756746", "070a16b46b4d4144f79bdd9dd04a287c",
            "dfa66747de9ae63030ca32611497c827", "51f0bebf7e3b9d92fc49741779363cfe"},
        {"8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
            "d17ddf46adaacde531cac483de7a9367", "9e99a7bf31e710900662f65e617c5184",
            "8a1de5be2eb31aad089a82e6ee908b0e", "a1d5df0eed790f794d77589659f39a11"},
        {"603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
            "028962f61b7bf89efc6b551f4667d983", "28a7023f452e8f82bd4bf28d8c37c35c",
            "aaf3d8f1de5640c232f5b169b9c911e6", "e1992190549f6ed5696a2c056c315410"},
    };

    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void sp800_38bAppendixD(BlockEngine engine) throws AEADBadTagException {
        for (String[] v : SP800_38B) {
            ExpandedKey key = engine.expandKey(hex(v[0]));
            Cmac mac = Cmac.create(key, 16);
            for (int i = 0; i < LENGTHS.length; i++) {
                byte[] msg = Arrays.copyOf(M64, LENGTHS[i]);
                byte[] want = hex(v[i + 1]);
                assertArrayEquals(want, mac.compute(msg), engine.name() + " " + v[0] + " len " + msg.length);
                mac.verify(msg, want);
                // The same message one byte at a time: the last-block rule must not depend on chunks.
                for (byte b : msg) {
                    mac.update(new byte[] {b});
                }
                assertArrayEquals(want, mac.finish());
            }
            mac.destroy();
            key.destroy();
        }
    }

    /** RFC 4493 section 4, "Subkey Generation": L, K1 (top bit of L clear), K2 (top bit of K1 set). */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void rfc4493Subkeys(BlockEngine engine) {
        ExpandedKey key = engine.expandKey(hex("2b7e151628aed2a6abf7158809cf4f3c"));
        byte[] l = new byte[16];
        key.encryptBlocks(l, 0, l, 0, 1);
        assertArrayEquals(hex("7df76b0c1ab899b33e42f047b91b546f"), l);
        byte[] k1 = new byte[16];
        Dbl.dbl(l, 0, k1, 0);
        assertArrayEquals(hex("fbeed618357133667c85e08f7236a8de"), k1);
        Dbl.dbl(k1, 0);
        assertArrayEquals(hex("f7ddac306ae266ccf90bc11ee46d513b"), k1);
    }

    /** Doubling at offsets and carrying the bit from the low half into the high half. */
    @Test
    void dblCarriesAcrossTheHalvesAtAnOffset() {
        byte[] b = new byte[20];
        b[2 + 8] = (byte) 0x80;   // bit 63 of the low half
        b[2 + 15] = 1;
        Dbl.dbl(b, 2);
        byte[] want = new byte[20];
        want[2 + 7] = 1;
        want[2 + 15] = 2;
        assertArrayEquals(want, b);
        byte[] top = hex("80000000000000000000000000000000");
        Dbl.dbl(top, 0);
        assertArrayEquals(hex("00000000000000000000000000000087"), top);
    }

    /** Bouncy Castle's CMac on random keys, messages of 0..4096 bytes, random chunkings and tag lengths. */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void matchesBouncyCastle(BlockEngine engine) throws AEADBadTagException {
        SplittableRandom r = new SplittableRandom(AuthTestKit.SEED ^ engine.name().hashCode());
        for (int iter = 0; iter < 60; iter++) {
            byte[] k = AuthTestKit.bytes(r, 16 + 8 * r.nextInt(3));
            int len = iter < 40 ? r.nextInt(70) : r.nextInt(4097);
            byte[] msg = AuthTestKit.bytes(r, len);
            int tagBytes = 1 + r.nextInt(16);
            CMac bc = new CMac(AESEngine.newInstance(), tagBytes * 8);
            bc.init(new KeyParameter(k));
            bc.update(msg, 0, msg.length);
            byte[] want = new byte[tagBytes];
            bc.doFinal(want, 0);

            ExpandedKey key = engine.expandKey(k);
            Cmac mac = Cmac.create(key, tagBytes);
            assertEquals(tagBytes, mac.tagBytes());
            assertArrayEquals(want, mac.compute(msg), "len " + len + " tag " + tagBytes);
            int off = 0;
            for (int c : AuthTestKit.chunks(r, len)) {
                mac.update(msg, off, c);
                off += c;
            }
            byte[] out = new byte[tagBytes + 3];
            mac.finish(out, 3);
            assertArrayEquals(want, Arrays.copyOfRange(out, 3, out.length));
            mac.verify(msg, want);
            mac.update(msg);
            mac.finishVerify(want);
            byte[] ranged = new byte[tagBytes];
            byte[] padded = new byte[len + 5];
            System.arraycopy(msg, 0, padded, 5, len);
            mac.compute(padded, 5, len, ranged, 0);
            assertArrayEquals(want, ranged);
            mac.destroy();
            key.destroy();
        }
    }

    @Test
    void resetForgetsTheMessage() {
        ExpandedKey key = Engines.all().get(0).expandKey(new byte[16]);
        Cmac mac = Cmac.create(key, 16);
        byte[] empty = mac.compute(new byte[0]);
        mac.update(new byte[] {1, 2, 3});
        mac.reset();
        assertArrayEquals(empty, mac.finish());
    }

    @Test
    void everyTamperedTagFails() {
        ExpandedKey key = Engines.all().get(0).expandKey(hex("2b7e151628aed2a6abf7158809cf4f3c"));
        Cmac mac = Cmac.create(key, 16);
        byte[] msg = Arrays.copyOf(M64, 40);
        byte[] tag = hex("dfa66747de9ae63030ca32611497c827");
        for (int i = 0; i < 16; i++) {
            for (int bit = 0; bit < 8; bit++) {
                byte[] bad = tag.clone();
                bad[i] ^= (byte) (1 << bit);
                AEADBadTagException e = assertThrows(AEADBadTagException.class, () -> mac.verify(msg, bad));
                assertEquals("CMAC tag mismatch", e.getMessage());
            }
        }
        assertThrows(AEADBadTagException.class, () -> mac.verify(msg, Arrays.copyOf(tag, 15)));
        assertThrows(AEADBadTagException.class, () -> mac.verify(msg, Arrays.copyOf(tag, 17)));
        byte[] otherMsg = msg.clone();
        otherMsg[39] ^= 1;
        assertThrows(AEADBadTagException.class, () -> mac.verify(otherMsg, tag));
        // A failed verification leaves a fresh state: the next tag is right.
        assertDoesNotThrow(() -> mac.verify(msg, tag));
        Cmac shortMac = Cmac.create(key, 8);
        assertDoesNotThrow(() -> shortMac.verify(msg, Arrays.copyOf(tag, 8)));
        assertThrows(AEADBadTagException.class, () -> shortMac.verify(msg, tag));
    }

    @Test
    void parameterRules() {
        ExpandedKey key = Engines.all().get(0).expandKey(new byte[16]);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Cmac.create(key, 0));
        assertTrue(e.getMessage().contains("tagBytes must be 1..16"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Cmac.create(key, 17));
        assertThrows(NullPointerException.class, () -> Cmac.create(null, 16));
        Cmac mac = Cmac.create(key, 16);
        assertThrows(IndexOutOfBoundsException.class, () -> mac.finish(new byte[15], 0));
        assertThrows(IndexOutOfBoundsException.class, () -> mac.finish(new byte[16], 1));
        assertThrows(IndexOutOfBoundsException.class, () -> mac.update(new byte[4], 2, 3));
        assertThrows(IndexOutOfBoundsException.class, () -> mac.compute(new byte[4], 2, 3, new byte[16], 0));
        assertThrows(IndexOutOfBoundsException.class, () -> mac.compute(new byte[4], 0, 4, new byte[16], 1));
        assertThrows(NullPointerException.class, () -> mac.compute(null));
        assertThrows(NullPointerException.class, () -> mac.update(null));
        assertThrows(NullPointerException.class, () -> mac.verify(null, new byte[16]));
        assertThrows(NullPointerException.class, () -> mac.verify(new byte[1], null));
        assertThrows(NullPointerException.class, () -> mac.finishVerify(null));
        // A rejected call leaves the state as it was.
        byte[] empty = Cmac.create(key, 16).compute(new byte[0]);
        assertArrayEquals(empty, mac.finish());
    }

    @Test
    void destroyWipesAndRefuses() {
        ExpandedKey key = Engines.all().get(0).expandKey(new byte[16]);
        Cmac mac = Cmac.create(key, 16);
        mac.update(new byte[] {1});
        mac.destroy();
        assertTrue(mac.isDestroyed());
        assertThrows(IllegalStateException.class, () -> mac.update(new byte[1]));
        assertThrows(IllegalStateException.class, () -> mac.update(new byte[1], 0, 1));
        assertThrows(IllegalStateException.class, mac::finish);
        assertThrows(IllegalStateException.class, () -> mac.finishVerify(new byte[16]));
        assertThrows(IllegalStateException.class, () -> mac.compute(new byte[1]));
        assertThrows(IllegalStateException.class, () -> mac.verify(new byte[1], new byte[16]));
        assertThrows(IllegalStateException.class, mac::reset);
        mac.destroy();
        // The caller's key is untouched.
        byte[] block = new byte[16];
        key.encryptBlocks(block, 0, block, 0, 1);
        assertArrayEquals(hex("66e94bd4ef8a2c3b884cfa59ca342b2e"), block);
    }

    @Test
    void cbcMacRulesAndWipe() throws Exception {
        ExpandedKey key = Engines.all().get(0).expandKey(new byte[16]);
        assertThrows(NullPointerException.class, () -> new CbcMac(null));
        CbcMac chain = new CbcMac(key);
        assertEquals(0, chain.pending());
        chain.padWithZeros();
        assertEquals(0, chain.pending());
        chain.update(new byte[3], 0, 3);
        assertEquals(3, chain.pending());
        chain.padWithZeros();
        assertEquals(16, chain.pending());
        chain.update(new byte[1], 0, 1);
        assertEquals(1, chain.pending());
        // CBC-MAC of the zero block is E_0(0).
        chain.reset();
        chain.update(new byte[16], 0, 16);
        byte[] out = new byte[16];
        chain.finish(out, 0, 16);
        assertArrayEquals(hex("66e94bd4ef8a2c3b884cfa59ca342b2e"), out);
        assertEquals(0, chain.pending());
        chain.update(new byte[] {5}, 0, 1);
        java.lang.reflect.Field y = CbcMac.class.getDeclaredField("y");
        y.setAccessible(true);
        chain.destroy();
        assertTrue(chain.isDestroyed());
        assertArrayEquals(new byte[16], (byte[]) y.get(chain));
        assertEquals(0, chain.pending());
        assertThrows(IllegalStateException.class, chain::reset);
        assertThrows(IllegalStateException.class, () -> chain.update(new byte[1], 0, 1));
        assertThrows(IllegalStateException.class, chain::padWithZeros);
        assertThrows(IllegalStateException.class, () -> chain.xorIntoOpenBlock(new byte[16], 0));
        assertThrows(IllegalStateException.class, () -> chain.finish(out, 0, 16));
    }

    @Test
    void destroyZeroesSubkeys() throws Exception {
        ExpandedKey key = Engines.all().get(0).expandKey(new byte[16]);
        Cmac mac = Cmac.create(key, 16);
        java.lang.reflect.Field f = Cmac.class.getDeclaredField("subkeys");
        f.setAccessible(true);
        byte[] subkeys = (byte[]) f.get(mac);
        assertTrue(!Arrays.equals(new byte[32], subkeys));
        mac.destroy();
        assertArrayEquals(new byte[32], subkeys);
    }

    @Test
    void lastChainingValueIsWipedAfterEveryTag() throws AEADBadTagException {
        ExpandedKey key = Engines.all().get(0).expandKey(new byte[16]);
        Cmac mac = Cmac.create(key, 8);
        byte[] tag = mac.compute(new byte[20]);
        assertArrayEquals(new byte[16], mac.oneShotForTest().last);
        mac.verify(new byte[20], tag);
        assertArrayEquals(new byte[16], mac.oneShotForTest().last);
        assertThrows(AEADBadTagException.class, () -> mac.verify(new byte[21], tag));
        assertArrayEquals(new byte[16], mac.oneShotForTest().last);
        dev.aesref.harness.Fields.assertZero(CbcMac.class, mac.oneShotForTest().chain, "y");
        mac.update(new byte[20]);
        mac.finish();
        assertArrayEquals(new byte[16], mac.incrementalForTest().last);
        dev.aesref.harness.Fields.assertZero(CbcMac.class, mac.incrementalForTest().chain, "y");
    }
}
