package dev.aesref.aead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.harness.Residue;
import dev.aesref.harness.Seeds;
import java.lang.reflect.Field;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * STYLE rule 6 for the incremental messages of GCM and EAX, which hold H or the OMAC subkeys of
 * their own: destroying the AEAD destroys every message it started that is still open, and then
 * nothing reachable from them holds a non-zero array ({@link Residue}). A message that finished
 * before leaves the list and is not touched again. The forked heap-dump check of the same is
 * {@code HeapWipeTest}.
 */
class OpenSessionWipeTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void gcmDestroyTakesItsOpenMessagesWithIt(BlockEngine engine) {
        SplittableRandom rnd = Seeds.random(0x6C3D0L);
        ExpandedKey key = engine.expandKey(Seeds.bytes(rnd, 16));
        Gcm gcm = Gcm.create(key, 16);
        byte[] nonce = Seeds.bytes(rnd, 12);
        byte[] data = Seeds.bytes(rnd, 45);
        byte[] out = new byte[data.length + 16];
        Gcm.Encryption finished = gcm.encryption(nonce);
        finished.update(data, 0, 20, out, 0);
        finished.finish(out, 20);
        Gcm.Encryption enc = gcm.encryption(nonce);
        enc.updateAad(data, 0, 7);
        enc.update(data, 0, 33, out, 0);
        Gcm.Decryption dec = gcm.decryption(nonce);
        dec.updateAad(data, 0, 3);
        dec.update(data, 0, 41);
        assertFalse(enc.isDestroyed());
        assertEquals(2, openCount(gcm), "the finished message left the list, the two open ones are in it");
        Gcm.Encryption dropped = gcm.encryption(nonce);
        dropped.destroy();
        assertEquals(2, openCount(gcm), "a destroyed message leaves the list");
        gcm.destroy();
        key.destroy();
        assertTrue(enc.isDestroyed(), "open encryption");
        assertTrue(dec.isDestroyed(), "open decryption");
        Residue.assertClean(engine.name() + " open GCM encryption", enc);
        Residue.assertClean(engine.name() + " open GCM decryption", dec);
        Residue.assertClean(engine.name() + " GCM", gcm);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void eaxDestroyTakesItsOpenEncryptorsWithIt(BlockEngine engine) {
        SplittableRandom rnd = Seeds.random(0xEA7D0L);
        ExpandedKey key = engine.expandKey(Seeds.bytes(rnd, 16));
        Eax eax = Eax.create(key, 16);
        byte[] nonce = Seeds.bytes(rnd, 12);
        byte[] data = Seeds.bytes(rnd, 45);
        byte[] out = new byte[data.length + 16];
        Eax.Encryptor finished = eax.encryptor(nonce, data);
        finished.update(data, 0, out, 0, 20);
        finished.finish(out, 20);
        Eax.Encryptor enc = eax.encryptor(nonce, data);
        enc.update(data, 0, out, 0, 33);
        assertFalse(enc.isDestroyed());
        assertEquals(1, openCount(eax), "the finished encryptor left the list, the open one is in it");
        eax.encryptor(nonce, data).destroy();
        assertEquals(1, openCount(eax), "a destroyed encryptor leaves the list");
        eax.destroy();
        key.destroy();
        assertTrue(enc.isDestroyed(), "open encryptor");
        Residue.assertClean(engine.name() + " open EAX encryptor", enc);
        Residue.assertClean(engine.name() + " EAX", eax);
    }

    /** The size of the AEAD's list of open messages: what ends must leave it, or it only grows. */
    private static int openCount(Object aead) {
        try {
            Field f = aead.getClass().getDeclaredField("open");
            f.setAccessible(true);
            return ((List<?>) f.get(aead)).size();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
