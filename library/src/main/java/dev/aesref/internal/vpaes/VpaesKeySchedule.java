package dev.aesref.internal.vpaes;

import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.ct.Secret;
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
 * Keys are stored as {@code long[2 (Nr + 1)]}, the two halves ({@code lo}, {@code hi}, see
 * {@link V128}) of each round key.
 *
 * <p>Everything here works on longs in arrays the caller owns: no round key is ever held in an
 * immutable {@link V128}, which could not be wiped. {@link #expand} zeroes its scratch when it
 * returns or throws.
 */
final class VpaesKeySchedule {

    private static final VpaesTables T = VpaesTables.STANDARD;
    private static final long EVERY_LANE = 0x0101010101010101L;
    private static final long LOW_NIBBLES = 0x0F0F0F0F0F0F0F0FL;
    /** The row rotation of a state in real order, for InvMixColumns. */
    private static final BytePermutation ROTATE_ROWS = BytePermutation.of(Layout.rotateRows());

    /*
     * The layouts of round r depend on r mod 4 only (ShiftRows has order 4), so they are built
     * once here (the rotation is VpaesCore's own table): building them per round of every key
     * expansion allocated about 50 KB per key (the grid's -prof gc, docs/performance.md).
     */
    private static final BytePermutation[] TO_ENC_LAYOUT = new BytePermutation[4];
    private static final BytePermutation[] TO_DEC_LAYOUT = new BytePermutation[4];

    static {
        for (int s = 0; s < 4; s++) {
            TO_ENC_LAYOUT[s] = Layout.toEncLayout(s);
            TO_DEC_LAYOUT[s] = Layout.toDecLayout(s);
        }
    }

    private VpaesKeySchedule() {}

    /**
     * Expands {@code key} (16, 24 or 32 bytes, already checked) into {@code enc} and {@code dec}
     * (each {@code 2 (Nr + 1)} longs). Scratch: {@code w} ({@code 4 (Nr + 1)} ints) for the
     * FIPS-197 words, {@code k} ({@code 2 (Nr + 1)} longs) for the round keys, {@code s} (4
     * longs) for SubWord; all three are zero when this returns or throws.
     */
    static void expand(byte[] key, long[] enc, long[] dec, int[] w, long[] k, long[] s) {
        try {
            roundKeys(key, w, s, k);
            encryptionKeys(k, enc);
            decryptionKeys(k, dec);
        } finally {
            Arrays.fill(w, 0);
            Arrays.fill(k, 0L);
            Arrays.fill(s, 0L);
        }
    }

    /**
     * The FIPS-197 round keys K_0 .. K_Nr in AES byte order into {@code k}: round key r is
     * {@code k[2r]} (bytes 0..7) and {@code k[2r + 1]} (bytes 8..15). {@code w} and {@code s}
     * are scratch, left for the caller to wipe.
     */
    static void roundKeys(byte[] key, int[] w, long[] s, long[] k) {
        int nk = key.length / 4;
        int rounds = nk + 6;
        int total = 4 * (rounds + 1);
        for (int i = 0; i < nk; i++) {
            w[i] = Pack.loadIntBE(key, 4 * i);
        }
        int rcon = 1;
        for (int i = nk; i < total; i++) {
            int temp = w[i - 1];
            if (i % nk == 0) {
                temp = subWord(Integer.rotateLeft(temp, 8), s) ^ (rcon << 24);
                rcon = Gf256.xtime(rcon);
            } else if (nk > 6 && i % nk == 4) {
                temp = subWord(temp, s);
            }
            w[i] = w[i - nk] ^ temp;
        }
        for (int r = 0; r <= rounds; r++) {
            long lo = ((long) w[4 * r] << 32) | (w[4 * r + 1] & 0xFFFFFFFFL);
            long hi = ((long) w[4 * r + 2] << 32) | (w[4 * r + 3] & 0xFFFFFFFFL);
            // Words are big-endian (byte 0 most significant); lanes are little-endian.
            k[2 * r] = Long.reverseBytes(lo);
            k[2 * r + 1] = Long.reverseBytes(hi);
        }
    }

    private static int subWord(@Secret int word, long[] s) {
        return (int) VpaesCore.subBytes(word & 0xFFFFFFFFL, s);
    }

    /** Encryption keys in vpaes form, from the round keys {@code k}, into {@code out}. */
    static void encryptionKeys(long[] k, long[] out) {
        int rounds = k.length / 2 - 1;
        out[0] = towerBasis(k[0]);
        out[1] = towerBasis(k[1]);
        long c63 = broadcast(0x63);
        BytePermutation last = TO_ENC_LAYOUT[rounds & 3];
        long lastLo = k[2 * rounds] ^ c63;
        long lastHi = k[2 * rounds + 1] ^ c63;
        out[2 * rounds] = last.lo(lastLo, lastHi);
        out[2 * rounds + 1] = last.hi(lastLo, lastHi);
        long s63 = broadcast(T.s63);
        for (int r = 1; r < rounds; r++) {
            BytePermutation layout = TO_ENC_LAYOUT[r & 3];
            long mLo = towerBasis(k[2 * r]);
            long mHi = towerBasis(k[2 * r + 1]);
            long laidLo = layout.lo(mLo, mHi);
            long laidHi = layout.hi(mLo, mHi);
            // Multiplied by the circulant rot + rot^2 + rot^3 (see VpaesCore).
            BytePermutation rot = VpaesCore.ENC_ROTATE[r & 3];
            long onceLo = rot.lo(laidLo, laidHi);
            long onceHi = rot.hi(laidLo, laidHi);
            long twiceLo = rot.lo(onceLo, onceHi);
            long twiceHi = rot.hi(onceLo, onceHi);
            long thriceLo = rot.lo(twiceLo, twiceHi);
            long thriceHi = rot.hi(twiceLo, twiceHi);
            out[2 * r] = onceLo ^ twiceLo ^ thriceLo ^ s63;
            out[2 * r + 1] = onceHi ^ twiceHi ^ thriceHi ^ s63;
        }
    }

    /** Decryption keys in vpaes form, from the round keys {@code k}, into {@code out}. */
    static void decryptionKeys(long[] k, long[] out) {
        int rounds = k.length / 2 - 1;
        long d63 = broadcast(T.d63);
        out[0] = decryptionBasis(k[2 * rounds]) ^ d63;
        out[1] = decryptionBasis(k[2 * rounds + 1]) ^ d63;
        BytePermutation last = TO_DEC_LAYOUT[rounds & 3];
        out[2 * rounds] = last.lo(k[0], k[1]);
        out[2 * rounds + 1] = last.hi(k[0], k[1]);
        for (int r = 1; r < rounds; r++) {
            int from = 2 * (rounds - r);
            // InvMixColumns(K_(Nr-r)), written to out[2r..2r+2) and changed there in place.
            invMixColumns(k[from], k[from + 1], out, 2 * r);
            long mLo = decryptionBasis(out[2 * r]) ^ d63;
            long mHi = decryptionBasis(out[2 * r + 1]) ^ d63;
            BytePermutation layout = TO_DEC_LAYOUT[r & 3];
            out[2 * r] = layout.lo(mLo, mHi);
            out[2 * r + 1] = layout.hi(mLo, mHi);
        }
    }

    private static long broadcast(int b) {
        return (b & 0xFFL) * EVERY_LANE;
    }

    /** A GF(2)-linear map of each byte lane, given as its images of low and high nibbles. */
    private static long linear(NibbleTable lo, NibbleTable hi, @Secret long x) {
        return Shuffle.lookup(lo, x & LOW_NIBBLES) ^ Shuffle.lookup(hi, (x >>> 4) & LOW_NIBBLES);
    }

    /** Basis M, bytewise, on eight lanes. */
    static long towerBasis(@Secret long x) {
        return linear(T.iptLo, T.iptHi, x);
    }

    /** Basis D, bytewise, on eight lanes. */
    static long decryptionBasis(@Secret long x) {
        return linear(T.diptLo, T.diptHi, x);
    }

    /**
     * Multiplication by x in every lane (FIPS-197 xtime), without tables, branches or
     * multiplications: the lanes whose top bit was set get 0x1B = x^4 + x^3 + x + 1 XORed in.
     */
    private static long xtimeLanes(@Secret long v) {
        long top = (v >>> 7) & EVERY_LANE;
        return ((v & 0x7F7F7F7F7F7F7F7FL) << 1) ^ (top << 4) ^ (top << 3) ^ (top << 1) ^ top;
    }

    /**
     * InvMixColumns (FIPS-197 section 5.3.3) of the state {@code (lo, hi)} in AES byte order,
     * into {@code out[at]} and {@code out[at + 1]}: with the row rotations in real order,
     * {@code out[row] = E a[row] + B a[row+1] + D a[row+2] + 9 a[row+3]}, evaluated as
     * {@code ((9 rot + D) rot + B) rot + E}.
     */
    static void invMixColumns(@Secret long lo, @Secret long hi, long[] out, int at) {
        long lo2 = xtimeLanes(lo);
        long lo4 = xtimeLanes(lo2);
        long lo8 = xtimeLanes(lo4);
        long hi2 = xtimeLanes(hi);
        long hi4 = xtimeLanes(hi2);
        long hi8 = xtimeLanes(hi4);
        long accLo = lo8 ^ lo;                                  // 0x09
        long accHi = hi8 ^ hi;
        long nLo = ROTATE_ROWS.lo(accLo, accHi) ^ lo8 ^ lo4 ^ lo; // 0x0D
        long nHi = ROTATE_ROWS.hi(accLo, accHi) ^ hi8 ^ hi4 ^ hi;
        accLo = ROTATE_ROWS.lo(nLo, nHi) ^ lo8 ^ lo2 ^ lo;     // 0x0B
        accHi = ROTATE_ROWS.hi(nLo, nHi) ^ hi8 ^ hi2 ^ hi;
        out[at] = ROTATE_ROWS.lo(accLo, accHi) ^ lo8 ^ lo4 ^ lo2; // 0x0E
        out[at + 1] = ROTATE_ROWS.hi(accLo, accHi) ^ hi8 ^ hi4 ^ hi2;
    }
}
