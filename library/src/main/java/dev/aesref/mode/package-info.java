/**
 * Block cipher modes of operation on top of any {@link dev.aesref.ExpandedKey}.
 *
 * <p>One class per mode, each citing the section it implements:
 * {@link dev.aesref.mode.Ecb} (NIST SP 800-38A, 6.1), {@link dev.aesref.mode.Cbc} (6.2, with
 * optional PKCS#7 padding, RFC 5652 6.3), {@link dev.aesref.mode.Cfb} (6.3, segments of 1, 8
 * and 128 bits), {@link dev.aesref.mode.Ofb} (6.4) and {@link dev.aesref.mode.Ctr} (6.5, in
 * every {@link dev.aesref.CounterFlavour}, with a seekable {@link dev.aesref.mode.Ctr.Stream}
 * that refuses to reuse a counter block unless {@link dev.aesref.mode.CounterReuse#WRAP} is
 * asked for).
 *
 * <p>Common rules:
 * <ul>
 *   <li>Every argument is checked before any output byte is written, a destroyed key included,
 *       and the exceptions name the parameter and the rule.</li>
 *   <li>Input and output may alias in any way; the result is as if the input had been copied
 *       first ({@link dev.aesref.Overlap}). The input is never copied: when the output runs
 *       ahead into the input, the input is moved under the output with
 *       {@code System.arraycopy} and processed in place. CBC decryption of overlapping ranges
 *       is the one exception: it copies the ciphertext, which it still needs after the block
 *       decryption has overwritten it.</li>
 *   <li>Wiping (STYLE.md rule 6): the arrays a mode allocates are its registers (16 bytes; two
 *       of them for CFB8 and CFB1), the ciphertext copy above and the PKCS#7 buffers. Each is
 *       zeroed before the call returns or throws (try/finally), whatever it held.
 *       {@link dev.aesref.mode.Ctr.Stream} allocates nothing per call: its IV copy and its
 *       buffered keystream block are its own fields, the keystream zeroed as soon as its block is
 *       used up, both on {@link dev.aesref.mode.Ctr.Stream#destroy()}, and the stream destroys
 *       itself if the engine throws in the middle of a call. The caller's arrays and the key
 *       are the caller's: a mode never zeroes them, and the caller destroys the key.</li>
 *   <li>Nothing branches on or indexes by key, data, IV or counter values.</li>
 * </ul>
 * <p>Threads: the static modes keep their state in locals, so they are thread-safe when the key
 * is. {@link dev.aesref.mode.Xts} is too: each call borrows its scratch from a pool. A
 * {@link dev.aesref.mode.Ctr.Stream} has a position, so it is single-threaded and refuses a
 * second thread with an {@link java.lang.IllegalStateException}.
 *
 * <p>The known-answer tests use SP 800-38A Appendix F and RFC 3686 section 6, stored under
 * {@code vectors/}.
 */
package dev.aesref.mode;
