package dev.aesref.testkit.conformance;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;

/**
 * A correct key (the JDK's AES) that subclasses break in one place each, so that the suites
 * are seen to catch each kind of engine bug.
 */
class FaultyKey implements ExpandedKey {

    final ExpandedKey inner;

    FaultyKey(ExpandedKey inner) {
        this.inner = inner;
    }

    @Override
    public int keyBits() {
        return inner.keyBits();
    }

    @Override
    public int rounds() {
        return inner.rounds();
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        inner.encryptBlocks(in, inOff, out, outOff, blocks);
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        inner.decryptBlocks(in, inOff, out, outOff, blocks);
    }

    @Override
    public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex, byte[] in, int inOff,
            byte[] out, int outOff, int blocks) {
        inner.ctrXorBlocks(flavour, iv, firstIndex, in, inOff, out, outOff, blocks);
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
