package dev.aesref.mode;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Overlap;
import dev.aesref.Ranges;
import dev.aesref.internal.share.SingleThreaded;
import java.util.Arrays;
import java.util.Objects;
import javax.security.auth.Destroyable;

/**
 * Counter mode, NIST SP 800-38A (2001), section 6.5: {@code O_j = CIPH_K(T_j)} and
 * {@code C_j = P_j XOR O_j}, the final block possibly partial. The counter blocks {@code T_j}
 * come from a {@link CounterFlavour}:
 * <ul>
 *   <li>{@link CounterFlavour#CTR128_BE}: the standard incrementing function of SP 800-38A,
 *       Appendix B.1, over the whole block (JDK {@code AES/CTR/NoPadding}).</li>
 *   <li>{@link CounterFlavour#CTR32_BE}: {@code inc32} of SP 800-38D, section 6.2 (GCM); RFC 3686,
 *       section 4 lays the block out as nonce (4 bytes) | IV (8 bytes) | 32-bit big-endian block
 *       counter starting at 1, which is exactly the 16-byte initial block given here.</li>
 *   <li>{@link CounterFlavour#CTR64_BE}: SP 800-38A B.1 with m = 64.</li>
 *   <li>{@link CounterFlavour#XCTR}: the XCTR of HCTR2 (P. Crowley, N. Huckleberry, E. Biggers,
 *       "Length-preserving encryption with HCTR2", IACR ePrint 2021/1441, section 3):
 *       {@code T_j = IV XOR LE128(j)}, counting from j = 1.</li>
 * </ul>
 *
 * <p>All keystream generation goes through {@link ExpandedKey#ctrXorBlocks}, whose block index
 * is public and whose counter arithmetic on the secret IV is constant-time; this class only does
 * public bookkeeping (positions, lengths, the partial block).
 *
 * <p>{@link #xor} is thread-safe when the key is: each call makes a stream of its own. A
 * {@link Stream} has a position, so it is single-threaded.
 */
public final class Ctr {

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;

    private Ctr() {}

    /**
     * Encrypts or decrypts {@code len} bytes from block 0 of the stream, refusing to reuse a
     * counter block ({@link CounterReuse#REFUSE}; one call of at most 2^31 - 1 bytes cannot reach
     * the 2^32 blocks of the narrowest flavour, so this never throws for that reason). Any
     * aliasing of input and output is allowed.
     */
    public static void xor(ExpandedKey key, CounterFlavour flavour, byte[] iv, byte[] in, int inOff,
                           byte[] out, int outOff, int len) {
        Stream s = stream(key, flavour, iv);
        try {
            s.process(in, inOff, out, outOff, len);
        } finally {
            s.destroy();
        }
    }

    /**
     * A stream from block 0 that refuses to reuse a counter block ({@link CounterReuse#REFUSE}):
     * a request that would pass the last distinct counter block throws and writes nothing, as Go's
     * {@code crypto/cipher} panics instead of wrapping. Ask for {@link CounterReuse#WRAP}
     * explicitly (the four-argument {@link #stream(ExpandedKey, CounterFlavour, byte[],
     * CounterReuse)}) to get the standards' modular counter and a keystream that repeats.
     */
    public static Stream stream(ExpandedKey key, CounterFlavour flavour, byte[] iv) {
        return stream(key, flavour, iv, CounterReuse.REFUSE);
    }

    /** A stream from block 0 with the given counter-reuse policy. */
    public static Stream stream(ExpandedKey key, CounterFlavour flavour, byte[] iv,
                                CounterReuse policy) {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(flavour, "flavour");
        Ranges.checkIv(iv);
        Objects.requireNonNull(policy, "policy");
        return new Stream(key, flavour, iv, policy);
    }

    /**
     * A counter-mode keystream with a byte position. Successive {@link #process} calls continue
     * where the previous one stopped, so any chunking gives the same bytes as one call;
     * {@link #seek} jumps to an absolute byte offset (like Go's {@code XORKeyStreamAt}).
     *
     * <p>The keystream of a block that has only been partly used is kept between calls and zeroed
     * as soon as it is used up, on seek and on {@link #destroy()}, which also zeroes the stream's
     * copy of the IV. Processing allocates nothing in this class and never copies the input (when
     * the output runs ahead into the input, the input is first moved under the output and
     * processed in place). If the engine throws in the middle of a call, the stream destroys
     * itself before the exception leaves: its buffered keystream is zeroed and it cannot be
     * used again.
     *
     * <p>Single-threaded: a stream has a position and a buffered block. A second thread that
     * calls {@link #process}, {@link #seek} or {@link #destroy()} while another is inside gets an
     * {@link IllegalStateException}, and the first call's output stays right.
     *
     * <p>The position is a {@code long} byte offset, so a stream can address 2^63 - 1 bytes, that
     * is fewer than 2^59 blocks: under {@link CounterReuse#REFUSE} only {@link CounterFlavour#CTR32_BE}
     * (2^32 blocks, 64 GiB) can run out; for the wider flavours the limit lies beyond every
     * position, and what stops a stream instead is the position itself reaching
     * {@code Long.MAX_VALUE} (an {@link IllegalStateException} under either policy).
     */
    public static final class Stream implements Destroyable {

        private final ExpandedKey key;
        private final CounterFlavour flavour;
        private final byte[] iv;
        private final CounterReuse policy;
        /**
         * Bytes a REFUSE stream may produce: {@code 2^counterBits} blocks of 16 bytes, or
         * {@code Long.MAX_VALUE} when that exceeds any reachable position.
         */
        private final long limitBytes;
        /**
         * Keystream of block {@code position / 16} while the position is inside a block, and all
         * zero whenever the position is on a block boundary (the invariant that lets
         * {@link #loadPartial} XOR the keystream straight into it).
         */
        private final byte[] partial = new byte[BLOCK];
        private long position;
        private boolean destroyed;
        private final SingleThreaded guard = new SingleThreaded("this Ctr.Stream");

        private Stream(ExpandedKey key, CounterFlavour flavour, byte[] iv, CounterReuse policy) {
            this.key = key;
            this.flavour = flavour;
            this.iv = iv.clone();
            this.policy = policy;
            int shift = flavour.counterBits() + 4;
            this.limitBytes = shift < Long.SIZE - 1 ? 1L << shift : Long.MAX_VALUE;
        }

        /**
         * XORs the next {@code len} bytes of keystream into {@code in} and writes them to
         * {@code out}. Any aliasing of input and output is allowed.
         *
         * @throws IllegalStateException under {@link CounterReuse#REFUSE} when the request would
         *     use a counter block a second time ("counter exhausted"), when the position would
         *     pass {@code Long.MAX_VALUE} bytes, after {@link #destroy()}, or if the key has been
         *     destroyed; nothing is written
         */
        public void process(byte[] in, int inOff, byte[] out, int outOff, int len) {
            guard.enter();
            try {
                processBody(in, inOff, out, outOff, len);
            } finally {
                guard.exit();
            }
        }

        private void processBody(byte[] in, int inOff, byte[] out, int outOff, int len) {
            Checks.streamArgs(key, in, inOff, out, outOff, len);
            checkAlive();
            if (len > Long.MAX_VALUE - position) {
                throw new IllegalStateException("stream position would pass 2^63 - 1 bytes: at "
                        + position + ", asked for " + len + " more");
            }
            if (policy == CounterReuse.REFUSE && len > limitBytes - position) {
                throw new IllegalStateException("counter exhausted: " + flavour + " has 2^"
                        + flavour.counterBits() + " counter blocks (" + limitBytes
                        + " bytes); the stream is at byte " + position + " and " + len
                        + " more bytes would reuse a counter block");
            }
            if (Overlap.outputRunsAhead(in, inOff, out, outOff, len)) {
                // Move the input under the output and work in place (no copy of the input).
                System.arraycopy(in, inOff, out, outOff, len);
                in = out;
                inOff = outOff;
            }
            try {
                // 1. Finish the block an earlier call or a seek started (nothing on a boundary).
                int inBlock = (int) (position & (BLOCK - 1));
                int head = Math.min((BLOCK - inBlock) & (BLOCK - 1), len);
                for (int k = 0; k < head; k++) {
                    out[outOff + k] = (byte) (in[inOff + k] ^ partial[inBlock + k]);
                }
                advance(head);
                // 2. Whole blocks, in one batched engine call (zero blocks is a valid call).
                int blocks = (len - head) / BLOCK;
                key.ctrXorBlocks(flavour, iv, position >>> 4, in, inOff + head, out, outOff + head, blocks);
                advance(blocks * BLOCK);
                // 3. Start a new block for the tail and keep the rest of its keystream.
                int done = head + blocks * BLOCK;
                int rest = len - done;
                if (rest > 0) {
                    loadPartial();
                    for (int k = 0; k < rest; k++) {
                        out[outOff + done + k] = (byte) (in[inOff + done + k] ^ partial[k]);
                    }
                    advance(rest);
                }
            } catch (RuntimeException | Error e) {
                wipe(); // the position no longer says what partial holds
                throw e;
            }
        }

        /**
         * Positions the stream at byte {@code byteOffset} of the keystream; the next
         * {@link #process} continues from there. Seeking inside a block computes that block's
         * keystream at once (one block encryption).
         *
         * @throws IllegalArgumentException if {@code byteOffset < 0}
         * @throws IllegalStateException under {@link CounterReuse#REFUSE} if the offset lies past
         *     the last distinct counter block ("counter exhausted"), after {@link #destroy()}, or
         *     if the key has been destroyed
         */
        public void seek(long byteOffset) {
            guard.enter();
            try {
                seekBody(byteOffset);
            } finally {
                guard.exit();
            }
        }

        private void seekBody(long byteOffset) {
            if (byteOffset < 0) {
                throw new IllegalArgumentException("byteOffset must be >= 0, got " + byteOffset);
            }
            Checks.liveKey(key);
            checkAlive();
            if (policy == CounterReuse.REFUSE && byteOffset > limitBytes) {
                throw new IllegalStateException("counter exhausted: " + flavour + " has 2^"
                        + flavour.counterBits() + " counter blocks (" + limitBytes
                        + " bytes); cannot seek to byte " + byteOffset);
            }
            Arrays.fill(partial, (byte) 0);
            position = byteOffset;
            if ((byteOffset & (BLOCK - 1)) != 0) {
                try {
                    loadPartial();
                } catch (RuntimeException | Error e) {
                    wipe();
                    throw e;
                }
            }
        }

        /** Bytes processed or skipped so far: the absolute keystream offset of the next byte. */
        public long position() {
            return position;
        }

        /** Zeroes the IV copy and the buffered keystream; later use throws. */
        @Override
        public void destroy() {
            guard.enter();
            try {
                wipe();
            } finally {
                guard.exit();
            }
        }

        /** What {@link #destroy()} does, for the calls that destroy the stream from inside. */
        private void wipe() {
            Arrays.fill(partial, (byte) 0);
            Arrays.fill(iv, (byte) 0);
            destroyed = true;
        }

        @Override
        public boolean isDestroyed() {
            return destroyed;
        }

        private void checkAlive() {
            if (destroyed) {
                throw new IllegalStateException("this Ctr.Stream has been destroyed");
            }
        }

        /**
         * Puts the keystream of block {@code position / 16} into {@link #partial}, which is all
         * zero here (the position is on a block boundary, or a seek has just cleared it), so
         * XORing the keystream into it leaves exactly the keystream.
         */
        private void loadPartial() {
            key.ctrXorBlocks(flavour, iv, position >>> 4, partial, 0, partial, 0, 1);
        }

        /** Moves forward; zeroes the buffered keystream once its block is used up. */
        private void advance(int n) {
            position += n;
            if ((position & (BLOCK - 1)) == 0) {
                Arrays.fill(partial, (byte) 0);
            }
        }
    }
}
