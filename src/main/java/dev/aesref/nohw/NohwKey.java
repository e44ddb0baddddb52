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
 * <p>Blocks go through in batches of four ({@link BitsliceLayout}). When input and output share
 * an array and the output starts later than the input, batches are processed from the last to
 * the first, and inside a batch all input is read before any output is written; together that
 * gives the "as if the input were copied first" result for every overlap. The direction is
 * chosen from offsets, which are public.
 */
final class NohwKey implements ExpandedKey {

    private static final VarHandle LONG_LE =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final int keyBits;
    private final int rounds;
    /** Round keys in the batch layout, as KeyExpansion gives them (for decryption). */
    private final long[] roundKeys;
    /** The same, adjusted for the fixsliced encryption rounds. */
    private final long[] fixslicedKeys;
    /** One batch: eight words of four blocks. */
    private final long[] q = new long[8];
    /** The input blocks of one batch as (lo, hi) pairs, read before any output is written. */
    private final long[] input = new long[2 * BitsliceLayout.BLOCKS];
    private boolean destroyed;

    NohwKey(byte[] key) {
        this.keyBits = Ranges.checkKey(key);
        this.rounds = keyBits / 32 + 6;
        this.roundKeys = KeySchedule.expand(key, rounds);
        this.fixslicedKeys = KeySchedule.fixsliced(roundKeys, rounds);
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
        crypt(true, in, inOff, out, outOff, blocks);
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        crypt(false, in, inOff, out, outOff, blocks);
    }

    private void crypt(boolean encrypt, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        checkLive();
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        final long[] q = this.q;
        final int batches = (blocks + BitsliceLayout.BLOCKS - 1) / BitsliceLayout.BLOCKS;
        final boolean backwards = in == out && outOff > inOff;
        for (int t = 0; t < batches; t++) {
            final int batch = backwards ? batches - 1 - t : t;
            final int first = batch * BitsliceLayout.BLOCKS;
            final int n = Math.min(BitsliceLayout.BLOCKS, blocks - first);
            // Slots n..3 of a partial batch keep whatever they held; their output is dropped.
            for (int b = 0; b < n; b++) {
                int at = inOff + (first + b) * BlockEngine.BLOCK_BYTES;
                BitsliceLayout.interleave(q, b, load(in, at), load(in, at + 8));
            }
            BitsliceLayout.transpose(q);
            if (encrypt) {
                BatchCipher.encrypt(q, fixslicedKeys, rounds);
            } else {
                BatchCipher.decrypt(q, roundKeys, rounds);
            }
            BitsliceLayout.transpose(q);
            for (int b = 0; b < n; b++) {
                int at = outOff + (first + b) * BlockEngine.BLOCK_BYTES;
                store(out, at, BitsliceLayout.deinterleaveLo(q, b));
                store(out, at + 8, BitsliceLayout.deinterleaveHi(q, b));
            }
        }
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
        final long ivLo = load(iv, 0);
        final long ivHi = load(iv, 8);
        final long[] q = this.q;
        final long[] input = this.input;
        final int batches = (blocks + BitsliceLayout.BLOCKS - 1) / BitsliceLayout.BLOCKS;
        final boolean backwards = in == out && outOff > inOff;
        for (int t = 0; t < batches; t++) {
            final int batch = backwards ? batches - 1 - t : t;
            final int first = batch * BitsliceLayout.BLOCKS;
            final int n = Math.min(BitsliceLayout.BLOCKS, blocks - first);
            CounterBlocks.fill(flavour, ivLo, ivHi, firstIndex + first, q);
            BitsliceLayout.transpose(q);
            BatchCipher.encrypt(q, fixslicedKeys, rounds);
            BitsliceLayout.transpose(q);
            for (int b = 0; b < n; b++) {
                int at = inOff + (first + b) * BlockEngine.BLOCK_BYTES;
                input[2 * b] = load(in, at);
                input[2 * b + 1] = load(in, at + 8);
            }
            for (int b = 0; b < n; b++) {
                int at = outOff + (first + b) * BlockEngine.BLOCK_BYTES;
                store(out, at, input[2 * b] ^ BitsliceLayout.deinterleaveLo(q, b));
                store(out, at + 8, input[2 * b + 1] ^ BitsliceLayout.deinterleaveHi(q, b));
            }
        }
    }

    @Override
    public void destroy() {
        Arrays.fill(roundKeys, 0L);
        Arrays.fill(fixslicedKeys, 0L);
        Arrays.fill(q, 0L);
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
