package dev.aesref.mac;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import org.junit.jupiter.api.Test;

/** CMAC's refusals come from its own checks and leave the message state untouched. */
class MacRefusalsTest {

    @Test
    void refusalsKeepTheState() {
        ExpandedKey key = Engines.all().get(0).expandKey(new byte[16]);
        Cmac mac = Cmac.create(key, 16);
        assertFalse(mac.isDestroyed());
        byte[] want = Cmac.create(key, 16).compute(new byte[] {1, 2, 3});
        mac.update(new byte[] {1, 2, 3});
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> mac.finish(new byte[10], 0));
        assertTrue(e.getMessage().contains("out range"), e.getMessage());
        assertArrayEquals(want, mac.finish());
        // compute starts from a fresh message whatever was fed before.
        mac.update(new byte[] {9, 9});
        assertArrayEquals(want, mac.compute(new byte[] {1, 2, 3}));
        CbcMac chain = new CbcMac(key);
        assertFalse(chain.isDestroyed());
        mac.destroy();
        IllegalStateException s = assertThrows(IllegalStateException.class, () -> mac.verify(new byte[1], new byte[16]));
        assertTrue(s.getMessage().contains("Cmac has been destroyed"), s.getMessage());
    }
}
