package dev.aesref.hwmodel;

import dev.aesref.Ranges;
import dev.aesref.ct.Pack;

/**
 * A model of BoringSSL's AES-NI CTR: the block function {@code aes_hw_ctr32_encrypt_blocks}
 * (crypto/fipsmodule/aes/asm/aesni-x86_64.pl) and its caller
 * {@code CRYPTO_ctr128_encrypt_ctr32} (crypto/fipsmodule/modes/ctr.c).
 *
 * <p>The block function encrypts whole blocks with eight blocks in flight (the tail of 1..7
 * blocks in 8, 4, 3 or 1 registers, as {@code .Lctr32_tail} does). Its counter is the
 * last 32 bits of {@code ivec}, big-endian, and wraps modulo 2^32 without touching the first
 * 96 bits; {@code ivec} itself is not updated. The caller turns this into a full 128-bit
 * counter stream: it keeps the unused bytes of the last keystream block in {@code ecount_buf}
 * with their position in {@code num}, splits every request at the point where the 32-bit
 * counter wraps, and carries into the upper 96 bits with {@code ctr96_inc}.
 *
 * <p>BoringSSL's caller branches on {@code ctr32 < blocks} and on {@code ctr32 == 0}; this
 * model always makes the same two calls (the second one possibly for zero blocks) and computes
 * the split and the carry with masks, which gives the same output without branching on the
 * counter.
 */
public final class BoringCtr32 {

    private static final int BLOCK = 16;
    /** Blocks in flight in the main loop of the block function. */
    static final int IN_FLIGHT = 8;

    private final Xmm[] rk;
    private final byte[] ivec;
    private final byte[] ecountBuf = new byte[BLOCK];
    private int num;

    /** A CTR128 stream: {@code ivec} is the first counter block, {@code num = 0}. */
    public BoringCtr32(byte[] key, byte[] iv) {
        Ranges.checkIv(iv);
        this.rk = KeySchedule.expandEncrypt(key);
        this.ivec = iv.clone();
    }

    /** The current counter block (the caller's {@code ivec}): the next block to be made. */
    public byte[] ivec() {
        return ivec.clone();
    }

    /** How many bytes of the last keystream block have been used (the caller's {@code num}). */
    public int num() {
        return num;
    }

    /**
     * {@code aes_hw_ctr32_encrypt_blocks(in, out, blocks, key, ivec)}: whole blocks only;
     * block j uses {@code ivec[0..12) || BE32(ctr32 + j mod 2^32)}. {@code ivec} is read, never
     * written.
     */
    public static void ctr32EncryptBlocks(Xmm[] rk, byte[] in, int inOff, byte[] out, int outOff,
                                          int blocks, byte[] ivec) {
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        Ranges.checkIv(ivec);
        Xmm iv = Xmm.load(ivec, 0);
        int ctr32 = Pack.loadIntBE(ivec, 12);
        int done = 0;
        while (done < blocks) {
            // .Lctr32_loop8 takes eight blocks per iteration; .Lctr32_tail runs the 1..7 that
            // remain through 8 registers when more than 4 are left, through 4 for exactly 4,
            // through 3 for 2 or 3, and one block on its own (.Lctr32_one). Unused registers
            // hold zero and their output is dropped.
            int n = Math.min(IN_FLIGHT, blocks - done);
            Xmm[] counters = new Xmm[registersFor(n)];
            java.util.Arrays.fill(counters, Xmm.ZERO);
            for (int j = 0; j < n; j++) {
                // PINSRD of the byte-swapped 32-bit counter into dword 3.
                counters[j] = iv.withDword(3, Integer.reverseBytes(ctr32 + done + j));
            }
            Xmm[] ks = HwModelKey.encryptInFlight(rk, counters);
            Xmm[] src = new Xmm[n];
            for (int j = 0; j < n; j++) {
                src[j] = Xmm.load(in, inOff + BLOCK * (done + j));
            }
            for (int j = 0; j < n; j++) {
                Simd.pxor(src[j], ks[j]).store(out, outOff + BLOCK * (done + j));
            }
            done += n;
        }
    }

    /** How many blocks the assembly encrypts at once to produce {@code n} (1..8) of them. */
    static int registersFor(int n) {
        if (n > 4) {
            return 8;
        } else if (n == 4) {
            return 4;
        } else if (n > 1) {
            return 3;
        }
        return 1;
    }

    /**
     * {@code CRYPTO_ctr128_encrypt_ctr32(in, out, len, key, ivec, ecount_buf, &num, func)}:
     * continues the stream for {@code len} bytes.
     */
    public void process(byte[] in, int inOff, byte[] out, int outOff, int len) {
        Ranges.checkRange("in", in, inOff, len);
        Ranges.checkRange("out", out, outOff, len);
        int pos = 0;
        // Use up the rest of the previous keystream block.
        while (num != 0 && pos < len) {
            out[outOff + pos] = (byte) (in[inOff + pos] ^ ecountBuf[num]);
            pos++;
            num = (num + 1) % BLOCK;
        }
        // ctr.c: "while (len >= 16)"; with no whole block both calls below are empty.
        int blocks = (len - pos) / BLOCK;
        // BoringSSL caps one call at 2^28 blocks; a Java array never holds that many.
        long ctr32 = Pack.loadIntBE(ivec, 12) & 0xFFFFFFFFL;
        long sum = ctr32 + blocks;
        long wrapped = sum >>> 32; // 1 when the 32-bit counter wraps in this request
        long afterWrap = sum & 0xFFFFFFFFL & -wrapped;
        int first = (int) (blocks - afterWrap);
        ctr32EncryptBlocks(rk, in, inOff + pos, out, outOff + pos, first, ivec);
        // ctr.c: "if (ctr32 < blocks) { blocks -= ctr32; ctr32 = 0; }", then
        // PUTU32(ivec + 12, ctr32) and ctr96_inc when ctr32 == 0.
        int ctrAfterFirst = (int) (sum & ~(-wrapped));
        Pack.storeIntBE(ctrAfterFirst, ivec, 12);
        ctr96Inc(wrapped);
        pos += BLOCK * first;
        // The next loop iteration of ctr.c: the blocks after the wrap, counting from 0
        // (zero blocks when there was no wrap).
        int second = (int) afterWrap;
        ctr32EncryptBlocks(rk, in, inOff + pos, out, outOff + pos, second, ivec);
        Pack.storeIntBE(ctrAfterFirst + second, ivec, 12);
        pos += BLOCK * second;
        if (pos < len) {
            java.util.Arrays.fill(ecountBuf, (byte) 0);
            ctr32EncryptBlocks(rk, ecountBuf, 0, ecountBuf, 0, 1, ivec);
            long next = (Pack.loadIntBE(ivec, 12) & 0xFFFFFFFFL) + 1;
            Pack.storeIntBE((int) next, ivec, 12);
            ctr96Inc(next >>> 32);
            while (pos < len) {
                out[outOff + pos] = (byte) (in[inOff + pos] ^ ecountBuf[num]);
                pos++;
                num++;
            }
        }
    }

    /** {@code ctr96_inc}: adds {@code carry} (0 or 1) to the big-endian first 96 bits. */
    private void ctr96Inc(long carry) {
        long mid = (Pack.loadIntBE(ivec, 8) & 0xFFFFFFFFL) + carry;
        long hi = Pack.loadLongBE(ivec, 0) + (mid >>> 32);
        Pack.storeIntBE((int) mid, ivec, 8);
        Pack.storeLongBE(hi, ivec, 0);
    }
}
