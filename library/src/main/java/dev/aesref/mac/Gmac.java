package dev.aesref.mac;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.gf128.GcmSteps;
import dev.aesref.internal.gf128.Ghash;
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
 * {@link AEADBadTagException} ("GMAC tag mismatch"). {@link #destroy()} zeroes H and the scratch,
 * and destroys every computation started here that has not finished. Not thread-safe.
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
    private final Ghash ghash;
    private final byte[] j0 = new byte[BLOCK];
    private final byte[] s = new byte[BLOCK];
    /** The computations started and not yet finished, destroyed with this GMAC. */
    private final List<Computation> open = new ArrayList<>();
    private boolean destroyed;

    private Gmac(ExpandedKey key, int tagBytes) {
        this.key = key;
        this.tagBytes = tagBytes;
        key.encryptBlocks(hashKey, 0, hashKey, 0, 1);
        this.ghash = Ghash.create(hashKey, 0);
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
        checkAlive();
        byte[] tag = new byte[tagBytes];
        try {
            GcmSteps.preCounterBlock(ghash, iv, j0);
            ghash.update(message, 0, message.length);
            ghash.padToBlock();
            ghash.lengths(message.length, 0);
            GcmSteps.tag(key, ghash, j0, s);
            System.arraycopy(s, 0, tag, 0, tagBytes);
            return tag;
        } finally {
            wipe();
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
        checkAlive();
        Computation c = new Computation(iv);
        open.add(c);
        return c;
    }

    private void wipe() {
        if (!destroyed) {
            ghash.reset();
        }
        Arrays.fill(j0, (byte) 0);
        Arrays.fill(s, (byte) 0);
    }

    private void checkAlive() {
        if (destroyed) {
            throw new IllegalStateException("this Gmac has been destroyed");
        }
    }

    /**
     * Zeroes H, the GHASH state and the scratch, and destroys every unfinished computation;
     * later calls throw. The key stays the caller's.
     */
    @Override
    public void destroy() {
        destroyed = true;
        Arrays.fill(hashKey, (byte) 0);
        ghash.destroy();
        wipe();
        for (Computation c : List.copyOf(open)) {
            c.destroy();
        }
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    /**
     * A message fed in pieces; {@link #finish()} gives the tag of their concatenation. It holds a
     * GHASH of its own, keyed with H: {@link #destroy()} zeroes it, as do {@link #finish()},
     * {@link #verify} and the destruction of the {@link Gmac} that started it.
     */
    public final class Computation implements Destroyable {

        private final Ghash hash = Ghash.create(hashKey, 0);
        private final byte[] preCounter = new byte[BLOCK];
        private final byte[] t = new byte[BLOCK];
        private long messageBytes;
        private boolean done;

        private Computation(byte[] iv) {
            GcmSteps.preCounterBlock(hash, iv, preCounter);
        }

        /**
         * Adds {@code message[off .. off + len)}.
         *
         * @throws IllegalStateException after the end, or if the message would pass 2^64 - 1 bits
         */
        public void update(byte[] message, int off, int len) {
            Ranges.checkRange("message", message, off, len);
            checkOpen();
            if (len > MAX_MESSAGE_BYTES - messageBytes) {
                throw new IllegalStateException("message would pass 2^64 - 1 bits (SP 800-38D section"
                        + " 5.2.1.1): " + messageBytes + " bytes so far, " + len + " more");
            }
            hash.update(message, off, len);
            messageBytes += len;
        }

        /** The tag; ends the computation and zeroes its state. */
        public byte[] finish() {
            checkOpen();
            try {
                hash.padToBlock();
                hash.lengths(messageBytes, 0);
                GcmSteps.tag(key, hash, preCounter, t);
                return Arrays.copyOf(t, tagBytes);
            } finally {
                destroy();
            }
        }

        /**
         * Ends the computation and checks {@code tag} in constant time.
         *
         * @throws IllegalArgumentException if {@code tag} is not {@link #tagBytes()} long
         * @throws AEADBadTagException if the tag is wrong
         */
        public void verify(byte[] tag) throws AEADBadTagException {
            checkTagLength(tag, tagBytes);
            check(finish(), tag);
        }

        private void checkOpen() {
            if (done) {
                throw new IllegalStateException("this GMAC computation is finished or destroyed");
            }
        }

        /** Zeroes this computation's GHASH, J0 and tag; later calls throw. */
        @Override
        public void destroy() {
            done = true;
            hash.destroy();
            Arrays.fill(preCounter, (byte) 0);
            Arrays.fill(t, (byte) 0);
            open.remove(this);
        }

        @Override
        public boolean isDestroyed() {
            return done;
        }
    }
}
