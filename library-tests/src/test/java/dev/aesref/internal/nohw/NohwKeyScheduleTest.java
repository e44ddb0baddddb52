package dev.aesref.internal.nohw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.harness.Seeds;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * What the key schedule leaves in its scratch. (Its round keys are checked through the engine
 * against FIPS-197 and the JDK.)
 */
class NohwKeyScheduleTest {

    /** STYLE rule 6: the FIPS-197 words and the SubWord planes are zero when expand returns. */
    @Test
    void expandLeavesItsScratchZero() {
        SplittableRandom rnd = Seeds.random(0x4B53L);
        for (int keyBytes : new int[] {16, 24, 32}) {
            byte[] key = Seeds.bytes(rnd, keyBytes);
            int rounds = keyBytes / 4 + 6;
            int[] w = new int[4 * (rounds + 1)];
            long[] q = new long[8];
            long[] roundKeys = NohwKeySchedule.expand(key, rounds, w, q);
            assertArrayEquals(NohwKeySchedule.expand(key, rounds), roundKeys);
            assertArrayEquals(new int[w.length], w, keyBytes + "-byte key: words");
            assertArrayEquals(new long[8], q, keyBytes + "-byte key: SubWord planes");
        }
    }

    /**
     * SubWord puts the word's four bytes in lanes 0..3 of the planes and nothing else: every other
     * lane of the circuit's output is S(0) = 0x63 (FIPS-197 figure 7). Byte 0 is non-zero, so a
     * stray copy of it in lane 4 would show.
     */
    @Test
    void subWordUsesLanesZeroToThreeOnly() {
        long[] q = new long[8];
        NohwKeySchedule.subWord(0x01ff5353, q);
        for (int i = 0; i < 8; i++) {
            long rest = ((0x63 >>> i) & 1) == 0 ? 0L : -1L >>> 4;
            assertEquals(rest, q[i] >>> 4, "plane " + i + ", lanes 4..63");
        }
    }
}
