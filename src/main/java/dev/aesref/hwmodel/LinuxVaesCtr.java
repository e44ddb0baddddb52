package dev.aesref.hwmodel;

import dev.aesref.Ranges;
import dev.aesref.ct.Pack;

/**
 * A model of the Linux x86 VAES AES-CTR and XCTR code: the assembly
 * {@code arch/x86/crypto/aes-ctr-avx-x86_64.S} ({@code aes_ctr64_crypt_*} and
 * {@code aes_xctr_crypt_*}, instantiated for 256-bit YMM and 512-bit ZMM vectors) and the C
 * glue {@code arch/x86/crypto/aesni-intel_glue.c} ({@code ctr_crypt}, {@code xctr_crypt}).
 *
 * <p>The assembly keeps the counter as a little-endian 128-bit value, broadcasts it to every
 * 128-bit lane, adds {@code 0, 1, 2, 3} (ZMM) or {@code 0, 1} (YMM) to the low quadwords, and
 * moves on by the lane count with VPADDQ, which never carries into the high quadword. For CTR
 * each counter is byte-swapped to big-endian with VPSHUFB before the AES rounds; for XCTR it is
 * XORed into the IV instead (HCTR2's little-endian counter). The main loop handles 8 vectors per
 * iteration; for the 1 to 8 vectors' worth that remain it makes 2, 4 or 8 more vectors of
 * keystream and XORs whole vectors, then a masked last one of any length.
 *
 * <p>Because VPADDQ does not carry, the glue splits a CTR request where the low 64 bits of the
 * counter would wrap, calls the assembly for the blocks before and after, and increments the
 * high half in between. The kernel branches on whether a split is needed; this model always
 * makes both calls (the second possibly empty) with a branch-free split point.
 */
public final class LinuxVaesCtr {

    private static final int BLOCK = 16;
    /** Vectors per main-loop iteration. */
    static final int VECTORS_PER_ITERATION = 8;

    private final Xmm[] rk;
    private final int lanes;

    /**
     * @param key AES key (16, 24 or 32 bytes)
     * @param vectorBits 256 (YMM, VAES + AVX2) or 512 (ZMM, VAES + AVX-512)
     */
    public LinuxVaesCtr(byte[] key, int vectorBits) {
        if (vectorBits != 256 && vectorBits != 512) {
            throw new IllegalArgumentException("vectorBits must be 256 or 512, got " + vectorBits);
        }
        this.rk = KeySchedule.expandEncrypt(key);
        this.lanes = vectorBits / 128;
    }

    /** Register width in bytes (32 or 64). */
    public int vectorBytes() {
        return BLOCK * lanes;
    }

    /**
     * The {@code ctr(aes)} request: {@code len} bytes from the counter block {@code iv}, which
     * is advanced by {@code ceil(len / 16)} blocks on return (the kernel's {@code iv_out}).
     * {@code walkBytes} is how much the scatterlist walk hands over at a time; every step but
     * the last is rounded down to whole blocks, as {@code skcipher_walk} does.
     */
    public void ctrCrypt(byte[] iv, byte[] src, int srcOff, byte[] dst, int dstOff, int len,
                         int walkBytes) {
        Ranges.checkIv(iv);
        Ranges.checkRange("src", src, srcOff, len);
        Ranges.checkRange("dst", dst, dstOff, len);
        if (walkBytes < BLOCK) {
            throw new IllegalArgumentException("walkBytes must be at least 16, got " + walkBytes);
        }
        // le_ctr[0] = BE64(iv + 8), le_ctr[1] = BE64(iv).
        long ctrLo = Pack.loadLongBE(iv, 8);
        long ctrHi = Pack.loadLongBE(iv, 0);
        int pos = 0;
        while (pos < len) {
            int nbytes = Math.min(walkBytes, len - pos);
            if (nbytes < len - pos) {
                nbytes -= nbytes % BLOCK;
            }
            long nblocks = (nbytes + BLOCK - 1) / BLOCK;
            // Blocks left before the low half wraps is 2^64 - ctrLo; a split is needed when
            // ctrLo + nblocks carries. Then the first part is exactly those blocks.
            long split = -Masks.carry(ctrLo, nblocks);
            long firstBlocks = (nblocks & ~split) | (-ctrLo & split);
            // Bytes of the first part: all of them, or min(nbytes, the blocks before the wrap)
            // (the glue's min_t: when the request ends exactly at the wrap, all of them).
            long beforeWrap = BLOCK * firstBlocks;
            long shorter = (beforeWrap - nbytes) >> 63;
            long firstBytes = (beforeWrap & shorter) | (nbytes & ~shorter);
            int p1 = (int) ((nbytes & ~split) | (firstBytes & split));
            ctr64Crypt(src, srcOff + pos, dst, dstOff + pos, p1, ctrLo, ctrHi);
            ctrHi -= split; // +1 exactly when there was a split
            ctr64Crypt(src, srcOff + pos + p1, dst, dstOff + pos + p1, nbytes - p1,
                    ctrLo + firstBlocks, ctrHi);
            ctrLo += nblocks;
            pos += nbytes;
        }
        Pack.storeLongBE(ctrLo, iv, 8);
        Pack.storeLongBE(ctrHi, iv, 0);
    }

    /**
     * The {@code xctr(aes)} request (HCTR2's XCTR): block i (from 1) is
     * {@code E(iv XOR LE128(i))}; the glue counts {@code ctr} from 1 and the IV is not changed.
     */
    public void xctrCrypt(byte[] iv, byte[] src, int srcOff, byte[] dst, int dstOff, int len,
                          int walkBytes) {
        Ranges.checkIv(iv);
        Ranges.checkRange("src", src, srcOff, len);
        Ranges.checkRange("dst", dst, dstOff, len);
        if (walkBytes < BLOCK) {
            throw new IllegalArgumentException("walkBytes must be at least 16, got " + walkBytes);
        }
        long ctr = 1;
        int pos = 0;
        while (pos < len) {
            int nbytes = Math.min(walkBytes, len - pos);
            if (nbytes < len - pos) {
                nbytes -= nbytes % BLOCK;
            }
            xctrAsm(src, srcOff + pos, dst, dstOff + pos, nbytes, iv, ctr);
            ctr += (nbytes + BLOCK - 1) / BLOCK;
            pos += nbytes;
        }
    }

    /**
     * {@code aes_ctr64_crypt}: {@code len} bytes (any length; a partial last block is fine) from
     * the counter {@code (hi, lo)}; only the low 64 bits count, the caller guarantees no wrap.
     */
    void ctr64Crypt(byte[] src, int srcOff, byte[] dst, int dstOff, int len, long lo, long hi) {
        // Lane i of the first counter vector holds (hi, lo + i).
        Xmm[] first = new Xmm[lanes];
        for (int i = 0; i < lanes; i++) {
            first[i] = Xmm.of(hi, lo + i);
        }
        WideReg counter = WideReg.of(first);
        WideReg bswap = WideReg.broadcast(Masks.BSWAP_128, lanes);
        run(src, srcOff, dst, dstOff, len, counter, ctr -> ctr.vpshufb(bswap));
    }

    /** {@code aes_xctr_crypt}: block j of this call uses {@code iv XOR LE128(ctr + j)}. */
    void xctrAsm(byte[] src, int srcOff, byte[] dst, int dstOff, int len, byte[] iv, long ctr) {
        Xmm[] first = new Xmm[lanes];
        for (int i = 0; i < lanes; i++) {
            first[i] = Xmm.of(0, ctr + i);
        }
        WideReg ivVec = WideReg.broadcast(Xmm.load(iv, 0), lanes);
        run(src, srcOff, dst, dstOff, len, WideReg.of(first), ctr2 -> ctr2.vpxor(ivVec));
    }

    private interface Whiten {
        WideReg apply(WideReg counter);
    }

    /** The shared loop of both assembly functions. */
    private void run(byte[] src, int srcOff, byte[] dst, int dstOff, int len, WideReg counter,
                     Whiten toBlock) {
        int vl = vectorBytes();
        WideReg step = WideReg.broadcast(Xmm.of(0, lanes), lanes);
        int pos = 0;
        // Main loop: 8 vectors at a time, all in flight.
        while (len - pos >= VECTORS_PER_ITERATION * vl) {
            WideReg[] blocks = new WideReg[VECTORS_PER_ITERATION];
            for (int v = 0; v < VECTORS_PER_ITERATION; v++) {
                blocks[v] = toBlock.apply(counter);
                counter = counter.vpaddq(step);
            }
            WideReg[] ks = encryptVectors(blocks);
            for (int v = 0; v < VECTORS_PER_ITERATION; v++) {
                int at = pos + v * vl;
                WideReg.loadPartial(src, srcOff + at, vl, lanes).vpxor(ks[v])
                        .storePartial(dst, dstOff + at, vl);
            }
            pos += VECTORS_PER_ITERATION * vl;
        }
        // 1 <= remaining < 8 vectors: make 2, 4 or 8 more vectors of keystream, whichever is
        // the fewest that covers the rest, then XOR whole vectors and a masked last one.
        int remaining = len - pos;
        if (remaining > 0) {
            int vectors = tailVectors(remaining, vl);
            WideReg[] blocks = new WideReg[vectors];
            for (int v = 0; v < vectors; v++) {
                blocks[v] = toBlock.apply(counter);
                counter = counter.vpaddq(step);
            }
            WideReg[] ks = encryptVectors(blocks);
            for (int v = 0; v * vl < remaining; v++) {
                int at = pos + v * vl;
                int n = Math.min(vl, remaining - v * vl);
                WideReg.loadPartial(src, srcOff + at, n, lanes).vpxor(ks[v]).storePartial(dst, dstOff + at, n);
            }
        }
    }

    /**
     * Vectors of keystream made for the last {@code remaining} (1 .. 8 vl - 1) bytes: 2 up to
     * two vectors' worth, 4 up to four, else 8 (".Lenc_tail_atmost2vecs" / "atmost4vecs").
     */
    static int tailVectors(int remaining, int vl) {
        if (remaining < 1 || remaining >= VECTORS_PER_ITERATION * vl) {
            throw new IllegalArgumentException("the tail is 1 .. " + (VECTORS_PER_ITERATION * vl - 1)
                    + " bytes, got " + remaining);
        }
        if (remaining <= 2 * vl) {
            return 2;
        } else if (remaining <= 4 * vl) {
            return 4;
        }
        return 8;
    }

    /** VAESENC rounds on several vectors in flight, round keys broadcast to every lane. */
    private WideReg[] encryptVectors(WideReg[] blocks) {
        WideReg[] s = new WideReg[blocks.length];
        for (int v = 0; v < s.length; v++) {
            s[v] = blocks[v].vpxor(WideReg.broadcast(rk[0], lanes));
        }
        int nr = rk.length - 1;
        for (int r = 1; r <= nr; r++) {
            WideReg key = WideReg.broadcast(rk[r], lanes);
            for (int v = 0; v < s.length; v++) {
                s[v] = r < nr ? s[v].vaesenc(key) : s[v].vaesenclast(key);
            }
        }
        return s;
    }
}
