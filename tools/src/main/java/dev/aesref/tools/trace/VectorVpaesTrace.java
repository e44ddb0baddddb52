package dev.aesref.tools.trace;

import dev.aesref.internal.vpaes.VectorSteps;
import dev.aesref.internal.vpaes.VpaesSteps;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code vpaes-vector} engine's rounds ({@code VectorRounds}) one step at a time, for
 * {@code aesref trace --engine vpaes-vector}: the 128-bit {@code ByteVector} after each round, and
 * the two vectors of the tower-field inversion network that each round starts with.
 *
 * <p>The steps are {@code VectorRounds}'s own methods ({@code encInput}, {@code invert},
 * {@code encOutput}, {@code encLast} and their decryption twins, reached through
 * {@link VectorSteps}) on the engine's work area, in the loop of {@code VectorRounds.encrypt} (one block; {@code encrypt2} runs the same steps on two
 * blocks, alternating). The state between rounds is {@code VpaesCore}'s, byte for byte: the same
 * basis and the same moving layout that {@link VpaesTrace} reads back, so each step is read back
 * the same way ({@link VpaesTrace#step}). Only the last step differs: the vector engine applies
 * the output permutation inside its last round ({@code rearrange(ENC_OUT)}), so its output lanes
 * are already in FIPS-197 order.
 *
 * <p>The network vectors are {@code io} and {@code jo} of {@link VectorSteps#invert}: one
 * nibble per lane, with the high bit set where the value is infinity (the inverse of 0,
 * the engine's {@code TowerField}): the lanes whose lookups pshufb's zeroing, and the Vector API's
 * {@code blend}, turn into 0.
 *
 * <p>Loading this class needs the {@code jdk.incubator.vector} module
 * (the library's {@code IncubatorModule}). This is a teaching aid: it shows every
 * intermediate value.
 */
public final class VectorVpaesTrace {

    /**
     * One state of the vector after a step.
     *
     * @param state the lanes, their layout and basis, and the FIPS-197 bytes they stand for
     * @param network the inversion network's {@code io} (bytes 0..15) and {@code jo} (16..31) that
     *     this step started from, or {@code null} for the input step, which has none
     */
    public record Step(VpaesTrace.Step state, byte[] network) {}

    private VectorVpaesTrace() {}

    /** The rounds of the cipher on {@code plaintext} under {@code key}. */
    public static List<Step> encrypt(byte[] key, byte[] plaintext) {
        final int rounds = VpaesTrace.rounds(key);
        VpaesTrace.checkBlock("plaintext", plaintext);
        final byte[] work = work(key, rounds);
        System.arraycopy(plaintext, 0, work, VectorSteps.BLOCK, 16);
        final List<Step> steps = new ArrayList<>();
        VectorSteps.encInput(work);
        steps.add(step("basis change (ipt), add key 0", 1, "start", work, null, VpaesSteps.encLayout(0), "M",
                VpaesTrace.FROM_M, 0));
        for (int r = 1; r < rounds; r++) {
            VectorSteps.invert(work);
            final byte[] network = network(work);
            VectorSteps.encOutput(work, r);
            steps.add(step("S-box by the network, MixColumns by rearrange, add key " + r, r + 1,
                    "start", work, network, VpaesSteps.encLayout(r), "M", VpaesTrace.FROM_M, 0));
        }
        VectorSteps.invert(work);
        final byte[] network = network(work);
        VectorSteps.encLast(work, rounds);
        steps.add(step("last S-box (sbo), add key " + rounds + ", rearrange to FIPS order", rounds,
                "output", work, network, VpaesTrace.identity(), "AES", null, 0));
        return steps;
    }

    /** The rounds of the equivalent inverse cipher on {@code ciphertext} under {@code key}. */
    public static List<Step> decrypt(byte[] key, byte[] ciphertext) {
        final int rounds = VpaesTrace.rounds(key);
        VpaesTrace.checkBlock("ciphertext", ciphertext);
        final byte[] work = work(key, rounds);
        final int d63 = VpaesSteps.d63();
        System.arraycopy(ciphertext, 0, work, VectorSteps.BLOCK, 16);
        final List<Step> steps = new ArrayList<>();
        VectorSteps.decInput(work, rounds);
        steps.add(step("basis change (dipt), add key " + rounds, 1, "istart", work, null, VpaesSteps.decLayout(0),
                "D + d63", VpaesTrace.FROM_D, d63));
        for (int r = 1; r < rounds; r++) {
            VectorSteps.invert(work);
            final byte[] network = network(work);
            VectorSteps.decOutput(work, rounds, r);
            steps.add(step("inverse S-box, InvMixColumns by rearrange, add key "
                    + (rounds - r), r + 1, "istart", work, network, VpaesSteps.decLayout(r), "D + d63",
                    VpaesTrace.FROM_D, d63));
        }
        VectorSteps.invert(work);
        final byte[] network = network(work);
        VectorSteps.decLast(work, rounds);
        steps.add(step("last inverse S-box (dsbo), add key 0, rearrange to FIPS order", rounds,
                "ioutput", work, network, VpaesTrace.identity(), "AES", null, 0));
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
        return VectorSteps.work(key);
    }

    private static byte[] network(byte[] work) {
        final byte[] network = new byte[32];
        System.arraycopy(work, VectorSteps.NETWORK, network, 0, 32);
        return network;
    }

    private static Step step(String what, int round, String label, byte[] work, byte[] network, int[] layout,
                             String basis, int[] fromBasis, int offset) {
        final long lo = VpaesTrace.littleEndian(work, VectorSteps.BLOCK);
        final long hi = VpaesTrace.littleEndian(work, VectorSteps.BLOCK + 8);
        return new Step(VpaesTrace.step(what, round, label, lo, hi, layout, basis, fromBasis, offset), network);
    }
}
