package dev.aesref.aead;

import static dev.aesref.testkit.conformance.Refusals.refused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import dev.aesref.mac.CbcMac;
import dev.aesref.mac.Cmac;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Each refusal of SIV, EAX and CCM comes from the mode's own check, with its own message, before
 * any byte is written (not from an array access or an inner object that happens to fail later);
 * and destroy() reaches every inner object that holds key-derived material.
 */
class AeadRefusalsTest {

    private static ExpandedKey key() {
        return Engines.all().get(0).expandKey(new byte[16]);
    }

    private static Object field(Class<?> c, Object o, String name) {
        try {
            java.lang.reflect.Field f = c.getDeclaredField(name);
            f.setAccessible(true);
            return f.get(o);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void sivRefusals() {
        Siv siv = Siv.create(Engines.all().get(0), new byte[32]);
        assertFalse(siv.isDestroyed());
        byte[] out = new byte[40];
        Arrays.fill(out, (byte) 0x5A);
        refused(IndexOutOfBoundsException.class, "in range", () -> siv.seal(new byte[0][], new byte[5], 1, 5, out, 0));
        refused(IndexOutOfBoundsException.class, "out range", () -> siv.seal(new byte[0][], new byte[5], 0, 5, out, 30));
        refused(IndexOutOfBoundsException.class, "in range", () -> siv.open(new byte[0][], new byte[20], 5, 16, out, 0));
        refused(IllegalArgumentException.class, "16-byte synthetic IV",
                () -> siv.open(new byte[0][], new byte[15], 0, 15, out, 0));
        refused(IndexOutOfBoundsException.class, "out range", () -> siv.open(new byte[0][], new byte[40], 0, 40, out, 20));
        refused(NullPointerException.class, "associatedData[1]",
                () -> siv.seal(new byte[][] {{}, null}, new byte[1]));
        for (byte b : out) {
            assertEquals(0x5A, b);
        }
        // The AEAD form's range forms return the byte counts.
        byte[] sealed = new byte[21];
        assertEquals(21, siv.seal(new byte[1], new byte[0], new byte[5], 0, 5, sealed, 0));
        try {
            assertEquals(5, siv.open(new byte[1], new byte[0], sealed, 0, 21, new byte[5], 0));
        } catch (javax.crypto.AEADBadTagException e) {
            throw new AssertionError(e);
        }
        siv.destroy();
        assertTrue(((Cmac) OwnedScratch.field(siv, "cmac")).isDestroyed());
        refused(IllegalStateException.class, "Siv has been destroyed", () -> siv.seal(new byte[0][], new byte[1]));
        refused(IllegalStateException.class, "Siv has been destroyed", () -> siv.open(new byte[0][], new byte[16]));
    }

    @Test
    void eaxRefusals() {
        Eax eax = Eax.create(key(), 16);
        assertFalse(eax.isDestroyed());
        byte[] out = new byte[40];
        Arrays.fill(out, (byte) 0x5A);
        refused(IndexOutOfBoundsException.class, "in range", () -> eax.seal(new byte[0], new byte[0], new byte[5], 1, 5, out, 0));
        refused(IndexOutOfBoundsException.class, "out range", () -> eax.seal(new byte[0], new byte[0], new byte[5], 0, 5, out, 30));
        refused(IndexOutOfBoundsException.class, "in range", () -> eax.open(new byte[0], new byte[0], new byte[20], 5, 16, out, 0));
        for (byte b : out) {
            assertEquals(0x5A, b);
        }
        Eax.Encryptor enc = eax.encryptor(new byte[0], new byte[0]);
        assertFalse(enc.isDestroyed());
        refused(IndexOutOfBoundsException.class, "in range", () -> enc.update(new byte[4], 1, new byte[4], 0, 4));
        refused(IndexOutOfBoundsException.class, "out range", () -> enc.update(new byte[4], 0, new byte[4], 1, 4));
        // A refused update consumed nothing: the tag is still the empty message's.
        byte[] tag = new byte[16];
        enc.finish(tag, 0);
        assertArrayEquals(eax.seal(new byte[0], new byte[0], new byte[0]), tag);
        assertTrue(((Cmac) field(Eax.Encryptor.class, enc, "omac")).isDestroyed());
        refused(IllegalStateException.class, "EAX encryptor has finished", () -> enc.finish(tag, 0));
        refused(IllegalStateException.class, "EAX encryptor has finished",
                () -> enc.update(new byte[1], 0, new byte[1], 0, 1));
        eax.destroy();
        assertTrue(((Cmac) OwnedScratch.field(eax, "omac")).isDestroyed());
        refused(IllegalStateException.class, "Eax has been destroyed", () -> eax.seal(new byte[0], new byte[0], new byte[1]));
        refused(IllegalStateException.class, "Eax has been destroyed", () -> eax.open(new byte[0], new byte[0], new byte[16]));
    }

    @Test
    void ccmRefusals() {
        Ccm ccm = Ccm.create(key(), 16);
        assertFalse(ccm.isDestroyed());
        byte[] out = new byte[40];
        Arrays.fill(out, (byte) 0x5A);
        refused(IndexOutOfBoundsException.class, "in range", () -> ccm.seal(new byte[7], new byte[0], new byte[5], 1, 5, out, 0));
        refused(IndexOutOfBoundsException.class, "out range", () -> ccm.seal(new byte[7], new byte[0], new byte[5], 0, 5, out, 30));
        refused(IndexOutOfBoundsException.class, "in range", () -> ccm.open(new byte[7], new byte[0], new byte[20], 5, 16, out, 0));
        for (byte b : out) {
            assertEquals(0x5A, b);
        }
        ccm.destroy();
        // CCM derives nothing from the key: its chain holds no key and is zero between calls.
        CbcMac chain = (CbcMac) OwnedScratch.field(ccm, "cbcMac");
        assertArrayEquals(new byte[16], (byte[]) field(CbcMac.class, chain, "y"));
        refused(IllegalStateException.class, "Ccm has been destroyed", () -> ccm.seal(new byte[7], new byte[0], new byte[1]));
        refused(IllegalStateException.class, "Ccm has been destroyed", () -> ccm.open(new byte[7], new byte[0], new byte[16]));
    }
}
