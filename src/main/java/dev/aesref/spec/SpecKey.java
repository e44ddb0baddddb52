package dev.aesref.spec;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;

import java.util.Arrays;

/**
 * A key schedule {@code w} of FIPS-197 section 5.2, applied block by block with the Cipher and
 * Inverse Cipher of {@link Cipher}.
 *
 * <p>The input range is copied before the first output byte is written, so in-place and
 * overlapping calls behave as the {@link ExpandedKey} contract requires.
 */
final class SpecExpandedKey implements ExpandedKey {

    private final int[] w;
    private final int keyBits;
    private boolean destroyed;

    SpecExpandedKey(int[] w) {
        this.w = w;
        this.keyBits = (Cipher.rounds(w) - 6) * 32;
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

    private void run(boolean encrypt, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        checkNotDestroyed();
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        int len = blocks * BlockEngine.BLOCK_BYTES;
        byte[] copy = Arrays.copyOfRange(in, inOff, inOff + len);
        State st = new State();
        for (int off = 0; off < len; off += BlockEngine.BLOCK_BYTES) {
            st.load(copy, off);
            if (encrypt) {
                Cipher.cipher(st, w, Observer.NONE);
            } else {
                Cipher.invCipher(st, w, Observer.NONE);
            }
            st.store(out, outOff + off);
        }
        st.clear();
        Arrays.fill(copy, (byte) 0);
    }

    private void checkNotDestroyed() {
        if (destroyed) {
            throw new IllegalStateException("this expanded key has been destroyed");
        }
    }

    @Override
    public void destroy() {
        Arrays.fill(w, 0);
        destroyed = true;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }
}
