package dev.aesref.mode;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.ScratchPool;
import dev.aesref.internal.share.Wipeable;
import java.util.Arrays;
import java.util.Objects;
import javax.security.auth.Destroyable;

/**
 * XTS-AES, IEEE Std 1619-2018 (approved by NIST SP 800-38E): a tweakable length-preserving mode
 * for storage, one data unit (a sector) at a time, with ciphertext stealing for a final partial
 * block. No authentication: XTS gives confidentiality only, and an attacker who can write the
 * medium can replace any 16-byte block with an earlier value or with noise.
 *
 * <p>The key is Key1 || Key2 (IEEE 1619 section 5.1): Key1 encrypts data, Key2 encrypts the
 * 128-bit tweak i to {@code T = AES-enc(Key2, i)}. Block j of the data unit is
 * {@code C_j = AES-enc(Key1, P_j XOR T_j) XOR T_j} with {@code T_j = T * alpha^j} in GF(2^128)
 * (section 5.3.1). A final partial block borrows the tail of the previous ciphertext block
 * (ciphertext stealing, sections 5.3.2 and 5.4.2).
 *
 * <p>Rules, all checked before any output byte is written:
 * <ul>
 *   <li>The key is 32 or 64 bytes (XTS-AES-128, XTS-AES-256; the sizes IEEE 1619 and
 *       SP 800-38E define), or 48 bytes (two AES-192 keys: outside IEEE 1619, but the same
 *       construction, and Wycheproof's {@code aes_xts_test.json} lists it as valid).</li>
 *   <li>Key1 must differ from Key2 (compared in constant time). IEEE 1619 splits the key into two
 *       independent keys, and FIPS 140-3 Implementation Guidance C.I requires a module to check
 *       Key1 != Key2 explicitly.</li>
 *   <li>A data unit is at least 16 bytes (one block; stealing needs a full block) and at most
 *       2^20 blocks (IEEE 1619 section 5.1, the data unit size limit; SP 800-38E makes it a
 *       "shall").</li>
 *   <li>The tweak is 16 bytes: the data unit's sequence number as a 128-bit little-endian integer
 *       ({@link #tweakForDataUnit(long)} builds it).</li>
 * </ul>
 *
 * <p>The whole blocks go to the engine in batches: the tweaks T_j of up to {@value #BATCH_BLOCKS}
 * blocks are written into owned scratch, XORed into the data, encrypted with one
 * {@code encryptBlocks} call in place, and XORed out again, so a data unit of up to 4096 bytes is
 * one engine call. Scratch is zeroed after every call. The object owns the two expanded keys and
 * {@link #destroy()} zeroes them.
 *
 * <p>Thread-safe when its engine's keys are: calls only read the two keys, and each borrows its
 * tweak scratch from a {@link ScratchPool}. A call that overlaps {@link #destroy()} returns the
 * intact keys' output or throws {@link IllegalStateException} with its output range zeroed.
 */
public final class Xts implements Destroyable {

    /** The most blocks in one data unit, IEEE 1619-2018 section 5.1. */
    public static final int MAX_DATA_UNIT_BLOCKS = 1 << 20;

    /** The most bytes in one data unit: 2^20 blocks of 16 bytes. */
    public static final int MAX_DATA_UNIT_BYTES = MAX_DATA_UNIT_BLOCKS * BlockEngine.BLOCK_BYTES;

    /** Blocks per engine call: 4096 bytes, the common sector size, in one call. */
    static final int BATCH_BLOCKS = 256;

    /** The feedback of alpha^128 = alpha^7 + alpha^2 + alpha + 1, IEEE 1619-2018 section 5.2. */
    private static final long REDUCTION = 0x87;

    private final ExpandedKey dataKey;
    private final ExpandedKey tweakKey;
    /** The scratch of the calls running now, one each. */
    private final ScratchPool<Scratch> scratch = new ScratchPool<>(Scratch::new);
    private final Lifetime lifetime = new Lifetime("Xts");

    /** What one call writes: the tweaks of a batch, one block, and the current tweak. */
    static final class Scratch implements Wipeable {
        final byte[] tweaks = new byte[BATCH_BLOCKS * BlockEngine.BLOCK_BYTES];
        final byte[] block = new byte[BlockEngine.BLOCK_BYTES];
        /** The current tweak T_j: low and high 64 bits of the little-endian 128-bit value. */
        final long[] tweak = new long[2];

        @Override
        public void wipe() {
            Arrays.fill(tweaks, (byte) 0);
            Arrays.fill(block, (byte) 0);
            Arrays.fill(tweak, 0L);
        }
    }

    private Xts(ExpandedKey dataKey, ExpandedKey tweakKey) {
        this.dataKey = dataKey;
        this.tweakKey = tweakKey;
    }

    /**
     * XTS over {@code engine} with the 32-, 48- or 64-byte key Key1 || Key2. The key bytes are
     * copied; the caller keeps owning {@code key}.
     *
     * @throws IllegalArgumentException if the key is not 32, 48 or 64 bytes, or Key1 == Key2
     */
    public static Xts create(BlockEngine engine, byte[] key) {
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(key, "key");
        int len = key.length;
        if (len != 32 && len != 48 && len != 64) {
            throw new IllegalArgumentException("key length must be 32, 48 or 64 bytes (Key1 || Key2 for"
                    + " XTS-AES-128, two AES-192 keys, XTS-AES-256), got " + len + " bytes");
        }
        int half = len / 2;
        if (ConstantTime.equal(key, 0, key, half, half)) {
            throw new IllegalArgumentException(
                    "key: Key1 and Key2 must differ (FIPS 140-3 IG C.I; IEEE 1619 uses two keys)");
        }
        byte[] k1 = Arrays.copyOfRange(key, 0, half);
        byte[] k2 = Arrays.copyOfRange(key, half, len);
        try {
            ExpandedKey data = engine.expandKey(k1);
            return new Xts(data, engine.expandKey(k2));
        } finally {
            Arrays.fill(k1, (byte) 0);
            Arrays.fill(k2, (byte) 0);
        }
    }

    /**
     * The tweak of data unit {@code sequenceNumber}, read as an unsigned 64-bit integer: its
     * 128-bit little-endian encoding (IEEE 1619-2018 section 5.1, "the value of the 128-bit tweak
     * ... in little-endian"; the NIST {@code tweak-dataunitseqno} files).
     */
    public static byte[] tweakForDataUnit(long sequenceNumber) {
        byte[] tweak = new byte[BlockEngine.BLOCK_BYTES];
        Pack.storeLongLE(sequenceNumber, tweak, 0);
        return tweak;
    }

    /**
     * The tweak whose 128-bit little-endian value is the little-endian integer {@code value} of 0
     * to 16 bytes: {@code value} followed by zero bytes. For sequence numbers wider than 64 bits,
     * and for callers (Wycheproof's {@code aes_xts_test.json}, whose {@code iv} is 1 to 16 bytes)
     * that give the tweak as a shorter little-endian string.
     *
     * @throws IllegalArgumentException if {@code value} is longer than 16 bytes
     */
    public static byte[] tweakFromLittleEndian(byte[] value) {
        Objects.requireNonNull(value, "value");
        if (value.length > BlockEngine.BLOCK_BYTES) {
            throw new IllegalArgumentException("value must be at most 16 bytes (a 128-bit tweak), got "
                    + value.length);
        }
        return Arrays.copyOf(value, BlockEngine.BLOCK_BYTES);
    }

    /**
     * Encrypts one data unit {@code in[inOff .. inOff + len)} under {@code tweak} into
     * {@code out[outOff ..)}. Input and output may overlap in any way.
     *
     * @throws IllegalArgumentException if the tweak is not 16 bytes or {@code len} is not between
     *     16 and {@link #MAX_DATA_UNIT_BYTES}
     * @throws IndexOutOfBoundsException if a range does not fit its array
     * @throws IllegalStateException if this object has been destroyed, or is destroyed during the
     *     call (the output range is then zeroed)
     */
    public void encrypt(byte[] tweak, byte[] in, int inOff, byte[] out, int outOff, int len) {
        run(true, tweak, in, inOff, out, outOff, len);
    }

    /**
     * Decrypts one data unit {@code in[inOff .. inOff + len)} under {@code tweak} into
     * {@code out[outOff ..)}; the rules are those of {@link #encrypt}.
     */
    public void decrypt(byte[] tweak, byte[] in, int inOff, byte[] out, int outOff, int len) {
        run(false, tweak, in, inOff, out, outOff, len);
    }

    /** {@link #encrypt} into a new array. */
    public byte[] encrypt(byte[] tweak, byte[] plaintext) {
        Objects.requireNonNull(plaintext, "plaintext");
        byte[] out = new byte[plaintext.length];
        encrypt(tweak, plaintext, 0, out, 0, plaintext.length);
        return out;
    }

    /** {@link #decrypt} into a new array. */
    public byte[] decrypt(byte[] tweak, byte[] ciphertext) {
        Objects.requireNonNull(ciphertext, "ciphertext");
        byte[] out = new byte[ciphertext.length];
        decrypt(tweak, ciphertext, 0, out, 0, ciphertext.length);
        return out;
    }

    /**
     * Zeroes both expanded keys; later calls throw IllegalStateException. The scratch is zero
     * already: every call zeroes its own on the way out.
     */
    @Override
    public void destroy() {
        lifetime.destroy();
        dataKey.destroy();
        tweakKey.destroy();
    }

    @Override
    public boolean isDestroyed() {
        return lifetime.isDestroyed();
    }

    /**
     * One call of {@link #encrypt} or {@link #decrypt} with borrowed scratch. A destroy() that
     * overlaps the call may make a key throw; the output range then holds a mix of input and
     * half-done blocks, so it is zeroed before the exception leaves.
     */
    private void run(boolean encrypt, byte[] tweak, byte[] in, int inOff, byte[] out, int outOff, int len) {
        checkArgs(tweak, in, inOff, out, outOff, len);
        Scratch s = scratch.take();
        try {
            System.arraycopy(in, inOff, out, outOff, len);
            if (encrypt) {
                encryptUnit(s, tweak, out, outOff, len);
            } else {
                decryptUnit(s, tweak, out, outOff, len);
            }
            lifetime.confirm(out, outOff, len);
        } catch (IllegalStateException e) {
            if (lifetime.isDestroyed()) {
                Arrays.fill(out, outOff, outOff + len, (byte) 0);
            }
            throw e;
        } finally {
            s.wipe();
            scratch.give(s);
        }
    }

    /** Encrypts the data unit at {@code buf[off .. off + len)} in place. */
    private void encryptUnit(Scratch s, byte[] tweak, byte[] buf, int off, int len) {
        startTweak(s, tweak);
        int full = len / BlockEngine.BLOCK_BYTES;
        int partial = len % BlockEngine.BLOCK_BYTES;
        xorEncryptXor(s, true, buf, off, full);
        if (partial != 0) {
            // IEEE 1619-2018 section 5.3.2: CC = the last full block's ciphertext. Its head
            // becomes the final partial block; the partial plaintext with CC's tail is
            // encrypted under the next tweak into the last full position.
            int last = off + (full - 1) * BlockEngine.BLOCK_BYTES;
            System.arraycopy(buf, last, s.block, 0, BlockEngine.BLOCK_BYTES);
            swapHead(s.block, buf, last + BlockEngine.BLOCK_BYTES, partial);
            cipherBlock(s, true, s.block);
            System.arraycopy(s.block, 0, buf, last, BlockEngine.BLOCK_BYTES);
        }
    }

    /** Decrypts the data unit at {@code buf[off .. off + len)} in place. */
    private void decryptUnit(Scratch s, byte[] tweak, byte[] buf, int off, int len) {
        startTweak(s, tweak);
        int full = len / BlockEngine.BLOCK_BYTES;
        int partial = len % BlockEngine.BLOCK_BYTES;
        if (partial == 0) {
            xorEncryptXor(s, false, buf, off, full);
            return;
        }
        // IEEE 1619-2018 section 5.4.2: the last full ciphertext block is decrypted under
        // T_m (the tweak after its own), its head is the final partial plaintext, and the
        // partial ciphertext with its tail decrypts under T_(m-1).
        xorEncryptXor(s, false, buf, off, full - 1);
        long[] t = s.tweak;
        long lo = t[0];
        long hi = t[1];
        multiplyTweakByAlpha(t);
        int last = off + (full - 1) * BlockEngine.BLOCK_BYTES;
        System.arraycopy(buf, last, s.block, 0, BlockEngine.BLOCK_BYTES);
        cipherBlock(s, false, s.block);
        swapHead(s.block, buf, last + BlockEngine.BLOCK_BYTES, partial);
        t[0] = lo;
        t[1] = hi;
        cipherBlock(s, false, s.block);
        System.arraycopy(s.block, 0, buf, last, BlockEngine.BLOCK_BYTES);
    }

    /** T_0 = AES-enc(Key2, tweak), IEEE 1619-2018 section 5.3.1 step 1. */
    private void startTweak(Scratch s, byte[] tweak) {
        tweakKey.encryptBlocks(tweak, 0, s.block, 0, 1);
        s.tweak[0] = Pack.loadLongLE(s.block, 0);
        s.tweak[1] = Pack.loadLongLE(s.block, 8);
    }

    /**
     * T = T * alpha in GF(2^128), IEEE 1619-2018 section 5.2: the 16 bytes are one little-endian
     * integer, shifted left by one bit; a carry out of bit 127 folds back as 0x87 into byte 0.
     * The carry selects the feedback through a mask, not a branch. {@code t} is (lo, hi).
     */
    private static void multiplyTweakByAlpha(long[] t) {
        long lo = t[0];
        long hi = t[1];
        long carry = hi >> 63;
        t[1] = (hi << 1) | (lo >>> 63);
        t[0] = (lo << 1) ^ (carry & REDUCTION);
    }

    /**
     * The whole-block part: {@code blocks} blocks at {@code buf[off ..)}, in place, from the
     * current tweak on; afterwards the current tweak is the one after the last block.
     */
    private void xorEncryptXor(Scratch s, boolean encrypt, byte[] buf, int off, int blocks) {
        byte[] tweaks = s.tweaks;
        long[] t = s.tweak;
        int done = 0;
        while (done < blocks) {
            int n = Math.min(BATCH_BLOCKS, blocks - done);
            int bytes = n * BlockEngine.BLOCK_BYTES;
            for (int j = 0; j < n; j++) {
                Pack.storeLongLE(t[0], tweaks, j * BlockEngine.BLOCK_BYTES);
                Pack.storeLongLE(t[1], tweaks, j * BlockEngine.BLOCK_BYTES + 8);
                multiplyTweakByAlpha(t);
            }
            int at = off + done * BlockEngine.BLOCK_BYTES;
            xor(tweaks, buf, at, bytes);
            if (encrypt) {
                dataKey.encryptBlocks(buf, at, buf, at, n);
            } else {
                dataKey.decryptBlocks(buf, at, buf, at, n);
            }
            xor(tweaks, buf, at, bytes);
            done += n;
        }
    }

    /** One block in place under the current tweak: XOR T, AES with Key1, XOR T. */
    private void cipherBlock(Scratch s, boolean encrypt, byte[] b) {
        xorTweak(s.tweak, b);
        if (encrypt) {
            dataKey.encryptBlocks(b, 0, b, 0, 1);
        } else {
            dataKey.decryptBlocks(b, 0, b, 0, 1);
        }
        xorTweak(s.tweak, b);
    }

    private static void xorTweak(long[] t, byte[] b) {
        Pack.storeLongLE(Pack.loadLongLE(b, 0) ^ t[0], b, 0);
        Pack.storeLongLE(Pack.loadLongLE(b, 8) ^ t[1], b, 8);
    }

    /** Exchanges {@code b[0 .. len)} with {@code buf[off .. off + len)}. */
    private static void swapHead(byte[] b, byte[] buf, int off, int len) {
        for (int k = 0; k < len; k++) {
            byte x = buf[off + k];
            buf[off + k] = b[k];
            b[k] = x;
        }
    }

    private static void xor(byte[] src, byte[] dst, int off, int len) {
        for (int k = 0; k < len; k++) {
            dst[off + k] ^= src[k];
        }
    }

    private void checkArgs(byte[] tweak, byte[] in, int inOff, byte[] out, int outOff, int len) {
        lifetime.checkLive();
        Objects.requireNonNull(tweak, "tweak");
        if (tweak.length != BlockEngine.BLOCK_BYTES) {
            throw new IllegalArgumentException(
                    "tweak length must be 16 bytes (the 128-bit data unit tweak), got " + tweak.length);
        }
        if (len < BlockEngine.BLOCK_BYTES || len > MAX_DATA_UNIT_BYTES) {
            throw new IllegalArgumentException("data unit length must be between 16 bytes and 2^20 blocks ("
                    + MAX_DATA_UNIT_BYTES + " bytes, IEEE 1619 section 5.1), got " + len);
        }
        Ranges.checkRange("in", in, inOff, len);
        Ranges.checkRange("out", out, outOff, len);
    }

    /** The scratch an uncontended call borrows, for tests that check it is zeroed. */
    private Scratch idleScratch() {
        Scratch s = scratch.take();
        scratch.give(s);
        return s;
    }

    /** The tweak scratch, for tests that check it is zeroed. */
    byte[] tweakScratchForTest() {
        return idleScratch().tweaks;
    }

    byte[] blockScratchForTest() {
        return idleScratch().block;
    }
}
