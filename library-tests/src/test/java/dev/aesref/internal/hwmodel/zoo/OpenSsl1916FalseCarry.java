package dev.aesref.internal.hwmodel.zoo;

import dev.aesref.CounterFlavour;
import dev.aesref.internal.ct.Pack;
import dev.aesref.harness.CtrStream;
import java.util.Set;

/**
 * OpenSSL issue #1916 ("A bad algorithm in crypto/modes/ctr128.c", 2016): the word-wise
 * increment {@code ctr128_inc_aligned} computed the carry out of {@code d = data[n] += c} as
 * {@code ((d - c) ^ d) >> 63}, which is 1 whenever the top bit of the word changes, so
 * {@code 0x7fff...ffff + 1} "carries" into the next word. The fix is {@code (d - c) & ~d}.
 * Modelled on 64-bit words of the big-endian counter block.
 */
final class OpenSsl1916FalseCarry extends ZooVariant {

    OpenSsl1916FalseCarry() {
        super("openssl-1916-false-carry", Set.of(CounterFlavour.CTR128_BE));
    }

    @Override
    public CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv) {
        return new StepStream(key, iv) {
            @Override
            protected void increment() {
                long[] data = {Pack.loadLongBE(counter, 0), Pack.loadLongBE(counter, 8)};
                long c = 1;
                int n = 2;
                do {
                    --n;
                    long d = data[n] += c;
                    c = ((d - c) ^ d) >>> 63; // the bug: should be ((d - c) & ~d) >>> 63
                } while (n != 0);
                Pack.storeLongBE(data[0], counter, 0);
                Pack.storeLongBE(data[1], counter, 8);
            }
        };
    }
}
