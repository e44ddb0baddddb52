package dev.aesref.aead;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import java.util.ArrayList;
import java.util.List;

/**
 * An engine that remembers every key array it was handed and every key it expanded, so that a
 * test can check that the mode zeroed its copies of the key bytes and destroyed the keys it owns.
 */
final class KeyTrackingEngine implements BlockEngine {

    private final BlockEngine inner = Engines.byName("nohw");
    final List<byte[]> keyBytes = new ArrayList<>();
    final List<ExpandedKey> keys = new ArrayList<>();

    @Override
    public String name() {
        return "key-tracking";
    }

    @Override
    public ExpandedKey expandKey(byte[] key) {
        keyBytes.add(key);
        ExpandedKey k = inner.expandKey(key);
        keys.add(k);
        return k;
    }

    /** True when every key array handed to {@link #expandKey} is all zero now. */
    boolean keyBytesZeroed() {
        for (byte[] k : keyBytes) {
            for (byte b : k) {
                if (b != 0) {
                    return false;
                }
            }
        }
        return !keyBytes.isEmpty();
    }

    /** True when every key this engine expanded has been destroyed. */
    boolean keysDestroyed() {
        return !keys.isEmpty() && keys.stream().allMatch(ExpandedKey::isDestroyed);
    }
}
