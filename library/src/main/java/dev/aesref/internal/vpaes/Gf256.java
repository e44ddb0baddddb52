package dev.aesref.internal.vpaes;

/**
 * Arithmetic in AES's field GF(2^8) = GF(2)[x]/(x^8 + x^4 + x^3 + x + 1) (FIPS-197, section 4),
 * on public values only: the vpaes tables are derived from it once, when the class loads. It
 * loops and branches on its arguments, so it must never see key or data bytes.
 */
final class Gf256 {

    private Gf256() {}

    /** Multiplication by x (FIPS-197 section 4.2.1, xtime). */
    static int xtime(int a) {
        return ((a << 1) ^ ((a >>> 7) * 0x1B)) & 0xFF;
    }

    /** Shift-and-add multiplication of field elements a, b in 0..255. */
    static int mul(int a, int b) {
        int r = 0;
        for (; b != 0; b >>>= 1) {
            if ((b & 1) != 0) {
                r ^= a;
            }
            a = xtime(a);
        }
        return r;
    }

    /** {@code a^e} for e >= 0. */
    static int pow(int a, int e) {
        int r = 1;
        for (int i = 0; i < e; i++) {
            r = mul(r, a);
        }
        return r;
    }

    /** The multiplicative inverse, a^254, with 0 mapped to 0 as in the AES S-box. */
    static int inverse(int a) {
        return pow(a, 254);
    }

    private static int rotl8(int y, int n) {
        return ((y << n) | (y >>> (8 - n))) & 0xFF;
    }

    /** The linear part of the S-box's affine map (FIPS-197 eq. 5.1, without the constant 0x63). */
    static int affineLinear(int y) {
        return y ^ rotl8(y, 1) ^ rotl8(y, 2) ^ rotl8(y, 3) ^ rotl8(y, 4);
    }

    /** The inverse of {@link #affineLinear}: the linear part of InvSubBytes' affine map. */
    static int inverseAffineLinear(int y) {
        return rotl8(y, 1) ^ rotl8(y, 3) ^ rotl8(y, 6);
    }

    /** The AES S-box from its definition: affine map of the inverse. */
    static int sbox(int x) {
        return affineLinear(inverse(x)) ^ 0x63;
    }
}
