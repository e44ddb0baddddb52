package dev.aesref.internal.ct;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

/**
 * Pack against java.nio.ByteBuffer (an independent implementation of both byte orders) and the
 * carry against BigInteger arithmetic, on random values and on the edges.
 */
class PackTest {

    private static final long SEED = Long.getLong("aesref.seed", 0x5061636BL);

    private static final long[] EDGES = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0xFFFFFFFFL,
        0x100000000L, 0x8000000000000001L, 0x0102030405060708L, 0x8090A0B0C0D0E0F0L};

    @Test
    void intLoadsAndStoresMatchByteBuffer() {
        qt().withFixedSeed(SEED).withExamples(200).forAll(integers().all(), integers().between(0, 4))
                .checkAssert((v, off) -> {
                    for (ByteOrder order : new ByteOrder[] {ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN}) {
                        byte[] want = new byte[8];
                        ByteBuffer.wrap(want).order(order).putInt(off, v);
                        byte[] got = new byte[8];
                        if (order == ByteOrder.BIG_ENDIAN) {
                            Pack.storeIntBE(v, got, off);
                            assertEquals(v, Pack.loadIntBE(want, off));
                        } else {
                            Pack.storeIntLE(v, got, off);
                            assertEquals(v, Pack.loadIntLE(want, off));
                        }
                        assertArrayEquals(want, got, order + " store at " + off);
                    }
                });
    }

    private static void checkLong(long v, int off) {
        for (ByteOrder order : new ByteOrder[] {ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN}) {
            byte[] want = new byte[12];
            ByteBuffer.wrap(want).order(order).putLong(off, v);
            byte[] got = new byte[12];
            if (order == ByteOrder.BIG_ENDIAN) {
                Pack.storeLongBE(v, got, off);
                assertEquals(v, Pack.loadLongBE(want, off), "loadLongBE");
            } else {
                Pack.storeLongLE(v, got, off);
                assertEquals(v, Pack.loadLongLE(want, off), "loadLongLE");
            }
            assertArrayEquals(want, got, order + " store of " + Long.toHexString(v) + " at " + off);
        }
    }

    @Test
    void longLoadsAndStoresMatchByteBuffer() {
        for (long v : EDGES) {
            checkLong(v, 0);
            checkLong(v, 3);
        }
        qt().withFixedSeed(SEED).withExamples(200).forAll(longs().all(), integers().between(0, 4))
                .checkAssert(PackTest::checkLong);
    }

    private static void checkCarry(long a, long b) {
        BigInteger sum = new BigInteger(Long.toUnsignedString(a)).add(new BigInteger(Long.toUnsignedString(b)));
        long want = sum.bitLength() > 64 ? 1 : 0;
        assertEquals(want, Pack.carryOut(a, b, a + b),
                Long.toHexString(a) + " + " + Long.toHexString(b));
    }

    @Test
    void carryOutMatchesBigIntegerAddition() {
        for (long a : EDGES) {
            for (long b : EDGES) {
                checkCarry(a, b);
            }
        }
        qt().withFixedSeed(SEED).withExamples(300).forAll(longs().all(), longs().all())
                .checkAssert(PackTest::checkCarry);
    }
}
