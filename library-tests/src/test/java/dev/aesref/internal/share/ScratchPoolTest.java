package dev.aesref.internal.share;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The hand-off rules of {@link ScratchPool}, {@link Lifetime} and {@link SingleThreaded}, one thread at a time. */
class ScratchPoolTest {

    /** A scratch that counts how often it was made. */
    static final class Counted implements Wipeable {
        static int made;
        final int serial = ++made;

        @Override
        public void wipe() {}
    }

    @Test
    void oneThreadAlwaysGetsTheOwnedScratch() {
        ScratchPool<Counted> pool = new ScratchPool<>(Counted::new);
        Counted first = pool.take();
        assertTrue(pool.isOwned(first));
        pool.give(first);
        for (int i = 0; i < 5; i++) {
            Counted again = pool.take();
            assertSame(first, again, "call " + i);
            pool.give(again);
        }
        assertEquals(0, pool.parkedSpares());
    }

    @Test
    void aSecondTakerGetsAnotherScratchWhichIsKeptAsASpare() {
        ScratchPool<Counted> pool = new ScratchPool<>(Counted::new);
        Counted owned = pool.take();
        Counted spare = pool.take();
        assertNotSame(owned, spare);
        assertFalse(pool.isOwned(spare));
        pool.give(spare);
        assertEquals(1, pool.parkedSpares());
        assertSame(spare, pool.take(), "the parked spare is lent again, not a new one");
        assertEquals(0, pool.parkedSpares());
        pool.give(spare);
        pool.give(owned);
        assertSame(owned, pool.take(), "the owned scratch is back");
    }

    @Test
    void thePoolKeepsAtMostItsSparesAndDropsTheRest() {
        ScratchPool<Counted> pool = new ScratchPool<>(Counted::new);
        Counted owned = pool.take();
        List<Counted> lent = new ArrayList<>();
        for (int i = 0; i < ScratchPool.SPARES + 2; i++) {
            lent.add(pool.take());
        }
        assertEquals(ScratchPool.SPARES + 2, lent.stream().map(c -> c.serial).distinct().count(),
                "every taker got its own scratch");
        lent.forEach(pool::give);
        assertEquals(ScratchPool.SPARES, pool.parkedSpares());
        List<Counted> again = new ArrayList<>();
        for (int i = 0; i < ScratchPool.SPARES; i++) {
            again.add(pool.take());
        }
        assertEquals(lent.subList(0, ScratchPool.SPARES), again, "the first spares given back are the ones kept");
        pool.give(owned);
    }

    @Test
    void lifetimeRefusesAfterDestroyAndZeroesTheOutputOfACallInFlight() {
        Lifetime life = new Lifetime("this test key");
        life.checkLive();
        byte[] out = {1, 2, 3, 4, 5};
        life.confirm(out, 1, 3);
        assertEquals("[1, 2, 3, 4, 5]", java.util.Arrays.toString(out), "a live key keeps the output");
        assertFalse(life.isDestroyed());
        life.destroy();
        assertTrue(life.isDestroyed());
        IllegalStateException e = assertThrows(IllegalStateException.class, life::checkLive);
        assertEquals("this test key has been destroyed", e.getMessage());
        IllegalStateException during = assertThrows(IllegalStateException.class, () -> life.confirm(out, 1, 3));
        assertEquals("this test key was destroyed during the call; its output was zeroed", during.getMessage());
        assertEquals("[1, 0, 0, 0, 5]", java.util.Arrays.toString(out), "only the output range is zeroed");
        int[] numerals = {7, 8, 9};
        assertThrows(IllegalStateException.class, () -> life.confirm(numerals, 0, 2));
        assertEquals("[0, 0, 9]", java.util.Arrays.toString(numerals));
    }

    @Test
    void lifetimeKeepsNumeralsOfALiveCall() {
        Lifetime life = new Lifetime("k");
        int[] numerals = {7, 8, 9};
        life.confirm(numerals, 0, 3);
        assertEquals("[7, 8, 9]", java.util.Arrays.toString(numerals));
    }

    @Test
    void singleThreadedRefusesAnOverlappingCallAndAllowsTheNext() {
        SingleThreaded guard = new SingleThreaded("this stream");
        guard.enter();
        IllegalStateException e = assertThrows(IllegalStateException.class, guard::enter);
        assertEquals("this stream is in use by another thread: it is single-threaded, so give each thread"
                + " its own", e.getMessage());
        guard.exit();
        guard.enter();
        guard.exit();
    }
}
