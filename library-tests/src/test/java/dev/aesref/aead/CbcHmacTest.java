package dev.aesref.aead;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.EnginesUnderTest;
import dev.aesref.engines.Engines;
import dev.aesref.harness.Residue;
import dev.aesref.harness.Seeds;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** AES-CBC-HMAC-SHA-2 (RFC 7518 section 5.2) on every engine. */
class CbcHmacTest {

    private static final HexFormat HEX = HexFormat.of();

    /** RFC 7518 Appendix B: the common inputs of B.1, B.2 and B.3. */
    private static final String P = "41206369706865722073797374656d206d757374206e6f742062652072657175"
            + "6972656420746f206265207365637265742c20616e64206974206d7573742062652061626c6520746f2066616c6c"
            + "20696e746f207468652068616e6473206f662074686520656e656d7920776974686f757420696e636f6e76656e"
            + "69656e6365";
    private static final String IV = "1af38c2dc2b96ffdd86694092341bc04";
    private static final String A = "546865207365636f6e64207072696e6369706c65206f662041756775737465204b"
            + "6572636b686f666673";

    /** RFC 7518 Appendix B.1 (AES_128_CBC_HMAC_SHA_256), B.2 (192/384) and B.3 (256/512): K, E, T. */
    static Stream<Arguments> appendixB() {
        return EnginesUnderTest.stream().flatMap(e -> Stream.of(
                Arguments.of(e, "B.1", range(32),
                        "c80edfa32ddf39d5ef00c0b468834279a2e46a1b8049f792f76bfe54b903a9c9a94ac9b47ad2655c5f10f9aef714"
                        + "27e2fc6f9b3f399a221489f16362c703233609d45ac69864e3321cf82935ac4096c86e133314c54019e8ca79"
                        + "80dfa4b9cf1b384c486f3a54c51078158ee5d79de59fbd34d848b3d69550a67646344427ade54b8851ffb598"
                        + "f7f80074b9473c82e2db",
                        "652c3fa36b0a7c5b3219fab3a30bc1c4"),
                Arguments.of(e, "B.2", range(48),
                        "ea65da6b59e61edb419be62d19712ae5d303eeb50052d0dfd6697f77224c8edb000d279bdc14c1072654bd3094"
                        + "4230c657bed4ca0c9f4a8466f22b226d1746214bf8cfc2400add9f5126e479663fc90b3bed787a2f0ffcbf39"
                        + "04be2a641d5c2105bfe591bae23b1d7449e532eef60a9ac8bb6c6b01d35d49787bcd57ef484927f280adc91a"
                        + "c0c4e79c7b11efc60054e3",
                        "8490ac0e58949bfe51875d733f93ac2075168039ccc733d7"),
                Arguments.of(e, "B.3", range(64),
                        "4affaaadb78c31c5da4b1b590d10ffbd3dd8d5d302423526912da037ecbcc7bd822c301dd67c373bccb584ad3e"
                        + "9279c2e6d12a1374b77f077553df829410446b36ebd97066296ae6427ea75c2e0846a11a09ccf5370dc80bfe"
                        + "cbad28c73f09b3a3b75e662a2594410ae496b2e2e6609e31e6e02cc837f053d21f37ff4f51950bbe2638d09d"
                        + "d7a4930930806d0703b1f6",
                        "4dd3b4c088a7f45c216839645b2012bf2e6269a8c56a816dbc1b267761955bc5")));
    }

    private static byte[] range(int n) {
        byte[] k = new byte[n];
        for (int i = 0; i < n; i++) {
            k[i] = (byte) i;
        }
        return k;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    @ParameterizedTest(name = "{0} RFC 7518 {1}")
    @MethodSource("appendixB")
    void appendixBVectors(BlockEngine engine, String section, byte[] key, String e, String t) throws Exception {
        CbcHmac aead = CbcHmac.create(engine, key);
        byte[] expected = concat(HEX.parseHex(e), HEX.parseHex(t));
        byte[] sealed = aead.seal(HEX.parseHex(IV), HEX.parseHex(A), HEX.parseHex(P));
        assertArrayEquals(expected, sealed);
        assertEquals(expected.length, aead.sealedLength(HEX.parseHex(P).length));
        assertArrayEquals(HEX.parseHex(P), aead.open(HEX.parseHex(IV), HEX.parseHex(A), expected));
        assertEquals(t.length() / 2, aead.tagBytes());
        aead.destroy();
    }

    /** The definition, built from the JDK's AES/CBC/PKCS5Padding and HMAC: an independent oracle. */
    private static byte[] reference(byte[] key, byte[] iv, byte[] aad, byte[] msg) throws Exception {
        int half = key.length / 2;
        Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, half, half, "AES"), new IvParameterSpec(iv));
        byte[] ct = c.doFinal(msg);
        String alg = "HmacSHA" + (half * 16);
        Mac mac = Mac.getInstance(alg);
        mac.init(new SecretKeySpec(key, 0, half, alg));
        mac.update(aad);
        mac.update(iv);
        mac.update(ct);
        mac.update(ByteBuffer.allocate(8).putLong(aad.length * 8L).array());
        return concat(ct, Arrays.copyOf(mac.doFinal(), half));
    }

    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void agreesWithTheJdkOnRandomInputs(BlockEngine engine) throws Exception {
        SplittableRandom rnd = Seeds.random(0xCBC4AC0L);
        for (int trial = 0; trial < 40; trial++) {
            byte[] key = Seeds.bytes(rnd, 32 + 16 * rnd.nextInt(3));
            byte[] iv = Seeds.bytes(rnd, 16);
            byte[] aad = Seeds.bytes(rnd, rnd.nextInt(70));
            byte[] msg = Seeds.bytes(rnd, rnd.nextInt(300));
            CbcHmac aead = CbcHmac.create(engine, key);
            byte[] expected = reference(key, iv, aad, msg);
            int off = rnd.nextInt(9);
            byte[] out = new byte[off + aead.sealedLength(msg.length) + 3];
            assertEquals(expected.length, aead.seal(iv, aad, msg, 0, msg.length, out, off));
            assertArrayEquals(expected, Arrays.copyOfRange(out, off, off + expected.length));
            // In place: plaintext and ciphertext at the same offset of one array.
            byte[] buf = Arrays.copyOf(msg, expected.length);
            aead.seal(iv, aad, buf, 0, msg.length, buf, 0);
            assertArrayEquals(expected, buf);
            assertEquals(msg.length, aead.open(iv, aad, buf, 0, buf.length, buf, 0));
            assertArrayEquals(msg, Arrays.copyOf(buf, msg.length));
            aead.destroy();
        }
    }

    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void anyTamperingFailsWithoutWritingOutput(BlockEngine engine) throws Exception {
        SplittableRandom rnd = Seeds.random(0x7A4BE2L);
        byte[] key = Seeds.bytes(rnd, 32);
        byte[] iv = Seeds.bytes(rnd, 16);
        byte[] aad = Seeds.bytes(rnd, 20);
        byte[] msg = Seeds.bytes(rnd, 45);
        CbcHmac aead = CbcHmac.create(engine, key);
        byte[] sealed = aead.seal(iv, aad, msg);
        for (int i = 0; i < sealed.length; i++) {
            byte[] bad = sealed.clone();
            bad[i] ^= (byte) (1 << (i & 7));
            assertRejected(aead, iv, aad, bad);
        }
        for (int i = 0; i < aad.length; i++) {
            byte[] badAad = aad.clone();
            badAad[i] ^= 1;
            assertRejected(aead, iv, badAad, sealed);
        }
        byte[] badIv = iv.clone();
        badIv[15] ^= 0x40;
        assertRejected(aead, badIv, aad, sealed);
        assertRejected(aead, iv, Arrays.copyOf(aad, aad.length + 1), sealed);
        assertTrue(Residue.nonZeroArrays(aead).stream().noneMatch(p -> p.contains("plain")
                || p.contains("fullMac")), "scratch after failures: " + Residue.nonZeroArrays(aead));
        aead.destroy();
    }

    private static void assertRejected(CbcHmac aead, byte[] iv, byte[] aad, byte[] sealed) {
        byte[] out = new byte[sealed.length];
        Arrays.fill(out, (byte) 0x5C);
        AEADBadTagException e = assertThrows(AEADBadTagException.class,
                () -> aead.open(iv, aad, sealed, 0, sealed.length, out, 0));
        assertEquals("AES-CBC-HMAC: authentication failed", e.getMessage());
        for (byte b : out) {
            assertEquals((byte) 0x5C, b, "open wrote output before the tag was verified");
        }
    }

    /** An authentic ciphertext whose padding is wrong (the sender's fault) fails like a bad tag. */
    @Test
    void badPaddingUnderAValidTagIsRejectedLikeABadTag() throws Exception {
        byte[] key = range(32);
        byte[] iv = new byte[16];
        byte[] aad = new byte[3];
        // CBC without padding over a block ending in 0x00, then a correct tag over it.
        Cipher c = Cipher.getInstance("AES/CBC/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, 16, 16, "AES"), new IvParameterSpec(iv));
        byte[] ct = c.doFinal(new byte[16]);
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(key, 0, 16, "HmacSHA256"));
        mac.update(aad);
        mac.update(iv);
        mac.update(ct);
        mac.update(ByteBuffer.allocate(8).putLong(24).array());
        byte[] sealed = concat(ct, Arrays.copyOf(mac.doFinal(), 16));
        for (BlockEngine engine : EnginesUnderTest.all()) {
            assertRejected(CbcHmac.create(engine, key), iv, aad, sealed);
        }
    }

    @Test
    void parameterRulesAreCheckedFirst() {
        BlockEngine engine = Engines.all().get(1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CbcHmac.create(engine, new byte[40]));
        assertTrue(e.getMessage().contains("32, 48 or 64"), e.getMessage());
        CbcHmac aead = CbcHmac.create(engine, new byte[32]);
        byte[] out = new byte[64];
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> aead.seal(new byte[12], new byte[0], new byte[5], 0, 5, out, 0)).getMessage()
                .contains("16 bytes"));
        assertThrows(IndexOutOfBoundsException.class,
                () -> aead.seal(new byte[16], new byte[0], new byte[40], 0, 40, out, 10));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> aead.open(new byte[16], new byte[0], new byte[40], 0, 40, out, 0)).getMessage()
                .contains("multiple of 16"));
        assertThrows(IllegalArgumentException.class, () -> aead.maxOpenedLength(16));
        assertThrows(IllegalArgumentException.class, () -> aead.sealedLength(-1));
        assertThrows(IllegalArgumentException.class, () -> aead.sealedLength(Integer.MAX_VALUE - 20));
        assertEquals(47, aead.maxOpenedLength(64));
        assertEquals(32, aead.sealedLength(15));
        assertEquals(48, aead.sealedLength(16));
        assertThrows(NullPointerException.class, () -> aead.seal(new byte[16], null, new byte[1]));
        aead.destroy();
        assertTrue(aead.isDestroyed());
        aead.destroy();
        assertThrows(IllegalStateException.class, () -> aead.seal(new byte[16], new byte[0], new byte[1]));
        assertThrows(IllegalStateException.class, () -> aead.open(new byte[16], new byte[0], new byte[48]));
        assertEquals(java.util.List.of(), Residue.nonZeroArrays(aead));
    }
}
