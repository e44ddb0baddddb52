package dev.aesref.mac;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
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
 * {@link #compute} and {@link #verify} reset first and leave a fresh state behind.
 *
 * <p>The caller keeps owning the {@link ExpandedKey}; {@link #destroy()} zeroes the subkeys and the
 * chain. Not thread-safe. Verification compares in constant time and fails with one message.
 */
public final class Cmac implements Destroyable {

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;
    private static final String BAD_TAG = "CMAC tag mismatch";

    private final CbcMac chain;
    /** {@code K1 || K2}, SP 800-38B section 6.1. */
    private final byte[] subkeys = new byte[2 * BLOCK];
    /** The full last chaining value, held only while a tag is being produced or checked. */
    private final byte[] last = new byte[BLOCK];
    private final int tagBytes;
    private boolean destroyed;

    private Cmac(ExpandedKey key, int tagBytes) {
        this.chain = new CbcMac(key);
        this.tagBytes = tagBytes;
        key.encryptBlocks(subkeys, 0, subkeys, 0, 1);   // L = CIPH_K(0^128)
        Dbl.dbl(subkeys, 0, subkeys, 0);                // K1 = dbl(L)
        Dbl.dbl(subkeys, 0, subkeys, BLOCK);            // K2 = dbl(K1)
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
        checkAlive();
        chain.update(in, off, len);
    }

    /** Appends all of {@code in}. */
    public void update(byte[] in) {
        Objects.requireNonNull(in, "in");
        update(in, 0, in.length);
    }

    /** Forgets the message fed so far. */
    public void reset() {
        checkAlive();
        chain.reset();
    }

    /**
     * Writes the {@code tagBytes()}-byte tag of the message fed since the last reset to
     * {@code out[outOff ..)} and starts a new message.
     */
    public void finish(byte[] out, int outOff) {
        checkAlive();
        Ranges.checkRange("out", out, outOff, tagBytes);
        lastBlock();
        System.arraycopy(last, 0, out, outOff, tagBytes);
        Arrays.fill(last, (byte) 0);
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
        checkAlive();
        Objects.requireNonNull(tag, "tag");
        lastBlock();
        boolean ok = tag.length == tagBytes && ConstantTime.equal(last, 0, tag, 0, tagBytes);
        Arrays.fill(last, (byte) 0);
        if (!ok) {
            throw new AEADBadTagException(BAD_TAG);
        }
    }

    /** The tag of {@code in[off .. off + len)}, written to {@code out[outOff ..)}. */
    public void compute(byte[] in, int off, int len, byte[] out, int outOff) {
        checkAlive();
        Ranges.checkRange("in", in, off, len);
        Ranges.checkRange("out", out, outOff, tagBytes);
        chain.reset();
        chain.update(in, off, len);
        finish(out, outOff);
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
        checkAlive();
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(tag, "tag");
        chain.reset();
        chain.update(message, 0, message.length);
        finishVerify(tag);
    }

    /** SP 800-38B section 6.2, steps 3 to 6: subkey and padding into the last block, encipher. */
    private void lastBlock() {
        if (chain.pending() == BLOCK) {
            chain.xorIntoOpenBlock(subkeys, 0);
        } else {
            chain.padOneZeros();
            chain.xorIntoOpenBlock(subkeys, BLOCK);
        }
        chain.finish(last, 0, BLOCK);
    }

    @Override
    public void destroy() {
        Arrays.fill(subkeys, (byte) 0);
        Arrays.fill(last, (byte) 0);
        chain.destroy();
        destroyed = true;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    private void checkAlive() {
        if (destroyed) {
            throw new IllegalStateException("Cmac has been destroyed");
        }
    }
}
