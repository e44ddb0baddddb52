package dev.aesref.aead;

import static dev.aesref.testkit.conformance.Refusals.assertMarked;
import static dev.aesref.testkit.conformance.Refusals.marked;
import static dev.aesref.testkit.conformance.Refusals.refused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import dev.aesref.internal.gf128.Ghash;
import dev.aesref.mode.Ctr;
import java.lang.reflect.Field;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * GCM, its incremental sessions, GCM-SIV and SIV refuse bad ranges and use after destroy or
 * finish with their own check and message (not a JDK array check or an inner object's state
 * check that happens to fire later), before any output byte; destroy reaches the inner objects;
 * the length rules of the Aead interface hold for the modes that inherit them.
 */
class GcmGuardsTest {

    private static ExpandedKey key() {
        return Engines.byName("nohw").expandKey(new byte[16]);
    }

    private static Object field(Class<?> c, Object o, String name) throws ReflectiveOperationException {
        Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(o);
    }

    @Test
    void gcmRangesAndDestroyedState() {
        Gcm gcm = Gcm.create(key(), 16);
        byte[] out = marked(64);
        byte[] n = new byte[12];
        refused(IndexOutOfBoundsException.class, "in range [1, 1 + 5)",
                () -> gcm.seal(n, new byte[0], new byte[5], 1, 5, out, 0));
        refused(IndexOutOfBoundsException.class, "out range [50, 50 + 37)",
                () -> gcm.seal(n, new byte[0], new byte[21], 0, 21, out, 50));
        refused(IndexOutOfBoundsException.class, "in range [4, 4 + 40)",
                () -> gcm.open(n, new byte[0], new byte[40], 4, 40, out, 0));
        refused(IndexOutOfBoundsException.class, "out range [50, 50 + 24)",
                () -> gcm.open(n, new byte[0], new byte[40], 0, 40, out, 50));
        assertMarked(out);
        gcm.destroy();
        refused(IllegalStateException.class, "this Gcm has been destroyed",
                () -> gcm.seal(n, new byte[0], new byte[5], 0, 5, out, 0));
        refused(IllegalStateException.class, "this Gcm has been destroyed",
                () -> gcm.open(n, new byte[0], new byte[40], 0, 40, out, 0));
        assertMarked(out);
    }

    @Test
    void theAeadLengthRulesForGcm() {
        Gcm gcm = Gcm.create(key(), 12);
        assertEquals(8, gcm.maxOpenedLength(20));
        assertEquals(0, gcm.maxOpenedLength(12));
        assertEquals(12, gcm.sealedLength(0));
        refused(IllegalArgumentException.class, "plaintext length must be >= 0", () -> gcm.sealedLength(-1));
        refused(IllegalArgumentException.class, "at least the 12-byte tag", () -> gcm.maxOpenedLength(11));
    }

    @Test
    void encryptionSessionGuards() throws Exception {
        Gcm gcm = Gcm.create(key(), 16);
        Gcm.Encryption enc = gcm.encryption(new byte[12]);
        byte[] out = marked(32);
        refused(IndexOutOfBoundsException.class, "aad range", () -> enc.updateAad(new byte[3], 2, 3));
        refused(IndexOutOfBoundsException.class, "in range", () -> enc.update(new byte[3], 2, 3, out, 0));
        refused(IndexOutOfBoundsException.class, "out range", () -> enc.update(new byte[3], 0, 3, out, 30));
        assertMarked(out);
        // The refused updates started nothing: AAD is still accepted, and the message is one seal's.
        byte[] aad = {1, 2, 3};
        byte[] data = {4, 5, 6, 7};
        enc.updateAad(aad, 0, 3);
        byte[] sealed = new byte[20];
        enc.update(data, 0, 4, sealed, 0);
        Ghash hash = (Ghash) field(enc.getClass().getSuperclass(), enc, "hash");
        Ctr.Stream stream = (Ctr.Stream) field(Gcm.Encryption.class, enc, "stream");
        enc.finish(sealed, 4);
        assertArrayEquals(gcm.seal(new byte[12], aad, data), sealed);
        assertTrue(hash.isDestroyed(), "finish left the session's GHASH alive");
        assertTrue(stream.isDestroyed(), "finish left the session's CTR stream alive");
        refused(IllegalStateException.class, "this GCM message is finished or destroyed",
                () -> enc.finish(out, 0));
        refused(IllegalStateException.class, "this GCM message is finished or destroyed",
                () -> enc.updateAad(new byte[3], 0, 3));
        assertMarked(out);
    }

    @Test
    void decryptionSessionGuards() throws Exception {
        Gcm gcm = Gcm.create(key(), 16);
        byte[] sealed = gcm.seal(new byte[12], new byte[0], new byte[7]);
        Gcm.Decryption dec = gcm.decryption(new byte[12]);
        refused(IndexOutOfBoundsException.class, "in range", () -> dec.update(sealed, 20, 7));
        assertEquals(0, dec.length(), "a refused update buffered something");
        dec.update(sealed, 0, 7);
        Ghash hash = (Ghash) field(dec.getClass().getSuperclass(), dec, "hash");
        byte[] out = new byte[7];
        assertEquals(7, dec.finish(Arrays.copyOfRange(sealed, 7, 23), 0, out, 0));
        assertTrue(hash.isDestroyed(), "finish left the session's GHASH alive");
        byte[] again = marked(7);
        refused(IllegalStateException.class, "this GCM message is finished or destroyed",
                () -> dec.finish(Arrays.copyOfRange(sealed, 7, 23), 0, again, 0));
        assertMarked(again);
    }

    @Test
    void gcmSivRangesAndDestroyedState() {
        GcmSiv siv = GcmSiv.create(Engines.byName("nohw"), new byte[16]);
        byte[] out = marked(64);
        byte[] n = new byte[12];
        refused(IndexOutOfBoundsException.class, "in range [1, 1 + 5)",
                () -> siv.seal(n, new byte[0], new byte[5], 1, 5, out, 0));
        refused(IndexOutOfBoundsException.class, "out range [50, 50 + 21)",
                () -> siv.seal(n, new byte[0], new byte[5], 0, 5, out, 50));
        refused(IndexOutOfBoundsException.class, "in range [4, 4 + 40)",
                () -> siv.open(n, new byte[0], new byte[40], 4, 40, out, 0));
        assertMarked(out);
        siv.destroy();
        refused(IllegalStateException.class, "this GcmSiv has been destroyed",
                () -> siv.seal(n, new byte[0], new byte[5], 0, 5, out, 0));
        refused(IllegalStateException.class, "this GcmSiv has been destroyed",
                () -> siv.open(n, new byte[0], new byte[40], 0, 40, out, 0));
        assertMarked(out);
    }

    @Test
    void sivOutRangeAndKeyCopies() {
        KeyTrackingEngine engine = new KeyTrackingEngine();
        byte[] key = new byte[32];
        Arrays.fill(key, (byte) 9);
        Siv siv = Siv.create(engine, key);
        assertEquals(2, engine.keyBytes.size());
        assertTrue(engine.keyBytesZeroed(), "a key half copy handed to the engine still holds key bytes");
        byte[] out = marked(30);
        refused(IndexOutOfBoundsException.class, "out range [10, 10 + 21)",
                () -> siv.seal(new byte[0][], new byte[5], 0, 5, out, 10));
        assertMarked(out);
    }
    /**
     * An engine that throws in the middle of seal, after the AAD went into GHASH: the GHASH state
     * is wiped on that exit path too, so it holds nothing of the message and the next seal starts
     * clean (a stale state would give the next message a wrong tag).
     */
    @Test
    void anEngineFailureMidSealLeavesNoGhashState() throws Exception {
        ExpandedKey good = dev.aesref.testkit.JdkAesEngine.key(new byte[16]);
        boolean[] fail = {false};
        ExpandedKey failing = new ExpandedKey() {
            @Override
            public int keyBits() {
                return good.keyBits();
            }

            @Override
            public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                good.encryptBlocks(in, inOff, out, outOff, blocks);
            }

            @Override
            public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                good.decryptBlocks(in, inOff, out, outOff, blocks);
            }

            @Override
            public void ctrXorBlocks(dev.aesref.CounterFlavour f, byte[] iv, long first, byte[] in, int inOff,
                    byte[] out, int outOff, int blocks) {
                if (fail[0]) {
                    throw new IllegalStateException("engine failure");
                }
                good.ctrXorBlocks(f, iv, first, in, inOff, out, outOff, blocks);
            }

            @Override
            public void destroy() {
                good.destroy();
            }

            @Override
            public boolean isDestroyed() {
                return good.isDestroyed();
            }
        };
        Gcm gcm = Gcm.create(failing, 16);
        byte[] nonce = new byte[12];
        byte[] aad = {1, 2, 3, 4, 5};
        fail[0] = true;
        assertThrows(IllegalStateException.class, () -> gcm.seal(nonce, aad, new byte[40]));
        Ghash hash = (Ghash) OwnedScratch.field(gcm, "ghash");
        assertArrayEquals(new long[2], (long[]) field(Ghash.class, hash, "y"), "GHASH state after the failure");
        fail[0] = false;
        assertArrayEquals(Gcm.create(dev.aesref.testkit.JdkAesEngine.key(new byte[16]), 16).seal(nonce, aad, new byte[40]),
                gcm.seal(nonce, aad, new byte[40]), "the seal after the failure");
    }
}
