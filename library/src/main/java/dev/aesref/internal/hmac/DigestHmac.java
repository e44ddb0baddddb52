package dev.aesref.internal.hmac;

import dev.aesref.Ranges;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Objects;
import javax.security.auth.Destroyable;

/**
 * HMAC (RFC 2104, section 2) over the JDK's {@link MessageDigest}:
 * {@code H(K XOR opad || H(K XOR ipad || text))}, the key first hashed if it is longer than the
 * block, then padded with zeros to the block.
 *
 * <p>Used where the HMAC's output is itself a key (HKDF's output keying material). The JDK's
 * {@code javax.crypto.Mac} returns every output in an array it allocates and never zeroes, even
 * through {@code doFinal(out, off)}, so each output would stay in the heap as a dead object; here
 * {@link #doFinal} writes it into the caller's array only, the inner hash goes through a buffer
 * this object owns, and the digest is reset after each output, which in the JDK's SHA-2 clears
 * its state, its message schedule and its input buffer. The pads are owned too:
 * {@link #destroy()} zeroes them and resets the digest.
 *
 * <p>Single-threaded, and unguarded: the digest is a running state. Each owner makes one per call
 * (PBKDF2, the chunked encryption's derivation) and destroys it before the call returns.
 */
public final class DigestHmac implements Destroyable {

    private final MessageDigest md;
    private final int macBytes;
    /** {@code K XOR ipad} and {@code K XOR opad}, one block each (RFC 2104, section 2). */
    private final byte[] ipad;
    private final byte[] opad;
    /** The inner hash of the message being finished; zero between calls. */
    private final byte[] inner;
    private boolean destroyed;

    /**
     * HMAC with the JDK digest {@code digest} (for example {@code SHA-512}), whose block is
     * {@code blockBytes} long (RFC 2104's B: 64 for SHA-1 and SHA-256, 128 for SHA-384 and
     * SHA-512), under {@code key}, which is not kept.
     *
     * @throws IllegalArgumentException if the JDK has no such digest
     */
    public DigestHmac(String digest, int blockBytes, byte[] key) {
        Objects.requireNonNull(key, "key");
        try {
            md = MessageDigest.getInstance(Objects.requireNonNull(digest, "digest"));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalArgumentException("no JDK digest '" + digest + "'", e);
        }
        macBytes = md.getDigestLength();
        ipad = new byte[blockBytes];
        opad = new byte[blockBytes];
        inner = new byte[macBytes];
        if (key.length > blockBytes) {
            // RFC 2104, section 2: a key longer than B is replaced by H(K).
            md.update(key);
            digestInto(ipad, 0);
        } else {
            System.arraycopy(key, 0, ipad, 0, key.length);
        }
        for (int i = 0; i < blockBytes; i++) {
            opad[i] = (byte) (ipad[i] ^ 0x5c);
            ipad[i] ^= 0x36;
        }
        md.update(ipad);
    }

    /** The length of an output in bytes (the digest's). */
    public int macLength() {
        return macBytes;
    }

    /** Adds {@code in[off .. off + len)} to the message. */
    public void update(byte[] in, int off, int len) {
        checkAlive();
        md.update(in, off, len);
    }

    /** Adds one byte to the message. */
    public void update(byte b) {
        checkAlive();
        md.update(b);
    }

    /**
     * Writes the HMAC of the message to {@code out[off .. off + macLength())} and starts the next
     * message under the same key.
     */
    public void doFinal(byte[] out, int off) {
        Ranges.checkRange("out", out, off, macBytes);
        checkAlive();
        try {
            digestInto(inner, 0);
            md.update(opad);
            md.update(inner);
            digestInto(out, off);
        } finally {
            Arrays.fill(inner, (byte) 0);
            md.reset();
        }
        md.update(ipad);
    }

    /** Finishes the digest into {@code dst[off .. off + macBytes)}, a range checked before. */
    private void digestInto(byte[] dst, int off) {
        try {
            md.digest(dst, off, macBytes);
        } catch (DigestException e) {
            throw new IllegalStateException("a checked range holds a whole digest", e);
        }
    }

    private void checkAlive() {
        if (destroyed) {
            throw new IllegalStateException("this DigestHmac has been destroyed");
        }
    }

    /** Zeroes the pads and resets the digest, which clears what it holds of the key. */
    @Override
    public void destroy() {
        destroyed = true;
        Arrays.fill(ipad, (byte) 0);
        Arrays.fill(opad, (byte) 0);
        Arrays.fill(inner, (byte) 0);
        md.reset();
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }
}
