package dev.aesref.internal.nohw;

import static jdk.incubator.vector.VectorOperators.XOR;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link SboxCircuit}'s two circuits on four batches at once: every {@code long} of the scalar
 * circuit is a {@link LongVector} of four lanes here, lane {@code L} holding the same word of
 * batch {@code L} ({@link VectorLayout}). The gates are the scalar ones, line for line and under the
 * same names (Boyar and Peralta, IACR ePrint 2011/332, Figures 5 to 9; see {@link SboxCircuit} for
 * the bit numbering), written as lane-wise XOR, AND and NOT. {@code LaneSboxCircuitTest} checks
 * both against the scalar circuits on every byte value in every lane.
 *
 * <p>Word {@code i} of the four batches is {@code q[4 i .. 4 i + 4)}; the round key is the
 * scalar batch key ({@code keys[k + i]}), the same in all four batches, broadcast to the lanes.
 * Every operation is lane-wise and the same for any data: no table, no branch.
 */
final class VectorSboxCircuit {

    private static final VectorSpecies<Long> S = VectorLayout.SPECIES;

    private VectorSboxCircuit() {}

    /** {@link SboxCircuit#forwardWithout63(long[], int, long[], int)} on four batches. */
    static void forwardWithout63(long[] q, int o, long[] keys, int k) {
        final LongVector u0 = LongVector.fromArray(S, q, 4 * (o + 7)).lanewise(XOR, LongVector.broadcast(S, keys[k + 7]));
        final LongVector u1 = LongVector.fromArray(S, q, 4 * (o + 6)).lanewise(XOR, LongVector.broadcast(S, keys[k + 6]));
        final LongVector u2 = LongVector.fromArray(S, q, 4 * (o + 5)).lanewise(XOR, LongVector.broadcast(S, keys[k + 5]));
        final LongVector u3 = LongVector.fromArray(S, q, 4 * (o + 4)).lanewise(XOR, LongVector.broadcast(S, keys[k + 4]));
        final LongVector u4 = LongVector.fromArray(S, q, 4 * (o + 3)).lanewise(XOR, LongVector.broadcast(S, keys[k + 3]));
        final LongVector u5 = LongVector.fromArray(S, q, 4 * (o + 2)).lanewise(XOR, LongVector.broadcast(S, keys[k + 2]));
        final LongVector u6 = LongVector.fromArray(S, q, 4 * (o + 1)).lanewise(XOR, LongVector.broadcast(S, keys[k + 1]));
        final LongVector u7 = LongVector.fromArray(S, q, 4 * o).lanewise(XOR, LongVector.broadcast(S, keys[k]));

        // Figure 5: top linear transform, forward direction.
        final LongVector t1 = u0.lanewise(XOR, u3);
        final LongVector t2 = u0.lanewise(XOR, u5);
        final LongVector t3 = u0.lanewise(XOR, u6);
        final LongVector t4 = u3.lanewise(XOR, u5);
        final LongVector t5 = u4.lanewise(XOR, u6);
        final LongVector t6 = t1.lanewise(XOR, t5);
        final LongVector t7 = u1.lanewise(XOR, u2);
        final LongVector t8 = u7.lanewise(XOR, t6);
        final LongVector t9 = u7.lanewise(XOR, t7);
        final LongVector t10 = t6.lanewise(XOR, t7);
        final LongVector t11 = u1.lanewise(XOR, u5);
        final LongVector t12 = u2.lanewise(XOR, u5);
        final LongVector t13 = t3.lanewise(XOR, t4);
        final LongVector t14 = t6.lanewise(XOR, t11);
        final LongVector t15 = t5.lanewise(XOR, t11);
        final LongVector t16 = t5.lanewise(XOR, t12);
        final LongVector t17 = t9.lanewise(XOR, t16);
        final LongVector t18 = u3.lanewise(XOR, u7);
        final LongVector t19 = t7.lanewise(XOR, t18);
        final LongVector t20 = t1.lanewise(XOR, t19);
        final LongVector t21 = u6.lanewise(XOR, u7);
        final LongVector t22 = t7.lanewise(XOR, t21);
        final LongVector t23 = t2.lanewise(XOR, t22);
        final LongVector t24 = t2.lanewise(XOR, t10);
        final LongVector t25 = t20.lanewise(XOR, t17);
        final LongVector t26 = t3.lanewise(XOR, t16);
        final LongVector t27 = t1.lanewise(XOR, t12);

        // Figure 7 with D = U7 in the forward direction.
        final LongVector m1 = t13.and(t6);
        final LongVector m2 = t23.and(t8);
        final LongVector m3 = t14.lanewise(XOR, m1);
        final LongVector m4 = t19.and(u7);
        final LongVector m5 = m4.lanewise(XOR, m1);
        final LongVector m6 = t3.and(t16);
        final LongVector m7 = t22.and(t9);
        final LongVector m8 = t26.lanewise(XOR, m6);
        final LongVector m9 = t20.and(t17);
        final LongVector m10 = m9.lanewise(XOR, m6);
        final LongVector m11 = t1.and(t15);
        final LongVector m12 = t4.and(t27);
        final LongVector m13 = m12.lanewise(XOR, m11);
        final LongVector m14 = t2.and(t10);
        final LongVector m15 = m14.lanewise(XOR, m11);
        final LongVector m16 = m3.lanewise(XOR, m2);
        final LongVector m17 = m5.lanewise(XOR, t24);
        final LongVector m18 = m8.lanewise(XOR, m7);
        final LongVector m19 = m10.lanewise(XOR, m15);
        final LongVector m20 = m16.lanewise(XOR, m13);
        final LongVector m21 = m17.lanewise(XOR, m15);
        final LongVector m22 = m18.lanewise(XOR, m13);
        final LongVector m23 = m19.lanewise(XOR, t25);
        final LongVector m24 = m22.lanewise(XOR, m23);
        final LongVector m25 = m22.and(m20);
        final LongVector m26 = m21.lanewise(XOR, m25);
        final LongVector m27 = m20.lanewise(XOR, m21);
        final LongVector m28 = m23.lanewise(XOR, m25);
        final LongVector m29 = m28.and(m27);
        final LongVector m30 = m26.and(m24);
        final LongVector m31 = m20.and(m23);
        final LongVector m32 = m27.and(m31);
        final LongVector m33 = m27.lanewise(XOR, m25);
        final LongVector m34 = m21.and(m22);
        final LongVector m35 = m24.and(m34);
        final LongVector m36 = m24.lanewise(XOR, m25);
        final LongVector m37 = m21.lanewise(XOR, m29);
        final LongVector m38 = m32.lanewise(XOR, m33);
        final LongVector m39 = m23.lanewise(XOR, m30);
        final LongVector m40 = m35.lanewise(XOR, m36);
        final LongVector m41 = m38.lanewise(XOR, m40);
        final LongVector m42 = m37.lanewise(XOR, m39);
        final LongVector m43 = m37.lanewise(XOR, m38);
        final LongVector m44 = m39.lanewise(XOR, m40);
        final LongVector m45 = m42.lanewise(XOR, m41);
        final LongVector m46 = m44.and(t6);
        final LongVector m47 = m40.and(t8);
        final LongVector m48 = m39.and(u7);
        final LongVector m49 = m43.and(t16);
        final LongVector m50 = m38.and(t9);
        final LongVector m51 = m37.and(t17);
        final LongVector m52 = m42.and(t15);
        final LongVector m53 = m45.and(t27);
        final LongVector m54 = m41.and(t10);
        final LongVector m55 = m44.and(t13);
        final LongVector m56 = m40.and(t23);
        final LongVector m57 = m39.and(t19);
        final LongVector m58 = m43.and(t3);
        final LongVector m59 = m38.and(t22);
        final LongVector m60 = m37.and(t20);
        final LongVector m61 = m42.and(t1);
        final LongVector m62 = m45.and(t4);
        final LongVector m63 = m41.and(t2);

        // Figure 8: bottom linear transform, forward direction.
        final LongVector l0 = m61.lanewise(XOR, m62);
        final LongVector l1 = m50.lanewise(XOR, m56);
        final LongVector l2 = m46.lanewise(XOR, m48);
        final LongVector l3 = m47.lanewise(XOR, m55);
        final LongVector l4 = m54.lanewise(XOR, m58);
        final LongVector l5 = m49.lanewise(XOR, m61);
        final LongVector l6 = m62.lanewise(XOR, l5);
        final LongVector l7 = m46.lanewise(XOR, l3);
        final LongVector l8 = m51.lanewise(XOR, m59);
        final LongVector l9 = m52.lanewise(XOR, m53);
        final LongVector l10 = m53.lanewise(XOR, l4);
        final LongVector l11 = m60.lanewise(XOR, l2);
        final LongVector l12 = m48.lanewise(XOR, m51);
        final LongVector l13 = m50.lanewise(XOR, l0);
        final LongVector l14 = m52.lanewise(XOR, m61);
        final LongVector l15 = m55.lanewise(XOR, l1);
        final LongVector l16 = m56.lanewise(XOR, l0);
        final LongVector l17 = m57.lanewise(XOR, l1);
        final LongVector l18 = m58.lanewise(XOR, l8);
        final LongVector l19 = m63.lanewise(XOR, l4);
        final LongVector l20 = l0.lanewise(XOR, l1);
        final LongVector l21 = l1.lanewise(XOR, l7);
        final LongVector l22 = l3.lanewise(XOR, l12);
        final LongVector l23 = l18.lanewise(XOR, l2);
        final LongVector l24 = l15.lanewise(XOR, l9);
        final LongVector l25 = l6.lanewise(XOR, l10);
        final LongVector l26 = l7.lanewise(XOR, l9);
        final LongVector l27 = l8.lanewise(XOR, l10);
        final LongVector l28 = l11.lanewise(XOR, l14);
        final LongVector l29 = l11.lanewise(XOR, l17);
        l6.lanewise(XOR, l24).intoArray(q, 4 * (o + 7));  // S0
        l16.lanewise(XOR, l26).intoArray(q, 4 * (o + 6));  // S1 (XNOR in the paper)
        l19.lanewise(XOR, l28).intoArray(q, 4 * (o + 5));  // S2 (XNOR in the paper)
        l6.lanewise(XOR, l21).intoArray(q, 4 * (o + 4));  // S3
        l20.lanewise(XOR, l22).intoArray(q, 4 * (o + 3));  // S4
        l25.lanewise(XOR, l29).intoArray(q, 4 * (o + 2));  // S5
        l13.lanewise(XOR, l27).intoArray(q, 4 * (o + 1));  // S6 (XNOR in the paper)
        l6.lanewise(XOR, l23).intoArray(q, 4 * o);  // S7 (XNOR in the paper)
    }

    /** {@link SboxCircuit#inverse(long[], int, long[], int)} on four batches. */
    static void inverse(long[] q, int o, long[] keys, int k) {
        final LongVector u0 = LongVector.fromArray(S, q, 4 * (o + 7));
        final LongVector u1 = LongVector.fromArray(S, q, 4 * (o + 6));
        final LongVector u2 = LongVector.fromArray(S, q, 4 * (o + 5));
        final LongVector u3 = LongVector.fromArray(S, q, 4 * (o + 4));
        final LongVector u4 = LongVector.fromArray(S, q, 4 * (o + 3));
        final LongVector u5 = LongVector.fromArray(S, q, 4 * (o + 2));
        final LongVector u6 = LongVector.fromArray(S, q, 4 * (o + 1));
        final LongVector u7 = LongVector.fromArray(S, q, 4 * o);

        // Figure 6: top linear transform, inverse direction (in the paper's order).
        final LongVector t23 = u0.lanewise(XOR, u3);
        final LongVector t22 = u1.lanewise(XOR, u3).not();
        final LongVector t2 = u0.lanewise(XOR, u1).not();
        final LongVector t1 = u3.lanewise(XOR, u4);
        final LongVector t24 = u4.lanewise(XOR, u7).not();
        final LongVector r5 = u6.lanewise(XOR, u7);
        final LongVector t8 = u1.lanewise(XOR, t23).not();
        final LongVector t19 = t22.lanewise(XOR, r5);
        final LongVector t9 = u7.lanewise(XOR, t1).not();
        final LongVector t10 = t2.lanewise(XOR, t24);
        final LongVector t13 = t2.lanewise(XOR, r5);
        final LongVector t3 = t1.lanewise(XOR, r5);
        final LongVector t25 = u2.lanewise(XOR, t1).not();
        final LongVector r13 = u1.lanewise(XOR, u6);
        final LongVector t17 = u2.lanewise(XOR, t19).not();
        final LongVector t20 = t24.lanewise(XOR, r13);
        final LongVector t4 = u4.lanewise(XOR, t8);
        final LongVector r17 = u2.lanewise(XOR, u5).not();
        final LongVector r18 = u5.lanewise(XOR, u6).not();
        final LongVector r19 = u2.lanewise(XOR, u4).not();
        final LongVector y5 = u0.lanewise(XOR, r17);
        final LongVector t6 = t22.lanewise(XOR, r17);
        final LongVector t16 = r13.lanewise(XOR, r19);
        final LongVector t27 = t1.lanewise(XOR, r18);
        final LongVector t15 = t10.lanewise(XOR, t27);
        final LongVector t14 = t10.lanewise(XOR, r18);
        final LongVector t26 = t3.lanewise(XOR, t16);

        // Figure 7 with D = Y5 in the inverse direction: the same 63 gates as in forward(),
        // written out again so that every value stays in a local variable.
        final LongVector m1 = t13.and(t6);
        final LongVector m2 = t23.and(t8);
        final LongVector m3 = t14.lanewise(XOR, m1);
        final LongVector m4 = t19.and(y5);
        final LongVector m5 = m4.lanewise(XOR, m1);
        final LongVector m6 = t3.and(t16);
        final LongVector m7 = t22.and(t9);
        final LongVector m8 = t26.lanewise(XOR, m6);
        final LongVector m9 = t20.and(t17);
        final LongVector m10 = m9.lanewise(XOR, m6);
        final LongVector m11 = t1.and(t15);
        final LongVector m12 = t4.and(t27);
        final LongVector m13 = m12.lanewise(XOR, m11);
        final LongVector m14 = t2.and(t10);
        final LongVector m15 = m14.lanewise(XOR, m11);
        final LongVector m16 = m3.lanewise(XOR, m2);
        final LongVector m17 = m5.lanewise(XOR, t24);
        final LongVector m18 = m8.lanewise(XOR, m7);
        final LongVector m19 = m10.lanewise(XOR, m15);
        final LongVector m20 = m16.lanewise(XOR, m13);
        final LongVector m21 = m17.lanewise(XOR, m15);
        final LongVector m22 = m18.lanewise(XOR, m13);
        final LongVector m23 = m19.lanewise(XOR, t25);
        final LongVector m24 = m22.lanewise(XOR, m23);
        final LongVector m25 = m22.and(m20);
        final LongVector m26 = m21.lanewise(XOR, m25);
        final LongVector m27 = m20.lanewise(XOR, m21);
        final LongVector m28 = m23.lanewise(XOR, m25);
        final LongVector m29 = m28.and(m27);
        final LongVector m30 = m26.and(m24);
        final LongVector m31 = m20.and(m23);
        final LongVector m32 = m27.and(m31);
        final LongVector m33 = m27.lanewise(XOR, m25);
        final LongVector m34 = m21.and(m22);
        final LongVector m35 = m24.and(m34);
        final LongVector m36 = m24.lanewise(XOR, m25);
        final LongVector m37 = m21.lanewise(XOR, m29);
        final LongVector m38 = m32.lanewise(XOR, m33);
        final LongVector m39 = m23.lanewise(XOR, m30);
        final LongVector m40 = m35.lanewise(XOR, m36);
        final LongVector m41 = m38.lanewise(XOR, m40);
        final LongVector m42 = m37.lanewise(XOR, m39);
        final LongVector m43 = m37.lanewise(XOR, m38);
        final LongVector m44 = m39.lanewise(XOR, m40);
        final LongVector m45 = m42.lanewise(XOR, m41);
        final LongVector m46 = m44.and(t6);
        final LongVector m47 = m40.and(t8);
        final LongVector m48 = m39.and(y5);
        final LongVector m49 = m43.and(t16);
        final LongVector m50 = m38.and(t9);
        final LongVector m51 = m37.and(t17);
        final LongVector m52 = m42.and(t15);
        final LongVector m53 = m45.and(t27);
        final LongVector m54 = m41.and(t10);
        final LongVector m55 = m44.and(t13);
        final LongVector m56 = m40.and(t23);
        final LongVector m57 = m39.and(t19);
        final LongVector m58 = m43.and(t3);
        final LongVector m59 = m38.and(t22);
        final LongVector m60 = m37.and(t20);
        final LongVector m61 = m42.and(t1);
        final LongVector m62 = m45.and(t4);
        final LongVector m63 = m41.and(t2);

        // Figure 9: bottom linear transform, inverse direction (the paper has no P21).
        final LongVector p0 = m52.lanewise(XOR, m61);
        final LongVector p1 = m58.lanewise(XOR, m59);
        final LongVector p2 = m54.lanewise(XOR, m62);
        final LongVector p3 = m47.lanewise(XOR, m50);
        final LongVector p4 = m48.lanewise(XOR, m56);
        final LongVector p5 = m46.lanewise(XOR, m51);
        final LongVector p6 = m49.lanewise(XOR, m60);
        final LongVector p7 = p0.lanewise(XOR, p1);
        final LongVector p8 = m50.lanewise(XOR, m53);
        final LongVector p9 = m55.lanewise(XOR, m63);
        final LongVector p10 = m57.lanewise(XOR, p4);
        final LongVector p11 = p0.lanewise(XOR, p3);
        final LongVector p12 = m46.lanewise(XOR, m48);
        final LongVector p13 = m49.lanewise(XOR, m51);
        final LongVector p14 = m49.lanewise(XOR, m62);
        final LongVector p15 = m54.lanewise(XOR, m59);
        final LongVector p16 = m57.lanewise(XOR, m61);
        final LongVector p17 = m58.lanewise(XOR, p2);
        final LongVector p18 = m63.lanewise(XOR, p5);
        final LongVector p19 = p2.lanewise(XOR, p3);
        final LongVector p20 = p4.lanewise(XOR, p6);
        final LongVector p22 = p2.lanewise(XOR, p7);
        final LongVector p23 = p7.lanewise(XOR, p8);
        final LongVector p24 = p5.lanewise(XOR, p7);
        final LongVector p25 = p6.lanewise(XOR, p10);
        final LongVector p26 = p9.lanewise(XOR, p11);
        final LongVector p27 = p10.lanewise(XOR, p18);
        final LongVector p28 = p11.lanewise(XOR, p25);
        final LongVector p29 = p15.lanewise(XOR, p20);
        p13.lanewise(XOR, p22).lanewise(XOR, LongVector.broadcast(S, keys[k + 7])).intoArray(q, 4 * (o + 7));  // W0
        p26.lanewise(XOR, p29).lanewise(XOR, LongVector.broadcast(S, keys[k + 6])).intoArray(q, 4 * (o + 6));  // W1
        p17.lanewise(XOR, p28).lanewise(XOR, LongVector.broadcast(S, keys[k + 5])).intoArray(q, 4 * (o + 5));  // W2
        p12.lanewise(XOR, p22).lanewise(XOR, LongVector.broadcast(S, keys[k + 4])).intoArray(q, 4 * (o + 4));  // W3
        p23.lanewise(XOR, p27).lanewise(XOR, LongVector.broadcast(S, keys[k + 3])).intoArray(q, 4 * (o + 3));  // W4
        p19.lanewise(XOR, p24).lanewise(XOR, LongVector.broadcast(S, keys[k + 2])).intoArray(q, 4 * (o + 2));  // W5
        p14.lanewise(XOR, p23).lanewise(XOR, LongVector.broadcast(S, keys[k + 1])).intoArray(q, 4 * (o + 1));  // W6
        p9.lanewise(XOR, p16).lanewise(XOR, LongVector.broadcast(S, keys[k])).intoArray(q, 4 * o);  // W7
    }
}
