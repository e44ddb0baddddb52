package dev.aesref.hwmodel;

/**
 * The six AES-NI instructions as the Intel SDM (Vol. 2A, "AESENC", "AESENCLAST", "AESDEC",
 * "AESDECLAST", "AESIMC", "AESKEYGENASSIST") defines them, on {@link Xmm} values.
 *
 * <p>The state is the register read column by column (FIPS-197 section 3.4): byte
 * {@code 4c + r} is row r of column c. Each method is a pure function of its operands: the
 * first argument is the destination/state operand, the second the round key.
 */
public final class AesNi {

    private AesNi() {}

    /** AESENC: ShiftRows, SubBytes, MixColumns, then XOR with the round key. */
    public static Xmm aesenc(Xmm state, Xmm roundKey) {
        return Simd.pxor(mixColumns(subBytes(shiftRows(state))), roundKey);
    }

    /** AESENCLAST: ShiftRows, SubBytes, then XOR with the round key (no MixColumns). */
    public static Xmm aesenclast(Xmm state, Xmm roundKey) {
        return Simd.pxor(subBytes(shiftRows(state)), roundKey);
    }

    /** AESDEC: InvShiftRows, InvSubBytes, InvMixColumns, then XOR with the round key. */
    public static Xmm aesdec(Xmm state, Xmm roundKey) {
        return Simd.pxor(invMixColumns(invSubBytes(invShiftRows(state))), roundKey);
    }

    /** AESDECLAST: InvShiftRows, InvSubBytes, then XOR with the round key. */
    public static Xmm aesdeclast(Xmm state, Xmm roundKey) {
        return Simd.pxor(invSubBytes(invShiftRows(state)), roundKey);
    }

    /** AESIMC: InvMixColumns alone (turns an encryption round key into a decryption one). */
    public static Xmm aesimc(Xmm roundKey) {
        return invMixColumns(roundKey);
    }

    /**
     * AESKEYGENASSIST with round constant {@code imm8}: with X1 = dword 1 and X3 = dword 3 of
     * the source, the result is {@code [SubWord(X1), RotWord(SubWord(X1)) ^ RCON, SubWord(X3),
     * RotWord(SubWord(X3)) ^ RCON]} from dword 0 upwards, RCON = imm8 zero-extended.
     */
    public static Xmm aeskeygenassist(Xmm src, int imm8) {
        int rcon = imm8 & 0xFF;
        int s1 = SBox.subWord(src.dword(1));
        int s3 = SBox.subWord(src.dword(3));
        return Xmm.ofDwords(rotWord(s3) ^ rcon, s3, rotWord(s1) ^ rcon, s1);
    }

    /**
     * RotWord (FIPS-197 section 5.2): [a0,a1,a2,a3] becomes [a1,a2,a3,a0]. With a0 in the low
     * byte of the dword that is a right rotation by 8 bits.
     */
    static int rotWord(int w) {
        return Integer.rotateRight(w, 8);
    }

    static Xmm subBytes(Xmm s) {
        return Xmm.of(SBox.sub(s.hi()), SBox.sub(s.lo()));
    }

    static Xmm invSubBytes(Xmm s) {
        return Xmm.of(SBox.invSub(s.hi()), SBox.invSub(s.lo()));
    }

    /** ShiftRows: row r moves left by r columns, out[r + 4c] = in[r + 4((c + r) mod 4)]. */
    static Xmm shiftRows(Xmm s) {
        return permute(s, 1);
    }

    /** InvShiftRows: out[r + 4c] = in[r + 4((c - r) mod 4)]. */
    static Xmm invShiftRows(Xmm s) {
        return permute(s, -1);
    }

    private static Xmm permute(Xmm s, int direction) {
        byte[] in = s.toBytes();
        byte[] out = new byte[16];
        for (int c = 0; c < 4; c++) {
            for (int r = 0; r < 4; r++) {
                out[r + 4 * c] = in[r + 4 * Math.floorMod(c + direction * r, 4)];
            }
        }
        return Xmm.load(out, 0);
    }

    /**
     * MixColumns (FIPS-197 section 5.1.3) on each 32-bit column, row 0 in the low byte:
     * {@code out_r = 2 a_r ^ 3 a_(r+1) ^ a_(r+2) ^ a_(r+3)}.
     */
    static Xmm mixColumns(Xmm s) {
        return Xmm.ofDwords(mixColumn(s.dword(3)), mixColumn(s.dword(2)),
                mixColumn(s.dword(1)), mixColumn(s.dword(0)));
    }

    static int mixColumn(int a) {
        int next = Integer.rotateRight(a, 8); // lane r holds a_(r+1)
        return xtime32(a ^ next) ^ next ^ Integer.rotateRight(a, 16) ^ Integer.rotateRight(a, 24);
    }

    /**
     * InvMixColumns via the factorisation of the Rijndael book (Daemen and Rijmen, "The Design
     * of Rijndael", section 4.1.3): multiplying by 0e,0b,0d,09 equals first adding
     * {@code 4 (a_r ^ a_(r+2))} to each byte, then MixColumns.
     */
    static Xmm invMixColumns(Xmm s) {
        return Xmm.ofDwords(invMixColumn(s.dword(3)), invMixColumn(s.dword(2)),
                invMixColumn(s.dword(1)), invMixColumn(s.dword(0)));
    }

    static int invMixColumn(int a) {
        int opposite = a ^ Integer.rotateRight(a, 16);
        return mixColumn(a ^ xtime32(xtime32(opposite)));
    }

    private static int xtime32(int v) {
        return (int) SBox.xtime(v & 0xFFFFFFFFL);
    }
}
