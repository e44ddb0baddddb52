package dev.aesref.internal.gf128;

import dev.aesref.Ranges;
import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.ct.Secret;
import java.util.Arrays;
import javax.security.auth.Destroyable;

/**
 * GHASH, NIST SP 800-38D, section 6.4: {@code Y_i = (Y_{i-1} XOR X_i) * H} over 16-byte blocks,
 * as a byte stream. {@link #update} takes any chunking; {@link #padToBlock} ends a field with
 * zero bytes up to a block boundary (the {@code 0^v} and {@code 0^u} of section 7.1), and
 * {@link #lengths} appends the block {@code [len(A)]_64 || [len(C)]_64}. The multiply is
 * {@link Gf128#multiply}: constant-time, no table.
 *
 * <p>The same state machine also serves POLYVAL ({@link Polyval}): RFC 8452, Appendix A shows
 * that POLYVAL is GHASH over byte-reversed blocks with the key {@code mulX_GHASH(ByteReverse(H))}
 * and a byte-reversed result, so a hash made by {@link #forPolyval} loads and stores its blocks
 * little-endian instead of big-endian, which is exactly that byte reversal.
 *
 * <p>Holds H, the running value and a partial block, all secret; {@link #destroy()} zeroes them,
 * and {@link #reset()} zeroes the running value and the partial block.
 *
 * <p>Single-threaded, and unguarded: a GHASH is a running state, used inside one call of its
 * owner. An owner that is shared by threads gives each call a GHASH of its own
 * ({@link #withSameKey()} makes one without a second copy of H).
 */
public final class Ghash implements Destroyable {

    private static final int BLOCK = 16;

    /** H prepared for {@link Gf128#multiply}. */
    private final long[] h;
    /** The running value Y as two big-endian words. */
    private final long[] y = new long[2];
    /**
     * The bytes of a block not yet absorbed, {@code partial[0 .. partialLen)}; always zero beyond
     * {@code partialLen} (it is zeroed whenever a block leaves it), so padding needs no fill.
     */
    private final byte[] partial = new byte[BLOCK];
    private int partialLen;
    /** True for the POLYVAL view: blocks are byte-reversed on the way in and out. */
    private final boolean reversed;
    private boolean destroyed;

    private Ghash(@Secret long hHi, @Secret long hLo, boolean reversed) {
        this(Gf128.prepare(hHi, hLo), reversed);
    }

    private Ghash(long[] h, boolean reversed) {
        this.h = h;
        this.reversed = reversed;
    }

    /**
     * A GHASH with a running state of its own over this one's H. The two share the one array
     * that holds H, which both only read: destroying either zeroes H for both. For an owner that
     * lends a GHASH to each call and zeroes H once.
     */
    public Ghash withSameKey() {
        checkAlive();
        return new Ghash(h, reversed);
    }

    /** GHASH with the hash subkey {@code H = key[off .. off + 16)} (SP 800-38D: E_K(0^128)). */
    public static Ghash create(byte[] key, int off) {
        Ranges.checkRange("hash subkey", key, off, BLOCK);
        return new Ghash(Pack.loadLongBE(key, off), Pack.loadLongBE(key, off + 8), false);
    }

    /**
     * The GHASH instance that computes POLYVAL with the POLYVAL key {@code key[off .. off + 16)}
     * (RFC 8452, Appendix A): GHASH key {@code mulX_GHASH(ByteReverse(H))}, reversed blocks.
     */
    static Ghash forPolyval(byte[] key, int off) {
        Ranges.checkRange("POLYVAL key", key, off, BLOCK);
        long[] k = new long[2];
        // ByteReverse(H) read big-endian is H read little-endian with the halves swapped.
        Gf128.mulX(Pack.loadLongLE(key, off + 8), Pack.loadLongLE(key, off), k);
        Ghash g = new Ghash(k[0], k[1], true);
        Arrays.fill(k, 0);
        return g;
    }

    /** Absorbs {@code in[off .. off + len)}; any chunking gives the same result. */
    public void update(byte[] in, int off, int len) {
        Ranges.checkRange("in", in, off, len);
        checkAlive();
        int done = 0;
        if (partialLen > 0) {
            int n = Math.min(len, BLOCK - partialLen);
            System.arraycopy(in, off, partial, partialLen, n);
            partialLen += n;
            done = n;
            if (partialLen < BLOCK) {
                return;
            }
            absorb(partial, 0);
            Arrays.fill(partial, (byte) 0);
            partialLen = 0;
        }
        for (; done + BLOCK <= len; done += BLOCK) {
            absorb(in, off + done);
        }
        int rest = len - done;
        if (rest > 0) {
            System.arraycopy(in, off + done, partial, 0, rest);
            partialLen = rest;
        }
    }

    /** Completes a partly filled block with zero bytes and absorbs it (nothing on a boundary). */
    public void padToBlock() {
        checkAlive();
        if (partialLen > 0) {
            absorb(partial, 0);
            Arrays.fill(partial, (byte) 0);
            partialLen = 0;
        }
    }

    /**
     * Pads to a block boundary and absorbs the length block of SP 800-38D, section 7.1, step 5:
     * {@code [8 * aadBytes]_64 || [8 * dataBytes]_64}, big-endian.
     */
    public void lengths(long aadBytes, long dataBytes) {
        padToBlock();
        absorbWords(aadBytes << 3, dataBytes << 3);
    }

    /** Pads, then writes the 16-byte hash value to {@code out[off ..]}. The state is kept. */
    public void digest(byte[] out, int off) {
        Ranges.checkRange("out", out, off, BLOCK);
        padToBlock();
        if (reversed) {
            Pack.storeLongLE(y[1], out, off);
            Pack.storeLongLE(y[0], out, off + 8);
        } else {
            Pack.storeLongBE(y[0], out, off);
            Pack.storeLongBE(y[1], out, off + 8);
        }
    }

    /** Back to the empty message under the same key; zeroes the running value and partial block. */
    public void reset() {
        checkAlive();
        y[0] = 0;
        y[1] = 0;
        Arrays.fill(partial, (byte) 0);
        partialLen = 0;
    }

    /** Absorbs one block given as the two big-endian words GHASH sees (after any reversal). */
    void absorbWords(@Secret long hi, @Secret long lo) {
        y[0] ^= hi;
        y[1] ^= lo;
        Gf128.multiply(y, h);
    }

    private void absorb(byte[] b, int off) {
        if (reversed) {
            absorbWords(Pack.loadLongLE(b, off + 8), Pack.loadLongLE(b, off));
        } else {
            absorbWords(Pack.loadLongBE(b, off), Pack.loadLongBE(b, off + 8));
        }
    }

    private void checkAlive() {
        if (destroyed) {
            throw new IllegalStateException("this " + (reversed ? "Polyval" : "Ghash")
                    + " has been destroyed");
        }
    }

    /** Zeroes H, the running value and the partial block; later use throws. */
    @Override
    public void destroy() {
        Arrays.fill(h, 0);
        y[0] = 0;
        y[1] = 0;
        Arrays.fill(partial, (byte) 0);
        destroyed = true;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }
}
