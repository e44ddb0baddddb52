package dev.aesref.jca;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.security.InvalidAlgorithmParameterException;
import java.security.Provider;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * Where AESREF deliberately differs from SunJCE (docs/oracle.md lists them); each test shows
 * both behaviours, so that a change on either side is noticed.
 */
class PolicyDifferenceTest {

    private final Provider aesref = new AesRefProvider();
    private final Provider sun = SideBySide.sunJce();
    private final SecretKeySpec key = new SecretKeySpec(new byte[16], "AES");

    /** Wycheproof's aes_cbc_pkcs5 tcIds 25, 97, 169: an empty ciphertext must be rejected. */
    @Test
    void emptyPaddedDecryptionIsRefused() throws Exception {
        for (String t : new String[] {"AES/CBC/PKCS5Padding", "AES/ECB/PKCS5Padding"}) {
            IvParameterSpec iv = t.contains("CBC") ? new IvParameterSpec(new byte[16]) : null;
            Cipher peer = Cipher.getInstance(t, sun);
            peer.init(Cipher.DECRYPT_MODE, key, iv);
            assertArrayEquals(new byte[0], peer.doFinal(new byte[0]), "SunJCE returns an empty plaintext");
            Cipher mine = Cipher.getInstance(t, aesref);
            mine.init(Cipher.DECRYPT_MODE, key, iv);
            assertThrows(IllegalBlockSizeException.class, () -> mine.doFinal(new byte[0]));
            assertThrows(IllegalBlockSizeException.class, () -> mine.doFinal());
        }
    }

    /** SunJCE fails with a NegativeArraySizeException; AESREF names the length rule. */
    @Test
    void shortKeyWrapCiphertextIsABlockSizeError() throws Exception {
        for (String t : new String[] {"AES/KW/NoPadding", "AES/KWP/NoPadding"}) {
            Cipher peer = Cipher.getInstance(t, sun);
            peer.init(Cipher.DECRYPT_MODE, key);
            assertThrows(NegativeArraySizeException.class, () -> peer.doFinal(new byte[7]));
            Cipher mine = Cipher.getInstance(t, aesref);
            mine.init(Cipher.DECRYPT_MODE, key);
            assertThrows(IllegalBlockSizeException.class, () -> mine.doFinal(new byte[7]));
        }
    }

    /** Wrapping no key: SunJCE throws a NullPointerException, AESREF an InvalidKeyException. */
    @Test
    void wrappingNullIsAnInvalidKey() throws Exception {
        Cipher peer = Cipher.getInstance("AESWrap", sun);
        peer.init(Cipher.WRAP_MODE, key);
        assertThrows(NullPointerException.class, () -> peer.wrap(null));
        Cipher mine = Cipher.getInstance("AESWrap", aesref);
        mine.init(Cipher.WRAP_MODE, key);
        assertThrows(java.security.InvalidKeyException.class, () -> mine.wrap(null));
    }

    /** SunJCE takes an alternative ICV; the library implements only the default one. */
    @Test
    void onlyTheDefaultIcv() throws Exception {
        Cipher peer = Cipher.getInstance("AES/KW/NoPadding", sun);
        peer.init(Cipher.WRAP_MODE, key, new IvParameterSpec(new byte[8]));
        Cipher mine = Cipher.getInstance("AES/KW/NoPadding", aesref);
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> mine.init(Cipher.WRAP_MODE, key, new IvParameterSpec(new byte[8])));
        Cipher minePad = Cipher.getInstance("AES/KWP/NoPadding", aesref);
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> minePad.init(Cipher.WRAP_MODE, key, new IvParameterSpec(new byte[4])));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> minePad.init(Cipher.WRAP_MODE, key, new javax.crypto.spec.GCMParameterSpec(128, new byte[4])));
        // The default ICV, given explicitly, is the same as none.
        Cipher defaultPeer = Cipher.getInstance("AES/KWP/NoPadding", sun);
        defaultPeer.init(Cipher.ENCRYPT_MODE, key);
        minePad.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(defaultPeer.getIV()));
        assertArrayEquals(defaultPeer.doFinal(new byte[5]), minePad.doFinal(new byte[5]));
        mine.init(Cipher.ENCRYPT_MODE, key, defaultPeer.getParameters() == null ? null
                : Cipher.getInstance("AES/KW/NoPadding", sun).getParameters());
        assertEquals(24, mine.doFinal(new byte[16]).length);
    }

    /**
     * SunJCE wraps a key with any cipher, even ECB or CTR, whose unwrap takes any ciphertext;
     * AESREF refuses WRAP_MODE and UNWRAP_MODE at init for every cipher but the key wraps, rather
     * than accept the mode and fail at wrap().
     */
    @Test
    void onlyTheKeyWrapsWrapKeys() throws Exception {
        java.util.Map<String, java.security.spec.AlgorithmParameterSpec> params = new java.util.LinkedHashMap<>();
        params.put("AES/ECB/NoPadding", null);
        params.put("AES/ECB/PKCS5Padding", null);
        params.put("AES/CBC/NoPadding", new IvParameterSpec(new byte[16]));
        params.put("AES/CBC/PKCS5Padding", new IvParameterSpec(new byte[16]));
        params.put("AES/CTR/NoPadding", new IvParameterSpec(new byte[16]));
        params.put("AES/GCM/NoPadding", new javax.crypto.spec.GCMParameterSpec(128, new byte[12]));
        for (var e : params.entrySet()) {
            String t = e.getKey();
            Cipher peer = Cipher.getInstance(t, sun);
            peer.init(Cipher.WRAP_MODE, key, e.getValue());
            assertEquals(t.contains("GCM") ? 32 : t.contains("PKCS5") ? 32 : 16, peer.wrap(key).length, t);
        }
        params.put("AES/CCM/NoPadding", new javax.crypto.spec.GCMParameterSpec(128, new byte[12]));
        params.put("AES/EAX/NoPadding", new javax.crypto.spec.GCMParameterSpec(128, new byte[16]));
        params.put("AES/GCM-SIV/NoPadding", new javax.crypto.spec.GCMParameterSpec(128, new byte[12]));
        for (var e : params.entrySet()) {
            for (int mode : new int[] {Cipher.WRAP_MODE, Cipher.UNWRAP_MODE}) {
                String name = mode == Cipher.WRAP_MODE ? "WRAP_MODE" : "UNWRAP_MODE";
                Cipher mine = Cipher.getInstance(e.getKey(), aesref);
                InvalidAlgorithmParameterException refused = assertThrows(InvalidAlgorithmParameterException.class,
                        () -> mine.init(mode, key, e.getValue()), e.getKey());
                assertEquals("opmode must be ENCRYPT_MODE or DECRYPT_MODE (only AESWrap and AESWrapPad wrap keys),"
                        + " got " + name, refused.getMessage());
                // Without parameters the same refusal comes as the InvalidKeyException init(mode, key) declares.
                java.security.InvalidKeyException noParams = assertThrows(java.security.InvalidKeyException.class,
                        () -> mine.init(mode, key), e.getKey());
                assertEquals(refused.getMessage(), noParams.getMessage());
            }
        }
        for (String t : new String[] {"AESWrap", "AESWrapPad", "AES/KW/NoPadding", "AES/KWP/NoPadding"}) {
            Cipher mine = Cipher.getInstance(t, aesref);
            mine.init(Cipher.WRAP_MODE, key);
            byte[] wrapped = mine.wrap(key);
            mine.init(Cipher.UNWRAP_MODE, key);
            assertArrayEquals(key.getEncoded(), mine.unwrap(wrapped, "AES", Cipher.SECRET_KEY).getEncoded(), t);
        }
    }
}
