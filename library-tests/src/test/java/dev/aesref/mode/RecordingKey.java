package dev.aesref.mode;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import java.util.ArrayList;
import java.util.List;

/**
 * An {@link ExpandedKey} wrapper that records every call and every array the modes hand to the
 * engine, so that tests can check what the modes promise about the engine (one batched
 * {@code decryptBlocks} call for CBC) and about their own scratch buffers (zeroed after use).
 */
class RecordingKey implements ExpandedKey {

    final ExpandedKey inner;
    final List<String> calls = new ArrayList<>();
    /** Every output array the modes passed to the engine (their scratch buffers among them). */
    final List<byte[]> outputs = new ArrayList<>();
    /** Every input array the modes passed to the engine. */
    final List<byte[]> inputs = new ArrayList<>();
    /** The input offset of every call, in the order of {@link #inputs}. */
    final List<Integer> inputOffsets = new ArrayList<>();
    /** Every IV array passed to ctrXorBlocks. */
    final List<byte[]> ivs = new ArrayList<>();

    RecordingKey(ExpandedKey inner) {
        this.inner = inner;
    }

    @Override
    public int keyBits() {
        return inner.keyBits();
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        calls.add("encryptBlocks " + blocks);
        inputs.add(in);
        inputOffsets.add(inOff);
        outputs.add(out);
        inner.encryptBlocks(in, inOff, out, outOff, blocks);
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        calls.add("decryptBlocks " + blocks);
        inputs.add(in);
        inputOffsets.add(inOff);
        outputs.add(out);
        inner.decryptBlocks(in, inOff, out, outOff, blocks);
    }

    @Override
    public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex, byte[] in, int inOff,
                             byte[] out, int outOff, int blocks) {
        calls.add("ctrXorBlocks " + firstIndex + " " + blocks);
        ivs.add(iv);
        inputs.add(in);
        inputOffsets.add(inOff);
        outputs.add(out);
        inner.ctrXorBlocks(flavour, iv, firstIndex, in, inOff, out, outOff, blocks);
    }

    @Override
    public void destroy() {
        calls.add("destroy");
        inner.destroy();
    }

    @Override
    public boolean isDestroyed() {
        return inner.isDestroyed();
    }

    static boolean allZero(byte[] b) {
        for (byte x : b) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }
}
