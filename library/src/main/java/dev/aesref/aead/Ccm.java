package dev.aesref.aead;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.ScratchPool;
import dev.aesref.internal.share.Wipeable;
import dev.aesref.mac.CbcMac;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.AEADBadTagException;

/**
 * CCM with AES, NIST SP 800-38C (2004, updated 2007) with the formatting of its Appendix A; also
 * RFC 3610.
 *
 * <ul>
 *   <li>Parameters (A.1): nonce of {@code n} = 7..13 bytes, so the length field has
 *       {@code q = 15 - n} bytes and the payload must be shorter than {@code 2^(8q)} bytes;
 *       tag of {@code t} = 4, 6, 8, 10, 12, 14 or 16 bytes.</li>
 *   <li>Formatting (A.2): {@code B_0 = flags || N || [Plen]_8q} with
 *       {@code flags = 64 Adata + 8 (t - 2) / 2 + (q - 1)} (A.2.1); a non-empty associated data
 *       string is prefixed with its length in 2 bytes when it is shorter than {@code 2^16 - 2^8},
 *       else {@code 0xff 0xfe} and 4 bytes (A.2.2), and zero-padded to whole blocks; the payload
 *       is zero-padded too (A.2.3). A.2.2's third form ({@code 0xff 0xff} and 8 bytes, for
 *       {@code a >= 2^32}) cannot occur: a Java array holds fewer than 2^31 bytes.</li>
 *   <li>Tag (section 6.1): {@code T = MSB_t(Y_r)} of the CBC-MAC ({@link CbcMac}) over those
 *       blocks; the output is {@code C || (T XOR MSB_t(S_0))}.</li>
 *   <li>Counter (A.3): {@code Ctr_i = flags' || N || [i]_8q}, {@code flags' = q - 1}, and
 *       {@code S_i = CIPH_K(Ctr_i)}; {@code S_0} masks the tag, {@code S_1, S_2, ...} encrypt
 *       the payload. These blocks are exactly {@link CounterFlavour#CTR128_BE} from {@code Ctr_0}
 *       at indices {@code 0, 1, 2, ...}: {@code Ctr_0} has its {@code q} counter bytes zero, and
 *       adding {@code i} to the 128-bit integer {@code Ctr_0} changes only those bytes as long as
 *       {@code i < 2^(8q)}. The length limit guarantees that: a payload shorter than
 *       {@code 2^(8q)} bytes needs at most {@code 2^(8q-4)} blocks, so the largest index is
 *       below {@code 2^(8q)} and no carry ever reaches the nonce or the flags. The keystream goes
 *       through {@link ExpandedKey#ctrXorBlocks} like every other counter mode here.</li>
 * </ul>
 *
 * <p>Decryption runs CTR into scratch, recomputes the CBC-MAC over that plaintext, compares the
 * masked tag in constant time, and only then copies the plaintext out; the scratch is zeroed on
 * every path. The scratch grows to the largest message seen (the only allocation after
 * construction). The caller keeps owning the {@link ExpandedKey}.
 *
 * <p>Thread-safe: one {@code Ccm} may serve {@code seal} and {@code open} on many threads at
 * once, given a key that may be shared. Each call borrows its scratch (the formatted blocks, the
 * CBC-MAC chain and the plaintext buffer) from a {@link ScratchPool}. A call that overlaps
 * {@link #destroy()} returns the intact key's output, or throws {@link IllegalStateException}
 * with its output zeroed ({@link Lifetime}).
 */
public final class Ccm implements Aead {

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;
    private static final String BAD_TAG = "CCM tag mismatch";
    /** A.2.2: associated data at least this long uses the 6-byte length encoding. */
    private static final int SHORT_AAD_LIMIT = (1 << 16) - (1 << 8);

    private final ExpandedKey key;
    private final int tagBytes;
    private final Lifetime lifetime = new Lifetime("this Ccm");
    private final ScratchPool<Scratch> scratch;

    /** What one call writes. The CBC-MAC chain holds no key of its own, only its state. */
    private static final class Scratch implements Wipeable {
        final CbcMac cbcMac;
        /** B_0, then reused as Ctr_0. */
        final byte[] b0 = new byte[BLOCK];
        final byte[] header = new byte[6];
        final byte[] t = new byte[BLOCK];
        final byte[] s0 = new byte[BLOCK];
        final byte[] block = new byte[BLOCK];
        /** The plaintext of {@code open} before its check; grows to the largest message seen. */
        byte[] plain = new byte[0];
        /** How many bytes of {@link #plain} this call uses. */
        int used;

        Scratch(ExpandedKey key) {
            this.cbcMac = new CbcMac(key);
        }

        /** The plaintext buffer, at least {@code n} bytes; an outgrown one is zero already. */
        byte[] plain(int n) {
            if (plain.length < n) {
                plain = new byte[Math.max(n, 2 * plain.length)];
            }
            used = n;
            return plain;
        }

        @Override
        public void wipe() {
            cbcMac.reset();
            Arrays.fill(b0, (byte) 0);
            Arrays.fill(header, (byte) 0);
            Arrays.fill(t, (byte) 0);
            Arrays.fill(s0, (byte) 0);
            Arrays.fill(block, (byte) 0);
            Arrays.fill(plain, 0, used, (byte) 0);
            used = 0;
        }
    }

    private Ccm(ExpandedKey key, int tagBytes) {
        this.key = key;
        this.tagBytes = tagBytes;
        this.scratch = new ScratchPool<>(() -> new Scratch(key));
    }

    /**
     * CCM over {@code key} with {@code tagBytes}-byte tags.
     *
     * @throws IllegalArgumentException if {@code tagBytes} is not 4, 6, 8, 10, 12, 14 or 16
     */
    public static Ccm create(ExpandedKey key, int tagBytes) {
        Objects.requireNonNull(key, "key");
        if (tagBytes < 4 || tagBytes > BLOCK || (tagBytes & 1) != 0) {
            throw new IllegalArgumentException("tagBytes must be 4, 6, 8, 10, 12, 14 or 16 "
                    + "(SP 800-38C A.1), got " + tagBytes);
        }
        return new Ccm(key, tagBytes);
    }

    @Override
    public int tagBytes() {
        return tagBytes;
    }

    @Override
    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
        lifetime.checkLive();
        checkNonce(nonce);
        Objects.requireNonNull(aad, "aad");
        Ranges.checkRange("in", in, inOff, len);
        checkPayload(nonce.length, len);
        Ranges.checkRange("out", out, outOff, Math.addExact(len, tagBytes));
        Scratch c = scratch.take();
        try {
            mac(c, nonce, aad, in, inOff, len);
            counterZero(c, nonce);
            CtrXor.xor(key, CounterFlavour.CTR128_BE, c.b0, 1, in, inOff, out, outOff, len, c.block);
            for (int i = 0; i < tagBytes; i++) {
                out[outOff + len + i] = (byte) (c.t[i] ^ c.s0[i]);
            }
            lifetime.confirm(out, outOff, len + tagBytes);
            return len + tagBytes;
        } finally {
            c.wipe();
            scratch.give(c);
        }
    }

    @Override
    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws AEADBadTagException {
        lifetime.checkLive();
        checkNonce(nonce);
        Objects.requireNonNull(aad, "aad");
        Ranges.checkRange("in", in, inOff, len);
        if (len < tagBytes) {
            throw new IllegalArgumentException("ciphertext must hold at least the " + tagBytes
                    + "-byte tag, got " + len + " bytes");
        }
        int n = len - tagBytes;
        checkPayload(nonce.length, n);
        Ranges.checkRange("out", out, outOff, n);
        boolean ok = false;
        Scratch c = scratch.take();
        try {
            byte[] plain = c.plain(n);
            counterZero(c, nonce);
            CtrXor.xor(key, CounterFlavour.CTR128_BE, c.b0, 1, in, inOff, plain, 0, n, c.block);
            mac(c, nonce, aad, plain, 0, n);
            for (int i = 0; i < tagBytes; i++) {
                c.t[i] ^= c.s0[i];
            }
            ok = ConstantTime.equal(c.t, 0, in, inOff + n, tagBytes);
            if (ok) {
                System.arraycopy(plain, 0, out, outOff, n);
            }
            // Plaintext, or a verdict, is released only if no destroy() overlapped its making.
            lifetime.confirm(out, outOff, n);
        } finally {
            c.wipe();
            scratch.give(c);
        }
        if (!ok) {
            throw new AEADBadTagException(BAD_TAG);
        }
        return n;
    }

    /** SP 800-38C 6.1 steps 1-5 with the formatting of A.2: leaves {@code T} (16 bytes) in {@code t}. */
    private void mac(Scratch c, byte[] nonce, byte[] aad, byte[] p, int pOff, int pLen) {
        CbcMac cbcMac = c.cbcMac;
        byte[] b0 = c.b0;
        byte[] header = c.header;
        int q = BLOCK - 1 - nonce.length;
        int adata = aad.length == 0 ? 0 : 64;
        b0[0] = (byte) (adata | (((tagBytes - 2) / 2) << 3) | (q - 1));
        System.arraycopy(nonce, 0, b0, 1, nonce.length);
        storeLength(pLen, b0, 1 + nonce.length, q);
        cbcMac.reset();
        cbcMac.update(b0, 0, BLOCK);
        if (aad.length > 0) {
            int h;
            if (aad.length < SHORT_AAD_LIMIT) {
                header[0] = (byte) (aad.length >>> 8);
                header[1] = (byte) aad.length;
                h = 2;
            } else {
                header[0] = (byte) 0xff;
                header[1] = (byte) 0xfe;
                Pack.storeIntBE(aad.length, header, 2);
                h = 6;
            }
            cbcMac.update(header, 0, h);
            cbcMac.update(aad, 0, aad.length);
            cbcMac.padWithZeros();
        }
        cbcMac.update(p, pOff, pLen);
        cbcMac.padWithZeros();
        cbcMac.finish(c.t, 0, BLOCK);
    }

    /** A.3: {@code b0 = Ctr_0 = (q - 1) || N || 0^8q}; {@code s0 = CIPH_K(Ctr_0)}. */
    private void counterZero(Scratch c, byte[] nonce) {
        byte[] b0 = c.b0;
        byte[] s0 = c.s0;
        int q = BLOCK - 1 - nonce.length;
        Arrays.fill(b0, (byte) 0);
        b0[0] = (byte) (q - 1);
        System.arraycopy(nonce, 0, b0, 1, nonce.length);
        Arrays.fill(s0, (byte) 0);
        key.ctrXorBlocks(CounterFlavour.CTR128_BE, b0, 0, s0, 0, s0, 0, 1);
    }

    /** {@code [len]_8q} big-endian into {@code dst[off .. off + q)} (len is public). */
    private static void storeLength(int len, byte[] dst, int off, int q) {
        for (int i = 0; i < q; i++) {
            int shift = 8 * (q - 1 - i);
            dst[off + i] = shift < Integer.SIZE ? (byte) (len >>> shift) : 0;
        }
    }

    private static void checkNonce(byte[] nonce) {
        Objects.requireNonNull(nonce, "nonce");
        if (nonce.length < 7 || nonce.length > 13) {
            throw new IllegalArgumentException(
                    "nonce length must be 7..13 bytes (SP 800-38C A.1), got " + nonce.length + " bytes");
        }
    }

    /** A.1: the payload must be shorter than 2^(8q) bytes, q = 15 - nonce length. */
    private static void checkPayload(int nonceBytes, int len) {
        int q = BLOCK - 1 - nonceBytes;
        if (q < 4 && len >= (1 << (8 * q))) {
            throw new IllegalArgumentException("payload must be shorter than 2^" + (8 * q)
                    + " bytes with a " + nonceBytes + "-byte nonce (SP 800-38C A.1, q = " + q
                    + "), got " + len + " bytes");
        }
    }

    /**
     * Marks this object destroyed; later calls throw. It derives nothing from the key, and its
     * scratch is zero between calls, so there is nothing else to zero; the key stays the caller's.
     */
    @Override
    public void destroy() {
        lifetime.destroy();
    }

    @Override
    public boolean isDestroyed() {
        return lifetime.isDestroyed();
    }
}
