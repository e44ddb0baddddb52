package dev.aesref.check;

import dev.aesref.check.CheckCase.Expect;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Counter-boundary cases for {@code AES/CTR/NoPadding}, whose counter is the whole block
 * (SP 800-38A B.1 with m = 128). For every width W = 8, 16, ..., 128 the IV's low W bits are set to
 * 2^W - k (the carry out of bit W - 1 happens k blocks in) and to 2^(W-1) - k (bit W - 1 turns on,
 * the sign boundary of a W-bit word, where Java's signed bytes and ints invite bugs), for
 * k = 1, 2, 3; the bits above W are random. Each IV runs a message of k + 2 blocks and 3 bytes, in
 * one call and in chunks of 1, 15 and 17 bytes, so the boundary falls inside a chunk and between
 * two. At W = 128 the first kind is the wrap from 2^128 - 1 to 0, which SP 800-38A leaves to the
 * user and the JDK performs; a provider that refuses is reported as a policy difference.
 */
final class BoundaryCases {

    static final int[] CHUNKS = {0, 1, 15, 17};

    private BoundaryCases() {}

    static List<CheckCase> ctr(long seed) {
        Random random = new Random(seed);
        List<CheckCase> out = new ArrayList<>();
        for (int w = 8; w <= 128; w += 8) {
            for (int sign = 0; sign <= 1; sign++) {
                for (int k = 1; k <= 3; k++) {
                    byte[] key = bytes(random, 16);
                    byte[] iv = bytes(random, 16);
                    BigInteger low = BigInteger.ONE.shiftLeft(w - sign).subtract(BigInteger.valueOf(k));
                    setLowBits(iv, w, low);
                    byte[] pt = bytes(random, (k + 2) * 16 + 3);
                    byte[] ct = Reference.encrypt(Target.Family.CTR, key, iv, null, pt, 0);
                    String origin = "counter boundary: low " + w + " bits of the IV = 2^" + (w - sign)
                            + " - " + k;
                    for (int chunk : CHUNKS) {
                        out.add(new CheckCase(origin + (chunk == 0 ? "" : " (chunks of " + chunk + ")"),
                                true, key, iv, null, pt, ct, 0, chunk, Expect.OUTPUT));
                    }
                }
            }
        }
        return out;
    }

    /** Replaces the low {@code w} bits of the big-endian block {@code iv} with {@code value}. */
    static void setLowBits(byte[] iv, int w, BigInteger value) {
        BigInteger mask = BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
        BigInteger high = new BigInteger(1, iv).andNot(mask);
        byte[] block = high.or(value).toByteArray();
        // toByteArray is minimal and may carry a sign byte: right-align it into 16 bytes.
        Arrays.fill(iv, (byte) 0);
        int n = Math.min(block.length, 16);
        System.arraycopy(block, block.length - n, iv, 16 - n, n);
    }

    static byte[] bytes(Random random, int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
