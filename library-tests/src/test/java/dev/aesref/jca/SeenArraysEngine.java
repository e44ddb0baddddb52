package dev.aesref.jca;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code nohw} engine, keeping a reference to every array its keys are asked to encrypt or
 * decrypt, and every key it expands: a test can then look at what the SPI handed the engine
 * (its scratch, or the caller's own arrays) after the call has returned.
 */
final class SeenArraysEngine implements BlockEngine {

    private final BlockEngine inner = Engines.byName("nohw");

    /** Every input and output array, in call order, inputs first. */
    final List<byte[]> inputs = new ArrayList<>();
    final List<byte[]> outputs = new ArrayList<>();
    final List<ExpandedKey> keys = new ArrayList<>();
    /** While set, every encryptBlocks and decryptBlocks call throws before it starts. */
    boolean failing;

    @Override
    public String name() {
        return "seen-arrays-nohw";
    }

    @Override
    public ExpandedKey expandKey(byte[] key) {
        ExpandedKey k = new Key(inner.expandKey(key));
        keys.add(k);
        return k;
    }

    void forget() {
        inputs.clear();
        outputs.clear();
    }

    private final class Key implements ExpandedKey {
        private final ExpandedKey key;

        Key(ExpandedKey key) {
            this.key = key;
        }

        @Override
        public int keyBits() {
            return key.keyBits();
        }

        @Override
        public void destroy() {
            key.destroy();
        }

        @Override
        public boolean isDestroyed() {
            return key.isDestroyed();
        }

        @Override
        public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            if (failing) {
                throw new IllegalStateException("failing on purpose");
            }
            inputs.add(in);
            outputs.add(out);
            key.encryptBlocks(in, inOff, out, outOff, blocks);
        }

        @Override
        public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            if (failing) {
                throw new IllegalStateException("failing on purpose");
            }
            inputs.add(in);
            outputs.add(out);
            key.decryptBlocks(in, inOff, out, outOff, blocks);
        }
    }
}
