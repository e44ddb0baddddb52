package dev.aesref.testkit.conformance;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;

/**
 * A correct key (the JDK's AES) that subclasses break in one place each, so that the suites
 * are seen to catch each kind of engine bug.
 *
 * <p>Most faults are a few lines run before or after one kind of call ({@link #before},
 * {@link #after}), or a wrong destroy ({@link #destroyFault}); a fault that changes the call
 * itself overrides it.
 */
class FaultyKey implements ExpandedKey {

    /** Which of the key's block calls a fault is in. */
    enum Call { ENCRYPT, DECRYPT, CTR }

    /** A fault on the arguments of one call: it may write to {@code out}, or throw. */
    interface Fault {
        void at(byte[] in, int inOff, byte[] out, int outOff, int blocks);
    }

    /** Writes a zero just past the output range, where the array has room. */
    static final Fault WRITES_PAST_THE_RANGE = (in, inOff, out, outOff, blocks) -> {
        int end = outOff + 16 * blocks;
        if (end < out.length) {
            out[end] = 0;
        }
    };

    /** Refuses a call of zero blocks, which the contract accepts. */
    static final Fault REFUSES_ZERO_BLOCKS = (in, inOff, out, outOff, blocks) -> {
        if (blocks == 0) {
            throw new IllegalArgumentException("blocks must be > 0");
        }
    };

    final ExpandedKey inner;
    /** The broken destroy of {@link #destroyFault}; null for the correct one. */
    private final DestroyFault.Tally tally;

    FaultyKey(ExpandedKey inner) {
        this(inner, null);
    }

    private FaultyKey(ExpandedKey inner, DestroyFault.Tally tally) {
        this.inner = inner;
        this.tally = tally;
    }

    /** {@code inner} that runs {@code fault} before each call of one kind. */
    static ExpandedKey before(ExpandedKey inner, Call call, Fault fault) {
        return new Hooked(inner, call, fault, null);
    }

    /** {@code inner} that runs {@code fault} on the output of each call of one kind. */
    static ExpandedKey after(ExpandedKey inner, Call call, Fault fault) {
        return new Hooked(inner, call, null, fault);
    }

    /** Flips the low bit of {@code out[outOff + at]} in a call of exactly {@code blocks} blocks. */
    static Fault flipsAt(int blocks, int at) {
        return (in, inOff, out, outOff, n) -> {
            if (n == blocks) {
                out[outOff + at] ^= 1;
            }
        };
    }

    /** {@code inner} with a destroy broken as {@code fault} says. */
    static ExpandedKey destroyFault(ExpandedKey inner, DestroyFault fault) {
        return new FaultyKey(inner, fault.tally());
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
        if (tally == null || tally.destroy()) {
            inner.destroy();
        }
    }

    @Override
    public boolean isDestroyed() {
        return tally == null ? inner.isDestroyed() : tally.isDestroyed(inner.isDestroyed());
    }

    /** A correct key with a fault before or after each call of one kind. */
    private static final class Hooked extends FaultyKey {
        private final Call call;
        private final Fault before;
        private final Fault after;

        Hooked(ExpandedKey inner, Call call, Fault before, Fault after) {
            super(inner);
            this.call = call;
            this.before = before;
            this.after = after;
        }

        private void run(Call c, Fault f, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            if (c == call && f != null) {
                f.at(in, inOff, out, outOff, blocks);
            }
        }

        @Override
        public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            run(Call.ENCRYPT, before, in, inOff, out, outOff, blocks);
            super.encryptBlocks(in, inOff, out, outOff, blocks);
            run(Call.ENCRYPT, after, in, inOff, out, outOff, blocks);
        }

        @Override
        public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            run(Call.DECRYPT, before, in, inOff, out, outOff, blocks);
            super.decryptBlocks(in, inOff, out, outOff, blocks);
            run(Call.DECRYPT, after, in, inOff, out, outOff, blocks);
        }

        @Override
        public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex, byte[] in, int inOff,
                byte[] out, int outOff, int blocks) {
            run(Call.CTR, before, in, inOff, out, outOff, blocks);
            super.ctrXorBlocks(flavour, iv, firstIndex, in, inOff, out, outOff, blocks);
            run(Call.CTR, after, in, inOff, out, outOff, blocks);
        }
    }
}
