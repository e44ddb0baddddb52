package dev.aesref.tools.cli;

import dev.aesref.tools.trace.SpecTrace;
import dev.aesref.tools.trace.HwModelTrace;
import dev.aesref.engines.Engines;
import dev.aesref.tools.trace.NohwTrace;
import dev.aesref.tools.trace.VpaesTrace;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code aesref trace --engine NAME}: an engine's own steps, each with the state in the engine's
 * representation, the same state read back as FIPS-197 bytes, and the value the FIPS-197 engine's
 * Appendix C listing has at that point. A byte that differs is marked and fails the trace.
 *
 * <p>Traced so far: {@code spec} (the listing itself), {@code nohw} (row-sliced bit grids,
 * {@link NohwTrace}), {@code nohw-vector} (the four lanes of its vectors; needs the Vector API
 * module; {@link VectorEngineTrace}), {@code vpaes} (lanes in the tower-field basis, {@link VpaesTrace}),
 * {@code vpaes-vector} (the same lanes in its {@code ByteVector}, with the inversion network that
 * starts each round; needs the module) and
 * {@code hwmodel} (xmm registers per instruction, {@link HwModelTrace}): every engine of the
 * registry. A registered engine without a trace would be refused by name.
 */
final class EngineTrace {

    /** The engines that have a trace, in the order {@code --help} lists them. */
    static final List<String> TRACED = List.of("spec", "nohw", "nohw-vector", "vpaes", "vpaes-1x", "vpaes-vector",
            "hwmodel");

    /** What is traced: the cipher, the inverse cipher, or the key schedule. */
    enum Part { ENCRYPT, DECRYPT, KEYS }

    /**
     * One step.
     *
     * @param step what the engine did
     * @param round the FIPS-197 round of the corresponding Appendix C value
     * @param label its Appendix C label
     * @param engineForm the state in the engine's representation, one line each (none for spec)
     * @param held the state read back as FIPS-197 bytes, as the engine holds it
     * @param fips the FIPS-197 value the engine's state stands for
     * @param spec the FIPS-197 engine's value at that point
     * @param heldAs how {@code held} differs from {@code fips}, when it does
     */
    record Step(String step, int round, String label, List<String> engineForm, byte[] held, byte[] fips,
                byte[] spec, String heldAs) {

        boolean matches() {
            return Arrays.equals(fips, spec);
        }

        /** {@code round[ r].label}, as Appendix C names the value. */
        String name() {
            return String.format("round[%2d].%s", round, label);
        }
    }

    private static final HexFormat HEX = HexFormat.of();

    private EngineTrace() {}

    /**
     * The steps of {@code engine} on {@code block} under {@code key}.
     *
     * @throws IllegalArgumentException for an engine without a trace, or a wrong key or block
     */
    static List<Step> run(String engine, Part part, byte[] key, byte[] block) {
        return run(engine, part, key, block, Engines.names());
    }

    /**
     * {@link #run} in a JVM whose registry holds the engines {@code registered}: without the
     * Vector API module, {@code nohw-vector} and {@code vpaes-vector} are not among them.
     */
    static List<Step> run(String engine, Part part, byte[] key, byte[] block, List<String> registered) {
        List<String> listing = part == Part.DECRYPT ? SpecTrace.decrypt(key, block) : SpecTrace.encrypt(key, block);
        Map<String, byte[]> spec = specValues(engine, part, key, block);
        List<Step> steps = new ArrayList<>();
        switch (engine) {
            case "spec" -> {
                // The listing compared with itself: spec's steps are the reference, shown in the same form.
                for (String line : listing) {
                    if (line.startsWith("round[")) {
                        String name = line.substring(0, line.indexOf(' ', line.indexOf(']')));
                        boolean wanted = part == Part.KEYS ? name.endsWith("k_sch") : !name.endsWith("k_sch");
                        if (wanted) {
                            byte[] value = spec.get(name);
                            int round = Integer.parseInt(name.substring(6, 8).trim());
                            steps.add(new Step(label(name), round, label(name), List.of(), value, value, value, ""));
                        }
                    }
                }
            }
            case "nohw" -> steps.addAll(nohw(part, key, block, NohwTrace.Rounds.SCALAR, spec));
            // The Vector API engines' own steps (VectorEngineTrace), in a JVM with their module.
            case "nohw-vector", "vpaes-vector" -> {
                needsVectorModule(engine, registered);
                return VectorEngineTrace.run(engine, part, key, block, spec);
            }
            // vpaes-1x runs VpaesCore's rounds one block at a time, as the trace does; vpaes runs the
            // same rounds on two blocks interleaved (and its last odd block through these).
            case "vpaes", "vpaes-1x" -> steps.addAll(vpaes(part, key, block, VpaesTrace.Rounds.CORE, spec));
            case "hwmodel" -> steps.addAll(hwmodel(part, key, block, HwModelTrace.Instructions.AES_NI, spec));
            default -> throw new IllegalArgumentException(untraced(engine, registered));
        }
        return steps;
    }

    /** Why there is no trace of {@code engine}: not traced yet, or not among the {@code registered} engines. */
    private static String untraced(String engine, List<String> registered) {
        return "--engine: " + (registered.contains(engine) ? engine + " has no trace yet"
                : "no engine named '" + engine + "'") + "; traced: " + String.join(", ", TRACED);
    }

    /**
     * The {@code nohw} steps, the cipher's run with {@code functions} (the engine's, or a test's
     * wrong ones), each checked against {@code spec}'s values by name.
     */
    static List<Step> nohw(Part part, byte[] key, byte[] block, NohwTrace.Rounds functions, Map<String, byte[]> spec) {
        List<NohwTrace.Step> nohw = switch (part) {
            case ENCRYPT -> NohwTrace.encrypt(key, block, functions);
            case DECRYPT -> NohwTrace.decrypt(key, block);
            case KEYS -> NohwTrace.keySchedule(key);
        };
        List<Step> steps = new ArrayList<>();
        for (NohwTrace.Step s : nohw) {
            String name = String.format("round[%2d].%s", s.round(), s.label());
            steps.add(new Step(s.step(), s.round(), s.label(), NohwTrace.grid(s.words()), s.held(), s.fips(),
                    spec.get(name), "the 0x63 left out, in every byte"));
        }
        return steps;
    }

    /**
     * The {@code hwmodel} steps run with {@code isa} (the engine's instructions, or a test's wrong
     * ones), each checked against {@code spec}'s values by name.
     */
    static List<Step> hwmodel(Part part, byte[] key, byte[] block, HwModelTrace.Instructions isa,
                              Map<String, byte[]> spec) {
        List<HwModelTrace.Step> hw = switch (part) {
            case ENCRYPT -> HwModelTrace.encrypt(key, block, isa);
            case DECRYPT -> HwModelTrace.decrypt(key, block, isa);
            case KEYS -> HwModelTrace.keySchedule(key);
        };
        List<Step> steps = new ArrayList<>();
        for (HwModelTrace.Step s : hw) {
            String name = String.format("round[%2d].%s", s.round(), s.label());
            steps.add(new Step(s.instruction(), s.round(), s.label(), HwModelTrace.registers(s), s.fips(),
                    s.fips(), spec.get(name), ""));
        }
        return steps;
    }

    /**
     * The {@code vpaes} steps, the cipher's run with {@code functions} (the engine's, or a test's
     * wrong ones), each checked against {@code spec}'s values by name.
     */
    static List<Step> vpaes(Part part, byte[] key, byte[] block, VpaesTrace.Rounds functions,
                            Map<String, byte[]> spec) {
        List<VpaesTrace.Step> vpaes = switch (part) {
            case ENCRYPT -> VpaesTrace.encrypt(key, block, functions);
            case DECRYPT -> VpaesTrace.decrypt(key, block);
            case KEYS -> VpaesTrace.keySchedule(key);
        };
        List<Step> steps = new ArrayList<>();
        for (VpaesTrace.Step s : vpaes) {
            steps.add(vpaes(s, List.of(), spec));
        }
        return steps;
    }

    /** A vpaes step: {@code before} (the vector engine's network), then the lanes and what each holds. */
    static Step vpaes(VpaesTrace.Step s, List<String> before, Map<String, byte[]> spec) {
        List<String> form = new ArrayList<>(before);
        form.addAll(VpaesTrace.lanes(s));
        return new Step(s.step(), s.round(), s.label(), form, s.lanes(), s.fips(),
                spec.get(String.format("round[%2d].%s", s.round(), s.label())),
                s.label().equals("k_sch") ? "the key: basis " + s.basis() + (inOrder(s.layout()) ? "" : ", moved")
                        : "the lanes: basis " + s.basis() + ", bytes moved");
    }

    private static boolean inOrder(int[] layout) {
        for (int q = 0; q < layout.length; q++) {
            if (layout[q] != q) {
                return false;
            }
        }
        return true;
    }

    /** Refuses a Vector API engine by what it needs when it is not {@code registered}: no {@code jdk.incubator.vector}. */
    private static void needsVectorModule(String engine, List<String> registered) {
        if (!registered.contains(engine)) {
            throw new IllegalArgumentException("--engine: " + engine + " needs the jdk.incubator.vector module"
                    + " (java --add-modules jdk.incubator.vector -jar aesref.jar trace ...)");
        }
    }

    /** The values of {@code engine}'s reference listing for {@code part}, by {@code round[ r].label}. */
    static Map<String, byte[]> specValues(String engine, Part part, byte[] key, byte[] block) {
        List<String> listing = part == Part.DECRYPT ? SpecTrace.decrypt(key, block) : SpecTrace.encrypt(key, block);
        Map<String, byte[]> spec = spec(listing);
        if (engine.equals("hwmodel") && part != Part.ENCRYPT) {
            // AESDEC runs the equivalent inverse cipher: its istart values are the inverse cipher's,
            // its ik_sch keys are the AESIMC ones of section 5.3.5.
            spec.putAll(spec(SpecTrace.equivalentInverse(key, block)));
        }
        return spec;
    }

    /** The text a terminal shows, 80 columns at most. */
    static List<String> text(String engine, Part part, byte[] key, byte[] block, List<Step> steps) {
        List<String> lines = new ArrayList<>();
        lines.add("ENGINE: " + engine + switch (engine) {
            case "nohw" -> " (row-sliced, 32 words; the block is block 0 of 16, the rest zeros)";
            case "nohw-vector" -> " (4 lanes x 32 words; the block in slot 0 of each lane)";
            case "vpaes-vector" -> " (one 128-bit ByteVector; net: the inversion network)";
            case "hwmodel" -> " (AES-NI; xmm registers as a debugger prints them)";
            default -> "";
        });
        lines.add("KEY: " + HEX.formatHex(key));
        if (part != Part.KEYS) {
            lines.add((part == Part.ENCRYPT ? "PLAINTEXT: " : "CIPHERTEXT: ") + HEX.formatHex(block));
        }
        lines.add(switch (part) {
            case ENCRYPT -> "CIPHER (ENCRYPT):";
            // AESDEC and vpaes's decryption rounds are section 5.3.5's equivalent inverse cipher.
            case DECRYPT -> engine.equals("hwmodel") || engine.startsWith("vpaes") ? "EQUIVALENT INVERSE CIPHER (DECRYPT):"
                    : "INVERSE CIPHER (DECRYPT):";
            case KEYS -> "KEY EXPANSION:";
        });
        for (Step s : steps) {
            lines.add(s.name() + (s.step().equals(s.label()) ? "" : "  " + s.step()));
            for (String l : s.engineForm()) {
                lines.add("  " + l);
            }
            if (!Arrays.equals(s.held(), s.fips())) {
                lines.add("  held " + HEX.formatHex(s.held()) + "  (" + s.heldAs() + ")");
            }
            lines.add("  fips " + HEX.formatHex(s.fips()) + (s.matches() ? "  = spec" : "  DIFFERS from spec"));
            if (!s.matches()) {
                lines.add("  spec " + (s.spec() == null ? "(no value at this point)" : HEX.formatHex(s.spec())));
                lines.add("       " + marks(s.fips(), s.spec()));
            }
        }
        long differing = steps.stream().filter(s -> !s.matches()).count();
        lines.add(differing == 0 ? "every step matches spec (" + steps.size() + " steps)"
                : differing + " of " + steps.size() + " steps differ from spec");
        return lines;
    }

    /** The same data as JSON: one object, the steps in order. */
    static String json(String engine, Part part, byte[] key, byte[] block, List<Step> steps) {
        StringBuilder sb = new StringBuilder();
        sb.append("{\n  \"engine\": ").append(quote(engine))
                .append(",\n  \"part\": ").append(quote(part.name().toLowerCase(Locale.ROOT)))
                .append(",\n  \"key\": ").append(quote(HEX.formatHex(key)));
        if (part != Part.KEYS) {
            sb.append(",\n  \"block\": ").append(quote(HEX.formatHex(block)));
        }
        sb.append(",\n  \"matches\": ").append(steps.stream().allMatch(Step::matches));
        sb.append(",\n  \"steps\": [");
        for (int i = 0; i < steps.size(); i++) {
            Step s = steps.get(i);
            sb.append(i == 0 ? "\n" : ",\n").append("    {\"step\": ").append(quote(s.step()))
                    .append(", \"round\": ").append(s.round())
                    .append(", \"label\": ").append(quote(s.label()))
                    .append(", \"held\": ").append(quote(HEX.formatHex(s.held())))
                    .append(", \"fips\": ").append(quote(HEX.formatHex(s.fips())))
                    .append(", \"spec\": ").append(s.spec() == null ? "null" : quote(HEX.formatHex(s.spec())))
                    .append(", \"matches\": ").append(s.matches())
                    .append(", \"engineForm\": [");
            for (int j = 0; j < s.engineForm().size(); j++) {
                sb.append(j == 0 ? "" : ", ").append(quote(s.engineForm().get(j)));
            }
            sb.append("]}");
        }
        sb.append("\n  ]\n}\n");
        return sb.toString();
    }

    /** {@code ^^} under each differing byte, spaces under the others. */
    static String marks(byte[] got, byte[] expected) {
        if (expected == null) {
            return "^^".repeat(got.length);
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < got.length; i++) {
            sb.append(expected[i] != got[i] ? "^^" : "  ");
        }
        return sb.toString().stripTrailing();
    }

    /** The Appendix C listing's {@code round[ r].label} values by name. */
    private static Map<String, byte[]> spec(List<String> lines) {
        return new HashMap<>(SpecTrace.values(lines));
    }

    private static String label(String name) {
        return name.substring(name.indexOf('.') + 1);
    }

    static String quote(String s) {
        return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
}
