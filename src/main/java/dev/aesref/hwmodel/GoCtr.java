package dev.aesref.hwmodel;

import dev.aesref.Ranges;

/**
 * A model of Go's AES-CTR (crypto/internal/fips140/aes, ctr.go and the avo generator
 * _asm/ctr/ctr_amd64_asm.go, Go 1.24/1.25).
 *
 * <p>The counter is a 128-bit big-endian number kept as two 64-bit halves {@code ivhi:ivlo}.
 * {@link #xorKeyStreamAt} seeks to a byte offset, handles a partial first block, then runs
 * 8-block batches ({@code ctrBlocks8}), a 4-, 2- and 1-block tail, and a partial last block.
 * {@link #xorKeyStream} is {@code XORKeyStreamAt} at the running offset followed by
 * {@code offset += len}, which fails on 64-bit overflow of the byte offset.
 *
 * <p>{@code ctrBlocks8} has a fast path: when {@code ivlo + 7} does not carry, the eight
 * counters are made with PADDQ on the low lane only; otherwise the slow path adds with carry
 * (ADDQ/ADCQ) per block. Go branches between them; this model computes both and selects with
 * a mask so that it does not branch on the (secret) counter.
 */
public final class GoCtr {

    /** Bytes per AES block. */
    private static final int BLOCK = 16;

    private final Xmm[] rk;
    private final long ivlo;
    private final long ivhi;
    private long offset;

    /** {@code NewCTR(block, iv)}: a 16-byte IV is the first counter block. */
    public GoCtr(byte[] key, byte[] iv) {
        Ranges.checkIv(iv);
        this.rk = KeySchedule.expandEncrypt(key);
        Xmm loaded = Xmm.load(iv, 0);
        // byteorder.BEUint64(iv[8:16]) and BEUint64(iv[0:8]).
        this.ivlo = Long.reverseBytes(loaded.hi());
        this.ivhi = Long.reverseBytes(loaded.lo());
    }

    /** The stream position in bytes (Go's {@code c.offset}). */
    public long offset() {
        return offset;
    }

    /** {@code XORKeyStream}: continues at the running offset. */
    public void xorKeyStream(byte[] dst, int dstOff, byte[] src, int srcOff, int len) {
        xorKeyStreamAt(dst, dstOff, src, srcOff, len, offset);
        long next = offset + len;
        if (Masks.carry(offset, len) != 0) {
            throw new IllegalStateException("counter overflow: stream offset passed 2^64 bytes");
        }
        offset = next;
    }

    /** {@code XORKeyStreamAt}: the keystream from byte {@code at} (unsigned) of the stream. */
    public void xorKeyStreamAt(byte[] dst, int dstOff, byte[] src, int srcOff, int len, long at) {
        Ranges.checkRange("src", src, srcOff, len);
        Ranges.checkRange("dst", dst, dstOff, len);
        if (dst == src && dstOff != srcOff && Math.abs(dstOff - srcOff) < len) {
            throw new IllegalArgumentException("invalid buffer overlap: dst and src overlap inexactly");
        }
        long[] ctr = add128(ivlo, ivhi, Long.divideUnsigned(at, BLOCK));
        int blockOffset = (int) Long.remainderUnsigned(at, BLOCK);
        int pos = 0;
        if (blockOffset != 0) {
            byte[] in = new byte[BLOCK];
            byte[] out = new byte[BLOCK];
            int n = Math.min(len, BLOCK - blockOffset);
            System.arraycopy(src, srcOff, in, blockOffset, n);
            ctrBlocks(1, rk, out, 0, in, 0, ctr[0], ctr[1]);
            System.arraycopy(out, blockOffset, dst, dstOff, n);
            pos = n;
            ctr = add128(ctr[0], ctr[1], 1);
        }
        while (len - pos >= 8 * BLOCK) {
            ctrBlocks8(rk, dst, dstOff + pos, src, srcOff + pos, ctr[0], ctr[1]);
            pos += 8 * BLOCK;
            ctr = add128(ctr[0], ctr[1], 8);
        }
        // The tail has at most 7 = 4 + 2 + 1 whole blocks.
        for (int n = 4; n >= 1; n /= 2) {
            if (len - pos >= n * BLOCK) {
                ctrBlocks(n, rk, dst, dstOff + pos, src, srcOff + pos, ctr[0], ctr[1]);
                pos += n * BLOCK;
                ctr = add128(ctr[0], ctr[1], n);
            }
        }
        if (len - pos != 0) {
            byte[] in = new byte[BLOCK];
            byte[] out = new byte[BLOCK];
            System.arraycopy(src, srcOff + pos, in, 0, len - pos);
            ctrBlocks(1, rk, out, 0, in, 0, ctr[0], ctr[1]);
            System.arraycopy(out, 0, dst, dstOff + pos, len - pos);
        }
    }

    /** {@code add128}: {@code (lo, hi) + x} modulo 2^128, branch-free. */
    static long[] add128(long lo, long hi, long x) {
        long sum = lo + x;
        return new long[] {sum, hi + Masks.carry(lo, x)};
    }

    /** The counter register before PSHUFB: MOVQ ivlo, PINSRQ $1 ivhi. */
    private static Xmm counterLe(long lo, long hi) {
        return Xmm.of(hi, lo);
    }

    /**
     * {@code ctrBlocksNAsm} for N = 1, 2, 4: each counter laid out with MOVQ/PINSRQ/PSHUFB and
     * the next one made with ADDQ $1 / ADCQ $0; all N blocks in flight; src is loaded in full
     * before dst is stored.
     */
    static void ctrBlocks(int n, Xmm[] rk, byte[] dst, int dstOff, byte[] src, int srcOff,
                          long lo, long hi) {
        Xmm[] blocks = new Xmm[n];
        for (int i = 0; i < n; i++) {
            blocks[i] = Simd.pshufb(counterLe(lo, hi), Masks.BSWAP_128);
            hi += Masks.carry(lo, 1);
            lo += 1;
        }
        xorOut(rk, blocks, dst, dstOff, src, srcOff);
    }

    /**
     * {@code ctrBlocks8Asm}: the first counter as usual, then either the fast path (seven
     * PADDQ of {@code (0, 1)}) or the slow path (ADDQ/ADCQ), chosen by whether {@code lo + 7}
     * carries.
     */
    static void ctrBlocks8(Xmm[] rk, byte[] dst, int dstOff, byte[] src, int srcOff,
                           long lo, long hi) {
        Xmm[] fast = new Xmm[8];
        Xmm[] slow = new Xmm[8];
        Xmm base = counterLe(lo, hi);
        fast[0] = base;
        slow[0] = base;
        // Fast path: PADDQ of (0, 1) moves only the low quadword; it never carries into ivhi.
        Xmm addVec = Xmm.of(0, 1);
        for (int i = 1; i < 8; i++) {
            base = Simd.paddq(base, addVec);
            fast[i] = base;
        }
        // Slow path: ADDQ $1, ivlo; ADCQ $0, ivhi per block.
        long slo = lo;
        long shi = hi;
        for (int i = 1; i < 8; i++) {
            shi += Masks.carry(slo, 1);
            slo += 1;
            slow[i] = counterLe(slo, shi);
        }
        // Go: MOVQ ivlo, tmp; ADDQ $7, tmp; JC slow.
        long useSlow = -Masks.carry(lo, 7);
        Xmm[] blocks = new Xmm[8];
        for (int i = 0; i < 8; i++) {
            blocks[i] = Simd.pshufb(Masks.select(useSlow, slow[i], fast[i]), Masks.BSWAP_128);
        }
        xorOut(rk, blocks, dst, dstOff, src, srcOff);
    }

    private static void xorOut(Xmm[] rk, Xmm[] counters, byte[] dst, int dstOff,
                               byte[] src, int srcOff) {
        Xmm[] ks = HwModelKey.encryptInFlight(rk, counters);
        Xmm[] in = new Xmm[ks.length];
        for (int i = 0; i < ks.length; i++) {
            in[i] = Xmm.load(src, srcOff + BLOCK * i);
        }
        for (int i = 0; i < ks.length; i++) {
            Simd.pxor(in[i], ks[i]).store(dst, dstOff + BLOCK * i);
        }
    }
}
