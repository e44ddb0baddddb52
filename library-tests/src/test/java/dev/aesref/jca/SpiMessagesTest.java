package dev.aesref.jca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The exact exception and message of each guard of the non-AEAD SPIs (STYLE.md, "Errors": the
 * message names the parameter and the rule). SunJCE's messages differ, so the side-by-side tests
 * compare exception types only; the wording is pinned here.
 */
class SpiMessagesTest {

    private static final BlockEngine ENGINE = Engines.byName("nohw");
    private static final Provider AESREF = new AesRefProvider();
    private static final SecretKeySpec KEY = new SecretKeySpec(new byte[16], "AES");
    private static final IvParameterSpec IV = new IvParameterSpec(new byte[16]);

    private static <T extends Throwable> void message(Class<T> type, String expected, Executable call) {
        assertEquals(expected, assertThrows(type, call).getMessage());
    }

    @Test
    void fixedTransformationsNameWhatTheyAre() {
        BlockModeCipher cbcPadded = new BlockModeCipher(AESREF, ENGINE, true, true, 0);
        BlockModeCipher ecb = new BlockModeCipher(AESREF, ENGINE, false, false, 0);
        message(NoSuchAlgorithmException.class, "this cipher is CBC; mode ECB is another transformation",
                () -> cbcPadded.engineSetMode("ECB"));
        message(NoSuchAlgorithmException.class, "this cipher is ECB; mode CBC is another transformation",
                () -> ecb.engineSetMode("CBC"));
        message(NoSuchPaddingException.class,
                "this cipher uses PKCS5Padding; padding NoPadding is another transformation",
                () -> cbcPadded.engineSetPadding("NoPadding"));
        message(NoSuchPaddingException.class,
                "this cipher uses NoPadding; padding PKCS5Padding is another transformation",
                () -> ecb.engineSetPadding("PKCS5Padding"));
        message(NoSuchAlgorithmException.class, "this cipher is KWP; mode KW is another transformation",
                () -> new KeyWrapCipher(AESREF, ENGINE, true, 0).engineSetMode("KW"));
        message(NoSuchAlgorithmException.class, "this cipher is KW; mode KWP is another transformation",
                () -> new KeyWrapCipher(AESREF, ENGINE, false, 0).engineSetMode("KWP"));
        message(NoSuchAlgorithmException.class, "this cipher is CTR; mode CBC is another transformation",
                () -> new CtrCipher(AESREF, ENGINE).engineSetMode("CBC"));
    }

    @Test
    void blockModeLengthAndRoomRules() throws Exception {
        BlockModeCipher ecb = new BlockModeCipher(AESREF, ENGINE, false, false, 0);
        ecb.engineInit(Cipher.ENCRYPT_MODE, KEY, (SecureRandom) null);
        message(ShortBufferException.class, "output buffer has 16 bytes from offset 4, needs 32",
                () -> ecb.engineUpdate(new byte[32], 0, 32, new byte[20], 4));
        message(ShortBufferException.class, "output buffer has 15 bytes from offset 1, needs 16",
                () -> ecb.engineDoFinal(new byte[16], 0, 16, new byte[16], 1));
        message(IllegalBlockSizeException.class,
                "input length must be a multiple of 16 bytes (NoPadding), got 15",
                () -> ecb.engineDoFinal(new byte[15], 0, 15));
        BlockModeCipher cbc = new BlockModeCipher(AESREF, ENGINE, true, true, 0);
        cbc.engineInit(Cipher.DECRYPT_MODE, KEY, IV, null);
        message(IllegalBlockSizeException.class,
                "input length must be a multiple of 16 bytes when decrypting with PKCS5Padding, got 15",
                () -> cbc.engineDoFinal(new byte[15], 0, 15));
        message(IllegalBlockSizeException.class,
                "input length must be at least one block (16 bytes) when decrypting with PKCS5Padding, got 0",
                () -> cbc.engineDoFinal(new byte[0], 0, 0));
        // 48 bytes to decrypt: even a full padding block leaves 32, more than 31 bytes of room.
        message(ShortBufferException.class, "output buffer has 31 bytes from offset 0, needs 32",
                () -> cbc.engineDoFinal(new byte[48], 0, 48, new byte[31], 0));
        CtrCipher ctr = new CtrCipher(AESREF, ENGINE);
        ctr.engineInit(Cipher.ENCRYPT_MODE, KEY, IV, null);
        message(ShortBufferException.class, "output buffer has 2 bytes from offset 4, needs 10",
                () -> ctr.engineUpdate(new byte[10], 0, 10, new byte[6], 4));
    }

    @Test
    void keyWrapIcvLengthAndRoomRules() throws Exception {
        KeyWrapCipher kw = new KeyWrapCipher(AESREF, ENGINE, false, 0);
        KeyWrapCipher kwp = new KeyWrapCipher(AESREF, ENGINE, true, 0);
        message(InvalidAlgorithmParameterException.class, "only the default ICV of SP 800-38F is supported"
                + " (8 bytes A6A6A6A6A6A6A6A6), got 8 bytes of another value",
                () -> kw.engineInit(Cipher.ENCRYPT_MODE, KEY, new IvParameterSpec(new byte[8]), null));
        message(InvalidAlgorithmParameterException.class, "only the default ICV of SP 800-38F is supported"
                + " (4 bytes A65959A6), got 4 bytes of another value",
                () -> kwp.engineInit(Cipher.ENCRYPT_MODE, KEY, new IvParameterSpec(new byte[4]), null));
        // The right value at the wrong length: ICV2 followed by four more bytes, the first half of ICV1.
        byte[] icv2Longer = {(byte) 0xA6, 0x59, 0x59, (byte) 0xA6, 0, 0, 0, 0};
        message(InvalidAlgorithmParameterException.class, "only the default ICV of SP 800-38F is supported"
                + " (4 bytes A65959A6), got 8 bytes of another value",
                () -> kwp.engineInit(Cipher.ENCRYPT_MODE, KEY, new IvParameterSpec(icv2Longer), null));
        byte[] icv1Half = {(byte) 0xA6, (byte) 0xA6, (byte) 0xA6, (byte) 0xA6};
        message(InvalidAlgorithmParameterException.class, "only the default ICV of SP 800-38F is supported"
                + " (8 bytes A6A6A6A6A6A6A6A6), got 4 bytes of another value",
                () -> kw.engineInit(Cipher.ENCRYPT_MODE, KEY, new IvParameterSpec(icv1Half), null));

        kw.engineInit(Cipher.ENCRYPT_MODE, KEY, (SecureRandom) null);
        message(IllegalBlockSizeException.class, "KW input must be at least 16 bytes and a multiple of 8, got 5",
                () -> kw.engineDoFinal(new byte[5], 0, 5));
        message(IllegalBlockSizeException.class, "KW input must be at least 16 bytes and a multiple of 8, got 20",
                () -> kw.engineDoFinal(new byte[20], 0, 20));
        // The length rule comes before the room: a bad length into a short buffer is a length error.
        message(IllegalBlockSizeException.class, "KW input must be at least 16 bytes and a multiple of 8, got 5",
                () -> kw.engineDoFinal(new byte[5], 0, 5, new byte[3], 0));
        message(ShortBufferException.class, "output buffer has 22 bytes from offset 8, needs 24",
                () -> kw.engineDoFinal(new byte[16], 0, 16, new byte[30], 8));
        kwp.engineInit(Cipher.ENCRYPT_MODE, KEY, (SecureRandom) null);
        message(IllegalBlockSizeException.class, "KWP input must be at least 1 byte, got 0",
                () -> kwp.engineDoFinal(new byte[0], 0, 0));

        kw.engineInit(Cipher.DECRYPT_MODE, KEY, (SecureRandom) null);
        message(IllegalBlockSizeException.class, "KW ciphertext must be at least 24 bytes and a multiple of 8, got 8",
                () -> kw.engineDoFinal(new byte[8], 0, 8, new byte[0], 0));
        message(IllegalBlockSizeException.class, "KW ciphertext must be at least 24 bytes and a multiple of 8, got 25",
                () -> kw.engineDoFinal(new byte[25], 0, 25));
        kwp.engineInit(Cipher.DECRYPT_MODE, KEY, (SecureRandom) null);
        message(IllegalBlockSizeException.class, "KWP ciphertext must be at least 16 bytes and a multiple of 8, got 20",
                () -> kwp.engineDoFinal(new byte[20], 0, 20));
        kw.engineInit(Cipher.UNWRAP_MODE, KEY, (SecureRandom) null);
        message(InvalidKeyException.class,
                "unwrap failed: KW ciphertext must be at least 24 bytes and a multiple of 8, got 25",
                () -> kw.engineUnwrap(new byte[25], "AES", Cipher.SECRET_KEY));
    }

    @Test
    void keyRules() {
        message(InvalidKeyException.class, "AES key must be 16, 24 or 32 bytes, got 17",
                () -> JcaKeys.rawKey(new SecretKeySpec(new byte[17], "AES"), 0));
        message(InvalidKeyException.class, "key must be 24 bytes for this algorithm, got 16",
                () -> JcaKeys.rawKey(KEY, 24));
        message(InvalidKeyException.class, "key must be 32 bytes for this algorithm, got 16",
                () -> JcaKeys.checkLength(KEY, 32));
        message(InvalidKeyException.class, "key must be 16 bytes for this algorithm, got no raw key",
                () -> JcaKeys.checkLength(null, 16));
        message(InvalidKeyException.class, "key must be 16 bytes for this algorithm, got 0",
                () -> JcaKeys.checkLength(new SpiScratchTest.LentKey(0), 16));
        message(InvalidKeyException.class, "key algorithm must be AES (or Rijndael), got DES",
                () -> JcaKeys.rawKey(new SecretKeySpec(new byte[16], "DES"), 0));
    }

    @Test
    void wrongSpecTypesAreNamed() throws Exception {
        String gcmSpec = GCMParameterSpec.class.getName();
        message(java.security.spec.InvalidParameterSpecException.class,
                "AES parameters need an IvParameterSpec, got " + gcmSpec,
                () -> new AesParameters().engineInit(new GCMParameterSpec(128, new byte[12])));
        message(java.security.spec.InvalidParameterSpecException.class,
                "GCM parameters need a GCMParameterSpec, got " + IvParameterSpec.class.getName(),
                () -> new GcmParameters().engineInit(IV));
        AesParameters aes = new AesParameters();
        aes.engineInit(IV);
        message(java.security.spec.InvalidParameterSpecException.class,
                "AES parameters give an IvParameterSpec, not " + gcmSpec,
                () -> aes.engineGetParameterSpec(GCMParameterSpec.class));
        GcmParameters gcm = new GcmParameters();
        gcm.engineInit(new GCMParameterSpec(128, new byte[12]));
        message(java.security.spec.InvalidParameterSpecException.class,
                "GCM parameters give a GCMParameterSpec, not " + IvParameterSpec.class.getName(),
                () -> gcm.engineGetParameterSpec(IvParameterSpec.class));
        message(InvalidAlgorithmParameterException.class, "AESGMAC needs an IvParameterSpec or a"
                + " GCMParameterSpec holding the IV, got " + javax.crypto.spec.PBEParameterSpec.class.getName(),
                () -> new GmacSpi(ENGINE).engineInit(KEY, new javax.crypto.spec.PBEParameterSpec(new byte[8], 1)));
        // No IV and no SecureRandom: the IV is drawn from a new SecureRandom.
        BlockModeCipher cbc = new BlockModeCipher(AESREF, ENGINE, true, false, 0);
        cbc.engineInit(Cipher.ENCRYPT_MODE, KEY, (SecureRandom) null);
        assertEquals(16, cbc.engineGetIV().length);
    }

    @Test
    void aeadOutputRoom() throws Exception {
        AeadGcmCipher gcm = new AeadGcmCipher(ENGINE);
        gcm.engineInit(Cipher.ENCRYPT_MODE, KEY, new GCMParameterSpec(128, new byte[12]), null);
        message(ShortBufferException.class, "output needs 16 bytes from offset 0, the array has none",
                () -> gcm.engineDoFinal(new byte[0], 0, 0, null, 0));
        message(ShortBufferException.class, "output needs 16 bytes from offset 2, the array has 10 bytes",
                () -> gcm.engineDoFinal(new byte[0], 0, 0, new byte[10], 2));
    }
}
