package dev.aesref.testkit.conformance;

import dev.aesref.aead.Aead;
import javax.crypto.AEADBadTagException;

/**
 * A correct AEAD that subclasses break in one place each, so that the AEAD suite is seen to
 * catch each kind of bug.
 */
class FaultyAead implements Aead {

    final Aead inner;

    FaultyAead(Aead inner) {
        this.inner = inner;
    }

    @Override
    public int tagBytes() {
        return inner.tagBytes();
    }

    @Override
    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
        return inner.seal(nonce, aad, in, inOff, len, out, outOff);
    }

    @Override
    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws AEADBadTagException {
        return inner.open(nonce, aad, in, inOff, len, out, outOff);
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
