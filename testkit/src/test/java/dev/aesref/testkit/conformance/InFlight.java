package dev.aesref.testkit.conformance;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Makes the race of a careless destroy() certain for the broken keys and AEADs of the suites'
 * tests: once destroy() has begun, the next call to finish its output waits there until
 * destroy() has changed what it reads, then XORs in the change. Each wait is at most 5 s, so a
 * suite that never calls during destroy() still ends.
 */
final class InFlight {

    private volatile boolean destroying;
    private volatile byte poison;
    private final AtomicBoolean claimed = new AtomicBoolean();
    private final CountDownLatch arrived = new CountDownLatch(1);
    private final CountDownLatch changed = new CountDownLatch(1);

    /** What a call XORs into its output: 0, or the change, for the one call caught by destroy(). */
    byte poisonAfterDestroy() {
        if (destroying && claimed.compareAndSet(false, true)) {
            arrived.countDown();
            await(changed);
        }
        return poison;
    }

    /** Begins destroy(), waits for a call to be caught, changes what it reads, then runs {@code rest}. */
    void destroyUnderACall(Runnable rest) {
        destroying = true;
        await(arrived);
        poison = 1;
        changed.countDown();
        rest.run();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
