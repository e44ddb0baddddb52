package dev.aesref.internal.vpaes;

import dev.aesref.internal.ct.Pack;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code vpaes-vector} engine's rounds ({@link VectorRounds}) one step at a time, for
 * {@code aesref trace --engine vpaes-vector}: the 128-bit {@code ByteVector} after each round, and
 * the two vectors of the tower-field inversion network that each round starts with.
 *
 * <p>The steps are {@link VectorRounds}'s own methods ({@code encInput}, {@code invert},
 * {@code encOutput}, {@code encLast} and their decryption twins) on the engine's work area, in
 * the loop of {@link VectorRounds#encrypt} (one block; {@code encrypt2} runs the same steps on two
 * blocks, alternating). The state between rounds is {@link VpaesCore}'s, byte for byte: the same
 * basis and the same moving layout that {@link VpaesTrace} reads back, so each step is read back
 * the same way ({@link VpaesTrace#step}). Only the last step differs: the vector engine applies
 * the output permutation inside its last round ({@code rearrange(ENC_OUT)}), so its output lanes
 * are already in FIPS-197 order.
 *
 * <p>The network vectors are {@code io} and {@code jo} of {@link VectorRounds#invert}: one
 * nibble per lane, with the high bit set where the value is infinity (the inverse of 0,
 * {@link TowerField}): the lanes whose lookups pshufb's zeroing, and the Vector API's
 * {@code blend}, turn into 0.
 *
 * <p>Loading this class needs the {@code jdk.incubator.vector} module
 * ({@link dev.aesref.internal.ct.IncubatorModule}). This is a teaching aid: it shows every
 * intermediate value.
 */
public final class VectorTrace {

    /**
     * One state of the vector after a step.
     *
     * @param state the lanes, their layout and basis, and the FIPS-197 bytes they stand for
     * @param network the inversion network's {@code io} (bytes 0..15) and {@code jo} (16..31) that
     *     this step started from, or {@code null} for the input step, which has none
     */
    public record Step(VpaesTrace.Step state, byte[] network) {}

    private VectorTrace() {}

    /** The rounds of the cipher on {@code plaintext} under {@code key}. */
    public static List<Step> encrypt(byte[] key, byte[] plaintext) {
        final int rounds = VpaesTrace.rounds(key);
        VpaesTrace.checkBlock("plaintext", plaintext);
        final byte[] work = work(key, rounds);
        System.arraycopy(plaintext, 0, work, VectorRounds.BLOCK_0, 16);
        final List<Step> steps = new ArrayList<>();
        VectorRounds.encInput(work, VectorRounds.BLOCK_0, VectorRounds.KEYS);
        steps.add(step("basis change (ipt), add key 0", 1, "start", work, null, Layout.encState(0), "M",
                VpaesTrace.FROM_M, 0));
        for (int r = 1; r < rounds; r++) {
            VectorRounds.invert(work, VectorRounds.BLOCK_0, VectorRounds.NETWORK_0);
            final byte[] network = network(work);
            VectorRounds.encOutput(work, VectorRounds.NETWORK_0, VectorRounds.KEYS + 16 * r, r, VectorRounds.BLOCK_0);
            steps.add(step("S-box by the network, MixColumns by rearrange, add key " + r, r + 1,
                    "start", work, network, Layout.encState(r), "M", VpaesTrace.FROM_M, 0));
        }
        VectorRounds.invert(work, VectorRounds.BLOCK_0, VectorRounds.NETWORK_0);
        final byte[] network = network(work);
        VectorRounds.encLast(work, VectorRounds.NETWORK_0, VectorRounds.KEYS + 16 * rounds, rounds,
                VectorRounds.BLOCK_0);
        steps.add(step("last S-box (sbo), add key " + rounds + ", rearrange to FIPS order", rounds,
                "output", work, network, Layout.identity(), "AES", null, 0));
        return steps;
    }

    /** The rounds of the equivalent inverse cipher on {@code ciphertext} under {@code key}. */
    public static List<Step> decrypt(byte[] key, byte[] ciphertext) {
        final int rounds = VpaesTrace.rounds(key);
        VpaesTrace.checkBlock("ciphertext", ciphertext);
        final byte[] work = work(key, rounds);
        final int keys = VectorRounds.decKeys(rounds);
        final int d63 = VpaesTables.STANDARD.d63;
        System.arraycopy(ciphertext, 0, work, VectorRounds.BLOCK_0, 16);
        final List<Step> steps = new ArrayList<>();
        VectorRounds.decInput(work, VectorRounds.BLOCK_0, keys);
        steps.add(step("basis change (dipt), add key " + rounds, 1, "istart", work, null, Layout.decState(0),
                "D + d63", VpaesTrace.FROM_D, d63));
        for (int r = 1; r < rounds; r++) {
            VectorRounds.invert(work, VectorRounds.BLOCK_0, VectorRounds.NETWORK_0);
            final byte[] network = network(work);
            VectorRounds.decOutput(work, VectorRounds.NETWORK_0, keys + 16 * r, r, VectorRounds.BLOCK_0);
            steps.add(step("inverse S-box, InvMixColumns by rearrange, add key "
                    + (rounds - r), r + 1, "istart", work, network, Layout.decState(r), "D + d63",
                    VpaesTrace.FROM_D, d63));
        }
        VectorRounds.invert(work, VectorRounds.BLOCK_0, VectorRounds.NETWORK_0);
        final byte[] network = network(work);
        VectorRounds.decLast(work, VectorRounds.NETWORK_0, keys + 16 * rounds, rounds, VectorRounds.BLOCK_0);
        steps.add(step("last inverse S-box (dsbo), add key 0, rearrange to FIPS order", rounds,
                "ioutput", work, network, Layout.identity(), "AES", null, 0));
        return steps;
    }

    /**
     * The network's two vectors as two lines of 57 columns, one byte a lane (the high bit set for
     * infinity); none for a step without a network.
     */
    public static List<String> network(Step step) {
        if (step.network() == null) {
            return List.of();
        }
        final StringBuilder io = new StringBuilder("net io   ");
        final StringBuilder jo = new StringBuilder("net jo   ");
        for (int q = 0; q < 16; q++) {
            io.append(String.format(" %02x", step.network()[q] & 0xFF));
            jo.append(String.format(" %02x", step.network()[16 + q] & 0xFF));
        }
        return List.of(io.toString(), jo.toString());
    }

    /** The engine's work area with both key schedules in it, as an expanded key prepares it. */
    private static byte[] work(byte[] key, int rounds) {
        final byte[] work = new byte[VectorRounds.INSTANCE.workBytes(rounds)];
        VectorRounds.INSTANCE.prepare(VpaesTrace.keys(key, rounds, true), VpaesTrace.keys(key, rounds, false), rounds,
                work);
        return work;
    }

    private static byte[] network(byte[] work) {
        final byte[] network = new byte[32];
        System.arraycopy(work, VectorRounds.NETWORK_0, network, 0, 32);
        return network;
    }

    private static Step step(String what, int round, String label, byte[] work, byte[] network, int[] layout,
                             String basis, int[] fromBasis, int offset) {
        final long lo = Pack.loadLongLE(work, VectorRounds.BLOCK_0);
        final long hi = Pack.loadLongLE(work, VectorRounds.BLOCK_0 + 8);
        return new Step(VpaesTrace.step(what, round, label, lo, hi, layout, basis, fromBasis, offset), network);
    }
}
