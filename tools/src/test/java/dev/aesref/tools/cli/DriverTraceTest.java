package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import dev.aesref.tools.trace.CtrDriverTrace;
import dev.aesref.tools.trace.CtrDriverTrace.Batch;
import dev.aesref.tools.trace.CtrDriverTrace.Driver;
import dev.aesref.tools.trace.CtrDriverTrace.Trace;
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

    /**
     * A 64-bit wrap after the first block: every counter is iv + i worked by hand, the wrap is told
     * once, after block 0, and the two blocks sit in the lanes of ymm0.
     */
    @Test
    void aWrapAfterTheFirstBlockIsToldOnceAfterIt() {
        Run r = CheckCommandTest.run("trace", "--driver", "linux-ctr-ymm", "--iv", "0000000000000000ffffffffffffffff",
                "--blocks", "2");
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("driver linux-ctr-ymm",
                "  models Linux aes_ctr64_crypt (VAES + AVX2, 2 lanes) + ctr_crypt",
                "key    000102030405060708090a0b0c0d0e0f",
                "ctr    0000000000000000ffffffffffffffff",
                "input  2 block(s) of zeros, so the output is the keystream",
                "",
                "ctr_crypt: low 64 bits ffffffffffffffff; they wrap after 1 block(s): call 1",
                "  takes 1, call 2 1",
                "",
                "batch 1: call 1 (before the 64-bit wrap)",
                "  tail: 2 vectors of 2 lanes made, 1 block(s) used",
                "  block register  counter block (from the keystream) check",
                "      0 ymm0[0]   0000000000000000ffffffffffffffff  = ok",
                "  -- ctr_crypt: the low half wrapped; the glue adds 1 to the high half:",
                "       0000000000000001",
                "",
                "batch 2: call 2 (after the wrap)",
                "  tail: 2 vectors of 2 lanes made, 1 block(s) used",
                "  block register  counter block (from the keystream) check",
                "      1 ymm0[0]   00000000000000010000000000000000  = ok",
                "",
                "without the split, one call of the block function over the whole request makes",
                "  block 1 from 00000000000000000000000000000000,",
                "  not from 00000000000000010000000000000000:",
                "  its counter arithmetic alone does not carry, which is why the caller splits",
                "the driver's entry gives the same keystream as its batches",
                "counter block after the request 00000000000000010000000000000001 = iv + blocks",
                "every block matches the BigInteger reference (2 blocks)"), r.out().lines().toList());
    }

    /** XCTR names its IV as such, and each lane's i as LE128 (i + 1), two lanes to a ymm register. */
    @Test
    void xctrShowsTheIvAndEachLanesIndex() {
        Run r = CheckCommandTest.run("trace", "--driver", "linux-xctr-ymm", "--blocks", "3");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("iv     000102030405060708090a0b0c0d0e0f", lines.get(3));
        assertEquals(List.of("  block register  i as LE128 (from the keystream)    check",
                "      0 ymm0[0]   01000000000000000000000000000000  = ok",
                "      1 ymm0[1]   02000000000000000000000000000000  = ok",
                "      2 ymm1[0]   03000000000000000000000000000000  = ok"),
                lines.subList(lines.indexOf("batch 1: one call") + 2, lines.indexOf("batch 1: one call") + 6));
    }

    /**
     * Go's JSON: no counter block after the request (Go keeps a byte offset), every event, and the
     * eight blocks seven PADDQ of (1, 0) would have made from ivlo = 2^64 - 4, worked by hand.
     */
    @Test
    void goesJsonHasItsEventsAndWhatTheFastPathWouldHaveMade() {
        String j = DriverTrace.json(KEY, DriverTrace.run(Driver.GO_CTR, KEY,
                HEX.parseHex("0000000000000001fffffffffffffffc"), 8));
        assertTrue(j.contains("\n  \"ivAfter\": null,\n  \"events\": [\n"
                + "    {\"afterBlock\": -1, \"what\": \"ctr.go: ivhi = 0000000000000001, ivlo = fffffffffffffffc;"
                + " ctrBlocks8 per 8 blocks, then 4, 2 and 1; add128 between batches\"},\n"
                + "    {\"afterBlock\": 7, \"what\": \"ctr.go: add128 carries into ivhi between batches: ivhi ="
                + " 0000000000000002\"}\n  ],\n"), j);
        assertTrue(j.contains("\"fastPathWouldMake\": [\"0000000000000001fffffffffffffffc\","
                + " \"0000000000000001fffffffffffffffd\", \"0000000000000001fffffffffffffffe\","
                + " \"0000000000000001ffffffffffffffff\", \"00000000000000010000000000000000\","
                + " \"00000000000000010000000000000001\", \"00000000000000010000000000000002\","
                + " \"00000000000000010000000000000003\"]}"), j);
        String boring = DriverTrace.json(KEY, DriverTrace.run(Driver.BORING_CTR32, KEY,
                DriverTrace.defaultIv(Driver.BORING_CTR32), 14));
        assertTrue(boring.contains("\n  \"ivAfter\": \"0000000000000000000000fb00000004\",\n"), boring);
    }

    /**
     * boring-ctr32's default request with one bit flipped: byte {@code batchByte} of the third
     * batch's keystream and byte {@code entryByte} of the entry's (-1: none), and {@code ivAfter}
     * for the driver's counter block after the request (null: the driver's).
     */
    private static DriverTrace.Checked boringWith(int batchByte, int entryByte, byte[] ivAfter) {
        Trace right = CtrDriverTrace.run(Driver.BORING_CTR32, KEY, DriverTrace.defaultIv(Driver.BORING_CTR32), 14);
        List<Batch> batches = new ArrayList<>(right.batches());
        if (batchByte >= 0) {
            Batch b = batches.get(2); // blocks 10..13, call 2
            byte[] ks = b.keystream().clone();
            ks[batchByte] ^= 1;
            batches.set(2, new Batch(b.call(), b.firstBlock(), b.made(), ks, b.shape(), b.path(),
                    b.fastPathWouldMake()));
        }
        byte[] entry = right.viaEntry().clone();
        if (entryByte >= 0) {
            entry[entryByte] ^= 1;
        }
        return DriverTrace.check(new Trace(right.driver(), right.iv(), right.blocks(), batches, right.events(), entry,
                ivAfter == null ? right.ivAfter() : ivAfter, right.unsplit()), KEY);
    }

    /** Each check fails the trace on its own; "see above" points at the entry or counter line when one failed. */
    @Test
    void eachCheckFailsTheTraceOnItsOwn() {
        // Block 11 wrong in the batches and in the entry's keystream alike: only the lane fails.
        DriverTrace.Checked lane = boringWith(16, 16 * 11, null);
        assertTrue(lane.entryMatches());
        assertTrue(lane.ivAfterMatches());
        assertFalse(lane.matches());
        List<String> laneText = DriverTrace.text(KEY, lane);
        assertEquals("1 of 14 blocks differ from the BigInteger reference", laneText.get(laneText.size() - 1));
        assertTrue(DriverTrace.json(KEY, lane).contains("\"matches\": false,\n  \"entryMatchesBatches\": true,"));

        // Only the entry's keystream wrong.
        DriverTrace.Checked entry = boringWith(-1, 0, null);
        assertFalse(entry.matches());
        List<String> entryText = DriverTrace.text(KEY, entry);
        assertTrue(entryText.contains("the driver's entry gives a DIFFERENT keystream from its batches"));
        assertEquals("0 of 14 blocks differ from the BigInteger reference; see above",
                entryText.get(entryText.size() - 1));

        // Only the counter block after the request wrong.
        DriverTrace.Checked after = boringWith(-1, -1, HEX.parseHex("0000000000000000000000fb00000005"));
        assertTrue(after.entryMatches());
        assertFalse(after.matches());
        List<String> afterText = DriverTrace.text(KEY, after);
        assertEquals("0 of 14 blocks differ from the BigInteger reference; see above",
                afterText.get(afterText.size() - 1));
    }

    /** The reference key the lanes are read back with is destroyed once they are. */
    @Test
    void theReferenceKeyIsDestroyedAfterTheCheck() {
        List<ExpandedKey> made = new ArrayList<>();
        BlockEngine ledger = new BlockEngine() {
            @Override
            public String name() {
                return "spec-ledger";
            }

            @Override
            public ExpandedKey expandKey(byte[] key) {
                ExpandedKey k = Engines.byName("spec").expandKey(key);
                made.add(k);
                return k;
            }
        };
        Trace t = CtrDriverTrace.run(Driver.GO_CTR, KEY, DriverTrace.defaultIv(Driver.GO_CTR), 9);
        assertTrue(DriverTrace.check(t, KEY, ledger).matches());
        assertEquals(1, made.size());
        assertTrue(made.get(0).isDestroyed());
    }

    /** Events wrap at 80 columns: a word that ends on column 79 stays, a longer one goes to the next line. */
    @Test
    void eventsWrapAtEightyColumns() {
        String a = "a".repeat(39);
        List<String> out = new ArrayList<>();
        DriverTrace.wrap("", a + " " + "b".repeat(39), out);
        assertEquals(List.of(a + " " + "b".repeat(39)), out);
        out.clear();
        DriverTrace.wrap("", a + " " + "b".repeat(40), out);
        assertEquals(List.of(a, "  " + "b".repeat(40)), out);
        // A word longer than a line is not wrapped on its own: there is nothing to break.
        out.clear();
        DriverTrace.wrap("", "c".repeat(90), out);
        assertEquals(List.of("c".repeat(90)), out);
        out.clear();
        DriverTrace.wrap("  -- ", "c".repeat(90) + " d", out);
        assertEquals(List.of("  -- " + "c".repeat(90), "       d"), out);
        // A short first word does not keep a long one on its line.
        out.clear();
        DriverTrace.wrap("", "a " + "c".repeat(78), out);
        assertEquals(List.of("a", "  " + "c".repeat(78)), out);
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
