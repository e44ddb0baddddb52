/**
 * Format-preserving encryption: FF1 of NIST SP 800-38G Rev. 1 (2019), section 6.1, with AES.
 *
 * <p>{@link dev.aesref.fpe.Ff1} encrypts strings of numerals ({@code int[]}) in a radix of
 * 2..65536; {@link dev.aesref.fpe.Ff1Text} does the same for text over an
 * {@link dev.aesref.fpe.Alphabet}. The numeral arithmetic is fixed-width and constant-time
 * ({@code RadixArithmetic}); every domain rule of section 5.2 fails with an exception naming it
 * before any output. docs/modes.md, section FF1, describes the design and its limits.
 */
package dev.aesref.fpe;
