package dev.aesref.testkit.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** What {@link SharedUse} counts and reports, on calls whose answers the test chooses. */
class SharedUseTest {

    @Test
    void everyCallRunsOnceAndRightCallsCountNothing() {
        Set<String> seen = ConcurrentHashMap.newKeySet();
        SharedUse.Outcome o = SharedUse.run(3, 5, 30, (t, c) -> seen.add(t + "/" + c));
        assertEquals(15, o.calls());
        assertEquals(0, o.wrong());
        assertEquals(null, o.firstProblem());
        assertEquals(15, seen.size(), "each thread's calls 0..4, once each");
    }

    @Test
    void wrongAnswersAndExceptionsAreCountedAndTheFirstIsNamed() {
        SharedUse.Outcome o = SharedUse.run(1, 4, 30, (t, c) -> {
            if (c == 3) {
                throw new IllegalStateException("boom");
            }
            return c != 1;
        });
        assertEquals(4, o.calls());
        assertEquals(2, o.wrong());
        assertEquals("thread 0, call 1: wrong output", o.firstProblem());
        assertEquals("2 of 4 calls gave a wrong answer; first: thread 0, call 1: wrong output", o.describe());
        SharedUse.Outcome thrown = SharedUse.run(1, 1, 30, (t, c) -> {
            throw new AssertionError("bad bytes");
        });
        assertEquals("thread 0, call 0: java.lang.AssertionError: bad bytes", thrown.firstProblem());
    }

    @Test
    void theThreadsStartTogether() {
        // Each thread waits, inside its first call, for every other to be inside its first call:
        // only threads that run at the same time get past it.
        CountDownLatch inside = new CountDownLatch(4);
        SharedUse.Outcome o = SharedUse.run(4, 1, 30, (t, c) -> {
            inside.countDown();
            return inside.await(20, TimeUnit.SECONDS);
        });
        assertEquals(0, o.wrong(), o.describe());
    }

    @Test
    void aHangIsReportedAfterTheTimeLimit() {
        long start = System.nanoTime();
        AssertionError e = assertThrows(AssertionError.class, () -> SharedUse.run(2, 1, 1, (t, c) -> {
            Thread.sleep(t == 0 ? 60_000 : 0);
            return true;
        }));
        long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
        assertEquals("2 threads of 1 calls did not finish in 1 s", e.getMessage());
        assertTrue(seconds < 10, "waited " + seconds + " s");
    }

    @Test
    void noThreadsOrNoCallsAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SharedUse.run(0, 1, 1, (t, c) -> true));
        assertEquals("threads and rounds must be at least 1, got 0 and 1", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SharedUse.run(1, 0, 1, (t, c) -> true));
        assertEquals(1, SharedUse.run(1, 1, 1, (t, c) -> true).calls(), "one thread of one call is enough");
    }
}
