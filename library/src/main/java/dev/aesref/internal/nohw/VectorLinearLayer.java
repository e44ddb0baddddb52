package dev.aesref.internal.nohw;

import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.ROL;
import static jdk.incubator.vector.VectorOperators.ROR;
import static jdk.incubator.vector.VectorOperators.XOR;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link ScalarLinearLayer} on four batches at once ({@link VectorLayout}): the same rotations and XORs
 * between words, lane-wise. The formulas and their derivations are in {@link ScalarLinearLayer}; this
 * class only changes what a word is.
 *
 * <p>Every vector operation is a call of the Vector API itself ({@code fromArray},
 * {@code lanewise}, {@code intoArray}), never of a helper of ours that takes or returns a
 * {@code LongVector}. The API's methods are always inlined; a helper is not when C2 reaches its
 * node-count cutoff in a large method, and a vector passed across a call that is not inlined is
 * a heap object. Measured on JDK 17 with helpers for loading and storing a word: 1,152 to 3,456
 * bytes allocated per call here, 20 KB per 64-block encryption; without them, none.
 */
final class VectorLinearLayer {

    private static final VectorSpecies<Long> S = VectorLayout.SPECIES;

    private VectorLinearLayer() {}

    /** {@link ScalarLinearLayer#shiftRows}: row {@code r}'s words rotated right by {@code 16 r}. */
    static void shiftRows(long[] w) {
        for (int i = 0; i < 8; i++) {
            LongVector.fromArray(S, w, 4 * (8 + i)).lanewise(ROR, 16).intoArray(w, 4 * (8 + i));
            LongVector.fromArray(S, w, 4 * (16 + i)).lanewise(ROR, 32).intoArray(w, 4 * (16 + i));
            LongVector.fromArray(S, w, 4 * (24 + i)).lanewise(ROR, 48).intoArray(w, 4 * (24 + i));
        }
    }

    /** {@link ScalarLinearLayer#invShiftRows}: row {@code r}'s words rotated left by {@code 16 r}. */
    static void invShiftRows(long[] w) {
        for (int i = 0; i < 8; i++) {
            LongVector.fromArray(S, w, 4 * (8 + i)).lanewise(ROL, 16).intoArray(w, 4 * (8 + i));
            LongVector.fromArray(S, w, 4 * (16 + i)).lanewise(ROL, 32).intoArray(w, 4 * (16 + i));
            LongVector.fromArray(S, w, 4 * (24 + i)).lanewise(ROL, 48).intoArray(w, 4 * (24 + i));
        }
    }

    /** Bits of a byte whose xtime takes bit 7 in ({@link ScalarLinearLayer}: 0x1B without bit 0). */
    private static final int XTIME_TAKES_BIT7 = 0x1A;

    /** {@link ScalarLinearLayer#shiftRowsMixColumns}: MixColumns reading row {@code r} rotated by {@code 16 r}. */
    static void shiftRowsMixColumns(long[] w) {
        mixColumns(w, true);
    }

    /**
     * MixColumns, after ShiftRows if {@code shifted} (row {@code r} read rotated right by
     * {@code 16 r}): {@link ScalarLinearLayer}'s bit-plane formula
     * {@code a'_r = 2 t_r + a_{r+1} + t_{r+2}}, {@code t_r = a_r + a_{r+1}}, bits from 7 down to
     * 0, in place. Where the scalar code carries bit {@code i} of {@code a} from one step to the
     * next, this reads it again from {@code w} (it is still the input there: bit {@code i} is
     * written at the end of its own step), so that only the four bit-7 values live across the
     * loop.
     */
    private static void mixColumns(long[] w, boolean shifted) {
        final int s1 = shifted ? 16 : 0;
        final int s2 = shifted ? 32 : 0;
        final int s3 = shifted ? 48 : 0;
        // Bit 7 of t for rows 0..3 (t_r = a_r + a_{r+1}), needed by every xtime.
        final LongVector a07 = LongVector.fromArray(S, w, 4 * 7);
        final LongVector a17 = LongVector.fromArray(S, w, 4 * 15).lanewise(ROR, s1);
        final LongVector a27 = LongVector.fromArray(S, w, 4 * 23).lanewise(ROR, s2);
        final LongVector a37 = LongVector.fromArray(S, w, 4 * 31).lanewise(ROR, s3);
        final LongVector top0 = a07.lanewise(XOR, a17);
        final LongVector top1 = a17.lanewise(XOR, a27);
        final LongVector top2 = a27.lanewise(XOR, a37);
        final LongVector top3 = a37.lanewise(XOR, a07);
        for (int i = 7; i > 0; i--) {
            // Bit i of a and t.
            final LongVector a0 = LongVector.fromArray(S, w, 4 * i);
            final LongVector a1 = LongVector.fromArray(S, w, 4 * (8 + i)).lanewise(ROR, s1);
            final LongVector a2 = LongVector.fromArray(S, w, 4 * (16 + i)).lanewise(ROR, s2);
            final LongVector a3 = LongVector.fromArray(S, w, 4 * (24 + i)).lanewise(ROR, s3);
            final LongVector t0 = a0.lanewise(XOR, a1);
            final LongVector t1 = a1.lanewise(XOR, a2);
            final LongVector t2 = a2.lanewise(XOR, a3);
            final LongVector t3 = a3.lanewise(XOR, a0);
            // Bit i - 1 of t, which is bit i of 2t.
            final LongVector b0 = LongVector.fromArray(S, w, 4 * (i - 1));
            final LongVector b1 = LongVector.fromArray(S, w, 4 * (8 + i - 1)).lanewise(ROR, s1);
            final LongVector b2 = LongVector.fromArray(S, w, 4 * (16 + i - 1)).lanewise(ROR, s2);
            final LongVector b3 = LongVector.fromArray(S, w, 4 * (24 + i - 1)).lanewise(ROR, s3);
            // xtime takes bit 7 in at this bit or not: all ones or zero, from the loop counter i
            // (public), applied as a mask so that the step is the same straight-line code for
            // every bit.
            final long takesBit7 = -((XTIME_TAKES_BIT7 >>> i) & 1);
            final LongVector x0 = b0.lanewise(XOR, b1).lanewise(XOR, top0.lanewise(AND, takesBit7));
            final LongVector x1 = b1.lanewise(XOR, b2).lanewise(XOR, top1.lanewise(AND, takesBit7));
            final LongVector x2 = b2.lanewise(XOR, b3).lanewise(XOR, top2.lanewise(AND, takesBit7));
            final LongVector x3 = b3.lanewise(XOR, b0).lanewise(XOR, top3.lanewise(AND, takesBit7));
            x0.lanewise(XOR, a1).lanewise(XOR, t2).intoArray(w, 4 * i);
            x1.lanewise(XOR, a2).lanewise(XOR, t3).intoArray(w, 4 * (8 + i));
            x2.lanewise(XOR, a3).lanewise(XOR, t0).intoArray(w, 4 * (16 + i));
            x3.lanewise(XOR, a0).lanewise(XOR, t1).intoArray(w, 4 * (24 + i));
        }
        // Bit 0: 2t takes bit 7 of t.
        final LongVector a0 = LongVector.fromArray(S, w, 0);
        final LongVector a1 = LongVector.fromArray(S, w, 32).lanewise(ROR, s1);
        final LongVector a2 = LongVector.fromArray(S, w, 64).lanewise(ROR, s2);
        final LongVector a3 = LongVector.fromArray(S, w, 96).lanewise(ROR, s3);
        top0.lanewise(XOR, a1).lanewise(XOR, a2.lanewise(XOR, a3)).intoArray(w, 0);
        top1.lanewise(XOR, a2).lanewise(XOR, a3.lanewise(XOR, a0)).intoArray(w, 32);
        top2.lanewise(XOR, a3).lanewise(XOR, a0.lanewise(XOR, a1)).intoArray(w, 64);
        top3.lanewise(XOR, a0).lanewise(XOR, a1.lanewise(XOR, a2)).intoArray(w, 96);
    }

    /** {@link ScalarLinearLayer#invMixColumns}: {@code a_r <- a_r + 4 (a_r + a_{r+2})}, then MixColumns. */
    static void invMixColumns(long[] w) {
        for (int r = 0; r < 2; r++) {
            final int lo = 8 * r;
            final int hi = 8 * (r + 2);
            final LongVector u0 = LongVector.fromArray(S, w, 4 * lo).lanewise(XOR, LongVector.fromArray(S, w, 4 * hi));
            final LongVector u1 = LongVector.fromArray(S, w, 4 * (lo + 1)).lanewise(XOR, LongVector.fromArray(S, w, 4 * (hi + 1)));
            final LongVector u2 = LongVector.fromArray(S, w, 4 * (lo + 2)).lanewise(XOR, LongVector.fromArray(S, w, 4 * (hi + 2)));
            final LongVector u3 = LongVector.fromArray(S, w, 4 * (lo + 3)).lanewise(XOR, LongVector.fromArray(S, w, 4 * (hi + 3)));
            final LongVector u4 = LongVector.fromArray(S, w, 4 * (lo + 4)).lanewise(XOR, LongVector.fromArray(S, w, 4 * (hi + 4)));
            final LongVector u5 = LongVector.fromArray(S, w, 4 * (lo + 5)).lanewise(XOR, LongVector.fromArray(S, w, 4 * (hi + 5)));
            final LongVector u6 = LongVector.fromArray(S, w, 4 * (lo + 6)).lanewise(XOR, LongVector.fromArray(S, w, 4 * (hi + 6)));
            final LongVector u7 = LongVector.fromArray(S, w, 4 * (lo + 7)).lanewise(XOR, LongVector.fromArray(S, w, 4 * (hi + 7)));
            // 4u on bit planes, bits 0..7.
            final LongVector v0 = u6;
            final LongVector v1 = u6.lanewise(XOR, u7);
            final LongVector v2 = u0.lanewise(XOR, u7);
            final LongVector v3 = u1.lanewise(XOR, u6);
            final LongVector v4 = u2.lanewise(XOR, u6).lanewise(XOR, u7);
            final LongVector v5 = u3.lanewise(XOR, u7);
            final LongVector v6 = u4;
            final LongVector v7 = u5;
            LongVector.fromArray(S, w, 4 * lo).lanewise(XOR, v0).intoArray(w, 4 * lo);
            LongVector.fromArray(S, w, 4 * (lo + 1)).lanewise(XOR, v1).intoArray(w, 4 * (lo + 1));
            LongVector.fromArray(S, w, 4 * (lo + 2)).lanewise(XOR, v2).intoArray(w, 4 * (lo + 2));
            LongVector.fromArray(S, w, 4 * (lo + 3)).lanewise(XOR, v3).intoArray(w, 4 * (lo + 3));
            LongVector.fromArray(S, w, 4 * (lo + 4)).lanewise(XOR, v4).intoArray(w, 4 * (lo + 4));
            LongVector.fromArray(S, w, 4 * (lo + 5)).lanewise(XOR, v5).intoArray(w, 4 * (lo + 5));
            LongVector.fromArray(S, w, 4 * (lo + 6)).lanewise(XOR, v6).intoArray(w, 4 * (lo + 6));
            LongVector.fromArray(S, w, 4 * (lo + 7)).lanewise(XOR, v7).intoArray(w, 4 * (lo + 7));
            LongVector.fromArray(S, w, 4 * hi).lanewise(XOR, v0).intoArray(w, 4 * hi);
            LongVector.fromArray(S, w, 4 * (hi + 1)).lanewise(XOR, v1).intoArray(w, 4 * (hi + 1));
            LongVector.fromArray(S, w, 4 * (hi + 2)).lanewise(XOR, v2).intoArray(w, 4 * (hi + 2));
            LongVector.fromArray(S, w, 4 * (hi + 3)).lanewise(XOR, v3).intoArray(w, 4 * (hi + 3));
            LongVector.fromArray(S, w, 4 * (hi + 4)).lanewise(XOR, v4).intoArray(w, 4 * (hi + 4));
            LongVector.fromArray(S, w, 4 * (hi + 5)).lanewise(XOR, v5).intoArray(w, 4 * (hi + 5));
            LongVector.fromArray(S, w, 4 * (hi + 6)).lanewise(XOR, v6).intoArray(w, 4 * (hi + 6));
            LongVector.fromArray(S, w, 4 * (hi + 7)).lanewise(XOR, v7).intoArray(w, 4 * (hi + 7));
        }
        mixColumns(w, false);
    }
}
