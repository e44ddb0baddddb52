package dev.aesref.harness;

import dev.aesref.CounterFlavour;
import java.util.Set;

/** Something that can produce counter-mode streams: what the CTR properties are run against. */
public interface CtrUnderTest {

    /** A name for reports. */
    String name();

    /** The flavours this implementation claims to implement; the properties test exactly these. */
    Set<CounterFlavour> flavours();

    /** Starts a stream at block 0 of the given key, flavour and 16-byte IV. */
    CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv);
}
