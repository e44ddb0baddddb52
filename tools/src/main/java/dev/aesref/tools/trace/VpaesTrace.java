package dev.aesref.tools.trace;

import dev.aesref.internal.vpaes.VpaesSteps;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The one-block rounds of {@code VpaesCore} one round at a time, for {@code aesref trace --engine
 * vpaes}: after each round, the sixteen byte lanes as the engine holds them and the same state
 * read back as FIPS-197 bytes.
 *
 * <p>What the engine holds between rounds (Hamburg 2009, sections 3 and 4; the engine's {@code Layout}):
 * <ul>
 *   <li>encryption: after round {@code r}, FIPS-197's {@code round[r+1].start} with every byte in
 *       basis M ({@link VpaesSteps#towerBasis}), lane {@code q} holding FIPS byte
 *       {@code pi_r[q]} ({@link VpaesSteps#encLayout}); ShiftRows is never done, the layout moves
 *       instead;</li>
 *   <li>decryption (FIPS-197's equivalent inverse cipher, section 5.3.5): after round {@code r},
 *       {@code round[r+1].istart} in basis D ({@link VpaesSteps#decryptionBasis}) XOR
 *       {@code d63} in every lane, in layout {@link VpaesSteps#decLayout}.</li>
 * </ul>
 * The read-back inverts the basis change by a table derived here from the basis map (a bijection
 * on bytes) and undoes the layout. The last round's tables give AES-basis bytes, still in the
 * last layout, which one permutation puts in order. The steps run the engine's own functions
 * ({@link VpaesSteps#encSubBytes}, {@link VpaesSteps#decSubBytes}, {@link VpaesSteps#encMix},
 * {@link VpaesSteps#decMix}) in the loops of {@code VpaesCore.encrypt} and {@code VpaesCore.decrypt},
 * written out here with a record after each round; {@code VpaesTraceTest} checks
 * every step against the FIPS-197 engine and the last against the {@code vpaes} engine.
 *
 * <p>This is a teaching aid: it shows every intermediate value.
 */
public final class VpaesTrace {

    /**
     * One state after a step.
     *
     * @param step what the engine did
     * @param round the FIPS-197 round of the value this state corresponds to
     * @param label its Appendix C label
     * @param lanes the sixteen byte lanes as the engine holds them
     * @param layout lane {@code q} holds FIPS-197 byte {@code layout[q]} (4 column + row)
     * @param basis the basis of the lanes: "M", "D + d63", "AES", or a round key's form ("M x C + M(63)",
     *     "AES + 63")
     * @param fips the state read back as FIPS-197 bytes
     */
    public record Step(String step, int round, String label, byte[] lanes, int[] layout, String basis,
                       byte[] fips) {}

    static final int[] FROM_M = inverseOf(VpaesSteps::towerBasis);
    static final int[] FROM_D = inverseOf(VpaesSteps::decryptionBasis);

    /** The S-box step of an encryption round: the state's two halves in, the outputs in {@code s}. */
    @FunctionalInterface
    public interface SubBytes {
        void apply(long lo, long hi, long[] s);
    }

    /**
     * The functions the cipher's middle rounds run ahead of MixColumns: the engine's
     * ({@link #CORE}), or a test's deliberately wrong ones, which the trace must show failing at
     * the round they break.
     */
    public record Rounds(SubBytes subBytes) {

        /** The engine's: {@link VpaesSteps#encSubBytes}. */
        public static final Rounds CORE = new Rounds(VpaesSteps::encSubBytes);
    }

    private VpaesTrace() {}

    /** The rounds of the cipher on {@code plaintext} under {@code key}. */
    public static List<Step> encrypt(byte[] key, byte[] plaintext) {
        return encrypt(key, plaintext, Rounds.CORE);
    }

    /** {@link #encrypt(byte[], byte[])} with these functions. */
    public static List<Step> encrypt(byte[] key, byte[] plaintext, Rounds functions) {
        final int rounds = rounds(key);
        checkBlock("plaintext", plaintext);
        final long[] rk = keys(key, rounds, true);
        long lo = VpaesSteps.towerBasis(littleEndian(plaintext, 0)) ^ rk[0];
        long hi = VpaesSteps.towerBasis(littleEndian(plaintext, 8)) ^ rk[1];
        final List<Step> steps = new ArrayList<>();
        steps.add(step("basis change (ipt), add key 0", 1, "start", lo, hi, VpaesSteps.encLayout(0), "M", FROM_M, 0));
        final long[] s = new long[VpaesSteps.SCRATCH];
        final long[] state = new long[2];
        for (int r = 1; r < rounds; r++) {
            functions.subBytes().apply(lo, hi, s);
            VpaesSteps.encMix(r, s[0] ^ rk[2 * r], s[1] ^ rk[2 * r + 1], s[2], s[3], state);
            lo = state[0];
            hi = state[1];
            steps.add(step("S-box in the tower field, MixColumns by rotations, add key " + r, r + 1, "start",
                    lo, hi, VpaesSteps.encLayout(r), "M", FROM_M, 0));
        }
        VpaesSteps.encLastSubBytes(lo, hi, s);
        lo = s[0] ^ rk[2 * rounds];
        hi = s[1] ^ rk[2 * rounds + 1];
        steps.add(step("last S-box (sbo, AES basis), add key " + rounds, rounds, "output", lo, hi,
                VpaesSteps.encLayout(rounds), "AES", null, 0));
        return steps;
    }

    /** The rounds of the equivalent inverse cipher on {@code ciphertext} under {@code key}. */
    public static List<Step> decrypt(byte[] key, byte[] ciphertext) {
        final int rounds = rounds(key);
        checkBlock("ciphertext", ciphertext);
        final long[] rk = keys(key, rounds, false);
        long lo = VpaesSteps.decryptionBasis(littleEndian(ciphertext, 0)) ^ rk[0];
        long hi = VpaesSteps.decryptionBasis(littleEndian(ciphertext, 8)) ^ rk[1];
        final int d63 = VpaesSteps.d63();
        final List<Step> steps = new ArrayList<>();
        steps.add(step("basis change (dipt), add key " + rounds, 1, "istart", lo, hi, VpaesSteps.decLayout(0), "D + d63",
                FROM_D, d63));
        final long[] s = new long[VpaesSteps.SCRATCH];
        final long[] state = new long[2];
        for (int r = 1; r < rounds; r++) {
            VpaesSteps.decSubBytes(lo, hi, s);
            VpaesSteps.decMix(r, s, rk[2 * r], rk[2 * r + 1], state);
            lo = state[0];
            hi = state[1];
            steps.add(step("inverse S-box in the tower field, InvMixColumns by rotations, add key " + (rounds - r),
                    r + 1, "istart", lo, hi, VpaesSteps.decLayout(r), "D + d63", FROM_D, d63));
        }
        VpaesSteps.decLastSubBytes(lo, hi, s);
        lo = s[0] ^ rk[2 * rounds];
        hi = s[1] ^ rk[2 * rounds + 1];
        steps.add(step("last inverse S-box (dsbo, AES basis), add key 0", rounds, "ioutput", lo, hi,
                VpaesSteps.decLayout(rounds), "AES", null, 0));
        return steps;
    }

    /**
     * The encryption round keys as the engine holds them ({@link VpaesSteps#encryptionKeys}),
     * one step per round, labelled {@code k_sch}, each read back to FIPS-197's round key from
     * the engine's form alone:
     * <ul>
     *   <li>round 0: basis M, in order; read back through the basis inverse;</li>
     *   <li>rounds 1..Nr-1: basis M, in the layout of that round, multiplied by the circulant
     *       {@code C = rot + rot^2 + rot^3} (rot being MixColumns' row rotation in that layout,
     *       {@link VpaesSteps#rotateIn}), plus M(0x63) in every lane. C is its own inverse: rot has
     *       order 4, so over GF(2) {@code C^2 = rot^2 + rot^4 + rot^6 = rot^2 + 1 + rot^2 = 1}
     *       (the cross terms come in pairs). The read-back removes M(0x63), applies C, undoes
     *       the layout and the basis;</li>
     *   <li>round Nr: AES basis plus 0x63, in the last layout.</li>
     * </ul>
     */
    public static List<Step> keySchedule(byte[] key) {
        final int rounds = rounds(key);
        final long[] rk = keys(key, rounds, true);
        final List<Step> steps = new ArrayList<>();
        steps.add(step("round key 0: basis M", 0, "k_sch", rk[0], rk[1], identity(), "M", FROM_M, 0));
        final int s63 = VpaesSteps.s63();
        for (int r = 1; r < rounds; r++) {
            final int[] layout = VpaesSteps.encLayout(r);
            final int[] rot = VpaesSteps.rotateIn(layout);
            final byte[] held = step("", r, "", rk[2 * r], rk[2 * r + 1], layout, "", FROM_M, 0).lanes();
            final byte[] y = new byte[16];
            for (int q = 0; q < 16; q++) {
                y[q] = (byte) (held[q] ^ s63);
            }
            final byte[] once = permute(y, rot);
            final byte[] twice = permute(once, rot);
            final byte[] thrice = permute(twice, rot);
            final byte[] unmixed = new byte[16];
            for (int q = 0; q < 16; q++) {
                unmixed[q] = (byte) (once[q] ^ twice[q] ^ thrice[q]);
            }
            final byte[] fips = step("", r, "", littleEndian(unmixed, 0), littleEndian(unmixed, 8), layout, "",
                    FROM_M, 0).fips();
            steps.add(new Step("round key " + r + ": basis M, x (rot + rot^2 + rot^3), + M(63)", r, "k_sch", held,
                    layout, "M x C + M(63)", fips));
        }
        steps.add(step("round key " + rounds + ": AES basis, + 63", rounds, "k_sch", rk[2 * rounds],
                rk[2 * rounds + 1], VpaesSteps.encLayout(rounds), "AES + 63", null, 0x63));
        return steps;
    }

    /** pshufb with a public control: lane {@code q} of the result is lane {@code control[q]} of {@code v}. */
    private static byte[] permute(byte[] v, int[] control) {
        final byte[] out = new byte[16];
        for (int q = 0; q < 16; q++) {
            out[q] = v[control[q]];
        }
        return out;
    }

    /**
     * The lanes as two lines of 58 columns: each lane's byte as the engine holds it, and which
     * FIPS-197 byte ({@code 4 column + row}) it stands for.
     */
    public static List<String> lanes(Step step) {
        final StringBuilder bytes = new StringBuilder("lane byte");
        final StringBuilder holds = new StringBuilder("FIPS byte");
        for (int q = 0; q < 16; q++) {
            bytes.append(String.format(" %02x", step.lanes()[q] & 0xFF));
            holds.append(String.format(" %2d", step.layout()[q]));
        }
        return List.of(bytes.toString(), holds.toString());
    }

    static int rounds(byte[] key) {
        return VpaesSteps.rounds(key);
    }

    static void checkBlock(String name, byte[] block) {
        Objects.requireNonNull(block, name);
        if (block.length != 16) {
            throw new IllegalArgumentException(name + " length must be 16 bytes (one AES block), got "
                    + block.length + " bytes");
        }
    }

    static long[] keys(byte[] key, int rounds, boolean encryption) {
        return encryption ? VpaesSteps.encryptionKeys(key) : VpaesSteps.decryptionKeys(key);
    }

    /** Eight bytes as a little-endian long: lane {@code q} in bits {@code 8q..8q+7}. */
    static long littleEndian(byte[] b, int off) {
        long v = 0;
        for (int i = 7; i >= 0; i--) {
            v = v << 8 | (b[off + i] & 0xFF);
        }
        return v;
    }

    /** The layout in which lane {@code q} holds FIPS-197 byte {@code q}. */
    static int[] identity() {
        final int[] layout = new int[16];
        for (int q = 0; q < 16; q++) {
            layout[q] = q;
        }
        return layout;
    }

    /** The lanes, and the FIPS-197 bytes: XOR {@code offset}, back from the basis, out of the layout. */
    static Step step(String what, int round, String label, long lo, long hi, int[] layout, String basis,
                             int[] fromBasis, int offset) {
        final byte[] lanes = new byte[16];
        for (int q = 0; q < 8; q++) {
            lanes[q] = (byte) (lo >>> (8 * q));
            lanes[8 + q] = (byte) (hi >>> (8 * q));
        }
        final byte[] fips = new byte[16];
        for (int q = 0; q < 16; q++) {
            final int b = (lanes[q] ^ offset) & 0xFF;
            fips[layout[q]] = (byte) (fromBasis == null ? b : fromBasis[b]);
        }
        return new Step(what, round, label, lanes, layout, basis, fips);
    }

    /** The inverse of a bytewise basis map, as a table: {@code inverse[map(x)] = x}. */
    static int[] inverseOf(java.util.function.LongUnaryOperator basis) {
        final int[] inverse = new int[256];
        java.util.Arrays.fill(inverse, -1);
        for (int x = 0; x < 256; x++) {
            final int y = (int) (basis.applyAsLong(x) & 0xFF);
            if (inverse[y] != -1) {
                throw new IllegalStateException("the basis map is not a bijection: " + x + " and " + inverse[y]
                        + " both give " + y);
            }
            inverse[y] = x;
        }
        return inverse;
    }
}
