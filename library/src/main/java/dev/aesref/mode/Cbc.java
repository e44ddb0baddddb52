package dev.aesref.mode;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Overlap;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.BadPaddingException;

/**
 * Cipher Block Chaining mode, NIST SP 800-38A (2001), section 6.2:
 * {@code C_1 = CIPH_K(P_1 XOR IV)}, {@code C_j = CIPH_K(P_j XOR C_{j-1})}, and for decryption
 * {@code P_j = CIPH^-1_K(C_j) XOR C_{j-1}} with {@code C_0 = IV}.
 *
 * <p>Encryption is inherently one block at a time. Decryption is not: every
 * {@code CIPH^-1_K(C_j)} is independent, so {@link #decrypt} hands the whole range to
 * {@link ExpandedKey#decryptBlocks} in ONE call (batched and bitsliced engines gain from that),
 * then XORs each result with the previous ciphertext block.
 *
 * <p>The PKCS#7 variants ({@link #encryptPkcs7}, {@link #decryptPkcs7}) pad as described in
 * RFC 5652, section 6.3. Unpadding is constant-time and every bad padding gives the same
 * exception with the same message; the unverified plaintext is zeroed, never returned.
 *
 * <p>Scratch: the chaining block of encryption, the ciphertext copy of an overlapping
 * decryption and the PKCS#7 buffers are zeroed before the call returns or throws. CBC with
 * padding and no MAC remains a padding oracle at the protocol level: authenticate first.
 *
 * <p>Thread-safe when the key is: the methods are static and keep their state in locals and
 * in arrays each call allocates, so calls share nothing but the key.
 */
public final class Cbc {

    /** The single message of every padding failure, so that failures cannot be told apart. */
    static final String BAD_PADDING = "bad PKCS#7 padding";

    private Cbc() {}

    /**
     * Encrypts {@code len} bytes, {@code len % 16 == 0} (no padding). Any aliasing of input and
     * output is allowed.
     *
     * @throws IllegalArgumentException if the iv is not 16 bytes or len is not a multiple of 16
     * @throws IndexOutOfBoundsException if a range does not fit its array
     */
    public static void encrypt(ExpandedKey key, byte[] iv, byte[] in, int inOff,
                               byte[] out, int outOff, int len) {
        Ranges.checkIv(iv);
        Checks.blockArgs(key, in, inOff, out, outOff, len);
        if (Overlap.outputRunsAhead(in, inOff, out, outOff, len)) {
            // Move the plaintext under the output (arraycopy copies as if through a temporary
            // array) and work in place, where each block is read before it is written.
            System.arraycopy(in, inOff, out, outOff, len);
            in = out;
            inOff = outOff;
        }
        // C_j = E(P_j XOR C_{j-1}), with C_0 = IV, built in the output block itself: C_{j-1} is
        // the output block before it, so nothing is allocated. Input not yet read is never
        // written: the output starts at or before the input here.
        int pos = 0;
        try {
            for (; pos < len; pos += BlockEngine.BLOCK_BYTES) {
                byte[] prev = pos == 0 ? iv : out;
                int prevOff = pos == 0 ? 0 : outOff + pos - BlockEngine.BLOCK_BYTES;
                for (int k = 0; k < BlockEngine.BLOCK_BYTES; k++) {
                    out[outOff + pos + k] = (byte) (in[inOff + pos + k] ^ prev[prevOff + k]);
                }
                key.encryptBlocks(out, outOff + pos, out, outOff + pos, 1);
            }
        } catch (RuntimeException | Error e) {
            // The block being encrypted held P_j XOR C_{j-1}: it leaves as zeros, not plaintext.
            Arrays.fill(out, outOff + pos, outOff + pos + BlockEngine.BLOCK_BYTES, (byte) 0);
            throw e;
        }
    }

    /**
     * Decrypts {@code len} bytes, {@code len % 16 == 0} (no padding), with one
     * {@link ExpandedKey#decryptBlocks} call for the whole range. Any aliasing of input and output
     * is allowed; when they overlap, the ciphertext is copied first (into an array zeroed before
     * the call ends) because the chaining needs it after the block decryption has overwritten it.
     */
    public static void decrypt(ExpandedKey key, byte[] iv, byte[] in, int inOff,
                               byte[] out, int outOff, int len) {
        Ranges.checkIv(iv);
        Checks.blockArgs(key, in, inOff, out, outOff, len);
        byte[] copy = null;
        if (Overlap.anyOverlap(in, inOff, out, outOff, len)) {
            copy = Arrays.copyOfRange(in, inOff, inOff + len);
            in = copy;
            inOff = 0;
        }
        try {
            key.decryptBlocks(in, inOff, out, outOff, len / BlockEngine.BLOCK_BYTES);
            // P_j = D(C_j) XOR C_{j-1}, with C_0 = IV. The ciphertext is intact in 'in'.
            for (int k = 0; k < BlockEngine.BLOCK_BYTES && k < len; k++) {
                out[outOff + k] ^= iv[k];
            }
            for (int pos = BlockEngine.BLOCK_BYTES; pos < len; pos++) {
                out[outOff + pos] ^= in[inOff + pos - BlockEngine.BLOCK_BYTES];
            }
        } finally {
            if (copy != null) {
                Arrays.fill(copy, (byte) 0); // ciphertext, public; zeroed like every scratch array
            }
        }
    }

    /**
     * Pads {@code plaintext} with PKCS#7 (1 to 16 bytes) and encrypts it; the result is
     * {@code 16 * (plaintext.length / 16 + 1)} bytes long.
     */
    public static byte[] encryptPkcs7(ExpandedKey key, byte[] iv, byte[] plaintext) {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(plaintext, "plaintext");
        // encrypt() checks the key and the iv before it writes anything; if it throws, the
        // padded copy is zeroed here.
        byte[] buf = Arrays.copyOf(plaintext, Pkcs7.paddedLength(plaintext.length));
        Arrays.fill(buf, plaintext.length, buf.length, (byte) (buf.length - plaintext.length));
        try {
            encrypt(key, iv, buf, 0, buf, 0, buf.length);
        } catch (RuntimeException | Error e) {
            Arrays.fill(buf, (byte) 0); // still (partly) the padded plaintext
            throw e;
        }
        return buf;
    }

    /**
     * Decrypts and removes PKCS#7 padding.
     *
     * <p>The ciphertext length is public, so a length that is zero or not a multiple of 16 is an
     * {@link IllegalArgumentException}. Every other failure (pad byte 0, pad byte above 16, pad
     * bytes that disagree) is the same {@link BadPaddingException} with the same message, raised
     * after a check whose timing does not depend on the bytes. The decrypted buffer is zeroed on
     * every exit, success, bad padding or an exception from the engine; a successful result is a
     * fresh array the caller owns. The length of a successful result reveals the pad length, as
     * it must.
     */
    public static byte[] decryptPkcs7(ExpandedKey key, byte[] iv, byte[] ciphertext)
            throws BadPaddingException {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(ciphertext, "ciphertext");
        // decrypt() checks the key and the iv before anything is written.
        int len = ciphertext.length;
        if (len == 0 || len % BlockEngine.BLOCK_BYTES != 0) {
            throw new IllegalArgumentException("ciphertext length must be a positive multiple of"
                    + " 16 bytes (CBC with PKCS#7 padding), got " + len);
        }
        byte[] buf = new byte[len];
        try {
            decrypt(key, iv, ciphertext, 0, buf, 0, len);
            int valid = Pkcs7.validMask(buf, len);
            if (ConstantTime.declassify(valid, "the verdict of the padding check is public once computed") == 0) {
                throw new BadPaddingException(BAD_PADDING);
            }
            int padding = ConstantTime.declassify(buf[len - 1] & 0xFF, "the padding length, released"
                    + " with the plaintext once the padding has verified");
            return Arrays.copyOf(buf, len - padding);
        } finally {
            Arrays.fill(buf, (byte) 0);
        }
    }
}
