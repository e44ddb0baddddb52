package dev.aesref.internal.hwmodel.zoo;

import dev.aesref.internal.ct.Pack;

/** Counter increments, right and wrong, on a 16-byte big-endian counter block. */
final class Counters {

    private Counters() {}

    /** Adds 1 to the big-endian number in bytes [from, 16), wrapping in that width. */
    static void incrementTail(byte[] block, int from) {
        for (int i = 15; i >= from; i--) {
            if (++block[i] != 0) {
                return;
            }
        }
    }

    /** Adds 1 to the last 32-bit word only (GCM's inc32 / RFC 3686): no carry beyond it. */
    static void inc32(byte[] block) {
        Pack.storeIntBE(Pack.loadIntBE(block, 12) + 1, block, 12);
    }

    /** Adds 1 to the last 64 bits only, as one 64-bit lane (_mm_add_epi64 on a swapped block). */
    static void inc64(byte[] block) {
        Pack.storeLongBE(Pack.loadLongBE(block, 8) + 1, block, 8);
    }
}
