package dev.aesref.jca;

import dev.aesref.internal.ct.ConstantTime;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Arrays;

/**
 * Remembers the key and nonce of a cipher's last encryption {@code init} without keeping the key,
 * so that a GCM cipher can refuse to encrypt again under both (SunJCE's rule; SP 800-38D section
 * 8.2: a repeated nonce gives away the authentication key).
 *
 * <p>What is kept is a fingerprint: SHA-256 (FIPS 180-4) of a random salt drawn once per guard,
 * the key's length in one byte, the key and the nonce. The length byte makes the encoding
 * unambiguous (key lengths are 16, 24 or 32, and the nonce is the rest). Equal fingerprints mean
 * the same key and nonce, short of a SHA-256 collision; the salt keeps the fingerprint from being
 * a key check value against which key guesses could be tried. The compare is
 * {@link ConstantTime#equal}; only its one-bit answer is branched on, and that answer is the
 * refusal the caller sees anyway.
 */
final class NonceReuseGuard {

    private static final int FINGERPRINT_BYTES = 32;

    private final byte[] salt = new byte[16];
    private final byte[] last = new byte[FINGERPRINT_BYTES];
    private final byte[] scratch = new byte[FINGERPRINT_BYTES];
    private final MessageDigest sha256;
    private boolean remembered;

    NonceReuseGuard() {
        new SecureRandom().nextBytes(salt);
        try {
            sha256 = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256 (MessageDigest documentation)", e);
        }
    }

    /** Whether {@code key} and {@code nonce} are those last {@link #remember remembered}. */
    boolean repeats(byte[] key, byte[] nonce) {
        fingerprint(key, nonce);
        boolean same = ConstantTime.equal(scratch, 0, last, 0, FINGERPRINT_BYTES);
        Arrays.fill(scratch, (byte) 0);
        return remembered & same;
    }

    /** Remembers {@code key} and {@code nonce} as the last encryption's, in place of the previous. */
    void remember(byte[] key, byte[] nonce) {
        fingerprint(key, nonce);
        System.arraycopy(scratch, 0, last, 0, FINGERPRINT_BYTES);
        Arrays.fill(scratch, (byte) 0);
        remembered = true;
    }

    private void fingerprint(byte[] key, byte[] nonce) {
        sha256.update(salt);
        sha256.update((byte) key.length);
        sha256.update(key);
        sha256.update(nonce);
        try {
            sha256.digest(scratch, 0, FINGERPRINT_BYTES);
        } catch (DigestException e) {
            throw new IllegalStateException("a 32-byte buffer holds a SHA-256 digest", e);
        }
    }
}
