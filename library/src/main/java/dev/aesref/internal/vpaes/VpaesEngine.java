package dev.aesref.internal.vpaes;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.ct.IncubatorModule;
import java.util.List;

/**
 * Mike Hamburg's vector-permute AES ("Accelerating AES with Vector Permute Instructions",
 * CHES 2009), the design of BoringSSL's vpaes-x86_64 and vpaes-armv8. See docs/engines/vpaes.md.
 *
 * <p>Two shuffles, each with two block loops:
 * <ul>
 *   <li>{@link #interleaved()} ("vpaes") and {@link #oneBlockAtATime()} ("vpaes-1x"): the byte
 *       shuffle emulated in constant time on longs ({@link Shuffle}); the first runs two blocks
 *       at a time through the round functions for multi-block calls, the second never does.</li>
 *   <li>{@link #vector()} ("vpaes-vector") and {@link #vectorOneBlockAtATime()}
 *       ("vpaes-vector-1x"): the same rounds with the CPU's own shuffle, through the Vector API's
 *       {@code rearrange} ({@link VectorRounds}). They need the {@code jdk.incubator.vector}
 *       module ({@link IncubatorModule}). The registry lists "vpaes-vector"; the one-block loop is
 *       there so that tests and benchmarks can compare the two loops where the shuffle is real.</li>
 * </ul>
 */
public final class VpaesEngine implements BlockEngine {

    /** The registry name of the Vector API engine. */
    public static final String VECTOR_NAME = "vpaes-vector";

    private static final VpaesEngine INTERLEAVED = new VpaesEngine("vpaes", true, false);
    private static final VpaesEngine ONE_BLOCK = new VpaesEngine("vpaes-1x", false, false);
    // Making these loads no Vector API class: expandKey names VectorRounds on its vector branch only.
    private static final VpaesEngine VECTOR = new VpaesEngine(VECTOR_NAME, true, true);
    private static final VpaesEngine VECTOR_ONE_BLOCK = new VpaesEngine(VECTOR_NAME + "-1x", false, true);

    private final String name;
    private final boolean twoBlocks;
    private final boolean vectorShuffle;

    private VpaesEngine(String name, boolean twoBlocks, boolean vectorShuffle) {
        this.name = name;
        this.twoBlocks = twoBlocks;
        this.vectorShuffle = vectorShuffle;
    }

    /** The engine "vpaes": two blocks at a time where there are two. */
    public static VpaesEngine interleaved() {
        return INTERLEAVED;
    }

    /** The engine "vpaes-1x": always one block at a time. */
    public static VpaesEngine oneBlockAtATime() {
        return ONE_BLOCK;
    }

    /**
     * The engine "vpaes-vector": two blocks at a time, with the Vector API's shuffle.
     *
     * @throws IllegalStateException if the {@code jdk.incubator.vector} module is not in this JVM
     */
    public static VpaesEngine vector() {
        requireModule(VECTOR.name);
        return VECTOR;
    }

    /**
     * The engine "vpaes-vector-1x": one block at a time, with the Vector API's shuffle.
     *
     * @throws IllegalStateException if the {@code jdk.incubator.vector} module is not in this JVM
     */
    public static VpaesEngine vectorOneBlockAtATime() {
        requireModule(VECTOR_ONE_BLOCK.name);
        return VECTOR_ONE_BLOCK;
    }

    /** What the registry adds for the Vector API tier: "vpaes-vector" with the module, else nothing. */
    public static List<BlockEngine> vectorTier() {
        return IncubatorModule.present() ? List.of(vector()) : List.of();
    }

    private static void requireModule(String engine) {
        if (!IncubatorModule.present()) {
            throw new IllegalStateException("the " + engine + " engine needs the " + IncubatorModule.NAME
                    + " module: start the JVM with --add-modules " + IncubatorModule.NAME);
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public ExpandedKey expandKey(byte[] key) {
        // VectorRounds is named only on this branch, so without the module it is never loaded.
        return new VpaesKey(key, twoBlocks, vectorShuffle ? VectorRounds.INSTANCE : ScalarRounds.INSTANCE);
    }

    @Override
    public String toString() {
        return name;
    }
}
