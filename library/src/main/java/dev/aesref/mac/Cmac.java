package dev.aesref.mac;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.ScratchPool;
import dev.aesref.internal.share.SingleThreaded;
import dev.aesref.internal.share.Wipeable;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.security.auth.Destroyable;

/**
 * CMAC with AES, NIST SP 800-38B (2005, updated 2016), also RFC 4493 (AES-CMAC).
 *
 * <ul>
 *   <li>Subkeys (section 6.1): {@code L = CIPH_K(0^128)}, {@code K1 = dbl(L)}, {@code K2 = dbl(K1)},
 *       the doubling of {@link Dbl}, branch-free in the secret top bit.</li>
 *   <li>Tag (section 6.2): CBC-MAC over the message whose last block is XORed with {@code K1} when
 *       it is complete and non-empty, or padded with {@code 10*} and XORed with {@code K2}
 *       otherwise (the empty message is one padded block); the tag is the first
 *       {@code tagBytes} bytes of the last chaining value.</li>
 * </ul>
 *
 * <p>Tag length: SP 800-38B lets the tag be truncated to any {@code Tlen} up to the block size
 * (section 6.2, step 7, {@code T = MSB_Tlen(C_n)}), and its Appendix A advises at least 64 bits
 * for most applications, less only with a bound on the number of failed verifications. This class
 * takes 1..16 bytes and leaves that choice to the caller; Wycheproof tests 16-byte tags.
 *
 * <p>Incremental use: {@link #update} any number of times, then {@link #finish} or
 * {@link #finishVerify}; the last-block rule is applied at the end whatever the chunking, because
 * the chain ({@link CbcMac}) only enciphers a block once the next byte arrives. The one-shot
 * {@link #compute} and {@link #verify} run on a chain of their own and leave the incremental
 * message alone.
 *
 * <p>The caller keeps owning the {@link ExpandedKey}; {@link #destroy()} zeroes the subkeys and the
 * chain. Verification compares in constant time and fails with one message.
 *
 * <p>Thread-safe for {@link #compute} and {@link #verify} when the key is: they only read the
 * subkeys, and each borrows a chain from a {@link ScratchPool}. The incremental calls
 * ({@link #update}, {@link #reset}, {@link #finish}, {@link #finishVerify}) share one running
 * message, so they are single-threaded: a second thread that makes one while another is inside
 * one gets an {@link IllegalStateException}. They never block the one-shot calls. A call that
 * overlaps {@link #destroy()} returns a right tag or throws {@link IllegalStateException}.
 */
public final class Cmac implements Destroyable {

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;
    private static final String BAD_TAG = "CMAC tag mismatch";

    /** {@code K1 || K2}, SP 800-38B section 6.1. */
    private final byte[] subkeys = new byte[2 * BLOCK];
    private final int tagBytes;
    /** The incremental message: its chain and last block, behind {@link #guard}. */
    private final Scratch incremental;
    private final SingleThreaded guard = new SingleThreaded("this Cmac's incremental message");
    /** The chains of the one-shot calls running now, one each. */
    private final ScratchPool<Scratch> oneShot;
    private final Lifetime lifetime = new Lifetime("Cmac");

    /** What one message writes: a chain and its full last chaining value. */
    static final class Scratch implements Wipeable {
        final CbcMac chain;
        /** The full last chaining value, held only while a tag is being produced or checked. */
        final byte[] last = new byte[BLOCK];

        Scratch(ExpandedKey key) {
            this.chain = new CbcMac(key);
        }

        @Override
        public void wipe() {
            chain.reset();
            Arrays.fill(last, (byte) 0);
        }
    }

    private Cmac(ExpandedKey key, int tagBytes) {
        this.tagBytes = tagBytes;
        key.encryptBlocks(subkeys, 0, subkeys, 0, 1);   // L = CIPH_K(0^128)
        Dbl.dbl(subkeys, 0, subkeys, 0);                // K1 = dbl(L)
        Dbl.dbl(subkeys, 0, subkeys, BLOCK);            // K2 = dbl(K1)
        this.incremental = new Scratch(key);
        this.oneShot = new ScratchPool<>(() -> new Scratch(key));
    }

    /**
     * A CMAC over {@code key} with tags of {@code tagBytes} bytes.
     *
     * @throws IllegalArgumentException if {@code tagBytes} is not in 1..16
     */
    public static Cmac create(ExpandedKey key, int tagBytes) {
        Objects.requireNonNull(key, "key");
        if (tagBytes < 1 || tagBytes > BLOCK) {
            throw new IllegalArgumentException(
                    "tagBytes must be 1..16 (SP 800-38B: Tlen <= block size), got " + tagBytes);
        }
        return new Cmac(key, tagBytes);
    }

    /** Tag length in bytes. */
    public int tagBytes() {
        return tagBytes;
    }

    /** Appends {@code in[off .. off + len)} to the message being authenticated. */
    public void update(byte[] in, int off, int len) {
        guard.enter();
        try {
            lifetime.checkLive();
            incremental.chain.update(in, off, len);
        } finally {
            leaveIncremental();
        }
    }

    /** Appends all of {@code in}. */
    public void update(byte[] in) {
        Objects.requireNonNull(in, "in");
        update(in, 0, in.length);
    }

    /** Forgets the message fed so far. */
    public void reset() {
        guard.enter();
        try {
            lifetime.checkLive();
            incremental.chain.reset();
        } finally {
            leaveIncremental();
        }
    }

    /**
     * Writes the {@code tagBytes()}-byte tag of the message fed since the last reset to
     * {@code out[outOff ..)} and starts a new message.
     */
    public void finish(byte[] out, int outOff) {
        guard.enter();
        try {
            lifetime.checkLive();
            Ranges.checkRange("out", out, outOff, tagBytes);
            tagInto(incremental, out, outOff);
        } finally {
            leaveIncremental();
        }
    }

    /** {@link #finish(byte[], int)} into a new array. */
    public byte[] finish() {
        byte[] tag = new byte[tagBytes];
        finish(tag, 0);
        return tag;
    }

    /**
     * Checks {@code tag} against the tag of the message fed since the last reset, in constant
     * time, and starts a new message.
     *
     * @throws AEADBadTagException if the tag differs or has another length than {@code tagBytes()}
     */
    public void finishVerify(byte[] tag) throws AEADBadTagException {
        guard.enter();
        try {
            lifetime.checkLive();
            Objects.requireNonNull(tag, "tag");
            check(incremental, tag);
        } finally {
            leaveIncremental();
        }
    }

    /** The tag of {@code in[off .. off + len)}, written to {@code out[outOff ..)}. */
    public void compute(byte[] in, int off, int len, byte[] out, int outOff) {
        lifetime.checkLive();
        Ranges.checkRange("in", in, off, len);
        Ranges.checkRange("out", out, outOff, tagBytes);
        Scratch s = oneShot.take();
        try {
            s.chain.update(in, off, len);
            tagInto(s, out, outOff);
        } finally {
            s.wipe();
            oneShot.give(s);
        }
    }

    /**
     * The tag of the concatenation {@code head[headOff .. headOff + headLen) ||
     * in[off .. off + len)}, written to {@code out[outOff ..)}: a one-shot call, shareable like
     * {@link #compute(byte[], int, int, byte[], int)}, for owners that would otherwise feed two
     * pieces through the incremental calls (EAX's {@code OMAC^t}, SIV's last S2V step).
     */
    public void compute(byte[] head, int headOff, int headLen, byte[] in, int off, int len,
                        byte[] out, int outOff) {
        lifetime.checkLive();
        Ranges.checkRange("head", head, headOff, headLen);
        Ranges.checkRange("in", in, off, len);
        Ranges.checkRange("out", out, outOff, tagBytes);
        Scratch s = oneShot.take();
        try {
            s.chain.update(head, headOff, headLen);
            s.chain.update(in, off, len);
            tagInto(s, out, outOff);
        } finally {
            s.wipe();
            oneShot.give(s);
        }
    }

    /** The tag of {@code message}. */
    public byte[] compute(byte[] message) {
        Objects.requireNonNull(message, "message");
        byte[] tag = new byte[tagBytes];
        compute(message, 0, message.length, tag, 0);
        return tag;
    }

    /**
     * Verifies {@code tag} for {@code message} in constant time.
     *
     * @throws AEADBadTagException if it does not verify
     */
    public void verify(byte[] message, byte[] tag) throws AEADBadTagException {
        lifetime.checkLive();
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(tag, "tag");
        Scratch s = oneShot.take();
        try {
            s.chain.update(message, 0, message.length);
            check(s, tag);
        } finally {
            s.wipe();
            oneShot.give(s);
        }
    }

    /** Ends the message of {@code s}: its tag to {@code out[outOff ..)}, then a new message. */
    private void tagInto(Scratch s, byte[] out, int outOff) {
        try {
            lastBlock(s);
            System.arraycopy(s.last, 0, out, outOff, tagBytes);
            lifetime.confirm(out, outOff, tagBytes);
        } finally {
            Arrays.fill(s.last, (byte) 0);
        }
    }

    /**
     * Ends the message of {@code s} and compares its tag with {@code tag}. A destroy() during
     * the call throws before the verdict.
     */
    private void check(Scratch s, byte[] tag) throws AEADBadTagException {
        boolean ok;
        try {
            lastBlock(s);
            lifetime.confirm(s.last, 0, BLOCK);
            ok = tag.length == tagBytes && ConstantTime.equal(s.last, 0, tag, 0, tagBytes);
        } finally {
            Arrays.fill(s.last, (byte) 0);
        }
        if (!ok) {
            throw new AEADBadTagException(BAD_TAG);
        }
    }

    /** SP 800-38B section 6.2, steps 3 to 6: subkey and padding into the last block, encipher. */
    private void lastBlock(Scratch s) {
        CbcMac chain = s.chain;
        if (chain.pending() == BLOCK) {
            chain.xorIntoOpenBlock(subkeys, 0);
        } else {
            chain.padOneZeros();
            chain.xorIntoOpenBlock(subkeys, BLOCK);
        }
        chain.finish(s.last, 0, BLOCK);
    }

    /**
     * Ends an incremental call. If destroy() ran meanwhile, the call may have written into the
     * chain after destroy() zeroed it, so the chain is zeroed again.
     */
    private void leaveIncremental() {
        if (lifetime.isDestroyed()) {
            incremental.chain.wipe();
            Arrays.fill(incremental.last, (byte) 0);
        }
        guard.exit();
    }

    /**
     * Zeroes the subkeys and the incremental message; later calls throw. The one-shot chains are
     * zero already: every call zeroes its own on the way out.
     */
    @Override
    public void destroy() {
        lifetime.destroy();
        Arrays.fill(subkeys, (byte) 0);
        incremental.chain.wipe();
        Arrays.fill(incremental.last, (byte) 0);
    }

    @Override
    public boolean isDestroyed() {
        return lifetime.isDestroyed();
    }

    /** The incremental message's chain and last block (for tests that check the wiping). */
    Scratch incrementalForTest() {
        return incremental;
    }

    /** The scratch an uncontended one-shot call borrows (for tests that check the wiping). */
    Scratch oneShotForTest() {
        Scratch s = oneShot.take();
        oneShot.give(s);
        return s;
    }
}
