package dev.aesref.internal.hwmodel.zoo;

import dev.aesref.CounterFlavour;
import dev.aesref.harness.CtrStream;
import java.util.Set;

/**
 * liboqs issue #2234 ("AES-CTR implementation using AES-NI wraps on 64 bit counter", 2025;
 * fixed by PR #2252): the AES-NI AES256-CTR stepped the byte-swapped counter with
 * {@code _mm_add_epi64} where the software implementation, and the specification, have a
 * 32-bit counter ({@code _mm_add_epi32}). With a nonce ending in {@code ff ff ff ff} the two
 * implementations disagree from the second block on.
 */
final class Liboqs2234Epi64 extends ZooVariant {

    Liboqs2234Epi64() {
        super("liboqs-2234-epi64-counter", Set.of(CounterFlavour.CTR32_BE));
    }

    @Override
    public CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv) {
        return new StepStream(key, iv) {
            @Override
            protected void increment() {
                Counters.inc64(counter);
            }
        };
    }
}
