package dev.aesref.internal.vectors.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class HexAndBitsTest {

    @Test
    void hexRoundTripBothCases() {
        assertArrayEquals(new byte[] {0x00, 0x1f, (byte) 0xa0, (byte) 0xff}, Hex.decode("001fA0fF", "x"));
        assertEquals("001fa0ff", Hex.encode(new byte[] {0x00, 0x1f, (byte) 0xa0, (byte) 0xff}));
        assertArrayEquals(new byte[0], Hex.decode("", "x"));
        assertEquals("0123456789abcdef", Hex.encode(Hex.decode("0123456789ABCDEF", "x")));
    }

    @Test
    void hexRejectsOddLengthAndNonDigits() {
        assertEquals("KEY: hex string has odd length 3",
                assertThrows(VectorFileException.class, () -> Hex.decode("abc", "KEY")).getMessage());
        assertEquals("KEY: 'g' at index 1 is not a hex digit",
                assertThrows(VectorFileException.class, () -> Hex.decode("0g", "KEY")).getMessage());
        assertEquals("KEY: '@' at index 0 is not a hex digit",
                assertThrows(VectorFileException.class, () -> Hex.decode("@0", "KEY")).getMessage());
        assertEquals("KEY: 'G' at index 0 is not a hex digit",
                assertThrows(VectorFileException.class, () -> Hex.decode("G0", "KEY")).getMessage());
        // Non-ASCII digits (here ARABIC-INDIC DIGIT ONE) are not hex digits.
        assertThrows(VectorFileException.class, () -> Hex.decode("0\u0661", "KEY"));
        assertEquals(-1, Hex.value('/'));
        assertEquals(-1, Hex.value(' ')); // far below '0': -1, not ' ' - '0'
        assertEquals(-1, Hex.value('\0'));
        assertEquals(-1, Hex.value(':'));
        assertEquals(-1, Hex.value('`'));
        assertEquals(-1, Hex.value('g'));
        assertEquals(9, Hex.value('9'));
        assertEquals(15, Hex.value('F'));
    }

    @Test
    void bitStringsPackMsbFirst() {
        BitString b = BitString.parseBinary("0110101111", "PT");
        assertEquals(10, b.bits());
        assertArrayEquals(new byte[] {0x6b, (byte) 0xc0}, b.bytes());
        assertEquals(1, b.bit(1));
        assertEquals(0, b.bit(3));
        assertEquals("0110101111", b.toString());
        assertEquals("6bc0", BitString.ofBytes(new byte[] {0x6b, (byte) 0xc0}).toString());
        assertEquals(16, BitString.ofBytes(new byte[2]).bits());
    }

    @Test
    void bitStringsRejectOtherCharacters() {
        assertEquals("PT: '2' at index 1 is not a bit",
                assertThrows(VectorFileException.class, () -> BitString.parseBinary("021", "PT")).getMessage());
        assertEquals("PT: empty bit string",
                assertThrows(VectorFileException.class, () -> BitString.parseBinary("", "PT")).getMessage());
    }
}
