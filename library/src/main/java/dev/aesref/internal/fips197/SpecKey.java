package dev.aesref.internal.fips197;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Overlap;
import dev.aesref.Ranges;

import java.util.Arrays;

/**
 * A key schedule {@code w} of FIPS-197 section 5.2, applied block by block with the Cipher and
 * Inverse Cipher of {@link CipherRoutine}.
 *
 * <p>The one State the blocks pass through is owned by the key and cleared when every call
 * returns or throws; {@link #destroy()} zeroes the schedule. Not thread-safe for that reason, as
 * the {@link ExpandedKey} contract allows.
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
    private final State state = new State();
    /** One block of keystream for {@link #ctrXorBlocks}: zero between calls. */
    private final byte[] keystream = new byte[BlockEngine.BLOCK_BYTES];
    private boolean destroyed;

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
        final State st = state;
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
        } finally {
            st.clear();
            Arrays.fill(keystream, (byte) 0);
        }
    }

    private void run(boolean encrypt, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        checkNotDestroyed();
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        final int b = BlockEngine.BLOCK_BYTES;
        final boolean backwards = Overlap.outputRunsAhead(in, inOff, out, outOff, blocks * b);
        final State st = state;
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
        } finally {
            st.clear();
        }
    }

    private void checkNotDestroyed() {
        if (destroyed) {
            throw new IllegalStateException("this expanded key has been destroyed");
        }
    }

    @Override
    public void destroy() {
        // The State is clear already: every call clears it on its way out.
        Arrays.fill(w, 0);
        destroyed = true;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }
}
