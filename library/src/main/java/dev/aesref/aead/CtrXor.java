package dev.aesref.aead;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import java.util.Arrays;

/**
 * The counter-mode step of SIV, EAX and CCM: {@code out = in XOR keystream}, where keystream block
 * {@code j} is {@code CIPH_K(flavour.counterBlock(iv, firstIndex + j))} and the last block may be
 * partial. Whole blocks go through {@link ExpandedKey#ctrXorBlocks}, so every engine builds its
 * counter blocks its own way; the partial tail goes through the same call on a one-block scratch.
 *
 * <p>Any aliasing of {@code in} and {@code out} is allowed: the tail is copied out of {@code in}
 * before the whole blocks are written, and {@code ctrXorBlocks} itself handles overlap. The
 * scratch block holds keystream and is zeroed before returning. Callers check the ranges.
 */
final class CtrXor {

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;

    private CtrXor() {}

    /**
     * XORs {@code len} bytes of the keystream that starts at block {@code firstIndex} into
     * {@code in[inOff ..)} and writes them to {@code out[outOff ..)}; {@code block} is a 16-byte
     * scratch owned by the caller.
     */
    static void xor(ExpandedKey key, CounterFlavour flavour, byte[] iv, long firstIndex,
                    byte[] in, int inOff, byte[] out, int outOff, int len, byte[] block) {
        int whole = len / BLOCK;
        int tail = len - whole * BLOCK;
        System.arraycopy(in, inOff + whole * BLOCK, block, 0, tail);
        key.ctrXorBlocks(flavour, iv, firstIndex, in, inOff, out, outOff, whole);
        if (tail != 0) {
            key.ctrXorBlocks(flavour, iv, firstIndex + whole, block, 0, block, 0, 1);
            System.arraycopy(block, 0, out, outOff + whole * BLOCK, tail);
        }
        Arrays.fill(block, (byte) 0);
    }
}
