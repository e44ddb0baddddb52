package dev.aesref.internal.hwmodel;

import dev.aesref.internal.ct.Secret;

/**
 * The six AES-NI instructions as the Intel SDM (Vol. 2A, "AESENC", "AESENCLAST", "AESDEC",
 * "AESDECLAST", "AESIMC", "AESKEYGENASSIST") defines them, on registers laid out as in
 * {@link Simd} (two longs, the low quadword first).
 *
 * <p>The state is the register read column by column (FIPS-197 section 3.4): byte
 * {@code 4c + r} is row r of column c, so each 32-bit dword is one column with row 0 in its low
 * byte. Like the instructions, each method overwrites its first (destination/state) register;
 * the second is the round key. Intermediate values live in local variables only.
 */
final class AesNi {

    private AesNi() {}

    /** AESENC xmm1, xmm2: ShiftRows, SubBytes, MixColumns, then XOR with the round key. */
    public static void aesenc(long[] s, int sOff, long[] k, int kOff) {
        long lo = s[sOff];
        long hi = s[sOff + 1];
        s[sOff] = mixColumns(SBox.sub(shiftRows(lo, hi, 0, 1))) ^ k[kOff];
        s[sOff + 1] = mixColumns(SBox.sub(shiftRows(lo, hi, 1, 1))) ^ k[kOff + 1];
    }

    /** AESENCLAST xmm1, xmm2: ShiftRows, SubBytes, then XOR with the round key (no MixColumns). */
    public static void aesenclast(long[] s, int sOff, long[] k, int kOff) {
        long lo = s[sOff];
        long hi = s[sOff + 1];
        s[sOff] = SBox.sub(shiftRows(lo, hi, 0, 1)) ^ k[kOff];
        s[sOff + 1] = SBox.sub(shiftRows(lo, hi, 1, 1)) ^ k[kOff + 1];
    }

    /** AESDEC xmm1, xmm2: InvShiftRows, InvSubBytes, InvMixColumns, then XOR with the round key. */
    public static void aesdec(long[] s, int sOff, long[] k, int kOff) {
        long lo = s[sOff];
        long hi = s[sOff + 1];
        s[sOff] = invMixColumns(SBox.invSub(shiftRows(lo, hi, 0, -1))) ^ k[kOff];
        s[sOff + 1] = invMixColumns(SBox.invSub(shiftRows(lo, hi, 1, -1))) ^ k[kOff + 1];
    }

    /** AESDECLAST xmm1, xmm2: InvShiftRows, InvSubBytes, then XOR with the round key. */
    public static void aesdeclast(long[] s, int sOff, long[] k, int kOff) {
        long lo = s[sOff];
        long hi = s[sOff + 1];
        s[sOff] = SBox.invSub(shiftRows(lo, hi, 0, -1)) ^ k[kOff];
        s[sOff + 1] = SBox.invSub(shiftRows(lo, hi, 1, -1)) ^ k[kOff + 1];
    }

    /**
     * AESIMC xmm1, xmm2: xmm1 becomes InvMixColumns of xmm2 (turns an encryption round key into
     * one of the Equivalent Inverse Cipher).
     */
    public static void aesimc(long[] d, int dOff, long[] s, int sOff) {
        long lo = s[sOff];
        long hi = s[sOff + 1];
        d[dOff] = invMixColumns(lo);
        d[dOff + 1] = invMixColumns(hi);
    }

    /**
     * AESKEYGENASSIST xmm1, xmm2, imm8: with X1 = dword 1 and X3 = dword 3 of xmm2, xmm1 becomes
     * {@code [SubWord(X1), RotWord(SubWord(X1)) ^ RCON, SubWord(X3), RotWord(SubWord(X3)) ^
     * RCON]} from dword 0 upwards, RCON = imm8 zero-extended.
     */
    public static void aeskeygenassist(long[] d, int dOff, long[] s, int sOff, int imm8) {
        int rcon = imm8 & 0xFF;
        int s1 = SBox.subWord(Simd.dword(s, sOff, 1));
        int s3 = SBox.subWord(Simd.dword(s, sOff, 3));
        d[dOff] = Simd.qword(rotWord(s1) ^ rcon, s1);
        d[dOff + 1] = Simd.qword(rotWord(s3) ^ rcon, s3);
    }

    /**
     * RotWord (FIPS-197 section 5.2): [a0,a1,a2,a3] becomes [a1,a2,a3,a0]. With a0 in the low
     * byte of the dword that is a right rotation by 8 bits.
     */
    static int rotWord(@Secret int w) {
        return Integer.rotateRight(w, 8);
    }

    /**
     * Half {@code half} (0: bytes 0..7, 1: bytes 8..15) of ShiftRows (direction 1:
     * {@code out[r + 4c] = in[r + 4((c + r) mod 4)]}, row r moves left by r columns) or of
     * InvShiftRows (direction -1: {@code out[r + 4c] = in[r + 4((c - r) mod 4)]}). The byte
     * positions are fixed; only the bytes moved are data.
     */
    static long shiftRows(@Secret long lo, @Secret long hi, int half, int direction) {
        long out = 0;
        for (int b = 0; b < 8; b++) {
            int i = 8 * half + b;
            int c = i >>> 2;
            int r = i & 3;
            int from = r + 4 * ((c + direction * r) & 3);
            long src = from < 8 ? lo : hi;
            out |= ((src >>> (8 * (from & 7))) & 0xFF) << (8 * b);
        }
        return out;
    }

    /** MixColumns (FIPS-197 section 5.1.3) on the two columns in a quadword. */
    static long mixColumns(@Secret long q) {
        return Simd.qword(mixColumn((int) (q >>> 32)), mixColumn((int) q));
    }

    /**
     * MixColumns of one 32-bit column, row 0 in the low byte:
     * {@code out_r = 2 a_r ^ 3 a_(r+1) ^ a_(r+2) ^ a_(r+3)}.
     */
    static int mixColumn(@Secret int a) {
        int next = Integer.rotateRight(a, 8); // lane r holds a_(r+1)
        return xtime32(a ^ next) ^ next ^ Integer.rotateRight(a, 16) ^ Integer.rotateRight(a, 24);
    }

    /** InvMixColumns on the two columns in a quadword. */
    static long invMixColumns(@Secret long q) {
        return Simd.qword(invMixColumn((int) (q >>> 32)), invMixColumn((int) q));
    }

    /**
     * InvMixColumns via the factorisation of the Rijndael book (Daemen and Rijmen, "The Design
     * of Rijndael", section 4.1.3): multiplying by 0e,0b,0d,09 equals first adding
     * {@code 4 (a_r ^ a_(r+2))} to each byte, then MixColumns.
     */
    static int invMixColumn(@Secret int a) {
        int opposite = a ^ Integer.rotateRight(a, 16);
        return mixColumn(a ^ xtime32(xtime32(opposite)));
    }

    private static int xtime32(@Secret int v) {
        return (int) SBox.xtime(v & 0xFFFFFFFFL);
    }
}
