package dev.aesref.aead;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.SingleThreaded;
import dev.aesref.mac.Cmac;
import dev.aesref.mode.Ctr;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.security.auth.Destroyable;

/**
 * EAX with AES: M. Bellare, P. Rogaway, D. Wagner, "The EAX Mode of Operation", FSE 2004
 * (full version IACR ePrint 2003/069), figure 3:
 * <pre>
 *   N' = OMAC^0_K(N)   H' = OMAC^1_K(H)   C = CTR^N'_K(M)   C' = OMAC^2_K(C)
 *   T  = first tau bits of (N' XOR C' XOR H'), output C || T
 * </pre>
 * where {@code OMAC^t_K(X) = OMAC_K([t]_n || X)}, {@code [t]_n} being t written as a 16-byte
 * big-endian block, and OMAC is CMAC ({@link Cmac}; OMAC1 is the algorithm SP 800-38B
 * standardised).
 *
 * <ul>
 *   <li>Counter: CTR starts at {@code N'} and increments the whole 128-bit block modulo 2^128
 *       ({@link CounterFlavour#CTR128_BE}); {@code N'} is an OMAC output, so the wrap from
 *       {@code 2^128 - 1} to {@code 0} happens wherever it falls (Wycheproof's CounterWrap
 *       cases).</li>
 *   <li>Nonce: any length, the empty nonce included: the paper takes {@code N} in
 *       {@code {0,1}^*}, and Wycheproof's {@code aes_eax_test.json} has valid cases with nonces
 *       of 0 to 257 bytes.</li>
 *   <li>Tag: 1..16 bytes. The paper allows any {@code tau} from 0 to n bits; a zero-byte tag
 *       authenticates nothing, so it is refused. Wycheproof tests 16-byte tags.</li>
 * </ul>
 *
 * <p>Decryption needs no plaintext to check the tag ({@code C'} is a MAC over the ciphertext):
 * {@link #open} computes the tag from the input, compares it in constant time, and only then runs
 * CTR into {@code out}. {@link #encryptor} gives an incremental encryption (the nonce and header
 * first, then the message in chunks); there is no incremental decryption, which would have to
 * buffer everything anyway. The caller keeps owning the {@link ExpandedKey}; {@link #destroy()}
 * zeroes the OMAC subkeys, not the key.
 *
 * <p>Thread-safe: one {@code Eax} may serve {@code seal} and {@code open} on many threads at
 * once, given a key that may be shared. Each call borrows its scratch ({@code N'}, {@code H'},
 * the tag, a partial block and an OMAC with its subkeys) from {@link KeyedScratches} and zeroes
 * it on every exit. A call that overlaps {@link #destroy()} returns the intact key's output, or
 * throws {@link IllegalStateException} with its output zeroed ({@link Lifetime}).
 *
 * <p>Single-threaded: each {@link Encryptor}; a second thread that calls while another is inside
 * gets an {@link IllegalStateException}. Each holds OMAC subkeys of its own, so this object keeps
 * a list of the encryptors it started that are still open (one is added when it starts and leaves
 * when it finishes or is destroyed): {@link #destroy()} destroys them too, so that no subkey
 * outlives the object that derived it. Starting and ending an encryptor lock the list; the
 * one-shot calls and the updates do not touch it.
 */
public final class Eax implements Aead {

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;
    private static final String BAD_TAG = "EAX tag mismatch";

    private final ExpandedKey key;
    private final int tagBytes;
    private final Lifetime lifetime = new Lifetime("this Eax");
    private final KeyedScratches<Scratch> scratch;
    /**
     * The encryptors started and not yet finished or destroyed; destroyed with this object. Every
     * use holds its lock.
     */
    private final List<Encryptor> open = new ArrayList<>();

    /** What one one-shot call writes: {@code N'}, {@code H'}, the tag, a block and an OMAC. */
    private final class Scratch extends KeyedScratches.Scratch {
        final byte[] nPrime = new byte[BLOCK];
        final byte[] hPrime = new byte[BLOCK];
        final byte[] tag = new byte[BLOCK];
        final byte[] block = new byte[BLOCK];
        Cmac omac;

        @Override
        void key() {
            if (omac == null || omac.isDestroyed()) {
                omac = Cmac.create(key, BLOCK);
            }
        }

        @Override
        void unkey() {
            if (omac != null) {
                omac.destroy();
            }
        }

        @Override
        public void wipe() {
            if (omac != null && !omac.isDestroyed()) {
                try {
                    omac.reset();
                } catch (IllegalStateException destroyedMeanwhile) {
                    // destroy() zeroed this OMAC after the check: nothing is left to reset.
                }
            }
            Arrays.fill(nPrime, (byte) 0);
            Arrays.fill(hPrime, (byte) 0);
            Arrays.fill(tag, (byte) 0);
            Arrays.fill(block, (byte) 0);
        }
    }

    private Eax(ExpandedKey key, int tagBytes) {
        this.key = key;
        this.tagBytes = tagBytes;
        this.scratch = new KeyedScratches<>(lifetime, Scratch::new);
    }

    /**
     * EAX over {@code key} with {@code tagBytes}-byte tags.
     *
     * @throws IllegalArgumentException if {@code tagBytes} is not in 1..16
     */
    public static Eax create(ExpandedKey key, int tagBytes) {
        Objects.requireNonNull(key, "key");
        checkTagBytes(tagBytes);
        return new Eax(key, tagBytes);
    }

    @Override
    public int tagBytes() {
        return tagBytes;
    }

    @Override
    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
        lifetime.checkLive();
        Objects.requireNonNull(nonce, "nonce");
        Objects.requireNonNull(aad, "aad");
        Ranges.checkRange("in", in, inOff, len);
        Ranges.checkRange("out", out, outOff, Math.addExact(len, tagBytes));
        Scratch c = scratch.take();
        try {
            omacT(c.omac, 0, nonce, 0, nonce.length, c.nPrime);
            omacT(c.omac, 1, aad, 0, aad.length, c.hPrime);
            CtrXor.xor(key, CounterFlavour.CTR128_BE, c.nPrime, 0, in, inOff, out, outOff, len, c.block);
            omacT(c.omac, 2, out, outOff, len, c.tag);
            combine(c.nPrime, c.hPrime, c.tag);
            System.arraycopy(c.tag, 0, out, outOff + len, tagBytes);
            lifetime.confirm(out, outOff, len + tagBytes);
            return len + tagBytes;
        } catch (RuntimeException e) {
            // An OMAC destroyed under this call throws: zero the output, then say so.
            lifetime.confirm(out, outOff, len + tagBytes);
            throw e;
        } finally {
            scratch.give(c);
        }
    }

    @Override
    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws AEADBadTagException {
        lifetime.checkLive();
        Objects.requireNonNull(nonce, "nonce");
        Objects.requireNonNull(aad, "aad");
        Ranges.checkRange("in", in, inOff, len);
        if (len < tagBytes) {
            throw new IllegalArgumentException("ciphertext must hold at least the " + tagBytes
                    + "-byte tag, got " + len + " bytes");
        }
        int n = len - tagBytes;
        Ranges.checkRange("out", out, outOff, n);
        boolean ok;
        Scratch c = scratch.take();
        try {
            omacT(c.omac, 0, nonce, 0, nonce.length, c.nPrime);
            omacT(c.omac, 1, aad, 0, aad.length, c.hPrime);
            omacT(c.omac, 2, in, inOff, n, c.tag);
            combine(c.nPrime, c.hPrime, c.tag);
            ok = ConstantTime.equal(c.tag, 0, in, inOff + n, tagBytes);
            if (ok) {
                CtrXor.xor(key, CounterFlavour.CTR128_BE, c.nPrime, 0, in, inOff, out, outOff, n, c.block);
            }
            // Plaintext, or a verdict, is released only if no destroy() overlapped its making.
            lifetime.confirm(out, outOff, n);
        } catch (RuntimeException e) {
            lifetime.confirm(out, outOff, n);
            throw e;
        } finally {
            scratch.give(c);
        }
        if (!ok) {
            throw new AEADBadTagException(BAD_TAG);
        }
        return n;
    }

    /**
     * An incremental encryption under {@code nonce} and {@code aad}: {@code N'} and {@code H'} are
     * computed now; the message then goes through {@link Encryptor#update} in any chunking and
     * {@link Encryptor#finish} writes the tag. The encryptor has its own OMAC state and counter
     * stream (allocated here) and uses this object's key; destroy it when done.
     */
    public Encryptor encryptor(byte[] nonce, byte[] aad) {
        lifetime.checkLive();
        Objects.requireNonNull(nonce, "nonce");
        Objects.requireNonNull(aad, "aad");
        Encryptor e = new Encryptor(key, tagBytes, nonce, aad, open);
        synchronized (open) {
            open.add(e);
        }
        // A destroy() that copied the list before this encryptor joined it has begun already.
        if (lifetime.isDestroyed()) {
            e.end();
            lifetime.checkLive();
        }
        return e;
    }

    /**
     * The incremental EAX encryption; see {@link Eax#encryptor}. Single-threaded: a second thread
     * that calls while another is inside gets an {@link IllegalStateException}.
     */
    public static final class Encryptor implements Destroyable {

        private final int tagBytes;
        private final Cmac omac;
        private final Ctr.Stream ctr;
        private final byte[] nPrime = new byte[BLOCK];
        private final byte[] hPrime = new byte[BLOCK];
        private final byte[] t = new byte[BLOCK];
        /** The list of the {@link Eax} that started this encryptor, which it leaves when it ends. */
        private final List<Encryptor> open;
        private volatile boolean done;
        private final SingleThreaded guard = new SingleThreaded("this EAX encryptor");

        private Encryptor(ExpandedKey key, int tagBytes, byte[] nonce, byte[] aad, List<Encryptor> open) {
            this.tagBytes = tagBytes;
            this.open = open;
            this.omac = Cmac.create(key, BLOCK);
            omacT(omac, 0, nonce, 0, nonce.length, nPrime);
            omacT(omac, 1, aad, 0, aad.length, hPrime);
            this.ctr = Ctr.stream(key, CounterFlavour.CTR128_BE, nPrime);
            omac.update(tweak(2), 0, BLOCK);
        }

        /** Encrypts the next {@code len} bytes into {@code out[outOff ..)}; any aliasing is allowed. */
        public void update(byte[] in, int inOff, byte[] out, int outOff, int len) {
            guard.enter();
            try {
                checkOpen();
                Ranges.checkRange("in", in, inOff, len);
                Ranges.checkRange("out", out, outOff, len);
                ctr.process(in, inOff, out, outOff, len);
                omac.update(out, outOff, len);
            } finally {
                guard.exit();
            }
        }

        /** Writes the {@code tagBytes}-byte tag to {@code out[outOff ..)} and ends the message. */
        public void finish(byte[] out, int outOff) {
            guard.enter();
            try {
                checkOpen();
                Ranges.checkRange("out", out, outOff, tagBytes);
                omac.finish(t, 0);
                combine(nPrime, hPrime, t);
                System.arraycopy(t, 0, out, outOff, tagBytes);
                end();
            } finally {
                guard.exit();
            }
        }

        /** Zeroes the state; {@link #finish} does this itself. */
        @Override
        public void destroy() {
            guard.enter();
            try {
                end();
            } finally {
                guard.exit();
            }
        }

        /** Zeroes the state and leaves the list of open encryptors: destroy(), finish, Eax.destroy(). */
        void end() {
            omac.destroy();
            ctr.destroy();
            Arrays.fill(nPrime, (byte) 0);
            Arrays.fill(hPrime, (byte) 0);
            Arrays.fill(t, (byte) 0);
            done = true;
            synchronized (open) {
                open.remove(this);
            }
        }

        @Override
        public boolean isDestroyed() {
            return done;
        }

        private void checkOpen() {
            if (done) {
                throw new IllegalStateException("EAX encryptor has finished or been destroyed");
            }
        }
    }

    /** {@code OMAC^t_K(x) = OMAC_K([t]_n || x)}, written to {@code dst}. */
    private static void omacT(Cmac omac, int t, byte[] x, int off, int len, byte[] dst) {
        omac.reset();
        omac.update(tweak(t), 0, BLOCK);
        omac.update(x, off, len);
        omac.finish(dst, 0);
    }

    /** {@code [t]_n}: fifteen zero bytes, then t (t = 0, 1, 2; public). */
    private static byte[] tweak(int t) {
        return TWEAKS[t];
    }

    private static final byte[][] TWEAKS = {
        new byte[BLOCK], tweakBlock(1), tweakBlock(2),
    };

    private static byte[] tweakBlock(int t) {
        byte[] b = new byte[BLOCK];
        b[BLOCK - 1] = (byte) t;
        return b;
    }

    /** {@code c = n XOR h XOR c}: the full tag before truncation. */
    private static void combine(byte[] n, byte[] h, byte[] c) {
        for (int i = 0; i < BLOCK; i++) {
            c[i] ^= (byte) (n[i] ^ h[i]);
        }
    }

    private static void checkTagBytes(int tagBytes) {
        if (tagBytes < 1 || tagBytes > BLOCK) {
            throw new IllegalArgumentException(
                    "tagBytes must be 1..16 (EAX: tau <= n, and a tag of 0 bytes authenticates nothing), got "
                            + tagBytes);
        }
    }

    /** Zeroes the OMAC subkeys of the scratch, and destroys every encryptor still open. */
    @Override
    public void destroy() {
        lifetime.destroy();
        scratch.destroy();
        List<Encryptor> left;
        synchronized (open) {
            left = List.copyOf(open);
        }
        for (Encryptor e : left) {
            e.end();
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
}
