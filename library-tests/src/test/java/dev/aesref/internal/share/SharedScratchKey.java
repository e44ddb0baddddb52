package dev.aesref.internal.share;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;

/**
 * A deliberately broken key: a correct one behind a scratch block that every call shares, as
 * the engines' keys had before they borrowed their scratch. Right on one thread.
 */
final class SharedScratchKey implements ExpandedKey {

    private final ExpandedKey inner;
    private final byte[] scratch = new byte[16];

    SharedScratchKey(ExpandedKey inner) {
        this.inner = inner;
    }

    @Override
    public int keyBits() {
        return inner.keyBits();
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        System.arraycopy(in, inOff, scratch, 0, 16);
        inner.encryptBlocks(scratch, 0, scratch, 0, 1);
        System.arraycopy(scratch, 0, out, outOff, 16);
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        System.arraycopy(in, inOff, scratch, 0, 16);
        inner.decryptBlocks(scratch, 0, scratch, 0, 1);
        System.arraycopy(scratch, 0, out, outOff, 16);
    }

    @Override
    public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex,
                             byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        System.arraycopy(in, inOff, scratch, 0, 16);
        inner.ctrXorBlocks(flavour, iv, firstIndex, scratch, 0, scratch, 0, 1);
        System.arraycopy(scratch, 0, out, outOff, 16);
    }

    @Override
    public void destroy() {
        inner.destroy();
    }

    @Override
    public boolean isDestroyed() {
        return inner.isDestroyed();
    }
}
