package dev.aesref.internal.vpaes;

import static dev.aesref.internal.vpaes.Shuffle.lookup;
import static dev.aesref.internal.vpaes.Shuffle.lookupPacked;
import static dev.aesref.internal.vpaes.Shuffle.lookupPackedInfinity;

import dev.aesref.internal.ct.Secret;

/**
 * The vpaes round functions on blocks held as two longs (see {@link V128} for the lane order),
 * one block at a time and two blocks interleaved.
 *
 * <p>A round (Hamburg 2009, sections 3 and 4): split each byte of the state into its nibbles,
 * invert in the tower field with five GF(16) table lookups ({@link TowerField}), then look the two
 * network outputs up in tables that apply the rest of the round to the inverse: for encryption
 * the S-box's affine map and the factor 2 of MixColumns, for decryption InvMixColumns'
 * coefficients. MixColumns' other terms come from rotating rows inside each column
 * ({@link Layout}); ShiftRows is folded into those rotations and the key layout.
 *
 * <p>Encryption round s, with A = S-box output + key and 2A from the doubled tables:
 * <pre>
 *   B = rot(A), D = rot^3(A);  t = 2A + B;  out = t + D + rot(t) = 2A + 3B + C + D
 * </pre>
 * which is MixColumns of the S-box output plus (rot + rot^2 + rot^3)(key): the key schedule
 * stores each key multiplied by that circulant, which is its own inverse.
 *
 * <p>Decryption uses FIPS-197's equivalent inverse cipher (section 5.3.5) and evaluates
 * InvMixColumns Horner-style: {@code ((9 rot + D) rot + B) rot + E}.
 *
 * <p>Every step is a shift, mask, XOR or {@link Shuffle}; no branch or array index depends on
 * data. The only branches are on the round counter.
 *
 * <p>The S-box steps write their outputs to scratch arrays the caller owns ({@link #SCRATCH}
 * longs each) and the caller zeroes; this class allocates nothing.
 */
final class VpaesCore {

    /**
     * Longs of scratch each S-box output array needs: 4 for encryption, 8 for decryption (four
     * InvMixColumns terms of two vectors).
     */
    static final int SCRATCH = 8;

    private static final long LOW_NIBBLES = 0x0F0F0F0F0F0F0F0FL;

    private static final VpaesTables T = VpaesTables.STANDARD;
    private static final Gf16Table INV = Gf16Table.of(T.inv);
    private static final Gf16Table INV_A = Gf16Table.of(T.invA);
    private static final NibbleTable IPT_LO = T.iptLo;
    private static final NibbleTable IPT_HI = T.iptHi;
    private static final NibbleTable SB1U = T.sb1u;
    private static final NibbleTable SB1T = T.sb1t;
    private static final NibbleTable SB2U = T.sb2u;
    private static final NibbleTable SB2T = T.sb2t;
    private static final NibbleTable SBOU = T.sbou;
    private static final NibbleTable SBOT = T.sbot;
    private static final NibbleTable DIPT_LO = T.diptLo;
    private static final NibbleTable DIPT_HI = T.diptHi;
    private static final NibbleTable DSB9U = T.dsb9u;
    private static final NibbleTable DSB9T = T.dsb9t;
    private static final NibbleTable DSBDU = T.dsbdu;
    private static final NibbleTable DSBDT = T.dsbdt;
    private static final NibbleTable DSBBU = T.dsbbu;
    private static final NibbleTable DSBBT = T.dsbbt;
    private static final NibbleTable DSBEU = T.dsbeu;
    private static final NibbleTable DSBET = T.dsbet;
    private static final NibbleTable DSBOU = T.dsbou;
    private static final NibbleTable DSBOT = T.dsbot;

    /** MixColumns' "next row" shuffle per encryption layout (round mod 4); the key schedule uses it too. */
    static final BytePermutation[] ENC_ROTATE = new BytePermutation[4];
    static final BytePermutation[] ENC_ROTATE_BACK = new BytePermutation[4];
    private static final BytePermutation[] ENC_OUT = new BytePermutation[4];
    static final BytePermutation[] DEC_ROTATE = new BytePermutation[4];
    private static final BytePermutation[] DEC_OUT = new BytePermutation[4];

    static {
        for (int s = 0; s < 4; s++) {
            ENC_ROTATE[s] = Layout.encRotate(s);
            ENC_ROTATE_BACK[s] = Layout.encRotateBack(s);
            ENC_OUT[s] = Layout.fromEncLayout(s);
            DEC_ROTATE[s] = Layout.decRotate(s);
            DEC_OUT[s] = Layout.fromDecLayout(s);
        }
    }

    private VpaesCore() {}

    // ---- The tower-field inversion network (TowerField), on sixteen lanes ----------------
    //
    // The network looks GF(16) elements up in the tables 1/n and a/n only, so it runs on the
    // packed form of Shuffle.lookupPacked: the nibbles of two vectors x0, x1 share one long
    // (lane q of x0 in nibble 2q, of x1 in nibble 2q+1), and each lookup serves both. The five
    // lookups of the network then cost as much for two vectors as they did for one. Infinity
    // (0x80, the inverse of 0) travels in a second long, 0xF in the lanes that hold it; XOR of
    // two lanes XORs their infinity bits, exactly as XOR of the bytes does to bit 7.
    //
    // invert and the S-box steps are each of a size the JIT compiles on its own while inlining
    // every lookup inside it (C2's log shows invert compiled alone with its ten packed lookups,
    // called by the S-box steps, which inline their output lookups). Smaller methods would be
    // inlined into the round loop, which then runs out of inlining budget and calls lookups.

    private static final long HIGH_NIBBLES = ~LOW_NIBBLES;
    /** Bit 3 of each byte's low nibble: where x0's infinity lands when unpacked. */
    private static final long LOW_NIBBLE_TOPS = 0x0808080808080808L;
    /** Bit 7 of each byte: x1's infinity. */
    private static final long HIGH_BITS = 0x8080808080808080L;

    /**
     * The network for two vectors: {@code io = 1/(1/i + a/k) + j} and
     * {@code jo = 1/(1/j + a/k) + i} for each lane of x0 and x1 (x = (i, k), j = i + k), as
     * byte lanes with 0x80 for infinity: {@code s[0..4) = io(x0), io(x1), jo(x0), jo(x1)}.
     */
    static void invert(@Secret long x0, @Secret long x1, long[] s) {
        long k = (x0 & LOW_NIBBLES) | ((x1 & LOW_NIBBLES) << 4);
        long i = ((x0 >>> 4) & LOW_NIBBLES) | (x1 & HIGH_NIBBLES);
        long j = i ^ k;
        long ak = lookupPacked(INV_A, k, 0);
        long akInf = lookupPackedInfinity(INV_A, k, 0);
        long iak = lookupPacked(INV, i, 0) ^ ak;
        long iakInf = lookupPackedInfinity(INV, i, 0) ^ akInf;
        long jak = lookupPacked(INV, j, 0) ^ ak;
        long jakInf = lookupPackedInfinity(INV, j, 0) ^ akInf;
        long io = lookupPacked(INV, iak, iakInf) ^ j;
        long ioInf = lookupPackedInfinity(INV, iak, iakInf);
        long jo = lookupPacked(INV, jak, jakInf) ^ i;
        long joInf = lookupPackedInfinity(INV, jak, jakInf);
        s[0] = (io & LOW_NIBBLES) | ((ioInf & LOW_NIBBLE_TOPS) << 4);
        s[1] = ((io >>> 4) & LOW_NIBBLES) | (ioInf & HIGH_BITS);
        s[2] = (jo & LOW_NIBBLES) | ((joInf & LOW_NIBBLE_TOPS) << 4);
        s[3] = ((jo >>> 4) & LOW_NIBBLES) | (joInf & HIGH_BITS);
    }

    /** A GF(2)-linear map of bytes given as its images of low and high nibbles. */
    private static long linear(NibbleTable lo, NibbleTable hi, @Secret long x) {
        return lookup(lo, x & LOW_NIBBLES) ^ lookup(hi, (x >>> 4) & LOW_NIBBLES);
    }

    /**
     * The S-box part of an encryption round for two vectors in basis M:
     * {@code s[0..2) = M(A(1/x))} and {@code s[2..4) = M(2 A(1/x))} for x = x0, x1.
     */
    static void encSubBytes(@Secret long x0, @Secret long x1, long[] s) {
        invert(x0, x1, s);
        long io0 = s[0];
        long io1 = s[1];
        long jo0 = s[2];
        long jo1 = s[3];
        s[0] = lookup(SB1U, io0) ^ lookup(SB1T, jo0);
        s[1] = lookup(SB1U, io1) ^ lookup(SB1T, jo1);
        s[2] = lookup(SB2U, io0) ^ lookup(SB2T, jo0);
        s[3] = lookup(SB2U, io1) ^ lookup(SB2T, jo1);
    }

    /**
     * The S-box part of a decryption round for two vectors in basis D: {@code s[0..2)},
     * {@code s[2..4)}, {@code s[4..6)}, {@code s[6..8)} = D(c / x) for c = 9, 0xD, 0xB, 0xE.
     */
    static void decSubBytes(@Secret long x0, @Secret long x1, long[] s) {
        invert(x0, x1, s);
        long io0 = s[0];
        long io1 = s[1];
        long jo0 = s[2];
        long jo1 = s[3];
        s[0] = lookup(DSB9U, io0) ^ lookup(DSB9T, jo0);
        s[1] = lookup(DSB9U, io1) ^ lookup(DSB9T, jo1);
        s[2] = lookup(DSBDU, io0) ^ lookup(DSBDT, jo0);
        s[3] = lookup(DSBDU, io1) ^ lookup(DSBDT, jo1);
        s[4] = lookup(DSBBU, io0) ^ lookup(DSBBT, jo0);
        s[5] = lookup(DSBBU, io1) ^ lookup(DSBBT, jo1);
        s[6] = lookup(DSBEU, io0) ^ lookup(DSBET, jo0);
        s[7] = lookup(DSBEU, io1) ^ lookup(DSBET, jo1);
    }

    /** The last round's S-box for two vectors: {@code s[0..2) = u(io) + t(jo)}, AES basis out. */
    static void lastSubBytes(NibbleTable u, NibbleTable t, @Secret long x0, @Secret long x1, long[] s) {
        invert(x0, x1, s);
        long io0 = s[0];
        long io1 = s[1];
        long jo0 = s[2];
        long jo1 = s[3];
        s[0] = lookup(u, io0) ^ lookup(t, jo0);
        s[1] = lookup(u, io1) ^ lookup(t, jo1);
    }

    /**
     * The AES S-box on eight byte lanes (AES basis in and out), for the key schedule: basis
     * change, inversion, affine map. {@code s} is scratch of at least 4 longs.
     */
    static long subBytes(@Secret long x, long[] s) {
        lastSubBytes(SBOU, SBOT, linear(IPT_LO, IPT_HI, x), 0, s);
        return s[0] ^ 0x6363636363636363L;
    }

    // ---- Encryption --------------------------------------------------------------------

    /**
     * MixColumns of one block plus its key term, from A = S-box output + key and 2A (the halves
     * of each); writes the new state to {@code state[at..at+2)}.
     * B = rot(A), D = rot^3(A), t = 2A + B, out = t + D + rot(t) = 2A + 3B + C + D.
     */
    static void encMix(BytePermutation rot, BytePermutation back, @Secret long aLo, @Secret long aHi,
                               @Secret long a2Lo, @Secret long a2Hi, long[] state, int at) {
        long tLo = a2Lo ^ rot.lo(aLo, aHi);                    // 2A + B
        long tHi = a2Hi ^ rot.hi(aLo, aHi);
        long dLo = tLo ^ back.lo(aLo, aHi);                    // 2A + B + D
        long dHi = tHi ^ back.hi(aLo, aHi);
        state[at] = dLo ^ rot.lo(tLo, tHi);                    // + 2B + C
        state[at + 1] = dHi ^ rot.hi(tLo, tHi);
    }

    /** Encrypts {@code block[0..2)} in place with encryption keys in vpaes form; {@code s} is scratch. */
    static void encrypt(long[] rk, int rounds, long[] block, long[] s) {
        long lo = linear(IPT_LO, IPT_HI, block[0]) ^ rk[0];
        long hi = linear(IPT_LO, IPT_HI, block[1]) ^ rk[1];
        for (int r = 1; r < rounds; r++) {
            encSubBytes(lo, hi, s);
            encMix(ENC_ROTATE[r & 3], ENC_ROTATE_BACK[r & 3],
                    s[0] ^ rk[2 * r], s[1] ^ rk[2 * r + 1], s[2], s[3], s, 0);
            lo = s[0];
            hi = s[1];
        }
        lastSubBytes(SBOU, SBOT, lo, hi, s);
        long sLo = s[0] ^ rk[2 * rounds];
        long sHi = s[1] ^ rk[2 * rounds + 1];
        BytePermutation out = ENC_OUT[rounds & 3];
        block[0] = out.lo(sLo, sHi);
        block[1] = out.hi(sLo, sHi);
    }

    /**
     * Encrypts two blocks, {@code block[0..2)} and {@code block[2..4)}, in place: the same steps
     * as {@link #encrypt}, with the S-box steps of the two blocks' matching halves computed
     * together so that their table lookups share loads and their dependency chains overlap.
     */
    static void encrypt2(long[] rk, int rounds, long[] block, long[] sLo, long[] sHi) {
        long lo0 = linear(IPT_LO, IPT_HI, block[0]) ^ rk[0];
        long hi0 = linear(IPT_LO, IPT_HI, block[1]) ^ rk[1];
        long lo1 = linear(IPT_LO, IPT_HI, block[2]) ^ rk[0];
        long hi1 = linear(IPT_LO, IPT_HI, block[3]) ^ rk[1];
        for (int r = 1; r < rounds; r++) {
            encSubBytes(lo0, lo1, sLo);
            encSubBytes(hi0, hi1, sHi);
            long kLo = rk[2 * r];
            long kHi = rk[2 * r + 1];
            BytePermutation rot = ENC_ROTATE[r & 3];
            BytePermutation back = ENC_ROTATE_BACK[r & 3];
            encMix(rot, back, sLo[0] ^ kLo, sHi[0] ^ kHi, sLo[2], sHi[2], block, 0);
            encMix(rot, back, sLo[1] ^ kLo, sHi[1] ^ kHi, sLo[3], sHi[3], block, 2);
            lo0 = block[0];
            hi0 = block[1];
            lo1 = block[2];
            hi1 = block[3];
        }
        lastSubBytes(SBOU, SBOT, lo0, lo1, sLo);
        lastSubBytes(SBOU, SBOT, hi0, hi1, sHi);
        long kLo = rk[2 * rounds];
        long kHi = rk[2 * rounds + 1];
        BytePermutation out = ENC_OUT[rounds & 3];
        block[0] = out.lo(sLo[0] ^ kLo, sHi[0] ^ kHi);
        block[1] = out.hi(sLo[0] ^ kLo, sHi[0] ^ kHi);
        block[2] = out.lo(sLo[1] ^ kLo, sHi[1] ^ kHi);
        block[3] = out.hi(sLo[1] ^ kLo, sHi[1] ^ kHi);
    }

    // ---- Decryption --------------------------------------------------------------------

    /**
     * InvMixColumns of one block from its four coefficient terms, plus the round key, evaluated
     * Horner-style: {@code ((9 rot + D) rot + B) rot + E}. Term c (9, D, B, E for c = 0..3) of
     * the block's low half is {@code lo[loAt + 2c]}, of its high half {@code hi[hiAt + 2c]}
     * (the layout {@link #decSubBytes} writes). Writes the new state to {@code state[at..at+2)}.
     */
    static void decMix(BytePermutation rot, long[] lo, int loAt, long[] hi, int hiAt,
                               @Secret long kLo, @Secret long kHi, long[] state, int at) {
        long hLo = lo[loAt];
        long hHi = hi[hiAt];
        for (int c = 1; c < 4; c++) {
            long nLo = rot.lo(hLo, hHi) ^ lo[loAt + 2 * c];
            long nHi = rot.hi(hLo, hHi) ^ hi[hiAt + 2 * c];
            hLo = nLo;
            hHi = nHi;
        }
        state[at] = hLo ^ kLo;
        state[at + 1] = hHi ^ kHi;
    }

    /** Decrypts {@code block[0..2)} in place with decryption keys in vpaes form; {@code s} is scratch. */
    static void decrypt(long[] rk, int rounds, long[] block, long[] s) {
        long lo = linear(DIPT_LO, DIPT_HI, block[0]) ^ rk[0];
        long hi = linear(DIPT_LO, DIPT_HI, block[1]) ^ rk[1];
        for (int r = 1; r < rounds; r++) {
            decSubBytes(lo, hi, s);
            decMix(DEC_ROTATE[r & 3], s, 0, s, 1, rk[2 * r], rk[2 * r + 1], block, 0);
            lo = block[0];
            hi = block[1];
        }
        lastSubBytes(DSBOU, DSBOT, lo, hi, s);
        long sLo = s[0] ^ rk[2 * rounds];
        long sHi = s[1] ^ rk[2 * rounds + 1];
        BytePermutation out = DEC_OUT[rounds & 3];
        block[0] = out.lo(sLo, sHi);
        block[1] = out.hi(sLo, sHi);
    }

    /** Decrypts two blocks in place, their matching halves together as in {@link #encrypt2}. */
    static void decrypt2(long[] rk, int rounds, long[] block, long[] sLo, long[] sHi) {
        long lo0 = linear(DIPT_LO, DIPT_HI, block[0]) ^ rk[0];
        long hi0 = linear(DIPT_LO, DIPT_HI, block[1]) ^ rk[1];
        long lo1 = linear(DIPT_LO, DIPT_HI, block[2]) ^ rk[0];
        long hi1 = linear(DIPT_LO, DIPT_HI, block[3]) ^ rk[1];
        for (int r = 1; r < rounds; r++) {
            decSubBytes(lo0, lo1, sLo);
            decSubBytes(hi0, hi1, sHi);
            BytePermutation rot = DEC_ROTATE[r & 3];
            decMix(rot, sLo, 0, sHi, 0, rk[2 * r], rk[2 * r + 1], block, 0);
            decMix(rot, sLo, 1, sHi, 1, rk[2 * r], rk[2 * r + 1], block, 2);
            lo0 = block[0];
            hi0 = block[1];
            lo1 = block[2];
            hi1 = block[3];
        }
        lastSubBytes(DSBOU, DSBOT, lo0, lo1, sLo);
        lastSubBytes(DSBOU, DSBOT, hi0, hi1, sHi);
        long kLo = rk[2 * rounds];
        long kHi = rk[2 * rounds + 1];
        BytePermutation out = DEC_OUT[rounds & 3];
        block[0] = out.lo(sLo[0] ^ kLo, sHi[0] ^ kHi);
        block[1] = out.hi(sLo[0] ^ kLo, sHi[0] ^ kHi);
        block[2] = out.lo(sLo[1] ^ kLo, sHi[1] ^ kHi);
        block[3] = out.hi(sLo[1] ^ kLo, sHi[1] ^ kHi);
    }
}
