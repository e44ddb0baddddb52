package dev.aesref.internal.hwmodel.zoo;

import dev.aesref.CounterFlavour;
import dev.aesref.harness.CtrStream;
import java.util.Set;

/**
 * intel-ipsec-mb issue #43 ("Block count may be incremented incorrectly in AES-CTR", 2020):
 * AES_CNTR (IPsec, RFC 3686) has a 4-byte block counter and AES_CNTR_BITLEN (PDCP, 3GPP
 * TS 33.401 B.1.3) an 8-byte one. Release 0.53's AVX code had them the other way round:
 * 8-byte increments for AES_CNTR and 4-byte ones for AES_CNTR_BITLEN.
 */
final class IntelIpsecMb43Swapped extends ZooVariant {

    IntelIpsecMb43Swapped() {
        super("intel-ipsec-mb-43-swapped-widths", Set.of(CounterFlavour.CTR32_BE, CounterFlavour.CTR64_BE));
    }

    @Override
    public CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv) {
        return new StepStream(key, iv) {
            @Override
            protected void increment() {
                if (flavour == CounterFlavour.CTR32_BE) {
                    Counters.inc64(counter); // AES_CNTR stepped 8 bytes
                } else {
                    Counters.inc32(counter); // AES_CNTR_BITLEN stepped 4 bytes
                }
            }
        };
    }
}
