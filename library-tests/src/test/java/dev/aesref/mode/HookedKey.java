package dev.aesref.mode;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;

/**
 * An expanded key that runs a test's hook once, inside a call, before it encrypts: the way to
 * make a second call overlap the first deterministically. The hook may start another thread and
 * wait for it (the first call is then held inside the object under test), or destroy the object
 * under test mid-call. Everything else goes to the wrapped key.
 *
 * <p>Public so that the sharing tests of {@code mac} and {@code keywrap} use it too.
 */
public final class HookedKey implements ExpandedKey {

    /** What the hook does; it may throw. */
    @FunctionalInterface
    public interface Hook {
        void run() throws Exception;
    }

    private final ExpandedKey key;
    private int callsBeforeHook = -1;
    private Hook hook;

    public HookedKey(ExpandedKey key) {
        this.key = key;
    }

    /** Runs {@code hook} at the start of the engine call after the next {@code skip} ones. */
    public void arm(int skip, Hook hook) {
        this.callsBeforeHook = skip;
        this.hook = hook;
    }

    /** Whether the armed hook has run. */
    public boolean fired() {
        return hook == null && callsBeforeHook == 0;
    }

    private void maybeRun() {
        if (hook == null) {
            return;
        }
        if (callsBeforeHook > 0) {
            callsBeforeHook--;
            return;
        }
        Hook h = hook;
        hook = null;
        callsBeforeHook = 0;
        try {
            h.run();
        } catch (Exception e) {
            throw new AssertionError("the hook failed", e);
        }
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
        maybeRun();
        key.encryptBlocks(in, inOff, out, outOff, blocks);
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        maybeRun();
        key.decryptBlocks(in, inOff, out, outOff, blocks);
    }

    @Override
    public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex,
                             byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        maybeRun();
        key.ctrXorBlocks(flavour, iv, firstIndex, in, inOff, out, outOff, blocks);
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
