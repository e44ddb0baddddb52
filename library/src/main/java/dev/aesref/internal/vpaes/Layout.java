package dev.aesref.internal.vpaes;

import dev.aesref.internal.ct.ConstantsOnly;

/**
 * Where the bytes of the AES state sit in the vector between rounds, and the byte permutations
 * that follow from it (Hamburg 2009, section 4: ShiftRows is never performed; it is folded into
 * the rotations MixColumns needs anyway and into one final permutation).
 *
 * <p>Bytes are numbered as in FIPS-197: byte {@code p = 4c + row} is row {@code row} of column
 * {@code c}. All permutations are written as pshufb controls: output lane q takes input lane
 * {@code control[q]}. ShiftRows is {@code sr[4c + row] = 4((c + row) mod 4) + row}; the row
 * rotation inside each column is {@code rot[4c + row] = 4c + (row + 1) mod 4}.
 *
 * <p><b>Encryption.</b> After round s the real state S is stored as {@code T[q] = S[pi_s(q)]} with
 * {@code pi_s = sr^-s}. Then SubBytes followed by ShiftRows, read in layout {@code pi_(s+1)}, is
 * SubBytes alone in layout {@code pi_s}: the bytes do not move. MixColumns needs the rotated
 * column neighbours, which in the stored layout are {@link #encRotate}(s) =
 * {@code pi_s^-1 o rot o pi_s}. Since sr^4 = id, only s mod 4 matters. The round keys are stored
 * in the same layout, and the last round's output is put back in order by {@code pi_s^-1}.
 *
 * <p><b>Decryption</b> is the mirror image with InvShiftRows = sr^-1, so {@code pi'_s = sr^s}.
 */
final class Layout {

    private Layout() {}

    static int[] shiftRows() {
        int[] p = new int[16];
        for (int c = 0; c < 4; c++) {
            for (int row = 0; row < 4; row++) {
                p[4 * c + row] = 4 * ((c + row) & 3) + row;
            }
        }
        return p;
    }

    static int[] rotateRows() {
        int[] p = new int[16];
        for (int c = 0; c < 4; c++) {
            for (int row = 0; row < 4; row++) {
                p[4 * c + row] = 4 * c + ((row + 1) & 3);
            }
        }
        return p;
    }

    /** {@code (f o g)[q] = f[g[q]]}. */
    @ConstantsOnly("the composition of two public lane permutations")
    static int[] compose(int[] f, int[] g) {
        int[] h = new int[16];
        for (int q = 0; q < 16; q++) {
            h[q] = f[g[q]];
        }
        return h;
    }

    @ConstantsOnly("the inverse of a public lane permutation")
    static int[] inverse(int[] f) {
        int[] h = new int[16];
        for (int q = 0; q < 16; q++) {
            h[f[q]] = q;
        }
        return h;
    }

    /** {@code f^e} for e >= 0. */
    static int[] power(int[] f, int e) {
        int[] h = identity();
        for (int i = 0; i < e; i++) {
            h = compose(f, h);
        }
        return h;
    }

    static int[] identity() {
        int[] h = new int[16];
        for (int q = 0; q < 16; q++) {
            h[q] = q;
        }
        return h;
    }

    /** Encryption layout after round s: {@code pi_s = sr^-s}. */
    static int[] encState(int s) {
        return power(inverse(shiftRows()), s);
    }

    /** Decryption layout after round s: {@code pi'_s = sr^s}. */
    static int[] decState(int s) {
        return power(shiftRows(), s);
    }

    /** The column-row rotation as seen in a stored layout {@code pi}: {@code pi^-1 o rot o pi}. */
    static int[] rotateIn(int[] pi) {
        return compose(inverse(pi), compose(rotateRows(), pi));
    }

    static BytePermutation permutation(int[] control) {
        return BytePermutation.of(control);
    }

    /** MixColumns' "next row" shuffle in encryption layout s (BoringSSL .Lk_mc_forward). */
    static BytePermutation encRotate(int s) {
        return permutation(rotateIn(encState(s)));
    }

    /** Its inverse, the "previous row" shuffle (BoringSSL .Lk_mc_backward). */
    static BytePermutation encRotateBack(int s) {
        return permutation(inverse(rotateIn(encState(s))));
    }

    /** InvMixColumns' "next row" shuffle in decryption layout s. */
    static BytePermutation decRotate(int s) {
        return permutation(rotateIn(decState(s)));
    }

    /** Stores a real-order vector in encryption layout s. */
    static BytePermutation toEncLayout(int s) {
        return permutation(encState(s));
    }

    /** Stores a real-order vector in decryption layout s. */
    static BytePermutation toDecLayout(int s) {
        return permutation(decState(s));
    }

    /** Puts encryption layout s back in order (BoringSSL .Lk_sr). */
    static BytePermutation fromEncLayout(int s) {
        return permutation(inverse(encState(s)));
    }

    /** Puts decryption layout s back in order. */
    static BytePermutation fromDecLayout(int s) {
        return permutation(inverse(decState(s)));
    }
}
