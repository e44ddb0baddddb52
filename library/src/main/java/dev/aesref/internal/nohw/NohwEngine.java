package dev.aesref.internal.nohw;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.ct.IncubatorModule;
import java.util.List;

/**
 * The table-free bitsliced AES engine: blocks in row-sliced batches, S-box as a Boolean circuit,
 * no lookup table anywhere. See the package documentation for the layout.
 *
 * <ul>
 *   <li>{@code "nohw"} ({@link #NohwEngine()}): batches of sixteen blocks in {@code long}s.</li>
 *   <li>{@code "nohw-vector"} ({@link #vectorLanes()}): the same rounds on four batches at once,
 *       one per lane of a 256-bit {@code LongVector} of the Vector API, 64 blocks per pass. It
 *       needs the {@code jdk.incubator.vector} module ({@link IncubatorModule}).</li>
 * </ul>
 * Both take the same short path for calls of up to {@link NohwKey#SHORT_MAX_BLOCKS} blocks.
 */
public final class NohwEngine implements BlockEngine {

    /** The registry name of the scalar engine. */
    public static final String NAME = "nohw";
    /** The registry name of the Vector API engine. */
    public static final String VECTOR_NAME = "nohw-vector";

    private final String name;
    private final boolean vectorLanes;

    /** The scalar engine, {@code "nohw"}. */
    public NohwEngine() {
        this(NAME, false);
    }

    private NohwEngine(String name, boolean vectorLanes) {
        this.name = name;
        this.vectorLanes = vectorLanes;
    }

    /**
     * The Vector API engine, {@code "nohw-vector"}.
     *
     * @throws IllegalStateException if the {@code jdk.incubator.vector} module is not in this JVM
     *     (start it with {@code --add-modules jdk.incubator.vector})
     */
    public static NohwEngine vectorLanes() {
        if (!IncubatorModule.present()) {
            throw new IllegalStateException("the nohw-vector engine needs the " + IncubatorModule.NAME
                    + " module: start the JVM with --add-modules " + IncubatorModule.NAME);
        }
        return new NohwEngine(VECTOR_NAME, true);
    }

    /**
     * What the registry adds for the Vector API tier: {@code nohw-vector} when the
     * {@code jdk.incubator.vector} module is in this JVM, nothing otherwise.
     */
    public static List<BlockEngine> vectorTier() {
        return IncubatorModule.present() ? List.of(vectorLanes()) : List.of();
    }

    @Override
    public String name() {
        return name;
    }

    /** {@inheritDoc} The returned key may be shared by threads (each call borrows its batch scratch). */
    @Override
    public ExpandedKey expandKey(byte[] key) {
        return new NohwKey(key, NohwKey.SHORT_MAX_BLOCKS, vectorLanes ? VectorBatch.INSTANCE : ScalarBatch.INSTANCE);
    }
}
