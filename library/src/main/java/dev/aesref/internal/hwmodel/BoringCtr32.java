package dev.aesref.internal.hwmodel;

import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.ct.Secret;
import java.util.Arrays;
import javax.security.auth.Destroyable;

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
 * <p><b>A documented exception to the constant-time rule</b> (STYLE.md, "Constant-time
 * rules"). BoringSSL's caller branches on {@code ctr32 < blocks} and {@code ctr32 == 0}; this
 * model computes the split and the carry with masks and always makes the same two calls, but
 * the split itself is derived from the secret counter and it is kept, because it is what the
 * real routine does: {@code first = blocks - afterWrap} and {@code second = afterWrap}, both
 * derived from {@code ctr32} (the last four bytes of {@code ivec}), are the block counts of the
 * two calls of {@link #ctr32EncryptBlocks}. They drive that method's batch loop
 * ({@code while (done < blocks)}), its tail-size branches ({@link #registersFor}) and the
 * loops that load and store each batch. The total AES work therefore depends on where the
 * counter wraps (9 blocks with no wrap take 8 + 1 encryptions, split 5 + 4 they take 8 + 4),
 * not only the batch boundaries. The bytes produced do not depend on it. The split is made
 * public in one place, the {@code ConstantTime.declassify} of {@code first} in {@link #process}
 * ({@code second} is {@code blocks - first}); the constant-time checker sees everything after it
 * as public and everything before it (the masks, the carry) as secret.
 *
 * <p>Round keys, {@code ivec}, {@code ecount_buf} and the registers are arrays this object owns.
 * The registers are zeroed when each call returns or throws, {@code ecount_buf} when its last
 * byte has been used, and everything on {@link #destroy()}.
 */
public final class BoringCtr32 implements Destroyable {

    private static final int BLOCK = 16;
    /** Blocks in flight in the main loop of the block function. */
    static final int IN_FLIGHT = 8;
    /** Register of the input block, after the eight counter/keystream registers. */
    private static final int IN = 2 * IN_FLIGHT;

    private final long[] rk;
    private final byte[] ivec;
    private final byte[] ecountBuf = new byte[BLOCK];
    /** The assembly's xmm registers: eight blocks in flight, then the input block. */
    private final long[] regs = new long[2 * (IN_FLIGHT + 1)];
    private int num;
    private boolean destroyed;

    /** A CTR128 stream: {@code ivec} is the first counter block, {@code num = 0}. */
    public BoringCtr32(byte[] key, byte[] iv) {
        Ranges.checkIv(iv);
        this.rk = HwModelKeySchedule.expandEncrypt(key);
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
     * {@code aes_hw_ctr32_encrypt_blocks(in, out, blocks, key, ivec)} with this stream's round
     * keys: whole blocks only; block j uses {@code ivec[0..12) || BE32(ctr32 + j mod 2^32)}.
     * {@code ivec} is read, never written. Each batch loads its input blocks before it stores
     * any output.
     */
    public void ctr32EncryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks,
                                   byte[] ivec) {
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        Ranges.checkIv(ivec);
        checkLive();
        int ctr32 = Pack.loadIntBE(ivec, 12);
        try {
            int done = 0;
            while (done < blocks) {
                // .Lctr32_loop8 takes eight blocks per iteration; .Lctr32_tail runs the 1..7
                // that remain through 8 registers when more than 4 are left, through 4 for
                // exactly 4, through 3 for 2 or 3, and one block on its own (.Lctr32_one).
                // Unused registers hold zero and their output is dropped.
                int n = Math.min(IN_FLIGHT, blocks - done);
                int registers = registersFor(n);
                for (int j = 0; j < registers; j++) {
                    if (j < n) {
                        // MOVDQU of ivec, then PINSRD of the byte-swapped counter into dword 3.
                        Simd.load(ivec, 0, regs, 2 * j);
                        Simd.pinsrd(regs, 2 * j, Integer.reverseBytes(ctr32 + done + j), 3);
                    } else {
                        regs[2 * j] = 0;
                        regs[2 * j + 1] = 0;
                    }
                }
                HwModelKey.encryptInFlight(rk, regs, registers);
                for (int j = 0; j < n; j++) {
                    Simd.load(in, inOff + BLOCK * (done + j), regs, IN);
                    Simd.pxor(regs, 2 * j, regs, IN);
                }
                for (int j = 0; j < n; j++) {
                    Simd.store(regs, 2 * j, out, outOff + BLOCK * (done + j));
                }
                done += n;
            }
        } finally {
            Arrays.fill(regs, 0);
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
        checkLive();
        int pos = 0;
        // Use up the rest of the previous keystream block; once it is used up it goes.
        while (num != 0 && pos < len) {
            out[outOff + pos] = (byte) (in[inOff + pos] ^ ecountBuf[num]);
            pos++;
            num = (num + 1) % BLOCK;
        }
        if (num == 0) {
            Arrays.fill(ecountBuf, (byte) 0);
        }
        // ctr.c: "while (len >= 16)"; with no whole block both calls below are empty.
        int blocks = (len - pos) / BLOCK;
        // BoringSSL caps one call at 2^28 blocks; a Java array never holds that many.
        long ctr32 = Pack.loadIntBE(ivec, 12) & 0xFFFFFFFFL;
        long sum = ctr32 + blocks;
        long wrapped = sum >>> 32; // 1 when the 32-bit counter wraps in this request
        long afterWrap = sum & 0xFFFFFFFFL & -wrapped;
        // The documented exception: the split is published here, as the routine modelled does.
        int first = ConstantTime.declassify((int) (blocks - afterWrap), "STYLE.md rule 5: BoringSSL's"
                + " CRYPTO_ctr128_encrypt_ctr32 splits a request where the 32-bit counter wraps");
        ctr32EncryptBlocks(in, inOff + pos, out, outOff + pos, first, ivec);
        // ctr.c: "if (ctr32 < blocks) { blocks -= ctr32; ctr32 = 0; }", then
        // PUTU32(ivec + 12, ctr32) and ctr96_inc when ctr32 == 0.
        int ctrAfterFirst = (int) (sum & ~(-wrapped));
        Pack.storeIntBE(ctrAfterFirst, ivec, 12);
        ctr96Inc(wrapped);
        pos += BLOCK * first;
        // The next loop iteration of ctr.c: the blocks after the wrap, counting from 0
        // (zero blocks when there was no wrap).
        int second = blocks - first; // afterWrap
        ctr32EncryptBlocks(in, inOff + pos, out, outOff + pos, second, ivec);
        Pack.storeIntBE(ctrAfterFirst + second, ivec, 12);
        pos += BLOCK * second;
        if (pos < len) {
            // ctr.c: encrypt one counter block into ecount_buf and use its first bytes.
            ctr32EncryptBlocks(ecountBuf, 0, ecountBuf, 0, 1, ivec);
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
    private void ctr96Inc(@Secret long carry) {
        long mid = (Pack.loadIntBE(ivec, 8) & 0xFFFFFFFFL) + carry;
        long hi = Pack.loadLongBE(ivec, 0) + (mid >>> 32);
        Pack.storeIntBE((int) mid, ivec, 8);
        Pack.storeLongBE(hi, ivec, 0);
    }

    private void checkLive() {
        if (destroyed) {
            throw new IllegalStateException("this CTR stream has been destroyed");
        }
    }

    /** Zeroes the round keys, the counter block, the leftover keystream and the registers. */
    @Override
    public void destroy() {
        Arrays.fill(rk, 0);
        Arrays.fill(ivec, (byte) 0);
        Arrays.fill(ecountBuf, (byte) 0);
        Arrays.fill(regs, 0);
        num = 0;
        destroyed = true;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }
}
