package dev.aesref.mode;

import dev.aesref.harness.Seeds;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.aesref.BlockEngine;
import dev.aesref.EnginesUnderTest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * XTS against {@link NaiveXts} (JDK AES/ECB per block, byte-wise alpha multiply; Bouncy Castle
 * has no XTS) on random keys of all three sizes, random tweaks and data units of 16..4096 bytes,
 * every engine, both directions, also in place. The reference itself is checked against Annex B,
 * including vector 1 (Key1 == Key2) that {@link Xts} refuses.
 */
class XtsDifferentialTest {

    private static byte[] h(String s) {
        return HexFormat.of().parseHex(s);
    }

    @Test
    void referenceReproducesAnnexB() {
        byte[] zero32 = new byte[32];
        assertArrayEquals(h("917cf69ebd68b2ec9b9fe9a3eadda692cd43d2f59598ed858c02c2652fbf922e"),
                NaiveXts.encrypt(new byte[32], new byte[16], zero32));
        byte[] key = h("fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0bfbebdbcbbbab9b8b7b6b5b4b3b2b1b0");
        byte[] tweak = h("9a785634120000000000000000000000");
        byte[] ct = h("9d84c813f719aa2c7be3f66171c7c5c2edbf9dac");
        byte[] pt = h("000102030405060708090a0b0c0d0e0f10111213");
        assertArrayEquals(ct, NaiveXts.encrypt(key, tweak, pt));
        assertArrayEquals(pt, NaiveXts.decrypt(key, tweak, ct));
    }

    @Test
    void referenceAlphaMultiplyFoldsTheCarry() {
        byte[] top = new byte[16];
        top[15] = (byte) 0x80;
        byte[] expected = new byte[16];
        expected[0] = (byte) 0x87;
        assertArrayEquals(expected, NaiveXts.timesAlpha(top));
    }

    @Test
    void matchesNaiveReference() {
        qt().withFixedSeed(Seeds.SEED).withExamples(40)
                .forAll(longs().all(), integers().between(0, 2), integers().between(16, 4096))
                .checkAssert((seed, size, n) -> {
                    int len = n % 3 == 0 ? n : 16 + n % 80; // short units, stealing, more often
                    byte[] key = Seeds.bytes(seed, 32 + 16 * size);
                    byte[] tweak = Seeds.bytes(seed ^ 1, 16);
                    byte[] pt = Seeds.bytes(seed ^ 2, len);
                    byte[] ct = NaiveXts.encrypt(key, tweak, pt);
                    assertArrayEquals(pt, NaiveXts.decrypt(key, tweak, ct));
                    for (BlockEngine e : EnginesUnderTest.all()) {
                        Xts xts = Xts.create(e, key);
                        assertArrayEquals(ct, xts.encrypt(tweak, pt), e.name());
                        assertArrayEquals(pt, xts.decrypt(tweak, ct), e.name());
                        byte[] buf = pt.clone();
                        xts.encrypt(tweak, buf, 0, buf, 0, len);
                        assertArrayEquals(ct, buf, e.name() + " in place");
                        xts.decrypt(tweak, buf, 0, buf, 0, len);
                        assertArrayEquals(pt, buf, e.name() + " in place");
                        xts.destroy();
                    }
                });
    }

    @Test
    void dataUnitsLongerThanOneBatch() {
        // 256 blocks go to the engine per call; cross that boundary with and without stealing.
        for (int len : new int[] {4096, 4097, 4111, 4112, 8192 + 16 * 3 + 5}) {
            byte[] key = Seeds.bytes(len, 64);
            byte[] tweak = Seeds.bytes(len + 1, 16);
            byte[] pt = Seeds.bytes(len + 2, len);
            byte[] ct = NaiveXts.encrypt(key, tweak, pt);
            for (BlockEngine e : EnginesUnderTest.all()) {
                Xts xts = Xts.create(e, key);
                assertArrayEquals(ct, xts.encrypt(tweak, pt), e.name() + " " + len);
                assertArrayEquals(pt, xts.decrypt(tweak, ct), e.name() + " " + len);
            }
        }
    }
}
