package dev.aesref.aead;

import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.ScratchPool;
import dev.aesref.internal.share.Wipeable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The scratch of a shared AEAD whose calls each need a keyed helper of their own: a GHASH holding
 * H, a CMAC holding its subkeys, an HMAC holding its pads. The helper keeps state during a call,
 * so two calls cannot share one; it also holds key material, so {@code destroy()} must reach it.
 *
 * <p>A {@link ScratchPool} lends the scratch. The first {@link ScratchPool#SPARES} + 1 scratches
 * made are kept: this object lists them, they keep their helper between calls, and
 * {@link #destroy()} destroys those helpers. Any scratch made beyond them (more calls at once than
 * the pool holds) is transient: its helper is made when a call takes it and destroyed when the
 * call gives it back, so a scratch the pool parks or drops holds no key material. Only contended
 * calls pay for that. A helper destroyed under a running call makes that call throw; the AEAD
 * then zeroes the call's output through {@link Lifetime#confirm}.
 */
final class KeyedScratches<S extends KeyedScratches.Scratch> {

    /** One call's scratch: arrays it writes and a keyed helper. */
    abstract static class Scratch implements Wipeable {

        /** Whether the owner lists this scratch, so that it keeps its helper between calls. */
        boolean kept;

        /** Makes the helper if there is none or it was destroyed. */
        abstract void key();

        /** Destroys the helper: zeroes its key material. */
        abstract void unkey();
    }

    private final List<S> kept = new ArrayList<>();
    private final Lifetime lifetime;
    private final ScratchPool<S> pool;

    /** Scratch from {@code factory} for the calls of the owner whose lifetime is {@code lifetime}. */
    KeyedScratches(Lifetime lifetime, Supplier<S> factory) {
        this.lifetime = lifetime;
        this.pool = new ScratchPool<>(() -> register(factory.get()));
    }

    private S register(S s) {
        synchronized (kept) {
            if (kept.size() <= ScratchPool.SPARES) {
                kept.add(s);
                s.kept = true;
                s.key(); // now, so that a kept scratch's calls find their helper ready
            }
        }
        return s;
    }

    /** Lends a scratch with a keyed helper to the calling thread's call. */
    S take() {
        S s = pool.take();
        try {
            s.key();
        } catch (RuntimeException e) {
            give(s);
            throw e;
        }
        return s;
    }

    /** Wipes the scratch and takes it back; a transient one, or any after destroy, loses its helper. */
    void give(S s) {
        s.wipe();
        if (!s.kept || lifetime.isDestroyed()) {
            s.unkey();
        }
        pool.give(s);
    }

    /** Destroys the helpers of the kept scratches; the owner calls it after {@link Lifetime#destroy}. */
    void destroy() {
        synchronized (kept) {
            for (S s : kept) {
                s.unkey();
            }
        }
    }

    /** The kept scratches (for the tests that look at what an AEAD holds). */
    List<S> kept() {
        synchronized (kept) {
            return List.copyOf(kept);
        }
    }
}
