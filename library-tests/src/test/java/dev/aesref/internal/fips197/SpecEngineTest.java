package dev.aesref.internal.fips197;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.ExpandedKey;
import org.junit.jupiter.api.Test;

/**
 * What is particular to the spec engine's key; the {@code BlockEngine} contract itself is
 * {@code dev.aesref.EngineConformanceTest} (the test kit's engine suite), run on every engine.
 */
class SpecEngineTest {

    /** The key derives its size from the length of the schedule it is given. */
    @Test
    void keyBitsAndRoundsComeFromTheSchedule() {
        for (int len : new int[] {16, 24, 32}) {
            ExpandedKey k = new SpecKey(SpecKeySchedule.keyExpansion(new byte[len]));
            assertEquals(len * 8, k.keyBits());
            assertEquals(len / 4 + 6, k.rounds());
        }
    }
}
