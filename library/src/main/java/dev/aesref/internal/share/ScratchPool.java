package dev.aesref.internal.share;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.function.Supplier;

/**
 * Scratch for the calls of one shared object, lent to one call at a time.
 *
 * <p>The pool owns one scratch, made with the object, and a few spares. A call takes the owned
 * scratch with one compare-and-set and gives it back with one release store, so a single thread
 * pays two memory operations per call and allocates nothing. A call that finds the owned scratch
 * lent out takes a spare; when every spare is lent too, it makes a new scratch. Given back, a new
 * scratch fills an empty spare slot, so a pool reaches {@link #SPARES} + 1 scratches under
 * contention and stops allocating; one that finds no empty slot is dropped.
 *
 * <p>Every scratch is wiped by the call that used it, before it is given back (STYLE.md rule 6),
 * so whatever a pool holds is zero, and so is what it drops. No two calls ever hold the same
 * scratch: the compare-and-set and the atomic exchanges hand each one to exactly one taker, and
 * they order the taker's writes after the previous holder's.
 */
public final class ScratchPool<S> {

    /**
     * Spare scratches kept for calls that run at the same time as the owned one's: with the
     * owned one, enough for four threads on one key without allocating.
     */
    public static final int SPARES = 3;

    private static final VarHandle LENT = FieldHandles.of(MethodHandles.lookup(), "lent", boolean.class);
    /** The spare slots {@link #spare0}, {@link #spare1}, {@link #spare2}, in the order they are tried. */
    private static final VarHandle[] SLOTS = {
        FieldHandles.of(MethodHandles.lookup(), "spare0", Object.class),
        FieldHandles.of(MethodHandles.lookup(), "spare1", Object.class),
        FieldHandles.of(MethodHandles.lookup(), "spare2", Object.class),
    };

    private final Supplier<S> factory;
    private final S owned;
    /** Whether {@link #owned} is lent out; written through {@link #LENT}. */
    @SuppressWarnings("unused")
    private volatile boolean lent;
    /*
     * The parked spares, null where a slot is empty, written through SLOTS. Fields of this
     * object rather than a JDK atomic array, so that the tests that look for key material left
     * behind can walk into them.
     */
    @SuppressWarnings("unused")
    private volatile Object spare0;
    @SuppressWarnings("unused")
    private volatile Object spare1;
    @SuppressWarnings("unused")
    private volatile Object spare2;

    /** A pool whose scratch {@code factory} makes (once now, and again under contention). */
    public ScratchPool(Supplier<S> factory) {
        this(factory.get(), factory);
    }

    /**
     * A pool that owns {@code owned} and makes spares with {@code factory}, for an owner whose
     * first scratch differs from the spares (vpaes-vector's holds a copy of the round keys).
     */
    public ScratchPool(S owned, Supplier<S> factory) {
        this.factory = factory;
        this.owned = owned;
    }

    /** Whether {@code scratch} is the one the pool was made with, not a spare. */
    public boolean isOwned(S scratch) {
        return scratch == owned;
    }

    /** Lends a scratch to the calling thread's call; never null, never lent to anyone else. */
    public S take() {
        if (LENT.compareAndSet(this, false, true)) {
            return owned;
        }
        for (VarHandle slot : SLOTS) {
            if (slot.getVolatile(this) != null) {
                @SuppressWarnings("unchecked")
                S spare = (S) slot.getAndSet(this, (Object) null);
                if (spare != null) {
                    return spare;
                }
            }
        }
        return factory.get();
    }

    /** Takes back a scratch from {@link #take}, which the caller has wiped. */
    public void give(S scratch) {
        if (scratch == owned) {
            LENT.setRelease(this, false);
            return;
        }
        for (VarHandle slot : SLOTS) {
            if (slot.getVolatile(this) == null && slot.compareAndSet(this, (Object) null, (Object) scratch)) {
                return;
            }
        }
        // Every slot is full: the scratch is dropped, zero as it is.
    }

    /** How many spares are parked now (for tests). */
    int parkedSpares() {
        int n = 0;
        for (VarHandle slot : SLOTS) {
            if (slot.getVolatile(this) != null) {
                n++;
            }
        }
        return n;
    }
}
