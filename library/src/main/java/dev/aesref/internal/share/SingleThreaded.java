package dev.aesref.internal.share;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The guard of an object that has a position or a pending buffer, and so cannot be shared: a
 * CTR stream, an incremental AEAD message, an incremental MAC.
 *
 * <p>Each public call of such an object runs between {@link #enter} and {@link #exit}. A second
 * thread that calls while the first is inside gets an {@link IllegalStateException} saying so,
 * before the call reads or writes anything; the first call finishes with its output intact. Use
 * one after another from several threads (handed over with the usual happens-before, such as a
 * queue) is allowed: only overlapping calls are refused. Refusal is what can be promised; two
 * calls that never overlap in time cannot be told from a hand-over.
 */
public final class SingleThreaded {

    private static final VarHandle BUSY = FieldHandles.of(MethodHandles.lookup(), "busy", boolean.class);

    /** What the message calls the owner, for example "this CTR stream". */
    private final String what;
    @SuppressWarnings("unused")
    private volatile boolean busy;

    public SingleThreaded(String what) {
        this.what = what;
    }

    /** Starts a call; throws if another call of the owner is running. */
    public void enter() {
        if (!BUSY.compareAndSet(this, false, true)) {
            throw new IllegalStateException(what + " is in use by another thread: it is single-threaded,"
                    + " so give each thread its own");
        }
    }

    /** Ends the call that {@link #enter} started; in a finally block. */
    public void exit() {
        BUSY.setRelease(this, false);
    }
}
