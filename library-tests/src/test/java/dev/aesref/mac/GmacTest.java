package dev.aesref.mac;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import java.util.HexFormat;
import javax.crypto.AEADBadTagException;
import org.junit.jupiter.api.Test;

/** GMAC's rules; its known answers and differential tests are in {@code dev.aesref.aead}. */
class GmacTest {

    private final ExpandedKey key = Engines.byName("nohw").expandKey(new byte[16]);

    /**
     * McGrew and Viega, GCM specification, test case 1 (zero key, zero 96-bit IV, nothing to
     * authenticate): the GMAC tag of the empty message.
     */
    @Test
    void emptyMessageOfTestCase1() throws Exception {
        byte[] want = HexFormat.of().parseHex("58e2fccefa7e3061367f1d57a4e7455a");
        Gmac gmac = Gmac.create(key, 16);
        assertArrayEquals(want, gmac.compute(new byte[12], new byte[0]));
        gmac.verify(new byte[12], new byte[0], want);
        Gmac short8 = Gmac.create(key, 8);
        assertEquals(8, short8.tagBytes());
        assertArrayEquals(java.util.Arrays.copyOf(want, 8),
                short8.compute(new byte[12], new byte[0]));
    }

    @Test
    void wrongTagsFailWithOneMessage() {
        Gmac gmac = Gmac.create(key, 12);
        byte[] iv = new byte[7];
        byte[] msg = "attack at dawn".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        byte[] tag = gmac.compute(iv, msg);
        for (int bit = 0; bit < 96; bit += 5) {
            byte[] bad = tag.clone();
            bad[bit >>> 3] ^= (byte) (1 << (bit & 7));
            assertEquals("GMAC tag mismatch", assertThrows(AEADBadTagException.class,
                    () -> gmac.verify(iv, msg, bad)).getMessage());
            Gmac.Computation c = gmac.start(iv);
            c.update(msg, 0, msg.length);
            assertEquals("GMAC tag mismatch",
                    assertThrows(AEADBadTagException.class, () -> c.verify(bad)).getMessage());
        }
        byte[] otherMsg = msg.clone();
        otherMsg[0] ^= 1;
        assertThrows(AEADBadTagException.class, () -> gmac.verify(iv, otherMsg, tag));
        byte[] otherIv = iv.clone();
        otherIv[6] ^= 1;
        assertThrows(AEADBadTagException.class, () -> gmac.verify(otherIv, msg, tag));
    }

    @Test
    void parameterRules() {
        String m = assertThrows(IllegalArgumentException.class, () -> Gmac.create(key, 10))
                .getMessage();
        assertTrue(m.contains("5.2.1.2"), m);
        Gmac gmac = Gmac.create(key, 16);
        m = assertThrows(IllegalArgumentException.class,
                () -> gmac.verify(new byte[12], new byte[0], new byte[15])).getMessage();
        assertTrue(m.contains("16 bytes") && m.contains("got 15"), m);
        assertThrows(NullPointerException.class, () -> gmac.verify(new byte[12], new byte[0],
                null));
        assertThrows(IllegalArgumentException.class, () -> gmac.compute(new byte[0], new byte[0]));
        Gmac.Computation c = gmac.start(new byte[12]);
        m = assertThrows(IllegalArgumentException.class, () -> c.verify(new byte[4]))
                .getMessage();
        assertTrue(m.contains("16 bytes") && m.contains("got 4"), m);
        assertThrows(NullPointerException.class, () -> c.verify(null));
        Gmac.Computation other = gmac.start(new byte[12]);
        assertFalse(other.isDestroyed());
        other.destroy();
        assertTrue(other.isDestroyed());
        assertFalse(gmac.isDestroyed());
        gmac.destroy();
        assertTrue(gmac.isDestroyed());
        assertThrows(IllegalStateException.class, () -> gmac.compute(new byte[12], new byte[0]));
    }
}
