package dev.aesref.internal.vpaes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.harness.Seeds;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Shuffle#lookupPacked} and {@link Shuffle#lookupPackedInfinity} (pshufb on sixteen
 * four-bit lanes) against the plain pshufb of {@link ShuffleTest#referencePshufb}, lane by lane.
 */
class PackedShuffleTest {

    /** vpaes's two inversion tables and random tables of the allowed kind, with and without 0x80. */
    private static List<byte[]> tables(SplittableRandom rnd) {
        List<byte[]> out = new ArrayList<>();
        out.add(VpaesTables.STANDARD.inv.asVector().toBytes());
        out.add(VpaesTables.STANDARD.invA.asVector().toBytes());
        for (int t = 0; t < 4; t++) {
            byte[] table = new byte[16];
            for (int n = 0; n < 16; n++) {
                table[n] = (byte) rnd.nextInt(16);
            }
            if (t % 2 == 0) {
                table[0] = (byte) 0x80;
            }
            out.add(table);
        }
        return out;
    }

    @Test
    void everyControlInEveryLaneIsPshufb() {
        SplittableRandom rnd = Seeds.random(11);
        for (byte[] table : tables(rnd)) {
            Gf16Table packed = Gf16Table.of(NibbleTable.of(V128.load(table, 0)));
            for (int lane = 0; lane < 16; lane++) {
                for (int c = 0; c < 32; c++) {
                    // Control bytes 0..15 and 0x80..0x8F in this lane, random ones in the others.
                    byte[] control = new byte[16];
                    for (int q = 0; q < 16; q++) {
                        control[q] = (byte) (rnd.nextInt(16) | (rnd.nextBoolean() ? 0x80 : 0));
                    }
                    control[lane] = (byte) ((c & 15) | (c >= 16 ? 0x80 : 0));
                    long values = 0;
                    long infinity = 0;
                    for (int q = 0; q < 16; q++) {
                        values |= (long) (control[q] & 15) << (4 * q);
                        infinity |= (control[q] & 0x80) != 0 ? 0xFL << (4 * q) : 0;
                    }
                    byte[] expected = ShuffleTest.referencePshufb(table, control);
                    long gotValues = Shuffle.lookupPacked(packed, values, infinity);
                    long gotInfinity = Shuffle.lookupPackedInfinity(packed, values, infinity);
                    for (int q = 0; q < 16; q++) {
                        int e = expected[q] & 0xFF;
                        assertEquals(e & 15, (int) (gotValues >>> (4 * q)) & 15,
                                "value, lane " + q + ", control " + c + " in lane " + lane);
                        assertEquals(e == 0x80 ? 15 : 0, (int) (gotInfinity >>> (4 * q)) & 15,
                                "infinity, lane " + q + ", control " + c + " in lane " + lane);
                    }
                }
            }
        }
    }

    @Test
    void nibbleMaskSpreadsOneBitPerFourBitLane() {
        assertEquals(0xF0F00F0F00000F0FL, Shuffle.nibbleMask(0x1010010100000101L, 0));
        assertEquals(0xF000000000000000L, Shuffle.nibbleMask(0x8000000000000000L, 3));
        assertEquals(0L, Shuffle.nibbleMask(0x7777777777777777L, 3));
        assertEquals(-1L, Shuffle.nibbleMask(0x4444444444444444L, 2));
    }

    @Test
    void onlyEntryZeroMayBeInfinity() {
        int[] ok = new int[16];
        ok[0] = 0x80;
        ok[15] = 15;
        Gf16Table.of(NibbleTable.of(ok));
        int[][] bad = {
            {0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
            {0x81, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
            {0, 0, 0, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
            {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10},
        };
        for (int[] entries : bad) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Gf16Table.of(NibbleTable.of(entries)));
            assertTrue(e.getMessage().startsWith("table: entries must be 0..15"), e.getMessage());
        }
    }
}
