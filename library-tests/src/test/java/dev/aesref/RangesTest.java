package dev.aesref;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Ranges accepts exactly the valid arguments and names the parameter and the rule otherwise. */
class RangesTest {

    private static void mentions(Throwable t, String... words) {
        for (String w : words) {
            assertTrue(t.getMessage().contains(w), "'" + t.getMessage() + "' should mention '" + w + "'");
        }
    }

    @Test
    void keyLengths() {
        assertEquals(128, Ranges.checkKey(new byte[16]));
        assertEquals(192, Ranges.checkKey(new byte[24]));
        assertEquals(256, Ranges.checkKey(new byte[32]));
        for (int len : new int[] {0, 15, 17, 23, 25, 31, 33, 64}) {
            mentions(assertThrows(IllegalArgumentException.class, () -> Ranges.checkKey(new byte[len])),
                    "key length", "16, 24 or 32", "got " + len + " bytes");
        }
        mentions(assertThrows(NullPointerException.class, () -> Ranges.checkKey(null)), "key");
    }

    @Test
    void blockRanges() {
        byte[] a = new byte[48];
        Ranges.checkBlocks("in", a, 0, 3);
        Ranges.checkBlocks("in", a, 16, 2);
        Ranges.checkBlocks("in", a, 48, 0);
        Ranges.checkBlocks("in", a, 0, 0);
        mentions(assertThrows(IndexOutOfBoundsException.class, () -> Ranges.checkBlocks("in", a, 1, 3)),
                "in range [1, 1 + 48)", "48 bytes");
        mentions(assertThrows(IndexOutOfBoundsException.class, () -> Ranges.checkBlocks("out", a, 49, 0)), "out");
        mentions(assertThrows(IllegalArgumentException.class, () -> Ranges.checkBlocks("in", a, 0, -1)),
                "blocks must be >= 0", "-1");
        mentions(assertThrows(IllegalArgumentException.class,
                () -> Ranges.checkBlocks("in", a, 0, Integer.MAX_VALUE / 16 + 1)), "blocks too large");
        mentions(assertThrows(IndexOutOfBoundsException.class,
                () -> Ranges.checkBlocks("in", a, 0, Integer.MAX_VALUE / 16)), "in range");
        mentions(assertThrows(NullPointerException.class, () -> Ranges.checkBlocks("src", null, 0, 1)), "src");
    }

    @Test
    void byteRanges() {
        byte[] a = new byte[10];
        Ranges.checkRange("buf", a, 0, 10);
        Ranges.checkRange("buf", a, 10, 0);
        Ranges.checkRange("buf", a, 3, 7);
        mentions(assertThrows(IndexOutOfBoundsException.class, () -> Ranges.checkRange("buf", a, 4, 7)),
                "buf range [4, 4 + 7)", "10 bytes");
        mentions(assertThrows(IndexOutOfBoundsException.class, () -> Ranges.checkRange("buf", a, -1, 1)), "[-1");
        mentions(assertThrows(IndexOutOfBoundsException.class, () -> Ranges.checkRange("buf", a, 11, 0)), "[11");
        mentions(assertThrows(IndexOutOfBoundsException.class,
                () -> Ranges.checkRange("buf", a, Integer.MAX_VALUE, 5)), "buf range");
        mentions(assertThrows(IllegalArgumentException.class, () -> Ranges.checkRange("buf", a, 0, -1)),
                "buf length must be >= 0", "-1");
        mentions(assertThrows(NullPointerException.class, () -> Ranges.checkRange("buf", null, 0, 0)), "buf");
    }

    @Test
    void ivs() {
        Ranges.checkIv(new byte[16]);
        for (int len : new int[] {0, 12, 15, 17, 32}) {
            mentions(assertThrows(IllegalArgumentException.class, () -> Ranges.checkIv(new byte[len])),
                    "iv length must be 16 bytes", "got " + len + " bytes");
        }
        mentions(assertThrows(NullPointerException.class, () -> Ranges.checkIv(null)), "iv");
    }
}
