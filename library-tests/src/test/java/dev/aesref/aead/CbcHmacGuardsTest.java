package dev.aesref.aead;

import static dev.aesref.testkit.conformance.Refusals.assertMarked;
import static dev.aesref.testkit.conformance.Refusals.marked;
import static dev.aesref.testkit.conformance.Refusals.refused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.harness.Residue;
import java.lang.reflect.Field;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * AES-CBC-HMAC's own guards: each refusal is the mode's, with its message, before any output
 * byte; the key halves it copied are zeroed; scratch is zero after every call; the scratch is
 * reused, not reallocated per call; and destroy() re-keys the JDK Mac with a zero key.
 */
class CbcHmacGuardsTest {


    private static Object field(Object o, String name) throws ReflectiveOperationException {
        Field f = CbcHmac.class.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(o);
    }

    @Test
    void refusalsAreTheModesOwnAndWriteNothing() {
        CbcHmac aead = CbcHmac.create(Engines.byName("nohw"), new byte[32]);
        assertFalse(aead.isDestroyed());
        byte[] out = marked(80);
        refused(IllegalArgumentException.class, "nonce (the CBC IV) must be 16 bytes",
                () -> aead.seal(new byte[12], new byte[0], new byte[5], 0, 5, out, 0));
        refused(IllegalArgumentException.class, "nonce (the CBC IV) must be 16 bytes",
                () -> aead.open(new byte[12], new byte[0], new byte[48], 0, 48, out, 0));
        refused(IndexOutOfBoundsException.class, "in range",
                () -> aead.seal(new byte[16], new byte[0], new byte[5], 1, 5, out, 0));
        refused(IndexOutOfBoundsException.class, "out range",
                () -> aead.seal(new byte[16], new byte[0], new byte[5], 0, 5, out, 60));
        refused(IndexOutOfBoundsException.class, "in range",
                () -> aead.open(new byte[16], new byte[0], new byte[48], 16, 48, out, 0));
        // 48 bytes open to at most 31: an out with room for 30 is refused by name.
        refused(IndexOutOfBoundsException.class, "out range",
                () -> aead.open(new byte[16], new byte[0], new byte[48], 0, 48, out, 50));
        assertMarked(out);
        aead.destroy();
        assertTrue(aead.isDestroyed());
        refused(IllegalStateException.class, "AES-CBC-HMAC object has been destroyed",
                () -> aead.seal(new byte[16], new byte[0], new byte[5], 0, 5, out, 0));
        assertMarked(out);
    }

    @Test
    void sealedLengthAtItsLimits() {
        CbcHmac aead = CbcHmac.create(Engines.byName("nohw"), new byte[32]);
        assertEquals(32, aead.sealedLength(0));
        int largest = Integer.MAX_VALUE - 16 - 16;
        // largest = 15 (mod 16): one byte of padding, then the 16-byte tag.
        assertEquals(largest + 1 + 16, aead.sealedLength(largest));
        refused(IllegalArgumentException.class, "plaintext too long", () -> aead.sealedLength(largest + 1));
    }

    @Test
    void theAesKeyHalfHandedToTheEngineIsZeroedAfterCreate() {
        KeyTrackingEngine engine = new KeyTrackingEngine();
        byte[] key = new byte[32];
        Arrays.fill(key, (byte) 7);
        CbcHmac.create(engine, key);
        assertEquals(1, engine.keyBytes.size());
        assertTrue(engine.keyBytesZeroed(), "the AES key half copy still holds key bytes");
    }

    /** The tag buffer after seal, and the decrypted plaintext after open (good or bad padding). */
    @Test
    void scratchIsZeroAfterSealOpenAndAPaddingFailure() throws Exception {
        byte[] key = new byte[32];
        for (int i = 0; i < 32; i++) {
            key[i] = (byte) (i + 1);
        }
        CbcHmac aead = CbcHmac.create(Engines.byName("nohw"), key);
        byte[] iv = new byte[16];
        byte[] sealed = aead.seal(iv, new byte[3], new byte[40]);
        assertScratchZero(aead, "after seal");
        aead.open(iv, new byte[3], sealed);
        assertScratchZero(aead, "after open");

        // An authentic ciphertext (JDK CBC and HMAC) whose padding is wrong: it is decrypted,
        // then refused; the decrypted block must not stay in the scratch.
        Cipher c = Cipher.getInstance("AES/CBC/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, 16, 16, "AES"), new IvParameterSpec(iv));
        byte[] block = new byte[16];
        Arrays.fill(block, (byte) 0x33); // last byte 0x33 > 16: not PKCS#7
        byte[] ct = c.doFinal(block);
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(key, 0, 16, "HmacSHA256"));
        mac.update(new byte[3]);
        mac.update(iv);
        mac.update(ct);
        mac.update(ByteBuffer.allocate(8).putLong(24).array());
        byte[] forged = Arrays.copyOf(ct, 32);
        System.arraycopy(mac.doFinal(), 0, forged, 16, 16);
        assertThrows(AEADBadTagException.class, () -> aead.open(iv, new byte[3], forged));
        assertScratchZero(aead, "after a padding failure");
    }

    /** The live key and the (public) AAD length block are left out; tag and plaintext scratch not. */
    private static void assertScratchZero(CbcHmac aead, String when) {
        List<String> left = Residue.nonZeroArrays(aead).stream()
                .filter(p -> p.contains(".plain") || p.contains(".fullMac")).toList();
        assertEquals(List.of(), left, when);
    }

    /** Hot paths allocate nothing per call: a second open of the same length reuses the scratch. */
    @Test
    void openReusesItsScratch() throws Exception {
        CbcHmac aead = CbcHmac.create(Engines.byName("nohw"), new byte[32]);
        byte[] iv = new byte[16];
        byte[] sealed = aead.seal(iv, new byte[0], new byte[31]);
        byte[] out = new byte[31];
        aead.open(iv, new byte[0], sealed, 0, sealed.length, out, 0);
        Object first = OwnedScratch.field(aead, "plain");
        aead.open(iv, new byte[0], sealed, 0, sealed.length, out, 0);
        assertSame(first, OwnedScratch.field(aead, "plain"));
        assertEquals(32, ((byte[]) first).length);
    }

    /** After destroy() the JDK Mac the object keeps holds the all-zero key, not the MAC key. */
    @Test
    void destroyRekeysTheMacWithZeros() throws Exception {
        byte[] key = new byte[32];
        Arrays.fill(key, (byte) 0x42);
        CbcHmac aead = CbcHmac.create(Engines.byName("nohw"), key);
        aead.destroy();
        Mac kept = (Mac) OwnedScratch.field(aead, "mac");
        assertArrayEquals(new byte[16], (byte[]) field(aead, "macKey"), "MAC_KEY after destroy()");
        Mac zero = Mac.getInstance("HmacSHA256");
        zero.init(new SecretKeySpec(new byte[16], "HmacSHA256"));
        byte[] probe = "probe".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        assertArrayEquals(zero.doFinal(probe), kept.doFinal(probe));
    }
}
