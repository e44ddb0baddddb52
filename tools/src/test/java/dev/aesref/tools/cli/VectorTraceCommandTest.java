package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.tools.trace.VectorNohwTrace;
import dev.aesref.tools.cli.CheckCommandTest.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code aesref trace --engine nohw-vector} and {@code vpaes-vector}: the lanes of the Vector API
 * engines, read back and checked against spec. Needs the {@code jdk.incubator.vector} module
 * ({@code -Pno-vector-module} leaves this class out; {@code TraceCommandTest} checks the refusal
 * without it).
 */
@Tag("vector-module") // needs jdk.incubator.vector (the parent pom's vectorModule.tag)
class VectorTraceCommandTest {

    private static final HexFormat HEX = HexFormat.of();

    @Test
    void appendixC1InEveryLaneMatchesSpecInEightyColumns(@TempDir Path dir) throws IOException {
        Path json = dir.resolve("lanes.json");
        Run enc = CheckCommandTest.run("trace", "--engine", "nohw-vector", "--json", json.toString());
        assertEquals(0, enc.code(), enc.err());
        List<String> lines = enc.out().lines().toList();
        assertEquals("ENGINE: nohw-vector (4 lanes x 32 words; the block in slot 0 of each lane)", lines.get(0));
        assertEquals("every step matches spec (22 steps)", lines.get(lines.size() - 1));
        int sbox = lines.indexOf("round[ 1].s_box  add key 0, S-box without 0x63");
        assertEquals("  word  r i lane 0           lane 1           lane 2           lane 3", lines.get(sbox + 1));
        assertEquals("  slot 0 of lanes 0..3 read back: the same state in every lane", lines.get(sbox + 35));
        assertEquals("  held 00a9d4676a30b332ae038384d91382ef  (the 0x63 left out, in every byte)", lines.get(sbox + 36));
        assertEquals("  fips 63cab7040953d051cd60e0e7ba70e18c  = spec", lines.get(sbox + 37));
        for (String line : lines) {
            assertTrue(line.length() <= 80, line);
        }
        String data = Files.readString(json);
        assertTrue(data.contains("\"engine\": \"nohw-vector\""), data);
        assertTrue(data.contains("\"matches\": true,\n  \"steps\""), data);
        assertTrue(data.contains("\"fips\": \"69c4e0d86a7b0430d8cdb78070b4c55a\""), data);

        Run dec = CheckCommandTest.run("trace", "--engine", "nohw-vector", "-d", "-k",
                "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
                "-b", "8ea2b7ca516745bfeafc49904b496089");
        assertEquals(0, dec.code(), dec.err());
        assertTrue(dec.out().contains("round[14].ioutput  inverse S-box, add key 0"), dec.out());
        assertTrue(dec.out().contains("  fips 00112233445566778899aabbccddeeff  = spec"), dec.out());
        assertTrue(dec.out().strip().endsWith("every step matches spec (43 steps)"), dec.out());

        // The key schedule is nohw's: the vector engine broadcasts those batch keys to its lanes.
        Run keys = CheckCommandTest.run("trace", "--engine", "nohw-vector", "--key-schedule");
        assertEquals(CheckCommandTest.run("trace", "--engine", "nohw", "--key-schedule").out().lines().skip(1).toList(),
                keys.out().lines().skip(1).toList());
    }

    /** vpaes-vector: the ByteVector's lanes after each round, with the inversion network before them. */
    @Test
    void vpaesVectorShowsItsLanesAndNetworkAndMatchesSpec(@TempDir Path dir) throws IOException {
        Path json = dir.resolve("vpaes.json");
        Run enc = CheckCommandTest.run("trace", "--engine", "vpaes-vector", "--json", json.toString());
        assertEquals(0, enc.code(), enc.err());
        List<String> lines = enc.out().lines().toList();
        assertEquals("ENGINE: vpaes-vector (one 128-bit ByteVector; net: the inversion network)", lines.get(0));
        int round2 = lines.indexOf("round[ 2].start  S-box by the network, MixColumns by rearrange, add key 1");
        assertTrue(round2 > 0, enc.out());
        assertTrue(lines.get(round2 + 1).startsWith("  net io    80 "), lines.get(round2 + 1));
        assertTrue(lines.get(round2 + 2).startsWith("  net jo    80 "), lines.get(round2 + 2));
        // The lanes are vpaes's own (FIPS-197 C.1, round 2: basis M, bytes moved), as trace --engine vpaes shows.
        assertEquals(List.of("  lane byte f9 67 27 09 69 b9 4b b9 9c 12 4d 18 ae 45 46 88",
                "  FIPS byte  0 13 10  7  4  1 14 11  8  5  2 15 12  9  6  3",
                "  held f967270969b94bb99c124d18ae454688  (the lanes: basis M, bytes moved)",
                "  fips 89d810e8855ace682d1843d8cb128fe4  = spec"), lines.subList(round2 + 3, round2 + 7));
        assertEquals(List.of("round[10].start  S-box by the network, MixColumns by rearrange, add key 9",
                "round[10].output  last S-box (sbo), add key 10, rearrange to FIPS order"),
                lines.stream().filter(l -> l.startsWith("round[10]")).toList());
        assertTrue(enc.out().contains("  lane byte 69 c4 e0 d8 6a 7b 04 30 d8 cd b7 80 70 b4 c5 5a\n"
                + "  FIPS byte  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15\n"
                + "  fips 69c4e0d86a7b0430d8cdb78070b4c55a  = spec\n"), enc.out());
        assertEquals("every step matches spec (11 steps)", lines.get(lines.size() - 1));
        for (String line : lines) {
            assertTrue(line.length() <= 80, line);
        }
        assertTrue(Files.readString(json).contains("\"engineForm\": [\"net io    80 "), Files.readString(json));

        Run dec = CheckCommandTest.run("trace", "--engine", "vpaes-vector", "-d", "-b",
                "69c4e0d86a7b0430d8cdb78070b4c55a");
        assertEquals(0, dec.code(), dec.err());
        assertTrue(dec.out().contains("EQUIVALENT INVERSE CIPHER (DECRYPT):\n"), dec.out());
        assertTrue(dec.out().contains("  fips 00112233445566778899aabbccddeeff  = spec\n"), dec.out());
        assertTrue(dec.out().endsWith("every step matches spec (11 steps)\n"), dec.out());
        for (String line : dec.out().lines().toList()) {
            assertTrue(line.length() <= 80, line);
        }
        // Its work area holds vpaes's round keys byte for byte: the same key schedule trace.
        Run keys = CheckCommandTest.run("trace", "--engine", "vpaes-vector", "--key-schedule");
        assertEquals(0, keys.code(), keys.err());
        assertEquals(CheckCommandTest.run("trace", "--engine", "vpaes", "--key-schedule").out().lines().skip(1).toList(),
                keys.out().lines().skip(1).toList());
    }

    /** One lane gone wrong is shown as that lane, and fails the step. */
    @Test
    void aLaneThatDiffersIsTheOneShownAndMarked() {
        byte[] key = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
        byte[] block = HEX.parseHex("00112233445566778899aabbccddeeff");
        VectorNohwTrace.Step good = VectorNohwTrace.encrypt(key, block).get(3);
        byte[][] fips = good.fips().clone();
        byte[][] held = good.held().clone();
        fips[2] = fips[2].clone();
        fips[2][7] ^= 0x10;
        held[2] = held[2].clone();
        held[2][7] ^= 0x10;
        VectorNohwTrace.Step wrong = new VectorNohwTrace.Step(good.step(), good.round(), good.label(), good.words(), held, fips);
        byte[] spec = good.fips()[0];

        EngineTrace.Step ok = VectorEngineTrace.nohwVector(good, spec);
        assertTrue(ok.matches());
        EngineTrace.Step bad = VectorEngineTrace.nohwVector(wrong, spec);
        assertFalse(bad.matches());
        assertEquals(HEX.formatHex(fips[2]), HEX.formatHex(bad.fips()));
        List<String> form = bad.engineForm();
        assertEquals("lane 0, slot 0: fips " + HEX.formatHex(spec) + "  = spec", form.get(form.size() - 4));
        assertEquals("lane 2, slot 0: fips " + HEX.formatHex(fips[2]) + "  DIFFERS", form.get(form.size() - 2));
        // Lanes 0 and 2 wrong, each its own way: lane 0's is the state shown, the first that differs.
        byte[][] twoWrong = fips.clone();
        twoWrong[0] = fips[0].clone();
        twoWrong[0][0] ^= 0x01;
        EngineTrace.Step first = VectorEngineTrace.nohwVector(new VectorNohwTrace.Step(good.step(), good.round(),
                good.label(), good.words(), held, twoWrong), spec);
        assertEquals(HEX.formatHex(twoWrong[0]), HEX.formatHex(first.fips()));
        List<String> text = EngineTrace.text("nohw-vector", EngineTrace.Part.ENCRYPT, key, block, List.of(ok, bad));
        assertEquals(" ".repeat(7 + 2 * 7) + "^^", text.get(text.size() - 2));
        assertEquals("1 of 2 steps differ from spec", text.get(text.size() - 1));
    }
}
