package dev.aesref.testkit.check;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import dev.aesref.testkit.CounterBoundaries;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The counter-boundary cases of the check: every boundary of {@link CounterBoundaries} whole and
 * in each of {@link BoundaryCases#CHUNKS}, under random keys and plaintexts, each case named by its
 * boundary and chunking. Which broken counters they catch is {@code CheckerTest}'s business.
 */
class BoundaryCasesTest {

    private final List<CheckCase> cases = BoundaryCases.ctr(Checker.DEFAULT_SEED);

    @Test
    void everyBoundaryComesWholeAndInEachChunkingUnderItsOwnName() {
        List<CounterBoundaries.Case> boundaries = CounterBoundaries.of(CounterFlavour.CTR128_BE);
        assertEquals(boundaries.size() * BoundaryCases.CHUNKS.length, cases.size());
        Set<String> origins = new HashSet<>();
        for (int i = 0; i < cases.size(); i++) {
            CheckCase c = cases.get(i);
            int chunk = BoundaryCases.CHUNKS[i % BoundaryCases.CHUNKS.length];
            assertEquals(chunk, c.chunk(), c::origin);
            assertArrayEquals(boundaries.get(i / BoundaryCases.CHUNKS.length).iv(), c.iv(), c::origin);
            assertEquals(chunk == 0, !c.origin().contains("chunks of"), c::origin);
            if (chunk != 0) {
                assertTrue(c.origin().endsWith(" (chunks of " + chunk + ")"), c::origin);
            }
            assertTrue(origins.add(c.origin()), () -> "named twice: " + c.origin());
        }
    }

    @Test
    void theKeysAndPlaintextsAreRandomAndEachBoundaryHasItsOwn() {
        Set<String> keys = new HashSet<>();
        Set<String> plaintexts = new HashSet<>();
        for (int i = 0; i < cases.size(); i += BoundaryCases.CHUNKS.length) {
            keys.add(java.util.HexFormat.of().formatHex(cases.get(i).key()));
            plaintexts.add(java.util.HexFormat.of().formatHex(cases.get(i).input()));
        }
        int boundaries = cases.size() / BoundaryCases.CHUNKS.length;
        assertEquals(boundaries, keys.size(), "a key per boundary");
        assertEquals(boundaries, plaintexts.size(), "a plaintext per boundary");
    }
}
