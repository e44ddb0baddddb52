package dev.aesref.jca;

import static dev.aesref.harness.Seeds.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.keywrap.Kw;
import dev.aesref.keywrap.Kwp;
import java.lang.reflect.Field;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Provider;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Random;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * What the SPIs leave behind in the arrays they handed the engine, in their own buffers and in
 * the key bytes they were lent. The engine keeps a reference to every array it saw
 * ({@link SeenArraysEngine}); a key that lends its own array instead of a copy
 * ({@link LentKey}) shows whether the SPI zeroed the raw bytes it got.
 */
class SpiScratchTest {

    private static final Provider AESREF = new AesRefProvider();
    private static final IvParameterSpec IV = new IvParameterSpec(new byte[16]);

    /** A key whose getEncoded returns its own array, so the test sees what the SPI does to it. */
    static final class LentKey implements SecretKey {
        private static final long serialVersionUID = 1L;
        final byte[] raw;

        LentKey(int len) {
            raw = new byte[len];
            Arrays.fill(raw, (byte) 0x3C);
        }

        @Override
        public String getAlgorithm() {
            return "AES";
        }

        @Override
        public String getFormat() {
            return "RAW";
        }

        @Override
        public byte[] getEncoded() {
            return raw;
        }
    }

    private static Object field(Object o, String name) throws Exception {
        Field f = o.getClass().getDeclaredField(name);
        f.setAccessible(true);
        return f.get(o);
    }

    private static boolean allZero(byte[] b, int from) {
        for (int i = from; i < b.length; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Every array the engine saw is zero now, except the caller's own ones. */
    private static void scratchIsZero(SeenArraysEngine e, byte[]... callers) {
        assertFalse(e.inputs.isEmpty(), "the engine was called");
        for (java.util.List<byte[]> seen : java.util.List.of(e.inputs, e.outputs)) {
            for (byte[] a : seen) {
                if (Arrays.stream(callers).noneMatch(c -> c == a)) {
                    assertTrue(allZero(a, 0), "scratch of " + a.length + " bytes not zeroed");
                }
            }
        }
    }

    @Test
    void aPaddedDecryptionZeroesItsWorkArrayWhetherThePaddingIsGoodOrBad() throws Exception {
        Random r = new Random(40);
        SecretKeySpec key = new SecretKeySpec(bytes(r, 16), "AES");
        byte[] msg = bytes(r, 37);
        Cipher sun = Cipher.getInstance("AES/CBC/PKCS5Padding", SideBySide.sunJce());
        sun.init(Cipher.ENCRYPT_MODE, key, IV);
        byte[] ct = sun.doFinal(msg);
        for (boolean into : new boolean[] {false, true}) {
            SeenArraysEngine e = new SeenArraysEngine();
            BlockModeCipher c = new BlockModeCipher(AESREF, e, true, true, 0);
            c.engineInit(Cipher.DECRYPT_MODE, key, IV, null);
            e.forget();
            byte[] out = new byte[64];
            byte[] plain = into ? Arrays.copyOf(out, c.engineDoFinal(ct, 0, ct.length, out, 0))
                    : c.engineDoFinal(ct, 0, ct.length);
            assertArrayEquals(msg, plain);
            scratchIsZero(e, ct, out);
            e.forget();
            byte[] bad = ct.clone();
            bad[ct.length - 1] ^= 0x55;
            assertThrows(BadPaddingException.class, () -> c.engineDoFinal(bad, 0, bad.length));
            scratchIsZero(e, bad);
        }
    }

    @Test
    void sameArrayUpdatesWorkOnAZeroedCopyAndOtherUpdatesOnTheCallersArrays() throws Exception {
        Random r = new Random(41);
        SecretKeySpec key = new SecretKeySpec(bytes(r, 16), "AES");
        SeenArraysEngine e = new SeenArraysEngine();
        BlockModeCipher c = new BlockModeCipher(AESREF, e, false, false, 0);
        c.engineInit(Cipher.ENCRYPT_MODE, key, (SecureRandom) null);
        byte[] one = bytes(r, 48);
        e.forget();
        assertEquals(32, c.engineUpdate(one, 0, 32, one, 16));
        assertEquals(1, e.inputs.size());
        assertNotSame(one, e.inputs.get(0), "the input is copied before the output overwrites it");
        scratchIsZero(e, one);
        // Separate arrays: the engine reads the caller's input, no copy is made.
        byte[] in = bytes(r, 32);
        byte[] out = new byte[32];
        e.forget();
        c.engineUpdate(in, 0, 32, out, 0);
        assertSame(in, e.inputs.get(0));
        assertSame(out, e.outputs.get(0));
    }

    /** Past the buffered bytes, the buffer is zero after every update, and nextChain always. */
    @Test
    void theBufferHoldsNothingButThePendingBytes() throws Exception {
        Random r = new Random(42);
        SecretKeySpec key = new SecretKeySpec(bytes(r, 24), "AES");
        for (int mode : new int[] {Cipher.ENCRYPT_MODE, Cipher.DECRYPT_MODE}) {
            for (boolean cbc : new boolean[] {false, true}) {
                BlockModeCipher c = new BlockModeCipher(AESREF, new SeenArraysEngine(), cbc, false, 0);
                c.engineInit(mode, key, cbc ? IV : null, null);
                for (int n : new int[] {20, 14, 3, 29, 16}) {
                    c.engineUpdate(bytes(r, n), 0, n);
                    int buffered = (int) field(c, "buffered");
                    assertTrue(allZero((byte[]) field(c, "buffer"), buffered), "after " + n);
                    assertTrue(allZero((byte[]) field(c, "nextChain"), 0), "after " + n);
                }
            }
        }
    }

    /** A padded decryption's update with nothing at all gives nothing (SunJCE: an empty array). */
    @Test
    void anEmptyPaddedDecryptionUpdateGivesAnEmptyArray() throws Exception {
        BlockModeCipher c = new BlockModeCipher(AESREF, new SeenArraysEngine(), true, true, 0);
        c.engineInit(Cipher.DECRYPT_MODE, new SecretKeySpec(new byte[16], "AES"), IV, null);
        assertEquals(0, c.engineUpdate(new byte[0], 0, 0).length);
        assertEquals(0, c.engineUpdate(new byte[3], 0, 3).length);
    }

    /** Every SPI zeroes the raw key bytes it was given, on success and on refusal. */
    @Test
    void rawKeyBytesAreZeroedAfterUse() throws Exception {
        SeenArraysEngine e = new SeenArraysEngine();
        LentKey k = new LentKey(16);
        assertEquals(128, new BlockModeCipher(AESREF, e, true, false, 0).engineGetKeySize(k));
        assertTrue(allZero(k.raw, 0), "BlockModeCipher.engineGetKeySize");
        k = new LentKey(32);
        assertEquals(256, new CtrCipher(AESREF, e).engineGetKeySize(k));
        assertTrue(allZero(k.raw, 0), "CtrCipher.engineGetKeySize");
        k = new LentKey(24);
        assertEquals(192, new KeyWrapCipher(AESREF, e, false, 0).engineGetKeySize(k));
        assertTrue(allZero(k.raw, 0), "KeyWrapCipher.engineGetKeySize");
        LentKey expanded = new LentKey(16);
        new BlockModeCipher(AESREF, e, false, false, 0).engineInit(Cipher.ENCRYPT_MODE, expanded, (SecureRandom) null);
        assertTrue(allZero(expanded.raw, 0), "JcaKeys.expand");
        LentKey wrong = new LentKey(17);
        assertThrows(InvalidKeyException.class, () -> JcaKeys.rawKey(wrong, 0));
        assertTrue(allZero(wrong.raw, 0), "a refused length");
        LentKey fixed = new LentKey(24);
        assertThrows(InvalidKeyException.class, () -> JcaKeys.checkLength(fixed, 16));
        assertTrue(allZero(fixed.raw, 0), "checkLength");
        LentKey cmacKey = new LentKey(16);
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> new CmacSpi(e).engineInit(cmacKey, IV));
        assertTrue(allZero(cmacKey.raw, 0), "CMAC refusing parameters");
        LentKey gmacKey = new LentKey(16);
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> new GmacSpi(e).engineInit(gmacKey, new GCMParameterSpec(120, new byte[0])));
        assertTrue(allZero(gmacKey.raw, 0), "GMAC refusing parameters");
        // A key to wrap: its encoding is zeroed once wrapped.
        KeyWrapCipher kw = new KeyWrapCipher(AESREF, e, false, 0);
        kw.engineInit(Cipher.WRAP_MODE, new SecretKeySpec(new byte[16], "AES"), (SecureRandom) null);
        LentKey toWrap = new LentKey(32);
        assertEquals(40, kw.engineWrap(toWrap).length);
        assertTrue(allZero(toWrap.raw, 0), "engineWrap");
    }

    @Test
    void keyWrapCollectsIntoOneArrayAndZeroesTheOldOneWhenItGrows() throws Exception {
        KeyWrapCipher kw = new KeyWrapCipher(AESREF, new SeenArraysEngine(), true, 0);
        kw.engineInit(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[16], "AES"), (SecureRandom) null);
        byte[] five = {1, 2, 3, 4, 5};
        kw.engineUpdate(five, 0, 5);
        byte[] first = (byte[]) field(kw, "collected");
        kw.engineUpdate(new byte[40], 0, 40);
        assertTrue(allZero(first, 0), "the outgrown array is zeroed");
        byte[] wrapped = kw.engineDoFinal(null, 0, 0);
        Cipher sun = Cipher.getInstance("AES/KWP/NoPadding", SideBySide.sunJce());
        sun.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[16], "AES"));
        byte[] expected = new byte[45];
        System.arraycopy(five, 0, expected, 0, 5);
        assertArrayEquals(sun.doFinal(expected), wrapped);
        // The next message fits the array it has: no new array.
        byte[] kept = (byte[]) field(kw, "collected");
        kw.engineUpdate(new byte[kept.length], 0, kept.length);
        assertSame(kept, field(kw, "collected"));
        kw.engineUpdate(null, 0, 0);
        assertSame(kept, field(kw, "collected"));
    }

    /** Re-init drops what an unfinished message collected and destroys the old wrapper. */
    @Test
    void keyWrapReInitDropsTheInputAndDestroysTheWrapper() throws Exception {
        SecretKeySpec kek = new SecretKeySpec(new byte[16], "AES");
        Cipher sun = Cipher.getInstance("AES/KW/NoPadding", SideBySide.sunJce());
        sun.init(Cipher.ENCRYPT_MODE, kek);
        byte[] expected = sun.doFinal(new byte[16]);
        for (boolean padded : new boolean[] {false, true}) {
            KeyWrapCipher kw = new KeyWrapCipher(AESREF, new SeenArraysEngine(), padded, 0);
            kw.engineInit(Cipher.ENCRYPT_MODE, kek, (SecureRandom) null);
            javax.security.auth.Destroyable wrapper =
                    (javax.security.auth.Destroyable) field(kw, padded ? "kwp" : "kw");
            assertTrue(wrapper instanceof Kw || wrapper instanceof Kwp);
            kw.engineUpdate(new byte[8], 0, 8);
            kw.engineInit(Cipher.ENCRYPT_MODE, kek, (SecureRandom) null);
            assertTrue(wrapper.isDestroyed(), "the old wrapper is destroyed");
            byte[] got = kw.engineDoFinal(new byte[16], 0, 16);
            if (padded) {
                assertEquals(24, got.length, "16 bytes wrapped, not 24");
            } else {
                assertArrayEquals(expected, got);
            }
        }
    }

    @Test
    void keyWrapRefusesANullKeyAsAnInvalidKey() {
        KeyWrapCipher kw = new KeyWrapCipher(AESREF, new SeenArraysEngine(), false, 0);
        InvalidKeyException e = assertThrows(InvalidKeyException.class,
                () -> kw.engineInit(Cipher.WRAP_MODE, null, (SecureRandom) null));
        assertEquals("key must not be null", e.getMessage());
    }

    /** A SecureRandom that hands out 0x77 bytes and keeps the arrays it filled. */
    static final class KeptRandom extends SecureRandom {
        private static final long serialVersionUID = 1L;
        final java.util.List<byte[]> filled = new java.util.ArrayList<>();

        @Override
        public void nextBytes(byte[] b) {
            Arrays.fill(b, (byte) 0x77);
            filled.add(b);
        }
    }

    /** The caller's SecureRandom is the one used, and the key generator zeroes its raw copy. */
    @Test
    void theGivenRandomIsUsedAndTheGeneratorKeepsNoCopy() throws Exception {
        KeptRandom random = new KeptRandom();
        AesKeyGenerator g = new AesKeyGenerator();
        g.engineInit(192, random);
        SecretKey k = g.engineGenerateKey();
        byte[] expected = new byte[24];
        Arrays.fill(expected, (byte) 0x77);
        assertArrayEquals(expected, k.getEncoded());
        assertEquals(1, random.filled.size());
        assertTrue(allZero(random.filled.get(0), 0), "the generator's raw copy is zeroed");
        AesKeyGenerator h = new AesKeyGenerator();
        KeptRandom second = new KeptRandom();
        h.engineInit(second);
        assertEquals(16, h.engineGenerateKey().getEncoded().length);
        assertEquals(1, second.filled.size());
        // An encryption without an IV draws it from the given random.
        byte[] sevens = new byte[16];
        Arrays.fill(sevens, (byte) 0x77);
        BlockModeCipher cbc = new BlockModeCipher(AESREF, new SeenArraysEngine(), true, false, 0);
        cbc.engineInit(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[16], "AES"), new KeptRandom());
        assertArrayEquals(sevens, cbc.engineGetIV());
        CtrCipher ctr = new CtrCipher(AESREF, new SeenArraysEngine());
        ctr.engineInit(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[16], "AES"), new KeptRandom());
        assertArrayEquals(sevens, ctr.engineGetIV());
    }

    /** The MACs' one-byte scratch is zero after update(byte); re-init destroys the old MAC and key. */
    @Test
    void macsWipeTheirByteAndDestroyWhatReInitReplaces() throws Exception {
        SecretKeySpec key = new SecretKeySpec(new byte[16], "AES");
        SeenArraysEngine e = new SeenArraysEngine();
        CmacSpi cmac = new CmacSpi(e);
        cmac.engineInit(key, null);
        cmac.engineUpdate((byte) 0x5A);
        assertTrue(allZero((byte[]) field(cmac, "oneByte"), 0));
        javax.security.auth.Destroyable oldCmac = (javax.security.auth.Destroyable) field(cmac, "cmac");
        cmac.engineInit(key, null);
        assertTrue(oldCmac.isDestroyed(), "the old Cmac");
        GmacSpi gmac = new GmacSpi(e);
        gmac.engineInit(key, new IvParameterSpec(new byte[12]));
        gmac.engineUpdate((byte) 0x5A);
        assertTrue(allZero((byte[]) field(gmac, "oneByte"), 0));
        dev.aesref.ExpandedKey oldKey = (dev.aesref.ExpandedKey) field(gmac, "key");
        javax.security.auth.Destroyable oldGmac = (javax.security.auth.Destroyable) field(gmac, "gmac");
        gmac.engineInit(key, new IvParameterSpec(new byte[12]));
        assertTrue(oldGmac.isDestroyed(), "the old Gmac");
        assertTrue(oldKey.isDestroyed(), "the old key");
        new GmacSpi(e).engineReset(); // before init: nothing to reset
    }

    /**
     * The pending GMAC computation holds a GHASH keyed with H: it is destroyed, and holds nothing,
     * as soon as reset, doFinal or re-init replaces it, not when the old Gmac happens to go.
     */
    @Test
    void gmacDestroysEachComputationItReplaces() throws Exception {
        SecretKeySpec key = new SecretKeySpec(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, "AES");
        GmacSpi gmac = new GmacSpi(dev.aesref.engines.Engines.byName("spec"));
        gmac.engineInit(key, new IvParameterSpec(new byte[12]));
        gmac.engineUpdate(new byte[37], 0, 37);
        javax.security.auth.Destroyable reset = (javax.security.auth.Destroyable) field(gmac, "computation");
        gmac.engineReset();
        assertTrue(reset.isDestroyed(), "the computation reset replaced");
        assertComputationClean("the computation reset replaced", reset);
        gmac.engineUpdate(new byte[5], 0, 5);
        javax.security.auth.Destroyable finished = (javax.security.auth.Destroyable) field(gmac, "computation");
        gmac.engineDoFinal();
        assertTrue(finished.isDestroyed(), "the computation doFinal finished");
        assertComputationClean("the computation doFinal finished", finished);
        javax.security.auth.Destroyable pending = (javax.security.auth.Destroyable) field(gmac, "computation");
        gmac.engineInit(key, new IvParameterSpec(new byte[12]));
        assertTrue(pending.isDestroyed(), "the computation re-init replaced");
        assertComputationClean("the computation re-init replaced", pending);
    }

    /**
     * A computation's own state (its GHASH, J0 and tag) holds nothing; what it reaches through the
     * Gmac that started it is that Gmac's, live until the next init.
     */
    private static void assertComputationClean(String what, Object computation) throws Exception {
        dev.aesref.harness.Residue.assertClean(what + ", its GHASH", field(computation, "hash"));
        assertTrue(allZero((byte[]) field(computation, "preCounter"), 0), what + ", its J0");
        assertTrue(allZero((byte[]) field(computation, "t"), 0), what + ", its tag");
    }

    /** An engine failure in the middle of an update leaves a saved block; re-init zeroes it. */
    @Test
    void reInitZeroesWhatAFailedCallLeftInTheChainScratch() throws Exception {
        SeenArraysEngine e = new SeenArraysEngine();
        BlockModeCipher c = new BlockModeCipher(AESREF, e, true, false, 0);
        SecretKeySpec key = new SecretKeySpec(new byte[16], "AES");
        c.engineInit(Cipher.DECRYPT_MODE, key, IV, null);
        byte[] ct = new byte[32];
        Arrays.fill(ct, (byte) 0x42);
        e.failing = true;
        assertThrows(IllegalStateException.class, () -> c.engineUpdate(ct, 0, 32));
        assertFalse(allZero((byte[]) field(c, "nextChain"), 0), "the last block was saved first");
        e.failing = false;
        c.engineInit(Cipher.DECRYPT_MODE, key, IV, null);
        assertTrue(allZero((byte[]) field(c, "nextChain"), 0));
    }
}
