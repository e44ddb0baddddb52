package dev.aesref.internal.nohw;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Overlap;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.Secret;
import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.ScratchPool;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Objects;

/**
 * An expanded key of the {@code nohw} engine: bitsliced round keys plus scratch for one batch,
 * so that encrypting, decrypting and CTR allocate nothing per call. The scratch is zeroed when
 * every call returns or throws (STYLE rule 6), so it is zero between calls; {@link #destroy()}
 * zeroes the round keys.
 *
 * <p>Thread-safe, as the {@link ExpandedKey} contract requires: calls only read the round keys,
 * and each borrows its batch scratch from the key's {@link ScratchPool}, so calls from several
 * threads at once never share one. {@link Lifetime} orders {@link #destroy()} against calls in
 * flight.
 *
 * <p>Blocks go through in wide batches ({@link WideBatch}: sixteen blocks for {@code nohw}, 64
 * in vector lanes for {@code nohw-vector}), or, when a call has at
 * most {@link #SHORT_MAX_BLOCKS} blocks, in short batches of four ({@link ShortLayout}): a single
 * block would otherwise pay for sixteen. The block count is public, so the choice is a branch on
 * it; both paths run the same rounds on the same keys and give the same bytes. When the output starts
 * inside the input range, after the input ({@link Overlap#outputRunsAhead}), batches are processed from the
 * last to the first, and inside a batch all input is read before any output is written;
 * together that gives the "as if the input were copied first" result for every overlap.
 * (Forwards, a batch writes only where its own input or earlier input was; backwards, only where
 * its own or later input was.) The direction is chosen from offsets, which are public.
 */
final class NohwKey implements ExpandedKey {

    private static final VarHandle LONG_LE =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /**
     * Calls with at most this many blocks take the short path. Chosen by JMH
     * ({@code docs/engines/nohw.md}, "Short inputs").
     */
    static final int SHORT_MAX_BLOCKS = 12;

    private final int keyBits;
    private final int rounds;
    /** Round keys in the batch layout, as {@link NohwKeySchedule#expand} gives them (for decryption). */
    private final long[] roundKeys;
    /** The same with the S-box constant folded in, for encryption. */
    private final long[] encryptionKeys;
    /** The decryption keys in the short layout ({@link ShortLayout#roundKeys}). */
    private final long[] shortRoundKeys;
    /** The encryption keys in the short layout, fixsliced ({@link ShortCipher#fixslice}). */
    private final long[] shortEncryptionKeys;
    /** Calls with at most this many blocks take the short path. */
    private final int shortMaxBlocks;
    /** The batch that calls longer than the short path go through. */
    private final WideBatch wide;
    /** The scratch of the calls running now, one each. */
    private final ScratchPool<Scratch> scratch;
    private final Lifetime lifetime = new Lifetime("this nohw expanded key");

    /** What one call writes: one batch and its input. {@link #run} zeroes what it used. */
    static final class Scratch {
        /**
         * One wide batch: two words per block ({@link ScalarLayout}, {@link VectorLayout}); a
         * short batch uses its first eight ({@link ShortLayout}).
         */
        final long[] batch;
        /** The input blocks of one batch as (lo, hi) pairs, read before any output is written. */
        final long[] input;

        Scratch(int blocks) {
            this.batch = new long[2 * blocks];
            this.input = new long[2 * blocks];
        }
    }

    NohwKey(byte[] key) {
        this(key, SHORT_MAX_BLOCKS);
    }

    /** A scalar ({@code nohw}) key with this short-path limit. */
    NohwKey(byte[] key, int shortMaxBlocks) {
        this(key, shortMaxBlocks, ScalarBatch.INSTANCE);
    }

    /**
     * A key whose calls take the short path up to {@code shortMaxBlocks} blocks: 0 never, and
     * {@link Integer#MAX_VALUE} always. For the tests that compare the two paths and for the
     * benchmark that chose {@link #SHORT_MAX_BLOCKS}. Longer calls go through {@code wide}
     * batches.
     */
    NohwKey(byte[] key, int shortMaxBlocks, WideBatch wide) {
        this.keyBits = Ranges.checkKey(key);
        this.rounds = keyBits / 32 + 6;
        this.roundKeys = NohwKeySchedule.expand(key, rounds);
        this.encryptionKeys = NohwKeySchedule.encryptionKeys(roundKeys, rounds);
        this.shortRoundKeys = ShortLayout.roundKeys(roundKeys, rounds);
        this.shortEncryptionKeys = ShortCipher.fixslice(ShortLayout.roundKeys(encryptionKeys, rounds), rounds);
        this.shortMaxBlocks = shortMaxBlocks;
        this.wide = wide;
        this.scratch = new ScratchPool<>(() -> new Scratch(wide.blocks()));
    }

    /**
     * The batch that calls longer than the short path go through: what tells {@code nohw} and
     * {@code nohw-vector} apart, which give the same output (the test that pins each engine to
     * its tier reads it).
     */
    WideBatch wideBatch() {
        return wide;
    }

    @Override
    public int keyBits() {
        return keyBits;
    }

    @Override
    public int rounds() {
        return rounds;
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        checkLive();
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        run(Mode.ENCRYPT, null, 0L, 0L, 0L, in, inOff, out, outOff, blocks);
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        checkLive();
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        run(Mode.DECRYPT, null, 0L, 0L, 0L, in, inOff, out, outOff, blocks);
    }

    /**
     * CTR with the counter blocks built straight into the batch
     * ({@link CounterFlavour#counterLo}, {@link CounterFlavour#counterHi}); the keystream never
     * exists as bytes.
     */
    @Override
    public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex,
                             byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        checkLive();
        Objects.requireNonNull(flavour, "flavour");
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        Ranges.checkIv(iv);
        run(Mode.CTR, flavour, load(iv, 0), load(iv, 8), firstIndex, in, inOff, out, outOff, blocks);
    }

    /** What one call does to each batch. */
    private enum Mode { ENCRYPT, DECRYPT, CTR }

    /**
     * The batch loop shared by the three operations and both layouts. Batches hold up to
     * {@code width} blocks ({@link WideBatch#blocks()}, or four on the short path); going forwards they start at
     * block 0, width, 2 width, ... and the last may be partial; going backwards (output later in
     * the same array) they end at the last block, then width before it, ..., and the partial one
     * is at the start. Both layouts take block {@code b} as {@code w[b]} = lo and
     * {@code w[width + b]} = hi. The IV halves and first index are used in CTR mode only. Every
     * branch here is on the mode, the block count or the offsets.
     */
    private void run(Mode mode, CounterFlavour flavour, @Secret long ivLo, @Secret long ivHi, long firstIndex,
                     byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        final Scratch lent = scratch.take();
        final long[] w = lent.batch;
        final long[] input = lent.input;
        final boolean backwards =
                Overlap.outputRunsAhead(in, inOff, out, outOff, blocks * BlockEngine.BLOCK_BYTES);
        final boolean narrow = takesShortPath(blocks);
        final int width = narrow ? ShortLayout.BLOCKS : wide.blocks();
        try {
            int remaining = blocks;
            while (remaining > 0) {
                final int n = Math.min(width, remaining);
                final int first = backwards ? remaining - n : blocks - remaining;
                remaining -= n;
                // All input of the batch is read before any output is written.
                for (int b = 0; b < n; b++) {
                    int at = inOff + (first + b) * BlockEngine.BLOCK_BYTES;
                    input[2 * b] = load(in, at);
                    input[2 * b + 1] = load(in, at + 8);
                }
                if (mode == Mode.CTR) {
                    // All slots get a counter block; a partial batch stores only n.
                    for (int b = 0; b < width; b++) {
                        long index = firstIndex + first + b;
                        w[b] = flavour.counterLo(ivLo, ivHi, index);
                        w[width + b] = flavour.counterHi(ivLo, ivHi, index);
                    }
                } else {
                    // Slots n.. of a partial batch keep what they held; their output is dropped.
                    for (int b = 0; b < n; b++) {
                        w[b] = input[2 * b];
                        w[width + b] = input[2 * b + 1];
                    }
                }
                if (narrow) {
                    ShortLayout.toSliced(w);
                    if (mode == Mode.DECRYPT) {
                        ShortCipher.decrypt(w, shortRoundKeys, rounds);
                    } else {
                        ShortCipher.encrypt(w, shortEncryptionKeys, rounds);
                    }
                    ShortLayout.fromSliced(w);
                } else {
                    wide.toSliced(w);
                    if (mode == Mode.DECRYPT) {
                        wide.decrypt(w, roundKeys, rounds);
                    } else {
                        wide.encrypt(w, encryptionKeys, rounds);
                    }
                    wide.fromSliced(w);
                }
                for (int b = 0; b < n; b++) {
                    long lo = w[b];
                    long hi = w[width + b];
                    if (mode == Mode.CTR) {
                        lo ^= input[2 * b];
                        hi ^= input[2 * b + 1];
                    }
                    int at = outOff + (first + b) * BlockEngine.BLOCK_BYTES;
                    store(out, at, lo);
                    store(out, at + 8, hi);
                }
            }
            lifetime.confirm(out, outOff, blocks * BlockEngine.BLOCK_BYTES);
        } finally {
            // The batch ends holding output or keystream, input holds message blocks. A short
            // batch touched the first 2 x 4 words of each (ShortLayout.WORDS).
            Arrays.fill(w, 0, 2 * width, 0L);
            Arrays.fill(input, 0, 2 * width, 0L);
            scratch.give(lent);
        }
    }

    /** Whether a call of {@code blocks} blocks runs in short batches (a public length). */
    boolean takesShortPath(int blocks) {
        return blocks <= shortMaxBlocks;
    }

    @Override
    public void destroy() {
        // The scratch is zero already: every call zeroes it on its way out, and a call still
        // running zeroes its own and then discards its output (Lifetime).
        lifetime.destroy();
        Arrays.fill(roundKeys, 0L);
        Arrays.fill(encryptionKeys, 0L);
        Arrays.fill(shortRoundKeys, 0L);
        Arrays.fill(shortEncryptionKeys, 0L);
    }

    @Override
    public boolean isDestroyed() {
        return lifetime.isDestroyed();
    }

    private void checkLive() {
        lifetime.checkLive();
    }

    private static long load(byte[] b, int off) {
        return (long) LONG_LE.get(b, off);
    }

    private static void store(byte[] b, int off, @Secret long v) {
        LONG_LE.set(b, off, v);
    }
}
