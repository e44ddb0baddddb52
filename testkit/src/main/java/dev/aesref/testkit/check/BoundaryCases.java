package dev.aesref.testkit.check;

import dev.aesref.CounterFlavour;
import dev.aesref.testkit.check.CheckCase.Expect;
import dev.aesref.testkit.CounterBoundaries;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Counter-boundary cases for {@code AES/CTR/NoPadding}, whose counter is the whole block
 * (SP 800-38A B.1 with m = 128): the IVs and message lengths of
 * {@link CounterBoundaries#of CounterBoundaries.of(CTR128_BE)} (the low W bits 2^W - k and
 * 2^(W-1) - k for every W = 8, 16, ..., 128 and k = 1, 2, 3), each with a random key and
 * message, in one call and in chunks of 1, 15 and 17 bytes, so the boundary falls inside a chunk
 * and between two. At W = 128 the first kind is the wrap from 2^128 - 1 to 0, which SP 800-38A
 * leaves to the user and the JDK performs; a provider that refuses is reported as a policy
 * difference.
 */
final class BoundaryCases {

    static final int[] CHUNKS = {0, 1, 15, 17};

    private BoundaryCases() {}

    static List<CheckCase> ctr(long seed) {
        Random random = new Random(seed);
        List<CheckCase> out = new ArrayList<>();
        for (CounterBoundaries.Case b : CounterBoundaries.of(CounterFlavour.CTR128_BE)) {
            byte[] key = bytes(random, 16);
            byte[] iv = b.iv();
            byte[] pt = bytes(random, b.length());
            byte[] ct = Reference.encrypt(Target.Family.CTR, key, iv, null, pt, 0);
            String origin = "counter boundary " + b.flag() + " k=" + b.k();
            for (int chunk : CHUNKS) {
                out.add(new CheckCase(origin + (chunk == 0 ? "" : " (chunks of " + chunk + ")"),
                        true, key, iv, null, pt, ct, 0, chunk, Expect.OUTPUT));
            }
        }
        return out;
    }

    static byte[] bytes(Random random, int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
