package dev.aesref.jca;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class AeadBufferTest {

    @Test
    void growsByCopyingAndZeroesTheOldArray() {
        AeadBuffer b = new AeadBuffer("data");
        b.append(new byte[] {1, 2, 3}, 0, 3);
        byte[] first = b.array();
        assertEquals(3, first.length);
        b.append(new byte[] {9, 4, 9}, 1, 1);
        assertNotSame(first, b.array());
        assertArrayEquals(new byte[3], first, "the outgrown array is zeroed");
        assertEquals(6, b.array().length, "doubles");
        assertArrayEquals(new byte[] {1, 2, 3, 4}, b.copy());
        byte[] grown = b.array();
        b.append(new byte[] {5, 6}, 0, 2);
        assertSame(grown, b.array(), "fits without growing");
        b.append(new byte[] {7, 8, 9, 10, 11, 12, 13}, 0, 7);
        assertEquals(13, b.array().length, "grows to what is needed when that is more");
        assertEquals(13, b.length());
    }

    @Test
    void dropFrontMovesTheRestAndZeroesTheTail() {
        AeadBuffer b = new AeadBuffer("data");
        b.append(new byte[] {1, 2, 3, 4, 5}, 0, 5);
        b.dropFront(3);
        assertEquals(2, b.length());
        assertArrayEquals(new byte[] {4, 5, 0, 0, 0}, b.array());
        b.clear();
        assertEquals(0, b.length());
        assertArrayEquals(new byte[5], b.array());
        assertArrayEquals(new byte[0], b.copy());
    }
}
