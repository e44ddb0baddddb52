package dev.aesref.tools.cli;

import dev.aesref.tools.trace.VectorNohwTrace;
import dev.aesref.tools.trace.VectorVpaesTrace;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * {@code aesref trace --engine} for the Vector API engines: {@code nohw-vector} (the four lanes
 * of its vectors, {@link VectorNohwTrace}) and {@code vpaes-vector} (its {@code ByteVector} and the
 * inversion network, {@link VectorVpaesTrace}). Loading what this class
 * calls needs the {@code jdk.incubator.vector} module, which {@link EngineTrace} checks first; in
 * a build without the module ({@code -Pno-vector-module}) its tests do not run and the coverage
 * gate leaves it out, as it leaves out the library's {@code Vector*} classes and the
 * {@code Vector*} traces.
 */
final class VectorEngineTrace {

    private static final HexFormat HEX = HexFormat.of();

    private VectorEngineTrace() {}

    /** The steps of {@code engine}, {@code nohw-vector} or {@code vpaes-vector}, checked against {@code spec}. */
    static List<EngineTrace.Step> run(String engine, EngineTrace.Part part, byte[] key, byte[] block,
                                      Map<String, byte[]> spec) {
        if (part == EngineTrace.Part.KEYS) {
            // nohw-vector holds nohw's batch keys and broadcasts each word to the lanes;
            // VectorRounds.prepare copies vpaes's round keys into its work area byte for byte.
            return EngineTrace.run(engine.equals("nohw-vector") ? "nohw" : "vpaes", part, key, block);
        }
        List<EngineTrace.Step> steps = new ArrayList<>();
        if (engine.equals("nohw-vector")) {
            List<VectorNohwTrace.Step> lanes = part == EngineTrace.Part.ENCRYPT ? VectorNohwTrace.encrypt(key, block)
                    : VectorNohwTrace.decrypt(key, block);
            for (VectorNohwTrace.Step s : lanes) {
                steps.add(nohwVector(s, spec.get(String.format("round[%2d].%s", s.round(), s.label()))));
            }
        } else {
            // vpaes-vector runs VpaesCore's rounds with the CPU's byte shuffle, one block as the
            // trace does (two interleaved for two or more).
            List<VectorVpaesTrace.Step> vector = part == EngineTrace.Part.ENCRYPT
                    ? VectorVpaesTrace.encrypt(key, block)
                    : VectorVpaesTrace.decrypt(key, block);
            for (VectorVpaesTrace.Step v : vector) {
                steps.add(EngineTrace.vpaes(v.state(), VectorVpaesTrace.network(v), spec));
            }
        }
        return steps;
    }

    /**
     * One {@code nohw-vector} step: the lanes' words, and slot 0 of every lane read back. The
     * state shown as {@code fips} is lane 0's, or the first lane that differs from {@code spec}.
     */
    static EngineTrace.Step nohwVector(VectorNohwTrace.Step s, byte[] spec) {
        int shown = 0;
        for (int lane = VectorNohwTrace.LANES - 1; lane >= 0; lane--) {
            if (!Arrays.equals(s.fips()[lane], spec)) {
                shown = lane;
            }
        }
        List<String> form = new ArrayList<>(VectorNohwTrace.lanes(s.words()));
        boolean same = true;
        for (int lane = 1; lane < VectorNohwTrace.LANES; lane++) {
            same &= Arrays.equals(s.held()[lane], s.held()[0]);
        }
        if (same) {
            form.add("slot 0 of lanes 0..3 read back: the same state in every lane");
        } else {
            for (int lane = 0; lane < VectorNohwTrace.LANES; lane++) {
                form.add("lane " + lane + ", slot 0: fips " + HEX.formatHex(s.fips()[lane])
                        + (Arrays.equals(s.fips()[lane], spec) ? "  = spec" : "  DIFFERS"));
            }
        }
        return new EngineTrace.Step(s.step(), s.round(), s.label(), form, s.held()[shown], s.fips()[shown], spec,
                "the 0x63 left out, in every byte");
    }
}
