package dev.aesref.mac;

import dev.aesref.ExpandedKey;
import dev.aesref.aead.Gcm;
import dev.aesref.ct.ConstantTime;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.security.auth.Destroyable;

/**
 * GMAC, NIST SP 800-38D, section 3: GCM "when the input is restricted to data that is not to be
 * encrypted": the message is authenticated as additional data and the tag is GCM's tag
 * (section 7.1 with {@code P} empty). It is built on {@link Gcm}, so the IV rules (any length of
 * at least one byte, never repeated under a key) and tag lengths (4, 8, 12..16 bytes) are GCM's.
 *
 * <p>{@link #compute} and {@link #verify} are one-shot; {@link #start} gives an incremental form.
 * Verification recomputes the tag, compares it with {@link ConstantTime#equal} and fails with
 * {@link AEADBadTagException} ("GMAC tag mismatch"). Not thread-safe.
 */
public final class Gmac implements Destroyable {

    private static final byte[] EMPTY = new byte[0];
    private static final String TAG_FAILURE = "GMAC tag mismatch";

    private final Gcm gcm;

    private Gmac(Gcm gcm) {
        this.gcm = gcm;
    }

    /**
     * GMAC with {@code tagBytes}-byte tags under {@code key}, which the caller keeps owning.
     *
     * @throws IllegalArgumentException if {@code tagBytes} is not 4, 8, 12, 13, 14, 15 or 16
     */
    public static Gmac create(ExpandedKey key, int tagBytes) {
        return new Gmac(Gcm.create(key, tagBytes));
    }

    /** Tag length in bytes. */
    public int tagBytes() {
        return gcm.tagBytes();
    }

    /** The tag of {@code message} under {@code iv}. */
    public byte[] compute(byte[] iv, byte[] message) {
        byte[] tag = new byte[gcm.tagBytes()];
        gcm.seal(iv, message, EMPTY, 0, 0, tag, 0);
        return tag;
    }

    /**
     * Checks {@code tag} against {@code message} under {@code iv} in constant time.
     *
     * @throws IllegalArgumentException if {@code tag} is not {@link #tagBytes()} long
     * @throws AEADBadTagException if the tag is wrong
     */
    public void verify(byte[] iv, byte[] message, byte[] tag) throws AEADBadTagException {
        Objects.requireNonNull(tag, "tag");
        if (tag.length != gcm.tagBytes()) {
            throw new IllegalArgumentException("tag must be " + gcm.tagBytes() + " bytes, got "
                    + tag.length);
        }
        byte[] mine = compute(iv, message);
        check(mine, tag);
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
        return new Computation(gcm.encryption(iv));
    }

    /** Zeroes the derived hash subkey and scratch; the key stays the caller's. */
    @Override
    public void destroy() {
        gcm.destroy();
    }

    @Override
    public boolean isDestroyed() {
        return gcm.isDestroyed();
    }

    /** A message fed in pieces; {@link #finish()} gives the tag of their concatenation. */
    public static final class Computation {

        private final Gcm.Encryption encryption;

        private Computation(Gcm.Encryption encryption) {
            this.encryption = encryption;
        }

        /** Adds {@code message[off .. off + len)}. */
        public void update(byte[] message, int off, int len) {
            encryption.updateAad(message, off, len);
        }

        /** The tag; ends the computation. */
        public byte[] finish() {
            byte[] tag = new byte[encryption.tagBytes()];
            encryption.finish(tag, 0);
            return tag;
        }

        /**
         * Ends the computation and checks {@code tag} in constant time.
         *
         * @throws AEADBadTagException if the tag is wrong
         */
        public void verify(byte[] tag) throws AEADBadTagException {
            Objects.requireNonNull(tag, "tag");
            if (tag.length != encryption.tagBytes()) {
                throw new IllegalArgumentException("tag must be " + encryption.tagBytes()
                        + " bytes, got " + tag.length);
            }
            check(finish(), tag);
        }
    }
}
