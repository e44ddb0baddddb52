package dev.aesref.internal.vpaes;

import dev.aesref.internal.ct.ConstantsOnly;
import dev.aesref.internal.ct.Secret;
import java.util.ArrayList;
import java.util.List;

/**
 * pshufb with a constant control vector: a fixed rearrangement (and optional zeroing) of the 16
 * byte lanes of secret data. ShiftRows and the row rotations of MixColumns are such shuffles.
 *
 * <p>Because the control is public, it is compiled once into a few "moves": for each output half,
 * the lanes that come from the same source half by the same distance are gathered by one 64-bit
 * rotation and one mask. Applying it reads only the data, never indexes by it. The result is
 * exactly {@code Shuffle.pshufb(data, control)}, which the tests check.
 */
final class BytePermutation {

    private final V128 control;
    // Moves for the low output half, then for the high one: rotate the source half left by
    // rotate[i] bits and keep the lanes in mask[i]; fromHi[i] is all ones where the source is the
    // high half, so that the choice is a mask and not a branch.
    private final long[] loFromHi;
    private final int[] loRotate;
    private final long[] loMask;
    private final long[] hiFromHi;
    private final int[] hiRotate;
    private final long[] hiMask;

    @ConstantsOnly("the moves of a public pshufb control vector")
    private BytePermutation(V128 control) {
        this.control = control;
        List<long[]> lo = moves(control, 0);
        List<long[]> hi = moves(control, 8);
        loFromHi = new long[lo.size()];
        loRotate = new int[lo.size()];
        loMask = new long[lo.size()];
        for (int i = 0; i < lo.size(); i++) {
            loFromHi[i] = -lo.get(i)[0];
            loRotate[i] = (int) lo.get(i)[1];
            loMask[i] = lo.get(i)[2];
        }
        hiFromHi = new long[hi.size()];
        hiRotate = new int[hi.size()];
        hiMask = new long[hi.size()];
        for (int i = 0; i < hi.size(); i++) {
            hiFromHi[i] = -hi.get(i)[0];
            hiRotate[i] = (int) hi.get(i)[1];
            hiMask[i] = hi.get(i)[2];
        }
    }

    /** The permutation with this (public) pshufb control vector. */
    public static BytePermutation of(V128 control) {
        return new BytePermutation(control);
    }

    /** The permutation whose output lane q is input lane {@code source[q]} (values 0..15, or 0x80 for zero). */
    public static BytePermutation of(int... source) {
        return new BytePermutation(V128.ofLanes(source));
    }

    /**
     * Groups the output lanes {@code first .. first+7} by (source half, rotation distance). Each
     * non-empty group becomes a move {fromHi, rotateBits, laneMask}; zeroed lanes belong to none.
     */
    @ConstantsOnly("the moves of a public pshufb control vector")
    private static List<long[]> moves(V128 control, int first) {
        // lanes[8 * fromHi + d]: the output lanes that take the source half rotated by d bytes.
        long[] lanes = new long[16];
        for (int q = 0; q < 8; q++) {
            int c = control.lane(first + q);
            if ((c & 0x80) == 0) {
                int fromHi = (c >>> 3) & 1;
                int distance = (q - (c & 7)) & 7;
                lanes[8 * fromHi + distance] |= 0xFFL << (8 * q);
            }
        }
        List<long[]> out = new ArrayList<>();
        for (int g = 0; g < 16; g++) {
            if (lanes[g] != 0) {
                out.add(new long[] {g >>> 3, 8L * (g & 7), lanes[g]});
            }
        }
        return out;
    }

    /** How many rotate-and-mask moves one application costs (both halves). */
    int moves() {
        return loMask.length + hiMask.length;
    }

    /** The control vector this permutation was made from. */
    public V128 control() {
        return control;
    }

    /** Lanes 0..7 of {@code pshufb(x, control)}, where x has halves {@code lo, hi}. */
    public long lo(@Secret long lo, @Secret long hi) {
        return apply(loFromHi, loRotate, loMask, lo, hi);
    }

    /** Lanes 8..15 of {@code pshufb(x, control)}. */
    public long hi(@Secret long lo, @Secret long hi) {
        return apply(hiFromHi, hiRotate, hiMask, lo, hi);
    }

    /** The whole shuffled vector. */
    public V128 apply(V128 x) {
        return V128.of(lo(x.lo, x.hi), hi(x.lo, x.hi));
    }

    private static long apply(long[] fromHi, int[] rotate, long[] mask, @Secret long lo, @Secret long hi) {
        long r = 0;
        for (int i = 0; i < mask.length; i++) {
            long source = lo ^ ((lo ^ hi) & fromHi[i]);
            r |= Long.rotateLeft(source, rotate[i]) & mask[i];
        }
        return r;
    }

    /** This permutation followed by {@code next}: pshufb(pshufb(x, this), next). */
    @ConstantsOnly("the composition of two public pshufb control vectors")
    public BytePermutation then(BytePermutation next) {
        int[] source = new int[16];
        for (int q = 0; q < 16; q++) {
            int c = next.control.lane(q);
            source[q] = (c & 0x80) != 0 ? 0x80 : control.lane(c & 15);
        }
        return of(source);
    }
}
