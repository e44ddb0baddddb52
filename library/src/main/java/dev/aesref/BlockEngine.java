package dev.aesref;

/**
 * An AES implementation: turns a raw key into an {@link ExpandedKey}.
 *
 * <p>Every engine in this project (the FIPS-197 {@code spec} engine and the constant-time
 * engines) implements this one interface, and {@code dev.aesref.engines.Engines} lists them so
 * that every test suite runs on every engine. Implementations are stateless and thread-safe; all per-key state
 * lives in the expanded key.
 */
public interface BlockEngine {

    /** The AES block size in bytes. */
    int BLOCK_BYTES = 16;

    /** A short, stable name for tables and test reports, for example {@code "spec"}. */
    String name();

    /**
     * Expands a 128-, 192- or 256-bit key.
     *
     * <p>The caller keeps ownership of {@code key}; the engine copies what it needs and never
     * holds a reference to the array.
     *
     * @throws NullPointerException if {@code key} is null
     * @throws IllegalArgumentException if {@code key} is not 16, 24 or 32 bytes long; the
     *     message names the length it got
     */
    ExpandedKey expandKey(byte[] key);
}
