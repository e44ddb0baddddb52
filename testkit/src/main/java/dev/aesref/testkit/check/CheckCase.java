package dev.aesref.testkit.check;

import java.util.Objects;

/**
 * One question put to a provider: run {@code input} through the target in one direction and give
 * {@code expected}, or reject it.
 *
 * @param origin  where the case comes from, e.g. {@code wycheproof/aes_gcm_test.json tcId 17}
 * @param encrypt the direction (for a MAC: always {@code true}, the tag is computed)
 * @param iv      the IV or nonce, or {@code null} for a mode that takes none
 * @param aad     associated data ({@code null} or empty: none)
 * @param tagBits the tag length for an AEAD's parameter spec or a MAC's truncation, else 0
 * @param chunk   0: one {@code doFinal}; n: {@code update} n bytes at a time, then {@code doFinal}
 * @param expect  what a correct provider does
 * @param policy  for an {@link Expect#EITHER} case that two standards judge differently: the
 *                policy difference to report when the provider accepts it ({@code null}: none)
 */
public record CheckCase(String origin, boolean encrypt, byte[] key, byte[] iv, byte[] aad,
                        byte[] input, byte[] expected, int tagBits, int chunk, Expect expect, String policy) {

    public CheckCase(String origin, boolean encrypt, byte[] key, byte[] iv, byte[] aad,
                     byte[] input, byte[] expected, int tagBits, int chunk, Expect expect) {
        this(origin, encrypt, key, iv, aad, input, expected, tagBits, chunk, expect, null);
    }

    /** What a correct provider does with a case. */
    public enum Expect {
        /** Gives exactly {@code expected}. */
        OUTPUT,
        /** Rejects the input (a forged tag, bad padding, a parameter the standard forbids). */
        REJECT,
        /** Either: a Wycheproof "acceptable" case. An output it gives must be {@code expected}. */
        EITHER
    }

    public CheckCase {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(expect, "expect");
        if (expect != Expect.REJECT) {
            Objects.requireNonNull(expected, "expected");
        }
        if (chunk < 0) {
            throw new IllegalArgumentException("chunk must be >= 0, got " + chunk);
        }
    }

    /** The same case fed {@code chunk} bytes at a time. */
    CheckCase chunked(int newChunk) {
        return new CheckCase(origin + " (chunks of " + newChunk + ")", encrypt, key, iv, aad, input,
                expected, tagBits, newChunk, expect, policy);
    }
}
