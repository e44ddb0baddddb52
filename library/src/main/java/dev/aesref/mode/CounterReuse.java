package dev.aesref.mode;

/**
 * What a {@link Ctr.Stream} does when it runs out of distinct counter blocks, that is when it
 * would use more than {@code 2^counterBits} blocks of one {@link dev.aesref.CounterFlavour}.
 * {@link #REFUSE} is the default of {@link Ctr#stream(dev.aesref.ExpandedKey,
 * dev.aesref.CounterFlavour, byte[])} and {@link Ctr#xor}; {@link #WRAP} must be asked for.
 */
public enum CounterReuse {
    /**
     * Keep going with the counter taken modulo {@code 2^counterBits}, as the standards' increment
     * functions do (SP 800-38A B.1, SP 800-38D {@code inc32}). The keystream then repeats, which
     * gives away the XOR of two plaintexts: only for callers that reproduce a system that wraps.
     */
    WRAP,
    /**
     * Throw {@link IllegalStateException} ("counter exhausted: ...") before writing any byte of a
     * request that would reuse a counter block within the stream. The default.
     */
    REFUSE
}
