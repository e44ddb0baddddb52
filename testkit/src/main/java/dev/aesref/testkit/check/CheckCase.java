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
 * @param path    how the input reaches the provider; for {@link InputPath#VARIED_CHUNKS}
 *                {@code chunk} is the seed of the chunk sizes
 */
public record CheckCase(String origin, boolean encrypt, byte[] key, byte[] iv, byte[] aad,
                        byte[] input, byte[] expected, int tagBits, int chunk, Expect expect, String policy,
                        InputPath path) {

    public CheckCase(String origin, boolean encrypt, byte[] key, byte[] iv, byte[] aad,
                     byte[] input, byte[] expected, int tagBits, int chunk, Expect expect) {
        this(origin, encrypt, key, iv, aad, input, expected, tagBits, chunk, expect, null, InputPath.ARRAY);
    }

    public CheckCase(String origin, boolean encrypt, byte[] key, byte[] iv, byte[] aad,
                     byte[] input, byte[] expected, int tagBits, int chunk, Expect expect, String policy) {
        this(origin, encrypt, key, iv, aad, input, expected, tagBits, chunk, expect, policy, InputPath.ARRAY);
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
        Objects.requireNonNull(path, "path");
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
                expected, tagBits, newChunk, expect, policy, path);
    }

    /** The same case through {@code newPath}; {@code newChunk} as for the constructor. */
    CheckCase on(InputPath newPath, int newChunk) {
        return new CheckCase(origin, encrypt, key, iv, aad, input, expected, tagBits, newChunk, expect, policy, newPath);
    }

    /**
     * The chunk sizes of {@link InputPath#VARIED_CHUNKS} for {@code length} bytes: drawn from 0 to
     * 33 with {@link #chunk()} as the seed, the first two 0 and 1, until they cover the input.
     */
    int[] variedChunks(int length) {
        java.util.Random r = new java.util.Random(chunk);
        java.util.stream.IntStream.Builder sizes = java.util.stream.IntStream.builder();
        int covered = 0;
        for (int n = 0; covered < length || n < 2; n++) {
            int size = Math.min(n < 2 ? n : r.nextInt(34), length - covered);
            sizes.add(size);
            covered += size;
        }
        return sizes.build().toArray();
    }
}
