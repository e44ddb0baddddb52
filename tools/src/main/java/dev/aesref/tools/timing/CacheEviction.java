package dev.aesref.tools.timing;

/**
 * Pushes the target's data out of the level-1 data cache before each measurement, outside the
 * timed region, by reading a buffer twice the size of that cache (32 KiB per core on the AMD EPYC
 * of these machines; {@code lscpu} shows it).
 *
 * <p>Without it a cache-timing leak is invisible here: a T-table AES's 5 KiB of tables stay in
 * the level-1 cache between measurements, so every lookup costs the same whatever its index. With
 * the tables evicted, each measurement starts cold, and the number of distinct cache lines a
 * lookup pattern touches, which depends on the data, shows in the time (Bonneau and Mironov,
 * "Cache-collision timing attacks against AES", CHES 2006). Constant-time code reads the same
 * lines whatever the data, so eviction changes both classes' times alike.
 */
final class CacheEviction {

    /** Twice the 32 KiB level-1 data cache; one {@code long} read per 64-byte line. */
    static final int BYTES = 64 * 1024;

    private static final int LINE_LONGS = 64 / Long.BYTES;
    private static final long[] BUFFER = new long[BYTES / Long.BYTES];

    static {
        // A 1 at the start of each line, so that evict() returns the number of lines it read.
        for (int i = 0; i < BUFFER.length; i += LINE_LONGS) {
            BUFFER[i] = 1;
        }
    }

    private CacheEviction() {}

    /**
     * Reads one word of every cache line of the buffer; returns their sum (the number of lines,
     * {@code BYTES / 64}) so that the reads are not elided.
     */
    static long evict() {
        long sum = 0;
        for (int i = 0; i < BUFFER.length; i += LINE_LONGS) {
            sum += BUFFER[i];
        }
        return sum;
    }
}
