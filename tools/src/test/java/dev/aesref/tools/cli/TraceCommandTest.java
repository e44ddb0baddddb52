package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.internal.hwmodel.HwModelSteps;
import dev.aesref.tools.trace.CtrDriverTrace;
import dev.aesref.tools.trace.HwModelTrace;
import dev.aesref.tools.trace.NohwTrace;
import dev.aesref.tools.trace.VpaesTrace;
import dev.aesref.tools.cli.CheckCommandTest.Run;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code trace --engine}: the engine's own steps, each checked against spec, as text and JSON. */
class TraceCommandTest {

    private static final String C1_KEY = "000102030405060708090a0b0c0d0e0f";

    @Test
    void nohwsStepsAreGridsReadBackAndCheckedAndTheJsonHoldsTheSameData(@TempDir Path dir) throws IOException {
        Path json = dir.resolve("t.json");
        Run r = CheckCommandTest.run("trace", "--engine", "nohw", "--json", json.toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("ENGINE: nohw (row-sliced, 32 words; the block is block 0 of 16, the rest zeros)",
                lines.get(0));
        assertEquals("round[ 1].s_box  add key 0, S-box without 0x63", lines.get(4 + 36));
        assertEquals("  w[ 8] 1 0 1............... 1............... 1............... 1...............",
                lines.get(4 + 1 + 2 + 8));
        assertTrue(lines.contains("  held 00a9d4676a30b332ae038384d91382ef  (the 0x63 left out, in every byte)"),
                r.out());
        assertTrue(lines.contains("  fips 63cab7040953d051cd60e0e7ba70e18c  = spec"), r.out());
        assertTrue(lines.contains("  fips 69c4e0d86a7b0430d8cdb78070b4c55a  = spec"), r.out());
        assertEquals("every step matches spec (22 steps)", lines.get(lines.size() - 1));
        for (String line : lines) {
            assertTrue(line.length() <= 80, line);
        }
        String text = Files.readString(json);
        assertTrue(text.startsWith("{\n  \"engine\": \"nohw\",\n  \"part\": \"encrypt\",\n  \"key\": \"" + C1_KEY
                + "\",\n  \"block\": \"00112233445566778899aabbccddeeff\",\n  \"matches\": true,\n  \"steps\": [\n"),
                text);
        assertTrue(text.contains("{\"step\": \"add key 0, S-box without 0x63\", \"round\": 1, \"label\": \"s_box\","
                + " \"held\": \"00a9d4676a30b332ae038384d91382ef\", \"fips\": \"63cab7040953d051cd60e0e7ba70e18c\","
                + " \"spec\": \"63cab7040953d051cd60e0e7ba70e18c\", \"matches\": true, \"engineForm\": [\"word  r i"),
                text);
        assertEquals(22, text.split("\\{\"step\": ", -1).length - 1);
        assertTrue(text.endsWith("\"]}\n  ]\n}\n"), text);
    }

    @Test
    void decryptionEveryKeySizeAndTheKeyScheduleMatchSpec() {
        for (String key : List.of(C1_KEY, C1_KEY + "1011121314151617", C1_KEY + "101112131415161718191a1b1c1d1e1f")) {
            Run dec = CheckCommandTest.run("trace", "--engine", "nohw", "-d", "-k", key, "-b",
                    "69c4e0d86a7b0430d8cdb78070b4c55a");
            assertEquals(0, dec.code(), dec.err());
            assertTrue(dec.out().contains("INVERSE CIPHER (DECRYPT):"), dec.out());
            assertTrue(dec.out().contains("  InvMixColumns\n"), dec.out());
            int rounds = key.length() / 8 + 6;
            assertTrue(dec.out().endsWith("every step matches spec (" + (3 * rounds + 1) + " steps)\n"), dec.out());
            Run keys = CheckCommandTest.run("trace", "--engine", "nohw", "--key-schedule", "-k", key);
            assertEquals(0, keys.code(), keys.err());
            assertTrue(keys.out().contains("KEY EXPANSION:\nround[ 0].k_sch  round key 0\n"), keys.out());
            assertTrue(keys.out().endsWith("every step matches spec (" + (rounds + 1) + " steps)\n"), keys.out());
        }
        Run spec = CheckCommandTest.run("trace", "--engine", "spec", "--key-schedule");
        assertEquals(0, spec.code(), spec.err());
        assertTrue(spec.out().contains("round[10].k_sch\n  fips 13111d7fe3944a17f307a78b4d2b30c5  = spec\n"),
                spec.out());
        Run specEnc = CheckCommandTest.run("trace", "--engine", "spec");
        assertEquals(0, specEnc.code(), specEnc.err());
        assertTrue(specEnc.out().contains("round[ 1].start\n  fips 00102030405060708090a0b0c0d0e0f0  = spec\n"),
                specEnc.out());
        assertTrue(!specEnc.out().contains("k_sch"), specEnc.out());
    }

    @Test
    void aDifferingByteIsMarkedAndCounted() {
        byte[] right = HexFormat.of().parseHex("63cab7040953d051cd60e0e7ba70e18c");
        byte[] wrong = right.clone();
        wrong[3] ^= 1;
        EngineTrace.Step bad = new EngineTrace.Step("S-box", 1, "s_box", List.of("grid"), wrong, wrong, right, "");
        EngineTrace.Step good = new EngineTrace.Step("S-box", 1, "s_box", List.of(), right, right, right, "");
        List<String> text = EngineTrace.text("nohw", EngineTrace.Part.ENCRYPT, new byte[16], new byte[16],
                List.of(good, bad));
        assertEquals(List.of("round[ 1].s_box  S-box", "  fips 63cab7040953d051cd60e0e7ba70e18c  = spec",
                "round[ 1].s_box  S-box", "  grid", "  fips 63cab7050953d051cd60e0e7ba70e18c  DIFFERS from spec",
                "  spec 63cab7040953d051cd60e0e7ba70e18c", "             ^^", "1 of 2 steps differ from spec"),
                text.subList(4, text.size()));
        assertTrue(EngineTrace.json("nohw", EngineTrace.Part.ENCRYPT, new byte[16], new byte[16], List.of(good, bad))
                .contains("\"matches\": false,\n  \"steps\""));
        EngineTrace.Step none = new EngineTrace.Step("x", 0, "y", List.of(), right, right, null, "");
        assertEquals("^^^^", EngineTrace.marks(new byte[2], null));
        assertTrue(!none.matches());
    }

    @Test
    void hwmodelsRegistersPerInstructionAreCheckedAndTheJsonHoldsTheSameData(@TempDir Path dir) throws IOException {
        Path json = dir.resolve("hw.json");
        Run r = CheckCommandTest.run("trace", "--engine", "hwmodel", "--json", json.toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("ENGINE: hwmodel (AES-NI; xmm registers as a debugger prints them)", lines.get(0));
        int aesenc1 = lines.indexOf("round[ 2].start  AESENC xmm0, xmm1 (round key 1)");
        assertEquals("  xmm0 = 0xe48f12cbd843182d 68ce5a85e810d889  (bits 127..64, 63..0)", lines.get(aesenc1 + 1));
        assertEquals("  xmm1 = 0xfe76abd6f178a6da fa72afd2fd74aad6  (bits 127..64, 63..0)", lines.get(aesenc1 + 2));
        assertEquals("  fips 89d810e8855ace682d1843d8cb128fe4  = spec", lines.get(aesenc1 + 3));
        assertEquals("every step matches spec (12 steps)", lines.get(lines.size() - 1));
        String j = Files.readString(json);
        assertTrue(j.contains("{\"step\": \"AESENCLAST xmm0, xmm1 (round key 10)\", \"round\": 10,"
                + " \"label\": \"output\", \"held\": \"69c4e0d86a7b0430d8cdb78070b4c55a\""), j);
        Run d = CheckCommandTest.run("trace", "--engine", "hwmodel", "-d", "-b", "69c4e0d86a7b0430d8cdb78070b4c55a");
        assertEquals(0, d.code(), d.err());
        assertTrue(d.out().contains("EQUIVALENT INVERSE CIPHER (DECRYPT):\n"), d.out());
        assertTrue(d.out().contains("round[ 2].istart  AESDEC xmm0, xmm1 (decryption key 1)\n"), d.out());
        assertTrue(d.out().strip().endsWith("every step matches spec (12 steps)"), d.out());
        Run k = CheckCommandTest.run("trace", "--engine", "hwmodel", "--key-schedule");
        assertEquals(0, k.code(), k.err());
        assertTrue(k.out().contains("round[ 1].ik_sch  decryption key 1: AESIMC of round key 9\n"
                + "  xmm0 = 0x03bff70080f570f7 f6af8f9cbe29aa13  (bits 127..64, 63..0)\n"
                + "  fips 13aa29be9c8faff6f770f58000f7bf03  = spec\n"), k.out());
        assertTrue(k.out().strip().endsWith("every step matches spec (22 steps)"), k.out());
    }

    /** The title line of the first step the text marks {@code DIFFERS from spec}. */
    private static String firstDifferingStep(List<String> lines) {
        int at = lines.indexOf(lines.stream().filter(l -> l.contains("DIFFERS from spec")).findFirst()
                .orElseThrow(() -> new AssertionError("no step differs:\n" + String.join("\n", lines))));
        while (!lines.get(at).startsWith("round[")) {
            at--;
        }
        return lines.get(at);
    }

    /**
     * A deliberately wrong engine: hwmodel with AESENCLAST (no MixColumns) in place of round 5's
     * AESENC. The trace matches up to round 5's key addition and fails from round[ 6].start on.
     */
    @Test
    void aWrongEngineFailsAtTheRightRound() {
        byte[] key = HexFormat.of().parseHex(C1_KEY);
        byte[] block = HexFormat.of().parseHex("00112233445566778899aabbccddeeff");
        List<EngineTrace.Step> steps = EngineTrace.hwmodel(EngineTrace.Part.ENCRYPT, key, block, aesenclastInRound5(),
                EngineTrace.specValues("hwmodel", EngineTrace.Part.ENCRYPT, key, block));
        List<String> lines = EngineTrace.text("hwmodel", EngineTrace.Part.ENCRYPT, key, block, steps);
        assertEquals("round[ 6].start  AESENC xmm0, xmm1 (round key 5)", firstDifferingStep(lines));
        assertEquals("6 of 12 steps differ from spec", lines.get(lines.size() - 1));
        assertTrue(steps.subList(0, 6).stream().allMatch(EngineTrace.Step::matches));
    }

    /** AES-NI with AESENCLAST (no MixColumns) in place of round 5's AESENC. */
    private static HwModelTrace.Instructions aesenclastInRound5() {
        return new HwModelTrace.Instructions((s, so, k, ko) -> {
            if (ko == 2 * 5) {
                HwModelSteps.aesenclast(s, so, k, ko);
            } else {
                HwModelSteps.aesenc(s, so, k, ko);
            }
        }, HwModelSteps::aesenclast, HwModelSteps::aesdec, HwModelSteps::aesdeclast);
    }

    /**
     * Runs {@code command} into a buffered writer that never flushes by itself, as a caller's may
     * be: what the test reads is what the command flushed.
     */
    static Run runBuffered(Object command, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        int code = new CommandLine(command).setOut(new PrintWriter(out)).setErr(new PrintWriter(err, true))
                .execute(args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString());
    }

    /** A broken engine's trace is printed whole, then fails the command with exit code 1. */
    @Test
    void aBrokenEnginesTraceIsPrintedAndExitsOne() {
        TraceCommand command = new TraceCommand();
        command.engineSteps = (engine, part, k, b) -> EngineTrace.hwmodel(part, k, b, aesenclastInRound5(),
                EngineTrace.specValues(engine, part, k, b));
        Run r = runBuffered(command, "--engine", "hwmodel");
        assertEquals(1, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("ENGINE: hwmodel (AES-NI; xmm registers as a debugger prints them)", lines.get(0));
        assertEquals("6 of 12 steps differ from spec", lines.get(lines.size() - 1));
    }

    /** A broken driver model's trace is printed whole, then fails the command with exit code 1. */
    @Test
    void aBrokenDriversTraceIsPrintedAndExitsOne() {
        TraceCommand command = new TraceCommand();
        command.driverBatches = (driver, k, iv, blocks) -> {
            CtrDriverTrace.Trace right = CtrDriverTrace.run(driver, k, iv, blocks);
            byte[] entry = right.viaEntry().clone();
            entry[0] ^= 1;
            return DriverTrace.check(new CtrDriverTrace.Trace(right.driver(), right.iv(), right.blocks(),
                    right.batches(), right.events(), entry, right.ivAfter(), right.unsplit()), k);
        };
        Run r = runBuffered(command, "--driver", "boring-ctr32");
        assertEquals(1, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("driver boring-ctr32", lines.get(0));
        assertEquals("0 of 14 blocks differ from the BigInteger reference; see above", lines.get(lines.size() - 1));
    }

    /** FIPS-197 Appendix B (key 2b7e1516.., input 3243f6a8..), round by round, flushed to the caller's writer. */
    @Test
    void appendixBIsListedRoundByRound() {
        Run r = runBuffered(new TraceCommand(), "-e", "-k", "2b7e151628aed2a6abf7158809cf4f3c", "-b",
                "3243f6a8885a308d313198a2e0370734");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        // FIPS-197 Appendix B: the state at the start of round 1, after SubBytes, ShiftRows and
        // MixColumns, and round key 1; the output.
        assertEquals(List.of("round[ 1].start 193de3bea0f4e22b9ac68d2ae9f84808",
                "round[ 1].s_box d42711aee0bf98f1b8b45de51e415230", "round[ 1].s_row d4bf5d30e0b452aeb84111f11e2798e5",
                "round[ 1].m_col 046681e5e0cb199a48f8d37a2806264c", "round[ 1].k_sch a0fafe1788542cb123a339392a6c7605"),
                lines.subList(lines.indexOf("round[ 1].start 193de3bea0f4e22b9ac68d2ae9f84808"),
                        lines.indexOf("round[ 1].start 193de3bea0f4e22b9ac68d2ae9f84808") + 5));
        assertEquals("round[10].output 3925841d02dc09fbdc118597196a0b32", lines.get(lines.size() - 1));
    }

    /** A --json that cannot be written is refused before any trace is run or printed. */
    @Test
    void anUnwritableJsonIsRefusedBeforeTheTrace(@TempDir Path dir) {
        for (List<String> args : List.of(List.of("trace", "--engine", "spec"), List.of("trace", "--driver", "go-ctr"))) {
            List<String> withJson = new java.util.ArrayList<>(args);
            withJson.addAll(List.of("--json", dir.toString()));
            Run r = CheckCommandTest.run(withJson.toArray(String[]::new));
            assertEquals(4, r.code(), r.out());
            assertEquals("aesref: --json: " + dir + " is a directory; give a file name", r.err().strip());
            assertEquals("", r.out());
        }
    }

    /**
     * A deliberately wrong nohw: round 4's linear pass is ShiftRows alone (MixColumns left out),
     * through the engine's own functions otherwise. The trace matches up to round 4's S-box and
     * fails from round[ 4].m_col on.
     */
    @Test
    void aWrongNohwFailsAtTheStepItBreaks() {
        byte[] key = HexFormat.of().parseHex(C1_KEY);
        byte[] block = HexFormat.of().parseHex("00112233445566778899aabbccddeeff");
        NohwTrace.Rounds engine = NohwTrace.Rounds.SCALAR;
        int[] round = {0};
        NohwTrace.Rounds wrong = new NohwTrace.Rounds(engine.sbox(), w -> {
            if (++round[0] == 4) {
                engine.shiftRows().apply(w);
            } else {
                engine.shiftRowsMixColumns().apply(w);
            }
        }, engine.shiftRows());
        List<EngineTrace.Step> steps = EngineTrace.nohw(EngineTrace.Part.ENCRYPT, key, block, wrong,
                EngineTrace.specValues("nohw", EngineTrace.Part.ENCRYPT, key, block));
        List<String> lines = EngineTrace.text("nohw", EngineTrace.Part.ENCRYPT, key, block, steps);
        assertEquals("round[ 4].m_col  ShiftRows and MixColumns", firstDifferingStep(lines));
        assertEquals("14 of 22 steps differ from spec", lines.get(lines.size() - 1));
        assertTrue(steps.subList(0, 8).stream().allMatch(EngineTrace.Step::matches));
        // The engine's own functions, through the same path, match everywhere.
        assertTrue(EngineTrace.nohw(EngineTrace.Part.ENCRYPT, key, block, engine,
                EngineTrace.specValues("nohw", EngineTrace.Part.ENCRYPT, key, block)).stream()
                .allMatch(EngineTrace.Step::matches));
    }

    /**
     * A deliberately wrong vpaes: round 3's S-box step gets the state's halves swapped. The trace
     * matches up to round 3's input (round[ 3].start) and fails from round[ 4].start on.
     */
    @Test
    void aWrongVpaesFailsAtTheRoundItBreaks() {
        byte[] key = HexFormat.of().parseHex(C1_KEY);
        byte[] block = HexFormat.of().parseHex("00112233445566778899aabbccddeeff");
        VpaesTrace.SubBytes engine = VpaesTrace.Rounds.CORE.subBytes();
        int[] round = {0};
        VpaesTrace.Rounds wrong = new VpaesTrace.Rounds((lo, hi, s) -> {
            if (++round[0] == 3) {
                engine.apply(hi, lo, s);
            } else {
                engine.apply(lo, hi, s);
            }
        });
        List<EngineTrace.Step> steps = EngineTrace.vpaes(EngineTrace.Part.ENCRYPT, key, block, wrong,
                EngineTrace.specValues("vpaes", EngineTrace.Part.ENCRYPT, key, block));
        List<String> lines = EngineTrace.text("vpaes", EngineTrace.Part.ENCRYPT, key, block, steps);
        assertEquals("round[ 4].start  S-box in the tower field, MixColumns by rotations, add key 3", firstDifferingStep(lines));
        assertEquals("8 of 11 steps differ from spec", lines.get(lines.size() - 1));
        assertTrue(steps.subList(0, 3).stream().allMatch(EngineTrace.Step::matches));
    }

    @Test
    void optionsOutsideTheirUseAreUsageErrors() {
        Run unknown = CheckCommandTest.run("trace", "--engine", "aesni");
        assertEquals(2, unknown.code());
        assertEquals("aesref: --engine: no engine named 'aesni'; traced: spec, nohw, nohw-vector, vpaes, vpaes-1x,"
                + " vpaes-vector, hwmodel", unknown.err().strip());
        // With the Vector API module VectorTraceCommandTest runs these traces; without it, each is
        // refused by what it needs (the -Pno-vector-module run takes this branch).
        for (String engine : List.of("nohw-vector", "vpaes-vector")) {
            Run lanes = CheckCommandTest.run("trace", "--engine", engine, "-d");
            if (Engines.names().contains(engine)) {
                assertEquals(0, lanes.code(), lanes.err());
            } else {
                assertEquals(2, lanes.code());
                assertEquals("aesref: --engine: " + engine + " needs the jdk.incubator.vector module (java"
                        + " --add-modules jdk.incubator.vector -jar aesref.jar trace ...)", lanes.err().strip());
            }
        }
        Run oneBlock = CheckCommandTest.run("trace", "--engine", "vpaes-1x");
        Run interleaved = CheckCommandTest.run("trace", "--engine", "vpaes");
        assertEquals(0, oneBlock.code(), oneBlock.err());
        assertEquals("ENGINE: vpaes-1x", oneBlock.out().lines().findFirst().orElse(""));
        assertEquals(interleaved.out().lines().skip(1).toList(), oneBlock.out().lines().skip(1).toList());
        // The key schedule as vpaes holds it, each round key read back (FIPS-197 A.1).
        Run vpaesKeys = CheckCommandTest.run("trace", "--engine", "vpaes-1x", "--key-schedule", "-k",
                "2b7e151628aed2a6abf7158809cf4f3c");
        assertEquals(0, vpaesKeys.code(), vpaesKeys.err());
        List<String> keyLines = vpaesKeys.out().lines().toList();
        int k1 = keyLines.indexOf("round[ 1].k_sch  round key 1: basis M, x (rot + rot^2 + rot^3), + M(63)");
        assertTrue(k1 > 0, vpaesKeys.out());
        assertTrue(keyLines.get(k1 + 3).endsWith("  (the key: basis M x C + M(63), moved)"), keyLines.get(k1 + 3));
        assertEquals("  fips a0fafe1788542cb123a339392a6c7605  = spec", keyLines.get(k1 + 4));
        assertTrue(vpaesKeys.out().contains("round[10].k_sch  round key 10: AES basis, + 63\n"), vpaesKeys.out());
        assertTrue(vpaesKeys.out().contains("  fips d014f9a8c9ee2589e13f0cc8b6630ca6  = spec\n"), vpaesKeys.out());
        assertTrue(keyLines.get(k1 - 2).endsWith("  (the key: basis M)"), keyLines.get(k1 - 2));
        assertEquals("every step matches spec (11 steps)", keyLines.get(keyLines.size() - 1));
        for (String line : keyLines) {
            assertTrue(line.length() <= 80, line);
        }
        for (String k : List.of(C1_KEY + "1011121314151617", C1_KEY + "101112131415161718191a1b1c1d1e1f")) {
            Run longer = CheckCommandTest.run("trace", "--engine", "vpaes", "--key-schedule", "-k", k);
            assertEquals(0, longer.code(), longer.err());
            assertTrue(longer.out().endsWith("every step matches spec (" + (k.length() / 8 + 7) + " steps)\n"),
                    longer.out());
        }
        Run keys = CheckCommandTest.run("trace", "--key-schedule");
        assertEquals(2, keys.code());
        assertEquals("aesref: --key-schedule needs --engine NAME", keys.err().strip().lines().findFirst().get());
        Run eq = CheckCommandTest.run("trace", "--equivalent-inverse");
        assertEquals(2, eq.code());
        assertTrue(eq.err().startsWith("aesref: --equivalent-inverse is a listing of spec's decryption"), eq.err());
    }

    /** Each option the listing does not use is refused with one line naming it, and exit code 2. */
    @Test
    void optionsTheListingDoesNotTakeAreRefused() {
        assertUsage("aesref: --encrypt and --decrypt exclude each other: give one, or neither for both directions",
                "trace", "-e", "-d");
        assertUsage("aesref: --equivalent-inverse is a listing of spec's decryption: give it with --decrypt and"
                + " without --engine", "trace", "-d", "--equivalent-inverse", "--engine", "nohw");
        assertUsage("aesref: --json needs --engine NAME", "trace", "--json", "t.json");
        assertUsage("aesref: --key-schedule needs --engine NAME", "trace", "--key-schedule", "--json", "t.json");
        String driverAlone = "aesref: --driver traces a CTR request: give it without --engine, -d, -e, --key-schedule"
                + " and --equivalent-inverse";
        for (String option : List.of("-d", "-e", "--key-schedule")) {
            assertUsage(driverAlone, "trace", "--driver", "go-ctr", option);
        }
        assertUsage("aesref: --blocks must be 1..256, got 257", "trace", "--driver", "go-ctr", "--blocks", "257");
        assertUsage("aesref: --blocks must be 1..256, got 0", "trace", "--driver", "go-ctr", "--blocks", "0");
        for (String blocks : List.of("1", "256")) {
            Run r = CheckCommandTest.run("trace", "--driver", "go-ctr", "--blocks", blocks);
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().endsWith("every block matches the BigInteger reference (" + blocks + " blocks)\n"),
                    r.out());
        }
    }

    private static void assertUsage(String line, String... args) {
        Run r = CheckCommandTest.run(args);
        assertEquals(2, r.code(), r.out());
        assertEquals(line, r.err().strip());
        assertEquals("", r.out());
    }

    /** FIPS-197 Appendix C.1's equivalent inverse cipher ends where the inverse cipher does. */
    @Test
    void theEquivalentInverseCipherIsListed() {
        Run r = CheckCommandTest.run("trace", "-d", "--equivalent-inverse", "-b", "69c4e0d86a7b0430d8cdb78070b4c55a");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("EQUIVALENT INVERSE CIPHER (DECRYPT):\n"), r.out());
        // FIPS-197 Appendix C.1, EQUIVALENT INVERSE CIPHER, round 1.
        assertTrue(r.out().contains("round[ 1].im_col 4773b91ff72f354361cb018ea1e6cf2c\n"
                + "round[ 1].ik_sch 13aa29be9c8faff6f770f58000f7bf03\n"), r.out());
        assertTrue(r.out().strip().endsWith("round[10].ioutput 00112233445566778899aabbccddeeff"), r.out());
    }
}
