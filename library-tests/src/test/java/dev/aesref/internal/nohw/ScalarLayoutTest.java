package dev.aesref.internal.nohw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.harness.Seeds;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The row-sliced layout checked bit by bit against its definition: bit {@code i} of state byte
 * (row {@code r}, column {@code c}) of block {@code b} at word {@code 8 r + i}, position
 * {@code 16 c + b}, where the state byte is byte {@code k = 4 c + r} of the block (FIPS-197
 * section 3.4) and the block comes in as little-endian halves in {@code w[b]} and
 * {@code w[16 + b]}.
 */
class ScalarLayoutTest {

    private static int blockByte(long[] blocks, int b, int k) {
        long half = k < 8 ? blocks[b] : blocks[16 + b];
        return (int) (half >>> (8 * (k % 8))) & 0xFF;
    }

    @Test
    void toRowSlicedPutsEveryBitWhereTheLayoutSays() {
        SplittableRandom random = Seeds.random(0x4C41594FL);
        for (int trial = 0; trial < 20; trial++) {
            long[] blocks = new long[32];
            for (int j = 0; j < 32; j++) {
                blocks[j] = random.nextLong();
            }
            long[] w = blocks.clone();
            ScalarLayout.toRowSliced(w);
            for (int b = 0; b < 16; b++) {
                for (int r = 0; r < 4; r++) {
                    for (int c = 0; c < 4; c++) {
                        int value = blockByte(blocks, b, 4 * c + r);
                        for (int i = 0; i < 8; i++) {
                            long got = (w[8 * r + i] >>> (16 * c + b)) & 1;
                            assertEquals((value >>> i) & 1, got,
                                    "block " + b + " row " + r + " column " + c + " bit " + i);
                        }
                    }
                }
            }
            ScalarLayout.fromRowSliced(w);
            assertArrayEquals(blocks, w, "fromRowSliced undoes toRowSliced");
        }
    }
}
