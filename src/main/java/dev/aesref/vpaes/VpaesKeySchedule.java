package dev.aesref.vpaes;

import dev.aesref.ct.Pack;
import java.util.Arrays;

/**
 * Key expansion into vpaes form.
 *
 * <p>First the FIPS-197 key expansion (section 5.2), with SubWord computed by the same
 * constant-time tower-field S-box as the rounds ({@link VpaesCore#subBytes}). Then each round
 * key is brought into the form the round functions expect (Hamburg 2009, section 4):
 * <ul>
 *   <li>encryption, round 0: in basis M; rounds 1..Nr-1: in basis M, plus M(0x63) (the S-box
 *       constant, which the round tables leave out), in the layout of that round, and multiplied
 *       by the circulant rot + rot^2 + rot^3 (see {@link VpaesCore}); round Nr: plus 0x63, AES
 *       basis, in layout;</li>
 *   <li>decryption (equivalent inverse cipher, FIPS-197 section 5.3.5): round 0 is K_Nr in basis
 *       D plus D(0x63); rounds 1..Nr-1 are InvMixColumns(K_(Nr-r)) in basis D plus D(0x63), in
 *       layout; round Nr is K_0 in layout.</li>
 * </ul>
 * Keys are stored as {@code long[2 (Nr + 1)]}, the two halves of each round key.
 */
final class VpaesKeySchedule {

    private static final VpaesTables T = VpaesTables.STANDARD;
    private static final long EVERY_LANE = 0x0101010101010101L;

    private VpaesKeySchedule() {}

    /** The FIPS-197 round keys K_0 .. K_Nr in AES byte order, from a 16/24/32-byte key. */
    static V128[] roundKeys(byte[] key) {
        int nk = key.length / 4;
        int rounds = nk + 6;
        int[] w = new int[4 * (rounds + 1)];
        for (int i = 0; i < nk; i++) {
            w[i] = Pack.loadIntBE(key, 4 * i);
        }
        int rcon = 1;
        for (int i = nk; i < w.length; i++) {
            int temp = w[i - 1];
            if (i % nk == 0) {
                temp = subWord(Integer.rotateLeft(temp, 8)) ^ (rcon << 24);
                rcon = Gf256.xtime(rcon);
            } else if (nk > 6 && i % nk == 4) {
                temp = subWord(temp);
            }
            w[i] = w[i - nk] ^ temp;
        }
        V128[] k = new V128[rounds + 1];
        for (int r = 0; r <= rounds; r++) {
            long lo = ((long) w[4 * r] << 32) | (w[4 * r + 1] & 0xFFFFFFFFL);
            long hi = ((long) w[4 * r + 2] << 32) | (w[4 * r + 3] & 0xFFFFFFFFL);
            // Words are big-endian (byte 0 most significant); lanes are little-endian.
            k[r] = V128.of(Long.reverseBytes(lo), Long.reverseBytes(hi));
        }
        Arrays.fill(w, 0);
        return k;
    }

    private static int subWord(int word) {
        return (int) VpaesCore.subBytes(word & 0xFFFFFFFFL);
    }

    /** Encryption keys in vpaes form. */
    static long[] encryptionKeys(V128[] k) {
        int rounds = k.length - 1;
        long[] out = new long[2 * (rounds + 1)];
        put(out, 0, towerBasis(k[0]));
        put(out, rounds, Layout.toEncLayout(rounds).apply(k[rounds].xor(broadcast(0x63))));
        V128 s63 = broadcast(T.s63);
        for (int r = 1; r < rounds; r++) {
            V128 laid = Layout.toEncLayout(r).apply(towerBasis(k[r]));
            BytePermutation rot = Layout.encRotate(r);
            V128 once = rot.apply(laid);
            V128 twice = rot.apply(once);
            V128 thrice = rot.apply(twice);
            put(out, r, once.xor(twice).xor(thrice).xor(s63));
        }
        return out;
    }

    /** Decryption keys in vpaes form. */
    static long[] decryptionKeys(V128[] k) {
        int rounds = k.length - 1;
        long[] out = new long[2 * (rounds + 1)];
        V128 d63 = broadcast(T.d63);
        put(out, 0, decryptionBasis(k[rounds]).xor(d63));
        put(out, rounds, Layout.toDecLayout(rounds).apply(k[0]));
        for (int r = 1; r < rounds; r++) {
            V128 mixed = decryptionBasis(invMixColumns(k[rounds - r])).xor(d63);
            put(out, r, Layout.toDecLayout(r).apply(mixed));
        }
        return out;
    }

    private static void put(long[] out, int round, V128 v) {
        out[2 * round] = v.lo;
        out[2 * round + 1] = v.hi;
    }

    private static V128 broadcast(int b) {
        long lanes = (b & 0xFFL) * EVERY_LANE;
        return V128.of(lanes, lanes);
    }

    private static V128 linear(NibbleTable lo, NibbleTable hi, V128 x) {
        V128 low = V128.of(x.lo & 0x0F0F0F0F0F0F0F0FL, x.hi & 0x0F0F0F0F0F0F0F0FL);
        V128 high = V128.of((x.lo >>> 4) & 0x0F0F0F0F0F0F0F0FL, (x.hi >>> 4) & 0x0F0F0F0F0F0F0F0FL);
        return Shuffle.lookup(lo, low).xor(Shuffle.lookup(hi, high));
    }

    /** Basis M, bytewise. */
    static V128 towerBasis(V128 x) {
        return linear(T.iptLo, T.iptHi, x);
    }

    /** Basis D, bytewise. */
    static V128 decryptionBasis(V128 x) {
        return linear(T.diptLo, T.diptHi, x);
    }

    /**
     * Multiplication by x in every lane (FIPS-197 xtime), without tables, branches or
     * multiplications: the lanes whose top bit was set get 0x1B = x^4 + x^3 + x + 1 XORed in.
     */
    private static long xtimeLanes(long v) {
        long top = (v >>> 7) & EVERY_LANE;
        return ((v & 0x7F7F7F7F7F7F7F7FL) << 1) ^ (top << 4) ^ (top << 3) ^ (top << 1) ^ top;
    }

    /** InvMixColumns (FIPS-197 section 5.3.3) of a state in AES byte order. */
    static V128 invMixColumns(V128 v) {
        long[] halves = {v.lo, v.hi};
        long[][] terms = new long[4][2];
        for (int h = 0; h < 2; h++) {
            long x1 = halves[h];
            long x2 = xtimeLanes(x1);
            long x4 = xtimeLanes(x2);
            long x8 = xtimeLanes(x4);
            terms[0][h] = x8 ^ x4 ^ x2;   // 0x0E
            terms[1][h] = x8 ^ x2 ^ x1;   // 0x0B
            terms[2][h] = x8 ^ x4 ^ x1;   // 0x0D
            terms[3][h] = x8 ^ x1;        // 0x09
        }
        // Row rotations in real order: out[row] = E a[row] + B a[row+1] + D a[row+2] + 9 a[row+3].
        BytePermutation rot = BytePermutation.of(Layout.rotateRows());
        V128 acc = V128.of(terms[3][0], terms[3][1]);
        for (int t = 2; t >= 0; t--) {
            acc = rot.apply(acc).xor(V128.of(terms[t][0], terms[t][1]));
        }
        return acc;
    }
}
