package dev.aesref.keywrap;

import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.ct.Pack;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.security.auth.Destroyable;

/**
 * AES Key Wrap, KW: RFC 3394 section 2.2 and NIST SP 800-38F section 6.2 (KW-AE and KW-AD).
 *
 * <p>Wrapping prepends the integrity check value ICV1 = A6A6A6A6A6A6A6A6 (SP 800-38F section
 * 6.2, RFC 3394 section 2.2.3.1) to the plaintext and applies the wrapping function W; unwrapping
 * applies W^-1 and accepts only if the first semiblock equals ICV1. The plaintext is n >= 2
 * semiblocks: 16 bytes or more, a multiple of 8 (SP 800-38F section 5.3.1; RFC 3394's one-block
 * special case for 8-byte keys is not part of SP 800-38F and is rejected). The ciphertext is 8
 * bytes longer. Java arrays cap the length far below the standard's 2^54 semiblocks.
 *
 * <p>{@link #create} uses CIPH_K as the forward function, as RFC 3394 does; that is the form every
 * other implementation speaks. {@link #createWithInverseCipher} uses CIPH^-1_K instead (SP 800-38F
 * section 5.1 allows it; NIST's {@code KW_*_inv} test files exercise it). It is for
 * interoperating with a party that wraps that way; its ciphertexts are not interchangeable with
 * the usual form.
 *
 * <p>Unwrapping works in scratch this object owns: W^-1, the constant-time ICV check, and only then
 * a copy to the caller's output; on failure {@link AEADBadTagException} with one message, nothing
 * written, scratch zeroed. The caller keeps owning the {@link ExpandedKey}; {@link #destroy()}
 * ends this object's use and never touches the key.
 *
 * <p>Thread-safe when the key is: calls only read the key, and each borrows its scratch from a
 * pool. An unwrap that overlaps {@link #destroy()} throws {@link IllegalStateException} and
 * releases no plaintext.
 */
public final class Kw implements Destroyable {

    /** ICV1, SP 800-38F section 6.2 (RFC 3394 section 2.2.3.1, the default IV). */
    static final long ICV1 = 0xA6A6A6A6A6A6A6A6L;

    /** The shortest plaintext: two semiblocks (SP 800-38F section 5.3.1, n >= 2). */
    public static final int MIN_PLAINTEXT_BYTES = 16;

    /**
     * The longest plaintext this implementation handles: the ciphertext (8 bytes more) must fit
     * in a Java array. SP 800-38F allows up to 2^54 - 1 semiblocks.
     */
    public static final int MAX_PLAINTEXT_BYTES = Integer.MAX_VALUE - 63;

    private static final String BAD_ICV = "KW unwrap failed: integrity check value does not verify";

    private final Wrapper wrapper;

    private Kw(ExpandedKey key, boolean inverseCipher) {
        this.wrapper = new Wrapper("Kw", key, inverseCipher);
    }

    /** KW with CIPH_K as the forward function (RFC 3394; the usual form). */
    public static Kw create(ExpandedKey key) {
        return new Kw(key, false);
    }

    /** KW with CIPH^-1_K as the forward function (SP 800-38F section 5.1; NIST {@code _inv}). */
    public static Kw createWithInverseCipher(ExpandedKey key) {
        return new Kw(key, true);
    }

    /** True if this object uses the inverse cipher as its forward function. */
    public boolean usesInverseCipher() {
        return wrapper.inverseCipher;
    }

    /**
     * KW-AE: wraps {@code in[inOff .. inOff + len)} into {@code len + 8} bytes at
     * {@code out[outOff ..)}. Input and output may overlap.
     *
     * @return {@code len + 8}
     * @throws IllegalArgumentException if {@code len} is below 16, above
     *     {@link #MAX_PLAINTEXT_BYTES}, or not a multiple of 8
     * @throws IndexOutOfBoundsException if a range does not fit its array
     * @throws IllegalStateException if this object has been destroyed
     */
    public int wrap(byte[] in, int inOff, int len, byte[] out, int outOff) {
        return wrapper.wrap(ICV1, in, inOff, len, out, outOff, wrappedLength(len));
    }

    /** KW-AE into a new array of {@code plaintext.length + 8} bytes. */
    public byte[] wrap(byte[] plaintext) {
        Objects.requireNonNull(plaintext, "plaintext");
        byte[] out = new byte[wrappedLength(plaintext.length)];
        wrap(plaintext, 0, plaintext.length, out, 0);
        return out;
    }

    /**
     * KW-AD: unwraps {@code in[inOff .. inOff + len)} and, only if the ICV verifies, writes the
     * {@code len - 8} plaintext bytes to {@code out[outOff ..)}. Input and output may overlap.
     *
     * @return {@code len - 8}
     * @throws AEADBadTagException if the ICV does not verify; nothing has been written
     * @throws IllegalArgumentException if {@code len} is below 24, above
     *     {@link #MAX_PLAINTEXT_BYTES} + 8, or not a multiple of 8
     */
    public int unwrap(byte[] in, int inOff, int len, byte[] out, int outOff) throws AEADBadTagException {
        checkLength("ciphertext", len, MIN_PLAINTEXT_BYTES + 8, MAX_PLAINTEXT_BYTES + 8);
        Ranges.checkRange("in", in, inOff, len);
        Ranges.checkRange("out", out, outOff, len - 8);
        Scratch s = wrapper.take(len);
        try {
            byte[] buf = wrapper.unwrap(in, inOff, len, s);
            int ok = ConstantTime.equalMask(Pack.loadIntBE(buf, 0), (int) (ICV1 >>> 32))
                    & ConstantTime.equalMask(Pack.loadIntBE(buf, 4), (int) ICV1);
            if (ConstantTime.declassify(ok, "the verdict of the integrity check is public once computed") == 0) {
                throw new AEADBadTagException(BAD_ICV);
            }
            System.arraycopy(buf, 8, out, outOff, len - 8);
            return len - 8;
        } finally {
            wrapper.give(s, len);
        }
    }

    /** KW-AD into a new array of {@code ciphertext.length - 8} bytes. */
    public byte[] unwrap(byte[] ciphertext) throws AEADBadTagException {
        Objects.requireNonNull(ciphertext, "ciphertext");
        checkLength("ciphertext", ciphertext.length, MIN_PLAINTEXT_BYTES + 8, MAX_PLAINTEXT_BYTES + 8);
        byte[] out = new byte[ciphertext.length - 8];
        unwrap(ciphertext, 0, ciphertext.length, out, 0);
        return out;
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

    /** A length rule of KW: between min and max, a whole number of semiblocks. */
    /**
     * The length KW-AE writes for a plaintext of {@code len} bytes, after the plaintext length
     * rule: the one check both forms of {@code wrap} make, before they size or write anything
     * (so {@code len + 8} cannot overflow).
     */
    private static int wrappedLength(int len) {
        checkLength("plaintext", len, MIN_PLAINTEXT_BYTES, MAX_PLAINTEXT_BYTES);
        return len + 8;
    }

    static void checkLength(String what, int len, int min, int max) {
        if (len < min || len > max) {
            throw new IllegalArgumentException(what + " length must be between " + min + " and " + max
                    + " bytes, got " + len);
        }
        if (len % WrappingFunction.SEMIBLOCK != 0) {
            throw new IllegalArgumentException(what + " length must be a multiple of 8 bytes"
                    + " (whole semiblocks), got " + len);
        }
    }
}
