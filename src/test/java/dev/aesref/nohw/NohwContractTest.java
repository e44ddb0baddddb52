package dev.aesref.nohw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import java.lang.reflect.Field;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Registry, key lengths, range checks and destroy(). */
class NohwContractTest {

    private static final byte[] IV = new byte[16];

    @Test
    void registeredUnderItsName() {
        assertEquals("nohw", new NohwEngine().name());
        assertTrue(Engines.byName("nohw") instanceof NohwEngine);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 15, 17, 20, 23, 25, 31, 33, 64})
    void badKeyLengthsAreRejected(int len) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new NohwEngine().expandKey(new byte[len]));
        assertTrue(e.getMessage().contains("got " + len), e.getMessage());
    }

    @Test
    void nullKeyIsRejected() {
        assertThrows(NullPointerException.class, () -> new NohwEngine().expandKey(null));
    }

    @Test
    void rangesAreCheckedBeforeAnyWrite() {
        ExpandedKey k = new NohwEngine().expandKey(new byte[16]);
        byte[] in = new byte[64];
        byte[] out = new byte[48];
        assertThrows(IndexOutOfBoundsException.class, () -> k.encryptBlocks(in, 0, out, 0, 4));
        assertThrows(IndexOutOfBoundsException.class, () -> k.decryptBlocks(in, 0, out, 1, 3));
        assertThrows(IndexOutOfBoundsException.class, () -> k.encryptBlocks(in, 1, out, 0, 4));
        assertThrows(IndexOutOfBoundsException.class, () -> k.decryptBlocks(in, -1, out, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> k.encryptBlocks(in, 0, out, 0, -1));
        assertThrows(NullPointerException.class, () -> k.encryptBlocks(null, 0, out, 0, 1));
        assertThrows(NullPointerException.class, () -> k.decryptBlocks(in, 0, null, 0, 1));
        assertThrows(IndexOutOfBoundsException.class,
                () -> k.ctrXorBlocks(CounterFlavour.CTR32_BE, IV, 0, in, 0, out, 0, 4));
        assertThrows(IndexOutOfBoundsException.class,
                () -> k.ctrXorBlocks(CounterFlavour.CTR32_BE, IV, 0, in, 17, out, 0, 3));
        assertThrows(IllegalArgumentException.class,
                () -> k.ctrXorBlocks(CounterFlavour.CTR32_BE, new byte[15], 0, in, 0, out, 0, 1));
        assertThrows(NullPointerException.class,
                () -> k.ctrXorBlocks(null, IV, 0, in, 0, out, 0, 1));
        assertThrows(NullPointerException.class,
                () -> k.ctrXorBlocks(CounterFlavour.XCTR, null, 0, in, 0, out, 0, 1));
        for (byte b : out) {
            assertEquals(0, b, "nothing written");
        }
    }

    @Test
    void inputTooShortForALaterBatchIsCaughtBeforeTheFirstBatchIsWritten() {
        // Five blocks: the first batch of four fits, the fifth block of input does not.
        ExpandedKey k = new NohwEngine().expandKey(new byte[16]);
        byte[] in = new byte[80];
        byte[] out = new byte[80];
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class,
                () -> k.encryptBlocks(in, 1, out, 0, 5));
        assertTrue(e.getMessage().startsWith("in range"), e.getMessage());
        e = assertThrows(IndexOutOfBoundsException.class, () -> k.decryptBlocks(in, 1, out, 0, 5));
        assertTrue(e.getMessage().startsWith("in range"), e.getMessage());
        e = assertThrows(IndexOutOfBoundsException.class,
                () -> k.ctrXorBlocks(CounterFlavour.CTR128_BE, IV, 0, in, 1, out, 0, 5));
        assertTrue(e.getMessage().startsWith("in range"), e.getMessage());
        e = assertThrows(IndexOutOfBoundsException.class, () -> k.encryptBlocks(in, 0, out, 1, 5));
        assertTrue(e.getMessage().startsWith("out range"), e.getMessage());
        for (byte b : out) {
            assertEquals(0, b, "nothing written");
        }
    }

    @Test
    void zeroBlocksWritesNothing() {
        ExpandedKey k = new NohwEngine().expandKey(new byte[32]);
        byte[] out = new byte[16];
        k.encryptBlocks(new byte[16], 0, out, 0, 0);
        k.decryptBlocks(new byte[16], 0, out, 0, 0);
        k.ctrXorBlocks(CounterFlavour.CTR128_BE, IV, 0, new byte[16], 0, out, 0, 0);
        for (byte b : out) {
            assertEquals(0, b);
        }
    }

    @Test
    void destroyZeroesRoundKeysAndScratchAndForbidsLaterUse() throws Exception {
        ExpandedKey k = new NohwEngine().expandKey(new byte[] {
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16});
        // A full batch of blocks, non-zero, so that all scratch holds data.
        byte[] buf = new byte[16 * BitsliceLayout.BLOCKS];
        java.util.Arrays.fill(buf, (byte) 0x5A);
        k.ctrXorBlocks(CounterFlavour.CTR128_BE, IV, 0, buf, 0, buf, 0, BitsliceLayout.BLOCKS);
        k.encryptBlocks(buf, 0, buf, 0, BitsliceLayout.BLOCKS);
        assertFalse(k.isDestroyed());
        k.destroy();
        assertTrue(k.isDestroyed());
        for (String name : new String[] {"roundKeys", "encryptionKeys", "batch", "input"}) {
            Field f = NohwKey.class.getDeclaredField(name);
            f.setAccessible(true);
            for (long word : (long[]) f.get(k)) {
                assertEquals(0L, word, name + " zeroed");
            }
        }
        assertThrows(IllegalStateException.class, () -> k.encryptBlocks(buf, 0, buf, 0, 1));
        assertThrows(IllegalStateException.class, () -> k.decryptBlocks(buf, 0, buf, 0, 1));
        assertThrows(IllegalStateException.class,
                () -> k.ctrXorBlocks(CounterFlavour.XCTR, IV, 0, buf, 0, buf, 0, 1));
    }
}
