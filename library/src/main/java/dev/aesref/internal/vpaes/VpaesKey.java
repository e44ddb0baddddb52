package dev.aesref.internal.vpaes;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Overlap;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.ct.Secret;
import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.ScratchPool;
import java.util.Arrays;
import java.util.Objects;

/**
 * A key in vpaes form ({@link VpaesKeySchedule}), with the block loops around a core's round
 * functions ({@link RoundFunctions}: {@link ScalarRounds}, the emulated shuffle, or
 * {@link VectorRounds}, the CPU's). With {@code twoBlocks} the loops hand pairs of blocks to the
 * interleaved core and the last odd block to the single one.
 *
 * <p>The key owns its scratch: the blocks in flight ({@code state}), the S-box outputs of the
 * scalar core ({@code sLo}, {@code sHi}, which end a call holding the last round's S-box output,
 * one XOR away from the last round key) and the vector core's work area ({@code work}: its blocks
 * and S-box outputs, then a copy of the schedules). Every call zeroes what it wrote when it
 * returns or throws, so the scratch is zero between calls, and {@link #destroy()} zeroes the
 * schedules and the whole work area; no call allocates.
 *
 * <p>Thread-safe, as the {@link ExpandedKey} contract requires: each call borrows its scratch
 * from the key's {@link ScratchPool}. The first scratch's work area is the one {@code prepare}
 * filled with the schedules. A spare, lent to a call that runs beside another, gets the schedules
 * copied in when it is taken and is zeroed whole when it is given back, so that no spare holds
 * key bytes between calls. {@link Lifetime} orders {@link #destroy()} against calls in flight.
 *
 * <p>Overlap: each step reads its one or two input blocks into {@code state} before it writes
 * their output. Walking forwards, a step writes only where its own or earlier input was, unless
 * the output starts inside the input after it ({@link Overlap#outputRunsAhead}); then the steps
 * run from the last to the first, and a step writes only where its own or later input was. Either
 * way every block is read before it is overwritten, which is "as if the input were copied first"
 * without a copy. The direction is chosen from offsets, which are public.
 */
final class VpaesKey implements ExpandedKey {

    private static final int B = BlockEngine.BLOCK_BYTES;

    private final int keyBits;
    private final int rounds;
    /** The schedules in vpaes form (package-private so tests can run the core on them). */
    final long[] encKeys;
    final long[] decKeys;
    private final boolean twoBlocks;
    /** The round functions: the emulated shuffle or the Vector API's. */
    private final RoundFunctions core;
    /**
     * The core's own work area of the first scratch ({@link RoundFunctions#workBytes}), with the
     * schedules that {@code prepare} wrote: empty for the emulated shuffle.
     */
    final byte[] work;
    /** The scratch of the calls running now, one each. */
    private final ScratchPool<Scratch> scratch;
    private final Lifetime lifetime = new Lifetime("this vpaes key");

    /** What one call writes. */
    static final class Scratch {
        /** One or two blocks in flight: block j in {@code [0..2)}, block j + 1 in {@code [2..4)}. */
        final long[] state = new long[4];
        /** S-box outputs of the core: the low halves' (and the single block's), the high halves'. */
        final long[] sLo = new long[VpaesCore.SCRATCH];
        final long[] sHi = new long[VpaesCore.SCRATCH];
        /** The core's work area: its scratch prefix, then the schedules while the scratch is lent. */
        final byte[] work;

        Scratch(byte[] work) {
            this.work = work;
        }

        /** Zeroes what a call wrote: the longs and the first {@code workBytes} of the work area. */
        void wipeCall(int workBytes) {
            Arrays.fill(state, 0L);
            Arrays.fill(sLo, 0L);
            Arrays.fill(sHi, 0L);
            Arrays.fill(work, 0, workBytes, (byte) 0);
        }
    }

    VpaesKey(byte[] key, boolean twoBlocks, RoundFunctions core) {
        this.keyBits = Ranges.checkKey(key);
        this.rounds = keyBits / 32 + 6;
        this.encKeys = new long[2 * (rounds + 1)];
        this.decKeys = new long[2 * (rounds + 1)];
        this.twoBlocks = twoBlocks;
        this.core = core;
        Scratch first = new Scratch(new byte[core.workBytes(rounds)]);
        VpaesKeySchedule.expand(key, encKeys, decKeys,
                new int[4 * (rounds + 1)], new long[2 * (rounds + 1)], first.sLo);
        this.work = first.work;
        core.prepare(encKeys, decKeys, rounds, work);
        int workBytes = work.length;
        this.scratch = new ScratchPool<>(first, () -> new Scratch(new byte[workBytes]));
    }

    /**
     * The round functions: what tells {@code vpaes} and {@code vpaes-vector} apart, which give
     * the same output (the test that pins each engine to its tier reads it).
     */
    RoundFunctions roundFunctions() {
        return core;
    }

    /** Whether blocks go through two at a time ({@code vpaes}) or one ({@code vpaes-1x}). */
    boolean twoBlocks() {
        return twoBlocks;
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
        lifetime.checkLive();
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        checkLive();
        run(Mode.ENCRYPT, null, 0L, 0L, 0L, in, inOff, out, outOff, blocks);
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        checkLive();
        run(Mode.DECRYPT, null, 0L, 0L, 0L, in, inOff, out, outOff, blocks);
    }

    /**
     * CTR with the counter blocks built straight into {@code state}
     * ({@link CounterFlavour#counterLo}, {@link CounterFlavour#counterHi}); the keystream never
     * exists as bytes.
     */
    @Override
    public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex,
                             byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        Ranges.checkIv(iv);
        Objects.requireNonNull(flavour, "flavour");
        checkLive();
        run(Mode.CTR, flavour, Pack.loadLongLE(iv, 0), Pack.loadLongLE(iv, 8), firstIndex,
                in, inOff, out, outOff, blocks);
    }

    /** What one call does to each block. */
    private enum Mode { ENCRYPT, DECRYPT, CTR }

    /**
     * The block loop of the three operations: pairs at blocks 0, 2, 4, ... (with
     * {@code twoBlocks}), then single blocks; backwards in the reverse order. Every branch is on
     * the mode, the block count or the offsets.
     */
    private void run(Mode mode, CounterFlavour flavour, @Secret long ivLo, @Secret long ivHi, long firstIndex,
                     byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        final int paired = twoBlocks ? blocks & ~1 : 0;
        final Scratch lent = scratch.take();
        final boolean spare = !scratch.isOwned(lent);
        try {
            if (spare) {
                // The schedules the core reads from its work area (none for the emulated shuffle).
                int prefix = core.scratchBytes();
                System.arraycopy(work, prefix, lent.work, prefix, work.length - prefix);
            }
            if (Overlap.outputRunsAhead(in, inOff, out, outOff, blocks * B)) {
                for (int j = blocks - 1; j >= paired; j--) {
                    one(lent, mode, flavour, ivLo, ivHi, firstIndex, in, inOff, out, outOff, j);
                }
                for (int j = paired - 2; j >= 0; j -= 2) {
                    two(lent, mode, flavour, ivLo, ivHi, firstIndex, in, inOff, out, outOff, j);
                }
            } else {
                for (int j = 0; j < paired; j += 2) {
                    two(lent, mode, flavour, ivLo, ivHi, firstIndex, in, inOff, out, outOff, j);
                }
                for (int j = paired; j < blocks; j++) {
                    one(lent, mode, flavour, ivLo, ivHi, firstIndex, in, inOff, out, outOff, j);
                }
            }
            lifetime.confirm(out, outOff, blocks * B);
        } finally {
            // The first scratch keeps the schedules in its work area; a spare keeps nothing.
            lent.wipeCall(spare ? lent.work.length : core.scratchBytes());
            scratch.give(lent);
        }
    }

    /** Block {@code j} through the single-block core. */
    private void one(Scratch lent, Mode mode, CounterFlavour flavour, @Secret long ivLo, @Secret long ivHi, long firstIndex,
                     byte[] in, int inOff, byte[] out, int outOff, int j) {
        final long[] st = lent.state;
        final long[] sLo = lent.sLo;
        final byte[] work = lent.work;
        final int i = inOff + j * B;
        final int o = outOff + j * B;
        if (mode == Mode.CTR) {
            long index = firstIndex + j;
            st[0] = flavour.counterLo(ivLo, ivHi, index);
            st[1] = flavour.counterHi(ivLo, ivHi, index);
            core.encrypt(encKeys, rounds, st, sLo, work);
            long p0 = Pack.loadLongLE(in, i) ^ st[0];
            long p1 = Pack.loadLongLE(in, i + 8) ^ st[1];
            Pack.storeLongLE(p0, out, o);
            Pack.storeLongLE(p1, out, o + 8);
        } else {
            st[0] = Pack.loadLongLE(in, i);
            st[1] = Pack.loadLongLE(in, i + 8);
            if (mode == Mode.ENCRYPT) {
                core.encrypt(encKeys, rounds, st, sLo, work);
            } else {
                core.decrypt(decKeys, rounds, st, sLo, work);
            }
            Pack.storeLongLE(st[0], out, o);
            Pack.storeLongLE(st[1], out, o + 8);
        }
    }

    /** Blocks {@code j} and {@code j + 1} through the interleaved core. */
    private void two(Scratch lent, Mode mode, CounterFlavour flavour, @Secret long ivLo, @Secret long ivHi, long firstIndex,
                     byte[] in, int inOff, byte[] out, int outOff, int j) {
        final long[] st = lent.state;
        final long[] sLo = lent.sLo;
        final long[] sHi = lent.sHi;
        final byte[] work = lent.work;
        final int i = inOff + j * B;
        final int o = outOff + j * B;
        if (mode == Mode.CTR) {
            long index = firstIndex + j;
            st[0] = flavour.counterLo(ivLo, ivHi, index);
            st[1] = flavour.counterHi(ivLo, ivHi, index);
            st[2] = flavour.counterLo(ivLo, ivHi, index + 1);
            st[3] = flavour.counterHi(ivLo, ivHi, index + 1);
            core.encrypt2(encKeys, rounds, st, sLo, sHi, work);
            // The whole pair is read before it is written.
            long p0 = Pack.loadLongLE(in, i) ^ st[0];
            long p1 = Pack.loadLongLE(in, i + 8) ^ st[1];
            long p2 = Pack.loadLongLE(in, i + 16) ^ st[2];
            long p3 = Pack.loadLongLE(in, i + 24) ^ st[3];
            Pack.storeLongLE(p0, out, o);
            Pack.storeLongLE(p1, out, o + 8);
            Pack.storeLongLE(p2, out, o + 16);
            Pack.storeLongLE(p3, out, o + 24);
        } else {
            st[0] = Pack.loadLongLE(in, i);
            st[1] = Pack.loadLongLE(in, i + 8);
            st[2] = Pack.loadLongLE(in, i + 16);
            st[3] = Pack.loadLongLE(in, i + 24);
            if (mode == Mode.ENCRYPT) {
                core.encrypt2(encKeys, rounds, st, sLo, sHi, work);
            } else {
                core.decrypt2(decKeys, rounds, st, sLo, sHi, work);
            }
            Pack.storeLongLE(st[0], out, o);
            Pack.storeLongLE(st[1], out, o + 8);
            Pack.storeLongLE(st[2], out, o + 16);
            Pack.storeLongLE(st[3], out, o + 24);
        }
    }

    @Override
    public void destroy() {
        // The scratch is zero already: every call and the key schedule zero it on their way out,
        // and a call still running zeroes its own and then discards its output (Lifetime).
        lifetime.destroy();
        Arrays.fill(encKeys, 0L);
        Arrays.fill(decKeys, 0L);
        Arrays.fill(work, (byte) 0);
    }

    @Override
    public boolean isDestroyed() {
        return lifetime.isDestroyed();
    }
}
