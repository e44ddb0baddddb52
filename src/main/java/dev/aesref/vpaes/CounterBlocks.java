package dev.aesref.vpaes;

import dev.aesref.CounterFlavour;
import dev.aesref.ct.Pack;

/**
 * Counter blocks of one CTR stream, built straight into the engine's two-long lane form.
 *
 * <p>Gives the same blocks as {@link CounterFlavour#counterBlock} for index {@code i} (unsigned,
 * modulo 2^64), without going through bytes. The IV is secret, so the arithmetic is branch-free:
 * the 128-bit carry uses {@link Pack#carryOut}, XCTR's carry into the high half is computed from
 * the index with masks. The only branch is on the flavour, which is public.
 */
final class CounterBlocks {

    private final CounterFlavour flavour;
    /** The IV's bytes 0..7 and 8..15 as big-endian numbers (the CTR flavours count in these). */
    private final long ivHighBE;
    private final long ivLowBE;
    /** The IV's lanes (little-endian loads), what stays fixed or is XORed. */
    private final long ivLanesLo;
    private final long ivLanesHi;

    CounterBlocks(CounterFlavour flavour, byte[] iv) {
        this.flavour = flavour;
        this.ivHighBE = Pack.loadLongBE(iv, 0);
        this.ivLowBE = Pack.loadLongBE(iv, 8);
        this.ivLanesLo = Pack.loadLongLE(iv, 0);
        this.ivLanesHi = Pack.loadLongLE(iv, 8);
    }

    /** Writes counter block {@code index} into {@code dst[pos]} (lanes 0..7) and {@code dst[pos+1]}. */
    void block(long index, long[] dst, int pos) {
        switch (flavour) {
            case CTR128_BE: {
                long sum = ivLowBE + index;
                long high = ivHighBE + Pack.carryOut(ivLowBE, index, sum);
                dst[pos] = Long.reverseBytes(high);
                dst[pos + 1] = Long.reverseBytes(sum);
                break;
            }
            case CTR64_BE:
                dst[pos] = ivLanesLo;
                dst[pos + 1] = Long.reverseBytes(ivLowBE + index);
                break;
            case CTR32_BE: {
                int counter = (int) ivLowBE + (int) index;
                dst[pos] = ivLanesLo;
                dst[pos + 1] = (ivLanesHi & 0xFFFFFFFFL) | ((long) Integer.reverseBytes(counter) << 32);
                break;
            }
            default: { // XCTR: iv XOR LE128(index + 1)
                long n = index + 1;
                long carry = ((n | -n) >>> 63) ^ 1; // 1 exactly when index + 1 wrapped to 0
                dst[pos] = ivLanesLo ^ n;
                dst[pos + 1] = ivLanesHi ^ carry;
                break;
            }
        }
    }
}
