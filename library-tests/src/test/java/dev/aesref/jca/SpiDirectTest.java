package dev.aesref.jca;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import java.lang.reflect.Field;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.ProviderException;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * The SPIs called directly, for what the JCA's front classes never reach on their own: the
 * mode/padding setters of a fixed transformation, key sizes, a provider without parameters,
 * raw-encoding checks, and the wiping of buffers and keys (read through reflection, since the
 * point is what the object still holds).
 */
class SpiDirectTest {

    private static final BlockEngine ENGINE = Engines.byName("nohw");
    private static final Provider AESREF = new AesRefProvider();
    /** A provider with no AlgorithmParameters at all. */
    private static final Provider EMPTY = new Provider("EMPTY", "1", "nothing") {
        private static final long serialVersionUID = 1L;
    };
    private static final SecretKeySpec KEY = new SecretKeySpec(new byte[24], "AES");

    @Test
    void fixedTransformationsRefuseOtherModesAndPaddings() throws Exception {
        BlockModeCipher cbc = new BlockModeCipher(AESREF, ENGINE, true, true, 0);
        cbc.engineSetMode("cbc");
        cbc.engineSetPadding("pkcs5padding");
        assertThrows(NoSuchAlgorithmException.class, () -> cbc.engineSetMode("ECB"));
        assertThrows(NoSuchPaddingException.class, () -> cbc.engineSetPadding("NoPadding"));
        BlockModeCipher ecb = new BlockModeCipher(AESREF, ENGINE, false, false, 0);
        ecb.engineSetMode("ECB");
        ecb.engineSetPadding("NoPadding");
        assertThrows(NoSuchAlgorithmException.class, () -> ecb.engineSetMode("CBC"));
        assertThrows(NoSuchPaddingException.class, () -> ecb.engineSetPadding("PKCS5Padding"));
        CtrCipher ctr = new CtrCipher(AESREF, ENGINE);
        ctr.engineSetMode("CTR");
        ctr.engineSetPadding("NoPadding");
        assertThrows(NoSuchAlgorithmException.class, () -> ctr.engineSetMode("CBC"));
        assertThrows(NoSuchPaddingException.class, () -> ctr.engineSetPadding("PKCS5Padding"));
        for (boolean padded : new boolean[] {false, true}) {
            KeyWrapCipher kw = new KeyWrapCipher(AESREF, ENGINE, padded, 0);
            kw.engineSetMode(padded ? "KWP" : "KW");
            kw.engineSetPadding("NoPadding");
            assertThrows(NoSuchAlgorithmException.class, () -> kw.engineSetMode(padded ? "KW" : "KWP"));
            assertThrows(NoSuchPaddingException.class, () -> kw.engineSetPadding("PKCS5Padding"));
        }
        // Through the front door: Cipher.AES is asked for a mode it does not have.
        assertThrows(NoSuchAlgorithmException.class, () -> Cipher.getInstance("AES/OFB/NoPadding", AESREF));
    }

    @Test
    void keySizes() throws Exception {
        assertEquals(192, new BlockModeCipher(AESREF, ENGINE, true, false, 0).engineGetKeySize(KEY));
        assertEquals(192, new CtrCipher(AESREF, ENGINE).engineGetKeySize(KEY));
        assertEquals(192, new KeyWrapCipher(AESREF, ENGINE, true, 0).engineGetKeySize(KEY));
        assertThrows(InvalidKeyException.class,
                () -> new BlockModeCipher(AESREF, ENGINE, true, false, 16).engineGetKeySize(KEY));
        assertThrows(InvalidKeyException.class,
                () -> new KeyWrapCipher(AESREF, ENGINE, false, 32).engineGetKeySize(KEY));
        assertThrows(InvalidKeyException.class,
                () -> new CtrCipher(AESREF, ENGINE).engineGetKeySize(new SecretKeySpec(new byte[8], "AES")));
    }

    @Test
    void keysWithoutRawBytesAreRefused() {
        Key noEncoding = new Key() {
            private static final long serialVersionUID = 1L;

            @Override
            public String getAlgorithm() {
                return "AES";
            }

            @Override
            public String getFormat() {
                return null;
            }

            @Override
            public byte[] getEncoded() {
                return null;
            }
        };
        assertThrows(InvalidKeyException.class, () -> JcaKeys.rawKey(noEncoding, 0));
        assertThrows(InvalidKeyException.class, () -> JcaKeys.rawKey(null, 0));
        assertThrows(InvalidKeyException.class, () -> JcaKeys.rawMacKey(null, 0));
        assertThrows(InvalidKeyException.class, () -> JcaKeys.checkLength(noEncoding, 16));
        assertThrows(InvalidKeyException.class, () -> JcaKeys.checkLength(null, 16));
        KeyWrapCipher kw = new KeyWrapCipher(AESREF, ENGINE, false, 0);
        assertThrows(InvalidKeyException.class, () -> {
            kw.engineInit(Cipher.WRAP_MODE, KEY, (SecureRandom) null);
            kw.engineWrap(noEncoding);
        });
        assertThrows(java.security.InvalidAlgorithmParameterException.class, () -> kw.engineInit(Cipher.WRAP_MODE, KEY,
                new javax.crypto.spec.GCMParameterSpec(96, new byte[8]), null));
        assertThrows(InvalidKeyException.class, () -> kw.engineUnwrap(new byte[16], "AES", 7));
        assertThrows(InvalidParameterException.class, () -> OpMode.decrypting(0));
    }

    @Test
    void aProviderWithoutParametersIsAProviderException() throws Exception {
        BlockModeCipher cbc = new BlockModeCipher(EMPTY, ENGINE, true, false, 0);
        assertNull(cbc.engineGetParameters(), "no IV before init");
        assertNull(cbc.engineGetIV());
        cbc.engineInit(Cipher.ENCRYPT_MODE, KEY, new IvParameterSpec(new byte[16]), null);
        assertThrows(ProviderException.class, cbc::engineGetParameters);
        CtrCipher ctr = new CtrCipher(EMPTY, ENGINE);
        assertNull(ctr.engineGetParameters());
        assertNull(ctr.engineGetIV());
        ctr.engineInit(Cipher.ENCRYPT_MODE, KEY, new IvParameterSpec(new byte[16]), null);
        assertThrows(ProviderException.class, ctr::engineGetParameters);
        KeyWrapCipher kw = new KeyWrapCipher(EMPTY, ENGINE, true, 0);
        assertThrows(ProviderException.class, kw::engineGetParameters);
    }

    @Test
    void doFinalWithNoInput() throws Exception {
        CtrCipher ctr = new CtrCipher(AESREF, ENGINE);
        ctr.engineInit(Cipher.ENCRYPT_MODE, KEY, new IvParameterSpec(new byte[16]), null);
        assertEquals(0, ctr.engineDoFinal(null, 0, 0).length);
        assertEquals(0, ctr.engineDoFinal(null, 0, 0, new byte[0], 0));
        BlockModeCipher ecb = new BlockModeCipher(AESREF, ENGINE, false, true, 0);
        ecb.engineInit(Cipher.ENCRYPT_MODE, KEY, (SecureRandom) null);
        assertEquals(16, ecb.engineDoFinal(null, 0, 0).length);
        // Cipher.doFinal(output, offset): no input, into an array, after buffered bytes.
        ecb.engineUpdate(new byte[20], 0, 20);
        assertEquals(16, ecb.engineDoFinal(null, 0, 0, new byte[20], 4));
        BlockModeCipher dec = new BlockModeCipher(AESREF, ENGINE, false, true, 0);
        dec.engineInit(Cipher.DECRYPT_MODE, KEY, (SecureRandom) null);
        byte[] oneBlock = ecb.engineDoFinal(new byte[3], 0, 3);
        dec.engineUpdate(oneBlock, 0, 16);
        assertEquals(3, dec.engineDoFinal(null, 0, 0, new byte[16], 0));
    }

    private static Object field(Object o, String name) throws Exception {
        Field f = o.getClass().getDeclaredField(name);
        f.setAccessible(true);
        return f.get(o);
    }

    private static boolean allZero(byte[] b) {
        for (byte x : b) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }

    /** Buffered plaintext is zeroed by doFinal; the old expanded key is destroyed on re-init. */
    @Test
    void secretsAreWiped() throws Exception {
        BlockModeCipher cbc = new BlockModeCipher(AESREF, ENGINE, true, true, 0);
        cbc.engineInit(Cipher.ENCRYPT_MODE, KEY, new IvParameterSpec(new byte[16]), null);
        byte[] secret = new byte[20];
        java.util.Arrays.fill(secret, (byte) 0x5A);
        cbc.engineUpdate(secret, 0, 20);
        assertTrue(!allZero((byte[]) field(cbc, "buffer")), "4 bytes are buffered");
        ExpandedKey first = (ExpandedKey) field(cbc, "key");
        cbc.engineDoFinal(secret, 0, 3);
        assertTrue(allZero((byte[]) field(cbc, "buffer")));
        assertTrue(allZero((byte[]) field(cbc, "nextChain")));
        cbc.engineInit(Cipher.ENCRYPT_MODE, KEY, new IvParameterSpec(new byte[16]), null);
        assertTrue(first.isDestroyed(), "re-init destroys the old key");

        // A padded decryption that fails leaves nothing of the plaintext behind.
        BlockModeCipher dec = new BlockModeCipher(AESREF, ENGINE, true, true, 0);
        dec.engineInit(Cipher.DECRYPT_MODE, KEY, new IvParameterSpec(new byte[16]), null);
        dec.engineUpdate(secret, 0, 20);
        assertThrows(javax.crypto.BadPaddingException.class, () -> dec.engineDoFinal(secret, 0, 12));
        assertTrue(allZero((byte[]) field(dec, "buffer")));

        KeyWrapCipher kw = new KeyWrapCipher(AESREF, ENGINE, true, 0);
        kw.engineInit(Cipher.ENCRYPT_MODE, KEY, (SecureRandom) null);
        kw.engineUpdate(secret, 0, 20);
        ExpandedKey kwKey = (ExpandedKey) field(kw, "key");
        byte[] wrapped = kw.engineDoFinal(null, 0, 0);
        assertTrue(allZero((byte[]) field(kw, "collected")));
        kw.engineInit(Cipher.DECRYPT_MODE, KEY, (SecureRandom) null);
        assertTrue(kwKey.isDestroyed());
        assertArrayEquals(secret, kw.engineDoFinal(wrapped, 0, wrapped.length));
        assertTrue(allZero((byte[]) field(kw, "collected")));

        CtrCipher ctr = new CtrCipher(AESREF, ENGINE);
        ctr.engineInit(Cipher.ENCRYPT_MODE, KEY, new IvParameterSpec(new byte[16]), null);
        ExpandedKey ctrKey = (ExpandedKey) field(ctr, "key");
        Object stream = field(ctr, "stream");
        ctr.engineInit(Cipher.ENCRYPT_MODE, KEY, new IvParameterSpec(new byte[16]), null);
        assertTrue(ctrKey.isDestroyed());
        assertTrue(((javax.security.auth.Destroyable) stream).isDestroyed());

        CmacSpi cmac = new CmacSpi(ENGINE);
        cmac.engineReset(); // before init: nothing to reset
        cmac.engineInit(KEY, null);
        ExpandedKey macKey = (ExpandedKey) field(cmac, "key");
        cmac.engineInit(KEY, null);
        assertTrue(macKey.isDestroyed());
    }
}
