package dev.aesref.aead;

import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.security.auth.Destroyable;

/**
 * Authenticated encryption with associated data, one message at a time: the shape every AEAD
 * mode of this project shares (GCM, CCM, EAX, GCM-SIV, SIV in its AEAD form, AES-CBC-HMAC).
 *
 * <p>An {@code Aead} is built from an {@link dev.aesref.ExpandedKey} that the caller keeps
 * owning: {@link #destroy()} zeroes what the mode derived from it (hash subkeys, MAC subkeys,
 * scratch), never the caller's key. Its parameters (tag length, nonce rules) are fixed when it is
 * made.
 *
 * <p>Threads: an {@code Aead} may be shared. Any number of threads may call {@code seal} and
 * {@code open} on one instance at once, provided its key may be shared too (see
 * {@link dev.aesref.ExpandedKey}); each call gives exactly the bytes it would give alone. Each call borrows scratch of its own and zeroes it when it returns or throws. An
 * incremental session that an {@code Aead} hands out (a GCM message, an EAX encryptor) may not be
 * shared: it has a position, and a second thread that calls it while another is inside gets an
 * {@link IllegalStateException}. A call that overlaps {@link #destroy()} either returns the
 * intact key's output or throws {@link IllegalStateException} with its output zeroed.
 *
 * <p>Contract:
 * <ul>
 *   <li>{@code seal} writes {@link #sealedLength sealedLength(len)} bytes (for every mode but
 *       AES-CBC-HMAC, whose ciphertext is padded, that is {@code len + tagBytes()}): the ciphertext
 *       and the tag, in the layout the mode's standard gives (GCM: ciphertext then tag; SIV: the
 *       synthetic IV first).</li>
 *   <li>{@code open} verifies the tag in constant time before it writes anything: on failure it
 *       throws {@link AEADBadTagException} with one message whatever the cause, not one byte
 *       reaches {@code out}, and every scratch buffer that held unverified plaintext is
 *       zeroed.</li>
 *   <li>Every argument (nonce length, tag length, ranges, data limits) is checked before any
 *       output byte is written; the exception names the parameter and the rule.</li>
 *   <li>Input and output may alias in any way; the result is as if the input were copied
 *       first.</li>
 *   <li>No branch, array index, division or early exit depends on key, nonce, data or tag
 *       bytes; lengths are public.</li>
 * </ul>
 */
public interface Aead extends Destroyable {

    /** Length of the authentication tag in bytes. */
    int tagBytes();

    /** How many bytes {@code seal} writes for a plaintext of {@code plaintextLength} bytes. */
    default int sealedLength(int plaintextLength) {
        if (plaintextLength < 0) {
            throw new IllegalArgumentException("plaintext length must be >= 0, got " + plaintextLength);
        }
        return Math.addExact(plaintextLength, tagBytes());
    }

    /**
     * The most bytes {@code open} writes for {@code ciphertextLength} bytes of ciphertext and tag
     * (exact for every mode but AES-CBC-HMAC, whose padding length is known only after the tag
     * is verified).
     */
    default int maxOpenedLength(int ciphertextLength) {
        if (ciphertextLength < tagBytes()) {
            throw new IllegalArgumentException("ciphertext must hold at least the " + tagBytes()
                    + "-byte tag, got " + ciphertextLength + " bytes");
        }
        return ciphertextLength - tagBytes();
    }

    /**
     * Encrypts and authenticates {@code in[inOff .. inOff + len)} with {@code aad}, writing
     * {@code sealedLength(len)} bytes to {@code out} from {@code outOff}.
     *
     * @return the number of bytes written, {@code sealedLength(len)}
     */
    int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff);

    /**
     * Verifies and decrypts {@code in[inOff .. inOff + len)}, which holds ciphertext and tag,
     * writing the plaintext (at most {@code maxOpenedLength(len)} bytes; {@code out} must have room
     * for that many) to {@code out} from {@code outOff} only when the tag is right.
     *
     * @return the number of plaintext bytes written
     * @throws AEADBadTagException if the tag does not verify; nothing has been written
     */
    int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws AEADBadTagException;

    /** {@link #seal(byte[], byte[], byte[], int, int, byte[], int)} into a new array. */
    default byte[] seal(byte[] nonce, byte[] aad, byte[] plaintext) {
        Objects.requireNonNull(plaintext, "plaintext");
        byte[] out = new byte[sealedLength(plaintext.length)];
        seal(nonce, aad, plaintext, 0, plaintext.length, out, 0);
        return out;
    }

    /** {@link #open(byte[], byte[], byte[], int, int, byte[], int)} into a new array. */
    default byte[] open(byte[] nonce, byte[] aad, byte[] ciphertext) throws AEADBadTagException {
        Objects.requireNonNull(ciphertext, "ciphertext");
        byte[] out = new byte[maxOpenedLength(ciphertext.length)];
        int n = open(nonce, aad, ciphertext, 0, ciphertext.length, out, 0);
        if (n == out.length) {
            return out;
        }
        byte[] exact = java.util.Arrays.copyOf(out, n);
        java.util.Arrays.fill(out, (byte) 0); // the longer copy held plaintext too
        return exact;
    }

    /** Zeroes every secret the mode derived from the key and its scratch; later calls throw. */
    @Override
    void destroy();
}
