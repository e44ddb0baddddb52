package dev.aesref.internal.fips197;

/**
 * The State of FIPS-197 section 3.4: a 4x4 array of bytes {@code s[r][c]}, row {@code r} and
 * column {@code c} both in {@code 0..3}. The input block is copied in column by column,
 * {@code s[r][c] = in[r + 4c]} (section 3.4, figure 3), and copied out the same way.
 *
 * <p>Bytes are held as {@code int} values in {@code 0..255} so that the field arithmetic reads
 * without casts.
 */
final class State {

    /** {@code Nb}: the number of columns, always 4 for AES (section 2.2). */
    public static final int NB = 4;

    final int[][] s = new int[4][NB];
    /** Four bytes of scratch for the transforms that read a row or column while writing it. */
    final int[] scratch = new int[4];

    /** {@code s[r][c] = in[off + r + 4c]} (section 3.4). */
    void load(byte[] in, int off) {
        for (int c = 0; c < NB; c++) {
            for (int r = 0; r < 4; r++) {
                s[r][c] = in[off + r + 4 * c] & 0xff;
            }
        }
    }

    /** {@code out[off + r + 4c] = s[r][c]} (section 3.4). */
    void store(byte[] out, int off) {
        for (int c = 0; c < NB; c++) {
            for (int r = 0; r < 4; r++) {
                out[off + r + 4 * c] = (byte) s[r][c];
            }
        }
    }

    /** The byte in row {@code r}, column {@code c}. */
    public int get(int r, int c) {
        return s[r][c];
    }

    /** The state as the 16-byte block it would be copied out to. */
    public byte[] toBytes() {
        byte[] out = new byte[16];
        store(out, 0);
        return out;
    }

    /** Overwrites every byte, and the scratch, with zero. */
    void clear() {
        for (int[] row : s) {
            java.util.Arrays.fill(row, 0);
        }
        java.util.Arrays.fill(scratch, 0);
    }
}
