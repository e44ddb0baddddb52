package dev.aesref.nohw;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Objects;

/**
 * An expanded key of the {@code nohw} engine: bitsliced round keys plus preallocated scratch for
 * one batch, so that encrypting, decrypting and CTR allocate nothing per call.
 *
 * <p><b>Not thread-safe</b>: the batch scratch lives here, so one instance must not be used by
 * two threads at once (give each thread its own expanded key). This is what the
 * {@link ExpandedKey} contract allows by default.
 *
 * <p>Blocks go through in units of up to eight: two batches of four ({@link BitsliceLayout})
 * that run through the rounds in lock-step ({@link BatchCipher}). When input and output share
 * an array and the output starts later than the input, units are processed from the last to
 * the first, and inside a unit all input is read before any output is written; together that
 * gives the "as if the input were copied first" result for every overlap. (Forwards, a unit
 * writes only where its own input or earlier input was; backwards, only where its own or later
 * input was.) The direction is chosen from offsets, which are public.
 */
final class NohwKey implements ExpandedKey {

    private static final VarHandle LONG_LE =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final int keyBits;
    private final int rounds;
    /** Round keys in the batch layout, as KeyExpansion gives them (for decryption). */
    private final long[] roundKeys;
    /** The same, adjusted for the fixsliced encryption rounds and the S-box constant. */
    private final long[] encryptionKeys;
    /**
     * Batches run in lock-step ({@link BatchCipher}): two, so one step of each is in flight
     * together. Measured with JMH: two batches are faster than one, and three gain nothing
     * over two (docs/performance.md).
     */
    static final int BATCHES = 2;
    /** Blocks that go through the rounds together: a "unit" of the batch loop in {@link #run}. */
    static final int UNIT_BLOCKS = BATCHES * BitsliceLayout.BLOCKS;
    /** The batches: eight words of four blocks each. */
    private final long[][] batches = new long[BATCHES][8];
    /** The input blocks of one unit as (lo, hi) pairs, read before any output is written. */
    private final long[] input = new long[2 * UNIT_BLOCKS];
    private boolean destroyed;

    NohwKey(byte[] key) {
        this.keyBits = Ranges.checkKey(key);
        this.rounds = keyBits / 32 + 6;
        this.roundKeys = KeySchedule.expand(key, rounds);
        this.encryptionKeys = KeySchedule.encryptionKeys(roundKeys, rounds);
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
     * CTR with the counter blocks built straight into the batch ({@link CounterBlocks}); the
     * keystream never exists as bytes.
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
     * The loop shared by the three operations. A unit holds up to {@link #UNIT_BLOCKS} blocks in
     * up to {@link #BATCHES} batches of four; going forwards units start at block 0, 8, 16, ...
     * and the last may be partial; going backwards (output later in the same array) they end at
     * the last block, then 8 before it, ..., and the partial one is at the start. Inside a unit
     * block {@code j} is in slot {@code j mod 4} of batch {@code j / 4}, and only the batches that
     * hold a block go through the rounds. The IV halves and first index are used in CTR mode
     * only. Every branch here is on the mode, the block count or the offsets.
     */
    private void run(Mode mode, CounterFlavour flavour, long ivLo, long ivHi, long firstIndex,
                     byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        final long[][] batches = this.batches;
        final long[] input = this.input;
        final boolean backwards = in == out && outOff > inOff;
        int remaining = blocks;
        while (remaining > 0) {
            final int n = Math.min(UNIT_BLOCKS, remaining);
            final int first = backwards ? remaining - n : blocks - remaining;
            final int used = (n + BitsliceLayout.BLOCKS - 1) / BitsliceLayout.BLOCKS;
            remaining -= n;
            // All input of the unit is read before any output is written.
            for (int j = 0; j < n; j++) {
                int at = inOff + (first + j) * BlockEngine.BLOCK_BYTES;
                input[2 * j] = load(in, at);
                input[2 * j + 1] = load(in, at + 8);
            }
            for (int b = 0; b < used; b++) {
                final long[] q = batches[b];
                final int base = b * BitsliceLayout.BLOCKS;
                if (mode == Mode.CTR) {
                    CounterBlocks.fill(flavour, ivLo, ivHi, firstIndex + first + base, q);
                } else {
                    // Slots past the end of a partial batch keep what they held; their output
                    // is dropped.
                    for (int j = base; j < Math.min(n, base + BitsliceLayout.BLOCKS); j++) {
                        BitsliceLayout.interleave(q, j - base, input[2 * j], input[2 * j + 1]);
                    }
                }
                BitsliceLayout.transpose(q);
            }
            if (mode == Mode.DECRYPT) {
                BatchCipher.decrypt(batches, used, roundKeys, rounds);
            } else {
                BatchCipher.encrypt(batches, used, encryptionKeys, rounds);
            }
            for (int b = 0; b < used; b++) {
                BitsliceLayout.transpose(batches[b]);
            }
            for (int j = 0; j < n; j++) {
                final long[] q = batches[j / BitsliceLayout.BLOCKS];
                final int slot = j % BitsliceLayout.BLOCKS;
                long lo = BitsliceLayout.deinterleaveLo(q, slot);
                long hi = BitsliceLayout.deinterleaveHi(q, slot);
                if (mode == Mode.CTR) {
                    lo ^= input[2 * j];
                    hi ^= input[2 * j + 1];
                }
                int at = outOff + (first + j) * BlockEngine.BLOCK_BYTES;
                store(out, at, lo);
                store(out, at + 8, hi);
            }
        }
    }

    @Override
    public void destroy() {
        Arrays.fill(roundKeys, 0L);
        Arrays.fill(encryptionKeys, 0L);
        for (long[] q : batches) {
            Arrays.fill(q, 0L);
        }
        Arrays.fill(input, 0L);
        destroyed = true;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    private void checkLive() {
        if (destroyed) {
            throw new IllegalStateException("this nohw expanded key has been destroyed");
        }
    }

    private static long load(byte[] b, int off) {
        return (long) LONG_LE.get(b, off);
    }

    private static void store(byte[] b, int off, long v) {
        LONG_LE.set(b, off, v);
    }
}
