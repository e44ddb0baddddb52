package dev.aesref.internal.fips197;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Overlap;
import dev.aesref.Ranges;

import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.ScratchPool;
import dev.aesref.internal.share.Wipeable;
import java.util.Arrays;

/**
 * A key schedule {@code w} of FIPS-197 section 5.2, applied block by block with the Cipher and
 * Inverse Cipher of {@link CipherRoutine}.
 *
 * <p>The State the blocks pass through is owned by the key and cleared when every call returns
 * or throws; {@link #destroy()} zeroes the schedule. Thread-safe, as the {@link ExpandedKey}
 * contract requires: calls only read {@code w}, and each borrows its State from the key's
 * {@link ScratchPool}; {@link Lifetime} orders {@link #destroy()} against calls in flight.
 *
 * <p>Each block is loaded into the State before its output is written, so walking forwards is
 * "as if the input were copied first" unless the output starts inside the input after it
 * ({@link Overlap#outputRunsAhead}); then the blocks go from the last to the first, and each
 * write lands on input already read.
 *
 * <p>Counter mode goes one block at a time through a keystream block the key owns, so that no
 * call allocates (the interface's default allocates its buffer per call).
 */
final class SpecKey implements ExpandedKey {

    private final int[] w;
    private final int keyBits;
    private final ScratchPool<Scratch> scratch = new ScratchPool<>(Scratch::new);
    private final Lifetime lifetime = new Lifetime("this expanded key");

    /** What one call writes: the State, and one block of keystream for {@link #ctrXorBlocks}. */
    static final class Scratch implements Wipeable {
        final State state = new State();
        final byte[] keystream = new byte[BlockEngine.BLOCK_BYTES];

        @Override
        public void wipe() {
            state.clear();
            Arrays.fill(keystream, (byte) 0);
        }
    }

    SpecKey(int[] w) {
        this.w = w;
        this.keyBits = (CipherRoutine.rounds(w) - 6) * 32;
    }

    @Override
    public int keyBits() {
        return keyBits;
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        run(true, in, inOff, out, outOff, blocks);
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        run(false, in, inOff, out, outOff, blocks);
    }

    @Override
    public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex,
                             byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        checkNotDestroyed();
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        Ranges.checkIv(iv);
        final int b = BlockEngine.BLOCK_BYTES;
        if (Overlap.outputRunsAhead(in, inOff, out, outOff, blocks * b)) {
            // A block's output would land on input not yet read: move the input under the output
            // first (arraycopy copies as if through a temporary array) and work in place.
            System.arraycopy(in, inOff, out, outOff, blocks * b);
            in = out;
            inOff = outOff;
        }
        final Scratch lent = scratch.take();
        final State st = lent.state;
        final byte[] keystream = lent.keystream;
        try {
            for (int j = 0; j < blocks; j++) {
                flavour.counterBlock(iv, firstIndex + j, keystream, 0);
                st.load(keystream, 0);
                CipherRoutine.cipher(st, w, Observer.NONE);
                st.store(keystream, 0);
                for (int k = 0; k < b; k++) {
                    out[outOff + j * b + k] = (byte) (in[inOff + j * b + k] ^ keystream[k]);
                }
            }
            lifetime.confirm(out, outOff, blocks * b);
        } finally {
            lent.wipe();
            scratch.give(lent);
        }
    }

    private void run(boolean encrypt, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        checkNotDestroyed();
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        final int b = BlockEngine.BLOCK_BYTES;
        final boolean backwards = Overlap.outputRunsAhead(in, inOff, out, outOff, blocks * b);
        final Scratch lent = scratch.take();
        final State st = lent.state;
        try {
            for (int i = 0; i < blocks; i++) {
                int j = backwards ? blocks - 1 - i : i;
                st.load(in, inOff + j * b);
                if (encrypt) {
                    CipherRoutine.cipher(st, w, Observer.NONE);
                } else {
                    CipherRoutine.invCipher(st, w, Observer.NONE);
                }
                st.store(out, outOff + j * b);
            }
            lifetime.confirm(out, outOff, blocks * b);
        } finally {
            lent.wipe();
            scratch.give(lent);
        }
    }

    private void checkNotDestroyed() {
        lifetime.checkLive();
    }

    @Override
    public void destroy() {
        // The State is clear already: every call clears it on its way out, and a call still
        // running clears its own and then discards its output (Lifetime).
        lifetime.destroy();
        Arrays.fill(w, 0);
    }

    @Override
    public boolean isDestroyed() {
        return lifetime.isDestroyed();
    }
}
