package dev.aesref.internal.vpaes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.aesref.harness.Seeds;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Shuffle} and {@link BytePermutation} against a plain pshufb written here. */
class ShuffleTest {

    /** pshufb as the Intel SDM defines it: lane q = control[q] &lt; 0 ? 0 : table[control[q] &amp; 15]. */
    static byte[] referencePshufb(byte[] table, byte[] control) {
        byte[] out = new byte[16];
        for (int q = 0; q < 16; q++) {
            out[q] = (control[q] & 0x80) != 0 ? 0 : table[control[q] & 0x0F];
        }
        return out;
    }

    @Test
    void everyControlByteInEveryLaneSelectsOrZeroes() {
        SplittableRandom rnd = Seeds.random(1);
        for (int trial = 0; trial < 4; trial++) {
            byte[] table = Seeds.bytes(rnd, 16);
            NibbleTable t = NibbleTable.of(V128.load(table, 0));
            for (int lane = 0; lane < 16; lane++) {
                for (int c = 0; c < 256; c++) {
                    byte[] control = Seeds.bytes(rnd, 16);
                    control[lane] = (byte) c;
                    byte[] expected = referencePshufb(table, control);
                    V128 ctl = V128.load(control, 0);
                    assertEquals(V128.load(expected, 0), Shuffle.lookup(t, ctl),
                            "lane " + lane + " control " + c);
                    assertEquals(V128.load(expected, 0), Shuffle.pshufb(V128.load(table, 0), ctl));
                }
            }
        }
    }

    @Test
    void eachHalfIsEightLanes() {
        SplittableRandom rnd = Seeds.random(2);
        for (int trial = 0; trial < 200; trial++) {
            byte[] table = Seeds.bytes(rnd, 16);
            byte[] control = Seeds.bytes(rnd, 16);
            V128 expected = V128.load(referencePshufb(table, control), 0);
            NibbleTable t = NibbleTable.of(V128.load(table, 0));
            V128 ctl = V128.load(control, 0);
            assertEquals(expected.lo, Shuffle.lookup(t, ctl.lo));
            assertEquals(expected.hi, Shuffle.lookup(t, ctl.hi));
        }
    }

    @Test
    void laneMaskSpreadsOneBitPerLane() {
        assertEquals(0xFF00FF0000FF00FFL, Shuffle.laneMask(0x0100010000010001L, 0));
        assertEquals(0x00FF000000000000L, Shuffle.laneMask(0x0080000000000000L, 7));
        assertEquals(0L, Shuffle.laneMask(0x7F7F7F7F7F7F7F7FL, 7));
        assertEquals(-1L, Shuffle.laneMask(0x0808080808080808L, 3));
    }

    @Test
    void constantPermutationsAreThePshufbOfTheirControl() {
        SplittableRandom rnd = Seeds.random(3);
        for (int trial = 0; trial < 300; trial++) {
            byte[] control = Seeds.bytes(rnd, 16);
            if (trial % 3 == 0) {
                for (int q = 0; q < 16; q++) {
                    control[q] &= 0x0F; // no zeroed lanes
                }
            }
            BytePermutation p = BytePermutation.of(V128.load(control, 0));
            assertEquals(V128.load(control, 0), p.control());
            for (int k = 0; k < 4; k++) {
                byte[] data = Seeds.bytes(rnd, 16);
                V128 expected = V128.load(referencePshufb(data, control), 0);
                V128 x = V128.load(data, 0);
                assertEquals(expected, p.apply(x));
                assertEquals(expected.lo, p.lo(x.lo, x.hi));
                assertEquals(expected.hi, p.hi(x.lo, x.hi));
            }
        }
    }

    @Test
    void thenComposesInPshufbOrder() {
        SplittableRandom rnd = Seeds.random(4);
        for (int trial = 0; trial < 100; trial++) {
            byte[] c1 = Seeds.bytes(rnd, 16);
            byte[] c2 = Seeds.bytes(rnd, 16);
            byte[] data = Seeds.bytes(rnd, 16);
            byte[] expected = referencePshufb(referencePshufb(data, c1), c2);
            BytePermutation p = BytePermutation.of(V128.load(c1, 0)).then(BytePermutation.of(V128.load(c2, 0)));
            assertEquals(V128.load(expected, 0), p.apply(V128.load(data, 0)));
        }
    }

    @Test
    void permutationFromSourceLanes() {
        int[] reverse = new int[16];
        for (int q = 0; q < 16; q++) {
            reverse[q] = 15 - q;
        }
        V128 x = V128.ofLanes(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
        assertEquals(V128.ofLanes(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0),
                BytePermutation.of(reverse).apply(x));
        assertEquals(V128.ofLanes(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), BytePermutation.of(reverse).control());
    }

    @Test
    void lanesMovingTogetherShareOneMove() {
        assertEquals(2, BytePermutation.of(Layout.identity()).moves());
        // Row rotation: within each half, lanes move by -1 (three of four) or +3 bytes.
        assertEquals(4, BytePermutation.of(Layout.rotateRows()).moves());
        int[] zero = new int[16];
        java.util.Arrays.fill(zero, 0x80);
        assertEquals(0, BytePermutation.of(zero).moves());
        assertEquals(V128.of(0, 0), BytePermutation.of(zero).apply(V128.of(-1, -1)));
    }

    @Test
    void tableShapesAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> NibbleTable.of(1, 2, 3));
        assertThrows(IllegalArgumentException.class, () -> V128.ofLanes(new int[15]));
        assertThrows(IllegalArgumentException.class, () -> BytePermutation.of(new int[17]));
    }

    @Test
    void nibbleTableKeepsItsEntries() {
        NibbleTable t = NibbleTable.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0x1FF);
        assertEquals(0xFF, t.entry(15));
        assertEquals(9, t.entry(9));
        assertEquals("000102030405060708090a0b0c0d0eff", java.util.HexFormat.of().formatHex(t.asVector().toBytes()));
        assertEquals(V128.ofLanes(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0xFF), t.asVector());
    }
}
