package dev.aesref.internal.share;

import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The order of {@code destroy()} against calls that are still running on other threads.
 *
 * <p>The rule, for every shareable key, AEAD and MAC: a call that overlaps {@code destroy()}
 * either returns the output of the intact key, or throws {@link IllegalStateException} with its
 * output range zeroed. It never returns output computed from a key that was half zeroed. A call
 * that starts after {@code destroy()} began throws before it reads anything.
 *
 * <p>How: {@link #destroy} sets the flag, then a fence, then the owner zeroes its keys; a call
 * reads its keys, then a fence, then the flag ({@link #confirm}). If a call read any word that
 * {@code destroy()} had zeroed, the zeroing came after the flag was set and the call's flag read
 * came after that word, so the call sees the flag and discards its output. If it saw no zeroed
 * word, its output is the intact key's. The two fences keep the compiler and the CPU from moving
 * the flag write after the zeroing or the flag read before the key reads (the message-passing
 * pattern of {@link VarHandle#releaseFence} and {@link VarHandle#acquireFence}). A call pays one
 * volatile read at its start and one at its end; no call waits for another.
 */
public final class Lifetime {

    /** What the messages call the owner, for example "this nohw expanded key". */
    private final String what;
    private volatile boolean destroyed;

    public Lifetime(String what) {
        this.what = what;
    }

    /** Throws if {@link #destroy} has begun; call it before a call reads any key. */
    public void checkLive() {
        if (destroyed) {
            throw new IllegalStateException(what + " has been destroyed");
        }
    }

    /**
     * Marks the owner destroyed; the owner zeroes its keys after this returns. Calls that start
     * from now on throw, and calls in flight discard their output ({@link #confirm}).
     */
    public void destroy() {
        destroyed = true;
        VarHandle.fullFence();
    }

    /** Whether {@link #destroy} has begun. */
    public boolean isDestroyed() {
        return destroyed;
    }

    /**
     * Ends a call that wrote {@code len} bytes at {@code out[off]}: if {@link #destroy} began
     * while it ran, zeroes those bytes and throws {@link IllegalStateException}. Call it after
     * the last read of a key and before the call returns.
     */
    public void confirm(byte[] out, int off, int len) {
        VarHandle.acquireFence();
        if (destroyed) {
            Arrays.fill(out, off, off + len, (byte) 0);
            throw new IllegalStateException(what + " was destroyed during the call; its output was zeroed");
        }
    }

    /** {@link #confirm} for a call whose output is numerals ({@code fpe}). */
    public void confirm(int[] out, int off, int len) {
        VarHandle.acquireFence();
        if (destroyed) {
            Arrays.fill(out, off, off + len, 0);
            throw new IllegalStateException(what + " was destroyed during the call; its output was zeroed");
        }
    }
}
