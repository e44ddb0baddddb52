package dev.aesref.internal.hwmodel;

import dev.aesref.Overlap;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.ct.Secret;
import java.util.Arrays;
import javax.security.auth.Destroyable;

/**
 * A model of Go's AES-CTR (crypto/internal/fips140/aes, ctr.go and the avo generator
 * _asm/ctr/ctr_amd64_asm.go, Go 1.24/1.25).
 *
 * <p>The counter is a 128-bit big-endian number kept as two 64-bit halves {@code ivhi:ivlo}.
 * {@link #xorKeyStreamAt} seeks to a byte offset, handles a partial first block, then runs
 * 8-block batches ({@code ctrBlocks8}), a 4-, 2- and 1-block tail, and a partial last block.
 * {@link #xorKeyStream} is {@code XORKeyStreamAt} at the running offset followed by
 * {@code offset += len}; it refuses (before writing anything) a call that would take the
 * 64-bit byte offset past 2^64, where Go panics.
 *
 * <p>{@code ctrBlocks8} has a fast path: when {@code ivlo + 7} does not carry, the eight
 * counters are made with PADDQ on the low lane only; otherwise the slow path adds with carry
 * (ADDQ/ADCQ) per block. Go branches between them; this model computes both and selects with
 * a mask so that it does not branch on the (secret) counter.
 *
 * <p>Round keys, the registers and the two partial-block buffers are arrays this object owns;
 * registers and buffers are zeroed when each call returns or throws (Go's partial blocks are
 * local to {@code XORKeyStreamAt}, so no keystream is kept between calls), and everything,
 * with the IV, on {@link #destroy()}.
 */
public final class GoCtr implements Destroyable {

    /** Bytes per AES block. */
    private static final int BLOCK = 16;
    /** Register of the input block, after the eight counter/keystream registers. */
    private static final int IN = 16;
    /** The PADDQ addend of the fast path: 1 in the low quadword, 0 in the high one. */
    private static final long[] ONE_LOW = {1, 0};

    private final long[] rk;
    @Secret
    private long ivlo;
    @Secret
    private long ivhi;
    private long offset;
    /** Eight blocks in flight, then the input block. */
    private final long[] regs = new long[2 * 9];
    /** Go's {@code in} and {@code out} arrays for a partial block. */
    private final byte[] partIn = new byte[BLOCK];
    private final byte[] partOut = new byte[BLOCK];
    private boolean destroyed;

    /** {@code NewCTR(block, iv)}: a 16-byte IV is the first counter block. */
    public GoCtr(byte[] key, byte[] iv) {
        Ranges.checkIv(iv);
        this.rk = HwModelKeySchedule.expandEncrypt(key);
        // byteorder.BEUint64(iv[8:16]) and BEUint64(iv[0:8]).
        this.ivlo = Pack.loadLongBE(iv, 8);
        this.ivhi = Pack.loadLongBE(iv, 0);
    }

    /** The stream position in bytes (Go's {@code c.offset}). */
    public long offset() {
        return offset;
    }

    /** {@code XORKeyStream}: continues at the running offset. */
    public void xorKeyStream(byte[] dst, int dstOff, byte[] src, int srcOff, int len) {
        long next = offset + len;
        // The offset is a public stream position; checked first, so nothing is written.
        if (Pack.carryOut(offset, len, next) != 0) {
            throw new IllegalStateException("counter overflow: stream offset passed 2^64 bytes");
        }
        xorKeyStreamAt(dst, dstOff, src, srcOff, len, offset);
        offset = next;
    }

    /** {@code XORKeyStreamAt}: the keystream from byte {@code at} (unsigned) of the stream. */
    public void xorKeyStreamAt(byte[] dst, int dstOff, byte[] src, int srcOff, int len, long at) {
        Ranges.checkRange("src", src, srcOff, len);
        Ranges.checkRange("dst", dst, dstOff, len);
        if (Overlap.anyOverlap(src, srcOff, dst, dstOff, len) && dstOff != srcOff) {
            throw new IllegalArgumentException("invalid buffer overlap: dst and src overlap inexactly");
        }
        checkLive();
        try {
            // add128(ivlo, ivhi, at / 16): the block the offset falls in.
            long lo = ivlo + (at >>> 4);
            long hi = ivhi + Pack.carryOut(ivlo, at >>> 4, lo);
            int blockOffset = (int) (at & (BLOCK - 1));
            int pos = 0;
            if (blockOffset != 0) {
                int n = Math.min(len, BLOCK - blockOffset);
                System.arraycopy(src, srcOff, partIn, blockOffset, n);
                ctrBlocks(1, partOut, 0, partIn, 0, lo, hi);
                System.arraycopy(partOut, blockOffset, dst, dstOff, n);
                pos = n;
                long next = lo + 1;
                hi += Pack.carryOut(lo, 1, next);
                lo = next;
            }
            while (len - pos >= 8 * BLOCK) {
                ctrBlocks8(dst, dstOff + pos, src, srcOff + pos, lo, hi);
                pos += 8 * BLOCK;
                long next = lo + 8;
                hi += Pack.carryOut(lo, 8, next);
                lo = next;
            }
            // The tail has at most 7 = 4 + 2 + 1 whole blocks.
            for (int n = 4; n >= 1; n /= 2) {
                if (len - pos >= n * BLOCK) {
                    ctrBlocks(n, dst, dstOff + pos, src, srcOff + pos, lo, hi);
                    pos += n * BLOCK;
                    long next = lo + n;
                    hi += Pack.carryOut(lo, n, next);
                    lo = next;
                }
            }
            if (len - pos != 0) {
                Arrays.fill(partIn, (byte) 0);
                System.arraycopy(src, srcOff + pos, partIn, 0, len - pos);
                ctrBlocks(1, partOut, 0, partIn, 0, lo, hi);
                System.arraycopy(partOut, 0, dst, dstOff + pos, len - pos);
            }
        } finally {
            Arrays.fill(regs, 0);
            Arrays.fill(partIn, (byte) 0);
            Arrays.fill(partOut, (byte) 0);
        }
    }

    /**
     * {@code ctrBlocksNAsm} for N = 1, 2, 4: each counter laid out with MOVQ/PINSRQ/PSHUFB and
     * the next one made with ADDQ $1 / ADCQ $0; all N blocks in flight; src is loaded in full
     * before dst is stored.
     */
    void ctrBlocks(int n, byte[] dst, int dstOff, byte[] src, int srcOff, @Secret long lo, @Secret long hi) {
        for (int i = 0; i < n; i++) {
            regs[2 * i] = lo; // MOVQ ivlo
            regs[2 * i + 1] = hi; // PINSRQ $1, ivhi
            Simd.pshufb(regs, 2 * i, Simd.BSWAP_MASK, 0);
            long next = lo + 1;
            hi += Pack.carryOut(lo, 1, next);
            lo = next;
        }
        xorOut(n, dst, dstOff, src, srcOff);
    }

    /**
     * {@code ctrBlocks8Asm}: the first counter as usual, then either the fast path (seven
     * PADDQ of {@code (1, 0)}) or the slow path (ADDQ/ADCQ), chosen by whether {@code lo + 7}
     * carries.
     */
    void ctrBlocks8(byte[] dst, int dstOff, byte[] src, int srcOff, @Secret long lo, @Secret long hi) {
        // Go: MOVQ ivlo, tmp; ADDQ $7, tmp; JC slow.
        long useSlow = -Pack.carryOut(lo, 7, lo + 7);
        regs[0] = lo;
        regs[1] = hi;
        long slowLo = lo;
        long slowHi = hi;
        for (int i = 1; i < 8; i++) {
            // Fast path: PADDQ of (1, 0) moves only the low quadword; it never carries into ivhi.
            Simd.movdqa(regs, 2 * i, regs, 2 * (i - 1));
            Simd.paddq(regs, 2 * i, ONE_LOW, 0);
            // Slow path: ADDQ $1, ivlo; ADCQ $0, ivhi.
            long next = slowLo + 1;
            slowHi += Pack.carryOut(slowLo, 1, next);
            slowLo = next;
            regs[2 * i] = ConstantTime.select(useSlow, slowLo, regs[2 * i]);
            regs[2 * i + 1] = ConstantTime.select(useSlow, slowHi, regs[2 * i + 1]);
        }
        for (int i = 0; i < 8; i++) {
            Simd.pshufb(regs, 2 * i, Simd.BSWAP_MASK, 0);
        }
        xorOut(8, dst, dstOff, src, srcOff);
    }

    private void xorOut(int n, byte[] dst, int dstOff, byte[] src, int srcOff) {
        HwModelKey.encryptInFlight(rk, regs, n);
        for (int i = 0; i < n; i++) {
            Simd.load(src, srcOff + BLOCK * i, regs, IN);
            Simd.pxor(regs, 2 * i, regs, IN);
        }
        for (int i = 0; i < n; i++) {
            Simd.store(regs, 2 * i, dst, dstOff + BLOCK * i);
        }
    }

    private void checkLive() {
        if (destroyed) {
            throw new IllegalStateException("this CTR stream has been destroyed");
        }
    }

    /** Zeroes the round keys, the IV, the registers and the partial-block buffers. */
    @Override
    public void destroy() {
        Arrays.fill(rk, 0);
        Arrays.fill(regs, 0);
        Arrays.fill(partIn, (byte) 0);
        Arrays.fill(partOut, (byte) 0);
        ivlo = 0;
        ivhi = 0;
        destroyed = true;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }
}
