package dev.aesref.aead;

import static dev.aesref.harness.Seeds.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.SplittableRandom;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * Chunked encryption against a reference built here from the JDK's HMAC-SHA-512 and AES/GCM,
 * following c2sp.org/chunked-encryption (HKDF-Expand of RFC 5869 section 2.3; chunk nonce = base
 * nonce XOR i, big-endian). The reference is first checked against Wycheproof tcId 2. Then: keys
 * that need two HKDF blocks (Cobblestone-256), chunk indices past one byte, the key copies the
 * engine saw are zeroed and the keys destroyed, and a ciphertext shorter than the header fails
 * as an authentication failure.
 */
class ChunkedEncryptionReferenceTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final int CHUNK = 16384;

    /** HKDF-Expand(PRK = inputKey, info = label || aead || 0x00 || salt || context, n). */
    private static byte[] hkdfExpand(byte[] inputKey, String aead, byte[] salt, byte[] context, int n)
            throws Exception {
        Mac h = Mac.getInstance("HmacSHA512");
        h.init(new SecretKeySpec(inputKey, "HmacSHA512"));
        byte[] info = concat(("c2sp.org/chunked-encryption@v1+" + aead).getBytes(StandardCharsets.US_ASCII),
                new byte[1], salt, context);
        byte[] okm = new byte[0];
        byte[] t = new byte[0];
        for (int i = 1; okm.length < n; i++) {
            h.update(t);
            h.update(info);
            h.update((byte) i);
            t = h.doFinal();
            okm = concat(okm, t);
        }
        return Arrays.copyOf(okm, n);
    }

    private static byte[] chunkNonce(byte[] base, long i) {
        byte[] n = base.clone();
        for (int k = 0; k < 8; k++) {
            n[11 - k] ^= (byte) (i >>> (8 * k));
        }
        return n;
    }

    private static byte[] jdkChunk(byte[] key, byte[] nonce, byte[] m, int off, int len) throws Exception {
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, nonce));
        return c.doFinal(m, off, len);
    }

    private static byte[] rawReference(byte[] key, byte[] base, byte[] m) throws Exception {
        byte[] out = new byte[0];
        int chunks = m.length / CHUNK + 1;
        for (int i = 0; i < chunks; i++) {
            int len = i < chunks - 1 ? CHUNK : m.length - i * CHUNK;
            out = concat(out, jdkChunk(key, chunkNonce(base, i), m, i * CHUNK, len));
        }
        return out;
    }

    private static byte[] reference(int keyBytes, byte[] inputKey, byte[] salt, byte[] context, byte[] m)
            throws Exception {
        String aead = keyBytes == 16 ? "AEAD_AES_128_GCM" : "AEAD_AES_256_GCM";
        byte[] okm = hkdfExpand(inputKey, aead, salt, context, keyBytes + 12 + 32);
        byte[] key = Arrays.copyOf(okm, keyBytes);
        byte[] base = Arrays.copyOfRange(okm, keyBytes, keyBytes + 12);
        byte[] commitment = Arrays.copyOfRange(okm, keyBytes + 12, okm.length);
        return concat(salt, commitment, rawReference(key, base, m));
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] r = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, r, at, p.length);
            at += p.length;
        }
        return r;
    }

    @Test
    void theReferenceReproducesWycheproofTcId2() throws Exception {
        // c2sp_chunked_encryption_aes_128_gcm_test.json, tcId 2 (7-byte message, empty context).
        byte[] ct = HEX.parseHex("99ef5b6b98795b7b37a41d6321d8dd472347c76185f40027e921542dd7e4305bb67a175e5088a8a4"
                + "db92ef4d3419bda917dd5099085be2f35cf32165613d4fe58db45dd4619b454586232f2661a2bf");
        byte[] key = HEX.parseHex("59454c4c4f57205355424d4152494e45");
        byte[] m = ChunkedEncryption.cobblestone128(new KeyTrackingEngine()).decrypt(key, new byte[0], ct);
        assertArrayEquals(ct, reference(16, key, Arrays.copyOf(ct, 24), new byte[0], m));
    }

    /** Cobblestone-256 derives 76 bytes: two HMAC blocks, the second chained on the first. */
    @Test
    void cobblestone256OverThreeChunksAgreesWithTheReference() throws Exception {
        SplittableRandom rnd = new SplittableRandom(0xC0BB1E);
        byte[] inputKey = bytes(rnd, 32);
        byte[] salt = bytes(rnd, 24);
        byte[] context = bytes(rnd, 9);
        byte[] m = bytes(rnd, 2 * CHUNK + 5);
        ChunkedEncryption ce = ChunkedEncryption.cobblestone256(new KeyTrackingEngine());
        byte[] expected = reference(32, inputKey, salt, context, m);
        assertArrayEquals(expected, ce.encrypt(inputKey, salt, context, m));
        assertArrayEquals(m, ce.decrypt(inputKey, context, expected));
    }

    /** Chunk 256 is the first whose index needs a second byte of the nonce. */
    @Test
    void chunkIndicesPastOneByte() throws Exception {
        byte[] key = new byte[16];
        byte[] base = HEX.parseHex("000102030405060708090a0b");
        Arrays.fill(key, (byte) 0x11);
        byte[] m = new byte[256 * CHUNK]; // chunks 0..255 full, chunk 256 empty
        byte[] ct = ChunkedEncryption.cobblestone128(new KeyTrackingEngine()).encryptRaw(key, base, m);
        assertEquals(257 * (CHUNK + 16) - CHUNK, ct.length);
        byte[] lastTag = jdkChunk(key, chunkNonce(base, 256), m, 0, 0);
        assertArrayEquals(lastTag, Arrays.copyOfRange(ct, ct.length - 16, ct.length));
        byte[] firstTag = jdkChunk(key, base, m, 0, CHUNK);
        assertArrayEquals(firstTag, Arrays.copyOf(ct, CHUNK + 16));
    }

    @Test
    void keyCopiesAreZeroedAndKeysDestroyedOnEveryPath() throws Exception {
        byte[] inputKey = new byte[16];
        Arrays.fill(inputKey, (byte) 3);
        KeyTrackingEngine seal = new KeyTrackingEngine();
        byte[] ct = ChunkedEncryption.cobblestone128(seal).encrypt(inputKey, new byte[24], new byte[0], new byte[40]);
        assertTrue(seal.keyBytesZeroed(), "the AES key copy handed to the engine still holds key bytes");
        assertTrue(seal.keysDestroyed(), "encrypt left its AES key alive");

        KeyTrackingEngine open = new KeyTrackingEngine();
        ChunkedEncryption.cobblestone128(open).decrypt(inputKey, new byte[0], ct);
        assertTrue(open.keyBytesZeroed());
        assertTrue(open.keysDestroyed(), "decrypt left its AES key alive");

        KeyTrackingEngine failed = new KeyTrackingEngine();
        byte[] bad = ct.clone();
        bad[bad.length - 1] ^= 1;
        assertThrows(AEADBadTagException.class,
                () -> ChunkedEncryption.cobblestone128(failed).decrypt(inputKey, new byte[0], bad));
        assertTrue(failed.keysDestroyed(), "a failed decrypt left its AES key alive");
    }

    @Test
    void aCiphertextShorterThanTheHeaderIsAnAuthenticationFailure() {
        ChunkedEncryption ce = ChunkedEncryption.cobblestone128(new KeyTrackingEngine());
        for (int n : new int[] {0, 30, 55}) {
            AEADBadTagException e = assertThrows(AEADBadTagException.class,
                    () -> ce.decrypt(new byte[16], new byte[0], new byte[n]));
            assertEquals("chunked encryption: authentication failed", e.getMessage());
        }
    }
}
