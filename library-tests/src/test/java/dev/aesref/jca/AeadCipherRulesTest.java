package dev.aesref.jca;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.ExpandedKey;
import dev.aesref.harness.Seeds;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.ByteBuffer;
import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.CipherInputStream;
import javax.crypto.CipherOutputStream;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.SecretKey;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.RC2ParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import javax.security.auth.Destroyable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The JCA rules of the AEAD ciphers: what is refused, when, with what; that a failed tag releases
 * nothing anywhere; that a short buffer can be retried; and that the buffers are wiped. Where
 * SunJCE has the rule (GCM), the test checks SunJCE behaves the same.
 */
class AeadCipherRulesTest {

    private static final byte FILL = (byte) 0xA5;

    private static byte[] seal(AeadModes m, SecretKey key, AlgorithmParameterSpec spec, byte[] aad,
                               byte[] pt) throws Exception {
        Cipher peer = m.peer();
        peer.init(Cipher.ENCRYPT_MODE, key, spec);
        peer.updateAAD(aad);
        return peer.doFinal(pt);
    }

    // ---- a bad tag releases nothing ----

    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void aBadTagReleasesNothing(AeadModes m) throws Exception {
        SecretKey key = AeadModes.key(1, 16);
        AlgorithmParameterSpec spec = m.params(2);
        byte[] aad = {9, 8, 7};
        byte[] pt = Seeds.bytes(3, 40);
        byte[] ct = seal(m, key, spec, aad, pt);
        for (int flip : new int[] {0, 17, ct.length - 16, ct.length - 1, -1}) {
            byte[] bad = ct.clone();
            byte[] badAad = aad.clone();
            if (flip >= 0) {
                bad[flip] ^= 1;
            } else {
                badAad[0] ^= 1;
            }
            Cipher ours = m.ours();
            ours.init(Cipher.DECRYPT_MODE, key, spec);
            ours.updateAAD(badAad);
            byte[] out = new byte[pt.length + 10];
            Arrays.fill(out, FILL);
            assertEquals(0, ours.update(bad, 0, 30, out, 0));
            AEADBadTagException e = assertThrows(AEADBadTagException.class,
                    () -> ours.doFinal(bad, 30, bad.length - 30, out, 2));
            assertNotNull(e.getMessage());
            for (byte b : out) {
                assertEquals(FILL, b, "no byte written");
            }
            // The cipher is usable again: the same parameters, the right input.
            ours.updateAAD(aad);
            assertArrayEquals(pt, ours.doFinal(ct));
        }
    }

    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void inputShorterThanTheTagIsABadTag(AeadModes m) throws Exception {
        Cipher ours = m.ours();
        ours.init(Cipher.DECRYPT_MODE, AeadModes.key(1, 16), m.params(2));
        assertEquals(0, ours.getOutputSize(15));
        assertThrows(AEADBadTagException.class, () -> ours.doFinal(new byte[15]));
        assertThrows(AEADBadTagException.class, () -> ours.doFinal());
    }

    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void streamsReleaseNothingOnABadTag(AeadModes m) throws Exception {
        SecretKey key = AeadModes.key(4, 32);
        AlgorithmParameterSpec spec = m.params(5);
        byte[] pt = Seeds.bytes(6, 300);
        byte[] bad = seal(m, key, spec, new byte[0], pt);
        bad[bad.length - 1] ^= 1;

        Cipher ours = m.ours();
        ours.init(Cipher.DECRYPT_MODE, key, spec);
        byte[] got = new byte[pt.length];
        int[] total = {0};
        try (CipherInputStream in = new CipherInputStream(new ByteArrayInputStream(bad), ours)) {
            IOException e = assertThrows(IOException.class, () -> {
                int n;
                while ((n = in.read(got, total[0], got.length - total[0])) > 0) {
                    total[0] += n;
                }
            });
            assertTrue(e.getCause() instanceof AEADBadTagException, e.toString());
        }
        assertEquals(0, total[0], "CipherInputStream released plaintext");

        ours.init(Cipher.DECRYPT_MODE, key, spec);
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        CipherOutputStream out = new CipherOutputStream(sink, ours);
        out.write(bad, 0, 100);
        out.write(bad, 100, bad.length - 100);
        // javax.crypto.CipherOutputStream.close() swallows the AEADBadTagException (JDK 17 and
        // 25 alike); what the SPI can promise is that nothing reached the stream.
        out.close();
        assertEquals(0, sink.size(), "CipherOutputStream released plaintext");
    }

    // ---- AAD after data ----

    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void aadAfterDataIsRefused(AeadModes m) throws Exception {
        for (int mode : new int[] {Cipher.ENCRYPT_MODE, Cipher.DECRYPT_MODE}) {
            Cipher ours = m.ours();
            ours.init(mode, AeadModes.key(7, 16), m.params(8));
            ours.updateAAD(new byte[3]);
            ours.update(new byte[0]);
            ours.updateAAD(new byte[0]);
            ours.updateAAD(new byte[2]); // an empty update is no data yet
            ours.update(new byte[1]); // one byte: GCM holds it back, it still counts
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> ours.updateAAD(new byte[1]));
            assertTrue(e.getMessage().contains("before the first update"), e.getMessage());
        }
        // Cipher drops an empty updateAAD before the SPI sees it; the SPI refuses it too.
        AeadCipherSpi spi = m.spi();
        spi.engineInit(Cipher.ENCRYPT_MODE, AeadModes.key(7, 16), m.params(8), null);
        spi.engineUpdate(new byte[3], 0, 3);
        assertThrows(IllegalStateException.class, () -> spi.engineUpdateAAD(new byte[0], 0, 0));
        assertThrows(IllegalStateException.class,
                () -> spi.engineUpdateAAD(ByteBuffer.allocate(0)));
    }

    @Test
    void sunJceRefusesLateAadToo() throws Exception {
        Cipher sun = AeadModes.GCM.peer();
        sun.init(Cipher.ENCRYPT_MODE, AeadModes.key(7, 16), AeadModes.GCM.params(8));
        sun.update(new byte[17]);
        assertThrows(IllegalStateException.class, () -> sun.updateAAD(new byte[1]));
    }

    // ---- nonce reuse ----

    @Test
    void gcmRefusesASecondEncryptionWithTheSameNonce() throws Exception {
        for (Cipher c : new Cipher[] {AeadModes.GCM.ours(), AeadModes.GCM.peer()}) {
            SecretKey key = AeadModes.key(9, 16);
            AlgorithmParameterSpec spec = AeadModes.GCM.params(10);
            c.init(Cipher.ENCRYPT_MODE, key, spec);
            c.doFinal(new byte[5]);
            String who = c.getProvider().getName();
            assertThrows(IllegalStateException.class, () -> c.doFinal(new byte[5]), who);
            assertThrows(IllegalStateException.class, () -> c.update(new byte[5]), who);
            assertThrows(IllegalStateException.class, () -> c.updateAAD(new byte[5]), who);
            assertThrows(InvalidAlgorithmParameterException.class,
                    () -> c.init(Cipher.ENCRYPT_MODE, key, spec), who);
            // Decryption under them is fine, and does not clear the memory of the encryption.
            c.init(Cipher.DECRYPT_MODE, key, spec);
            assertThrows(InvalidAlgorithmParameterException.class,
                    () -> c.init(Cipher.ENCRYPT_MODE, key, spec), who);
            // Another nonce, or another key of the same length, is a new encryption.
            c.init(Cipher.ENCRYPT_MODE, key, AeadModes.GCM.params(11));
            c.init(Cipher.ENCRYPT_MODE, AeadModes.key(12, 16), AeadModes.GCM.params(11));
            c.init(Cipher.ENCRYPT_MODE, key, AeadModes.GCM.params(11));
            // Another nonce length, or another key length, also differs.
            c.init(Cipher.ENCRYPT_MODE, key, AeadModes.params(11, 16, 128));
            c.init(Cipher.ENCRYPT_MODE, AeadModes.key(9, 32), AeadModes.params(11, 16, 128));
            assertThrows(InvalidAlgorithmParameterException.class,
                    () -> c.init(Cipher.ENCRYPT_MODE, AeadModes.key(9, 32),
                            AeadModes.params(11, 16, 128)), who);
        }
    }

    @ParameterizedTest
    @EnumSource(value = AeadModes.class, names = {"CCM", "EAX", "GCM_SIV"})
    void otherModesResetAfterDoFinalAsTheJcaSays(AeadModes m) throws Exception {
        SecretKey key = AeadModes.key(13, 16);
        AlgorithmParameterSpec spec = m.params(14);
        byte[] pt = Seeds.bytes(15, 33);
        byte[] ct = seal(m, key, spec, new byte[] {1}, pt);
        Cipher ours = m.ours();
        ours.init(Cipher.ENCRYPT_MODE, key, spec);
        ours.updateAAD(new byte[] {1});
        assertArrayEquals(ct, ours.doFinal(pt));
        ours.updateAAD(new byte[] {1});
        assertArrayEquals(ct, ours.doFinal(pt), "same key and nonce again");
        ours.init(Cipher.ENCRYPT_MODE, key, spec);
        ours.updateAAD(new byte[] {1});
        assertArrayEquals(ct, ours.doFinal(pt), "re-init with the same key and nonce");
    }

    // ---- short buffers ----

    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void aShortBufferCanBeRetried(AeadModes m) throws Exception {
        SecretKey key = AeadModes.key(16, 16);
        AlgorithmParameterSpec spec = m.params(17);
        byte[] pt = Seeds.bytes(18, 45);
        byte[] ct = seal(m, key, spec, new byte[0], pt);
        Cipher ours = m.ours();
        ours.init(Cipher.ENCRYPT_MODE, key, spec);
        byte[] out = new byte[ct.length];
        int n = 0;
        if (m == AeadModes.GCM) {
            byte[] tiny = new byte[31];
            assertThrows(ShortBufferException.class, () -> ours.update(pt, 0, 40, tiny, 0));
            n = ours.update(pt, 0, 40, out, 0);
            assertEquals(32, n);
        } else {
            n = ours.update(pt, 0, 40, new byte[0], 0);
            assertEquals(0, n);
        }
        int rest = pt.length - 40;
        int tail = ct.length - n;
        assertEquals(tail, ours.getOutputSize(rest));
        assertThrows(ShortBufferException.class,
                () -> ours.doFinal(pt, 40, rest, new byte[tail - 1], 0));
        assertThrows(ShortBufferException.class,
                () -> ours.doFinal(pt, 40, rest, new byte[tail + 3], 4));
        assertThrows(ShortBufferException.class,
                () -> ours.doFinal(ByteBuffer.wrap(pt, 40, rest), ByteBuffer.allocate(tail - 1)));
        assertEquals(tail, ours.doFinal(pt, 40, rest, out, n));
        assertArrayEquals(ct, out);

        ours.init(Cipher.DECRYPT_MODE, key, spec);
        ours.update(ct, 0, 20);
        byte[] back = new byte[pt.length + 2];
        assertThrows(ShortBufferException.class,
                () -> ours.doFinal(ct, 20, ct.length - 20, back, 3));
        // Cipher checks null and negative offsets itself; the SPI answers them too.
        AeadCipherSpi spi = m.spi();
        spi.engineInit(Cipher.DECRYPT_MODE, key, spec, null);
        ShortBufferException none = assertThrows(ShortBufferException.class,
                () -> spi.engineDoFinal(ct, 0, ct.length, null, 0));
        assertTrue(none.getMessage().endsWith("the array has none"), none.getMessage());
        assertThrows(ShortBufferException.class,
                () -> spi.engineDoFinal(ct, 0, ct.length, back, -1));
        assertThrows(ShortBufferException.class,
                () -> spi.engineDoFinal(ct, 0, ct.length, back, back.length + 1));
        assertEquals(pt.length, spi.engineDoFinal(ct, 0, ct.length, back, 0));
        assertEquals(pt.length, ours.doFinal(ct, 20, ct.length - 20, back, 2));
        assertArrayEquals(pt, Arrays.copyOfRange(back, 2, back.length));
    }

    // ---- parameters ----

    @ParameterizedTest(name = "{0} key {1} nonce {2} tag {3}")
    @CsvSource({
        "GCM, 15, 12, 128, InvalidKeyException, 16, 24 or 32 bytes",
        "GCM, 33, 12, 128, InvalidKeyException, 16, 24 or 32 bytes",
        "GCM, 16, 0, 128, InvalidAlgorithmParameterException, at least 1 byte",
        "GCM, 16, 12, 64, InvalidAlgorithmParameterException, 96, 104, 112",
        "GCM, 16, 12, 88, InvalidAlgorithmParameterException, 96, 104, 112",
        "GCM, 16, 12, 136, InvalidAlgorithmParameterException, 96, 104, 112",
        "GCM, 16, 12, 100, InvalidAlgorithmParameterException, whole number of bytes",
        "CCM, 24, 6, 128, InvalidAlgorithmParameterException, 7 to 13 bytes",
        "CCM, 24, 14, 128, InvalidAlgorithmParameterException, 7 to 13 bytes",
        "CCM, 24, 12, 24, InvalidAlgorithmParameterException, 32, 48, 64",
        "CCM, 24, 12, 136, InvalidAlgorithmParameterException, 32, 48, 64",
        "CCM, 24, 12, 40, InvalidAlgorithmParameterException, 32, 48, 64",
        "CCM, 24, 12, 16, InvalidAlgorithmParameterException, 32, 48, 64",
        "CCM, 24, 12, 144, InvalidAlgorithmParameterException, 32, 48, 64",
        "CCM, 17, 12, 128, InvalidKeyException, 16, 24 or 32 bytes",
        "EAX, 8, 16, 128, InvalidKeyException, 16, 24 or 32 bytes",
        "EAX, 16, 16, 0, InvalidAlgorithmParameterException, 8 to 128 bits",
        "EAX, 16, 16, 136, InvalidAlgorithmParameterException, 8 to 128 bits",
        "GCM_SIV, 24, 12, 128, InvalidKeyException, 16 or 32 bytes",
        "GCM_SIV, 16, 16, 128, InvalidAlgorithmParameterException, 12 bytes",
        "GCM_SIV, 16, 12, 120, InvalidAlgorithmParameterException, 128 bits",
    })
    void badParametersFailAtInit(AeadModes m, int keyBytes, int nonceBytes, int tagBits,
                                 String exception, String rule) throws Exception {
        for (int mode : new int[] {Cipher.ENCRYPT_MODE, Cipher.DECRYPT_MODE}) {
            Cipher ours = m.ours();
            Exception e = assertThrows(Exception.class, () -> ours.init(mode,
                    AeadModes.key(1, keyBytes), AeadModes.params(2, nonceBytes, tagBits)));
            assertEquals(exception, e.getClass().getSimpleName(), e.toString());
            assertTrue(e.getMessage().contains(rule), e.getMessage());
        }
    }

    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void theEdgesOfEachRuleAreAccepted(AeadModes m) throws Exception {
        int[][] ok;
        switch (m) {
            case GCM:
                ok = new int[][] {{16, 1, 96}, {24, 200, 128}, {32, 12, 104}};
                break;
            case CCM:
                ok = new int[][] {{16, 7, 32}, {32, 13, 128}};
                break;
            case EAX:
                ok = new int[][] {{16, 0, 8}, {24, 1, 128}, {32, 257, 64}};
                break;
            default:
                ok = new int[][] {{16, 12, 128}, {32, 12, 128}};
        }
        for (int[] p : ok) {
            SecretKey key = AeadModes.key(3, p[0]);
            AlgorithmParameterSpec spec = AeadModes.params(4, p[1], p[2]);
            Cipher ours = m.ours();
            ours.init(Cipher.ENCRYPT_MODE, key, spec);
            byte[] ct = ours.doFinal(new byte[20]);
            byte[] expected;
            if (m == AeadModes.EAX && p[2] < 32) {
                // Bouncy Castle takes no EAX tag this short; the paper's T is the first tau bits
                // of the full tag (Bellare, Rogaway, Wagner, figure 3).
                byte[] full = seal(m, key, AeadModes.params(4, p[1], 128), new byte[0],
                        new byte[20]);
                expected = Arrays.copyOf(full, 20 + p[2] / 8);
            } else {
                expected = seal(m, key, spec, new byte[0], new byte[20]);
            }
            assertArrayEquals(expected, ct);
        }
    }

    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void wrongKeysAndSpecsFailAtInit(AeadModes m) throws Exception {
        Cipher ours = m.ours();
        AlgorithmParameterSpec spec = m.params(1);
        InvalidKeyException e = assertThrows(InvalidKeyException.class, () -> ours.init(
                Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[16], "DES"), spec));
        assertTrue(e.getMessage().contains("must be AES"), e.getMessage());
        assertThrows(InvalidKeyException.class, () -> ours.init(Cipher.ENCRYPT_MODE,
                new OddKey("AES", "X.509", new byte[16]), spec));
        assertThrows(InvalidKeyException.class, () -> ours.init(Cipher.ENCRYPT_MODE,
                new OddKey("AES", "RAW", null), spec));
        OddKey wrongFormat = new OddKey("AES", "PKCS#8", new byte[] {1, 2});
        assertThrows(InvalidKeyException.class,
                () -> ours.init(Cipher.ENCRYPT_MODE, wrongFormat, spec));
        assertArrayEquals(new byte[2], wrongFormat.handedOut, "a refused key is wiped too");
        InvalidAlgorithmParameterException p = assertThrows(
                InvalidAlgorithmParameterException.class, () -> ours.init(Cipher.ENCRYPT_MODE,
                        AeadModes.key(1, 16), new RC2ParameterSpec(40)));
        assertTrue(p.getMessage().contains("GCMParameterSpec"), p.getMessage());
        InvalidKeyException d = assertThrows(InvalidKeyException.class,
                () -> ours.init(Cipher.DECRYPT_MODE, AeadModes.key(1, 16)));
        assertTrue(d.getMessage().contains("needs parameters"), d.getMessage());
        assertThrows(InvalidKeyException.class,
                () -> ours.init(Cipher.WRAP_MODE, AeadModes.key(1, 16)));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> ours.init(Cipher.UNWRAP_MODE, AeadModes.key(1, 16), spec));
        AeadCipherSpi spi = m.spi();
        assertThrows(InvalidKeyException.class,
                () -> spi.engineInit(Cipher.ENCRYPT_MODE, null, spec, null));
    }

    /** An IvParameterSpec is the nonce with a 16-byte tag (Wycheproof's way for GCM-SIV). */
    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void ivParameterSpecMeansA128BitTag(AeadModes m) throws Exception {
        SecretKey key = AeadModes.key(5, 16);
        byte[] nonce = Seeds.bytes(6, m.nonceBytes);
        Cipher ours = m.ours();
        ours.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(nonce));
        byte[] ct = ours.doFinal(new byte[10]);
        assertArrayEquals(seal(m, key, new GCMParameterSpec(128, nonce), new byte[0],
                new byte[10]), ct);
    }

    /** Without parameters an encryption draws its nonce; getIV and getParameters give it. */
    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void encryptionWithoutParametersDrawsANonce(AeadModes m) throws Exception {
        SecretKey key = AeadModes.key(7, 16);
        Cipher ours = m.ours();
        assertNull(ours.getIV());
        assertNull(ours.getParameters());
        ours.init(Cipher.ENCRYPT_MODE, key, new SecureRandom());
        byte[] first = ours.getIV();
        assertEquals(m.nonceBytes, first.length);
        ours.init(Cipher.ENCRYPT_MODE, key);
        assertFalse(Arrays.equals(first, ours.getIV()), "a fresh nonce each time");
        byte[] pt = Seeds.bytes(8, 21);
        byte[] ct = ours.doFinal(pt);
        assertEquals(pt.length + 16, ct.length);
        AlgorithmParameters params = ours.getParameters();
        GCMParameterSpec spec = params.getParameterSpec(GCMParameterSpec.class);
        assertEquals(128, spec.getTLen());
        assertArrayEquals(ours.getIV(), spec.getIV());
        ours.getIV()[0] ^= 1; // a copy
        assertArrayEquals(spec.getIV(), ours.getIV());
        Cipher back = m.ours();
        back.init(Cipher.DECRYPT_MODE, key, params);
        assertArrayEquals(pt, back.doFinal(ct));
        assertArrayEquals(ct, seal(m, key, spec, new byte[0], pt));
        AlgorithmParameters notGcm = AlgorithmParameters.getInstance("DES");
        notGcm.init(new IvParameterSpec(new byte[8]));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> back.init(Cipher.DECRYPT_MODE, key, notGcm));
        back.init(Cipher.ENCRYPT_MODE, key, (AlgorithmParameters) null);
        assertEquals(m.nonceBytes, back.getIV().length);
    }

    /** Where no installed provider has GCM parameters (Wycheproof's runner), there are none. */
    @Test
    void noParametersWithoutAProviderOfThem() throws Exception {
        Cipher ours = AeadModes.GCM.ours();
        ours.init(Cipher.ENCRYPT_MODE, AeadModes.key(1, 16), AeadModes.GCM.params(2));
        java.security.Provider[] installed = java.security.Security.getProviders();
        java.util.List<Integer> removed = new java.util.ArrayList<>();
        try {
            for (int i = 0; i < installed.length; i++) {
                if (installed[i].getService("AlgorithmParameters", "GCM") != null) {
                    java.security.Security.removeProvider(installed[i].getName());
                    removed.add(i);
                }
            }
            assertFalse(removed.isEmpty());
            assertNull(ours.getParameters());
            assertEquals(12, ours.getIV().length);
        } finally {
            for (int i : removed) {
                java.security.Security.insertProviderAt(installed[i], i + 1);
            }
        }
        assertNotNull(ours.getParameters());
    }

    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void theNonceComesFromTheGivenRandomOrAFreshOne(AeadModes m) throws Exception {
        AeadCipherSpi spi = m.spi();
        SecureRandom counting = new SecureRandom() {
            private static final long serialVersionUID = 1L;

            @Override
            public void nextBytes(byte[] bytes) {
                for (int i = 0; i < bytes.length; i++) {
                    bytes[i] = (byte) (i + 1);
                }
            }
        };
        spi.engineInit(Cipher.ENCRYPT_MODE, AeadModes.key(1, 16), counting);
        byte[] iv = spi.engineGetIV();
        assertEquals(m.nonceBytes, iv.length);
        for (int i = 0; i < iv.length; i++) {
            assertEquals(i + 1, iv[i]);
        }
        spi.engineInit(Cipher.ENCRYPT_MODE, AeadModes.key(1, 16), (SecureRandom) null);
        assertEquals(m.nonceBytes, spi.engineGetIV().length);
        assertFalse(Arrays.equals(iv, spi.engineGetIV()));
    }

    @Test
    void gcmRemembersOnlyEncryptions() throws Exception {
        SecretKey key = AeadModes.key(9, 16);
        AlgorithmParameterSpec spec = AeadModes.GCM.params(10);
        for (Cipher c : new Cipher[] {AeadModes.GCM.ours(), AeadModes.GCM.peer()}) {
            c.init(Cipher.DECRYPT_MODE, key, spec);
            c.init(Cipher.ENCRYPT_MODE, key, spec);
        }
        AeadCipherSpi spi = AeadModes.GCM.spi();
        spi.engineInit(Cipher.DECRYPT_MODE, key, spec, null);
        assertEquals(null, field(spi, "lastEncryption"), "a decryption remembers nothing");
        spi.engineInit(Cipher.ENCRYPT_MODE, key, spec, null);
        assertTrue(field(spi, "lastEncryption") instanceof NonceReuseGuard, "an encryption is remembered");
        spi.engineInit(Cipher.ENCRYPT_MODE, AeadModes.key(10, 16), spec, null);
        // Only the last encryption is remembered: the first key and nonce are allowed again.
        spi.engineInit(Cipher.ENCRYPT_MODE, key, spec, null);
        assertThrows(InvalidAlgorithmParameterException.class, () -> spi.engineInit(Cipher.ENCRYPT_MODE, key, spec, null));
        spi.engineUpdate(new byte[5], 0, 5);
        Destroyable running = (Destroyable) field(spi, "incremental");
        spi.engineInit(Cipher.ENCRYPT_MODE, key, AeadModes.GCM.params(11), null);
        assertTrue(running.isDestroyed(), "the interrupted encryption is destroyed");
        Destroyable next = (Destroyable) field(spi, "incremental");
        assertFalse(next.isDestroyed());
        spi.engineDoFinal(new byte[3], 0, 3);
        assertTrue(next.isDestroyed(), "a finished encryption is destroyed");
    }

    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void modePaddingBlockAndKeySize(AeadModes m) throws Exception {
        AeadCipherSpi spi = m.spi();
        String name = m.transformation.split("/")[1];
        spi.engineSetMode(name);
        spi.engineSetMode(name.toLowerCase(java.util.Locale.ROOT));
        assertThrows(NoSuchAlgorithmException.class, () -> spi.engineSetMode("CBC"));
        spi.engineSetPadding("NoPadding");
        spi.engineSetPadding("NOPADDING");
        assertThrows(NoSuchPaddingException.class, () -> spi.engineSetPadding("PKCS5Padding"));
        assertEquals(16, spi.engineGetBlockSize());
        assertEquals(128, spi.engineGetKeySize(AeadModes.key(1, 16)));
        assertEquals(256, spi.engineGetKeySize(AeadModes.key(1, 32)));
        assertThrows(InvalidKeyException.class, () -> spi.engineGetKeySize(AeadModes.key(1, 20)));
        OddKey tracked = new OddKey("AES", "RAW", Seeds.bytes(1, 16));
        assertEquals(128, spi.engineGetKeySize(tracked));
        assertArrayEquals(new byte[16], tracked.handedOut, "getKeySize wipes the encoding");
        assertEquals(16, m.ours().getBlockSize());
        if (m == AeadModes.GCM_SIV) {
            assertThrows(InvalidKeyException.class,
                    () -> spi.engineGetKeySize(AeadModes.key(1, 24)));
        } else {
            assertEquals(192, spi.engineGetKeySize(AeadModes.key(1, 24)));
        }
    }

    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void callsBeforeInitAndBadRangesThrow(AeadModes m) throws Exception {
        AeadCipherSpi spi = m.spi();
        assertThrows(IllegalStateException.class, () -> spi.engineUpdate(new byte[1], 0, 1));
        assertThrows(IllegalStateException.class, () -> spi.engineUpdateAAD(new byte[1], 0, 1));
        assertThrows(IllegalStateException.class, () -> spi.engineGetOutputSize(1));
        assertThrows(IllegalStateException.class, () -> spi.engineDoFinal(new byte[1], 0, 1));
        spi.engineInit(Cipher.ENCRYPT_MODE, AeadModes.key(1, 16), m.params(2), null);
        assertThrows(IllegalArgumentException.class, () -> spi.engineGetOutputSize(-1));
        assertThrows(IllegalArgumentException.class, () -> spi.engineUpdate(new byte[4], 3, 2));
        assertThrows(IllegalArgumentException.class, () -> spi.engineUpdate(new byte[4], -1, 2));
        assertThrows(IllegalArgumentException.class, () -> spi.engineUpdate(new byte[4], 1, -1));
        assertThrows(IllegalArgumentException.class,
                () -> spi.engineUpdateAAD(new byte[4], 2, 3));
        assertThrows(IllegalArgumentException.class,
                () -> spi.engineDoFinal(new byte[4], 0, 5, new byte[40], 0));
        NullPointerException npe = assertThrows(NullPointerException.class,
                () -> spi.engineUpdate(null, 0, 1));
        assertEquals("input", npe.getMessage());
        assertThrows(IllegalArgumentException.class, () -> spi.engineUpdate(new byte[4], 5, 0));
        assertThrows(IllegalArgumentException.class,
                () -> spi.engineUpdate(new byte[4], 3, 2, new byte[40], 0));
        assertThrows(IllegalArgumentException.class, () -> spi.engineDoFinal(new byte[4], 3, 2));
        AeadCipherSpi fresh = m.spi();
        assertThrows(IllegalStateException.class,
                () -> fresh.engineUpdate(new byte[1], 0, 1, new byte[40], 0));
        assertThrows(IllegalStateException.class,
                () -> fresh.engineDoFinal(new byte[1], 0, 1, new byte[40], 0));
        assertEquals(16, spi.engineDoFinal(null, 0, 0).length, "no input is (null, 0, 0)");
        if (m != AeadModes.GCM) {
            assertEquals(0, spi.engineUpdate(new byte[3], 0, 3, null, 0), "no output, none needed");
        }
    }

    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void outputSizesAreExactAtEveryStep(AeadModes m) throws Exception {
        Cipher ours = m.ours();
        ours.init(Cipher.ENCRYPT_MODE, AeadModes.key(1, 16), m.params(2, m.nonceBytes, 
                m.tagBits.get(0)));
        int tag = m.tagBits.get(0) / 8;
        int held = 0;
        for (int len : new int[] {0, 5, 11, 16, 1}) {
            byte[] piece = AeadSideBySideTest.orEmpty(ours.update(new byte[len]));
            held += len - piece.length;
            assertEquals(held + 7 + tag, ours.getOutputSize(7));
        }
        assertEquals(held + 7 + tag, ours.doFinal(new byte[7]).length);
        ours.init(Cipher.DECRYPT_MODE, AeadModes.key(1, 16), m.params(2));
        ours.update(new byte[9]);
        assertEquals(0, ours.getOutputSize(6));
        assertEquals(1, ours.getOutputSize(8));
        assertEquals(9 + 100 - 16, ours.getOutputSize(100));
    }

    @Test
    void gcmOutputSizesAreSunJces() throws Exception {
        Cipher ours = AeadModes.GCM.ours();
        Cipher sun = AeadModes.GCM.peer();
        for (Cipher c : new Cipher[] {ours, sun}) {
            c.init(Cipher.ENCRYPT_MODE, AeadModes.key(1, 16), AeadModes.params(2, 12, 112));
            c.update(new byte[21]);
        }
        for (int n : new int[] {0, 1, 11, 12, 100}) {
            assertEquals(sun.getOutputSize(n), ours.getOutputSize(n), "encrypt " + n);
        }
        for (Cipher c : new Cipher[] {ours, sun}) {
            c.init(Cipher.DECRYPT_MODE, AeadModes.key(1, 16), AeadModes.params(3, 12, 128));
            c.update(new byte[21]);
        }
        for (int n : new int[] {0, 1, 11, 12, 100}) {
            assertEquals(sun.getOutputSize(n), ours.getOutputSize(n), "decrypt " + n);
        }
    }

    /** CCM's payload limit for a 13-byte nonce (2^16 - 1 bytes) is a doFinal failure. */
    @Test
    void ccmMessageTooLongForItsNonce() throws Exception {
        Cipher ours = AeadModes.CCM.ours();
        ours.init(Cipher.ENCRYPT_MODE, AeadModes.key(1, 16), AeadModes.params(2, 13, 128));
        assertEquals(65535 + 16, ours.doFinal(new byte[65535]).length);
        byte[] out = new byte[65536 + 16];
        IllegalBlockSizeException e = assertThrows(IllegalBlockSizeException.class,
                () -> ours.doFinal(new byte[65536], 0, 65536, out, 0));
        assertNotNull(e.getMessage());
        for (byte b : out) {
            assertEquals(0, b);
        }
    }

    /** The buffering bound is checked before the buffer grows (the field stands in for 2 GiB). */
    @Test
    void theBufferingBoundIsChecked() throws Exception {
        AeadCipherSpi spi = AeadModes.EAX.spi();
        spi.engineInit(Cipher.ENCRYPT_MODE, AeadModes.key(1, 16), AeadModes.EAX.params(2), null);
        for (String name : new String[] {"aad", "data"}) {
            AeadBuffer b = (AeadBuffer) field(spi, name);
            Field length = AeadBuffer.class.getDeclaredField("length");
            length.setAccessible(true);
            length.setInt(b, AeadCipherSpi.MAX_BUFFERED_BYTES - 1);
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    name.equals("aad") ? () -> spi.engineUpdateAAD(new byte[2], 0, 2)
                            : () -> spi.engineUpdate(new byte[2], 0, 2));
            assertTrue(e.getMessage().contains("the " + (name.equals("aad") ? "AAD" : "data")),
                    e.getMessage());
            assertTrue(e.getMessage().contains(String.valueOf(AeadCipherSpi.MAX_BUFFERED_BYTES)),
                    e.getMessage());
            length.setInt(b, 0);
        }
    }

    // ---- wiping ----

    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void buffersAndKeysAreWiped(AeadModes m) throws Exception {
        SecretKey key = AeadModes.key(1, 16);
        AlgorithmParameterSpec spec = m.params(2);
        byte[] pt = Seeds.bytes(3, 50);
        byte[] ct = seal(m, key, spec, new byte[] {1, 2}, pt);
        AeadCipherSpi spi = m.spi();
        OddKey tracked = new OddKey("AES", "RAW", key.getEncoded());
        spi.engineInit(Cipher.ENCRYPT_MODE, tracked, spec, null);
        assertArrayEquals(new byte[16], tracked.handedOut, "the key's encoding is wiped");
        spi.engineUpdateAAD(new byte[] {1, 2}, 0, 2);
        spi.engineUpdate(pt, 0, 40);
        byte[] data = buffered(spi, "data");
        byte[] aad = buffered(spi, "aad");
        spi.engineDoFinal(pt, 40, 10);
        assertZero(data);
        assertZero(aad);
        assertZero(buffered(spi, "data"));
        assertZero(buffered(spi, "aad"));

        // A failed tag.
        spi.engineInit(Cipher.DECRYPT_MODE, key, spec, null);
        spi.engineUpdateAAD(new byte[] {1, 2}, 0, 2);
        spi.engineUpdate(ct, 0, 20);
        data = buffered(spi, "data");
        byte[] bad = ct.clone();
        bad[30] ^= 1;
        assertThrows(AEADBadTagException.class, () -> spi.engineDoFinal(bad, 20, bad.length - 20));
        assertZero(data);
        assertZero(buffered(spi, "data"));
        assertZero(buffered(spi, "aad"));

        // A re-init in the middle of a message, and the previous key's expansion destroyed.
        spi.engineUpdateAAD(new byte[] {1, 2}, 0, 2);
        spi.engineUpdate(pt, 0, 40);
        data = buffered(spi, "data");
        aad = buffered(spi, "aad");
        Field expandedField = AeadCipherSpi.class.getDeclaredField("expanded");
        expandedField.setAccessible(true);
        ExpandedKey before = (ExpandedKey) expandedField.get(spi);
        Field aeadField = AeadCipherSpi.class.getDeclaredField("aead");
        aeadField.setAccessible(true);
        javax.security.auth.Destroyable mode = (javax.security.auth.Destroyable) aeadField.get(spi);
        spi.engineInit(Cipher.ENCRYPT_MODE, key, m.params(9), null);
        assertZero(data);
        assertZero(aad);
        assertTrue(mode.isDestroyed(), "the old mode is destroyed");
        if (m != AeadModes.GCM_SIV) {
            assertTrue(before.isDestroyed(), "the old expanded key is destroyed");
        }
        // An update and a doFinal after the re-init leave nothing buffered either.
        spi.engineUpdate(pt, 0, 7);
        spi.engineDoFinal(pt, 7, 3);
        assertZero(buffered(spi, "data"));
        assertZero(buffered(spi, "aad"));
    }

    @Test
    void gcmHeldBackBytesAreWipedWhenTheyLeave() throws Exception {
        AeadCipherSpi spi = AeadModes.GCM.spi();
        spi.engineInit(Cipher.ENCRYPT_MODE, AeadModes.key(1, 16), AeadModes.GCM.params(2), null);
        byte[] pt = new byte[40];
        Arrays.fill(pt, (byte) 0x77);
        assertEquals(32, spi.engineUpdate(pt, 0, 40).length);
        byte[] data = buffered(spi, "data");
        for (int i = 8; i < data.length; i++) {
            assertEquals(0, data[i], "only the 8 held-back bytes remain, at " + i);
        }
        for (int i = 0; i < 8; i++) {
            assertEquals(0x77, data[i]);
        }
        assertEquals(16, spi.engineUpdate(pt, 0, 8).length);
        assertZero(data);
    }

    private static Object field(Object o, String name) throws Exception {
        Field f = AeadCipherSpi.class.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(o);
    }

    private static byte[] buffered(AeadCipherSpi spi, String name) throws Exception {
        return ((AeadBuffer) field(spi, name)).array();
    }

    private static void assertZero(byte[] a) {
        assertArrayEquals(new byte[a.length], a);
    }

    /** A key whose encoding the test can watch: the array it hands out is kept. */
    private static final class OddKey implements SecretKey {
        private static final long serialVersionUID = 1L;
        private final String algorithm;
        private final String format;
        private final byte[] raw;
        byte[] handedOut;

        OddKey(String algorithm, String format, byte[] raw) {
            this.algorithm = algorithm;
            this.format = format;
            this.raw = raw;
        }

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
            handedOut = raw == null ? null : raw.clone();
            return handedOut;
        }
    }
}
