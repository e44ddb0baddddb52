package dev.aesref.testkit;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import java.util.ArrayList;
import java.util.List;

/**
 * The spec engine, with a record of every key it expands (destroyed or not) and every array it
 * is asked to encrypt, so that tests can see that the kit wipes what it used.
 */
public final class RecordingEngine implements BlockEngine {

    final List<Key> keys = new ArrayList<>();

    /** For each key expanded so far, in order: whether it has been destroyed. */
    public List<Boolean> destroyed() {
        return keys.stream().map(k -> k.destroyed).toList();
    }

    @Override
    public String name() {
        return "recording-spec";
    }

    @Override
    public ExpandedKey expandKey(byte[] key) {
        Key k = new Key(Engines.byName("spec").expandKey(key));
        keys.add(k);
        return k;
    }

    static final class Key implements ExpandedKey {
        private final ExpandedKey inner;
        boolean destroyed;
        final List<byte[]> buffers = new ArrayList<>();

        Key(ExpandedKey inner) {
            this.inner = inner;
        }

        @Override
        public int keyBits() {
            return inner.keyBits();
        }

        @Override
        public void destroy() {
            destroyed = true;
            inner.destroy();
        }

        @Override
        public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            buffers.add(in);
            buffers.add(out);
            inner.encryptBlocks(in, inOff, out, outOff, blocks);
        }

        @Override
        public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            inner.decryptBlocks(in, inOff, out, outOff, blocks);
        }
    }
}
