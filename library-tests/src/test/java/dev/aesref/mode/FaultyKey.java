package dev.aesref.mode;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;

/**
 * A real key that misbehaves on purpose, for the tests of what the modes do with their buffers.
 * It records every call like {@link RecordingKey}, and on the call numbered {@link #failAt}
 * (counting from 1) it first does the real work, so that every buffer holds real data, and then
 * throws; or, with {@link #rewrite}, it overwrites a range of the caller's input right after its
 * first call, to see whether a mode reads its input as it goes or from an earlier copy.
 */
final class FaultyKey extends RecordingKey {

    /** What {@link FaultyKey} throws. */
    static final class EngineFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        EngineFailure() {
            super("engine failure (test)");
        }
    }

    private int failAt;
    private byte[] rewriteTarget;
    private int rewriteOff;
    private byte[] rewriteWith;
    private int callsSoFar;

    FaultyKey(ExpandedKey inner) {
        super(inner);
    }

    /** Throws after the real work of call {@code n} (1 = the first call). */
    FaultyKey failAt(int n) {
        this.failAt = n;
        return this;
    }

    /** Right after the first call, copies {@code with} into {@code target} at {@code off}. */
    FaultyKey rewrite(byte[] target, int off, byte[] with) {
        this.rewriteTarget = target;
        this.rewriteOff = off;
        this.rewriteWith = with.clone();
        return this;
    }

    private void after() {
        callsSoFar++;
        if (callsSoFar == 1 && rewriteTarget != null) {
            System.arraycopy(rewriteWith, 0, rewriteTarget, rewriteOff, rewriteWith.length);
        }
        if (callsSoFar == failAt) {
            throw new EngineFailure();
        }
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        super.encryptBlocks(in, inOff, out, outOff, blocks);
        after();
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        super.decryptBlocks(in, inOff, out, outOff, blocks);
        after();
    }

    @Override
    public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex, byte[] in, int inOff,
                             byte[] out, int outOff, int blocks) {
        super.ctrXorBlocks(flavour, iv, firstIndex, in, inOff, out, outOff, blocks);
        after();
    }
}
