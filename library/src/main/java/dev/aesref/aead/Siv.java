package dev.aesref.aead;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.share.Lifetime;
import dev.aesref.mac.Cmac;
import dev.aesref.mac.Dbl;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import javax.crypto.AEADBadTagException;

/**
 * AES-SIV, RFC 5297: deterministic authenticated encryption over a vector of associated-data
 * strings, and its nonce-based AEAD form.
 *
 * <ul>
 *   <li>Keys (section 2.2): 32, 48 or 64 bytes, split in halves: {@code K1} (the left half) keys
 *       the S2V PRF, {@code K2} (the right half) keys CTR. The halves are copied and expanded
 *       here; this object owns and destroys both expanded keys.</li>
 *   <li>S2V (section 2.4): {@code D = CMAC(0^128)}; for every string but the last,
 *       {@code D = dbl(D) XOR CMAC(S_i)}; the last string is {@code S_n xorend D} when it has 16
 *       bytes or more, else {@code dbl(D) XOR pad(S_n)}; {@code V = CMAC} of that. The last
 *       string is always the plaintext. {@code dbl} is {@link Dbl}, CMAC is {@link Cmac}.</li>
 *   <li>CTR (section 2.5): counter block {@code Q = V AND 1^64 0^1 1^31 0^1 1^31} (bits 63 and
 *       31 of the low half cleared), then the whole block incremented as a 128-bit big-endian
 *       integer ({@link CounterFlavour#CTR128_BE}). Clearing the two bits means the low 32- and
 *       64-bit words cannot carry for any message shorter than 2^31 blocks, so implementations that
 *       increment only a low word agree; this class increments all 128 bits, as the RFC says.</li>
 *   <li>Output (section 2.6): {@code V || C}, 16 bytes longer than the plaintext.</li>
 *   <li>Limits (section 2.6): at most 126 associated-data strings, so that S2V sees at most 127
 *       strings with the plaintext. The AEAD form (section 3; section 6 gives
 *       {@code N_MIN = 1}) adds the nonce as the last associated-data string, after the
 *       {@code aad}: S2V(K1, aad, nonce, plaintext). Its nonce must be at least one byte;
 *       Wycheproof's {@code aead_aes_siv_cmac_test.json} uses nonces of 1 to 40 bytes.</li>
 * </ul>
 *
 * <p>Decryption runs CTR into scratch owned by this object, recomputes V over that plaintext,
 * compares it with the received V in constant time, and only then copies the plaintext out; the
 * scratch is zeroed on every path. The scratch grows to the largest message seen (the only
 * allocation after construction).
 *
 * <p>Thread-safe: one {@code Siv} may serve both forms on many threads at once, given an engine
 * whose keys may be shared. Each call borrows its scratch (the S2V blocks, the plaintext buffer
 * and a CMAC with its subkeys) from {@link KeyedScratches} and zeroes it on every exit; the two
 * expanded keys are only read. A call that overlaps {@link #destroy()} returns the intact keys'
 * output, or throws {@link IllegalStateException} with its output zeroed ({@link Lifetime}).
 */
public final class Siv implements Aead {

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;
    /** RFC 5297 section 2.6: the associated data holds at most 126 strings. */
    public static final int MAX_ASSOCIATED_DATA = 126;
    private static final String BAD_TAG = "SIV synthetic IV mismatch";
    private static final byte[] ZERO_BLOCK = new byte[BLOCK];

    private final ExpandedKey macKey;
    private final ExpandedKey ctrKey;
    private final Lifetime lifetime = new Lifetime("this Siv");
    private final KeyedScratches<Scratch> scratch;

    /** What one call writes: the S2V blocks, Q, a partial block, the plaintext and a CMAC. */
    private final class Scratch extends KeyedScratches.Scratch {
        final byte[] d = new byte[BLOCK];
        final byte[] t = new byte[BLOCK];
        final byte[] v = new byte[BLOCK];
        final byte[] q = new byte[BLOCK];
        final byte[] block = new byte[BLOCK];
        /** The associated-data vector of the AEAD form, {@code [aad]}, reused so that calls allocate nothing. */
        final byte[][] oneAad = new byte[1][];
        /** The plaintext of {@code open} before its check; grows to the largest message seen. */
        byte[] plain = new byte[0];
        /** How many bytes of {@link #plain} this call uses. */
        int used;
        Cmac cmac;

        /** The plaintext buffer, at least {@code n} bytes; an outgrown one is zero already. */
        byte[] plain(int n) {
            if (plain.length < n) {
                plain = new byte[Math.max(n, 2 * plain.length)];
            }
            used = n;
            return plain;
        }

        @Override
        void key() {
            if (cmac == null || cmac.isDestroyed()) {
                cmac = Cmac.create(macKey, BLOCK);
            }
        }

        @Override
        void unkey() {
            if (cmac != null) {
                cmac.destroy();
            }
        }

        @Override
        public void wipe() {
            if (cmac != null && !cmac.isDestroyed()) {
                try {
                    cmac.reset();
                } catch (IllegalStateException destroyedMeanwhile) {
                    // destroy() zeroed this CMAC after the check: nothing is left to reset.
                }
            }
            Arrays.fill(d, (byte) 0);
            Arrays.fill(t, (byte) 0);
            Arrays.fill(v, (byte) 0);
            Arrays.fill(q, (byte) 0);
            Arrays.fill(block, (byte) 0);
            Arrays.fill(plain, 0, used, (byte) 0);
            used = 0;
            oneAad[0] = null;
        }
    }

    private Siv(ExpandedKey macKey, ExpandedKey ctrKey) {
        this.macKey = macKey;
        this.ctrKey = ctrKey;
        this.scratch = new KeyedScratches<>(lifetime, Scratch::new);
    }

    /**
     * AES-SIV with a 32-, 48- or 64-byte key (AES-128, -192 or -256 in each half), expanded by
     * {@code engine}. The caller keeps owning {@code key}.
     *
     * @throws IllegalArgumentException if the key is not 32, 48 or 64 bytes
     */
    public static Siv create(BlockEngine engine, byte[] key) {
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(key, "key");
        if (key.length != 32 && key.length != 48 && key.length != 64) {
            throw new IllegalArgumentException("SIV key length must be 32, 48 or 64 bytes "
                    + "(two AES keys, RFC 5297 section 2.2), got " + key.length + " bytes");
        }
        int half = key.length / 2;
        byte[] k1 = Arrays.copyOfRange(key, 0, half);
        byte[] k2 = Arrays.copyOfRange(key, half, key.length);
        try {
            return new Siv(engine.expandKey(k1), engine.expandKey(k2));
        } finally {
            Arrays.fill(k1, (byte) 0);
            Arrays.fill(k2, (byte) 0);
        }
    }

    /** The synthetic IV is the tag: 16 bytes. */
    @Override
    public int tagBytes() {
        return BLOCK;
    }

    // ---- deterministic form (RFC 5297 section 2.6 / 2.7) ----

    /** Seals {@code plaintext} under the associated-data vector; returns {@code V || C}. */
    public byte[] seal(byte[][] associatedData, byte[] plaintext) {
        Objects.requireNonNull(plaintext, "plaintext");
        byte[] out = new byte[Math.addExact(plaintext.length, BLOCK)];
        seal(associatedData, plaintext, 0, plaintext.length, out, 0);
        return out;
    }

    /** Opens {@code V || C}; returns the plaintext, or throws without releasing anything. */
    public byte[] open(byte[][] associatedData, byte[] sealed) throws AEADBadTagException {
        Objects.requireNonNull(sealed, "sealed");
        checkSealedLength(sealed.length);
        byte[] out = new byte[sealed.length - BLOCK];
        open(associatedData, sealed, 0, sealed.length, out, 0);
        return out;
    }

    /** Writes {@code V || C} ({@code len + 16} bytes) to {@code out[outOff ..)}. */
    public int seal(byte[][] associatedData, byte[] in, int inOff, int len, byte[] out, int outOff) {
        checkVector(associatedData);
        lifetime.checkLive();
        Scratch c = scratch.take();
        try {
            return doSeal(c, associatedData, null, in, inOff, len, out, outOff);
        } finally {
            scratch.give(c);
        }
    }

    /** Verifies and decrypts {@code V || C} in {@code in[inOff .. inOff + len)}. */
    public int open(byte[][] associatedData, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws AEADBadTagException {
        checkVector(associatedData);
        lifetime.checkLive();
        Scratch c = scratch.take();
        try {
            return doOpen(c, associatedData, null, in, inOff, len, out, outOff);
        } finally {
            scratch.give(c);
        }
    }

    // ---- nonce-based AEAD form (RFC 5297 section 3) ----

    @Override
    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
        checkNonce(nonce);
        Objects.requireNonNull(aad, "aad");
        lifetime.checkLive();
        Scratch c = scratch.take();
        try {
            c.oneAad[0] = aad;
            return doSeal(c, c.oneAad, nonce, in, inOff, len, out, outOff);
        } finally {
            scratch.give(c);
        }
    }

    @Override
    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws AEADBadTagException {
        checkNonce(nonce);
        Objects.requireNonNull(aad, "aad");
        lifetime.checkLive();
        Scratch c = scratch.take();
        try {
            c.oneAad[0] = aad;
            return doOpen(c, c.oneAad, nonce, in, inOff, len, out, outOff);
        } finally {
            scratch.give(c);
        }
    }

    // ---- the construction ----

    /** Seals with the scratch {@code c}; the caller takes it and gives it back. */
    private int doSeal(Scratch c, byte[][] ad, byte[] nonce, byte[] in, int inOff, int len,
                       byte[] out, int outOff) {
        Ranges.checkRange("in", in, inOff, len);
        Ranges.checkRange("out", out, outOff, Math.addExact(len, BLOCK));
        try {
            s2v(c, ad, nonce, in, inOff, len, c.v);
            counterBlock(c.v, c.q);
            // The whole input has been read by S2V; CtrXor copes with any overlap of in and
            // out + 16, and V goes out last, after CTR has consumed the input.
            CtrXor.xor(ctrKey, CounterFlavour.CTR128_BE, c.q, 0, in, inOff, out, outOff + BLOCK, len, c.block);
            System.arraycopy(c.v, 0, out, outOff, BLOCK);
            lifetime.confirm(out, outOff, len + BLOCK);
            return len + BLOCK;
        } catch (RuntimeException e) {
            // A CMAC or key destroyed under this call throws: zero the output, then say so.
            lifetime.confirm(out, outOff, len + BLOCK);
            throw e;
        }
    }

    /** Opens with the scratch {@code c}; the caller takes it and gives it back. */
    private int doOpen(Scratch c, byte[][] ad, byte[] nonce, byte[] in, int inOff, int len,
                       byte[] out, int outOff) throws AEADBadTagException {
        Ranges.checkRange("in", in, inOff, len);
        checkSealedLength(len);
        int n = len - BLOCK;
        Ranges.checkRange("out", out, outOff, n);
        byte[] plain = c.plain(n);
        boolean ok;
        try {
            System.arraycopy(in, inOff, c.v, 0, BLOCK);
            counterBlock(c.v, c.q);
            CtrXor.xor(ctrKey, CounterFlavour.CTR128_BE, c.q, 0, in, inOff + BLOCK, plain, 0, n, c.block);
            s2v(c, ad, nonce, plain, 0, n, c.t);
            ok = ConstantTime.equal(c.v, 0, c.t, 0, BLOCK);
            if (ok) {
                System.arraycopy(plain, 0, out, outOff, n);
            }
            // Plaintext, or a verdict, is released only if no destroy() overlapped its making.
            lifetime.confirm(out, outOff, n);
        } catch (RuntimeException e) {
            lifetime.confirm(out, outOff, n);
            throw e;
        }
        if (!ok) {
            throw new AEADBadTagException(BAD_TAG);
        }
        return n;
    }

    /**
     * RFC 5297 section 2.4, S2V over {@code ad[0..]}, then {@code nonce} when it is not null, then
     * the plaintext {@code p[pOff .. pOff + pLen)}; writes V to {@code dst}.
     */
    private static void s2v(Scratch c, byte[][] ad, byte[] nonce, byte[] p, int pOff, int pLen, byte[] dst) {
        Cmac cmac = c.cmac;
        byte[] d = c.d;
        byte[] t = c.t;
        cmac.compute(ZERO_BLOCK, 0, BLOCK, d, 0);
        for (byte[] s : ad) {
            mixIn(c, s);
        }
        if (nonce != null) {
            mixIn(c, nonce);
        }
        cmac.reset();
        if (pLen >= BLOCK) {
            // S_n xorend D: D is XORed into the last 16 bytes of S_n.
            int head = pLen - BLOCK;
            cmac.update(p, pOff, head);
            for (int i = 0; i < BLOCK; i++) {
                t[i] = (byte) (p[pOff + head + i] ^ d[i]);
            }
        } else {
            // dbl(D) XOR pad(S_n), pad = S_n || 1 || 0*.
            Dbl.dbl(d, 0, t, 0);
            for (int i = 0; i < pLen; i++) {
                t[i] ^= p[pOff + i];
            }
            t[pLen] ^= (byte) 0x80;
        }
        cmac.update(t, 0, BLOCK);
        cmac.finish(dst, 0);
    }

    /** {@code D = dbl(D) XOR CMAC(s)}. */
    private static void mixIn(Scratch c, byte[] s) {
        c.cmac.compute(s, 0, s.length, c.t, 0);
        Dbl.dbl(c.d, 0);
        for (int i = 0; i < BLOCK; i++) {
            c.d[i] ^= c.t[i];
        }
    }

    /** RFC 5297 section 2.5: {@code Q = V bitand 1^64 || 0^1 || 1^31 || 0^1 || 1^31}. */
    private static void counterBlock(byte[] v, byte[] q) {
        System.arraycopy(v, 0, q, 0, BLOCK);
        q[8] &= 0x7F;
        q[12] &= 0x7F;
    }

    private static void checkVector(byte[][] ad) {
        Objects.requireNonNull(ad, "associatedData");
        if (ad.length > MAX_ASSOCIATED_DATA) {
            throw new IllegalArgumentException("associatedData must hold at most 126 strings "
                    + "(RFC 5297 section 2.6), got " + ad.length);
        }
        for (int i = 0; i < ad.length; i++) {
            Objects.requireNonNull(ad[i], "associatedData[" + i + "]");
        }
    }

    private static void checkNonce(byte[] nonce) {
        Objects.requireNonNull(nonce, "nonce");
        if (nonce.length < 1) {
            throw new IllegalArgumentException(
                    "nonce must be at least 1 byte (RFC 5297 section 6, N_MIN = 1), got 0 bytes");
        }
    }

    private static void checkSealedLength(int len) {
        if (len < BLOCK) {
            throw new IllegalArgumentException("SIV input must hold at least the 16-byte synthetic IV,"
                    + " got " + len + " bytes");
        }
    }

    /** Destroys the two expanded keys and the CMAC subkeys of the scratch; later calls throw. */
    @Override
    public void destroy() {
        lifetime.destroy();
        scratch.destroy();
        macKey.destroy();
        ctrKey.destroy();
    }

    @Override
    public boolean isDestroyed() {
        return lifetime.isDestroyed();
    }

    /** The kept scratches (for the tests that look at what this object holds). */
    List<? extends KeyedScratches.Scratch> keptScratch() {
        return scratch.kept();
    }
}
