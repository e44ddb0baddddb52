package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.internal.hwmodel.CtrDriverTrace;
import dev.aesref.internal.hwmodel.CtrDriverTrace.Batch;
import dev.aesref.internal.hwmodel.CtrDriverTrace.Driver;
import dev.aesref.internal.hwmodel.CtrDriverTrace.Trace;
import dev.aesref.tools.cli.CheckCommandTest.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code trace --driver}: each lane's counter read back from the keystream and checked, as text and JSON. */
class DriverTraceTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] KEY = HEX.parseHex("000102030405060708090a0b0c0d0e0f");

    @Test
    void boringsDefaultRequestCrossesThe32BitWrapInThreeBatches(@TempDir Path dir) throws IOException {
        Path json = dir.resolve("b.json");
        Run r = CheckCommandTest.run("trace", "--driver", "boring-ctr32", "--json", json.toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("ctr    0000000000000000000000fafffffff6", lines.get(3));
        int batch3 = lines.indexOf("batch 3: call 2 (after the wrap)");
        assertEquals("  .Lctr32_tail: 4 block(s) in 4 register(s)", lines.get(batch3 + 1));
        assertEquals("     10 xmm0      0000000000000000000000fb00000000  = ok", lines.get(batch3 + 3));
        assertTrue(lines.contains("      9 xmm1      0000000000000000000000faffffffff  = ok"), r.out());
        assertTrue(lines.contains("  block 10 from 0000000000000000000000fa00000000,"), r.out());
        assertTrue(lines.contains("counter block after the request 0000000000000000000000fb00000004 = iv + blocks"));
        assertEquals("every block matches the BigInteger reference (14 blocks)", lines.get(lines.size() - 1));
        String j = Files.readString(json);
        List<String> counters = values(j, "counter");
        assertEquals(14 + 1, counters.size(), j); // every lane, and the unsplit block
        assertEquals("0000000000000000000000fafffffff6", counters.get(0));
        assertEquals("0000000000000000000000fb00000003", counters.get(13));
        assertEquals("0000000000000000000000fa00000000", counters.get(14));
        assertTrue(j.contains("\"matches\": true,\n  \"entryMatchesBatches\": true"), j);
    }

    @Test
    void everyDriversTextFitsEightyColumnsAndItsJsonHasEveryLane(@TempDir Path dir) throws IOException {
        for (Driver d : Driver.values()) {
            Path json = dir.resolve(d.traceName() + ".json");
            Run r = CheckCommandTest.run("trace", "--driver", d.traceName(), "--json", json.toString());
            assertEquals(0, r.code(), d + ": " + r.err());
            r.out().lines().forEach(l -> assertTrue(l.length() <= 80, d + ": " + l));
            int blocks = DriverTrace.defaultBlocks(d);
            String j = Files.readString(json);
            assertEquals(blocks, values(j, "keystream").size(), d.traceName());
            assertEquals(blocks, countOf(r.out(), "  = ok\n"), d.traceName());
        }
        Run go = CheckCommandTest.run("trace", "--driver", "go-ctr", "-k",
                "000102030405060708090a0b0c0d0e0f1011121314151617", "--iv", "0000000000000001fffffffffffffffc",
                "--blocks", "8");
        assertEquals(0, go.code(), go.err());
        assertTrue(go.out().contains("slow path: ivlo + 7 carries"), go.out());
        assertTrue(go.out().contains("\n      4 xmm4      00000000000000020000000000000000  = ok\n"), go.out());
    }

    /** A driver that makes one wrong block, standing in for a broken model: the lane is marked and the trace fails. */
    @Test
    void aWrongBlockIsMarkedAndFailsTheTrace() {
        Trace right = CtrDriverTrace.run(Driver.BORING_CTR32, KEY, DriverTrace.defaultIv(Driver.BORING_CTR32), 14);
        List<Batch> batches = new ArrayList<>(right.batches());
        Batch b = batches.get(2);
        byte[] ks = b.keystream().clone();
        ks[16] ^= 1; // block 11, the second of call 2
        batches.set(2, new Batch(b.call(), b.firstBlock(), b.made(), ks, b.shape(), b.path(), b.fastPathWouldMake()));
        Trace wrong = new Trace(right.driver(), right.iv(), right.blocks(), batches, right.events(),
                right.viaEntry(), right.ivAfter(), right.unsplit());
        DriverTrace.Checked c = DriverTrace.check(wrong, KEY);
        assertFalse(c.matches());
        assertFalse(c.entryMatches());
        List<String> lines = DriverTrace.text(KEY, c);
        List<String> marked = lines.stream().filter(l -> l.contains("^^")).toList();
        assertEquals(1, marked.size(), String.join("\n", lines));
        assertTrue(marked.get(0).startsWith("     11 xmm1      "), marked.get(0));
        assertTrue(marked.get(0).endsWith("^^ 0000000000000000000000fb00000001"), marked.get(0));
        assertTrue(lines.contains("the driver's entry gives a DIFFERENT keystream from its batches"));
        assertEquals("1 of 14 blocks differ from the BigInteger reference; see above", lines.get(lines.size() - 1));

        Trace badIv = new Trace(right.driver(), right.iv(), right.blocks(), right.batches(), right.events(),
                right.viaEntry(), HEX.parseHex("0000000000000000000000fa00000004"), right.unsplit());
        DriverTrace.Checked c2 = DriverTrace.check(badIv, KEY);
        assertFalse(c2.matches());
        assertTrue(DriverTrace.text(KEY, c2).contains("counter block after the request"
                + " 0000000000000000000000fa00000004 ^^ expected 0000000000000000000000fb00000004"));
    }

    @Test
    void optionsOutsideTheirUseAreUsageErrors() {
        assertUsage("aesref: --driver driver must be one of boring-ctr32, go-ctr, linux-ctr-ymm, linux-ctr-zmm,"
                + " linux-xctr-ymm, linux-xctr-zmm, got 'go'", "trace", "--driver", "go");
        assertUsage("aesref: --iv needs --driver NAME", "trace", "--iv", "00");
        assertUsage("aesref: --blocks needs --driver NAME", "trace", "--blocks", "3");
        assertUsage("aesref: --driver traces a CTR request: give it without --engine, -d, -e, --key-schedule and"
                + " --equivalent-inverse", "trace", "--driver", "go-ctr", "--engine", "nohw");
        assertUsage("aesref: --blocks must be 1..256, got 0", "trace", "--driver", "go-ctr", "--blocks", "0");
        assertUsage("aesref: --iv must be 16 bytes, got 15", "trace", "--driver", "go-ctr", "--iv",
                "000102030405060708090a0b0c0d0e");
        assertUsage("aesref: --key must be 16, 24 or 32 bytes, got 15", "trace", "--driver", "go-ctr", "-k",
                "000102030405060708090a0b0c0d0e");
    }

    private static void assertUsage(String message, String... args) {
        Run r = CheckCommandTest.run(args);
        assertEquals(2, r.code(), r.out());
        assertEquals(message, r.err().strip().lines().findFirst().orElse(""));
    }

    private static List<String> values(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\": \"([0-9a-f]*)\"").matcher(json);
        List<String> out = new ArrayList<>();
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private static int countOf(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
