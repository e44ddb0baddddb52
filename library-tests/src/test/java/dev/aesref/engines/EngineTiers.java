package dev.aesref.engines;

import dev.aesref.BlockEngine;
import java.util.List;

/**
 * The registry split by what the JVM must have: the engines of the Vector API tier, which need
 * the {@code jdk.incubator.vector} module, and every other one. Both come from the registry
 * ({@link Engines#all()} and {@link Engines#VECTOR_TIER}), so a new engine joins the right side
 * without a test file naming it.
 */
public final class EngineTiers {

    private EngineTiers() {}

    /** Every registered engine that runs without the module, in registry order. */
    public static List<BlockEngine> withoutVectorModule() {
        return Engines.all().stream().filter(e -> !Engines.VECTOR_TIER.contains(e.name())).toList();
    }

    /**
     * The engines of the Vector API tier. In a JVM without the module this throws, naming the
     * module: a test that asks for them must run only where the module is.
     */
    public static List<BlockEngine> vectorTier() {
        return Engines.VECTOR_TIER.stream().map(Engines::byName).toList();
    }
}
