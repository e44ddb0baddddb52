package dev.aesref.aead;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.harness.Seeds;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Overlapping calls, made deterministic by a {@link LatchedKey} that holds one call inside the
 * key until the test lets it go.
 *
 * <p>Incremental sessions are single-threaded: while one thread is inside a GCM message or an EAX
 * encryptor, every public call from another thread is refused with an
 * {@link IllegalStateException} that says so, and the held call still gives the right bytes.
 * A shareable AEAD destroyed while a call is inside it makes that call throw
 * {@link IllegalStateException} with its output zeroed: it never returns output, least of all
 * plaintext, computed while its keys were being zeroed.
 */
class AeadOverlapTest {

    private final ExecutorService pool = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "aesref-held-call");
        t.setDaemon(true);
        return t;
    });

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    private final SplittableRandom rnd = Seeds.random(0x0E7A9L);
    private final byte[] keyBytes = Seeds.bytes(rnd, 16);
    private final byte[] nonce = Seeds.bytes(rnd, 12);
    private final byte[] aad = Seeds.bytes(rnd, 9);
    private final byte[] plaintext = Seeds.bytes(rnd, 50);

    private LatchedKey latchedKey() {
        return new LatchedKey(Engines.byName("nohw").expandKey(keyBytes));
    }

    /** The bytes a fresh, unshared GCM gives: the answer the held call must still give. */
    private byte[] gcmSealed() {
        return Gcm.create(Engines.byName("nohw").expandKey(keyBytes), 16).seal(nonce, aad, plaintext);
    }

    private static void assertRefused(String what, Executable call) {
        IllegalStateException e = assertThrows(IllegalStateException.class, call, what);
        assertTrue(e.getMessage().contains("single-threaded"), what + ": " + e.getMessage());
    }

    private <T> Future<T> held(LatchedKey key, Callable<T> call) throws InterruptedException {
        key.arm();
        Future<T> f = pool.submit(call);
        key.awaitArrival();
        return f;
    }

    private static <T> T result(Future<T> f) throws Exception {
        try {
            return f.get(10, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw (Exception) e.getCause();
        }
    }

    @Test
    void gcmEncryptionRefusesASecondThread() throws Exception {
        LatchedKey key = latchedKey();
        Gcm gcm = Gcm.create(key, 16);
        Gcm.Encryption enc = gcm.encryption(nonce);
        enc.updateAad(aad, 0, aad.length);
        byte[] out = new byte[plaintext.length + 16];
        Future<Integer> inside = held(key, () -> enc.update(plaintext, 0, plaintext.length, out, 0));
        assertRefused("update", () -> enc.update(plaintext, 0, 1, new byte[1], 0));
        assertRefused("updateAad", () -> enc.updateAad(aad, 0, 1));
        assertRefused("finish", () -> enc.finish(new byte[16], 0));
        assertRefused("destroy", enc::destroy);
        key.release();
        assertEquals(plaintext.length, result(inside));
        enc.finish(out, plaintext.length);
        assertArrayEquals(gcmSealed(), out, "the held message, finished after the refusals");
    }

    @Test
    void gcmDecryptionRefusesASecondThread() throws Exception {
        LatchedKey key = latchedKey();
        Gcm gcm = Gcm.create(key, 16);
        byte[] sealed = gcmSealed();
        Gcm.Decryption dec = gcm.decryption(nonce);
        dec.updateAad(aad, 0, aad.length);
        dec.update(sealed, 0, plaintext.length);
        byte[] out = new byte[plaintext.length];
        // finish computes the tag through the key's counter mode: held there.
        Future<Integer> inside = held(key, () -> dec.finish(sealed, plaintext.length, out, 0));
        assertRefused("update", () -> dec.update(sealed, 0, 1));
        assertRefused("length", dec::length);
        assertRefused("finish", () -> dec.finish(sealed, plaintext.length, new byte[plaintext.length], 0));
        key.release();
        assertEquals(plaintext.length, result(inside));
        assertArrayEquals(plaintext, out, "the held decryption");
    }

    @Test
    void eaxEncryptorRefusesASecondThread() throws Exception {
        LatchedKey key = latchedKey();
        Eax eax = Eax.create(key, 16);
        byte[] expected = Eax.create(Engines.byName("nohw").expandKey(keyBytes), 16).seal(nonce, aad, plaintext);
        Eax.Encryptor enc = eax.encryptor(nonce, aad);
        byte[] out = new byte[plaintext.length + 16];
        Future<Object> inside = held(key, () -> {
            enc.update(plaintext, 0, out, 0, plaintext.length);
            return null;
        });
        assertRefused("update", () -> enc.update(plaintext, 0, new byte[1], 0, 1));
        assertRefused("finish", () -> enc.finish(new byte[16], 0));
        assertRefused("destroy", enc::destroy);
        key.release();
        result(inside);
        enc.finish(out, plaintext.length);
        assertArrayEquals(expected, out, "the held message, finished after the refusals");
    }

    /** Runs {@code call} held inside the key, destroys {@code aead}, lets the call go on. */
    private void destroyDuringCall(LatchedKey key, Aead aead, Callable<Integer> call, byte[] out)
            throws Exception {
        Arrays.fill(out, (byte) 0x5A);
        Future<Integer> inside = held(key, call);
        aead.destroy();
        key.release();
        Exception e = assertThrows(Exception.class, () -> result(inside));
        assertInstanceOf(IllegalStateException.class, e, "a call that overlapped destroy()");
        assertTrue(e.getMessage().contains("destroyed"), e.getMessage());
        assertArrayEquals(new byte[out.length], out, "the output of a call that overlapped destroy()");
    }

    @Test
    void gcmSealOverlappingDestroyGivesNoOutput() throws Exception {
        LatchedKey key = latchedKey();
        Gcm gcm = Gcm.create(key, 16);
        byte[] out = new byte[plaintext.length + 16];
        // Held in the counter mode of the plaintext, after the AAD was hashed.
        destroyDuringCall(key, gcm, () -> gcm.seal(nonce, aad, plaintext, 0, plaintext.length, out, 0), out);
    }

    @Test
    void gcmOpenOverlappingDestroyReleasesNoPlaintext() throws Exception {
        LatchedKey key = latchedKey();
        Gcm gcm = Gcm.create(key, 16);
        byte[] sealed = gcmSealed();
        byte[] out = new byte[plaintext.length];
        // Held in the tag's encryption, before the check and the decryption.
        destroyDuringCall(key, gcm, () -> gcm.open(nonce, aad, sealed, 0, sealed.length, out, 0), out);
    }

    @Test
    void eaxSealOverlappingDestroyGivesNoOutput() throws Exception {
        LatchedKey key = latchedKey();
        Eax eax = Eax.create(key, 16);
        byte[] out = new byte[plaintext.length + 16];
        // Held in the counter mode, after N' and H'; the OMAC of the ciphertext comes after.
        destroyDuringCall(key, eax, () -> eax.seal(nonce, aad, plaintext, 0, plaintext.length, out, 0), out);
    }

    @Test
    void eaxOpenOverlappingDestroyReleasesNoPlaintext() throws Exception {
        LatchedKey key = latchedKey();
        Eax eax = Eax.create(key, 16);
        byte[] sealed = Eax.create(Engines.byName("nohw").expandKey(keyBytes), 16).seal(nonce, aad, plaintext);
        byte[] out = new byte[plaintext.length];
        // Held in the counter mode that writes the plaintext, after the tag verified.
        destroyDuringCall(key, eax, () -> eax.open(nonce, aad, sealed, 0, sealed.length, out, 0), out);
    }

    @Test
    void aCallAfterDestroyIsRefused() {
        Gcm gcm = Gcm.create(latchedKey(), 16);
        gcm.destroy();
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> gcm.seal(nonce, aad, plaintext));
        assertTrue(e.getMessage().contains("has been destroyed"), e.getMessage());
        assertThrows(IllegalStateException.class, () -> gcm.encryption(nonce));
    }
}
