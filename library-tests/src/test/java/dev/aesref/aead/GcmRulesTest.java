package dev.aesref.aead;

import dev.aesref.harness.Seeds;
import static dev.aesref.testkit.conformance.Refusals.assertMarked;
import static dev.aesref.testkit.conformance.Refusals.marked;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.SplittableRandom;
import javax.crypto.AEADBadTagException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Every parameter rule of {@link Gcm}, tampering, wiping and the data limits. */
class GcmRulesTest {

    private final SplittableRandom rnd = new SplittableRandom(42);
    private final ExpandedKey key = Engines.byName("nohw").expandKey(Seeds.bytes(rnd, 16));

    static Object field(Object o, Class<?> c, String name) throws Exception {
        Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(o);
    }

    static void setField(Object o, Class<?> c, String name, long v) throws Exception {
        Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        f.setLong(o, v);
    }

    static void assertZero(Object o, Class<?> c, String... names) throws Exception {
        for (String n : names) {
            Object v = field(o, c, n);
            if (v instanceof byte[] b) {
                assertArrayEquals(new byte[b.length], b, n + " not zeroed");
            } else if (v instanceof long[] l) {
                assertArrayEquals(new long[l.length], l, n + " not zeroed");
            } else {
                throw new AssertionError(n + " is not an array");
            }
        }
    }

    /** The Ghash inside a Gcm holds no running value or partial block. */
    private static void assertHashClean(Object ghash) throws Exception {
        assertZero(ghash, dev.aesref.internal.gf128.Ghash.class, "y", "partial");
    }

    private static String message(Class<? extends Throwable> type, Executable e) {
        return assertThrows(type, e).getMessage();
    }

    @Test
    void tagLengthsOfSection5212() {
        for (int t = -1; t <= 17; t++) {
            boolean ok = t == 4 || t == 8 || (t >= 12 && t <= 16);
            int tt = t;
            if (ok) {
                assertEquals(t, Gcm.create(key, t).tagBytes());
            } else {
                String m = message(IllegalArgumentException.class, () -> Gcm.create(key, tt));
                assertTrue(m.contains("5.2.1.2") && m.contains("got " + t), m);
            }
        }
        assertThrows(NullPointerException.class, () -> Gcm.create(null, 16));
    }

    @Test
    void emptyIvIsRefusedBeforeOutput() {
        Gcm gcm = Gcm.create(key, 16);
        byte[] out = marked(32);
        String m = message(IllegalArgumentException.class,
                () -> gcm.seal(new byte[0], new byte[0], new byte[4], 0, 4, out, 0));
        assertTrue(m.contains("at least 1 byte"), m);
        assertMarked(out);
        assertThrows(IllegalArgumentException.class,
                () -> gcm.open(new byte[0], new byte[0], new byte[20], 0, 20, out, 0));
        assertThrows(IllegalArgumentException.class, () -> gcm.encryption(new byte[0]));
        assertThrows(IllegalArgumentException.class, () -> gcm.decryption(new byte[0]));
        assertThrows(NullPointerException.class,
                () -> gcm.seal(null, new byte[0], new byte[4], 0, 4, out, 0));
        assertThrows(NullPointerException.class,
                () -> gcm.seal(new byte[12], null, new byte[4], 0, 4, out, 0));
        assertThrows(NullPointerException.class,
                () -> gcm.open(new byte[12], null, new byte[20], 0, 20, out, 0));
        assertMarked(out);
        // One byte is enough (SP 800-38D: 1 <= len(IV)).
        gcm.seal(new byte[1], new byte[0], new byte[4]);
    }

    @Test
    void rangesAreCheckedBeforeOutput() {
        Gcm gcm = Gcm.create(key, 16);
        byte[] out = marked(19);
        assertThrows(IndexOutOfBoundsException.class,
                () -> gcm.seal(new byte[12], new byte[0], new byte[4], 0, 4, out, 0));
        assertThrows(IndexOutOfBoundsException.class,
                () -> gcm.seal(new byte[12], new byte[0], new byte[4], 1, 4, marked(40), 0));
        assertMarked(out);
        byte[] sealed = gcm.seal(new byte[12], new byte[0], new byte[8]);
        byte[] small = marked(7);
        assertThrows(IndexOutOfBoundsException.class,
                () -> gcm.open(new byte[12], new byte[0], sealed, 0, sealed.length, small, 0));
        assertMarked(small);
        String m = message(IllegalArgumentException.class,
                () -> gcm.open(new byte[12], new byte[0], sealed, 0, 15, small, 0));
        assertTrue(m.contains("16-byte tag"), m);
        assertThrows(IndexOutOfBoundsException.class,
                () -> gcm.open(new byte[12], new byte[0], sealed, 10, sealed.length, small, 0));
        m = message(IllegalArgumentException.class,
                () -> gcm.open(new byte[12], new byte[0], new byte[15]));
        assertTrue(m.contains("16-byte tag"), m);
    }

    @Test
    void everyTamperingFailsWithNothingWrittenAndScratchZeroed() throws Exception {
        for (int ivLen : new int[] {12, 1, 16, 60}) {
            for (int tagBytes : new int[] {4, 8, 12, 16}) {
                Gcm gcm = Gcm.create(key, tagBytes);
                byte[] iv = Seeds.bytes(rnd, ivLen);
                byte[] aad = Seeds.bytes(rnd, 21);
                byte[] msg = Seeds.bytes(rnd, 37);
                byte[] sealed = gcm.seal(iv, aad, msg);
                // ciphertext, tag, aad, iv: flip one bit of each in turn
                for (int bit = 0; bit < 8 * sealed.length; bit += 13) {
                    byte[] bad = sealed.clone();
                    bad[bit >>> 3] ^= (byte) (1 << (bit & 7));
                    expectBadTag(gcm, iv, aad, bad);
                }
                byte[] badAad = aad.clone();
                badAad[20] ^= 1;
                expectBadTag(gcm, iv, badAad, sealed);
                expectBadTag(gcm, iv, Arrays.copyOf(aad, 20), sealed);
                byte[] badIv = iv.clone();
                badIv[0] ^= (byte) 0x80;
                expectBadTag(gcm, badIv, aad, sealed);
                expectBadTag(gcm, iv, aad, Arrays.copyOf(sealed, sealed.length - 1));
                // and the untouched message still opens
                assertArrayEquals(msg, gcm.open(iv, aad, sealed));
            }
        }
    }

    private void expectBadTag(Gcm gcm, byte[] iv, byte[] aad, byte[] sealed) throws Exception {
        byte[] out = marked(sealed.length - gcm.tagBytes());
        AEADBadTagException e = assertThrows(AEADBadTagException.class,
                () -> gcm.open(iv, aad, sealed, 0, sealed.length, out, 0));
        assertEquals("GCM tag mismatch", e.getMessage());
        assertMarked(out);
        assertZero(OwnedScratch.of(gcm), OwnedScratch.of(gcm).getClass(), "j0", "s", "tail");
        assertHashClean(OwnedScratch.field(gcm, "ghash"));

        Gcm.Decryption dec = gcm.decryption(iv);
        dec.updateAad(aad, 0, aad.length);
        int ct = sealed.length - gcm.tagBytes();
        dec.update(sealed, 0, ct);
        byte[] out2 = marked(ct);
        e = assertThrows(AEADBadTagException.class, () -> dec.finish(sealed, ct, out2, 0));
        assertEquals("GCM tag mismatch", e.getMessage());
        assertMarked(out2);
        assertZero(dec, Gcm.Decryption.class, "buffer");
        assertZero(dec, Gcm.Decryption.class.getSuperclass(), "preCounter", "t", "scratch");
        assertTrue(dec.isDestroyed());
        assertThrows(IllegalStateException.class, () -> dec.update(sealed, 0, 1));
    }

    @Test
    void scratchIsZeroAfterSuccessToo() throws Exception {
        Gcm gcm = Gcm.create(key, 16);
        byte[] iv = Seeds.bytes(rnd, 20);
        byte[] sealed = gcm.seal(iv, Seeds.bytes(rnd, 3), Seeds.bytes(rnd, 33));
        assertZero(OwnedScratch.of(gcm), OwnedScratch.of(gcm).getClass(), "j0", "s", "tail");
        assertHashClean(OwnedScratch.field(gcm, "ghash"));
        assertEquals(49, sealed.length);
    }

    @Test
    void destroyWipesAndRefuses() throws Exception {
        Gcm gcm = Gcm.create(key, 16);
        assertFalse(gcm.isDestroyed());
        gcm.destroy();
        assertTrue(gcm.isDestroyed());
        assertZero(gcm, Gcm.class, "hashKey");
        assertZero(OwnedScratch.of(gcm), OwnedScratch.of(gcm).getClass(), "j0", "s", "tail");
        Object ghash = OwnedScratch.field(gcm, "ghash");
        assertZero(ghash, dev.aesref.internal.gf128.Ghash.class, "h", "y", "partial");
        String m = message(IllegalStateException.class,
                () -> gcm.seal(new byte[12], new byte[0], new byte[1]));
        assertTrue(m.contains("destroyed"), m);
        assertThrows(IllegalStateException.class,
                () -> gcm.open(new byte[12], new byte[0], new byte[16]));
        assertThrows(IllegalStateException.class, () -> gcm.encryption(new byte[12]));
        assertThrows(IllegalStateException.class, () -> gcm.decryption(new byte[12]));
        // the caller's key is untouched
        key.encryptBlocks(new byte[16], 0, new byte[16], 0, 1);
        gcm.destroy();
    }

    @Test
    void incrementalOrderRules() throws Exception {
        Gcm gcm = Gcm.create(key, 16);
        Gcm.Encryption enc = gcm.encryption(new byte[12]);
        assertZero(enc, Gcm.Encryption.class.getSuperclass(), "t");
        assertEquals(16, enc.tagBytes());
        enc.updateAad(new byte[3], 0, 3);
        enc.update(new byte[5], 0, 5, new byte[5], 0);
        String m = message(IllegalStateException.class, () -> enc.updateAad(new byte[1], 0, 1));
        assertTrue(m.contains("before the first data update"), m);
        byte[] small = marked(15);
        assertThrows(IndexOutOfBoundsException.class, () -> enc.finish(small, 0));
        assertMarked(small);
        assertThrows(IndexOutOfBoundsException.class,
                () -> enc.update(new byte[5], 0, 5, marked(4), 0));
        assertThrows(IndexOutOfBoundsException.class,
                () -> enc.update(new byte[5], 1, 5, new byte[5], 0));
        assertEquals(16, enc.finish(new byte[16], 0));
        assertTrue(enc.isDestroyed());
        assertZero(enc, Gcm.Encryption.class.getSuperclass(), "preCounter", "t", "scratch");
        m = message(IllegalStateException.class, () -> enc.update(new byte[1], 0, 1,
                new byte[1], 0));
        assertTrue(m.contains("finished"), m);
        assertThrows(IllegalStateException.class, () -> enc.updateAad(new byte[1], 0, 1));
        assertThrows(IllegalStateException.class, () -> enc.finish(new byte[16], 0));

        Gcm.Decryption dec = gcm.decryption(new byte[12]);
        dec.update(new byte[5], 0, 5);
        assertThrows(IllegalStateException.class, () -> dec.updateAad(new byte[1], 0, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> dec.update(new byte[5], 1, 5));
        byte[] out = marked(4);
        assertThrows(IndexOutOfBoundsException.class, () -> dec.finish(new byte[16], 0, out, 0));
        assertThrows(IndexOutOfBoundsException.class,
                () -> dec.finish(new byte[15], 0, new byte[5], 0));
        assertMarked(out);
        assertFalse(dec.isDestroyed());
        dec.destroy();
        assertTrue(dec.isDestroyed());
        assertThrows(IllegalStateException.class,
                () -> dec.finish(new byte[16], 0, new byte[5], 0));
        assertThrows(IndexOutOfBoundsException.class,
                () -> gcm.encryption(new byte[12]).updateAad(new byte[2], 1, 2));
    }

    @Test
    void decryptionBufferGrowsAndWipesOldArrays() throws Exception {
        Gcm gcm = Gcm.create(key, 16);
        byte[] iv = Seeds.bytes(rnd, 12);
        byte[] msg = Seeds.bytes(rnd, 1000);
        byte[] sealed = gcm.seal(iv, new byte[0], msg);
        Gcm.Decryption dec = gcm.decryption(iv);
        byte[] firstBuffer = null;
        for (int p = 0; p < 1000; p += 10) {
            dec.update(sealed, p, 10);
            if (firstBuffer == null) {
                firstBuffer = (byte[]) field(dec, Gcm.Decryption.class, "buffer");
            }
        }
        assertArrayEquals(new byte[firstBuffer.length], firstBuffer, "outgrown buffer zeroed");
        byte[] buffer = (byte[]) field(dec, Gcm.Decryption.class, "buffer");
        assertTrue(buffer.length < 4000, "grows by doubling, not per call: " + buffer.length);
        byte[] pt = new byte[1000];
        assertEquals(1000, dec.finish(sealed, 1000, pt, 0));
        assertArrayEquals(msg, pt);
        assertArrayEquals(new byte[buffer.length], buffer, "buffer zeroed after finish");
        assertZero(dec, Gcm.Decryption.class.getSuperclass(), "preCounter", "t", "scratch");
    }

    @Test
    void plaintextLimitOf2To39Minus256Bits() throws Exception {
        assertEquals((1L << 36) - 32, Gcm.MAX_PLAINTEXT_BYTES);
        assertEquals((1L << 61) - 1, Gcm.MAX_AAD_BYTES);
        Class<?> session = Gcm.Encryption.class.getSuperclass();
        Gcm gcm = Gcm.create(key, 16);
        Gcm.Encryption enc = gcm.encryption(new byte[12]);
        enc.update(new byte[1], 0, 1, new byte[1], 0);
        setField(enc, session, "dataBytes", Gcm.MAX_PLAINTEXT_BYTES - 5);
        byte[] out = marked(6);
        String m = message(IllegalStateException.class,
                () -> enc.update(new byte[6], 0, 6, out, 0));
        assertTrue(m.contains("2^39 - 256 bits") && m.contains("5.2.1.1"), m);
        assertMarked(out);
        assertEquals(5, enc.update(new byte[5], 0, 5, new byte[5], 0));

        Gcm.Decryption dec = gcm.decryption(new byte[12]);
        setField(dec, session, "dataBytes", Gcm.MAX_PLAINTEXT_BYTES);
        m = message(IllegalStateException.class, () -> dec.update(new byte[1], 0, 1));
        assertTrue(m.contains("2^39 - 256 bits"), m);
        Gcm.Decryption dec2 = gcm.decryption(new byte[12]);
        setField(dec2, session, "dataBytes", Integer.MAX_VALUE - 10);
        m = message(IllegalStateException.class, () -> dec2.update(new byte[3], 0, 3));
        assertTrue(m.contains("one Java array"), m);

        Gcm.Encryption aad = gcm.encryption(new byte[12]);
        setField(aad, session, "aadBytes", Gcm.MAX_AAD_BYTES - 1);
        m = message(IllegalStateException.class, () -> aad.updateAad(new byte[2], 0, 2));
        assertTrue(m.contains("2^64 - 1 bits"), m);
        aad.updateAad(new byte[1], 0, 1);
    }
}
