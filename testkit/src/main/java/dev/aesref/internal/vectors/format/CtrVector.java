package dev.aesref.internal.vectors.format;

/**
 * A counter-mode known answer: key, 16-byte IV (initial counter block for CTR, the XCTR IV for
 * XCTR), plaintext and ciphertext of the same length (any length, the last block may be partial).
 *
 * @param source file and index of the vector, for messages
 * @param ivOut the counter block that follows the last block used (Linux {@code iv_out}), or
 *     {@code null} when the file does not give it
 */
public record CtrVector(String source, byte[] key, byte[] iv, byte[] pt, byte[] ct, byte[] ivOut) {}
