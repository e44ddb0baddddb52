package dev.aesref.mode;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;

/**
 * An expanded key that runs a test's hook once, inside a call, before or after it reaches the
 * wrapped key: the way to make a second call, or a {@code destroy()}, overlap the first
 * deterministically. The hook may start another thread and wait for it (the first call is then
 * held inside the object under test), or destroy the object under test mid-call. Everything else
 * goes to the wrapped key.
 *
 * <p>Several keys may share one {@link Schedule}, so that a hook fires at the n-th engine call of
 * an object that holds more than one key (XTS, SIV); {@link #engine} makes such keys.
 *
 * <p>Public so that the sharing tests of {@code mac}, {@code keywrap} and the root package use it.
 */
public final class HookedKey implements ExpandedKey {

    /** What the hook does; it may throw. */
    @FunctionalInterface
    public interface Hook {
        void run() throws Exception;
    }

    /** The engine calls of one or more keys, counted, and the one hook armed among them. */
    public static final class Schedule {
        private int calls;
        private int hookAt = -1;
        private boolean hookAfter;
        private Hook hook;
        private boolean fired;

        /** Engine calls made so far through the keys of this schedule. */
        public int calls() {
            return calls;
        }

        /**
         * Runs {@code hook} once, at the engine call numbered {@code call} (counting from zero
         * since this schedule was made), before the wrapped key runs or, if {@code after}, once
         * it has returned.
         */
        public void arm(int call, boolean after, Hook hook) {
            this.hookAt = call;
            this.hookAfter = after;
            this.hook = hook;
            this.fired = false;
        }

        /** Whether the armed hook has run. */
        public boolean fired() {
            return fired;
        }

        private void around(Runnable call) {
            int n = calls++;
            boolean mine = hook != null && n == hookAt;
            if (mine && !hookAfter) {
                fire();
            }
            call.run();
            if (mine && hookAfter) {
                fire();
            }
        }

        private void fire() {
            Hook h = hook;
            hook = null;
            fired = true;
            try {
                h.run();
            } catch (Exception e) {
                throw new AssertionError("the hook failed", e);
            }
        }
    }

    private final ExpandedKey key;
    private final Schedule schedule;

    public HookedKey(ExpandedKey key) {
        this(key, new Schedule());
    }

    public HookedKey(ExpandedKey key, Schedule schedule) {
        this.key = key;
        this.schedule = schedule;
    }

    /** An engine whose keys are {@code inner}'s, hooked, all counting into {@code schedule}. */
    public static BlockEngine engine(BlockEngine inner, Schedule schedule) {
        return new BlockEngine() {
            @Override
            public String name() {
                return inner.name() + ", hooked";
            }

            @Override
            public ExpandedKey expandKey(byte[] keyBytes) {
                return new HookedKey(inner.expandKey(keyBytes), schedule);
            }
        };
    }

    /** Runs {@code hook} at the start of the engine call after the next {@code skip} ones. */
    public void arm(int skip, Hook hook) {
        schedule.arm(schedule.calls() + skip, false, hook);
    }

    /** Whether the armed hook has run. */
    public boolean fired() {
        return schedule.fired();
    }

    @Override
    public int keyBits() {
        return key.keyBits();
    }

    @Override
    public void destroy() {
        key.destroy();
    }

    @Override
    public boolean isDestroyed() {
        return key.isDestroyed();
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        schedule.around(() -> key.encryptBlocks(in, inOff, out, outOff, blocks));
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        schedule.around(() -> key.decryptBlocks(in, inOff, out, outOff, blocks));
    }

    @Override
    public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex,
                             byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        schedule.around(() -> key.ctrXorBlocks(flavour, iv, firstIndex, in, inOff, out, outOff, blocks));
    }

    /**
     * Runs {@code call} on a new thread and waits for it: what it threw, or null. For hooks that
     * make a second thread's call while the first thread is inside.
     */
    public static Throwable onAnotherThread(Hook call) throws InterruptedException {
        Throwable[] thrown = new Throwable[1];
        Thread t = new Thread(() -> {
            try {
                call.run();
            } catch (Throwable e) {
                thrown[0] = e;
            }
        }, "aesref-second-caller");
        t.start();
        t.join(10_000);
        if (t.isAlive()) {
            throw new AssertionError("the second call did not return within 10 s");
        }
        return thrown[0];
    }
}
