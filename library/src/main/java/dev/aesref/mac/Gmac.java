package dev.aesref.mac;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.gf128.GcmSteps;
import dev.aesref.internal.gf128.Ghash;
import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.ScratchPool;
import dev.aesref.internal.share.SingleThreaded;
import dev.aesref.internal.share.Wipeable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.security.auth.Destroyable;

/**
 * GMAC, NIST SP 800-38D, section 3: GCM "when the input is restricted to data that is not to be
 * encrypted". The message is hashed as GCM's additional data A and the tag is GCM's tag with an
 * empty plaintext: {@code T = MSB_t(GCTR_K(J0, GHASH_H(A || 0^v || [len(A)]_64 || [0]_64)))}
 * (section 7.1). The IV rules (any length of at least one byte, never repeated under a key) and
 * tag lengths (4, 8, 12..16 bytes) are GCM's, from {@link GcmSteps}, the steps the two share.
 *
 * <p>{@link #compute} and {@link #verify} are one-shot; {@link #start} gives an incremental form.
 * Verification recomputes the tag, compares it with {@link ConstantTime#equal} and fails with
 * {@link AEADBadTagException} ("GMAC tag mismatch"). {@link #destroy()} zeroes H and destroys
 * every computation started here that has not finished.
 *
 * <p>Thread-safe for {@link #compute}, {@link #verify} and {@link #start} when the key is: calls
 * only read H, and each one-shot call borrows a GHASH state from a {@link ScratchPool}. A
 * {@link Computation} is single-threaded. A call that overlaps {@link #destroy()} returns a right
 * tag or throws {@link IllegalStateException}.
 */
public final class Gmac implements Destroyable {

    /** SP 800-38D, section 5.2.1.1: at most 2^64 - 1 bits of A, in whole bytes. */
    public static final long MAX_MESSAGE_BYTES = (1L << 61) - 1;

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;
    private static final String TAG_FAILURE = "GMAC tag mismatch";

    private final ExpandedKey key;
    private final int tagBytes;
    /** H = CIPH_K(0^128), kept to give each incremental computation a GHASH of its own. */
    private final byte[] hashKey = new byte[BLOCK];
    /** The GHASH whose prepared H the one-shot calls' GHASH states share ({@link Ghash#withSameKey}). */
    private final Ghash ghash;
    /** The scratch of the one-shot calls running now, one each. */
    private final ScratchPool<Scratch> scratch;
    private final Lifetime lifetime = new Lifetime("this Gmac");
    /** The computations started and not yet finished, destroyed with this GMAC; locked on itself. */
    private final List<Computation> open = new ArrayList<>();

    /** What one one-shot call writes: a GHASH state over H, J0 and the full tag. */
    static final class Scratch implements Wipeable {
        final Ghash ghash;
        final byte[] j0 = new byte[BLOCK];
        final byte[] s = new byte[BLOCK];

        Scratch(Ghash ghash) {
            this.ghash = ghash;
        }

        @Override
        public void wipe() {
            ghash.reset();
            Arrays.fill(j0, (byte) 0);
            Arrays.fill(s, (byte) 0);
        }
    }

    private Gmac(ExpandedKey key, int tagBytes) {
        this.key = key;
        this.tagBytes = tagBytes;
        key.encryptBlocks(hashKey, 0, hashKey, 0, 1);
        this.ghash = Ghash.create(hashKey, 0);
        this.scratch = new ScratchPool<>(() -> new Scratch(ghash.withSameKey()));
    }

    /**
     * GMAC with {@code tagBytes}-byte tags under {@code key}, which the caller keeps owning.
     *
     * @throws IllegalArgumentException if {@code tagBytes} is not 4, 8, 12, 13, 14, 15 or 16
     */
    public static Gmac create(ExpandedKey key, int tagBytes) {
        Objects.requireNonNull(key, "key");
        GcmSteps.checkTagBytes(tagBytes);
        return new Gmac(key, tagBytes);
    }

    /** Tag length in bytes. */
    public int tagBytes() {
        return tagBytes;
    }

    /** The tag of {@code message} under {@code iv}. */
    public byte[] compute(byte[] iv, byte[] message) {
        GcmSteps.checkNonce(iv);
        Objects.requireNonNull(message, "message");
        lifetime.checkLive();
        byte[] tag = new byte[tagBytes];
        Scratch w = scratch.take();
        try {
            GcmSteps.preCounterBlock(w.ghash, iv, w.j0);
            w.ghash.update(message, 0, message.length);
            w.ghash.padToBlock();
            w.ghash.lengths(message.length, 0);
            GcmSteps.tag(key, w.ghash, w.j0, w.s);
            System.arraycopy(w.s, 0, tag, 0, tagBytes);
            lifetime.confirm(tag, 0, tagBytes);
            return tag;
        } finally {
            w.wipe();
            scratch.give(w);
        }
    }

    /**
     * Checks {@code tag} against {@code message} under {@code iv} in constant time.
     *
     * @throws IllegalArgumentException if {@code tag} is not {@link #tagBytes()} long
     * @throws AEADBadTagException if the tag is wrong
     */
    public void verify(byte[] iv, byte[] message, byte[] tag) throws AEADBadTagException {
        checkTagLength(tag, tagBytes);
        check(compute(iv, message), tag);
    }

    private static void checkTagLength(byte[] tag, int tagBytes) {
        Objects.requireNonNull(tag, "tag");
        if (tag.length != tagBytes) {
            throw new IllegalArgumentException("tag must be " + tagBytes + " bytes, got " + tag.length);
        }
    }

    /** The one comparison and the one failure message of this class; zeroes {@code mine}. */
    private static void check(byte[] mine, byte[] tag) throws AEADBadTagException {
        try {
            if (!ConstantTime.equal(mine, 0, tag, 0, tag.length)) {
                throw new AEADBadTagException(TAG_FAILURE);
            }
        } finally {
            Arrays.fill(mine, (byte) 0);
        }
    }

    /** Starts an incremental computation under {@code iv}. */
    public Computation start(byte[] iv) {
        GcmSteps.checkNonce(iv);
        lifetime.checkLive();
        Computation c = new Computation(iv);
        synchronized (open) {
            open.add(c);
        }
        if (lifetime.isDestroyed()) {
            // destroy() may have taken its list of open computations before this one joined it.
            c.wipe();
            throw new IllegalStateException("this Gmac was destroyed while the computation started");
        }
        return c;
    }

    /**
     * Zeroes H and destroys every unfinished computation; later calls throw. The key stays the
     * caller's. The one-shot calls' GHASH states share H and are otherwise zero already.
     */
    @Override
    public void destroy() {
        lifetime.destroy();
        Arrays.fill(hashKey, (byte) 0);
        ghash.destroy();
        List<Computation> started;
        synchronized (open) {
            started = List.copyOf(open);
        }
        for (Computation c : started) {
            c.wipe();
        }
    }

    @Override
    public boolean isDestroyed() {
        return lifetime.isDestroyed();
    }

    /**
     * A message fed in pieces; {@link #finish()} gives the tag of their concatenation. It holds a
     * GHASH of its own, keyed with H: {@link #destroy()} zeroes it, as do {@link #finish()},
     * {@link #verify} and the destruction of the {@link Gmac} that started it.
     *
     * <p>Single-threaded: a computation is a running state. A second thread that calls while
     * another is inside gets an {@link IllegalStateException}, and the first call's result stays
     * right.
     */
    public final class Computation implements Destroyable {

        private final Ghash hash = Ghash.create(hashKey, 0);
        private final byte[] preCounter = new byte[BLOCK];
        private final byte[] t = new byte[BLOCK];
        private final SingleThreaded guard = new SingleThreaded("this GMAC computation");
        private long messageBytes;
        private volatile boolean done;

        private Computation(byte[] iv) {
            GcmSteps.preCounterBlock(hash, iv, preCounter);
        }

        /**
         * Adds {@code message[off .. off + len)}.
         *
         * @throws IllegalStateException after the end, or if the message would pass 2^64 - 1 bits
         */
        public void update(byte[] message, int off, int len) {
            guard.enter();
            try {
                Ranges.checkRange("message", message, off, len);
                checkOpen();
                if (len > MAX_MESSAGE_BYTES - messageBytes) {
                    throw new IllegalStateException("message would pass 2^64 - 1 bits (SP 800-38D section"
                            + " 5.2.1.1): " + messageBytes + " bytes so far, " + len + " more");
                }
                hash.update(message, off, len);
                messageBytes += len;
            } finally {
                leave();
            }
        }

        /** The tag; ends the computation and zeroes its state. */
        public byte[] finish() {
            guard.enter();
            try {
                return finishBody();
            } finally {
                leave();
            }
        }

        private byte[] finishBody() {
            checkOpen();
            try {
                hash.padToBlock();
                hash.lengths(messageBytes, 0);
                GcmSteps.tag(key, hash, preCounter, t);
                lifetime.confirm(t, 0, BLOCK);
                return Arrays.copyOf(t, tagBytes);
            } finally {
                wipe();
            }
        }

        /**
         * Ends the computation and checks {@code tag} in constant time.
         *
         * @throws IllegalArgumentException if {@code tag} is not {@link #tagBytes()} long
         * @throws AEADBadTagException if the tag is wrong
         */
        public void verify(byte[] tag) throws AEADBadTagException {
            guard.enter();
            try {
                checkTagLength(tag, tagBytes);
                check(finishBody(), tag);
            } finally {
                leave();
            }
        }

        private void checkOpen() {
            if (done) {
                throw new IllegalStateException("this GMAC computation is finished or destroyed");
            }
        }

        /**
         * Ends a call. If this computation was destroyed meanwhile (by its {@link Gmac}'s
         * destroy(), from another thread), the call may have written after the zeroing, so it is
         * zeroed again.
         */
        private void leave() {
            if (done) {
                zero();
            }
            guard.exit();
        }

        /** Zeroes this computation's GHASH, J0 and tag; later calls throw. */
        @Override
        public void destroy() {
            guard.enter();
            try {
                wipe();
            } finally {
                guard.exit();
            }
        }

        /** What {@link #destroy()} does, without the guard: for the calls and for the Gmac. */
        private void wipe() {
            done = true;
            zero();
            synchronized (open) {
                open.remove(this);
            }
        }

        private void zero() {
            hash.destroy();
            Arrays.fill(preCounter, (byte) 0);
            Arrays.fill(t, (byte) 0);
        }

        @Override
        public boolean isDestroyed() {
            return done;
        }
    }
}
