package dev.aesref.vpaes;

import static dev.aesref.vpaes.Shuffle.lookup;

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
 */
final class VpaesCore {

    private static final long LOW_NIBBLES = 0x0F0F0F0F0F0F0F0FL;

    private static final VpaesTables T = VpaesTables.STANDARD;
    private static final NibbleTable INV = T.inv;
    private static final NibbleTable INV_A = T.invA;
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

    private static final BytePermutation[] ENC_ROTATE = new BytePermutation[4];
    private static final BytePermutation[] ENC_ROTATE_BACK = new BytePermutation[4];
    private static final BytePermutation[] ENC_OUT = new BytePermutation[4];
    private static final BytePermutation[] DEC_ROTATE = new BytePermutation[4];
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

    // ---- The tower-field inversion network (TowerField), on eight lanes -------------------

    /** {@code io = 1/(1/i + a/k) + j} for each lane of x = (i, k), j = i + k. */
    static long io(long x) {
        long k = x & LOW_NIBBLES;
        long i = (x >>> 4) & LOW_NIBBLES;
        long j = i ^ k;
        long iak = lookup(INV, i) ^ lookup(INV_A, k);
        return lookup(INV, iak) ^ j;
    }

    /** {@code jo = 1/(1/j + a/k) + i}. */
    static long jo(long x) {
        long k = x & LOW_NIBBLES;
        long i = (x >>> 4) & LOW_NIBBLES;
        long j = i ^ k;
        long jak = lookup(INV, j) ^ lookup(INV_A, k);
        return lookup(INV, jak) ^ i;
    }

    /** A GF(2)-linear map of bytes given as its images of low and high nibbles. */
    private static long linear(NibbleTable lo, NibbleTable hi, long x) {
        return lookup(lo, x & LOW_NIBBLES) ^ lookup(hi, (x >>> 4) & LOW_NIBBLES);
    }

    /** f(1/X) from the network outputs, for the tables (u, t) of f. */
    private static long output(NibbleTable u, NibbleTable t, long io, long jo) {
        return lookup(u, io) ^ lookup(t, jo);
    }

    /**
     * The AES S-box on eight byte lanes (AES basis in and out), for the key schedule: basis
     * change, inversion, affine map.
     */
    static long subBytes(long x) {
        long y = linear(IPT_LO, IPT_HI, x);
        return output(SBOU, SBOT, io(y), jo(y)) ^ 0x6363636363636363L;
    }

    // ---- Encryption --------------------------------------------------------------------

    /** Encrypts {@code block[0..2)} in place with encryption keys in vpaes form. */
    static void encrypt(long[] rk, int rounds, long[] block) {
        long lo = linear(IPT_LO, IPT_HI, block[0]) ^ rk[0];
        long hi = linear(IPT_LO, IPT_HI, block[1]) ^ rk[1];
        for (int r = 1; r < rounds; r++) {
            long ioLo = io(lo);
            long joLo = jo(lo);
            long ioHi = io(hi);
            long joHi = jo(hi);
            long aLo = output(SB1U, SB1T, ioLo, joLo) ^ rk[2 * r];
            long aHi = output(SB1U, SB1T, ioHi, joHi) ^ rk[2 * r + 1];
            long a2Lo = output(SB2U, SB2T, ioLo, joLo);
            long a2Hi = output(SB2U, SB2T, ioHi, joHi);
            BytePermutation rot = ENC_ROTATE[r & 3];
            BytePermutation back = ENC_ROTATE_BACK[r & 3];
            long tLo = a2Lo ^ rot.lo(aLo, aHi);                    // 2A + B
            long tHi = a2Hi ^ rot.hi(aLo, aHi);
            long dLo = tLo ^ back.lo(aLo, aHi);                    // 2A + B + D
            long dHi = tHi ^ back.hi(aLo, aHi);
            lo = dLo ^ rot.lo(tLo, tHi);                           // + 2B + C
            hi = dHi ^ rot.hi(tLo, tHi);
        }
        long sLo = output(SBOU, SBOT, io(lo), jo(lo)) ^ rk[2 * rounds];
        long sHi = output(SBOU, SBOT, io(hi), jo(hi)) ^ rk[2 * rounds + 1];
        BytePermutation out = ENC_OUT[rounds & 3];
        block[0] = out.lo(sLo, sHi);
        block[1] = out.hi(sLo, sHi);
    }

    /**
     * Encrypts two blocks, {@code block[0..2)} and {@code block[2..4)}, in place: the same steps
     * as {@link #encrypt}, interleaved so that the CPU can overlap the two dependency chains.
     */
    static void encrypt2(long[] rk, int rounds, long[] block) {
        long lo0 = linear(IPT_LO, IPT_HI, block[0]) ^ rk[0];
        long hi0 = linear(IPT_LO, IPT_HI, block[1]) ^ rk[1];
        long lo1 = linear(IPT_LO, IPT_HI, block[2]) ^ rk[0];
        long hi1 = linear(IPT_LO, IPT_HI, block[3]) ^ rk[1];
        for (int r = 1; r < rounds; r++) {
            long kLo = rk[2 * r];
            long kHi = rk[2 * r + 1];
            long ioLo0 = io(lo0);
            long ioLo1 = io(lo1);
            long joLo0 = jo(lo0);
            long joLo1 = jo(lo1);
            long ioHi0 = io(hi0);
            long ioHi1 = io(hi1);
            long joHi0 = jo(hi0);
            long joHi1 = jo(hi1);
            long aLo0 = output(SB1U, SB1T, ioLo0, joLo0) ^ kLo;
            long aLo1 = output(SB1U, SB1T, ioLo1, joLo1) ^ kLo;
            long aHi0 = output(SB1U, SB1T, ioHi0, joHi0) ^ kHi;
            long aHi1 = output(SB1U, SB1T, ioHi1, joHi1) ^ kHi;
            long a2Lo0 = output(SB2U, SB2T, ioLo0, joLo0);
            long a2Lo1 = output(SB2U, SB2T, ioLo1, joLo1);
            long a2Hi0 = output(SB2U, SB2T, ioHi0, joHi0);
            long a2Hi1 = output(SB2U, SB2T, ioHi1, joHi1);
            BytePermutation rot = ENC_ROTATE[r & 3];
            BytePermutation back = ENC_ROTATE_BACK[r & 3];
            long tLo0 = a2Lo0 ^ rot.lo(aLo0, aHi0);
            long tLo1 = a2Lo1 ^ rot.lo(aLo1, aHi1);
            long tHi0 = a2Hi0 ^ rot.hi(aLo0, aHi0);
            long tHi1 = a2Hi1 ^ rot.hi(aLo1, aHi1);
            long dLo0 = tLo0 ^ back.lo(aLo0, aHi0);
            long dLo1 = tLo1 ^ back.lo(aLo1, aHi1);
            long dHi0 = tHi0 ^ back.hi(aLo0, aHi0);
            long dHi1 = tHi1 ^ back.hi(aLo1, aHi1);
            lo0 = dLo0 ^ rot.lo(tLo0, tHi0);
            lo1 = dLo1 ^ rot.lo(tLo1, tHi1);
            hi0 = dHi0 ^ rot.hi(tLo0, tHi0);
            hi1 = dHi1 ^ rot.hi(tLo1, tHi1);
        }
        long kLo = rk[2 * rounds];
        long kHi = rk[2 * rounds + 1];
        long sLo0 = output(SBOU, SBOT, io(lo0), jo(lo0)) ^ kLo;
        long sLo1 = output(SBOU, SBOT, io(lo1), jo(lo1)) ^ kLo;
        long sHi0 = output(SBOU, SBOT, io(hi0), jo(hi0)) ^ kHi;
        long sHi1 = output(SBOU, SBOT, io(hi1), jo(hi1)) ^ kHi;
        BytePermutation out = ENC_OUT[rounds & 3];
        block[0] = out.lo(sLo0, sHi0);
        block[1] = out.hi(sLo0, sHi0);
        block[2] = out.lo(sLo1, sHi1);
        block[3] = out.hi(sLo1, sHi1);
    }

    // ---- Decryption --------------------------------------------------------------------

    /** Decrypts {@code block[0..2)} in place with decryption keys in vpaes form. */
    static void decrypt(long[] rk, int rounds, long[] block) {
        long lo = linear(DIPT_LO, DIPT_HI, block[0]) ^ rk[0];
        long hi = linear(DIPT_LO, DIPT_HI, block[1]) ^ rk[1];
        for (int r = 1; r < rounds; r++) {
            long ioLo = io(lo);
            long joLo = jo(lo);
            long ioHi = io(hi);
            long joHi = jo(hi);
            BytePermutation rot = DEC_ROTATE[r & 3];
            long hLo = output(DSB9U, DSB9T, ioLo, joLo);
            long hHi = output(DSB9U, DSB9T, ioHi, joHi);
            long nLo = rot.lo(hLo, hHi) ^ output(DSBDU, DSBDT, ioLo, joLo);
            long nHi = rot.hi(hLo, hHi) ^ output(DSBDU, DSBDT, ioHi, joHi);
            hLo = rot.lo(nLo, nHi) ^ output(DSBBU, DSBBT, ioLo, joLo);
            hHi = rot.hi(nLo, nHi) ^ output(DSBBU, DSBBT, ioHi, joHi);
            lo = rot.lo(hLo, hHi) ^ output(DSBEU, DSBET, ioLo, joLo) ^ rk[2 * r];
            hi = rot.hi(hLo, hHi) ^ output(DSBEU, DSBET, ioHi, joHi) ^ rk[2 * r + 1];
        }
        long sLo = output(DSBOU, DSBOT, io(lo), jo(lo)) ^ rk[2 * rounds];
        long sHi = output(DSBOU, DSBOT, io(hi), jo(hi)) ^ rk[2 * rounds + 1];
        BytePermutation out = DEC_OUT[rounds & 3];
        block[0] = out.lo(sLo, sHi);
        block[1] = out.hi(sLo, sHi);
    }

    /** Decrypts two blocks in place, interleaved as in {@link #encrypt2}. */
    static void decrypt2(long[] rk, int rounds, long[] block) {
        long lo0 = linear(DIPT_LO, DIPT_HI, block[0]) ^ rk[0];
        long hi0 = linear(DIPT_LO, DIPT_HI, block[1]) ^ rk[1];
        long lo1 = linear(DIPT_LO, DIPT_HI, block[2]) ^ rk[0];
        long hi1 = linear(DIPT_LO, DIPT_HI, block[3]) ^ rk[1];
        for (int r = 1; r < rounds; r++) {
            long ioLo0 = io(lo0);
            long ioLo1 = io(lo1);
            long joLo0 = jo(lo0);
            long joLo1 = jo(lo1);
            long ioHi0 = io(hi0);
            long ioHi1 = io(hi1);
            long joHi0 = jo(hi0);
            long joHi1 = jo(hi1);
            BytePermutation rot = DEC_ROTATE[r & 3];
            long hLo0 = output(DSB9U, DSB9T, ioLo0, joLo0);
            long hLo1 = output(DSB9U, DSB9T, ioLo1, joLo1);
            long hHi0 = output(DSB9U, DSB9T, ioHi0, joHi0);
            long hHi1 = output(DSB9U, DSB9T, ioHi1, joHi1);
            long nLo0 = rot.lo(hLo0, hHi0) ^ output(DSBDU, DSBDT, ioLo0, joLo0);
            long nLo1 = rot.lo(hLo1, hHi1) ^ output(DSBDU, DSBDT, ioLo1, joLo1);
            long nHi0 = rot.hi(hLo0, hHi0) ^ output(DSBDU, DSBDT, ioHi0, joHi0);
            long nHi1 = rot.hi(hLo1, hHi1) ^ output(DSBDU, DSBDT, ioHi1, joHi1);
            hLo0 = rot.lo(nLo0, nHi0) ^ output(DSBBU, DSBBT, ioLo0, joLo0);
            hLo1 = rot.lo(nLo1, nHi1) ^ output(DSBBU, DSBBT, ioLo1, joLo1);
            hHi0 = rot.hi(nLo0, nHi0) ^ output(DSBBU, DSBBT, ioHi0, joHi0);
            hHi1 = rot.hi(nLo1, nHi1) ^ output(DSBBU, DSBBT, ioHi1, joHi1);
            long kLo = rk[2 * r];
            long kHi = rk[2 * r + 1];
            lo0 = rot.lo(hLo0, hHi0) ^ output(DSBEU, DSBET, ioLo0, joLo0) ^ kLo;
            lo1 = rot.lo(hLo1, hHi1) ^ output(DSBEU, DSBET, ioLo1, joLo1) ^ kLo;
            hi0 = rot.hi(hLo0, hHi0) ^ output(DSBEU, DSBET, ioHi0, joHi0) ^ kHi;
            hi1 = rot.hi(hLo1, hHi1) ^ output(DSBEU, DSBET, ioHi1, joHi1) ^ kHi;
        }
        long kLo = rk[2 * rounds];
        long kHi = rk[2 * rounds + 1];
        long sLo0 = output(DSBOU, DSBOT, io(lo0), jo(lo0)) ^ kLo;
        long sLo1 = output(DSBOU, DSBOT, io(lo1), jo(lo1)) ^ kLo;
        long sHi0 = output(DSBOU, DSBOT, io(hi0), jo(hi0)) ^ kHi;
        long sHi1 = output(DSBOU, DSBOT, io(hi1), jo(hi1)) ^ kHi;
        BytePermutation out = DEC_OUT[rounds & 3];
        block[0] = out.lo(sLo0, sHi0);
        block[1] = out.hi(sLo0, sHi0);
        block[2] = out.lo(sLo1, sHi1);
        block[3] = out.hi(sLo1, sHi1);
    }
}
