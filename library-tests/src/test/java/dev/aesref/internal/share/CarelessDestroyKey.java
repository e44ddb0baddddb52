package dev.aesref.internal.share;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import java.util.Arrays;

/**
 * A deliberately broken key: a correct one with a whitening block of its own, XORed into every
 * input. destroy() zeroes the whitening, and a call in flight goes on with what it reads: the
 * check at its start is its only one. So it can return bytes that no order of whole calls gives.
 */
final class CarelessDestroyKey implements ExpandedKey {

    private final ExpandedKey inner;
    private final byte[] whitening = new byte[16];
    private volatile boolean destroyed;

    CarelessDestroyKey(ExpandedKey inner) {
        this.inner = inner;
        Arrays.fill(whitening, (byte) 0xA5);
    }

    @Override
    public int keyBits() {
        return inner.keyBits();
    }

    private void checkLive() {
        if (destroyed) {
            throw new IllegalStateException("destroyed");
        }
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        checkLive();
        // Output computed from the whitening as it is now, half zeroed or not.
        byte[] copy = Arrays.copyOfRange(in, inOff, inOff + 16);
        for (int i = 0; i < 16; i++) {
            copy[i] ^= whitening[i];
        }
        inner.encryptBlocks(copy, 0, out, outOff, 1);
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        encryptBlocks(in, inOff, out, outOff, blocks);
    }

    @Override
    public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex,
                             byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        encryptBlocks(in, inOff, out, outOff, blocks);
    }

    @Override
    public void destroy() {
        destroyed = true;
        Arrays.fill(whitening, (byte) 0);
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }
}
