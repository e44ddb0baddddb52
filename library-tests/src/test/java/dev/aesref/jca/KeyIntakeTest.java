package dev.aesref.jca;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.security.InvalidKeyException;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One key intake for every cipher of the shipped provider, used through {@link AesRefProvider}
 * itself: a key that one AES cipher accepts, every AES cipher accepts ("AES" or the old name
 * "Rijndael", in RAW format, as SunJCE's AES ciphers), and a key that one refuses, every one
 * refuses with the same message. Before issue 23, AES/GCM took "AES" keys only, in RAW format,
 * while AES/CBC took both names in any format. (The key wraps keep SunJCE's rule, "AES" only.)
 */
class KeyIntakeTest {

    private static final AesRefProvider PROVIDER = new AesRefProvider();
    private static final byte[] RAW = new byte[16];

    static {
        for (int i = 0; i < RAW.length; i++) {
            RAW[i] = (byte) (0x30 + i);
        }
    }

    /** A key whose encoding is the raw bytes but whose format is not called "RAW". */
    private static SecretKey keyWithFormat(String algorithm, String format) {
        return new SecretKey() {
            @Override
            public String getAlgorithm() {
                return algorithm;
            }

            @Override
            public String getFormat() {
                return format;
            }

            @Override
            public byte[] getEncoded() {
                return RAW.clone();
            }
        };
    }

    private static AlgorithmParameterSpec params(String transformation) {
        if (transformation.contains("/GCM/") || transformation.contains("/GCM-SIV/")) {
            return new GCMParameterSpec(128, new byte[12]);
        }
        if (transformation.contains("/CCM/")) {
            return new GCMParameterSpec(128, new byte[13]);
        }
        if (transformation.contains("/EAX/")) {
            return new GCMParameterSpec(128, new byte[16]);
        }
        return transformation.contains("/ECB/") ? null : new IvParameterSpec(new byte[16]);
    }

    private static byte[] encrypt(String transformation, SecretKey key) throws Exception {
        Cipher c = Cipher.getInstance(transformation, PROVIDER);
        assertEquals(PROVIDER, c.getProvider());
        c.init(Cipher.ENCRYPT_MODE, key, params(transformation));
        return c.doFinal(new byte[32]);
    }

    @ParameterizedTest
    @ValueSource(strings = {"AES/ECB/NoPadding", "AES/CBC/PKCS5Padding", "AES/CTR/NoPadding", "AES/GCM/NoPadding",
        "AES/CCM/NoPadding", "AES/EAX/NoPadding", "AES/GCM-SIV/NoPadding"})
    void everyCipherTakesTheSameKeys(String transformation) throws Exception {
        byte[] expected = encrypt(transformation, new SecretKeySpec(RAW, "AES"));
        assertArrayEquals(expected, encrypt(transformation, new SecretKeySpec(RAW, "Rijndael")), "Rijndael");
        assertArrayEquals(expected, encrypt(transformation, keyWithFormat("aes", "raw")), "lower case names");
        Cipher c = Cipher.getInstance(transformation, PROVIDER);
        InvalidKeyException des = assertThrows(InvalidKeyException.class,
                () -> c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(RAW, "DES"), params(transformation)));
        assertEquals("key algorithm must be AES (or Rijndael), got DES", des.getMessage());
        InvalidKeyException format = assertThrows(InvalidKeyException.class,
                () -> c.init(Cipher.ENCRYPT_MODE, keyWithFormat("AES", "X.509"), params(transformation)));
        assertEquals("key must have a RAW encoding, got format X.509", format.getMessage());
        InvalidKeyException length = assertThrows(InvalidKeyException.class,
                () -> c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(Arrays.copyOf(RAW, 20), "AES"),
                        params(transformation)));
        assertEquals("AES key must be 16, 24 or 32 bytes, got 20", length.getMessage());
    }
}
