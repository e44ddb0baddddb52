package dev.aesref.aead;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;

/**
 * An engine whose keys take a lock around every call, so that an engine whose own keys cannot
 * yet be shared ({@code spec}'s keep one State per key) still gives a test of the AEADs' own
 * sharing: the AEAD's calls overlap everywhere but inside the key. Drop it for an engine whose
 * keys are shareable themselves.
 */
final class LockedEngine implements BlockEngine {

    private final BlockEngine inner;

    LockedEngine(BlockEngine inner) {
        this.inner = inner;
    }

    @Override
    public String name() {
        return inner.name() + " (locked keys)";
    }

    @Override
    public ExpandedKey expandKey(byte[] key) {
        return new Locked(inner.expandKey(key));
    }

    private static final class Locked implements ExpandedKey {
        private final ExpandedKey inner;

        Locked(ExpandedKey inner) {
            this.inner = inner;
        }

        @Override
        public synchronized int keyBits() {
            return inner.keyBits();
        }

        @Override
        public synchronized void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            inner.encryptBlocks(in, inOff, out, outOff, blocks);
        }

        @Override
        public synchronized void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            inner.decryptBlocks(in, inOff, out, outOff, blocks);
        }

        @Override
        public synchronized void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex,
                                              byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            inner.ctrXorBlocks(flavour, iv, firstIndex, in, inOff, out, outOff, blocks);
        }

        @Override
        public synchronized void destroy() {
            inner.destroy();
        }

        @Override
        public synchronized boolean isDestroyed() {
            return inner.isDestroyed();
        }
    }
}
