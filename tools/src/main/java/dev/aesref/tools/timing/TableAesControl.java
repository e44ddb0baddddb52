package dev.aesref.tools.timing;

import dev.aesref.internal.fips197.SpecSteps;

/**
 * A DELIBERATELY LEAKY control for the timing harness: AES-128 encryption with the classic four
 * 1 KiB "T-tables" (Daemen and Rijmen, "The Design of Rijndael", section 4.2), each round reading
 * table entries at indices that are state bytes. Its memory access pattern depends on the
 * plaintext and key, the cache-timing leak of Bernstein ("Cache-timing attacks on AES", 2005) and
 * Osvik, Shamir and Tromer (CT-RSA 2006). Never use it for anything but showing that the harness
 * can see a leak.
 */
final class TableAesControl {

    private static final int[] TE0 = new int[256];
    private static final int[] TE1 = new int[256];
    private static final int[] TE2 = new int[256];
    private static final int[] TE3 = new int[256];
    private static final int[] S = new int[256];

    static {
        for (int x = 0; x < 256; x++) {
            int s = SpecSteps.sub(x);
            int s2 = ((s << 1) ^ ((s >>> 7) * 0x11B)) & 0xFF;
            int s3 = s2 ^ s;
            int t = (s2 << 24) | (s << 16) | (s << 8) | s3;
            S[x] = s;
            TE0[x] = t;
            TE1[x] = Integer.rotateRight(t, 8);
            TE2[x] = Integer.rotateRight(t, 16);
            TE3[x] = Integer.rotateRight(t, 24);
        }
    }

    private final int[] w;

    TableAesControl(byte[] key) {
        w = SpecSteps.keyExpansion(key);
    }

    /** Encrypts one block, FIPS-197 section 5.1 with SubBytes, ShiftRows and MixColumns as lookups. */
    void encrypt(byte[] in, byte[] out) {
        int s0 = word(in, 0) ^ w[0];
        int s1 = word(in, 4) ^ w[1];
        int s2 = word(in, 8) ^ w[2];
        int s3 = word(in, 12) ^ w[3];
        int rounds = w.length / 4 - 1;
        for (int r = 1; r < rounds; r++) {
            int t0 = TE0[s0 >>> 24] ^ TE1[(s1 >>> 16) & 0xFF] ^ TE2[(s2 >>> 8) & 0xFF] ^ TE3[s3 & 0xFF] ^ w[4 * r];
            int t1 = TE0[s1 >>> 24] ^ TE1[(s2 >>> 16) & 0xFF] ^ TE2[(s3 >>> 8) & 0xFF] ^ TE3[s0 & 0xFF] ^ w[4 * r + 1];
            int t2 = TE0[s2 >>> 24] ^ TE1[(s3 >>> 16) & 0xFF] ^ TE2[(s0 >>> 8) & 0xFF] ^ TE3[s1 & 0xFF] ^ w[4 * r + 2];
            int t3 = TE0[s3 >>> 24] ^ TE1[(s0 >>> 16) & 0xFF] ^ TE2[(s1 >>> 8) & 0xFF] ^ TE3[s2 & 0xFF] ^ w[4 * r + 3];
            s0 = t0;
            s1 = t1;
            s2 = t2;
            s3 = t3;
        }
        int k = 4 * rounds;
        put(out, 0, last(s0, s1, s2, s3) ^ w[k]);
        put(out, 4, last(s1, s2, s3, s0) ^ w[k + 1]);
        put(out, 8, last(s2, s3, s0, s1) ^ w[k + 2]);
        put(out, 12, last(s3, s0, s1, s2) ^ w[k + 3]);
    }

    private static int last(int a, int b, int c, int d) {
        return (S[a >>> 24] << 24) | (S[(b >>> 16) & 0xFF] << 16) | (S[(c >>> 8) & 0xFF] << 8) | S[d & 0xFF];
    }

    private static int word(byte[] b, int off) {
        return ((b[off] & 0xFF) << 24) | ((b[off + 1] & 0xFF) << 16) | ((b[off + 2] & 0xFF) << 8) | (b[off + 3] & 0xFF);
    }

    private static void put(byte[] b, int off, int v) {
        b[off] = (byte) (v >>> 24);
        b[off + 1] = (byte) (v >>> 16);
        b[off + 2] = (byte) (v >>> 8);
        b[off + 3] = (byte) v;
    }
}
