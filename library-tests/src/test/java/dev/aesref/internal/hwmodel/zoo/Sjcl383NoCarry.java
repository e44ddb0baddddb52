package dev.aesref.internal.hwmodel.zoo;

import dev.aesref.CounterFlavour;
import dev.aesref.harness.CtrStream;
import java.util.Set;

/**
 * sjcl issue #383 ("AES CTR mode broken because no carry is done on the counter", 2019; fixed
 * by PR #384): sjcl's {@code ctr} mode did {@code c[3]++} on the last 32-bit word of the
 * counter and never carried into {@code c[2]}, so a counter whose last word is
 * {@code ffffffff} repeats instead of moving on. CTR is specified with a 128-bit counter.
 */
final class Sjcl383NoCarry extends ZooVariant {

    Sjcl383NoCarry() {
        super("sjcl-383-no-carry", Set.of(CounterFlavour.CTR128_BE));
    }

    @Override
    public CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv) {
        return new StepStream(key, iv) {
            @Override
            protected void increment() {
                Counters.inc32(counter);
            }
        };
    }
}
