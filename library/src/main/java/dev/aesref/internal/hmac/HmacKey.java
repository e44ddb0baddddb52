package dev.aesref.internal.hmac;

import java.security.InvalidKeyException;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.Mac;
import javax.crypto.SecretKey;

/**
 * Raw key bytes as a {@link SecretKey} for {@code Mac.init}, in place of {@code SecretKeySpec}.
 *
 * <p>Two reasons. {@code SecretKeySpec} keeps a copy of the key that nobody can wipe; this class
 * owns its copy and zeroes it on {@link #destroy()}, which callers do right after {@code init}
 * (the JDK's Mac derives its pads from {@link #getEncoded()} during {@code init} and keeps only
 * those). And {@code SecretKeySpec} refuses an empty key, while RFC 8018 section 5.2 allows an
 * empty password as PBKDF2's HMAC key.
 *
 * <p>Every {@link #getEncoded()} hands out a fresh copy; after {@link #destroy()} it is all zero.
 *
 * <p>The JDK's Mac keeps the pads {@code key XOR ipad} and {@code key XOR opad} (RFC 2104) for
 * as long as it lives, and has no way to wipe them: {@link #rekeyWithZeros} overwrites them, and
 * every Mac keyed through this class is re-keyed so before it is dropped.
 */
public final class HmacKey implements SecretKey {
    private static final long serialVersionUID = 1L;

    private final byte[] bytes;
    private final String algorithm;
    private boolean destroyed;

    /**
     * @param bytes the key; copied
     * @param algorithm the JDK's name of the HMAC, e.g. {@code HmacSHA256}
     */
    public HmacKey(byte[] bytes, String algorithm) {
        this.bytes = Objects.requireNonNull(bytes, "bytes").clone();
        this.algorithm = Objects.requireNonNull(algorithm, "algorithm");
    }

    @Override
    public String getAlgorithm() {
        return algorithm;
    }

    @Override
    public String getFormat() {
        return "RAW";
    }

    @Override
    public byte[] getEncoded() {
        return bytes.clone();
    }

    /**
     * Re-keys {@code mac} with an all-zero key, which rewrites its whole pads (the JDK's HMAC keeps
     * block-length {@code ipad} and {@code opad} arrays and fills every byte on {@code init}) and
     * resets its running hash: what is left of the old key is gone. Call it where a Mac keyed with a
     * secret is dropped, on every exit path.
     */
    public static void rekeyWithZeros(Mac mac) {
        HmacKey zero = new HmacKey(new byte[mac.getMacLength()], mac.getAlgorithm());
        try {
            mac.init(zero);
        } catch (InvalidKeyException e) {
            throw new IllegalStateException("an HMAC refused an all-zero key", e);
        }
    }

    /** Zeroes this object's copy of the key. */
    @Override
    public void destroy() {
        Arrays.fill(bytes, (byte) 0);
        destroyed = true;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }
}
