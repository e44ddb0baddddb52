package dev.aesref.aead;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A key that holds a call inside it on demand, so that a test can make two calls overlap, or a
 * call overlap {@code destroy()}, deterministically. Once {@link #arm armed}, the next
 * {@code ctrXorBlocks} call says it has arrived ({@link #arrived}) and waits until the test
 * {@link #release releases} it; every other call goes straight to the wrapped key.
 */
final class LatchedKey implements ExpandedKey {

    private final ExpandedKey inner;
    private volatile boolean armed;
    private final CountDownLatch arrived = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);

    LatchedKey(ExpandedKey inner) {
        this.inner = inner;
    }

    /** Makes the next counter-mode call wait. */
    void arm() {
        armed = true;
    }

    /** Waits until the held call is inside the key. */
    void awaitArrival() throws InterruptedException {
        if (!arrived.await(10, TimeUnit.SECONDS)) {
            throw new AssertionError("no call reached the key");
        }
    }

    /** Lets the held call go on. */
    void release() {
        release.countDown();
    }

    @Override
    public int keyBits() {
        return inner.keyBits();
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
    public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex,
                             byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        if (armed) {
            armed = false;
            arrived.countDown();
            try {
                if (!release.await(10, TimeUnit.SECONDS)) {
                    throw new AssertionError("the test never released the held call");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
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
