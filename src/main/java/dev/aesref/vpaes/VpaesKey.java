package dev.aesref.vpaes;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.ct.Pack;
import java.util.Arrays;

/**
 * A key in vpaes form, with the block loops around {@link VpaesCore}. With {@code twoBlocks} the
 * loops hand pairs of blocks to the interleaved core and the last odd block to the single one.
 */
final class VpaesExpandedKey implements ExpandedKey {

    private static final int B = BlockEngine.BLOCK_BYTES;

    private final int keyBits;
    private final int rounds;
    /** The schedules in vpaes form (package-private so tests can check destroy() wipes them). */
    final long[] encKeys;
    final long[] decKeys;
    private final boolean twoBlocks;
    private boolean destroyed;

    VpaesExpandedKey(int keyBits, long[] encKeys, long[] decKeys, boolean twoBlocks) {
        this.keyBits = keyBits;
        this.rounds = keyBits / 32 + 6;
        this.encKeys = encKeys;
        this.decKeys = decKeys;
        this.twoBlocks = twoBlocks;
    }

    @Override
    public int keyBits() {
        return keyBits;
    }

    @Override
    public int rounds() {
        return rounds;
    }

    private void checkLive() {
        if (destroyed) {
            throw new IllegalStateException("this vpaes key has been destroyed");
        }
    }

    /**
     * The input to read from: a copy when input and output are the same array (the contract says
     * "as if the input were copied first"; copying costs far less than encrypting), else
     * {@code in} itself.
     */
    private static byte[] source(byte[] in, int inOff, byte[] out, int len) {
        return in == out ? Arrays.copyOfRange(in, inOff, inOff + len) : in;
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
        byte[] src = source(in, inOff, out, blocks * B);
        int srcOff = src == in ? inOff : 0;
        long[] rk = encrypt ? encKeys : decKeys;
        long[] state = new long[4];
        int j = 0;
        if (twoBlocks) {
            for (; j + 2 <= blocks; j += 2) {
                int i = srcOff + j * B;
                state[0] = Pack.loadLongLE(src, i);
                state[1] = Pack.loadLongLE(src, i + 8);
                state[2] = Pack.loadLongLE(src, i + 16);
                state[3] = Pack.loadLongLE(src, i + 24);
                if (encrypt) {
                    VpaesCore.encrypt2(rk, rounds, state);
                } else {
                    VpaesCore.decrypt2(rk, rounds, state);
                }
                int o = outOff + j * B;
                Pack.storeLongLE(state[0], out, o);
                Pack.storeLongLE(state[1], out, o + 8);
                Pack.storeLongLE(state[2], out, o + 16);
                Pack.storeLongLE(state[3], out, o + 24);
            }
        }
        for (; j < blocks; j++) {
            int i = srcOff + j * B;
            state[0] = Pack.loadLongLE(src, i);
            state[1] = Pack.loadLongLE(src, i + 8);
            if (encrypt) {
                VpaesCore.encrypt(rk, rounds, state);
            } else {
                VpaesCore.decrypt(rk, rounds, state);
            }
            Pack.storeLongLE(state[0], out, outOff + j * B);
            Pack.storeLongLE(state[1], out, outOff + j * B + 8);
        }
        Arrays.fill(state, 0);
        wipeCopy(src, in);
    }

    @Override
    public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex,
                             byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        Ranges.checkIv(iv);
        java.util.Objects.requireNonNull(flavour, "flavour");
        checkLive();
        byte[] src = source(in, inOff, out, blocks * B);
        int srcOff = src == in ? inOff : 0;
        CounterBlocks counters = new CounterBlocks(flavour, iv);
        long[] ks = new long[4];
        int j = 0;
        if (twoBlocks) {
            for (; j + 2 <= blocks; j += 2) {
                counters.block(firstIndex + j, ks, 0);
                counters.block(firstIndex + j + 1, ks, 2);
                VpaesCore.encrypt2(encKeys, rounds, ks);
                int i = srcOff + j * B;
                int o = outOff + j * B;
                // Read the whole pair before writing it: in place and overlapping stay correct.
                long p0 = Pack.loadLongLE(src, i) ^ ks[0];
                long p1 = Pack.loadLongLE(src, i + 8) ^ ks[1];
                long p2 = Pack.loadLongLE(src, i + 16) ^ ks[2];
                long p3 = Pack.loadLongLE(src, i + 24) ^ ks[3];
                Pack.storeLongLE(p0, out, o);
                Pack.storeLongLE(p1, out, o + 8);
                Pack.storeLongLE(p2, out, o + 16);
                Pack.storeLongLE(p3, out, o + 24);
            }
        }
        for (; j < blocks; j++) {
            counters.block(firstIndex + j, ks, 0);
            VpaesCore.encrypt(encKeys, rounds, ks);
            int i = srcOff + j * B;
            int o = outOff + j * B;
            long p0 = Pack.loadLongLE(src, i) ^ ks[0];
            long p1 = Pack.loadLongLE(src, i + 8) ^ ks[1];
            Pack.storeLongLE(p0, out, o);
            Pack.storeLongLE(p1, out, o + 8);
        }
        Arrays.fill(ks, 0);
        wipeCopy(src, in);
    }

    /** Zeroes the input copy made by {@link #source}, if one was made (it held message bytes). */
    private static void wipeCopy(byte[] src, byte[] in) {
        if (src != in) {
            Arrays.fill(src, (byte) 0);
        }
    }

    @Override
    public void destroy() {
        Arrays.fill(encKeys, 0);
        Arrays.fill(decKeys, 0);
        destroyed = true;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }
}
