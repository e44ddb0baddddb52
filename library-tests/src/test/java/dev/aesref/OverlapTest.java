package dev.aesref;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The aliasing predicates at their edges. A wrong answer either corrupts output (tested through
 * the modes in ModePropertiesTest) or copies the input when there is no need; these tests pin the
 * exact boundaries so that neither happens.
 */
class OverlapTest {

    private final byte[] a = new byte[64];
    private final byte[] b = new byte[64];

    @Test
    void outputRunsAheadOnlyWhenItStartsInsideTheInputAfterItsStart() {
        assertFalse(Overlap.outputRunsAhead(a, 0, b, 8, 16), "different arrays");
        assertFalse(Overlap.outputRunsAhead(a, 8, a, 8, 16), "in place");
        assertTrue(Overlap.outputRunsAhead(a, 8, a, 9, 16), "one byte ahead");
        assertTrue(Overlap.outputRunsAhead(a, 8, a, 23, 16), "last input byte");
        assertFalse(Overlap.outputRunsAhead(a, 8, a, 24, 16), "just past the input");
        assertFalse(Overlap.outputRunsAhead(a, 8, a, 7, 16), "behind the input");
        assertFalse(Overlap.outputRunsAhead(a, 8, a, 9, 0), "empty input");
    }

    @Test
    void anyOverlapWhenTheRangesShareAByte() {
        assertFalse(Overlap.anyOverlap(a, 0, b, 0, 16), "different arrays");
        assertTrue(Overlap.anyOverlap(a, 8, a, 8, 16), "in place");
        assertTrue(Overlap.anyOverlap(a, 8, a, 23, 16), "output starts at the last input byte");
        assertFalse(Overlap.anyOverlap(a, 8, a, 24, 16), "output right after the input");
        assertTrue(Overlap.anyOverlap(a, 23, a, 8, 16), "input starts at the last output byte");
        assertFalse(Overlap.anyOverlap(a, 24, a, 8, 16), "input right after the output");
        assertFalse(Overlap.anyOverlap(a, 8, a, 8, 0), "empty ranges");
    }
}
