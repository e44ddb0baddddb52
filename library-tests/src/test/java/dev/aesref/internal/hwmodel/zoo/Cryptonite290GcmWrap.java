package dev.aesref.internal.hwmodel.zoo;

import dev.aesref.CounterFlavour;
import dev.aesref.harness.CtrStream;
import java.util.Set;

/**
 * cryptonite PR #290 ("Fix counter wrapping in AES GCM", 2019): GCM must step its counter with
 * inc32 (SP 800-38D section 6.2). cryptonite's generic code used {@code block128_inc_be} (a
 * 128-bit counter, wrapping at 2^128) and its AES-NI code {@code _mm_add_epi64} (wrapping at
 * 2^64). Both are variants here, claiming CTR32_BE (GCM's counter).
 */
final class Cryptonite290GcmWrap extends ZooVariant {

    private final boolean aesni;

    /** @param aesni true for the AES-NI path (2^64 wrap), false for the generic one (2^128). */
    Cryptonite290GcmWrap(boolean aesni) {
        super(aesni ? "cryptonite-290-gcm-aesni-wrap64" : "cryptonite-290-gcm-generic-wrap128",
                Set.of(CounterFlavour.CTR32_BE));
        this.aesni = aesni;
    }

    @Override
    public CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv) {
        return new StepStream(key, iv) {
            @Override
            protected void increment() {
                if (aesni) {
                    Counters.inc64(counter);
                } else {
                    Counters.incrementTail(counter, 0);
                }
            }
        };
    }
}
