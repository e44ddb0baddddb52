package dev.aesref.testkit.check;

/**
 * How a case's input reaches the provider and its output comes back. A provider's one-shot
 * {@code doFinal(byte[])} is often a different code path from its {@code update} loop, its
 * {@code ByteBuffer} overloads (heap, direct, read-only), its offset arithmetic and its reset after
 * {@code doFinal}; each of these has had bugs in released providers, so each random case takes one
 * path, in turn ({@link RandomCases}). Vector and boundary cases take {@link #ARRAY}.
 */
public enum InputPath {
    /** {@code doFinal(byte[])}, or {@code update} in chunks of {@link CheckCase#chunk()} bytes. */
    ARRAY,
    /**
     * {@code update} in a run of chunk sizes from 0 to 33 bytes (0 and 1 among them), the sizes
     * drawn from {@link CheckCase#chunk()} as a seed and printed with a mismatch; the associated
     * data goes in by {@code updateAAD} in pieces of the same sizes.
     */
    VARIED_CHUNKS,
    /**
     * Input at offset 7 of a larger array, output written at offset 5 of another, through
     * {@code update(in, off, len, out, outOff)} and {@code doFinal(out, outOff)}.
     */
    OUTPUT_OFFSET,
    /** In place: input and output in one array at the same offset, {@code doFinal(buf, 3, len, buf, 3)}. */
    IN_PLACE,
    /** {@code doFinal(ByteBuffer, ByteBuffer)} on heap buffers from {@code ByteBuffer.wrap}. */
    HEAP_BUFFER,
    /** {@code doFinal(ByteBuffer, ByteBuffer)} on direct buffers (no backing array). */
    DIRECT_BUFFER,
    /** A read-only input buffer: the provider may not use its backing array. */
    READ_ONLY_BUFFER,
    /**
     * Heap buffers that are slices of larger arrays, so that {@code arrayOffset()} is 11 (13 for
     * the output) and {@code position()} is 3: a provider must add both.
     */
    SLICED_BUFFER,
    /** Through a {@code CipherInputStream}, read 13 bytes at a time. */
    INPUT_STREAM,
    /** Through a {@code CipherOutputStream}, written 13 bytes at a time. */
    OUTPUT_STREAM,
    /**
     * Object reuse: the {@code Cipher} is first initialised and used with another key and IV, then
     * initialised for the case (a re-init must forget the first key); after the case's
     * {@code doFinal} a second {@code doFinal} of the same input follows without re-init. The JCA
     * resets a {@code Cipher} to its initialised state after {@code doFinal}, so the second answer
     * must equal the first, except for GCM encryption, where it would reuse the IV under the same
     * key and must be refused (SP 800-38D section 8.2; the JDK's {@code Cipher} documentation).
     */
    REUSE,
    /**
     * Key wrap through {@code WRAP_MODE}: {@code wrap} of the input as an {@code AES} key, and
     * {@code unwrap} back to its encoding.
     */
    WRAP_API;

    /** The paths a random case of {@code target} takes in turn. */
    static InputPath[] of(Target target) {
        if (target.serviceType().equals("Mac")) {
            return new InputPath[] {ARRAY, VARIED_CHUNKS, HEAP_BUFFER, DIRECT_BUFFER, READ_ONLY_BUFFER, SLICED_BUFFER,
                REUSE};
        }
        if (target.family() == Target.Family.KW || target.family() == Target.Family.KWP) {
            return new InputPath[] {ARRAY, WRAP_API, OUTPUT_OFFSET, IN_PLACE, HEAP_BUFFER, REUSE};
        }
        return new InputPath[] {ARRAY, VARIED_CHUNKS, OUTPUT_OFFSET, IN_PLACE, HEAP_BUFFER, DIRECT_BUFFER,
            READ_ONLY_BUFFER, SLICED_BUFFER, INPUT_STREAM, OUTPUT_STREAM, REUSE};
    }
}
