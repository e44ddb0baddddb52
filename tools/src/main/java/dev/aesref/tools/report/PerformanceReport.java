package dev.aesref.tools.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.jfree.chart.ChartUtils;

/**
 * Turns JMH JSON results into a Markdown report with one table and one plot per series.
 *
 * <p>A series is one benchmark method at fixed parameters other than the implementation and the
 * length ({@link JmhResult#series()}). Its table has a row per implementation and a column per
 * length, each cell the throughput in MB/s and its ratio to the fastest table-AES peer of the same
 * run at that length: Bouncy Castle's {@code AESEngine}, {@code AESFastEngine} or
 * {@code AESLightEngine} ({@code bc-*}) or the JDK without its AES intrinsics ({@code jdk-table}).
 * Its charts, drawn with JFreeChart ({@link Charts}), are PNGs beside the report: the ratio of each
 * aesref engine to the fastest table peer by length, and the throughput with JMH's error by length
 * (or, without lengths, operations per second); each heading names the series in words
 * ({@link SeriesTitle}). With a baseline file, each cell also gets
 * the ratio to the baseline's score for the same series, implementation and length: that is how
 * a change shows that it made no other row slower.
 *
 * <p>Run it from the benchmarks jar:
 * {@code java -cp target/benchmarks.jar dev.aesref.tools.report.PerformanceReport
 * --out docs/performance.md [--charts DIR] [--baseline OLD.json] [--machine TEXT] [--title TEXT]
 * [--intro INTRO.md] RESULT.json ...}; the charts go to {@code DIR} (default: a {@code performance} folder beside the
 * report), named after the report.
 */
public final class PerformanceReport {

    private static final int WIDTH = 900;
    private static final int HEIGHT = 520;

    private final List<JmhResult> results;
    private final List<JmhResult> baseline;
    private final String machine;

    PerformanceReport(List<JmhResult> results, List<JmhResult> baseline, String machine) {
        if (results.isEmpty()) {
            throw new IllegalArgumentException("results: no JMH score to report");
        }
        this.results = results;
        this.baseline = baseline;
        this.machine = machine;
    }

    /** Whether {@code impl} is one of the table-AES peers the ratios are taken against. */
    static boolean isTablePeer(String impl) {
        return impl.startsWith("bc-") || impl.equals("jdk-table");
    }

    /** The series in the order their first score appears. */
    Map<String, List<JmhResult>> series() {
        Map<String, List<JmhResult>> out = new LinkedHashMap<>();
        for (JmhResult r : results) {
            out.computeIfAbsent(r.series(), k -> new ArrayList<>()).add(r);
        }
        return out;
    }

    /** The fastest table peer's ops/s at each length of one series (absent where none ran). */
    static Map<Integer, Double> fastestPeer(List<JmhResult> series) {
        Map<Integer, Double> best = new LinkedHashMap<>();
        for (JmhResult r : series) {
            if (isTablePeer(r.impl())) {
                best.merge(r.length(), r.opsPerSecond(), Math::max);
            }
        }
        return best;
    }

    /** The Markdown report; charts are named {@code <chartPrefix><n>.png}, n from 1 in series order. */
    String markdown(String title, String chartPrefix) {
        return markdown(title, "", chartPrefix);
    }

    /** The report with {@code intro} (Markdown: how the run was made, what to read) after the run's facts. */
    String markdown(String title, String intro, String chartPrefix) {
        StringBuilder md = new StringBuilder();
        JmhResult first = results.get(0);
        md.append("# ").append(title).append("\n\n");
        md.append("Made by `dev.aesref.tools.report.PerformanceReport` from JMH's JSON; do not edit by hand.\n\n");
        md.append("- **Machine:** ").append(machine).append('\n');
        md.append("- **JDK:** ").append(first.jdk()).append(", ").append(first.vm()).append('\n');
        md.append("- **JVM flags of the forks:** ").append(flags()).append('\n');
        md.append("- **Cells:** MB/s (10^6 bytes per second) and, in brackets, the ratio to the fastest table-AES "
                + "peer of the same run at that length (`bc-*`, `jdk-table`)");
        md.append(baseline.isEmpty() ? "" : "; then the ratio to the baseline run");
        md.append(results.stream().anyMatch(r -> !Double.isNaN(r.allocatedBytesPerOp()))
                ? "; then the bytes allocated per operation (JMH's `-prof gc`, `gc.alloc.rate.norm`).\n" : ".\n");
        md.append("- **Operations without a length** (one block, key expansion): operations per second instead "
                + "of MB/s.\n");
        if (!intro.isBlank()) {
            md.append('\n').append(intro.strip()).append('\n');
        }
        int n = 0;
        for (Map.Entry<String, List<JmhResult>> s : series().entrySet()) {
            n++;
            String words = SeriesTitle.of(s.getKey());
            md.append("\n## ").append(words).append("\n\n");
            md.append("JMH series: `").append(s.getKey()).append("`\n\n");
            table(md, s.getKey(), s.getValue());
            if (hasLengths(s.getValue())) {
                md.append("\n![").append(words).append(": speed against the fastest table AES](")
                        .append(chartPrefix).append(n).append("-ratio.png)\n");
                md.append("\n![").append(words).append(": throughput](")
                        .append(chartPrefix).append(n).append("-throughput.png)\n");
            } else {
                md.append("\n![").append(words).append("](").append(chartPrefix).append(n).append(".png)\n");
            }
        }
        return md.toString();
    }

    /** Each distinct flag set of the run, with the implementations that ran under it. */
    private String flags() {
        Map<List<String>, Set<String>> byFlags = new LinkedHashMap<>();
        for (JmhResult r : results) {
            byFlags.computeIfAbsent(r.jvmArgs(), k -> new LinkedHashSet<>()).add(r.impl());
        }
        if (byFlags.size() == 1) {
            return flags(byFlags.keySet().iterator().next());
        }
        StringBuilder s = new StringBuilder();
        byFlags.forEach((f, impls) -> s.append(s.length() == 0 ? "" : "; ").append(flags(f)).append(" for ")
                .append(String.join(", ", impls)));
        return s.toString();
    }

    private static String flags(List<String> jvmArgs) {
        return jvmArgs.isEmpty() ? "none" : "`" + String.join(" ", jvmArgs) + "`";
    }

    /** Whether a series has message lengths (a plot and MB/s) or not (ops/s, no plot). */
    static boolean hasLengths(List<JmhResult> series) {
        return series.stream().anyMatch(r -> r.length() > 0);
    }

    private void table(StringBuilder md, String name, List<JmhResult> series) {
        Set<Integer> lengths = new TreeSet<>();
        Set<String> impls = new LinkedHashSet<>();
        for (JmhResult r : series) {
            lengths.add(r.length());
            impls.add(r.impl());
        }
        Map<Integer, Double> peer = fastestPeer(series);
        md.append("| implementation |");
        lengths.forEach(l -> md.append(' ').append(l > 0 ? l + " B" : "ops/s").append(" |"));
        md.append("\n|---|");
        lengths.forEach(l -> md.append("---|"));
        md.append('\n');
        for (String impl : impls) {
            md.append("| ").append(impl).append(" |");
            for (int length : lengths) {
                JmhResult r = find(series, impl, length);
                if (r == null) {
                    md.append(" – |");
                    continue;
                }
                md.append(length > 0 ? String.format(Locale.ROOT, " %.1f", r.megabytesPerSecond())
                        : String.format(Locale.ROOT, " %,.0f", r.opsPerSecond()));
                Double p = peer.get(length);
                if (p != null) {
                    md.append(" (").append(ratio(r.opsPerSecond() / p)).append("×)");
                }
                JmhResult old = find(baseline.stream().filter(b -> b.series().equals(name)).toList(), impl, length);
                if (old != null) {
                    md.append(String.format(Locale.ROOT, ", %.2f× baseline", r.opsPerSecond() / old.opsPerSecond()));
                }
                if (!Double.isNaN(r.allocatedBytesPerOp())) {
                    md.append(String.format(Locale.ROOT, ", %.0f B/op", r.allocatedBytesPerOp()));
                }
                md.append(" |");
            }
            md.append('\n');
        }
    }

    /**
     * A ratio with two decimals, or with two significant digits below 0.1, so that a slow engine
     * reads as 0.0031× and not as 0.00×.
     */
    static String ratio(double r) {
        if (r >= 0.1 || r == 0) {
            return String.format(Locale.ROOT, "%.2f", r);
        }
        return new java.math.BigDecimal(r).round(new java.math.MathContext(2)).stripTrailingZeros().toPlainString();
    }

    private static JmhResult find(List<JmhResult> series, String impl, int length) {
        for (JmhResult r : series) {
            if (r.impl().equals(impl) && r.length() == length) {
                return r;
            }
        }
        return null;
    }

    /**
     * Writes the charts of every series into {@code dir}: for a series with lengths
     * {@code <prefix><n>-ratio.png} and {@code <prefix><n>-throughput.png} ({@link Charts#ratio},
     * {@link Charts#throughput}), for one without {@code <prefix><n>.png} ({@link Charts#operations}).
     */
    List<Path> charts(Path dir, String prefix) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Files.createDirectories(dir);
        List<Path> written = new ArrayList<>();
        int n = 0;
        for (Map.Entry<String, List<JmhResult>> s : series().entrySet()) {
            n++;
            String words = SeriesTitle.of(s.getKey());
            if (hasLengths(s.getValue())) {
                Path ratio = dir.resolve(prefix + n + "-ratio.png");
                ChartUtils.saveChartAsPNG(ratio.toFile(), Charts.ratio(words, s.getValue()), WIDTH, HEIGHT);
                Path throughput = dir.resolve(prefix + n + "-throughput.png");
                ChartUtils.saveChartAsPNG(throughput.toFile(), Charts.throughput(words, s.getValue()), WIDTH,
                        HEIGHT * 3 / 2);
                written.add(ratio);
                written.add(throughput);
            } else {
                Path png = dir.resolve(prefix + n + ".png");
                ChartUtils.saveChartAsPNG(png.toFile(), Charts.operations(words, s.getValue()), WIDTH, HEIGHT);
                written.add(png);
            }
        }
        return written;
    }

    public static void main(String[] args) throws IOException {
        Path out = Path.of("docs/performance.md");
        Path charts = null;
        List<JmhResult> baseline = List.of();
        String machine = null;
        String title = "Performance";
        String intro = "";
        List<JmhResult> results = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--out" -> out = Path.of(args[++i]);
                case "--charts" -> charts = Path.of(args[++i]);
                case "--baseline" -> baseline = JmhResult.read(Path.of(args[++i]));
                case "--machine" -> machine = args[++i];
                case "--title" -> title = args[++i];
                case "--intro" -> intro = Files.readString(Path.of(args[++i]), StandardCharsets.UTF_8);
                default -> results.addAll(JmhResult.read(Path.of(args[i])));
            }
        }
        if (machine == null) {
            machine = thisMachine();
        }
        PerformanceReport report = new PerformanceReport(results, baseline, machine);
        Path parent = out.toAbsolutePath().getParent();
        Path dir = charts == null ? parent.resolve("performance") : charts.toAbsolutePath();
        String stem = out.getFileName().toString().replaceFirst("\\.md$", "");
        List<Path> written = report.charts(dir, stem + "-");
        String link = parent.relativize(dir).toString().replace('\\', '/');
        Files.writeString(out, report.markdown(title, intro, (link.isEmpty() ? "" : link + "/") + stem + "-"),
                StandardCharsets.UTF_8);
        System.out.println("wrote " + out + " and " + written.size() + " charts in " + dir);
    }

    /** The CPU model and count of the machine the report is made on (Linux's /proc/cpuinfo). */
    static String thisMachine() throws IOException {
        return thisMachine(Path.of("/proc/cpuinfo"));
    }

    /** The CPU model named in {@code cpuinfo} (a file laid out like Linux's /proc/cpuinfo) and the CPU count. */
    static String thisMachine(Path cpuinfo) throws IOException {
        String model = "unknown CPU";
        if (Files.exists(cpuinfo)) {
            for (String line : Files.readAllLines(cpuinfo)) {
                if (line.startsWith("model name")) {
                    model = line.substring(line.indexOf(':') + 1).trim();
                    break;
                }
            }
        }
        return model + ", " + Runtime.getRuntime().availableProcessors() + " CPUs (where the report was made; "
                + "pass --machine when the run was elsewhere)";
    }
}
