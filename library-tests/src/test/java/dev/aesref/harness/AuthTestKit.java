package dev.aesref.harness;

import dev.aesref.internal.vectors.format.Hex;
import java.util.SplittableRandom;

/**
 * Small helpers shared by the MAC and AEAD tests (CMAC, SIV, EAX, CCM): hex literals, the fixed
 * seed (override with {@code -Daesref.seed=N}), random bytes, and random chunkings for the
 * incremental forms.
 */
public final class AuthTestKit {

    /** The default seed of the MAC/AEAD differential and property tests. */
    public static final long SEED = Long.getLong("aesref.seed", 0x434D41435349564CL);

    private AuthTestKit() {}

    /** Hex literal, spaces allowed (so that values can be typed as the standards print them). */
    public static byte[] hex(String s) {
        return Hex.decode(s.replace(" ", ""), "test literal");
    }

    /** {@code n} random bytes. */
    public static byte[] bytes(SplittableRandom r, int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) r.nextInt(256);
        }
        return b;
    }

    /**
     * A random split of {@code len} into chunk lengths (zero-length chunks included, so that an
     * empty update is exercised too).
     */
    public static int[] chunks(SplittableRandom r, int len) {
        int[] tmp = new int[len + 4];
        int n = 0;
        int left = len;
        while (left > 0 || n == 0) {
            int c = r.nextInt(5) == 0 ? 0 : 1 + r.nextInt(Math.max(1, Math.min(left, 40)));
            c = Math.min(c, left);
            if (n == tmp.length) {
                tmp = java.util.Arrays.copyOf(tmp, 2 * n);
            }
            tmp[n++] = c;
            left -= c;
        }
        return java.util.Arrays.copyOf(tmp, n);
    }
}
