package dev.aesref.internal.hwmodel.zoo;

import dev.aesref.CounterFlavour;
import dev.aesref.internal.ct.Pack;
import dev.aesref.harness.CtrStream;
import java.util.Set;

/**
 * Go's {@code ctrBlocks8Asm} fast path with its overflow check removed: Go makes the eight
 * counters of a batch with PADDQ on the low quadword only, which is right only when
 * {@code ivlo + 7} does not carry; the generator checks exactly that and otherwise takes the
 * ADDQ/ADCQ slow path (crypto/internal/fips140/aes/_asm/ctr). Without the check, a batch that
 * straddles a 2^64 boundary of the low half repeats counters of the old high half.
 *
 * <p>The stream is Go's {@code XORKeyStream}: partial first block, 8-block batches, a 4-, 2-,
 * 1-block tail and a partial last block.
 */
final class GoNoCarryCheck extends ZooVariant {

    GoNoCarryCheck() {
        super("go-ctrBlocks8-no-carry-check", Set.of(CounterFlavour.CTR128_BE));
    }

    @Override
    public CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv) {
        BlockCipher aes = new BlockCipher(key);
        long ivhi = Pack.loadLongBE(iv, 0);
        long ivlo = Pack.loadLongBE(iv, 8);
        long[] offset = {0};
        return (in, inOff, out, outOff, len) -> {
            long at = offset[0];
            long lo = ivlo + at / 16;
            long hi = ivhi + (Long.compareUnsigned(lo, ivlo) < 0 ? 1 : 0);
            int pos = 0;
            int skip = (int) (at % 16);
            if (skip != 0) {
                byte[] ks = keystream(aes, lo, hi);
                for (; pos < len && skip + pos < 16; pos++) {
                    out[outOff + pos] = (byte) (in[inOff + pos] ^ ks[skip + pos]);
                }
                hi += lo == -1L ? 1 : 0;
                lo++;
            }
            while (len - pos >= 128) {
                for (int i = 0; i < 8; i++) {
                    // The fast path unconditionally: low half + i, high half unchanged.
                    xor(aes, lo + i, hi, in, inOff + pos + 16 * i, out, outOff + pos + 16 * i, 16);
                }
                pos += 128;
                long next = lo + 8;
                hi += Long.compareUnsigned(next, lo) < 0 ? 1 : 0;
                lo = next;
            }
            while (pos < len) {
                int n = Math.min(16, len - pos);
                xor(aes, lo, hi, in, inOff + pos, out, outOff + pos, n);
                pos += n;
                hi += lo == -1L ? 1 : 0;
                lo++;
            }
            offset[0] = at + len;
        };
    }

    private static byte[] keystream(BlockCipher aes, long lo, long hi) {
        byte[] block = new byte[16];
        Pack.storeLongBE(hi, block, 0);
        Pack.storeLongBE(lo, block, 8);
        return aes.encrypt(block);
    }

    private static void xor(BlockCipher aes, long lo, long hi, byte[] in, int inOff, byte[] out,
                            int outOff, int n) {
        byte[] ks = keystream(aes, lo, hi);
        for (int i = 0; i < n; i++) {
            out[outOff + i] = (byte) (in[inOff + i] ^ ks[i]);
        }
    }
}
