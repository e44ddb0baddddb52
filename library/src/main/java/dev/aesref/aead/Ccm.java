package dev.aesref.aead;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.ct.Pack;
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
 * <p>Decryption runs CTR into scratch owned by this object, recomputes the CBC-MAC over that
 * plaintext, compares the masked tag in constant time, and only then copies the plaintext out;
 * the scratch is zeroed on every path. The scratch grows to the largest message seen (the only
 * allocation after construction). The caller keeps owning the {@link ExpandedKey}; not
 * thread-safe.
 */
public final class Ccm implements Aead {

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;
    private static final String BAD_TAG = "CCM tag mismatch";
    /** A.2.2: associated data at least this long uses the 6-byte length encoding. */
    private static final int SHORT_AAD_LIMIT = (1 << 16) - (1 << 8);

    private final ExpandedKey key;
    private final int tagBytes;
    private final CbcMac cbcMac;
    /** B_0, then reused as Ctr_0. */
    private final byte[] b0 = new byte[BLOCK];
    private final byte[] header = new byte[6];
    private final byte[] t = new byte[BLOCK];
    private final byte[] s0 = new byte[BLOCK];
    private final byte[] block = new byte[BLOCK];
    private byte[] scratch = new byte[0];
    private boolean destroyed;

    private Ccm(ExpandedKey key, int tagBytes) {
        this.key = key;
        this.tagBytes = tagBytes;
        this.cbcMac = new CbcMac(key);
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
        checkAlive();
        checkNonce(nonce);
        Objects.requireNonNull(aad, "aad");
        Ranges.checkRange("in", in, inOff, len);
        checkPayload(nonce.length, len);
        Ranges.checkRange("out", out, outOff, Math.addExact(len, tagBytes));
        try {
            mac(nonce, aad, in, inOff, len);
            counterZero(nonce);
            CtrXor.xor(key, CounterFlavour.CTR128_BE, b0, 1, in, inOff, out, outOff, len, block);
            for (int i = 0; i < tagBytes; i++) {
                out[outOff + len + i] = (byte) (t[i] ^ s0[i]);
            }
            return len + tagBytes;
        } finally {
            wipe();
        }
    }

    @Override
    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws AEADBadTagException {
        checkAlive();
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
        if (scratch.length < n) {
            Arrays.fill(scratch, (byte) 0);
            scratch = new byte[Math.max(n, 2 * scratch.length)];
        }
        boolean ok = false;
        try {
            counterZero(nonce);
            CtrXor.xor(key, CounterFlavour.CTR128_BE, b0, 1, in, inOff, scratch, 0, n, block);
            mac(nonce, aad, scratch, 0, n);
            for (int i = 0; i < tagBytes; i++) {
                t[i] ^= s0[i];
            }
            ok = ConstantTime.equal(t, 0, in, inOff + n, tagBytes);
            if (ok) {
                System.arraycopy(scratch, 0, out, outOff, n);
            }
        } finally {
            Arrays.fill(scratch, 0, n, (byte) 0);
            wipe();
        }
        if (!ok) {
            throw new AEADBadTagException(BAD_TAG);
        }
        return n;
    }

    /** SP 800-38C 6.1 steps 1-5 with the formatting of A.2: leaves {@code T} (16 bytes) in {@code t}. */
    private void mac(byte[] nonce, byte[] aad, byte[] p, int pOff, int pLen) {
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
        cbcMac.finish(t, 0, BLOCK);
    }

    /** A.3: {@code b0 = Ctr_0 = (q - 1) || N || 0^8q}; {@code s0 = CIPH_K(Ctr_0)}. */
    private void counterZero(byte[] nonce) {
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

    private void wipe() {
        Arrays.fill(b0, (byte) 0);
        Arrays.fill(header, (byte) 0);
        Arrays.fill(t, (byte) 0);
        Arrays.fill(s0, (byte) 0);
    }

    @Override
    public void destroy() {
        cbcMac.destroy();
        wipe();
        Arrays.fill(block, (byte) 0);
        Arrays.fill(scratch, (byte) 0);
        destroyed = true;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    private void checkAlive() {
        if (destroyed) {
            throw new IllegalStateException("Ccm has been destroyed");
        }
    }
}
