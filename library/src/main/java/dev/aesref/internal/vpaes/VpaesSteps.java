package dev.aesref.internal.vpaes;

import dev.aesref.Ranges;

/**
 * The scalar {@code vpaes} engine's steps, for the tools' {@code aesref trace --engine vpaes}:
 * the round keys in the engine's form, the basis changes, the S-box and MixColumns functions of
 * {@link VpaesCore} for one round at a time, and the byte layouts the state moves through
 * ({@link Layout}).
 *
 * <p>This is the scalar tier's one door for the tools (module-info exports the package to them
 * only; {@link VectorSteps} is the {@code vpaes-vector} tier's). Each method is the engine's own
 * function, so a broken engine shows in the trace. It returns raw arrays, longs and ints, never
 * text: formatting belongs to the tools. A 128-bit state is two longs, {@code lo} holding lanes
 * 0..7 and {@code hi} lanes 8..15, lane {@code q} in bits {@code 8q..8q+7}.
 */
public final class VpaesSteps {

    /** Longs of scratch the S-box functions take: {@link VpaesCore#SCRATCH}. */
    public static final int SCRATCH = VpaesCore.SCRATCH;

    private VpaesSteps() {}

    /** {@code Nr} for a 16-, 24- or 32-byte key; any other length is rejected. */
    public static int rounds(byte[] key) {
        return Ranges.checkKey(key) / 32 + 6;
    }

    /** The encryption round keys as the engine holds them ({@link VpaesKeySchedule#encryptionKeys}). */
    public static long[] encryptionKeys(byte[] key) {
        return keys(key, true);
    }

    /** The decryption round keys as the engine holds them ({@link VpaesKeySchedule#decryptionKeys}). */
    public static long[] decryptionKeys(byte[] key) {
        return keys(key, false);
    }

    private static long[] keys(byte[] key, boolean encryption) {
        int rounds = rounds(key);
        long[] k = new long[2 * (rounds + 1)];
        VpaesKeySchedule.roundKeys(key, new int[4 * (rounds + 1)], new long[VpaesCore.SCRATCH], k);
        long[] rk = new long[2 * (rounds + 1)];
        if (encryption) {
            VpaesKeySchedule.encryptionKeys(k, rk);
        } else {
            VpaesKeySchedule.decryptionKeys(k, rk);
        }
        return rk;
    }

    /** The change to basis M, byte by byte, of eight lanes ({@link VpaesKeySchedule#towerBasis}). */
    public static long towerBasis(long x) {
        return VpaesKeySchedule.towerBasis(x);
    }

    /** The change to basis D, byte by byte, of eight lanes ({@link VpaesKeySchedule#decryptionBasis}). */
    public static long decryptionBasis(long x) {
        return VpaesKeySchedule.decryptionBasis(x);
    }

    /** M(0x63): the S-box constant in basis M. */
    public static int s63() {
        return VpaesTables.STANDARD.s63;
    }

    /** D(0x63): the S-box constant in basis D. */
    public static int d63() {
        return VpaesTables.STANDARD.d63;
    }

    /** The S-box of an encryption round ({@link VpaesCore#encSubBytes}); outputs in {@code s}. */
    public static void encSubBytes(long lo, long hi, long[] s) {
        VpaesCore.encSubBytes(lo, hi, s);
    }

    /**
     * MixColumns of encryption round {@code round} ({@link VpaesCore#encMix}, with that round's
     * rotations) from A = S-box output + key and 2A; the new state in {@code state[0..2)}.
     */
    public static void encMix(int round, long aLo, long aHi, long a2Lo, long a2Hi, long[] state) {
        VpaesCore.encMix(VpaesCore.ENC_ROTATE[round & 3], VpaesCore.ENC_ROTATE_BACK[round & 3], aLo, aHi,
                a2Lo, a2Hi, state, 0);
    }

    /** The last round's S-box ({@link VpaesCore#lastSubBytes} with sbou, sbot): AES-basis bytes in {@code s[0..2)}. */
    public static void encLastSubBytes(long lo, long hi, long[] s) {
        VpaesCore.lastSubBytes(VpaesTables.STANDARD.sbou, VpaesTables.STANDARD.sbot, lo, hi, s);
    }

    /** The inverse S-box of a decryption round ({@link VpaesCore#decSubBytes}); the four terms in {@code s}. */
    public static void decSubBytes(long lo, long hi, long[] s) {
        VpaesCore.decSubBytes(lo, hi, s);
    }

    /**
     * InvMixColumns of decryption round {@code round} ({@link VpaesCore#decMix}, with that round's
     * rotation) from the terms {@link #decSubBytes} left in {@code s}, plus the round key; the new
     * state in {@code state[0..2)}.
     */
    public static void decMix(int round, long[] s, long kLo, long kHi, long[] state) {
        VpaesCore.decMix(VpaesCore.DEC_ROTATE[round & 3], s, 0, s, 1, kLo, kHi, state, 0);
    }

    /** The last round's inverse S-box ({@link VpaesCore#lastSubBytes} with dsbou, dsbot). */
    public static void decLastSubBytes(long lo, long hi, long[] s) {
        VpaesCore.lastSubBytes(VpaesTables.STANDARD.dsbou, VpaesTables.STANDARD.dsbot, lo, hi, s);
    }

    /** Lane {@code q} holds FIPS-197 byte {@code layout[q]} after encryption round {@code round} ({@link Layout#encState}). */
    public static int[] encLayout(int round) {
        return Layout.encState(round);
    }

    /** The layout after decryption round {@code round} ({@link Layout#decState}). */
    public static int[] decLayout(int round) {
        return Layout.decState(round);
    }

    /** MixColumns' row rotation as seen in the stored layout {@code layout} ({@link Layout#rotateIn}). */
    public static int[] rotateIn(int[] layout) {
        return Layout.rotateIn(layout);
    }
}
