package dev.aesref.tools.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PerformanceReportTest {

    /** Three scores of one series and one of another, in JMH's JSON layout. */
    private static final String JSON = """
            [
              {"benchmark": "dev.aesref.tools.bench.GridBenchmark.ctr", "jvmArgs": ["-XX:-UseAES"],
               "jdkVersion": "17.0.15", "vmName": "OpenJDK 64-Bit Server VM", "vmVersion": "17.0.15+6",
               "params": {"impl": "engine:nohw", "length": "1000", "keyBits": "128"},
               "primaryMetric": {"score": 20000.0, "scoreError": 100.0, "scoreUnit": "ops/s"}},
              {"benchmark": "dev.aesref.tools.bench.GridBenchmark.ctr", "jvmArgs": ["-XX:-UseAES"],
               "jdkVersion": "17.0.15", "vmName": "OpenJDK 64-Bit Server VM", "vmVersion": "17.0.15+6",
               "params": {"impl": "bc-AESEngine", "length": "1000", "keyBits": "128"},
               "primaryMetric": {"score": 10000.0, "scoreError": "NaN", "scoreUnit": "ops/s"}},
              {"benchmark": "dev.aesref.tools.bench.GridBenchmark.ctr", "jvmArgs": ["-XX:-UseAES"],
               "jdkVersion": "17.0.15", "vmName": "OpenJDK 64-Bit Server VM", "vmVersion": "17.0.15+6",
               "params": {"impl": "jdk-table", "length": "1000", "keyBits": "128"},
               "primaryMetric": {"score": 16000.0, "scoreError": 10.0, "scoreUnit": "ops/s"}},
              {"benchmark": "dev.aesref.tools.bench.GridBenchmark.ctr", "jvmArgs": ["-XX:-UseAES"],
               "jdkVersion": "17.0.15", "vmName": "OpenJDK 64-Bit Server VM", "vmVersion": "17.0.15+6",
               "params": {"impl": "engine:nohw", "length": "16", "keyBits": "256"},
               "primaryMetric": {"score": 400000.0, "scoreError": 10.0, "scoreUnit": "ops/s"}}
            ]
            """;

    private static List<JmhResult> parse(Path dir, String name, String json) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, json, StandardCharsets.UTF_8);
        return JmhResult.read(f);
    }

    @Test
    void readsScoresParametersAndTheRun(@TempDir Path dir) throws IOException {
        List<JmhResult> r = parse(dir, "r.json", JSON);
        assertEquals(4, r.size());
        assertEquals("engine:nohw", r.get(0).impl());
        assertEquals(1000, r.get(0).length());
        assertEquals(20.0, r.get(0).megabytesPerSecond(), 1e-9); // 20,000 ops/s x 1,000 bytes
        assertEquals("GridBenchmark.ctr, keyBits=128", r.get(0).series());
        assertEquals("GridBenchmark.ctr, keyBits=256", r.get(3).series());
        assertTrue(Double.isNaN(r.get(1).error()), "JMH writes NaN for one iteration's error");
        assertEquals(List.of("-XX:-UseAES"), r.get(0).jvmArgs());
    }

    @Test
    void cellsGiveMegabytesAndTheRatioToTheFastestTablePeer(@TempDir Path dir) throws IOException {
        PerformanceReport report = new PerformanceReport(parse(dir, "r.json", JSON), List.of(), "test machine");
        String md = report.markdown("T", "charts/t-");
        // The fastest peer at 1000 bytes is jdk-table (16,000 ops/s): nohw is 20/16 = 1.25x.
        assertTrue(md.contains("| engine:nohw | 20.0 (1.25×) |"), md);
        assertTrue(md.contains("| bc-AESEngine | 10.0 (0.63×) |"), md);
        assertTrue(md.contains("| jdk-table | 16.0 (1.00×) |"), md);
        // No peer ran in the AES-256 series: no ratio.
        assertTrue(md.contains("| engine:nohw | 6.4 |"), md);
        assertTrue(md.contains("- **Machine:** test machine"), md);
        assertTrue(md.contains("`-XX:-UseAES`"), md);
        // GridBenchmark.ctr has no op parameter SeriesTitle knows: the JMH name stays the heading.
        assertTrue(md.contains("## GridBenchmark.ctr, keyBits=128\n\nJMH series: `GridBenchmark.ctr, keyBits=128`"), md);
        assertTrue(md.contains("![GridBenchmark.ctr, keyBits=128: speed against the fastest table AES](charts/t-1-ratio.png)"), md);
        assertTrue(md.contains("![GridBenchmark.ctr, keyBits=128: throughput](charts/t-1-throughput.png)"), md);
        assertTrue(md.contains("(charts/t-2-throughput.png)"), md);
    }

    @Test
    void aBaselineAddsTheRatioToItsScore(@TempDir Path dir) throws IOException {
        List<JmhResult> old = parse(dir, "old.json", JSON.replace("20000.0", "25000.0"));
        PerformanceReport report = new PerformanceReport(parse(dir, "r.json", JSON), old, "m");
        String md = report.markdown("T", "c-");
        assertTrue(md.contains("| engine:nohw | 20.0 (1.25×), 0.80× baseline |"), md);
        assertTrue(md.contains("| jdk-table | 16.0 (1.00×), 1.00× baseline |"), md);
    }

    @Test
    void writesARatioAndAThroughputChartPerSeries(@TempDir Path dir) throws IOException {
        PerformanceReport report = new PerformanceReport(parse(dir, "r.json", JSON), List.of(), "m");
        List<Path> pngs = report.charts(dir.resolve("charts"), "t-");
        assertEquals(List.of(dir.resolve("charts/t-1-ratio.png"), dir.resolve("charts/t-1-throughput.png"),
                dir.resolve("charts/t-2-ratio.png"), dir.resolve("charts/t-2-throughput.png")), pngs);
        BufferedImage image = ImageIO.read(pngs.get(0).toFile());
        assertEquals(900, image.getWidth());
        assertEquals(520, image.getHeight());
        assertEquals(780, ImageIO.read(pngs.get(1).toFile()).getHeight(), "three panels need more height");
    }

    /**
     * The throughput chart: only measured points, as markers with JMH's error as bars, the scalar
     * engines, the Vector API engines and the peers in panels of their own, each with at most six
     * series in Okabe and Ito's palette.
     */
    @Test
    void throughputIsMarkersWithErrorBarsInPanelsOfAtMostSixSeries(@TempDir Path dir) throws IOException {
        List<JmhResult> series = parse(dir, "r.json", JSON).subList(0, 3);
        org.jfree.chart.JFreeChart chart = Charts.throughput("AES-128 CTR", series);
        assertEquals("AES-128 CTR: throughput, with JMH's error", chart.getTitle().getText());
        var plot = (org.jfree.chart.plot.CombinedDomainXYPlot) chart.getPlot();
        List<org.jfree.chart.plot.XYPlot> panels = plot.getSubplots();
        assertEquals(2, panels.size(), "a scalar engine and two peers: no Vector API panel");
        var engines = (org.jfree.data.xy.YIntervalSeriesCollection) panels.get(0).getDataset();
        assertEquals(1, engines.getSeriesCount());
        assertEquals("nohw", engines.getSeriesKey(0));
        // 20,000 ops/s of 1,000 bytes with an error of 100 ops/s: 20 MB/s, 19.9 to 20.1.
        assertEquals(1000, engines.getXValue(0, 0), 1e-9);
        assertEquals(20.0, engines.getYValue(0, 0), 1e-9);
        assertEquals(19.9, engines.getStartYValue(0, 0), 1e-9);
        assertEquals(20.1, engines.getEndYValue(0, 0), 1e-9);
        var renderer = (org.jfree.chart.renderer.xy.XYErrorRenderer) panels.get(0).getRenderer();
        assertEquals(false, renderer.getSeriesLinesVisible(0), "markers only: no line between lengths");
        assertEquals(true, renderer.getDefaultShapesVisible());
        assertEquals(true, renderer.getDrawYError());
        var peers = (org.jfree.data.xy.YIntervalSeriesCollection) panels.get(1).getDataset();
        assertEquals(List.of("bc-AESEngine", "jdk-table"), List.of(peers.getSeriesKey(0), peers.getSeriesKey(1)));
        assertEquals(10.0, peers.getStartYValue(0, 0), 1e-9, "JMH's NaN error (one iteration) draws no bar");
        for (int i = 0; i < Charts.PALETTE.size(); i++) {
            assertTrue(!Charts.PALETTE.get(i).equals(new java.awt.Color(0xF0E442)), "no yellow");
        }
        assertEquals(Charts.PALETTE.get(0), renderer.getSeriesPaint(0));
        var peerRenderer = (org.jfree.chart.renderer.xy.XYErrorRenderer) panels.get(1).getRenderer();
        assertEquals(Charts.PALETTE.get(1), peerRenderer.getSeriesPaint(1));
        List<JmhResult> seven = new java.util.ArrayList<>();
        for (int i = 0; i < 7; i++) {
            seven.add(new JmhResult("b.GridBenchmark.run", java.util.Map.of("impl", "engine:e" + i, "length", "16"),
                    1, 0, "17", "vm", List.of(), Double.NaN));
        }
        assertThrows(IllegalArgumentException.class, () -> Charts.throughput("t", seven));
    }

    /** The ratio chart: each engine against the fastest table peer of the run, with a rule at 1x. */
    @Test
    void ratioIsAgainstTheFastestTablePeer(@TempDir Path dir) throws IOException {
        List<JmhResult> series = parse(dir, "r.json", JSON).subList(0, 3);
        org.jfree.chart.JFreeChart chart = Charts.ratio("AES-128 CTR", series);
        assertEquals("AES-128 CTR: speed against the fastest table AES", chart.getTitle().getText());
        var plot = (org.jfree.chart.plot.CombinedDomainXYPlot) chart.getPlot();
        List<org.jfree.chart.plot.XYPlot> panels = plot.getSubplots();
        assertEquals(1, panels.size(), "the peers are the reference, not a panel");
        var data = (org.jfree.data.xy.YIntervalSeriesCollection) panels.get(0).getDataset();
        assertEquals(1.25, data.getYValue(0, 0), 1e-9, "nohw 20,000 ops/s against jdk-table's 16,000");
        assertEquals(1.0, ((org.jfree.chart.plot.ValueMarker) panels.get(0).getRangeMarkers(
                org.jfree.chart.ui.Layer.FOREGROUND).iterator().next()).getValue(), 1e-9);
    }

    @Test
    void seriesAreNamedInWords() {
        assertEquals("AES-128 CTR", SeriesTitle.of("GridBenchmark.run, keyBits=128, offset=0, op=ctr128"));
        assertEquals("AES-256 GCM seal, data at offset 3",
                SeriesTitle.of("GridBenchmark.run, keyBits=256, offset=3, op=gcm-seal"));
        assertEquals("AES-128 key expansion", SeriesTitle.of("BlockAndKeyBenchmark.expandKey, keyBits=128"));
        assertEquals("AES-192 one-block encryption", SeriesTitle.of("BlockAndKeyBenchmark.encryptBlock, keyBits=192"));
        assertEquals("GridBenchmark.run, op=ctr128", SeriesTitle.of("GridBenchmark.run, op=ctr128"), "no key size");
        assertEquals("Other.thing", SeriesTitle.of("Other.thing"));
    }

    @Test
    void smallRatiosKeepTwoSignificantDigits() {
        assertEquals("1.25", PerformanceReport.ratio(1.25));
        assertEquals("0.10", PerformanceReport.ratio(0.1));
        assertEquals("0.0031", PerformanceReport.ratio(0.003149));
        assertEquals("0.04", PerformanceReport.ratio(0.0401));
        assertEquals("0.00", PerformanceReport.ratio(0));
    }

    @Test
    void theCommandWritesTheReportAndItsChartsBesideIt(@TempDir Path dir) throws IOException {
        parse(dir, "r.json", JSON);
        Files.writeString(dir.resolve("intro.md"), "How this run was made.\n");
        PerformanceReport.main(new String[] {"--out", dir.resolve("perf.md").toString(), "--machine", "m",
                "--title", "Run", "--intro", dir.resolve("intro.md").toString(), dir.resolve("r.json").toString()});
        String md = Files.readString(dir.resolve("perf.md"));
        assertTrue(md.startsWith("# Run\n"), md);
        assertTrue(md.contains("of MB/s.\n\nHow this run was made.\n\n## "), md);
        assertTrue(md.contains("](performance/perf-2-ratio.png)"), md);
        assertTrue(Files.size(dir.resolve("performance/perf-1-ratio.png")) > 0);
        assertTrue(Files.size(dir.resolve("performance/perf-2-throughput.png")) > 0);
    }

    /** --charts puts the charts elsewhere, --baseline adds its column, and no --machine reads this one's CPU. */
    @Test
    void theCommandTakesAChartsFolderAndABaselineAndNamesThisMachine(@TempDir Path dir) throws IOException {
        parse(dir, "r.json", JSON);
        PerformanceReport.main(new String[] {"--out", dir.resolve("perf.md").toString(), "--charts",
                dir.resolve("img").toString(), "--baseline", dir.resolve("r.json").toString(),
                dir.resolve("r.json").toString()});
        String md = Files.readString(dir.resolve("perf.md"));
        assertTrue(md.contains("](img/perf-1-throughput.png)"), md);
        assertTrue(Files.size(dir.resolve("img/perf-1-throughput.png")) > 0);
        assertTrue(md.contains(Runtime.getRuntime().availableProcessors() + " CPUs"), md);
        assertTrue(PerformanceReport.thisMachine().contains("pass --machine when the run was elsewhere"));
    }

    /** A real JMH file of this repository parses: the before/after run of the engines' reshaping. */
    @Test
    void readsARealJmhFile() throws IOException {
        List<JmhResult> r = JmhResult.read(Path.of("../docs/performance/2026-12-01-before-after-issue10-run1.json"));
        assertEquals(33, r.size());
        assertEquals(1, new PerformanceReport(r, List.of(), "m").series().size());
        assertTrue(PerformanceReport.fastestPeer(r).keySet().containsAll(List.of(16, 1420, 16384)));
    }

    @Test
    void refusesAnEmptyRunAndAnotherUnit(@TempDir Path dir) throws IOException {
        assertThrows(IllegalArgumentException.class, () -> new PerformanceReport(List.of(), List.of(), "m"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> parse(dir, "avgt.json", JSON.replace("\"ops/s\"", "\"us/op\"")));
        assertTrue(e.getMessage().contains("us/op"), e.getMessage());
    }

    /**
     * A grid run: the hardware peer under other flags, GC profiler numbers, and a benchmark
     * without a length (ops/s, no chart).
     */
    private static final String GRID = """
            [
              {"benchmark": "dev.aesref.tools.bench.GridBenchmark.run", "jvmArgs": ["-XX:-UseAES"],
               "jdkVersion": "17.0.15", "vmName": "OpenJDK 64-Bit Server VM", "vmVersion": "17.0.15+6",
               "params": {"impl": "engine:nohw", "length": "64", "op": "ctr128"},
               "primaryMetric": {"score": 1000000.0, "scoreError": 100.0, "scoreUnit": "ops/s"},
               "secondaryMetrics": {"gc.alloc.rate.norm": {"score": 0.004, "scoreUnit": "B/op"}}},
              {"benchmark": "dev.aesref.tools.bench.GridBenchmark.run", "jvmArgs": ["-XX:-UseAES"],
               "jdkVersion": "17.0.15", "vmName": "OpenJDK 64-Bit Server VM", "vmVersion": "17.0.15+6",
               "params": {"impl": "bc-AESEngine", "length": "64", "op": "ctr128"},
               "primaryMetric": {"score": 2000000.0, "scoreError": 100.0, "scoreUnit": "ops/s"},
               "secondaryMetrics": {"\u00b7gc.alloc.rate.norm": {"score": 48.0, "scoreUnit": "B/op"}}},
              {"benchmark": "dev.aesref.tools.bench.GridBenchmark.run", "jvmArgs": [],
               "jdkVersion": "17.0.15", "vmName": "OpenJDK 64-Bit Server VM", "vmVersion": "17.0.15+6",
               "params": {"impl": "jdk-aesni", "length": "64", "op": "ctr128"},
               "primaryMetric": {"score": 20000000.0, "scoreError": 100.0, "scoreUnit": "ops/s"}},
              {"benchmark": "dev.aesref.tools.bench.BlockAndKeyBenchmark.expandKey", "jvmArgs": ["-XX:-UseAES"],
               "jdkVersion": "17.0.15", "vmName": "OpenJDK 64-Bit Server VM", "vmVersion": "17.0.15+6",
               "params": {"impl": "engine:nohw", "keyBits": "128"},
               "primaryMetric": {"score": 1234567.0, "scoreError": 100.0, "scoreUnit": "ops/s"}}
            ]
            """;

    @Test
    void aGridRunShowsFlagsPerImplementationAllocationAndOpsWithoutALength(@TempDir Path dir) throws IOException {
        List<JmhResult> r = parse(dir, "grid.json", GRID);
        assertEquals(0.004, r.get(0).allocatedBytesPerOp());
        assertEquals(48.0, r.get(1).allocatedBytesPerOp(), "JMH before 1.36 named it with a leading '\u00b7'");
        assertTrue(Double.isNaN(r.get(2).allocatedBytesPerOp()));
        PerformanceReport report = new PerformanceReport(r, List.of(), "m");
        String md = report.markdown("T", "c-");
        assertTrue(md.contains("`-XX:-UseAES` for engine:nohw, bc-AESEngine; none for jdk-aesni"), md);
        assertTrue(md.contains("| engine:nohw | 64.0 (0.50×), 0 B/op |"), md);
        assertTrue(md.contains("| bc-AESEngine | 128.0 (1.00×), 48 B/op |"), md);
        assertTrue(md.contains("| jdk-aesni | 1280.0 (10.00×) |"), md);
        assertTrue(md.contains("| implementation | ops/s |"), md);
        assertTrue(md.contains("| engine:nohw | 1,234,567 |"), md);
        assertTrue(md.contains("![GridBenchmark.run, op=ctr128: throughput](c-1-throughput.png)"), md);
        assertTrue(md.contains("## AES-128 key expansion\n"), md);
        assertTrue(md.contains("![AES-128 key expansion](c-2.png)"), "a bar chart for a series without lengths:\n" + md);
        assertEquals(List.of(dir.resolve("charts/c-1-ratio.png"), dir.resolve("charts/c-1-throughput.png"),
                dir.resolve("charts/c-2.png")), report.charts(dir.resolve("charts"), "c-"));
    }

    /** The run's facts: one flag set, no baseline, no GC profiler, no intro. */
    @Test
    void theHeaderSaysWhatTheCellsHold(@TempDir Path dir) throws IOException {
        String md = new PerformanceReport(parse(dir, "r.json", JSON), List.of(), "m").markdown("T", "c-");
        assertTrue(md.contains("- **JVM flags of the forks:** `-XX:-UseAES`\n"), md);
        assertTrue(md.contains("- **Cells:** MB/s (10^6 bytes per second) and, in brackets, the ratio to the fastest "
                + "table-AES peer of the same run at that length (`bc-*`, `jdk-table`).\n"), md);
        assertTrue(md.contains("of MB/s.\n\n## "), "no intro, no lines for it:\n" + md);
    }

    /** With a baseline and GC profiler numbers, the header says the cells hold them too. */
    @Test
    void theHeaderNamesTheBaselineAndTheAllocation(@TempDir Path dir) throws IOException {
        List<JmhResult> grid = parse(dir, "grid.json", GRID);
        String md = new PerformanceReport(grid, grid, "m").markdown("T", "c-");
        assertTrue(md.contains("(`bc-*`, `jdk-table`); then the ratio to the baseline run; then the bytes allocated "
                + "per operation (JMH's `-prof gc`, `gc.alloc.rate.norm`).\n"), md);
        assertTrue(md.contains("- **JVM flags of the forks:** `-XX:-UseAES` for engine:nohw, bc-AESEngine; "
                + "none for jdk-aesni\n"), md);
    }

    private static JmhResult score(String keyBits, String impl, int length, double ops) {
        return new JmhResult("dev.aesref.tools.bench.GridBenchmark.ctr",
                new java.util.TreeMap<>(java.util.Map.of("impl", impl, "keyBits", keyBits, "length", "" + length)),
                ops, 1, "17", "vm", List.of(), Double.NaN);
    }

    /**
     * Two lengths, a cell no score fills, and a baseline whose other series has the same
     * implementation and lengths: a cell is compared only with its own series' baseline.
     */
    @Test
    void aTableHasAColumnPerLengthADashWhereNothingRanAndItsOwnSeriesBaseline() {
        List<JmhResult> run = List.of(score("128", "engine:nohw", 16, 1_000_000), score("128", "engine:nohw", 1000, 20_000),
                score("128", "bc-AESEngine", 16, 500_000), score("128", "jdk-table", 1000, 16_000));
        List<JmhResult> baseline = List.of(score("256", "engine:nohw", 16, 4_000_000),
                score("256", "engine:nohw", 1000, 10_000), score("128", "engine:nohw", 16, 800_000));
        String md = new PerformanceReport(run, baseline, "m").markdown("T", "c-");
        // 16 B: 1,000,000 x 16 = 16.0 MB/s, 2.00x bc-AESEngine's 500,000, 1.25x the baseline's 800,000.
        // 1000 B: 20,000 x 1,000 = 20.0 MB/s, 1.25x jdk-table's 16,000, no baseline for it in this series.
        assertTrue(md.contains("""
                | implementation | 16 B | 1000 B |
                |---|---|---|
                | engine:nohw | 16.0 (2.00×), 1.25× baseline | 20.0 (1.25×) |
                | bc-AESEngine | 8.0 (1.00×) | – |
                | jdk-table | – | 16.0 (1.00×) |
                """), md);
    }

    /**
     * --charts the report's own folder links the charts without a folder; --machine names the
     * machine; the command says what it wrote; a series without lengths gets its chart.
     */
    @Test
    void theCommandLinksChartsBesideTheReportAndSaysWhatItWrote(@TempDir Path dir) throws IOException {
        parse(dir, "grid.json", GRID);
        Path out = dir.resolve("perf.md");
        java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
        java.io.PrintStream old = System.out;
        try {
            System.setOut(new java.io.PrintStream(printed, true, StandardCharsets.UTF_8));
            PerformanceReport.main(new String[] {"--out", out.toString(), "--charts", dir.toString(), "--machine",
                "the machine", dir.resolve("grid.json").toString()});
        } finally {
            System.setOut(old);
        }
        assertEquals("wrote " + out + " and 3 charts in " + dir.toAbsolutePath() + System.lineSeparator(),
                printed.toString(StandardCharsets.UTF_8));
        String md = Files.readString(out);
        assertTrue(md.contains("- **Machine:** the machine\n"), md);
        assertTrue(md.contains("](perf-1-ratio.png)"), md);
        assertTrue(md.contains("![AES-128 key expansion](perf-2.png)"), md);
        BufferedImage ops = ImageIO.read(dir.resolve("perf-2.png").toFile());
        assertEquals(900, ops.getWidth());
        assertEquals(520, ops.getHeight());
    }

    @Test
    void theMachineIsTheFirstModelNameOfCpuinfo(@TempDir Path dir) throws IOException {
        String cpus = Runtime.getRuntime().availableProcessors() + " CPUs (where the report was made; pass --machine "
                + "when the run was elsewhere)";
        Path cpuinfo = dir.resolve("cpuinfo");
        Files.writeString(cpuinfo, "processor\t: 0\nvendor_id\t: GenuineIntel\nmodel name\t: Test CPU @ 3.00GHz\n"
                + "processor\t: 1\nmodel name\t: Another CPU\n");
        assertEquals("Test CPU @ 3.00GHz, " + cpus, PerformanceReport.thisMachine(cpuinfo));
        Files.writeString(cpuinfo, "processor\t: 0\nvendor_id\t: GenuineIntel\n");
        assertEquals("unknown CPU, " + cpus, PerformanceReport.thisMachine(cpuinfo));
        assertEquals("unknown CPU, " + cpus, PerformanceReport.thisMachine(dir.resolve("no-such-file")));
    }
}
