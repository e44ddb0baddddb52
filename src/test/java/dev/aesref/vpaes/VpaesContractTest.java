package dev.aesref.vpaes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import dev.aesref.harness.Seeds;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The ExpandedKey contract: overlap, destroy, argument checks; and the registry entries. */
class VpaesContractTest {

    @Test
    void bothVariantsAreRegisteredByName() {
        assertSame(VpaesEngine.interleaved(), Engines.byName("vpaes"));
        assertSame(VpaesEngine.oneBlockAtATime(), Engines.byName("vpaes-1x"));
        assertEquals("vpaes", VpaesEngine.interleaved().toString());
        assertEquals("vpaes-1x", VpaesEngine.oneBlockAtATime().name());
    }

    interface Op {
        void run(ExpandedKey k, byte[] in, int inOff, byte[] out, int outOff, int blocks);
    }

    static final byte[] IV = new byte[16];
    static final Op[] OPS = {
        ExpandedKey::encryptBlocks,
        ExpandedKey::decryptBlocks,
        (k, in, io, out, oo, n) -> k.ctrXorBlocks(CounterFlavour.CTR32_BE, IV, 7, in, io, out, oo, n),
    };

    @Test
    void overlappingRangesActAsIfTheInputWereCopiedFirst() {
        SplittableRandom rnd = Seeds.random(60);
        for (BlockEngine e : VpaesDifferentialTest.ENGINES) {
            ExpandedKey k = e.expandKey(Seeds.bytes(rnd, 32));
            for (Op op : OPS) {
                for (int shift = -33; shift <= 33; shift++) {
                    int blocks = 1 + rnd.nextInt(5);
                    byte[] buf = Seeds.bytes(rnd, 16 * blocks + 80);
                    int inOff = 40;
                    int outOff = inOff + shift;
                    byte[] expected = buf.clone();
                    byte[] input = Arrays.copyOfRange(buf, inOff, inOff + 16 * blocks);
                    byte[] separate = new byte[input.length];
                    op.run(k, input, 0, separate, 0, blocks);
                    System.arraycopy(separate, 0, expected, outOff, separate.length);
                    op.run(k, buf, inOff, buf, outOff, blocks);
                    assertArrayEquals(expected, buf, e.name() + " shift " + shift);
                }
            }
        }
    }

    @Test
    void destroyWipesTheSchedulesAndRefusesLaterUse() {
        for (BlockEngine e : VpaesDifferentialTest.ENGINES) {
            VpaesExpandedKey k = (VpaesExpandedKey) e.expandKey(new byte[24]);
            assertFalse(k.isDestroyed());
            k.destroy();
            assertTrue(k.isDestroyed());
            assertTrue(Arrays.stream(k.encKeys).allMatch(w -> w == 0));
            assertTrue(Arrays.stream(k.decKeys).allMatch(w -> w == 0));
            byte[] buf = new byte[32];
            for (Op op : OPS) {
                IllegalStateException ex = assertThrows(IllegalStateException.class,
                        () -> op.run(k, buf, 0, buf, 0, 1));
                assertTrue(ex.getMessage().contains("destroyed"));
                assertThrows(IllegalStateException.class, () -> op.run(k, buf, 0, buf, 0, 0));
            }
            assertEquals(192, k.keyBits());
            assertEquals(12, k.rounds());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 15, 17, 20, 23, 25, 31, 33, 64})
    void badKeyLengthsAreRejected(int length) {
        for (BlockEngine e : VpaesDifferentialTest.ENGINES) {
            IllegalArgumentException ex = assertThrows(IllegalArgumentException.class,
                    () -> e.expandKey(new byte[length]));
            assertTrue(ex.getMessage().contains("got " + length), ex.getMessage());
        }
    }

    @Test
    void nullKeyIsRejected() {
        assertThrows(NullPointerException.class, () -> VpaesEngine.interleaved().expandKey(null));
    }

    @Test
    void rangesAreCheckedBeforeAnyWrite() {
        for (BlockEngine e : VpaesDifferentialTest.ENGINES) {
            ExpandedKey k = e.expandKey(new byte[16]);
            for (Op op : OPS) {
                byte[] in = new byte[48];
                byte[] out = new byte[48];
                assertThrows(IndexOutOfBoundsException.class, () -> op.run(k, in, 0, out, 0, 4));
                assertThrows(IndexOutOfBoundsException.class, () -> op.run(k, in, 33, out, 0, 1));
                assertThrows(IndexOutOfBoundsException.class, () -> op.run(k, in, 0, out, 40, 1));
                assertThrows(IndexOutOfBoundsException.class, () -> op.run(k, in, -1, out, 0, 1));
                assertThrows(IndexOutOfBoundsException.class, () -> op.run(k, in, 0, out, -16, 1));
                assertThrows(IllegalArgumentException.class, () -> op.run(k, in, 0, out, 0, -1));
                assertThrows(NullPointerException.class, () -> op.run(k, null, 0, out, 0, 1));
                assertThrows(NullPointerException.class, () -> op.run(k, in, 0, null, 0, 1));
                // A range that fits in "in" but not in "out" writes nothing.
                byte[] small = new byte[32];
                byte[] before = small.clone();
                byte[] data = new byte[48];
                Arrays.fill(data, (byte) 1);
                assertThrows(IndexOutOfBoundsException.class, () -> op.run(k, data, 0, small, 0, 3));
                assertArrayEquals(before, small);
                op.run(k, in, 48, out, 48, 0); // empty range at the end is fine
                // An input one block short: nothing is written, the message names "in".
                byte[] big = new byte[64];
                IndexOutOfBoundsException ex = assertThrows(IndexOutOfBoundsException.class,
                        () -> op.run(k, new byte[32], 0, big, 0, 3));
                assertTrue(ex.getMessage().startsWith("in range"), ex.getMessage());
                assertArrayEquals(new byte[64], big);
            }
            byte[] buf = new byte[32];
            assertThrows(IllegalArgumentException.class,
                    () -> k.ctrXorBlocks(CounterFlavour.XCTR, new byte[15], 0, buf, 0, buf, 0, 1));
            assertThrows(NullPointerException.class,
                    () -> k.ctrXorBlocks(CounterFlavour.XCTR, null, 0, buf, 0, buf, 0, 1));
            assertThrows(NullPointerException.class,
                    () -> k.ctrXorBlocks(null, new byte[16], 0, buf, 0, buf, 0, 1));
            assertArrayEquals(new byte[32], buf);
        }
    }
}
