/**
 * Block cipher modes of operation on top of any {@link dev.aesref.ExpandedKey}.
 *
 * <p>One class per mode, each citing the section it implements:
 * {@link dev.aesref.mode.Ecb} (NIST SP 800-38A, 6.1), {@link dev.aesref.mode.Cbc} (6.2, with
 * optional PKCS#7 padding, RFC 5652 6.3), {@link dev.aesref.mode.Cfb} (6.3, segments of 1, 8
 * and 128 bits), {@link dev.aesref.mode.Ofb} (6.4) and {@link dev.aesref.mode.Ctr} (6.5, in
 * every {@link dev.aesref.CounterFlavour}, with a seekable {@link dev.aesref.mode.Ctr.Stream}).
 *
 * <p>Common rules: every argument is checked before any output byte is written, and the
 * exceptions name the parameter and the rule; input and output may alias in any way (the result
 * is as if the input had been copied first); nothing branches on or indexes by key, data, IV or
 * counter values; temporary buffers holding keystream or plaintext are zeroed after use.
 * The known-answer tests use SP 800-38A Appendix F and RFC 3686 section 6, stored under
 * {@code vectors/}.
 */
package dev.aesref.mode;
