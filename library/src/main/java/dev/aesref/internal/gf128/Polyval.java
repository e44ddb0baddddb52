package dev.aesref.internal.gf128;

import javax.security.auth.Destroyable;

/**
 * POLYVAL, RFC 8452, section 3: {@code S_j = (S_{j-1} + X_j) * H * x^-128} in GF(2^128) with
 * the polynomial {@code x^128 + x^127 + x^126 + x^121 + 1}, little-endian blocks.
 *
 * <p>Computed, as RFC 8452, Appendix A shows it can be, by GHASH: {@code POLYVAL(H, X_1..X_n) =
 * ByteReverse(GHASH(mulX_GHASH(ByteReverse(H)), ByteReverse(X_1), ..., ByteReverse(X_n)))}. The
 * derivation lives in {@link Ghash#forPolyval}; the multiply is the one of {@link Gf128}.
 * Streaming, padding and wiping are those of {@link Ghash}.
 *
 * <p>Single-threaded, and unguarded: a POLYVAL is a running state, used inside one call of its
 * owner, which makes a new one per call.
 */
public final class Polyval implements Destroyable {

    private final Ghash ghash;

    private Polyval(Ghash ghash) {
        this.ghash = ghash;
    }

    /** POLYVAL with the 16-byte key {@code key[off .. off + 16)}. */
    public static Polyval create(byte[] key, int off) {
        return new Polyval(Ghash.forPolyval(key, off));
    }

    /** Absorbs {@code in[off .. off + len)}; any chunking gives the same result. */
    public void update(byte[] in, int off, int len) {
        ghash.update(in, off, len);
    }

    /** Completes a partly filled block with zero bytes (RFC 8452, section 4: padded AAD). */
    public void padToBlock() {
        ghash.padToBlock();
    }

    /**
     * Pads, then absorbs RFC 8452's length block {@code LE64(8 * aadBytes) || LE64(8 *
     * plaintextBytes)}. Read byte-reversed, its high word is the plaintext length and its low
     * word the AAD length.
     */
    public void lengths(long aadBytes, long plaintextBytes) {
        ghash.padToBlock();
        ghash.absorbWords(plaintextBytes << 3, aadBytes << 3);
    }

    /** Pads, then writes the 16-byte POLYVAL value to {@code out[off ..]}. */
    public void digest(byte[] out, int off) {
        ghash.digest(out, off);
    }

    /** Back to the empty input under the same key. */
    public void reset() {
        ghash.reset();
    }

    @Override
    public void destroy() {
        ghash.destroy();
    }

    @Override
    public boolean isDestroyed() {
        return ghash.isDestroyed();
    }
}
