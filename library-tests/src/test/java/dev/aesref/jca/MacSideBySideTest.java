package dev.aesref.jca;

import static dev.aesref.harness.Seeds.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Provider;
import java.util.Random;
import java.util.stream.Stream;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * AESCMAC against Bouncy Castle's AESCMAC (SunJCE has none), and AESGMAC against GMAC's
 * definition computed with Bouncy Castle's AES/GCM (SP 800-38D section 3: the message as AAD, empty
 * plaintext, the tag is the MAC). Every engine; one-shot, chunked, single-byte and ByteBuffer
 * updates, reuse after doFinal and reset.
 */
class MacSideBySideTest {

    private static final Provider BC = new BouncyCastleProvider();

    static Stream<Provider> providers() {
        return SideBySide.aesref();
    }

    private static byte[] feed(Mac mac, byte[] msg) {
        // Pieces of every kind: single bytes, an array range, a heap and a direct ByteBuffer.
        int a = Math.min(3, msg.length);
        int b = Math.min(a + 17, msg.length);
        int c = Math.min(b + 20, msg.length);
        for (int i = 0; i < a; i++) {
            mac.update(msg[i]);
        }
        mac.update(msg, a, b - a);
        mac.update(ByteBuffer.wrap(msg, b, c - b));
        ByteBuffer direct = ByteBuffer.allocateDirect(msg.length - c);
        direct.put(msg, c, msg.length - c).flip();
        mac.update(direct);
        return mac.doFinal();
    }

    @ParameterizedTest
    @MethodSource("providers")
    void cmacMatchesBouncyCastle(Provider p) throws Exception {
        Random r = new Random(10);
        for (int keyLen : new int[] {16, 24, 32}) {
            for (String name : new String[] {"AESCMAC", "AES-CMAC"}) {
                Mac mine = Mac.getInstance(name, p);
                Mac peer = Mac.getInstance("AESCMAC", BC);
                SecretKeySpec key = new SecretKeySpec(bytes(r, keyLen), "AES");
                mine.init(key);
                peer.init(key);
                assertEquals(16, mine.getMacLength());
                for (int len = 0; len <= 70; len++) {
                    byte[] msg = bytes(r, len);
                    byte[] expected = peer.doFinal(msg);
                    assertArrayEquals(expected, mine.doFinal(msg), "one-shot, length " + len);
                    assertArrayEquals(expected, feed(mine, msg), "in pieces, length " + len);
                    mine.update(bytes(r, 5));
                    mine.reset();
                    assertArrayEquals(expected, mine.doFinal(msg), "after reset, length " + len);
                }
            }
        }
    }

    /** GMAC's tag, as SP 800-38D defines it, computed with a peer's GCM. */
    private static byte[] gmacBySunJce(SecretKeySpec key, byte[] iv, int tagBits, byte[] msg) throws Exception {
        // Bouncy Castle's GCM, since SunJCE's refuses the 32- and 64-bit tags GMAC allows.
        Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding", BC);
        gcm.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(tagBits, iv));
        gcm.updateAAD(msg);
        return gcm.doFinal();
    }

    @ParameterizedTest
    @MethodSource("providers")
    void gmacMatchesGcmWithEmptyPlaintext(Provider p) throws Exception {
        Random r = new Random(11);
        for (int keyLen : new int[] {16, 32}) {
            for (int ivLen : new int[] {1, 12, 16, 60}) {
                SecretKeySpec key = new SecretKeySpec(bytes(r, keyLen), "AES");
                byte[] iv = bytes(r, ivLen);
                Mac withIv = Mac.getInstance("AES-GMAC", p);
                withIv.init(key, new IvParameterSpec(iv));
                assertEquals(16, withIv.getMacLength());
                for (int tagBits : new int[] {32, 64, 96, 104, 112, 120, 128}) {
                    Mac mac = Mac.getInstance("AESGMAC", p);
                    mac.init(key, new GCMParameterSpec(tagBits, iv));
                    assertEquals(tagBits / 8, mac.getMacLength());
                    for (int len : new int[] {0, 1, 15, 16, 17, 41}) {
                        byte[] msg = bytes(r, len);
                        byte[] expected = gmacBySunJce(key, iv, tagBits, msg);
                        assertArrayEquals(expected, mac.doFinal(msg));
                        assertArrayEquals(expected, feed(mac, msg), "in pieces, after doFinal");
                        mac.update(bytes(r, 3));
                        mac.reset();
                        assertArrayEquals(expected, mac.doFinal(msg), "after reset");
                        if (tagBits == 128) {
                            assertArrayEquals(expected, withIv.doFinal(msg), "IvParameterSpec");
                        }
                    }
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("providers")
    void badKeysAndParametersFailAtInit(Provider p) throws Exception {
        Mac cmac = Mac.getInstance("AESCMAC", p);
        assertThrows(InvalidKeyException.class, () -> cmac.init(new SecretKeySpec(new byte[17], "AES")));
        assertThrows(InvalidKeyException.class, () -> cmac.init(null));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> cmac.init(new SecretKeySpec(new byte[16], "AES"), new IvParameterSpec(new byte[16])));
        // A MAC key may carry the MAC's name (Wycheproof's MacTest does so), as with Bouncy Castle.
        cmac.init(new SecretKeySpec(new byte[16], "AES-CMAC"));
        Mac peer = Mac.getInstance("AESCMAC", BC);
        peer.init(new SecretKeySpec(new byte[16], "AES-CMAC"));
        assertArrayEquals(peer.doFinal(new byte[3]), cmac.doFinal(new byte[3]));

        Mac gmac = Mac.getInstance("AESGMAC", p);
        SecretKeySpec key = new SecretKeySpec(new byte[16], "AES");
        assertThrows(InvalidKeyException.class, () -> gmac.init(key)); // Mac.init wraps the IAPE
        assertThrows(InvalidAlgorithmParameterException.class, () -> gmac.init(key, new IvParameterSpec(new byte[0])));
        for (int bad : new int[] {0, 8, 40, 88, 100, 136}) {
            assertThrows(InvalidAlgorithmParameterException.class,
                    () -> gmac.init(key, new GCMParameterSpec(bad, new byte[12])), "tag bits " + bad);
        }
        assertThrows(InvalidKeyException.class, () -> gmac.init(new SecretKeySpec(new byte[20], "AES"),
                new IvParameterSpec(new byte[12])));
        assertEquals(16, gmac.getMacLength(), "before init");
        gmac.reset(); // harmless before init
        cmac.reset();
        // Re-init with another key gives that key's tags.
        gmac.init(key, new IvParameterSpec(new byte[12]));
        SecretKeySpec other = new SecretKeySpec(new byte[32], "AES");
        gmac.init(other, new GCMParameterSpec(96, new byte[12]));
        assertArrayEquals(gmacBySunJce(other, new byte[12], 96, new byte[5]), gmac.doFinal(new byte[5]));
        cmac.init(other);
        peer.init(other);
        assertArrayEquals(peer.doFinal(new byte[33]), cmac.doFinal(new byte[33]));
    }
}
