package dev.aesref.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.harness.Seeds;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * CBC with PKCS#7 padding: every valid pad is removed, every invalid pad (pad byte 0, above 16,
 * or pad bytes that disagree) gives the very same exception and message, the unverified
 * plaintext never leaves the method, and batched engines see one decryptBlocks call.
 */
class CbcPkcs7Test {

    private static final byte[] IV = HexFormat.of().parseHex("000102030405060708090a0b0c0d0e0f");

    /** Encrypts raw (already padded or deliberately mis-padded) blocks with the JDK as oracle. */
    private static byte[] jdkCbcNoPadding(byte[] key, byte[] blocks) throws Exception {
        Cipher c = JDK_CBC.get();
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(IV));
        return c.doFinal(blocks);
    }

    private static final ThreadLocal<Cipher> JDK_CBC = ThreadLocal.withInitial(() -> {
        try {
            return Cipher.getInstance("AES/CBC/NoPadding");
        } catch (java.security.GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    });

    private static BadPaddingException rejects(ExpandedKey k, byte[] ct) {
        return assertThrows(BadPaddingException.class, () -> Cbc.decryptPkcs7(k, IV, ct));
    }

    @Test
    void everyLastByteValueIsAcceptedExactlyWhenItIsAValidPad() throws Exception {
        for (int keySize = 0; keySize < 3; keySize++) {
            byte[] key = Seeds.key(40 + keySize, keySize);
            for (int blocks = 1; blocks <= 2; blocks++) {
                for (int pad = 0; pad < 256; pad++) {
                    byte[] plain = Seeds.bytes(pad * 7L + blocks, 16 * blocks);
                    // Every byte that a pad of this value would cover is set to the pad value.
                    for (int i = 0; i < Math.min(pad, plain.length); i++) {
                        plain[plain.length - 1 - i] = (byte) pad;
                    }
                    byte[] ct = jdkCbcNoPadding(key, plain);
                    for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                        ExpandedKey k = e.expandKey(key);
                        if (pad >= 1 && pad <= 16) {
                            assertArrayEquals(Arrays.copyOf(plain, plain.length - pad),
                                    Cbc.decryptPkcs7(k, IV, ct), e.name() + " pad " + pad);
                        } else {
                            assertEquals(Cbc.BAD_PADDING, rejects(k, ct).getMessage(), "pad " + pad);
                        }
                    }
                }
            }
        }
    }

    @Test
    void anyDisagreeingPadByteIsRejected() throws Exception {
        byte[] key = Seeds.key(50, 0);
        for (int pad = 2; pad <= 16; pad++) {
            for (int wrong = 1; wrong < pad; wrong++) { // wrong-th byte from the end, 0 = last
                for (int delta : new int[] {1, 0x80, pad ^ 0xFF}) {
                    byte[] plain = Seeds.bytes(pad, 32);
                    Arrays.fill(plain, 32 - pad, 32, (byte) pad);
                    plain[31 - wrong] ^= (byte) delta;
                    byte[] ct = jdkCbcNoPadding(key, plain);
                    for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                        BadPaddingException ex = rejects(e.expandKey(key), ct);
                        assertEquals(Cbc.BAD_PADDING, ex.getMessage(), pad + "/" + wrong);
                        assertEquals(BadPaddingException.class, ex.getClass());
                    }
                }
            }
        }
    }

    /** The bytes just before the pad do not matter, even if they equal the pad value. */
    @Test
    void bytesBeforeThePadAreFree() throws Exception {
        byte[] key = Seeds.key(51, 1);
        for (int pad = 1; pad < 16; pad++) {
            byte[] plain = new byte[32];
            Arrays.fill(plain, (byte) pad);
            plain[31 - pad] = (byte) (pad + 1); // a "longer" pad would be invalid; this one is fine
            byte[] ct = jdkCbcNoPadding(key, plain);
            for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                assertArrayEquals(Arrays.copyOf(plain, 32 - pad), Cbc.decryptPkcs7(e.expandKey(key), IV, ct));
            }
        }
    }

    /**
     * Cases in the style of Wycheproof's aes_cbc_pkcs5_test.json (flags BadPadding), as whole
     * final plaintext blocks; the ciphertexts come from the JDK, and the JDK's PKCS5Padding must
     * reject them too, so the two implementations are checked against each other.
     */
    @Test
    void wycheproofStyleBadPaddings() throws Exception {
        byte[] key = Seeds.key(52, 2);
        List<String> finalBlocks = List.of(
                "00000000000000000000000000000000", // pad byte 0
                "11111111111111111111111111111111", // 17
                "ffffffffffffffffffffffffffffffff", // 255
                "0102030405060708090a0b0c0d0e0f10", // counting bytes, 16 but not repeated
                "10101010101010101010101010101011", // 17 ending a run of 16s
                "000000000000000000000000000000ff", // 255
                "00000000000000000000000000000201", // valid (pad 1) next to a 02: accepted
                "00000000000000000000000000000102", // pad 2 but previous byte 01
                "0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f10", // 16 over 0f's
                "10101010101010101010101010101000", // run of 16s ending in 0
                "00000000000000000000000000000080", // 128: sign bit set
                "00000000000000000000000000000303"); // pad 3 over only two 03 bytes
        int rejected = 0;
        for (String hex : finalBlocks) {
            byte[] plain = HexFormat.of().parseHex("6bc1bee22e409f96e93d7e117393172a" + hex);
            byte[] ct = jdkCbcNoPadding(key, plain);
            Cipher jdk = Cipher.getInstance("AES/CBC/PKCS5Padding");
            jdk.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(IV));
            boolean jdkAccepts;
            byte[] jdkPlain = null;
            try {
                jdkPlain = jdk.doFinal(ct);
                jdkAccepts = true;
            } catch (BadPaddingException e) {
                jdkAccepts = false;
                rejected++;
            }
            for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                ExpandedKey k = e.expandKey(key);
                if (jdkAccepts) {
                    assertArrayEquals(jdkPlain, Cbc.decryptPkcs7(k, IV, ct), hex);
                } else {
                    assertEquals(Cbc.BAD_PADDING, rejects(k, ct).getMessage(), hex);
                }
            }
        }
        assertEquals(finalBlocks.size() - 1, rejected, "all but the one valid case are bad paddings");
    }

    @Test
    void paddingAddsOneToSixteenBytesAndMatchesTheJdk() throws Exception {
        byte[] key = Seeds.key(53, 0);
        for (int len = 0; len <= 48; len++) {
            byte[] plain = Seeds.bytes(len, len);
            Cipher jdk = Cipher.getInstance("AES/CBC/PKCS5Padding");
            jdk.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(IV));
            byte[] want = jdk.doFinal(plain);
            assertEquals(16 * (len / 16 + 1), want.length);
            for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                assertArrayEquals(want, Cbc.encryptPkcs7(e.expandKey(key), IV, plain), e.name() + " " + len);
            }
        }
    }

    @Test
    void ciphertextLengthIsAPublicArgumentError() {
        ExpandedKey k = JdkAesEngine.key(new byte[16]);
        for (int len : new int[] {0, 1, 15, 17, 31}) {
            IllegalArgumentException ex = assertThrows(IllegalArgumentException.class,
                    () -> Cbc.decryptPkcs7(k, IV, new byte[len]));
            assertTrue(ex.getMessage().contains("ciphertext length"), ex.getMessage());
            assertTrue(ex.getMessage().contains("" + len), ex.getMessage());
        }
    }

    /** The decrypted buffer is zeroed both after a rejection and after a successful unpad. */
    @Test
    void theUnverifiedPlaintextBufferIsZeroed() throws Exception {
        byte[] key = Seeds.key(54, 0);
        byte[] plain = Seeds.bytes(55, 32);
        plain[31] = 0x33; // invalid
        RecordingKey k = new RecordingKey(JdkAesEngine.key(key));
        rejects(k, jdkCbcNoPadding(key, plain));
        byte[] buf = k.outputs.get(0);
        assertEquals(32, buf.length);
        assertTrue(RecordingKey.allZero(buf), "rejected plaintext zeroed");

        plain[31] = 0x01; // valid
        RecordingKey k2 = new RecordingKey(JdkAesEngine.key(key));
        assertArrayEquals(Arrays.copyOf(plain, 31), Cbc.decryptPkcs7(k2, IV, jdkCbcNoPadding(key, plain)));
        assertTrue(RecordingKey.allZero(k2.outputs.get(0)), "padded plaintext zeroed after the copy");
    }

    @Test
    void cbcDecryptCallsTheEngineOnceForTheWholeRange() throws Exception {
        byte[] key = Seeds.key(56, 1);
        for (int blocks = 0; blocks <= 9; blocks++) {
            byte[] ct = Seeds.bytes(blocks, 16 * blocks);
            RecordingKey k = new RecordingKey(JdkAesEngine.key(key));
            Cbc.decrypt(k, IV, ct, 0, new byte[ct.length], 0, ct.length);
            assertEquals(List.of("decryptBlocks " + blocks), k.calls);
            RecordingKey inPlace = new RecordingKey(JdkAesEngine.key(key));
            Cbc.decrypt(inPlace, IV, ct, 0, ct, 0, ct.length);
            assertEquals(List.of("decryptBlocks " + blocks), inPlace.calls);
        }
    }

    @Test
    void theIvIsNotModified() {
        byte[] iv = IV.clone();
        ExpandedKey k = JdkAesEngine.key(new byte[32]);
        Cbc.encrypt(k, iv, new byte[48], 0, new byte[48], 0, 48);
        Cbc.decrypt(k, iv, new byte[48], 0, new byte[48], 0, 48);
        assertArrayEquals(IV, iv);
    }

    /** CBC decryption copies the ciphertext only when the output range overlaps it. */
    @Test
    void cbcDecryptCopiesTheCiphertextOnlyWhenTheRangesOverlap() {
        byte[] buf = new byte[96];
        for (int[] io : new int[][] {{0, 32, 0}, {32, 0, 0}, {0, 31, 1}, {31, 0, 1}, {16, 16, 1}}) {
            RecordingKey k = new RecordingKey(JdkAesEngine.key(new byte[16]));
            Cbc.decrypt(k, IV, buf, io[0], buf, io[1], 32);
            assertEquals(io[2] == 1, k.inputs.get(0) != buf, "in at " + io[0] + ", out at " + io[1]);
        }
    }
}
