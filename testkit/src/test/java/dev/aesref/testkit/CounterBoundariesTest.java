package dev.aesref.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class CounterBoundariesTest {

    /** The counter field of {@code iv} as a number, read from the definitions (not from place()). */
    private static BigInteger field(CounterFlavour f, byte[] iv) {
        int bytes = f.counterBits() / 8;
        byte[] be = new byte[bytes];
        for (int i = 0; i < bytes; i++) {
            be[i] = f == CounterFlavour.XCTR ? iv[15 - i] : iv[16 - bytes + i];
        }
        return new BigInteger(1, be);
    }

    @ParameterizedTest
    @EnumSource(CounterFlavour.class)
    void everyWidthSignAndKIsThereOnceWithTheRightLowBits(CounterFlavour f) {
        List<CounterBoundaries.Case> cases = CounterBoundaries.of(f);
        int widths = f.counterBits() / 8;
        assertEquals(widths * 2 * 3, cases.size());
        Set<String> seen = new HashSet<>();
        for (CounterBoundaries.Case c : cases) {
            assertEquals(f, c.flavour());
            assertTrue(seen.add(c.width() + "/" + c.signBoundary() + "/" + c.k()), c.toString());
            BigInteger mod = BigInteger.TWO.pow(c.width());
            BigInteger expected = BigInteger.TWO.pow(c.signBoundary() ? c.width() - 1 : c.width())
                    .subtract(BigInteger.valueOf(c.k()));
            assertEquals(expected, field(f, c.iv()).mod(mod), c.toString());
            assertEquals(16 * (c.k() + 2) - 5, c.length());
            assertEquals(c.length(), Arrays.stream(c.chunks()).sum());
            assertTrue(Arrays.stream(c.chunks()).allMatch(n -> n > 0), c.toString());
            assertEquals((c.signBoundary() ? "CounterSign" : "CounterWrap") + c.width(), c.flag());
            assertEquals(!c.signBoundary() && c.width() == f.counterBits(), c.wrapsField());
            assertTrue(c.toString().startsWith(f + " low " + c.width() + " bits = 2^"), c.toString());
        }
        assertEquals(widths * 6, seen.size());
        assertEquals(CounterBoundaries.widths(f).size(), widths);
        assertEquals(8, CounterBoundaries.widths(f).get(0));
        assertEquals(f.counterBits(), CounterBoundaries.widths(f).get(widths - 1));
    }

    @ParameterizedTest
    @EnumSource(CounterFlavour.class)
    void aboveTheBoundaryTheFieldIsOnesOrAPatternAndTheNonceEndsInFf(CounterFlavour f) {
        for (CounterBoundaries.Case c : CounterBoundaries.of(f)) {
            BigInteger above = field(f, c.iv()).shiftRight(c.width());
            int aboveBits = f.counterBits() - c.width();
            BigInteger ones = BigInteger.TWO.pow(aboveBits).subtract(BigInteger.ONE);
            if (aboveBits > 0) {
                assertEquals(c.k() % 2 == 1, above.equals(ones), c.toString());
            }
            if (f.counterBits() < 128) {
                assertEquals((byte) 0xFF, c.iv()[15 - f.counterBits() / 8], c.toString());
            }
        }
    }

    @Test
    void chunkingsCycleThroughWholeSevensAndSingleBytesAtTheBoundary() {
        List<CounterBoundaries.Case> cases = CounterBoundaries.of(CounterFlavour.CTR32_BE);
        assertArrayEquals(new int[] {43}, cases.get(0).chunks());
        assertArrayEquals(new int[] {7, 7, 7, 7, 7, 7, 7, 7, 3}, cases.get(1).chunks());
        assertArrayEquals(new int[] {47, 1, 1, 26}, cases.get(2).chunks());
        assertArrayEquals(new int[] {43}, cases.get(3).chunks());
        assertEquals(8, cases.get(0).width());
        assertFalse(cases.get(0).signBoundary());
        assertTrue(cases.get(3).signBoundary());
        assertEquals("CTR32_BE low 8 bits = 2^8 - 1, iv=", cases.get(0).toString().substring(0, 34));
    }

    @Test
    void casesAreDeterministicAndHandOutCopies() {
        CounterBoundaries.Case a = CounterBoundaries.of(CounterFlavour.XCTR).get(5);
        CounterBoundaries.Case b = CounterBoundaries.of(CounterFlavour.XCTR).get(5);
        assertArrayEquals(a.iv(), b.iv());
        assertArrayEquals(a.chunks(), b.chunks());
        assertEquals(a.toString(), b.toString());
        assertNotSame(a.iv(), a.iv());
        a.iv()[0] ^= 1;
        a.chunks()[0]++;
        assertArrayEquals(b.iv(), a.iv());
        assertArrayEquals(b.chunks(), a.chunks());
    }

    @Test
    void placeWritesTheFlavoursWayAndLeavesTheRest() {
        byte[] iv = new byte[16];
        CounterBoundaries.place(CounterFlavour.CTR64_BE, BigInteger.valueOf(0x1234), 16, iv);
        assertEquals("00000000000000000000000000001234", CounterBoundaries.hex(iv));
        iv = new byte[16];
        CounterBoundaries.place(CounterFlavour.XCTR, BigInteger.valueOf(0x1234), 16, iv);
        assertEquals("34120000000000000000000000000000", CounterBoundaries.hex(iv));
        iv = new byte[16];
        Arrays.fill(iv, (byte) 0xAA);
        CounterBoundaries.place(CounterFlavour.CTR32_BE, BigInteger.valueOf(-1), 32, iv);
        assertEquals("aaaaaaaaaaaaaaaaaaaaaaaaffffffff", CounterBoundaries.hex(iv));
        CounterBoundaries.place(CounterFlavour.CTR128_BE, BigInteger.ONE.shiftLeft(128).add(BigInteger.TEN), 128, iv);
        assertEquals("0000000000000000000000000000000a", CounterBoundaries.hex(iv));
    }

    @Test
    void placeRefusesWidthsOutsideTheFieldAndWrongIvs() {
        byte[] iv = new byte[16];
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CounterBoundaries.place(CounterFlavour.CTR32_BE, BigInteger.ONE, 40, iv));
        assertEquals("width must be a multiple of 8 from 8 to 32, got 40", e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> CounterBoundaries.place(CounterFlavour.CTR32_BE, BigInteger.ONE, 0, iv));
        assertThrows(IllegalArgumentException.class,
                () -> CounterBoundaries.place(CounterFlavour.CTR32_BE, BigInteger.ONE, 12, iv));
        assertThrows(IllegalArgumentException.class,
                () -> CounterBoundaries.place(CounterFlavour.CTR32_BE, BigInteger.ONE, 8, new byte[15]));
        assertEquals("iv must be 16 bytes, got 15", assertThrows(IllegalArgumentException.class,
                () -> CounterBoundaries.place(CounterFlavour.CTR32_BE, BigInteger.ONE, 8, new byte[15])).getMessage());
        CounterBoundaries.place(CounterFlavour.CTR32_BE, BigInteger.ONE, 8, iv);
        CounterBoundaries.place(CounterFlavour.CTR32_BE, BigInteger.ONE, 32, iv);
        assertThrows(NullPointerException.class, () -> CounterBoundaries.of(null));
    }
}
