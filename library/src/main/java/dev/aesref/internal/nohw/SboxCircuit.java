package dev.aesref.internal.nohw;

/**
 * The AES S-box and its inverse as Boolean circuits over whole 64-bit words.
 *
 * <p>Gate lists: Joan Boyar and René Peralta, "A depth-16 circuit for the AES S-box",
 * IACR ePrint 2011/332 (SEC 2012). Figure 5 is the top linear transform of the forward S-box,
 * Figure 6 the top linear transform of the inverse, Figure 7 the shared non-linear middle
 * (inversion in GF(2^8) through GF(2^4) and GF(2^2)), Figure 8 the bottom linear transform of
 * the forward S-box and Figure 9 that of the inverse. Forward: 128 gates; inverse: 127 gates.
 * The names {@code T}, {@code M}, {@code L}, {@code P} below are the paper's, so each line can be
 * checked against its figure; {@code +} in the paper is {@code ^} here, the paper's XNOR
 * {@code #} is {@code ~(a ^ b)} and its AND {@code x} is {@code &}.
 *
 * <p>The paper numbers bits from the most significant: its input {@code U0} is bit 7 of the byte
 * and {@code U7} bit 0; its outputs {@code S0} / {@code W0} are bit 7 and {@code S7} / {@code W7}
 * bit 0. Here the circuits work on eight words {@code q[o .. o + 8)}, word {@code q[o + i]}
 * holding bit {@code i} of 64 bytes (one row of a batch, see {@link ScalarLayout}), so
 * {@code U0 = q[o + 7]}, ..., {@code U7 = q[o]}.
 *
 * <p>Every operation is a word-wide AND, XOR or NOT: there is no table and nothing depends on the
 * data other than the values computed.
 */
final class SboxCircuit {

    private SboxCircuit() {}

    /**
     * The byte 0x63, the S-box's affine constant (FIPS-197 5.1.1), in every byte of a batch:
     * word {@code i} is all ones where bit {@code i} of 0x63 is one (bits 0, 1, 5 and 6). These
     * are the four XNOR outputs of Figure 8 ({@code S7}, {@code S6}, {@code S2}, {@code S1}).
     */
    static final long[] CONSTANT_63 = {-1L, -1L, 0L, 0L, 0L, -1L, -1L, 0L};

    /** A round key of zeros, for {@link #forward(long[])} and {@link #inverse(long[])}. */
    private static final long[] NO_KEY = new long[8];

    /** Replaces each byte held in {@code q[0 .. 8)} by its S-box image. */
    static void forward(long[] q) {
        forwardWithout63(q, 0, NO_KEY, 0);
        for (int i = 0; i < 8; i++) {
            q[i] ^= CONSTANT_63[i];
        }
    }

    /**
     * AddRoundKey then SubBytes, except for the S-box's final XOR with 0x63: replaces each byte
     * {@code x} of the eight words {@code q[o .. o + 8)} by {@code S(x ^ key) ^ 0x63}, the key
     * being {@code keys[k .. k + 8)}.
     *
     * <p>Figure 8's four XNORs are XORs here. The constant they would add is the same in every
     * byte, so it passes unchanged through ShiftRows (a byte permutation) and MixColumns (each
     * output byte is {@code 2a + 3b + c + d}, and {@code 2 + 3 + 1 + 1 = 1} in GF(2^8)); the
     * encryption keys have it folded in instead ({@link NohwKeySchedule#encryptionKeys}), which
     * saves four NOTs per round. Taking the round key here saves a pass over the batch.
     */
    static void forwardWithout63(long[] q, int o, long[] keys, int k) {
        final long u0 = q[o + 7] ^ keys[k + 7];
        final long u1 = q[o + 6] ^ keys[k + 6];
        final long u2 = q[o + 5] ^ keys[k + 5];
        final long u3 = q[o + 4] ^ keys[k + 4];
        final long u4 = q[o + 3] ^ keys[k + 3];
        final long u5 = q[o + 2] ^ keys[k + 2];
        final long u6 = q[o + 1] ^ keys[k + 1];
        final long u7 = q[o] ^ keys[k];

        // Figure 5: top linear transform, forward direction.
        final long t1 = u0 ^ u3;
        final long t2 = u0 ^ u5;
        final long t3 = u0 ^ u6;
        final long t4 = u3 ^ u5;
        final long t5 = u4 ^ u6;
        final long t6 = t1 ^ t5;
        final long t7 = u1 ^ u2;
        final long t8 = u7 ^ t6;
        final long t9 = u7 ^ t7;
        final long t10 = t6 ^ t7;
        final long t11 = u1 ^ u5;
        final long t12 = u2 ^ u5;
        final long t13 = t3 ^ t4;
        final long t14 = t6 ^ t11;
        final long t15 = t5 ^ t11;
        final long t16 = t5 ^ t12;
        final long t17 = t9 ^ t16;
        final long t18 = u3 ^ u7;
        final long t19 = t7 ^ t18;
        final long t20 = t1 ^ t19;
        final long t21 = u6 ^ u7;
        final long t22 = t7 ^ t21;
        final long t23 = t2 ^ t22;
        final long t24 = t2 ^ t10;
        final long t25 = t20 ^ t17;
        final long t26 = t3 ^ t16;
        final long t27 = t1 ^ t12;

        // Figure 7 with D = U7 in the forward direction.
        final long m1 = t13 & t6;
        final long m2 = t23 & t8;
        final long m3 = t14 ^ m1;
        final long m4 = t19 & u7;
        final long m5 = m4 ^ m1;
        final long m6 = t3 & t16;
        final long m7 = t22 & t9;
        final long m8 = t26 ^ m6;
        final long m9 = t20 & t17;
        final long m10 = m9 ^ m6;
        final long m11 = t1 & t15;
        final long m12 = t4 & t27;
        final long m13 = m12 ^ m11;
        final long m14 = t2 & t10;
        final long m15 = m14 ^ m11;
        final long m16 = m3 ^ m2;
        final long m17 = m5 ^ t24;
        final long m18 = m8 ^ m7;
        final long m19 = m10 ^ m15;
        final long m20 = m16 ^ m13;
        final long m21 = m17 ^ m15;
        final long m22 = m18 ^ m13;
        final long m23 = m19 ^ t25;
        final long m24 = m22 ^ m23;
        final long m25 = m22 & m20;
        final long m26 = m21 ^ m25;
        final long m27 = m20 ^ m21;
        final long m28 = m23 ^ m25;
        final long m29 = m28 & m27;
        final long m30 = m26 & m24;
        final long m31 = m20 & m23;
        final long m32 = m27 & m31;
        final long m33 = m27 ^ m25;
        final long m34 = m21 & m22;
        final long m35 = m24 & m34;
        final long m36 = m24 ^ m25;
        final long m37 = m21 ^ m29;
        final long m38 = m32 ^ m33;
        final long m39 = m23 ^ m30;
        final long m40 = m35 ^ m36;
        final long m41 = m38 ^ m40;
        final long m42 = m37 ^ m39;
        final long m43 = m37 ^ m38;
        final long m44 = m39 ^ m40;
        final long m45 = m42 ^ m41;
        final long m46 = m44 & t6;
        final long m47 = m40 & t8;
        final long m48 = m39 & u7;
        final long m49 = m43 & t16;
        final long m50 = m38 & t9;
        final long m51 = m37 & t17;
        final long m52 = m42 & t15;
        final long m53 = m45 & t27;
        final long m54 = m41 & t10;
        final long m55 = m44 & t13;
        final long m56 = m40 & t23;
        final long m57 = m39 & t19;
        final long m58 = m43 & t3;
        final long m59 = m38 & t22;
        final long m60 = m37 & t20;
        final long m61 = m42 & t1;
        final long m62 = m45 & t4;
        final long m63 = m41 & t2;

        // Figure 8: bottom linear transform, forward direction.
        final long l0 = m61 ^ m62;
        final long l1 = m50 ^ m56;
        final long l2 = m46 ^ m48;
        final long l3 = m47 ^ m55;
        final long l4 = m54 ^ m58;
        final long l5 = m49 ^ m61;
        final long l6 = m62 ^ l5;
        final long l7 = m46 ^ l3;
        final long l8 = m51 ^ m59;
        final long l9 = m52 ^ m53;
        final long l10 = m53 ^ l4;
        final long l11 = m60 ^ l2;
        final long l12 = m48 ^ m51;
        final long l13 = m50 ^ l0;
        final long l14 = m52 ^ m61;
        final long l15 = m55 ^ l1;
        final long l16 = m56 ^ l0;
        final long l17 = m57 ^ l1;
        final long l18 = m58 ^ l8;
        final long l19 = m63 ^ l4;
        final long l20 = l0 ^ l1;
        final long l21 = l1 ^ l7;
        final long l22 = l3 ^ l12;
        final long l23 = l18 ^ l2;
        final long l24 = l15 ^ l9;
        final long l25 = l6 ^ l10;
        final long l26 = l7 ^ l9;
        final long l27 = l8 ^ l10;
        final long l28 = l11 ^ l14;
        final long l29 = l11 ^ l17;
        q[o + 7] = l6 ^ l24;        // S0
        q[o + 6] = l16 ^ l26;       // S1 (XNOR in the paper)
        q[o + 5] = l19 ^ l28;       // S2 (XNOR in the paper)
        q[o + 4] = l6 ^ l21;        // S3
        q[o + 3] = l20 ^ l22;       // S4
        q[o + 2] = l25 ^ l29;       // S5
        q[o + 1] = l13 ^ l27;       // S6 (XNOR in the paper)
        q[o] = l6 ^ l23;        // S7 (XNOR in the paper)
    }

    /** Replaces each byte held in {@code q[0 .. 8)} by its inverse S-box image. */
    static void inverse(long[] q) {
        inverse(q, 0, NO_KEY, 0);
    }

    /**
     * InvSubBytes then AddRoundKey (the order of FIPS-197 InvCipher): replaces each byte of the
     * eight words {@code q[o .. o + 8)} by its inverse S-box image XOR the round key
     * {@code keys[k .. k + 8)}.
     */
    static void inverse(long[] q, int o, long[] keys, int k) {
        final long u0 = q[o + 7];
        final long u1 = q[o + 6];
        final long u2 = q[o + 5];
        final long u3 = q[o + 4];
        final long u4 = q[o + 3];
        final long u5 = q[o + 2];
        final long u6 = q[o + 1];
        final long u7 = q[o];

        // Figure 6: top linear transform, inverse direction (in the paper's order).
        final long t23 = u0 ^ u3;
        final long t22 = ~(u1 ^ u3);
        final long t2 = ~(u0 ^ u1);
        final long t1 = u3 ^ u4;
        final long t24 = ~(u4 ^ u7);
        final long r5 = u6 ^ u7;
        final long t8 = ~(u1 ^ t23);
        final long t19 = t22 ^ r5;
        final long t9 = ~(u7 ^ t1);
        final long t10 = t2 ^ t24;
        final long t13 = t2 ^ r5;
        final long t3 = t1 ^ r5;
        final long t25 = ~(u2 ^ t1);
        final long r13 = u1 ^ u6;
        final long t17 = ~(u2 ^ t19);
        final long t20 = t24 ^ r13;
        final long t4 = u4 ^ t8;
        final long r17 = ~(u2 ^ u5);
        final long r18 = ~(u5 ^ u6);
        final long r19 = ~(u2 ^ u4);
        final long y5 = u0 ^ r17;
        final long t6 = t22 ^ r17;
        final long t16 = r13 ^ r19;
        final long t27 = t1 ^ r18;
        final long t15 = t10 ^ t27;
        final long t14 = t10 ^ r18;
        final long t26 = t3 ^ t16;

        // Figure 7 with D = Y5 in the inverse direction: the same 63 gates as in forward(),
        // written out again so that every value stays in a local variable.
        final long m1 = t13 & t6;
        final long m2 = t23 & t8;
        final long m3 = t14 ^ m1;
        final long m4 = t19 & y5;
        final long m5 = m4 ^ m1;
        final long m6 = t3 & t16;
        final long m7 = t22 & t9;
        final long m8 = t26 ^ m6;
        final long m9 = t20 & t17;
        final long m10 = m9 ^ m6;
        final long m11 = t1 & t15;
        final long m12 = t4 & t27;
        final long m13 = m12 ^ m11;
        final long m14 = t2 & t10;
        final long m15 = m14 ^ m11;
        final long m16 = m3 ^ m2;
        final long m17 = m5 ^ t24;
        final long m18 = m8 ^ m7;
        final long m19 = m10 ^ m15;
        final long m20 = m16 ^ m13;
        final long m21 = m17 ^ m15;
        final long m22 = m18 ^ m13;
        final long m23 = m19 ^ t25;
        final long m24 = m22 ^ m23;
        final long m25 = m22 & m20;
        final long m26 = m21 ^ m25;
        final long m27 = m20 ^ m21;
        final long m28 = m23 ^ m25;
        final long m29 = m28 & m27;
        final long m30 = m26 & m24;
        final long m31 = m20 & m23;
        final long m32 = m27 & m31;
        final long m33 = m27 ^ m25;
        final long m34 = m21 & m22;
        final long m35 = m24 & m34;
        final long m36 = m24 ^ m25;
        final long m37 = m21 ^ m29;
        final long m38 = m32 ^ m33;
        final long m39 = m23 ^ m30;
        final long m40 = m35 ^ m36;
        final long m41 = m38 ^ m40;
        final long m42 = m37 ^ m39;
        final long m43 = m37 ^ m38;
        final long m44 = m39 ^ m40;
        final long m45 = m42 ^ m41;
        final long m46 = m44 & t6;
        final long m47 = m40 & t8;
        final long m48 = m39 & y5;
        final long m49 = m43 & t16;
        final long m50 = m38 & t9;
        final long m51 = m37 & t17;
        final long m52 = m42 & t15;
        final long m53 = m45 & t27;
        final long m54 = m41 & t10;
        final long m55 = m44 & t13;
        final long m56 = m40 & t23;
        final long m57 = m39 & t19;
        final long m58 = m43 & t3;
        final long m59 = m38 & t22;
        final long m60 = m37 & t20;
        final long m61 = m42 & t1;
        final long m62 = m45 & t4;
        final long m63 = m41 & t2;

        // Figure 9: bottom linear transform, inverse direction (the paper has no P21).
        final long p0 = m52 ^ m61;
        final long p1 = m58 ^ m59;
        final long p2 = m54 ^ m62;
        final long p3 = m47 ^ m50;
        final long p4 = m48 ^ m56;
        final long p5 = m46 ^ m51;
        final long p6 = m49 ^ m60;
        final long p7 = p0 ^ p1;
        final long p8 = m50 ^ m53;
        final long p9 = m55 ^ m63;
        final long p10 = m57 ^ p4;
        final long p11 = p0 ^ p3;
        final long p12 = m46 ^ m48;
        final long p13 = m49 ^ m51;
        final long p14 = m49 ^ m62;
        final long p15 = m54 ^ m59;
        final long p16 = m57 ^ m61;
        final long p17 = m58 ^ p2;
        final long p18 = m63 ^ p5;
        final long p19 = p2 ^ p3;
        final long p20 = p4 ^ p6;
        final long p22 = p2 ^ p7;
        final long p23 = p7 ^ p8;
        final long p24 = p5 ^ p7;
        final long p25 = p6 ^ p10;
        final long p26 = p9 ^ p11;
        final long p27 = p10 ^ p18;
        final long p28 = p11 ^ p25;
        final long p29 = p15 ^ p20;
        q[o + 7] = p13 ^ p22 ^ keys[k + 7];       // W0
        q[o + 6] = p26 ^ p29 ^ keys[k + 6];       // W1
        q[o + 5] = p17 ^ p28 ^ keys[k + 5];       // W2
        q[o + 4] = p12 ^ p22 ^ keys[k + 4];       // W3
        q[o + 3] = p23 ^ p27 ^ keys[k + 3];       // W4
        q[o + 2] = p19 ^ p24 ^ keys[k + 2];       // W5
        q[o + 1] = p14 ^ p23 ^ keys[k + 1];       // W6
        q[o] = p9 ^ p16 ^ keys[k];            // W7
    }
}
