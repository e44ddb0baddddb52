package dev.aesref.internal.hwmodel.zoo;

import dev.aesref.CounterFlavour;
import dev.aesref.harness.CtrStream;
import dev.aesref.harness.CtrUnderTest;
import java.util.Set;

/** A bug-zoo entry: a variant driver that claims some flavours and gets a boundary wrong. */
abstract class ZooVariant implements CtrUnderTest {

    private final String name;
    private final Set<CounterFlavour> flavours;

    ZooVariant(String name, Set<CounterFlavour> flavours) {
        this.name = name;
        this.flavours = flavours;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Set<CounterFlavour> flavours() {
        return flavours;
    }

    @Override
    public abstract CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv);

    @Override
    public String toString() {
        return name;
    }
}
