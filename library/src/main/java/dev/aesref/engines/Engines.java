package dev.aesref.engines;

import dev.aesref.BlockEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The registry of every AES engine in this project. Test suites, the self-test and the
 * benchmarks iterate over {@link #all()}, so an engine joins every suite by being listed here.
 *
 * <p>It lives outside the root package so that the arrows point one way: the root package
 * ({@code dev.aesref}) defines the contract and knows no engine, every engine package depends on
 * the root package, and only this registry depends on every engine.
 */
public final class Engines {

    private static final List<BlockEngine> ALL = register();

    private Engines() {}

    private static List<BlockEngine> register() {
        List<BlockEngine> engines = new ArrayList<>(List.of(
                // Engines are added here, one line each, as their packages land.
                new dev.aesref.internal.fips197.SpecEngine(),
                new dev.aesref.internal.nohw.NohwEngine(),
                dev.aesref.internal.vpaes.VpaesEngine.interleaved(),
                dev.aesref.internal.vpaes.VpaesEngine.oneBlockAtATime(),
                new dev.aesref.internal.hwmodel.HwModelEngine()));
        // The Vector API tier, only when the JVM has the incubator module (README, "Engines").
        engines.addAll(dev.aesref.internal.nohw.NohwEngine.vectorTier());
        engines.addAll(dev.aesref.internal.vpaes.VpaesEngine.vectorTier());
        return List.copyOf(engines);
    }

    /**
     * Every engine, in a fixed order. {@code nohw-vector} and {@code vpaes-vector} are last, and only there when the
     * {@code jdk.incubator.vector} module is in this JVM.
     */
    public static List<BlockEngine> all() {
        return ALL;
    }

    /** The engine with this {@link BlockEngine#name()}. */
    public static BlockEngine byName(String name) {
        for (BlockEngine e : ALL) {
            if (e.name().equals(name)) {
                return e;
            }
        }
        throw new NoSuchElementException(unknown(name, names()));
    }

    /** The engines of the Vector API tier, registered only when the JVM has its module. */
    static final List<String> VECTOR_TIER = List.of("nohw-vector", "vpaes-vector");

    /**
     * Why there is no engine {@code name} among {@code registered}: a Vector API engine in a JVM
     * without the incubator module says how to add it.
     */
    static String unknown(String name, List<String> registered) {
        if (VECTOR_TIER.contains(name)) {
            return "no engine named '" + name + "' in this JVM: it needs the Vector API module"
                    + " (java --add-modules jdk.incubator.vector); known: " + registered;
        }
        return "no engine named '" + name + "'; known: " + registered;
    }

    /** The names of every engine, in registry order. */
    public static List<String> names() {
        return ALL.stream().map(BlockEngine::name).toList();
    }
}
