package dev.aesref.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.aesref.CounterFlavour;
import java.math.BigInteger;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class ExpectedCtrTest {

    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);
    private static final BigInteger TWO_128 = BigInteger.ONE.shiftLeft(128);

    private static byte[] bytes(long seed, int n) {
        byte[] b = new byte[n];
        new SplittableRandom(seed).nextBytes(b);
        return b;
    }

    /** Offsets at and around the places a long cannot reach or where the counters carry. */
    static Stream<BigInteger> offsets() {
        return Stream.of(BigInteger.ZERO, BigInteger.ONE, BigInteger.valueOf(Long.MAX_VALUE),
                TWO_64.subtract(BigInteger.TWO), TWO_64.subtract(BigInteger.ONE), TWO_64,
                TWO_64.add(BigInteger.valueOf(7)), BigInteger.ONE.shiftLeft(100).add(BigInteger.valueOf(12345)),
                TWO_128.subtract(BigInteger.valueOf(4)), TWO_128.subtract(BigInteger.ONE));
    }

    static Stream<Arguments> flavourOffsetKey() {
        return Stream.of(CounterFlavour.values()).flatMap(f -> offsets().flatMap(o ->
                Stream.of(16, 24, 32).map(k -> Arguments.of(f, o, k))));
    }

    private static int lengthFor(BigInteger offset) {
        // Up to four blocks (less 3 bytes), but never past block 2^128 - 1.
        BigInteger left = TWO_128.subtract(offset);
        return left.compareTo(BigInteger.valueOf(4)) >= 0 ? 61 : 16 * left.intValue() - 3;
    }

    @ParameterizedTest
    @MethodSource("flavourOffsetKey")
    void keystreamMatchesBouncyCastleBlocksOnBigIntegerCounters(CounterFlavour f, BigInteger offset, int keyLen) {
        byte[] key = bytes(keyLen, keyLen);
        byte[] iv = bytes(f.ordinal() + 100, 16);
        int n = lengthFor(offset);
        assertArrayEquals(Oracles.bcBlocks(f, key, iv, offset, n), ExpectedCtr.of(f, key, iv).keystream(offset, n),
                f + " at " + offset);
    }

    @ParameterizedTest
    @MethodSource("offsets")
    void ctr128MatchesTheJdkAndSicBlockCipherWithTheIvAdvanced(BigInteger offset) {
        byte[] key = bytes(7, 16);
        for (byte[] iv : List.of(bytes(8, 16), new byte[16], HexFormat.of().parseHex("ffffffffffffffffffffffffffffffff"),
                HexFormat.of().parseHex("00000000000000fffffffffffffffffd"))) {
            int n = lengthFor(offset);
            byte[] expected = ExpectedCtr.of(CounterFlavour.CTR128_BE, key, iv).keystream(offset, n);
            assertArrayEquals(Oracles.jdkCtr128(key, iv, offset, n), expected, "JDK at " + offset);
            assertArrayEquals(Oracles.bcSic(key, iv, offset, n), expected, "BC at " + offset);
        }
    }

    @Test
    void xctrAndCtr128CrossTheir64BitCarryAtBlock2To64Minus2() {
        byte[] key = bytes(1, 32);
        byte[] iv = bytes(2, 16);
        BigInteger at = TWO_64.subtract(BigInteger.TWO);
        for (CounterFlavour f : List.of(CounterFlavour.XCTR, CounterFlavour.CTR128_BE)) {
            byte[] ks = ExpectedCtr.of(f, key, iv).keystream(at, 64);
            assertArrayEquals(Oracles.bcBlocks(f, key, iv, at, 64), ks, f.toString());
        }
        // CTR128 crosses it from the IV's side too: the JDK, its IV advanced to 2^64 - 2.
        byte[] zero = new byte[16];
        assertArrayEquals(Oracles.jdkCtr128(key, zero, at, 64),
                ExpectedCtr.of(CounterFlavour.CTR128_BE, key, zero).keystream(at, 64));
    }

    @Test
    void theLastBlocksOfTheStreamAndTheWrapOfCtr128() {
        byte[] key = bytes(3, 16);
        byte[] iv = bytes(4, 16);
        BigInteger at = TWO_128.subtract(BigInteger.valueOf(4));
        for (CounterFlavour f : CounterFlavour.values()) {
            assertArrayEquals(Oracles.bcBlocks(f, key, iv, at, 64), ExpectedCtr.of(f, key, iv).keystream(at, 64),
                    f.toString());
        }
        // The JDK wraps mod 2^128: from block 2^128 - 4 of iv, four blocks = from iv - 4.
        assertArrayEquals(Oracles.jdkCtr128(key, iv, at, 64),
                ExpectedCtr.of(CounterFlavour.CTR128_BE, key, iv).keystream(at, 64));
        // XCTR's last block uses iv XOR LE128(2^128 mod 2^128) = the IV itself.
        byte[] ecbOfIv = Oracles.bcBlocks(CounterFlavour.CTR128_BE, key, iv, BigInteger.ZERO, 16);
        assertArrayEquals(ecbOfIv, ExpectedCtr.of(CounterFlavour.XCTR, key, iv)
                .keystream(TWO_128.subtract(BigInteger.ONE), 16));
    }

    @ParameterizedTest
    @EnumSource(CounterFlavour.class)
    void xorIsTheKeystreamXoredInAndLeavesTheMessageAlone(CounterFlavour f) {
        byte[] key = bytes(5, 24);
        byte[] iv = bytes(6, 16);
        byte[] message = bytes(9, 37);
        byte[] copy = message.clone();
        ExpectedCtr e = ExpectedCtr.of(f, key, iv);
        byte[] out = e.xor(BigInteger.TEN, message);
        byte[] ks = Oracles.bcBlocks(f, key, iv, BigInteger.TEN, 37);
        for (int i = 0; i < 37; i++) {
            assertEquals((byte) (copy[i] ^ ks[i]), out[i]);
        }
        assertArrayEquals(copy, message);
        assertEquals(f, e.flavour());
        assertArrayEquals(new byte[0], e.keystream(BigInteger.ZERO, 0));
    }

    @Test
    void keyAndIvAreCopied() {
        byte[] key = bytes(5, 16);
        byte[] iv = bytes(6, 16);
        ExpectedCtr e = ExpectedCtr.of(CounterFlavour.CTR32_BE, key, iv);
        byte[] before = e.keystream(BigInteger.ONE, 32);
        key[0] ^= 1;
        iv[15] ^= 1;
        assertArrayEquals(before, e.keystream(BigInteger.ONE, 32));
    }

    @Test
    void refusesOffsetsOutsideTheStreamAndRequestsPastItsEnd() {
        ExpectedCtr e = ExpectedCtr.of(CounterFlavour.XCTR, new byte[16], new byte[16]);
        assertEquals("blockOffset must be in [0, 2^128), got -1", assertThrows(IllegalArgumentException.class,
                () -> e.keystream(BigInteger.ONE.negate(), 16)).getMessage());
        assertEquals("blockOffset must be in [0, 2^128), got " + TWO_128, assertThrows(IllegalArgumentException.class,
                () -> e.keystream(TWO_128, 0)).getMessage());
        IllegalArgumentException past = assertThrows(IllegalArgumentException.class,
                () -> e.keystream(TWO_128.subtract(BigInteger.ONE), 17));
        assertEquals("blockOffset + blocks must be at most 2^128 (the stream's last block is 2^128 - 1), got "
                + TWO_128.subtract(BigInteger.ONE) + " + 2", past.getMessage());
        assertEquals(16, e.keystream(TWO_128.subtract(BigInteger.ONE), 16).length);
        assertEquals(32, e.keystream(TWO_128.subtract(BigInteger.TWO), 32).length);
        assertEquals("length must not be negative, got -1", assertThrows(IllegalArgumentException.class,
                () -> e.keystream(BigInteger.ZERO, -1)).getMessage());
        assertThrows(NullPointerException.class, () -> e.keystream(null, 1));
        assertThrows(NullPointerException.class, () -> e.xor(BigInteger.ZERO, null));
    }

    @Test
    void counterBlockRefusesIvsThatAreNot16BytesAndIndexesOutsideTheStream() {
        assertEquals("iv must be 16 bytes, got 15", assertThrows(IllegalArgumentException.class,
                () -> ExpectedCtr.counterBlock(CounterFlavour.CTR32_BE, new byte[15], BigInteger.ZERO)).getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> ExpectedCtr.counterBlock(CounterFlavour.CTR32_BE, new byte[17], BigInteger.ZERO));
        assertEquals("index must be in [0, 2^128), got -1", assertThrows(IllegalArgumentException.class,
                () -> ExpectedCtr.counterBlock(CounterFlavour.CTR128_BE, new byte[16], BigInteger.ONE.negate())).getMessage());
        assertEquals("index must be in [0, 2^128), got " + TWO_128, assertThrows(IllegalArgumentException.class,
                () -> ExpectedCtr.counterBlock(CounterFlavour.CTR128_BE, new byte[16], TWO_128)).getMessage());
        // The two ends of the range are counter blocks: 0 is the IV itself, 2^128 - 1 wraps it to IV - 1.
        byte[] iv = bytes(3, 16);
        assertArrayEquals(iv, ExpectedCtr.counterBlock(CounterFlavour.CTR128_BE, iv, BigInteger.ZERO));
        byte[] last = iv.clone();
        for (int i = 15; i >= 0 && last[i]-- == 0; i--) {
            // borrow into the next byte up
        }
        assertArrayEquals(last, ExpectedCtr.counterBlock(CounterFlavour.CTR128_BE, iv, TWO_128.subtract(BigInteger.ONE)));
    }

    @Test
    void refusesBadKeysIvsAndFlavours() {
        assertEquals("key must be 16, 24 or 32 bytes, got 15", assertThrows(IllegalArgumentException.class,
                () -> ExpectedCtr.of(CounterFlavour.XCTR, new byte[15], new byte[16])).getMessage());
        assertThrows(IllegalArgumentException.class, () -> ExpectedCtr.of(CounterFlavour.XCTR, new byte[33], new byte[16]));
        for (int ok : new int[] {16, 24, 32}) {
            ExpectedCtr.of(CounterFlavour.XCTR, new byte[ok], new byte[16]);
        }
        assertEquals("iv must be 16 bytes, got 12", assertThrows(IllegalArgumentException.class,
                () -> ExpectedCtr.of(CounterFlavour.XCTR, new byte[16], new byte[12])).getMessage());
        assertThrows(IllegalArgumentException.class, () -> ExpectedCtr.of(CounterFlavour.XCTR, new byte[16], new byte[17]));
        assertThrows(NullPointerException.class, () -> ExpectedCtr.of(null, new byte[16], new byte[16]));
        assertThrows(NullPointerException.class, () -> ExpectedCtr.of(CounterFlavour.XCTR, null, new byte[16]));
        assertThrows(NullPointerException.class, () -> ExpectedCtr.of(CounterFlavour.XCTR, new byte[16], null));
    }

    @Test
    void destroyWipesAndRefusesLaterUse() throws Exception {
        ExpectedCtr e = ExpectedCtr.of(CounterFlavour.CTR64_BE, bytes(1, 16), bytes(2, 16));
        e.destroy();
        for (String name : List.of("key", "iv")) {
            java.lang.reflect.Field field = ExpectedCtr.class.getDeclaredField(name);
            field.setAccessible(true);
            assertArrayEquals(new byte[16], (byte[]) field.get(e), name);
        }
        assertEquals("this ExpectedCtr has been destroyed", assertThrows(IllegalStateException.class,
                () -> e.keystream(BigInteger.ZERO, 16)).getMessage());
        e.destroy();
    }
}
