package dev.aesref.testkit.conformance;

import dev.aesref.aead.Aead;
import javax.crypto.AEADBadTagException;

/**
 * A correct AEAD that subclasses break in one place each, so that the AEAD suite is seen to
 * catch each kind of bug.
 *
 * <p>Most faults are a few lines run before the range form of seal or open ({@link #before}),
 * a change to what it returned ({@link #after}), or a wrong destroy ({@link #destroyFault}); a
 * fault that changes the call itself overrides it.
 */
class FaultyAead implements Aead {

    /** Which of the range calls a fault is in. */
    enum Call { SEAL, OPEN }

    /** A fault before a call, on its arguments: it may write to {@code out}. */
    interface Before {
        void at(byte[] in, int inOff, int len, byte[] out, int outOff);
    }

    /** A fault after a call that returned {@code n}: it may write to {@code out}, and returns the count to give. */
    interface After {
        int count(byte[] in, int inOff, int len, byte[] out, int outOff, int n);
    }

    final Aead inner;
    /** The broken destroy of {@link #destroyFault}; null for the correct one. */
    private final DestroyFault.Tally tally;

    FaultyAead(Aead inner) {
        this(inner, null);
    }

    private FaultyAead(Aead inner, DestroyFault.Tally tally) {
        this.inner = inner;
        this.tally = tally;
    }

    /** {@code inner} that runs {@code fault} before each range call of one kind. */
    static Aead before(Aead inner, Call call, Before fault) {
        return new Hooked(inner, call, fault, null);
    }

    /** {@code inner} that runs {@code fault} after each range call of one kind. */
    static Aead after(Aead inner, Call call, After fault) {
        return new Hooked(inner, call, null, fault);
    }

    /** {@code inner} with a destroy broken as {@code fault} says. */
    static Aead destroyFault(Aead inner, DestroyFault fault) {
        return new FaultyAead(inner, fault.tally());
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
        if (tally == null || tally.destroy()) {
            inner.destroy();
        }
    }

    @Override
    public boolean isDestroyed() {
        return tally == null ? inner.isDestroyed() : tally.isDestroyed(inner.isDestroyed());
    }

    /** A correct AEAD with a fault before or after each range call of one kind. */
    private static final class Hooked extends FaultyAead {
        private final Call call;
        private final Before before;
        private final After after;

        Hooked(Aead inner, Call call, Before before, After after) {
            super(inner);
            this.call = call;
            this.before = before;
            this.after = after;
        }

        @Override
        public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
            boolean hooked = call == Call.SEAL;
            if (hooked && before != null) {
                before.at(in, inOff, len, out, outOff);
            }
            int n = super.seal(nonce, aad, in, inOff, len, out, outOff);
            return hooked && after != null ? after.count(in, inOff, len, out, outOff, n) : n;
        }

        @Override
        public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                throws AEADBadTagException {
            boolean hooked = call == Call.OPEN;
            if (hooked && before != null) {
                before.at(in, inOff, len, out, outOff);
            }
            int n = super.open(nonce, aad, in, inOff, len, out, outOff);
            return hooked && after != null ? after.count(in, inOff, len, out, outOff, n) : n;
        }
    }
}
