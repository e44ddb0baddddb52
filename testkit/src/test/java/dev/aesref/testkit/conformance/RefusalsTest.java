package dev.aesref.testkit.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The refusal checks pass what the contract asks for and fail each near miss. */
class RefusalsTest {

    private static final IndexOutOfBoundsException IN =
            new IndexOutOfBoundsException("in range [0, 0 + 48) does not fit in an array of 40 bytes");
    private static final IndexOutOfBoundsException OUT =
            new IndexOutOfBoundsException("out range [0, 0 + 48) does not fit in an array of 40 bytes");

    @Test
    void refusedNamingTakesTheExactTypeWithTheParameterFirst() {
        assertSame(IN, Refusals.refusedNaming(IndexOutOfBoundsException.class, "in", () -> {
            throw IN;
        }));
        assertSame(OUT, Refusals.refusedNaming(IndexOutOfBoundsException.class, "out", () -> {
            throw OUT;
        }));
        IndexOutOfBoundsException bare = new IndexOutOfBoundsException("in");
        assertSame(bare, Refusals.refusedNaming(IndexOutOfBoundsException.class, "in", () -> {
            throw bare;
        }));
        // The other parameter's message, which contains "in" as a word.
        assertThrows(AssertionFailedError.class, () -> Refusals.refusedNaming(IndexOutOfBoundsException.class, "in",
                () -> {
                    throw OUT;
                }));
        // Another parameter whose name is as long, so that the character after it is a space.
        assertThrows(AssertionFailedError.class, () -> Refusals.refusedNaming(IndexOutOfBoundsException.class, "in",
                () -> {
                    throw new IndexOutOfBoundsException("on range [0, 0 + 48) does not fit");
                }));
        // A longer word that starts with the name, no message, a subclass, nothing thrown.
        assertThrows(AssertionFailedError.class, () -> Refusals.refusedNaming(IndexOutOfBoundsException.class, "in",
                () -> {
                    throw new IndexOutOfBoundsException("index 3");
                }));
        assertThrows(AssertionFailedError.class, () -> Refusals.refusedNaming(IndexOutOfBoundsException.class, "in",
                () -> {
                    throw new IndexOutOfBoundsException();
                }));
        assertThrows(AssertionFailedError.class, () -> Refusals.refusedNaming(IndexOutOfBoundsException.class, "in",
                () -> {
                    throw new ArrayIndexOutOfBoundsException("in range");
                }));
        assertThrows(AssertionFailedError.class, () -> Refusals.refusedNaming(IndexOutOfBoundsException.class, "in",
                () -> { }));
    }

    @Test
    void refusedTakesTheExactTypeWithTheFragment() {
        assertSame(OUT, Refusals.refused(IndexOutOfBoundsException.class, "does not fit", () -> {
            throw OUT;
        }));
        assertThrows(AssertionFailedError.class, () -> Refusals.refused(IndexOutOfBoundsException.class, "nope", () -> {
            throw OUT;
        }));
        assertThrows(AssertionFailedError.class, () -> Refusals.refused(IndexOutOfBoundsException.class, "x", () -> {
            throw new IndexOutOfBoundsException();
        }));
        assertThrows(AssertionFailedError.class, () -> Refusals.refused(RuntimeException.class, "range", () -> {
            throw OUT;
        }));
    }

    @Test
    void markedBuffersShowAnyWrite() {
        byte[] b = Refusals.marked(5);
        assertEquals(5, b.length);
        Refusals.assertMarked(b);
        for (int i = 0; i < b.length; i++) {
            byte[] written = Refusals.marked(5);
            written[i] = 0;
            AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> Refusals.assertMarked(written));
            assertEquals("output byte " + i + " was written: 0", e.getMessage());
        }
        Refusals.assertMarked(new byte[0]);
    }
}
