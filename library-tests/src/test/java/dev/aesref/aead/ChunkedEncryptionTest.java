package dev.aesref.aead;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.harness.Seeds;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.SplittableRandom;
import javax.crypto.AEADBadTagException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** c2sp.org/chunked-encryption with AES-GCM (Cobblestone-128 and -256). */
class ChunkedEncryptionTest {

    private static final HexFormat HEX = HexFormat.of();
    /** Wycheproof (C2SP/wycheproof testvectors_v1) c2sp_chunked_encryption_aes_128_gcm_test.json. */
    private static final String KEY = "59454c4c4f57205355424d4152494e45";
    private static final String TC1 = "187cab8e8e163c24b527dc7cb554eca847e5d7dc592714ea7d7b5967607c6a68302fb25b26e0b032"
            + "a6d39a239914ea2dc86aa17ec6d0beb1fdb011c7ad45ed1089aeffe3465fdf59";
    private static final String TC2 = "99ef5b6b98795b7b37a41d6321d8dd472347c76185f40027e921542dd7e4305bb67a175e5088a8a4"
            + "db92ef4d3419bda917dd5099085be2f35cf32165613d4fe58db45dd4619b454586232f2661a2bf";
    private static final String TC2_SHA512 = "e85f32a85f1d4f7c9b2d36d20eca8435d81253e7075e9dea069eb1b6da48daf92ef179"
            + "7367b520d8a46c4f72cecb85b1daff8887fcb41721d39943d1952fc180";

    /** Wycheproof tcId 1 (empty message) and 2 (7 bytes): decrypt, and re-encrypt with the same salt. */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void wycheproofKnownAnswers(BlockEngine engine) throws Exception {
        ChunkedEncryption ce = ChunkedEncryption.cobblestone128(engine);
        byte[] key = HEX.parseHex(KEY);
        byte[] ct1 = HEX.parseHex(TC1);
        assertEquals(0, ce.decrypt(key, new byte[0], ct1).length);
        assertArrayEquals(ct1, ce.encrypt(key, Arrays.copyOf(ct1, 24), new byte[0], new byte[0]));
        byte[] ct2 = HEX.parseHex(TC2);
        byte[] m2 = ce.decrypt(key, new byte[0], ct2);
        assertEquals(7, m2.length);
        assertEquals(TC2_SHA512, HEX.formatHex(MessageDigest.getInstance("SHA-512").digest(m2)));
        assertArrayEquals(ct2, ce.encrypt(key, Arrays.copyOf(ct2, 24), new byte[0], m2));
        // Raw mode is the same chunks without the 56-byte header (Wycheproof's aeadKey, baseNonce).
        assertArrayEquals(Arrays.copyOfRange(ct2, 56, ct2.length), ce.encryptRaw(
                HEX.parseHex("18efc971cf196407e112951a187c63b6"), HEX.parseHex("5f73d9f150410098b2cc408c"), m2));
        assertArrayEquals(m2, ce.decryptRaw(HEX.parseHex("18efc971cf196407e112951a187c63b6"),
                HEX.parseHex("5f73d9f150410098b2cc408c"), Arrays.copyOfRange(ct2, 56, ct2.length)));
    }

    @Test
    void roundTripsAtChunkBoundaries() throws Exception {
        SplittableRandom rnd = Seeds.random(0xC0BB1EL);
        BlockEngine engine = Engines.byName("nohw");
        for (int keyBytes : new int[] {16, 32}) {
            ChunkedEncryption ce = keyBytes == 16 ? ChunkedEncryption.cobblestone128(engine)
                    : ChunkedEncryption.cobblestone256(engine);
            for (int len : new int[] {0, 1, 16383, 16384, 16385, 32768, 40000}) {
                byte[] key = Seeds.bytes(rnd, keyBytes);
                byte[] salt = Seeds.bytes(rnd, 24);
                byte[] ctx = Seeds.bytes(rnd, rnd.nextInt(10));
                byte[] msg = Seeds.bytes(rnd, len);
                byte[] ct = ce.encrypt(key, salt, ctx, msg);
                assertEquals(ChunkedEncryption.ciphertextLength(len), ct.length);
                assertArrayEquals(msg, ce.decrypt(key, ctx, ct));
            }
        }
    }

    @Test
    void everyForgeryFails() throws Exception {
        SplittableRandom rnd = Seeds.random(0xF0A6EL);
        ChunkedEncryption ce = ChunkedEncryption.cobblestone128(Engines.byName("vpaes"));
        byte[] key = Seeds.bytes(rnd, 16);
        byte[] ctx = Seeds.bytes(rnd, 5);
        byte[] msg = Seeds.bytes(rnd, 2 * ChunkedEncryption.CHUNK + 100);
        byte[] ct = ce.encrypt(key, Seeds.bytes(rnd, 24), ctx, msg);
        int chunk = ChunkedEncryption.CHUNK + 16;
        for (int pos : new int[] {0, 23, 24, 55, 56, 56 + chunk - 1, 56 + chunk, ct.length - 1}) {
            byte[] bad = ct.clone();
            bad[pos] ^= 4;
            assertThrows(AEADBadTagException.class, () -> ce.decrypt(key, ctx, bad), "byte " + pos);
        }
        // Truncated before the final chunk, or inside it; reordered chunks; trailing data.
        assertThrows(AEADBadTagException.class, () -> ce.decrypt(key, ctx, Arrays.copyOf(ct, 56 + 2 * chunk)));
        assertThrows(AEADBadTagException.class, () -> ce.decrypt(key, ctx, Arrays.copyOf(ct, ct.length - 1)));
        assertThrows(AEADBadTagException.class, () -> ce.decrypt(key, ctx, Arrays.copyOf(ct, 60)));
        byte[] swapped = ct.clone();
        System.arraycopy(ct, 56, swapped, 56 + chunk, chunk);
        System.arraycopy(ct, 56 + chunk, swapped, 56, chunk);
        assertThrows(AEADBadTagException.class, () -> ce.decrypt(key, ctx, swapped));
        assertThrows(AEADBadTagException.class, () -> ce.decrypt(key, ctx, Arrays.copyOf(ct, ct.length + 16)));
        assertThrows(AEADBadTagException.class, () -> ce.decrypt(key, Seeds.bytes(rnd, 5), ct));
        byte[] otherKey = key.clone();
        otherKey[0] ^= 1;
        AEADBadTagException e = assertThrows(AEADBadTagException.class, () -> ce.decrypt(otherKey, ctx, ct));
        assertEquals("chunked encryption: authentication failed", e.getMessage());
        assertArrayEquals(msg, ce.decrypt(key, ctx, ct));
    }

    @Test
    void parameterRules() {
        ChunkedEncryption ce = ChunkedEncryption.cobblestone256(Engines.byName("nohw"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> ce.encrypt(new byte[16], new byte[24], new byte[0], new byte[0])).getMessage().contains("32 bytes"));
        assertThrows(IllegalArgumentException.class, () -> ce.decrypt(new byte[31], new byte[0], new byte[100]));
        assertThrows(IllegalArgumentException.class, () -> ce.encrypt(new byte[32], new byte[23], new byte[0], new byte[0]));
        assertThrows(IllegalArgumentException.class, () -> ce.encryptRaw(new byte[16], new byte[12], new byte[0]));
        assertThrows(IllegalArgumentException.class, () -> ce.encryptRaw(new byte[32], new byte[11], new byte[0]));
        assertThrows(IllegalArgumentException.class, () -> ChunkedEncryption.ciphertextLength(-1));
        assertEquals(56 + 16, ChunkedEncryption.ciphertextLength(0));
        assertEquals(56 + 16384 + 16 + 16, ChunkedEncryption.ciphertextLength(16384));
    }
}
