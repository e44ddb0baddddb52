package dev.aesref.mode;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.harness.CtrStream;
import dev.aesref.harness.CtrUnderTest;
import java.util.EnumSet;
import java.util.Set;

/**
 * The library's counter mode ({@link Ctr.Stream}) on one engine, as a {@link CtrUnderTest} for
 * the shared counter-mode properties of the harness.
 */
public final class CtrModeUnderTest implements CtrUnderTest {

    private final BlockEngine engine;
    private final CounterReuse policy;

    public CtrModeUnderTest(BlockEngine engine, CounterReuse policy) {
        this.engine = engine;
        this.policy = policy;
    }

    @Override
    public String name() {
        return "mode.Ctr/" + engine.name() + "/" + policy;
    }

    @Override
    public Set<CounterFlavour> flavours() {
        return EnumSet.allOf(CounterFlavour.class);
    }

    @Override
    public CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv) {
        return Ctr.stream(engine.expandKey(key), flavour, iv, policy)::process;
    }
}
