package dev.aesref.aead;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.gf128.GcmSteps;
import dev.aesref.internal.gf128.Ghash;
import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.SingleThreaded;
import dev.aesref.mode.Ctr;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.security.auth.Destroyable;

/**
 * Galois/Counter Mode, NIST SP 800-38D (2007), on any {@link ExpandedKey}.
 *
 * <ul>
 *   <li>Hash subkey {@code H = CIPH_K(0^128)} (section 7.1, step 1); GHASH is {@link Ghash}, a
 *       table-free constant-time multiply.</li>
 *   <li>Pre-counter block (step 2): {@code J0 = IV || 0^31 || 1} for a 96-bit IV, otherwise
 *       {@code J0 = GHASH_H(IV || 0^(s+64) || [len(IV)]_64)}. IVs of any length of at least one
 *       byte are accepted.</li>
 *   <li>Keystream (step 3): {@code GCTR_K(inc32(J0), P)}, computed by
 *       {@link ExpandedKey#ctrXorBlocks} with {@link CounterFlavour#CTR32_BE} from {@code J0},
 *       block index 1 on: the counter wraps modulo 2^32 in its low 32 bits exactly as
 *       {@code inc32} does (section 6.2), in that one place. The incremental encryption uses
 *       {@link Ctr.Stream} over the same flavour from {@code inc32(J0)}, which is the same
 *       sequence of counter blocks.</li>
 *   <li>Tag (steps 5, 6): {@code T = MSB_t(GCTR_K(J0, S))} with
 *       {@code S = GHASH_H(A || 0^v || C || 0^u || [len(A)]_64 || [len(C)]_64)}. Tag lengths
 *       are those of section 5.2.1.2: 16, 15, 14, 13, 12, 8 or 4 bytes (8 and 4 only for the
 *       uses Appendix C allows; that is the caller's decision).</li>
 *   <li>Limits (section 5.2.1.1): {@code len(P) <= 2^39 - 256} bits, that is
 *       {@link #MAX_PLAINTEXT_BYTES} = 2^36 - 32 bytes (2^32 - 2 blocks, so the 32-bit counter
 *       never returns to {@code J0}); {@code len(A) <= 2^64 - 1} bits ({@link #MAX_AAD_BYTES}).
 *       A one-shot call's lengths are Java {@code int}s, below both limits; the incremental forms
 *       count in {@code long}s and refuse the update that would pass a limit.</li>
 * </ul>
 *
 * <p>{@code open} hashes the ciphertext and checks the tag with
 * {@link ConstantTime#equal} before it writes any plaintext; the incremental decryption buffers
 * the ciphertext and releases the plaintext only from {@link Decryption#finish}. Nonce reuse under
 * one key loses confidentiality of the two messages and lets an attacker recover H and forge
 * tags: IVs must never repeat under a key (section 8).
 *
 * <p>Thread-safe: one {@code Gcm} may serve {@code seal} and {@code open} on many threads at
 * once, given a key that may be shared. Each call borrows its scratch (J0, S, a partial block and
 * a GHASH keyed with H) from {@link KeyedScratches}, and zeroes it on every exit; H itself is
 * only read. An uncontended call allocates nothing. {@link #destroy()} zeroes H and the GHASH
 * states, not the caller's key. A call that overlaps it returns the intact key's output, or
 * throws {@link IllegalStateException} with its output zeroed ({@link Lifetime}).
 *
 * <p>Single-threaded: each incremental {@link Encryption} and {@link Decryption}. It holds a
 * position, so a second thread that calls while another is inside gets an
 * {@link IllegalStateException}. Each holds a GHASH keyed with H of its own, so this object keeps
 * a list of the ones it started that are still open (a message is added when it starts and
 * leaves when it finishes or is destroyed): {@link #destroy()} destroys them too, so that H does
 * not outlive the object that derived it. Starting and ending a message lock the list, so
 * messages may start on several threads at once; the one-shot calls and the updates do not touch
 * it.
 */
public final class Gcm implements Aead {

    /** SP 800-38D, section 5.2.1.1: at most 2^39 - 256 bits of plaintext, in bytes. */
    public static final long MAX_PLAINTEXT_BYTES = (1L << 36) - 32;
    /** SP 800-38D, section 5.2.1.1: at most 2^64 - 1 bits of AAD, in whole bytes. */
    public static final long MAX_AAD_BYTES = (1L << 61) - 1;

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;
    private static final String TAG_FAILURE = "GCM tag mismatch";

    private final ExpandedKey key;
    private final int tagBytes;
    /** H, kept to give each call's scratch and each incremental message a GHASH of its own. */
    private final byte[] hashKey = new byte[BLOCK];
    private final Lifetime lifetime = new Lifetime("this Gcm");
    private final KeyedScratches<Scratch> scratch;
    /**
     * The incremental messages started and not yet finished or destroyed; destroyed with this.
     * Every use holds its lock.
     */
    private final List<Session> open = new ArrayList<>();

    /** What one one-shot call writes: J0, S, the partial last block, and a GHASH keyed with H. */
    private final class Scratch extends KeyedScratches.Scratch {
        final byte[] j0 = new byte[BLOCK];
        final byte[] s = new byte[BLOCK];
        final byte[] tail = new byte[BLOCK];
        Ghash ghash;

        @Override
        void key() {
            if (ghash == null || ghash.isDestroyed()) {
                ghash = Ghash.create(hashKey, 0);
            }
        }

        @Override
        void unkey() {
            if (ghash != null) {
                ghash.destroy();
            }
        }

        @Override
        public void wipe() {
            if (ghash != null && !ghash.isDestroyed()) {
                try {
                    ghash.reset();
                } catch (IllegalStateException destroyedMeanwhile) {
                    // destroy() zeroed this GHASH after the check: nothing is left to reset.
                }
            }
            Arrays.fill(j0, (byte) 0);
            Arrays.fill(s, (byte) 0);
            Arrays.fill(tail, (byte) 0);
        }
    }

    private Gcm(ExpandedKey key, int tagBytes) {
        this.key = key;
        this.tagBytes = tagBytes;
        key.encryptBlocks(hashKey, 0, hashKey, 0, 1);
        this.scratch = new KeyedScratches<>(lifetime, Scratch::new);
    }

    /**
     * GCM with {@code tagBytes}-byte tags under {@code key}, which the caller keeps owning.
     *
     * @throws IllegalArgumentException if {@code tagBytes} is not 4, 8, 12, 13, 14, 15 or 16
     */
    public static Gcm create(ExpandedKey key, int tagBytes) {
        Objects.requireNonNull(key, "key");
        GcmSteps.checkTagBytes(tagBytes);
        return new Gcm(key, tagBytes);
    }

    @Override
    public int tagBytes() {
        return tagBytes;
    }

    @Override
    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out,
                    int outOff) {
        GcmSteps.checkNonce(nonce);
        Objects.requireNonNull(aad, "aad");
        Ranges.checkRange("in", in, inOff, len);
        Ranges.checkRange("out", out, outOff, len + tagBytes);
        lifetime.checkLive();
        Scratch c = scratch.take();
        try {
            Ghash ghash = c.ghash;
            GcmSteps.preCounterBlock(ghash, nonce, c.j0);
            ghash.update(aad, 0, aad.length);
            ghash.padToBlock();
            gctr(key, c.j0, in, inOff, out, outOff, len, c.tail);
            ghash.update(out, outOff, len);
            ghash.lengths(aad.length, len);
            GcmSteps.tag(key, ghash, c.j0, c.s);
            System.arraycopy(c.s, 0, out, outOff + len, tagBytes);
            lifetime.confirm(out, outOff, len + tagBytes);
            return len + tagBytes;
        } catch (RuntimeException e) {
            // A helper destroyed under this call throws: zero the output, then say so.
            lifetime.confirm(out, outOff, len + tagBytes);
            throw e;
        } finally {
            scratch.give(c);
        }
    }

    @Override
    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out,
                    int outOff) throws AEADBadTagException {
        GcmSteps.checkNonce(nonce);
        Objects.requireNonNull(aad, "aad");
        Ranges.checkRange("in", in, inOff, len);
        if (len < tagBytes) {
            throw new IllegalArgumentException("in must hold at least the " + tagBytes
                    + "-byte tag, got " + len + " bytes");
        }
        int ctLen = len - tagBytes;
        Ranges.checkRange("out", out, outOff, ctLen);
        lifetime.checkLive();
        Scratch c = scratch.take();
        try {
            Ghash ghash = c.ghash;
            GcmSteps.preCounterBlock(ghash, nonce, c.j0);
            ghash.update(aad, 0, aad.length);
            ghash.padToBlock();
            ghash.update(in, inOff, ctLen);
            ghash.lengths(aad.length, ctLen);
            GcmSteps.tag(key, ghash, c.j0, c.s);
            if (!ConstantTime.equal(c.s, 0, in, inOff + ctLen, tagBytes)) {
                throw new AEADBadTagException(TAG_FAILURE);
            }
            gctr(key, c.j0, in, inOff, out, outOff, ctLen, c.tail);
            // The plaintext is released only if no destroy() overlapped its making.
            lifetime.confirm(out, outOff, ctLen);
            return ctLen;
        } catch (RuntimeException | AEADBadTagException e) {
            // Under a destroy(), a wrong verdict or a helper's refusal becomes the destroy's ISE.
            lifetime.confirm(out, outOff, ctLen);
            throw e;
        } finally {
            scratch.give(c);
        }
    }

    /** Starts an incremental encryption under {@code nonce}. */
    public Encryption encryption(byte[] nonce) {
        GcmSteps.checkNonce(nonce);
        lifetime.checkLive();
        return new Encryption(nonce);
    }

    /** Starts an incremental decryption under {@code nonce}; see {@link Decryption}. */
    public Decryption decryption(byte[] nonce) {
        GcmSteps.checkNonce(nonce);
        lifetime.checkLive();
        return new Decryption(nonce);
    }

    /**
     * {@code GCTR_K(inc32(J0), in)} into {@code out}: whole blocks in one engine call, the last
     * partial block through {@code scratch}, which is copied from the input first so that any
     * aliasing of input and output is safe. The caller zeroes {@code scratch}.
     */
    private static void gctr(ExpandedKey key, byte[] j0, byte[] in, int inOff, byte[] out,
                             int outOff, int len, byte[] scratch) {
        int blocks = len / BLOCK;
        int rest = len - blocks * BLOCK;
        System.arraycopy(in, inOff + blocks * BLOCK, scratch, 0, rest);
        key.ctrXorBlocks(CounterFlavour.CTR32_BE, j0, 1, in, inOff, out, outOff, blocks);
        if (rest > 0) {
            key.ctrXorBlocks(CounterFlavour.CTR32_BE, j0, 1L + blocks, scratch, 0, scratch, 0, 1);
            System.arraycopy(scratch, 0, out, outOff + blocks * BLOCK, rest);
        }
    }

    /**
     * Zeroes H and the GHASH states of the scratch, and destroys every incremental message still
     * open; later calls throw. The key stays the caller's.
     */
    @Override
    public void destroy() {
        lifetime.destroy();
        Arrays.fill(hashKey, (byte) 0);
        scratch.destroy();
        List<Session> left;
        synchronized (open) {
            left = List.copyOf(open);
        }
        for (Session m : left) {
            m.end();
        }
    }

    @Override
    public boolean isDestroyed() {
        return lifetime.isDestroyed();
    }

    /** The kept scratches (for the tests that look at what this object holds). */
    List<? extends KeyedScratches.Scratch> keptScratch() {
        return scratch.kept();
    }

    /** The state both incremental forms share: J0, their own GHASH, the AAD and data counts. */
    private abstract class Session implements Destroyable {
        final Ghash hash = Ghash.create(hashKey, 0);
        final byte[] preCounter = new byte[BLOCK];
        /** The tag, and for the decryption the partial last block: zeroed by destroy(). */
        final byte[] t = new byte[BLOCK];
        final byte[] scratch = new byte[BLOCK];
        long aadBytes;
        long dataBytes;
        boolean dataStarted;
        volatile boolean done;
        /** Refuses a second thread: a message has a position. */
        final SingleThreaded guard = new SingleThreaded("this GCM message");

        Session(byte[] nonce) {
            GcmSteps.preCounterBlock(hash, nonce, preCounter);
            synchronized (open) {
                open.add(this);
            }
            // A destroy() that copied the list before this message joined it has begun already.
            if (lifetime.isDestroyed()) {
                end();
                lifetime.checkLive();
            }
        }

        /**
         * Adds {@code aad[off .. off + len)} to the associated data. All AAD comes before the
         * first data update (SP 800-38D hashes A before C).
         *
         * @throws IllegalStateException after the first data update, after finish, or if the AAD
         *     would pass 2^64 - 1 bits
         */
        public void updateAad(byte[] aad, int off, int len) {
            guard.enter();
            try {
                addAad(aad, off, len);
            } finally {
                guard.exit();
            }
        }

        private void addAad(byte[] aad, int off, int len) {
            Ranges.checkRange("aad", aad, off, len);
            checkOpen();
            if (dataStarted) {
                throw new IllegalStateException("updateAad must come before the first data update"
                        + " (SP 800-38D section 7.1 hashes all of A before C)");
            }
            if (len > MAX_AAD_BYTES - aadBytes) {
                throw new IllegalStateException("AAD would pass 2^64 - 1 bits (SP 800-38D section"
                        + " 5.2.1.1): " + aadBytes + " bytes so far, " + len + " more");
            }
            hash.update(aad, off, len);
            aadBytes += len;
        }

        /** Checks the data limit and ends the AAD; called before any data byte is handled. */
        void startData(int len) {
            checkOpen();
            if (len > MAX_PLAINTEXT_BYTES - dataBytes) {
                throw new IllegalStateException("message would pass 2^39 - 256 bits ("
                        + MAX_PLAINTEXT_BYTES + " bytes, SP 800-38D section 5.2.1.1): "
                        + dataBytes + " bytes so far, " + len + " more");
            }
            if (!dataStarted) {
                hash.padToBlock();
                dataStarted = true;
            }
        }

        void checkOpen() {
            if (done) {
                throw new IllegalStateException("this GCM message is finished or destroyed");
            }
        }

        @Override
        public void destroy() {
            guard.enter();
            try {
                end();
            } finally {
                guard.exit();
            }
        }

        /** Zeroes the state and leaves the list of open messages: destroy(), finish, Gcm.destroy(). */
        void end() {
            done = true;
            hash.destroy();
            Arrays.fill(preCounter, (byte) 0);
            Arrays.fill(t, (byte) 0);
            Arrays.fill(scratch, (byte) 0);
            synchronized (open) {
                open.remove(this);
            }
        }

        @Override
        public boolean isDestroyed() {
            return done;
        }
    }

    /**
     * One message encrypted in pieces: {@link #updateAad} any number of times, then
     * {@link #update} any number of times (each writes exactly as many bytes as it reads), then
     * {@link #finish} writes the tag. Any chunking gives the bytes of one {@link Gcm#seal}.
     */
    public final class Encryption extends Session {

        private final Ctr.Stream stream;

        private Encryption(byte[] nonce) {
            super(nonce);
            // inc32(J0): counter block 1 of the CTR32_BE stream from J0 (the stream copies it).
            CounterFlavour.CTR32_BE.counterBlock(preCounter, 1, t, 0);
            stream = Ctr.stream(key, CounterFlavour.CTR32_BE, t);
            Arrays.fill(t, (byte) 0);
        }

        /**
         * Encrypts {@code in[inOff .. inOff + len)} into {@code out} from {@code outOff}. Any
         * aliasing is allowed.
         *
         * @return the number of bytes written, {@code len}
         * @throws IllegalStateException if the message would pass 2^39 - 256 bits, or after
         *     finish
         */
        public int update(byte[] in, int inOff, int len, byte[] out, int outOff) {
            guard.enter();
            try {
                return encrypt(in, inOff, len, out, outOff);
            } finally {
                guard.exit();
            }
        }

        private int encrypt(byte[] in, int inOff, int len, byte[] out, int outOff) {
            Ranges.checkRange("in", in, inOff, len);
            Ranges.checkRange("out", out, outOff, len);
            startData(len);
            stream.process(in, inOff, out, outOff, len);
            hash.update(out, outOff, len);
            dataBytes += len;
            return len;
        }

        /**
         * Writes the {@link #tagBytes()}-byte tag to {@code out} from {@code outOff} and ends the
         * message (this object is destroyed).
         *
         * @return the number of bytes written, {@link #tagBytes()}
         */
        public int finish(byte[] out, int outOff) {
            guard.enter();
            try {
                Ranges.checkRange("out", out, outOff, tagBytes);
                startData(0);
                try {
                    hash.lengths(aadBytes, dataBytes);
                    GcmSteps.tag(key, hash, preCounter, t);
                    System.arraycopy(t, 0, out, outOff, tagBytes);
                    return tagBytes;
                } finally {
                    end();
                }
            } finally {
                guard.exit();
            }
        }

        /** The tag length in bytes. */
        public int tagBytes() {
            return tagBytes;
        }

        @Override
        void end() {
            super.end();
            stream.destroy();
        }
    }

    /**
     * One message decrypted in pieces. {@link #update} only buffers the ciphertext (in an owned
     * array that grows by copying, each old array zeroed); {@link #finish} verifies the tag and
     * only then writes the plaintext. Whatever happens, the buffer is zeroed and the object is
     * destroyed when {@code finish} returns or throws.
     */
    public final class Decryption extends Session {

        private byte[] buffer = new byte[0];

        private Decryption(byte[] nonce) {
            super(nonce);
        }

        /**
         * Buffers {@code in[inOff .. inOff + len)} of ciphertext. Writes nothing.
         *
         * @throws IllegalStateException if the message would pass 2^39 - 256 bits or the
         *     largest Java array, or after finish
         */
        public void update(byte[] in, int inOff, int len) {
            guard.enter();
            try {
                buffer(in, inOff, len);
            } finally {
                guard.exit();
            }
        }

        private void buffer(byte[] in, int inOff, int len) {
            Ranges.checkRange("in", in, inOff, len);
            startData(len);
            int have = (int) dataBytes;
            if (len > Integer.MAX_VALUE - 8 - have) {
                throw new IllegalStateException("the ciphertext buffer holds at most "
                        + (Integer.MAX_VALUE - 8) + " bytes (one Java array): " + have
                        + " bytes so far, " + len + " more");
            }
            if (have + len > buffer.length) {
                int size = (int) Math.min(Integer.MAX_VALUE - 8,
                        Math.max(have + len, 2L * buffer.length));
                byte[] bigger = Arrays.copyOf(buffer, size);
                Arrays.fill(buffer, (byte) 0);
                buffer = bigger;
            }
            System.arraycopy(in, inOff, buffer, have, len);
            hash.update(in, inOff, len);
            dataBytes += len;
        }

        /** Bytes of plaintext {@link #finish} will write if the tag verifies. */
        public int length() {
            guard.enter();
            try {
                return (int) dataBytes;
            } finally {
                guard.exit();
            }
        }

        /**
         * Verifies the tag {@code tag[tagOff .. tagOff + tagBytes)} and, only if it is right,
         * writes the plaintext to {@code out} from {@code outOff}.
         *
         * @return the number of plaintext bytes written
         * @throws AEADBadTagException if the tag is wrong; nothing has been written
         */
        public int finish(byte[] tag, int tagOff, byte[] out, int outOff)
                throws AEADBadTagException {
            guard.enter();
            try {
                Ranges.checkRange("tag", tag, tagOff, tagBytes);
                Ranges.checkRange("out", out, outOff, (int) dataBytes);
                startData(0);
                try {
                    hash.lengths(aadBytes, dataBytes);
                    GcmSteps.tag(key, hash, preCounter, t);
                    if (!ConstantTime.equal(t, 0, tag, tagOff, tagBytes)) {
                        throw new AEADBadTagException(TAG_FAILURE);
                    }
                    gctr(key, preCounter, buffer, 0, out, outOff, (int) dataBytes, scratch);
                    return (int) dataBytes;
                } finally {
                    end();
                }
            } finally {
                guard.exit();
            }
        }

        @Override
        void end() {
            super.end();
            Arrays.fill(buffer, (byte) 0);
        }
    }
}
