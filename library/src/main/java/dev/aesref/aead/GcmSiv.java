package dev.aesref.aead;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.gf128.Polyval;
import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.ScratchPool;
import dev.aesref.internal.share.Wipeable;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.AEADBadTagException;

/**
 * AES-GCM-SIV, RFC 8452 (Gueron, Langley, Lindell, 2019): AEAD_AES_128_GCM_SIV and
 * AEAD_AES_256_GCM_SIV, nonce-misuse-resistant.
 *
 * <ul>
 *   <li>Section 4, key derivation: for each nonce, {@code AES(K, LE32(i) || nonce)} for
 *       i = 0..3 (AES-128) or 0..5 (AES-256); the first 8 bytes of blocks 0, 1 are the message
 *       authentication key, those of the following blocks the message encryption key.</li>
 *   <li>Section 4, tag: {@code S = POLYVAL(auth key, AAD || 0* || P || 0* || LE64(8 len(A)) ||
 *       LE64(8 len(P)))}, its first 12 bytes XORed with the nonce, the top bit of byte 15
 *       cleared, encrypted under the message encryption key. POLYVAL is {@link Polyval}.</li>
 *   <li>Section 4, counter: the tag with the top bit of byte 15 set is the first counter block;
 *       its first 32 bits are a little-endian counter that wraps modulo 2^32 while the other
 *       96 bits stay fixed. This counter is GCM-SIV's own and is implemented here
 *       ({@link #counterBlocks}); it is not one of {@link dev.aesref.CounterFlavour}'s.</li>
 *   <li>Section 6, limits: plaintext and AAD at most 2^36 bytes, ciphertext at most
 *       2^36 + 16 bytes. Lengths here are Java {@code int}s, below 2^31, so every call is within
 *       them; only the lower bound (a ciphertext holds at least the 16-byte tag) is checked.</li>
 * </ul>
 *
 * <p>Only 128- and 256-bit keys exist in RFC 8452; a 24-byte key is refused. The nonce is exactly
 * 12 bytes. Repeating a nonce reveals only whether two (nonce, AAD, message) triples are equal;
 * it is still wise not to repeat one (section 9).
 *
 * <p>Allocation: the derived encryption key is expanded with the same engine for every call and
 * destroyed before the call returns (the mode rekeys per nonce by definition), and each call
 * makes a {@link Polyval} for its authentication key, destroyed likewise. Seal and open run
 * the counter mode into a scratch buffer (grown when a longer message comes); {@code open}
 * verifies the tag before it copies anything to the caller's output, and the scratch, the derived
 * keys and the tag block are zeroed on every exit.
 *
 * <p>Thread-safe: one {@code GcmSiv} may serve {@code seal} and {@code open} on many threads at
 * once, given an engine whose keys may be shared. Each call borrows its scratch from a
 * {@link ScratchPool}; the key-generating key is only read. A call that overlaps
 * {@link #destroy()} returns the intact key's output, or throws {@link IllegalStateException}
 * with its output zeroed ({@link Lifetime}).
 */
public final class GcmSiv implements Aead {

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;
    private static final int NONCE_BYTES = 12;
    private static final int TAG_BYTES = 16;
    /** Counter blocks built per engine call. */
    static final int CHUNK_BLOCKS = 16;
    private static final String TAG_FAILURE = "GCM-SIV tag mismatch";

    private final BlockEngine engine;
    private final ExpandedKey keyGeneratingKey;
    private final Lifetime lifetime = new Lifetime("this GcmSiv");
    private final ScratchPool<Scratch> scratch;

    /** What one call writes: the derived keys, the tag blocks, keystream and the message. */
    private static final class Scratch implements Wipeable {
        final byte[] derived;
        final byte[] authKey = new byte[BLOCK];
        final byte[] encKey;
        final byte[] tag = new byte[BLOCK];
        final byte[] received = new byte[BLOCK];
        final byte[] keystream = new byte[CHUNK_BLOCKS * BLOCK];
        /** The message being encrypted or decrypted; grows to the largest message seen. */
        byte[] buf = new byte[0];
        /** How many bytes of {@link #buf} this call uses. */
        int used;

        Scratch(int keyBytes) {
            this.encKey = new byte[keyBytes];
            this.derived = new byte[(2 + keyBytes / 8) * BLOCK];
        }

        /** The message buffer, at least {@code len} bytes; an outgrown one is zero already. */
        byte[] buf(int len) {
            if (buf.length < len) {
                buf = new byte[len];
            }
            used = len;
            return buf;
        }

        @Override
        public void wipe() {
            Arrays.fill(buf, 0, used, (byte) 0);
            used = 0;
            Arrays.fill(derived, (byte) 0);
            Arrays.fill(authKey, (byte) 0);
            Arrays.fill(encKey, (byte) 0);
            Arrays.fill(tag, (byte) 0);
            Arrays.fill(received, (byte) 0);
            Arrays.fill(keystream, (byte) 0);
        }
    }

    private GcmSiv(BlockEngine engine, byte[] key) {
        this.engine = engine;
        this.keyGeneratingKey = engine.expandKey(key);
        int keyBytes = key.length;
        this.scratch = new ScratchPool<>(() -> new Scratch(keyBytes));
    }

    /**
     * AES-GCM-SIV under the key-generating key {@code key} (16 or 32 bytes; copied, the caller
     * keeps its array), using {@code engine} for every AES operation.
     *
     * @throws IllegalArgumentException if the key is not 16 or 32 bytes
     */
    public static GcmSiv create(BlockEngine engine, byte[] key) {
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(key, "key");
        if (key.length != 16 && key.length != 32) {
            throw new IllegalArgumentException("key length must be 16 or 32 bytes (RFC 8452"
                    + " defines AEAD_AES_128_GCM_SIV and AEAD_AES_256_GCM_SIV only; there is no"
                    + " AES-192 GCM-SIV), got " + key.length + " bytes");
        }
        return new GcmSiv(engine, key);
    }

    @Override
    public int tagBytes() {
        return TAG_BYTES;
    }

    private static void checkNonce(byte[] nonce) {
        Objects.requireNonNull(nonce, "nonce");
        if (nonce.length != NONCE_BYTES) {
            throw new IllegalArgumentException("nonce must be 12 bytes (RFC 8452 section 4),"
                    + " got " + nonce.length + " bytes");
        }
    }

    @Override
    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out,
                    int outOff) {
        checkNonce(nonce);
        Objects.requireNonNull(aad, "aad");
        Ranges.checkRange("in", in, inOff, len);
        Ranges.checkRange("out", out, outOff, len + TAG_BYTES);
        lifetime.checkLive();
        Scratch c = scratch.take();
        try {
            ExpandedKey encryption = deriveKeys(c, nonce);
            try {
                byte[] buf = c.buf(len);
                System.arraycopy(in, inOff, buf, 0, len);
                computeTag(c, encryption, nonce, aad, buf, len);
                ctr(encryption, c.tag, buf, len, c.keystream);
                System.arraycopy(buf, 0, out, outOff, len);
                System.arraycopy(c.tag, 0, out, outOff + len, TAG_BYTES);
                lifetime.confirm(out, outOff, len + TAG_BYTES);
                return len + TAG_BYTES;
            } finally {
                encryption.destroy();
            }
        } finally {
            c.wipe();
            scratch.give(c);
        }
    }

    @Override
    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out,
                    int outOff) throws AEADBadTagException {
        checkNonce(nonce);
        Objects.requireNonNull(aad, "aad");
        Ranges.checkRange("in", in, inOff, len);
        if (len < TAG_BYTES) {
            throw new IllegalArgumentException("in must hold at least the 16-byte tag (RFC 8452"
                    + " section 5), got " + len + " bytes");
        }
        int ctLen = len - TAG_BYTES;
        Ranges.checkRange("out", out, outOff, ctLen);
        lifetime.checkLive();
        Scratch c = scratch.take();
        try {
            ExpandedKey encryption = deriveKeys(c, nonce);
            try {
                byte[] buf = c.buf(ctLen);
                System.arraycopy(in, inOff, buf, 0, ctLen);
                // The received tag is where the counter starts; keep it for the comparison.
                System.arraycopy(in, inOff + ctLen, c.received, 0, TAG_BYTES);
                System.arraycopy(c.received, 0, c.tag, 0, TAG_BYTES);
                ctr(encryption, c.tag, buf, ctLen, c.keystream);
                computeTag(c, encryption, nonce, aad, buf, ctLen);
                boolean ok = ConstantTime.equal(c.tag, 0, c.received, 0, TAG_BYTES);
                // A destroy() that overlapped the key derivation makes the verdict meaningless.
                lifetime.confirm(out, outOff, 0);
                if (!ok) {
                    throw new AEADBadTagException(TAG_FAILURE);
                }
                System.arraycopy(buf, 0, out, outOff, ctLen);
                return ctLen;
            } finally {
                encryption.destroy();
            }
        } finally {
            c.wipe();
            scratch.give(c);
        }
    }

    /**
     * RFC 8452, section 4, {@code derive_keys}: fills {@link #authKey} and {@link #encKey} and
     * returns the expanded message encryption key (the caller destroys it).
     */
    private ExpandedKey deriveKeys(Scratch c, byte[] nonce) {
        byte[] derived = c.derived;
        byte[] authKey = c.authKey;
        byte[] encKey = c.encKey;
        int blocks = derived.length / BLOCK;
        for (int i = 0; i < blocks; i++) {
            Pack.storeIntLE(i, derived, i * BLOCK);
            System.arraycopy(nonce, 0, derived, i * BLOCK + 4, NONCE_BYTES);
        }
        keyGeneratingKey.encryptBlocks(derived, 0, derived, 0, blocks);
        System.arraycopy(derived, 0, authKey, 0, 8);
        System.arraycopy(derived, BLOCK, authKey, 8, 8);
        for (int i = 2; i < blocks; i++) {
            System.arraycopy(derived, i * BLOCK, encKey, (i - 2) * 8, 8);
        }
        Arrays.fill(derived, (byte) 0);
        try {
            return engine.expandKey(encKey);
        } finally {
            Arrays.fill(encKey, (byte) 0);
        }
    }

    /** RFC 8452, section 4: the tag of {@code plaintext[0 .. len)} into {@code c.tag}. */
    private static void computeTag(Scratch c, ExpandedKey encryption, byte[] nonce, byte[] aad,
                                   byte[] plaintext, int len) {
        byte[] tag = c.tag;
        Polyval polyval = Polyval.create(c.authKey, 0);
        try {
            polyval.update(aad, 0, aad.length);
            polyval.padToBlock();
            polyval.update(plaintext, 0, len);
            polyval.lengths(aad.length, len);
            polyval.digest(tag, 0);
        } finally {
            polyval.destroy();
        }
        for (int i = 0; i < NONCE_BYTES; i++) {
            tag[i] ^= nonce[i];
        }
        tag[15] &= 0x7F;
        encryption.encryptBlocks(tag, 0, tag, 0, 1);
    }

    /**
     * AES-CTR of RFC 8452, section 4, in place on {@code buf[0 .. len)}, from the counter block
     * {@code initial} with its top bit set; {@code keystream} is scratch of
     * {@code CHUNK_BLOCKS} blocks, zeroed on return.
     */
    static void ctr(ExpandedKey encryption, byte[] initial, byte[] buf, int len,
                    byte[] keystream) {
        int blocks = (len + BLOCK - 1) / BLOCK;
        for (int done = 0; done < blocks; done += CHUNK_BLOCKS) {
            int n = Math.min(CHUNK_BLOCKS, blocks - done);
            counterBlocks(initial, done, keystream, n);
            encryption.encryptBlocks(keystream, 0, keystream, 0, n);
            int base = done * BLOCK;
            int m = Math.min(n * BLOCK, len - base);
            for (int k = 0; k < m; k++) {
                buf[base + k] ^= keystream[k];
            }
        }
        Arrays.fill(keystream, (byte) 0);
    }

    /**
     * Counter blocks {@code first .. first + n - 1} of the stream that starts from
     * {@code initial} with the top bit of byte 15 set: bytes 4..15 fixed, bytes 0..3 the
     * little-endian {@code LE32(initial[0..3]) + j mod 2^32}. The addition is an ordinary
     * {@code int} addition, which wraps modulo 2^32 without a branch.
     */
    static void counterBlocks(byte[] initial, int first, byte[] dst, int n) {
        int low = Pack.loadIntLE(initial, 0);
        for (int j = 0; j < n; j++) {
            int off = j * BLOCK;
            System.arraycopy(initial, 4, dst, off + 4, BLOCK - 4);
            dst[off + 15] |= (byte) 0x80;
            Pack.storeIntLE(low + first + j, dst, off);
        }
    }

    /** Destroys the key-generating key this object expanded; the scratch is zero between calls. */
    @Override
    public void destroy() {
        lifetime.destroy();
        keyGeneratingKey.destroy();
    }

    @Override
    public boolean isDestroyed() {
        return lifetime.isDestroyed();
    }
}
