package dev.aesref.keywrap;

import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.ct.Pack;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.security.auth.Destroyable;

/**
 * AES Key Wrap with Padding, KWP: RFC 5649 and NIST SP 800-38F section 6.3 (KWP-AE, KWP-AD).
 *
 * <p>The integrity value is ICV2 = A65959A6 || [len(P) in bytes]32, the message length indicator
 * MLI (SP 800-38F section 6.3, RFC 5649 section 3). The plaintext (1 byte or more) is padded with
 * zeros to a whole number of semiblocks. A padded plaintext of one semiblock is encrypted as one
 * block, {@code C = CIPH_K(ICV2 || P)}; longer ones go through the wrapping function W
 * (SP 800-38F section 6.3, KWP-AE step 5; RFC 5649 section 4.1).
 *
 * <p>Unwrapping recovers {@code A || P'} in owned scratch and then decides with one
 * constant-time verdict, folded from masks: the first half of A is A65959A6, the MLI lies in
 * {@code (8(n-1), 8n]} for n semiblocks of P', and every padding byte beyond the MLI is zero
 * (SP 800-38F section 6.3, KWP-AD steps 4-6; RFC 5649 section 3). Only after the verdict does the
 * MLI become public (it is the length returned); on failure one {@link AEADBadTagException}
 * message whatever the cause, nothing written, scratch zeroed.
 *
 * <p>{@link #create} uses CIPH_K as the forward function (RFC 5649); {@link
 * #createWithInverseCipher} uses CIPH^-1_K (SP 800-38F section 5.1; NIST's {@code KWP_*_inv}
 * files), also for the one-semiblock case. The caller keeps owning the {@link ExpandedKey};
 * {@link #destroy()} ends this object's use and never touches the key.
 *
 * <p>Thread-safe when the key is: calls only read the key, and each borrows its scratch from a
 * pool. An unwrap that overlaps {@link #destroy()} throws {@link IllegalStateException} and
 * releases no plaintext.
 */
public final class Kwp implements Destroyable {

    /** The constant first half of ICV2, SP 800-38F section 6.3 (RFC 5649 section 3). */
    static final int ICV2 = 0xA65959A6;

    /** The shortest plaintext: one byte (SP 800-38F section 5.3.1). */
    public static final int MIN_PLAINTEXT_BYTES = 1;

    /**
     * The longest plaintext this implementation handles (padded and wrapped, it must fit in a
     * Java array). SP 800-38F allows up to 2^32 - 1 bytes, the range of the 32-bit MLI.
     */
    public static final int MAX_PLAINTEXT_BYTES = Kw.MAX_PLAINTEXT_BYTES;

    private static final String BAD_ICV = "KWP unwrap failed: integrity check value does not verify";

    private final Wrapper wrapper;

    private Kwp(ExpandedKey key, boolean inverseCipher) {
        this.wrapper = new Wrapper("Kwp", key, inverseCipher);
    }

    /** KWP with CIPH_K as the forward function (RFC 5649; the usual form). */
    public static Kwp create(ExpandedKey key) {
        return new Kwp(key, false);
    }

    /** KWP with CIPH^-1_K as the forward function (SP 800-38F section 5.1; NIST {@code _inv}). */
    public static Kwp createWithInverseCipher(ExpandedKey key) {
        return new Kwp(key, true);
    }

    /** True if this object uses the inverse cipher as its forward function. */
    public boolean usesInverseCipher() {
        return wrapper.inverseCipher;
    }

    /** Length of the wrapped form of a {@code plaintextLen}-byte plaintext: padded, plus 8. */
    public static int wrappedLength(int plaintextLen) {
        checkPlaintextLength(plaintextLen);
        return ((plaintextLen + 7) & ~7) + 8;
    }

    /**
     * KWP-AE: wraps {@code in[inOff .. inOff + len)} into {@link #wrappedLength(int)} bytes at
     * {@code out[outOff ..)}. Input and output may overlap.
     *
     * @return the number of bytes written
     * @throws IllegalArgumentException if {@code len} is below 1 or above
     *     {@link #MAX_PLAINTEXT_BYTES}
     * @throws IndexOutOfBoundsException if a range does not fit its array
     * @throws IllegalStateException if this object has been destroyed
     */
    public int wrap(byte[] in, int inOff, int len, byte[] out, int outOff) {
        // A = ICV2 || MLI, the plaintext length in bytes as 32 bits (SP 800-38F section 6.3).
        long a = (long) ICV2 << 32 | len;
        return wrapper.wrap(a, in, inOff, len, out, outOff, wrappedLength(len));
    }

    /** KWP-AE into a new array. */
    public byte[] wrap(byte[] plaintext) {
        Objects.requireNonNull(plaintext, "plaintext");
        byte[] out = new byte[wrappedLength(plaintext.length)];
        wrap(plaintext, 0, plaintext.length, out, 0);
        return out;
    }

    /**
     * KWP-AD: unwraps {@code in[inOff .. inOff + len)} and, only if ICV2, the MLI range and the
     * zero padding all verify, writes the MLI plaintext bytes to {@code out[outOff ..)}. The
     * plaintext length is not known until the check, so {@code out} must have room for
     * {@code len - 8} bytes, the longest plaintext this ciphertext can hold.
     *
     * @return the number of plaintext bytes written (the MLI), between {@code len - 15} and
     *     {@code len - 8}
     * @throws AEADBadTagException if the check fails; nothing has been written
     * @throws IllegalArgumentException if {@code len} is below 16, above the maximum, or not a
     *     multiple of 8
     */
    public int unwrap(byte[] in, int inOff, int len, byte[] out, int outOff) throws AEADBadTagException {
        checkCiphertextLength(len);
        Ranges.checkRange("in", in, inOff, len);
        Ranges.checkRange("out", out, outOff, len - 8);
        Scratch s = wrapper.take(len);
        try {
            byte[] buf = s.buffer(len);
            int mli = recover(in, inOff, len, s);
            System.arraycopy(buf, 8, out, outOff, mli);
            return mli;
        } finally {
            wrapper.give(s, len);
        }
    }

    /** KWP-AD into a new array of exactly the plaintext's length. */
    public byte[] unwrap(byte[] ciphertext) throws AEADBadTagException {
        Objects.requireNonNull(ciphertext, "ciphertext");
        int len = ciphertext.length;
        checkCiphertextLength(len);
        Scratch s = wrapper.take(len);
        try {
            byte[] buf = s.buffer(len);
            int mli = recover(ciphertext, 0, len, s);
            return java.util.Arrays.copyOfRange(buf, 8, 8 + mli);
        } finally {
            wrapper.give(s, len);
        }
    }

    /**
     * Runs W^-1 (or the one-block decryption, {@link Wrapper#unwrap}) into {@code buf} and returns the verified MLI, or
     * throws. The checks are folded into one mask; nothing branches on A or on the plaintext
     * before the single verdict.
     */
    private int recover(byte[] in, int inOff, int len, Scratch s) throws AEADBadTagException {
        byte[] buf = wrapper.unwrap(in, inOff, len, s);
        int n = len / 8 - 1;
        int ok = ConstantTime.equalMask(Pack.loadIntBE(buf, 0), ICV2);
        long mli = Pack.loadIntBE(buf, 4) & 0xFFFFFFFFL;
        long padded = 8L * n;
        // 8(n-1) < MLI <= 8n, as masks from the signs of 64-bit differences (all values < 2^33).
        ok &= (int) ((padded - 8 - mli) >> 63);
        ok &= (int) ~((padded - mli) >> 63);
        // Every byte of the last semiblock at a position >= MLI is padding and must be zero. When
        // the MLI is in range, all padding lies in that semiblock.
        int nonZeroPad = 0;
        for (int k = 0; k < 8; k++) {
            long pos = padded - 8 + k;
            int isPad = (int) ~((pos - mli) >> 63);
            nonZeroPad |= buf[8 + (int) pos] & isPad;
        }
        ok &= ~ConstantTime.nonZeroMask(nonZeroPad);
        if (ConstantTime.declassify(ok, "the verdict of the integrity check is public once computed") == 0) {
            throw new AEADBadTagException(BAD_ICV);
        }
        return ConstantTime.declassify((int) mli, "the plaintext length, released with the plaintext"
                + " once the integrity check has passed");
    }

    /**
     * Later calls throw {@link IllegalStateException}; calls in flight give a right result or
     * throw. The scratch is zero already (every call zeroes its own) and the key is the caller's.
     */
    @Override
    public void destroy() {
        wrapper.lifetime.destroy();
    }

    @Override
    public boolean isDestroyed() {
        return wrapper.lifetime.isDestroyed();
    }

    Scratch scratchForTest() {
        return wrapper.idleScratch();
    }

    private static void checkPlaintextLength(int len) {
        if (len < MIN_PLAINTEXT_BYTES || len > MAX_PLAINTEXT_BYTES) {
            throw new IllegalArgumentException("plaintext length must be between " + MIN_PLAINTEXT_BYTES
                    + " and " + MAX_PLAINTEXT_BYTES + " bytes, got " + len);
        }
    }

    private static void checkCiphertextLength(int len) {
        Kw.checkLength("ciphertext", len, 16, MAX_PLAINTEXT_BYTES + 8);
    }
}
