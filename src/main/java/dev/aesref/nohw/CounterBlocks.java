package dev.aesref.nohw;

import dev.aesref.CounterFlavour;
import dev.aesref.ct.Pack;

/**
 * Builds counter blocks (definitions in {@link CounterFlavour}) straight into the input form of
 * the batch layout ({@link BitsliceLayout#toRowSliced}: block {@code b} as little-endian halves
 * in {@code w[b]} and {@code w[16 + b]}), without going through bytes.
 *
 * <p>The IV is given as its two little-endian halves {@code ivLo} (bytes 0..7) and {@code ivHi}
 * (bytes 8..15). The big-endian flavours do their arithmetic on the byte-reversed halves
 * ({@link Long#reverseBytes} is a fixed permutation of bits); every carry is computed with
 * {@link Pack#carryOut}, so no branch or comparison looks at the IV. Only the flavour and the
 * block index (both public) choose what is computed.
 */
final class CounterBlocks {

    private CounterBlocks() {}

    /**
     * Writes counter blocks {@code first .. first + 15} (the index wraps modulo 2^64, as in
     * {@link dev.aesref.ExpandedKey#ctrXorBlocks}) into the sixteen block slots of {@code w}. A
     * partial last batch still gets sixteen counter blocks; the caller stores only the ones it
     * needs.
     */
    static void fill(CounterFlavour flavour, long ivLo, long ivHi, long first, long[] w) {
        final long beHi = Long.reverseBytes(ivLo);
        final long beLo = Long.reverseBytes(ivHi);
        for (int b = 0; b < BitsliceLayout.BLOCKS; b++) {
            long index = first + b;
            long lo;
            long hi;
            switch (flavour) {
                case CTR128_BE: {
                    // The whole block is one big-endian 128-bit number plus the index.
                    long sum = beLo + index;
                    lo = Long.reverseBytes(beHi + Pack.carryOut(beLo, index, sum));
                    hi = Long.reverseBytes(sum);
                    break;
                }
                case CTR64_BE:
                    // The last 8 bytes are a big-endian 64-bit counter; no carry leaves them.
                    lo = ivLo;
                    hi = Long.reverseBytes(beLo + index);
                    break;
                case CTR32_BE: {
                    // Only the last 4 bytes count, big-endian, modulo 2^32.
                    long low32 = (beLo + index) & 0xFFFFFFFFL;
                    lo = ivLo;
                    hi = Long.reverseBytes((beLo & 0xFFFFFFFF00000000L) | low32);
                    break;
                }
                default: {
                    // XCTR: iv XOR LE128(index + 1), the carry into the high half included.
                    long count = index + 1;
                    lo = ivLo ^ count;
                    hi = ivHi ^ Pack.carryOut(index, 1L, count);
                    break;
                }
            }
            w[b] = lo;
            w[BitsliceLayout.BLOCKS + b] = hi;
        }
    }
}
