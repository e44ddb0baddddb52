package dev.aesref.aead;

import dev.aesref.harness.Seeds;
import static dev.aesref.testkit.conformance.Refusals.assertMarked;
import static dev.aesref.testkit.conformance.Refusals.marked;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import javax.crypto.AEADBadTagException;
import org.junit.jupiter.api.Test;

/** Every parameter rule of {@link GcmSiv}, tampering, and the wiping of derived keys. */
class GcmSivRulesTest {

    private final SplittableRandom rnd = new SplittableRandom(43);

    /** Wraps an engine and remembers every key it expands, to check they are destroyed. */
    static final class TrackingEngine implements BlockEngine {
        final BlockEngine inner = Engines.byName("nohw");
        final List<ExpandedKey> keys = new ArrayList<>();

        @Override
        public String name() {
            return "tracking";
        }

        @Override
        public ExpandedKey expandKey(byte[] key) {
            ExpandedKey k = inner.expandKey(key);
            keys.add(k);
            return k;
        }
    }

    @Test
    void keySizesOfRfc8452Only() {
        BlockEngine e = Engines.byName("spec");
        for (int n : new int[] {0, 15, 17, 24, 31, 33}) {
            String m = assertThrows(IllegalArgumentException.class,
                    () -> GcmSiv.create(e, new byte[n])).getMessage();
            assertTrue(m.contains("16 or 32 bytes") && m.contains("got " + n), m);
            if (n == 24) {
                assertTrue(m.contains("AES-192"), m);
            }
        }
        assertThrows(NullPointerException.class, () -> GcmSiv.create(null, new byte[16]));
        assertThrows(NullPointerException.class, () -> GcmSiv.create(e, null));
        assertEquals(16, GcmSiv.create(e, new byte[32]).tagBytes());
    }

    @Test
    void nonceIsTwelveBytesAndRangesAreChecked() {
        GcmSiv siv = GcmSiv.create(Engines.byName("nohw"), Seeds.bytes(rnd, 16));
        byte[] out = marked(40);
        for (int n : new int[] {0, 11, 13, 16}) {
            String m = assertThrows(IllegalArgumentException.class,
                    () -> siv.seal(new byte[n], new byte[0], new byte[4], 0, 4, out, 0))
                    .getMessage();
            assertTrue(m.contains("12 bytes") && m.contains("got " + n), m);
            assertThrows(IllegalArgumentException.class,
                    () -> siv.open(new byte[n], new byte[0], new byte[20], 0, 20, out, 0));
        }
        assertThrows(NullPointerException.class,
                () -> siv.seal(null, new byte[0], new byte[4], 0, 4, out, 0));
        assertThrows(NullPointerException.class,
                () -> siv.seal(new byte[12], null, new byte[4], 0, 4, out, 0));
        assertThrows(NullPointerException.class,
                () -> siv.open(new byte[12], null, new byte[20], 0, 20, out, 0));
        assertThrows(IndexOutOfBoundsException.class,
                () -> siv.seal(new byte[12], new byte[0], new byte[4], 0, 4, marked(19), 0));
        assertThrows(IndexOutOfBoundsException.class,
                () -> siv.seal(new byte[12], new byte[0], new byte[4], 1, 4, out, 0));
        String m = assertThrows(IllegalArgumentException.class,
                () -> siv.open(new byte[12], new byte[0], new byte[20], 0, 15, out, 0))
                .getMessage();
        assertTrue(m.contains("16-byte tag"), m);
        assertThrows(IndexOutOfBoundsException.class,
                () -> siv.open(new byte[12], new byte[0], new byte[20], 0, 20, marked(3), 0));
        assertThrows(IndexOutOfBoundsException.class,
                () -> siv.open(new byte[12], new byte[0], new byte[20], 5, 20, out, 0));
        assertMarked(out);
    }

    @Test
    void tamperingFailsWithNothingWrittenAndEverythingWiped() throws Exception {
        for (int keyLen : new int[] {16, 32}) {
            TrackingEngine engine = new TrackingEngine();
            GcmSiv siv = GcmSiv.create(engine, Seeds.bytes(rnd, keyLen));
            byte[] nonce = Seeds.bytes(rnd, 12);
            byte[] aad = Seeds.bytes(rnd, 19);
            byte[] msg = Seeds.bytes(rnd, 300);
            byte[] sealed = siv.seal(nonce, aad, msg);
            List<byte[]> bad = new ArrayList<>();
            for (int bit = 0; bit < 8 * sealed.length; bit += 37) {
                byte[] b = sealed.clone();
                b[bit >>> 3] ^= (byte) (1 << (bit & 7));
                bad.add(b);
            }
            for (byte[] b : bad) {
                expectBadTag(siv, nonce, aad, b);
            }
            byte[] badAad = aad.clone();
            badAad[0] ^= 1;
            expectBadTag(siv, nonce, badAad, sealed);
            byte[] badNonce = nonce.clone();
            badNonce[11] ^= 1;
            expectBadTag(siv, badNonce, aad, sealed);
            assertArrayEquals(msg, siv.open(nonce, aad, sealed));
            // The key-generating key and one encryption key per call, all but the first destroyed.
            assertEquals(1 + 1 + bad.size() + 2 + 1, engine.keys.size());
            for (ExpandedKey k : engine.keys.subList(1, engine.keys.size())) {
                assertTrue(k.isDestroyed() || isDestroyedByUse(k), "derived key left alive");
            }
            siv.destroy();
            assertTrue(siv.isDestroyed());
            assertTrue(isDestroyedByUse(engine.keys.get(0)), "key-generating key destroyed");
            GcmRulesTest.assertZero(OwnedScratch.of(siv), OwnedScratch.of(siv).getClass(), "buf", "tag", "received", "authKey",
                    "encKey", "derived", "keystream");
            String m = assertThrows(IllegalStateException.class,
                    () -> siv.seal(nonce, aad, msg)).getMessage();
            assertTrue(m.contains("destroyed"), m);
            assertThrows(IllegalStateException.class, () -> siv.open(nonce, aad, sealed));
        }
    }

    private static boolean isDestroyedByUse(ExpandedKey k) {
        try {
            k.encryptBlocks(new byte[16], 0, new byte[16], 0, 1);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }

    private static void expectBadTag(GcmSiv siv, byte[] nonce, byte[] aad, byte[] sealed)
            throws Exception {
        byte[] out = marked(sealed.length - 16);
        AEADBadTagException e = assertThrows(AEADBadTagException.class,
                () -> siv.open(nonce, aad, sealed, 0, sealed.length, out, 0));
        assertEquals("GCM-SIV tag mismatch", e.getMessage());
        assertMarked(out);
        GcmRulesTest.assertZero(OwnedScratch.of(siv), OwnedScratch.of(siv).getClass(), "buf", "tag", "received", "authKey",
                "encKey", "derived", "keystream");
    }

    @Test
    void scratchGrowsAndIsZeroAfterSuccess() throws Exception {
        GcmSiv siv = GcmSiv.create(Engines.byName("spec"), Seeds.bytes(rnd, 16));
        byte[] nonce = Seeds.bytes(rnd, 12);
        siv.seal(nonce, new byte[0], Seeds.bytes(rnd, 10));
        byte[] small = (byte[]) OwnedScratch.field(siv, "buf");
        byte[] sealed = siv.seal(nonce, Seeds.bytes(rnd, 5), Seeds.bytes(rnd, 100));
        assertArrayEquals(new byte[small.length], small);
        GcmRulesTest.assertZero(OwnedScratch.of(siv), OwnedScratch.of(siv).getClass(), "buf", "tag", "authKey", "keystream");
        assertFalse(siv.isDestroyed());
        assertEquals(116, sealed.length);
        byte[] out = new byte[sealed.length];
        assertEquals(116, siv.seal(nonce, new byte[0], new byte[100], 0, 100, out, 0));
        assertEquals(100, siv.open(nonce, new byte[0], out, 0, 116, new byte[100], 0));
    }
}
