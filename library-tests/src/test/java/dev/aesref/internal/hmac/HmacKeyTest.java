package dev.aesref.internal.hmac;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

class HmacKeyTest {

    @Test
    void handsOutCopiesAndIsWipedByDestroy() {
        byte[] raw = {1, 2, 3};
        HmacKey k = new HmacKey(raw, "HmacSHA256");
        raw[0] = 7; // the key took a copy
        assertEquals("HmacSHA256", k.getAlgorithm());
        assertEquals("RAW", k.getFormat());
        byte[] e = k.getEncoded();
        assertArrayEquals(new byte[] {1, 2, 3}, e);
        e[0] = 9;
        assertNotSame(e, k.getEncoded());
        assertArrayEquals(new byte[] {1, 2, 3}, k.getEncoded());
        assertFalse(k.isDestroyed());
        k.destroy();
        assertTrue(k.isDestroyed());
        assertArrayEquals(new byte[3], k.getEncoded());
    }

    @Test
    void nullsAreRefusedByName() {
        assertEquals("bytes", assertThrows(NullPointerException.class, () -> new HmacKey(null, "HmacSHA256")).getMessage());
        assertEquals("algorithm", assertThrows(NullPointerException.class, () -> new HmacKey(new byte[1], null)).getMessage());
    }

    /** RFC 4231 section 4.2, test case 1: the JDK's Mac keyed through HmacKey gives the published tag. */
    @Test
    void keysTheJdkMacLikeTheRfc4231Example() throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        HmacKey k = new HmacKey(HexFormat.of().parseHex("0b".repeat(20)), "HmacSHA256");
        mac.init(k);
        k.destroy(); // the Mac keeps its pads, not the key object
        assertEquals("b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
                HexFormat.of().formatHex(mac.doFinal("Hi There".getBytes(StandardCharsets.US_ASCII))));
    }

    /** The empty key SecretKeySpec refuses (RFC 8018 allows an empty password): the JDK's Mac takes it. */
    @Test
    void anEmptyKeyIsAccepted() throws Exception {
        assertThrows(IllegalArgumentException.class, () -> new SecretKeySpec(new byte[0], "HmacSHA256"));
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new HmacKey(new byte[0], "HmacSHA256"));
        // HMAC-SHA-256 of the empty message under the empty key, computed independently with
        // Python's hmac module: hmac.new(b'', b'', hashlib.sha256).hexdigest().
        assertEquals("b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad",
                HexFormat.of().formatHex(mac.doFinal()));
    }

    /**
     * A Mac that refuses the zero key is a programming error (only HMACs are re-keyed): it says
     * so. AESREF's GMAC refuses any key without its IV, which reaches that path.
     */
    @Test
    void aMacThatRefusesTheZeroKeySaysSo() throws Exception {
        Mac gmac = Mac.getInstance("AESGMAC", new dev.aesref.jca.AesRefProvider());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> HmacKey.rekeyWithZeros(gmac));
        assertEquals("an HMAC refused an all-zero key", e.getMessage());
    }
}
