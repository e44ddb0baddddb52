package dev.aesref.testkit;

import dev.aesref.ExpandedKey;
import dev.aesref.ct.Pack;
import dev.aesref.gf128.Gf128;

/**
 * A 16-byte GCM IV whose pre-counter block J0 is a chosen value, so that inc32 wraps early.
 *
 * <p>SP 800-38D, section 7.1, step 2: an IV that is not 96 bits long gives
 * {@code J0 = GHASH_H(IV || 0^(s+64) || [len(IV)]_64)}. For a 128-bit IV that is two blocks,
 * {@code J0 = (IV * H XOR L) * H = IV * H^2 XOR L * H} with {@code L = 0^64 || [128]_64}, and
 * since multiplication by a non-zero element is invertible in GF(2^128),
 * {@code IV = (J0 XOR L * H) * H^-2}. Nothing is searched: the IV is solved for. The inverse is
 * {@code x^(2^128 - 2)} (Fermat in GF(2^128)), 127 squarings and 126 products with
 * {@link Gf128#multiply}. A 96-bit IV cannot do this: its J0 is {@code IV || 0^31 1}, so the
 * first data block uses counter 2 and inc32 only wraps after 2^32 - 2 blocks (64 GiB).
 */
final class GcmWrapIv {

    private GcmWrapIv() {}

    /** The 16-byte IV whose J0 under {@code key} is {@code j0} (16 bytes). */
    static byte[] forPreCounterBlock(ExpandedKey key, byte[] j0) {
        byte[] hBytes = new byte[16];
        key.encryptBlocks(hBytes, 0, hBytes, 0, 1);
        long[] h = {Pack.loadLongBE(hBytes, 0), Pack.loadLongBE(hBytes, 8)};
        // L * H, L = [len(A)=0]_64 || [len(IV)=128]_64 as a GHASH block.
        long[] lh = {0, 128};
        multiply(lh, h);
        long[] hh = {h[0], h[1]};
        multiply(hh, h);
        long[] iv = {Pack.loadLongBE(j0, 0) ^ lh[0], Pack.loadLongBE(j0, 8) ^ lh[1]};
        multiply(iv, inverse(hh));
        byte[] out = new byte[16];
        Pack.storeLongBE(iv[0], out, 0);
        Pack.storeLongBE(iv[1], out, 8);
        java.util.Arrays.fill(hBytes, (byte) 0);
        return out;
    }

    /** {@code y = y * h}. */
    static void multiply(long[] y, long[] h) {
        Gf128.multiply(y, Gf128.prepare(h[0], h[1]));
    }

    /** {@code x^-1 = x^(2^128 - 2) = x^2 * x^4 * ... * x^(2^127)}. */
    static long[] inverse(long[] x) {
        long[] power = {x[0], x[1]};
        // GHASH's one: the coefficient of x^0 is the most significant bit of byte 0.
        long[] result = {Long.MIN_VALUE, 0};
        for (int i = 1; i < 128; i++) {
            multiply(power, power);
            multiply(result, power);
        }
        return result;
    }
}
