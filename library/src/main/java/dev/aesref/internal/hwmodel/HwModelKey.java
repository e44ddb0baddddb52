package dev.aesref.internal.hwmodel;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Overlap;
import dev.aesref.Ranges;
import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.ScratchPool;
import dev.aesref.internal.share.Wipeable;
import java.util.Arrays;

/**
 * Round keys of the {@code hwmodel} engine: the encryption schedule and the AESIMC decryption
 * schedule as register files ({@link HwModelKeySchedule}), and the state registers of a call.
 * All of them belong to this key; the registers are zeroed when each call returns or throws, the
 * schedules on {@link #destroy()}. Thread-safe, as the {@link ExpandedKey} contract requires:
 * calls only read the schedules, and each borrows its registers from the key's
 * {@link ScratchPool}; {@link Lifetime} orders {@link #destroy()} against calls in flight.
 */
final class HwModelKey implements ExpandedKey {

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;

    private final long[] encKeys;
    private final long[] decKeys;
    private final ScratchPool<Registers> scratch = new ScratchPool<>(Registers::new);
    private final Lifetime lifetime = new Lifetime("this expanded key");

    /** What one call writes. */
    static final class Registers implements Wipeable {
        /** Two xmm registers: the block being encrypted (0) and, in CTR, the input block (2). */
        final long[] state = new long[4];
        /** The counter block of {@link #ctrXorBlocks}, as {@link CounterFlavour} writes it. */
        final byte[] counter = new byte[BLOCK];

        @Override
        public void wipe() {
            Arrays.fill(state, 0);
            Arrays.fill(counter, (byte) 0);
        }
    }

    HwModelKey(long[] encKeys) {
        this.encKeys = encKeys;
        this.decKeys = HwModelKeySchedule.decryptionKeys(encKeys);
    }

    @Override
    public int keyBits() {
        return (encKeys.length / 2 - 7) * 32;
    }

    /** One block in register {@code s[o]}: PXOR round key 0, AESENC x (Nr-1), AESENCLAST. */
    static void encrypt(long[] rk, long[] s, int o) {
        int nr = rk.length / 2 - 1;
        Simd.pxor(s, o, rk, 0);
        for (int i = 1; i < nr; i++) {
            AesNi.aesenc(s, o, rk, 2 * i);
        }
        AesNi.aesenclast(s, o, rk, 2 * nr);
    }

    /**
     * The first {@code n} registers of {@code s} encrypted "in flight", the way optimized CTR
     * loops interleave blocks: each round key is applied to every block before the next round
     * key is loaded. The result equals {@link #encrypt} on each register; the order only models
     * the routines.
     */
    static void encryptInFlight(long[] rk, long[] s, int n) {
        int nr = rk.length / 2 - 1;
        for (int b = 0; b < n; b++) {
            Simd.pxor(s, 2 * b, rk, 0);
        }
        for (int i = 1; i < nr; i++) {
            for (int b = 0; b < n; b++) {
                AesNi.aesenc(s, 2 * b, rk, 2 * i);
            }
        }
        for (int b = 0; b < n; b++) {
            AesNi.aesenclast(s, 2 * b, rk, 2 * nr);
        }
    }

    /** One block through PXOR, AESDEC x (Nr-1), AESDECLAST over the decryption schedule. */
    static void decrypt(long[] dk, long[] s, int o) {
        int nr = dk.length / 2 - 1;
        Simd.pxor(s, o, dk, 0);
        for (int i = 1; i < nr; i++) {
            AesNi.aesdec(s, o, dk, 2 * i);
        }
        AesNi.aesdeclast(s, o, dk, 2 * nr);
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        crypt(true, in, inOff, out, outOff, blocks);
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        crypt(false, in, inOff, out, outOff, blocks);
    }

    private void crypt(boolean encrypt, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        checkLive();
        // Block j's output may overwrite input blocks after j only when the output runs ahead
        // in the same array; then walk from the last block down, so that every input block is
        // read before anything is stored over it (offsets are public).
        boolean backwards = Overlap.outputRunsAhead(in, inOff, out, outOff, blocks * BLOCK);
        final Registers lent = scratch.take();
        final long[] state = lent.state;
        try {
            for (int n = 0; n < blocks; n++) {
                int j = backwards ? blocks - 1 - n : n;
                Simd.load(in, inOff + j * BLOCK, state, 0);
                if (encrypt) {
                    encrypt(encKeys, state, 0);
                } else {
                    decrypt(decKeys, state, 0);
                }
                Simd.store(state, 0, out, outOff + j * BLOCK);
            }
            lifetime.confirm(out, outOff, blocks * BLOCK);
        } finally {
            lent.wipe();
            scratch.give(lent);
        }
    }

    /**
     * The contract's CTR, one counter block at a time into this key's own registers: no
     * scratch is allocated per call, and the counter, the keystream and the input are wiped
     * before the call returns or throws.
     */
    @Override
    public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex,
                             byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        Ranges.checkIv(iv);
        checkLive();
        boolean backwards = Overlap.outputRunsAhead(in, inOff, out, outOff, blocks * BLOCK);
        final Registers lent = scratch.take();
        final long[] state = lent.state;
        final byte[] counter = lent.counter;
        try {
            for (int n = 0; n < blocks; n++) {
                int j = backwards ? blocks - 1 - n : n;
                flavour.counterBlock(iv, firstIndex + j, counter, 0);
                Simd.load(counter, 0, state, 0);
                encrypt(encKeys, state, 0);
                Simd.load(in, inOff + j * BLOCK, state, 2);
                Simd.pxor(state, 0, state, 2);
                Simd.store(state, 0, out, outOff + j * BLOCK);
            }
            lifetime.confirm(out, outOff, blocks * BLOCK);
        } finally {
            lent.wipe();
            scratch.give(lent);
        }
    }

    private void checkLive() {
        lifetime.checkLive();
    }

    @Override
    public void destroy() {
        // The registers are zero already: every call zeroes its own on its way out, and a call
        // still running discards its output (Lifetime).
        lifetime.destroy();
        Arrays.fill(encKeys, 0);
        Arrays.fill(decKeys, 0);
    }

    @Override
    public boolean isDestroyed() {
        return lifetime.isDestroyed();
    }
}
