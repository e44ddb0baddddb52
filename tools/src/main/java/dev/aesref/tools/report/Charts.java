package dev.aesref.tools.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYTitleAnnotation;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.StatisticalLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.util.ShapeUtils;
import org.jfree.data.statistics.DefaultStatisticalCategoryDataset;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * The report's charts, each answering one question:
 * <ul>
 *   <li>{@link #ratio}: how fast is each aesref engine against the fastest table AES of the same
 *       run, at each measured length? (Its bar is the engine's own JMH error over the peer's
 *       score; the peer's error is not in it.)</li>
 *   <li>{@link #throughput}: how many MB/s does each implementation reach, with JMH's error?</li>
 *   <li>{@link #operations}: how many one-block encryptions or key expansions a second?</li>
 * </ul>
 * Only measured points are drawn, as markers (no line joins two lengths that were measured, across
 * lengths that were not). A panel holds at most {@link #MAX_SERIES} series, in the colour-blind-safe
 * palette of Okabe and Ito ("Color Universal Design", 2008) without its yellow, each with its own
 * marker shape as well, so that no series is told from another by colour alone.
 */
final class Charts {

    /** The most series one panel shows. */
    static final int MAX_SERIES = 6;

    /** Okabe and Ito's palette without yellow (#F0E442), which is nearly invisible on white. */
    static final List<Color> PALETTE = List.of(new Color(0x000000), new Color(0xE69F00), new Color(0x56B4E9),
            new Color(0x009E73), new Color(0x0072B2), new Color(0xD55E00), new Color(0xCC79A7));

    /** The three groups a chart shows in separate panels, in this order. */
    static final Map<String, Predicate<String>> GROUPS = groups();

    private static Map<String, Predicate<String>> groups() {
        Map<String, Predicate<String>> g = new LinkedHashMap<>();
        g.put("aesref scalar", impl -> impl.startsWith("engine:") && !impl.contains("vector"));
        g.put("aesref Vector API", impl -> impl.startsWith("engine:") && impl.contains("vector"));
        g.put("peers", impl -> !impl.startsWith("engine:"));
        return g;
    }

    private Charts() {}

    /**
     * The ratio of each aesref engine's throughput to the fastest table peer's at each length
     * (log scale, a rule at 1×), the scalar and the Vector API engines in two panels.
     */
    static JFreeChart ratio(String title, List<JmhResult> series) {
        Map<Integer, Double> peer = PerformanceReport.fastestPeer(series);
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(lengthAxis());
        plot.setGap(12);
        GROUPS.forEach((name, member) -> {
            if (name.startsWith("peers")) {
                return;
            }
            YIntervalSeriesCollection data = new YIntervalSeriesCollection();
            for (String impl : impls(series, member)) {
                YIntervalSeries s = new YIntervalSeries(impl.replace("engine:", ""));
                for (JmhResult r : series) {
                    Double p = peer.get(r.length());
                    if (r.impl().equals(impl) && r.length() > 0 && p != null && r.opsPerSecond() > 0) {
                        double ratio = r.opsPerSecond() / p;
                        double err = Double.isNaN(r.error()) ? 0 : r.error() / p;
                        s.add(r.length(), ratio, Math.max(ratio - err, ratio * 0.5), ratio + err);
                    }
                }
                data.addSeries(s);
            }
            if (data.getSeriesCount() > 0) {
                XYPlot panel = panel(data, doublings(name + " (×)"));
                ValueMarker one = new ValueMarker(1.0, Color.DARK_GRAY, new BasicStroke(1.0f,
                        BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1.0f, new float[] {4f, 4f}, 0f));
                panel.addRangeMarker(one);
                plot.add(panel);
            }
        });
        return chart(title + ": speed against the fastest table AES", plot);
    }

    /** MB/s with JMH's 99.9 % error as bars, one panel per group of {@link #GROUPS}. */
    static JFreeChart throughput(String title, List<JmhResult> series) {
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(lengthAxis());
        plot.setGap(12);
        GROUPS.forEach((name, member) -> {
            YIntervalSeriesCollection data = new YIntervalSeriesCollection();
            for (String impl : impls(series, member)) {
                YIntervalSeries s = new YIntervalSeries(impl.replace("engine:", ""));
                for (JmhResult r : series) {
                    if (r.impl().equals(impl) && r.length() > 0 && r.opsPerSecond() > 0) {
                        double mb = r.megabytesPerSecond();
                        double err = Double.isNaN(r.error()) ? 0 : r.error() * r.length() / 1e6;
                        s.add(r.length(), mb, Math.max(mb - err, mb * 0.5), mb + err);
                    }
                }
                data.addSeries(s);
            }
            if (data.getSeriesCount() > 0) {
                plot.add(panel(data, decades(name + " (MB/s)")));
            }
        });
        return chart(title + ": throughput, with JMH's error", plot);
    }

    /**
     * Operations per second of each implementation with JMH's error, for benchmarks without a
     * length: a dot plot (a marker and its error bar per implementation), coloured by group.
     */
    static JFreeChart operations(String title, List<JmhResult> series) {
        DefaultStatisticalCategoryDataset data = new DefaultStatisticalCategoryDataset();
        GROUPS.forEach((name, member) -> {
            for (String impl : impls(series, member)) {
                for (JmhResult r : series) {
                    if (r.impl().equals(impl)) {
                        data.add(r.opsPerSecond(), Double.isNaN(r.error()) ? 0 : r.error(), name,
                                impl.replace("engine:", ""));
                    }
                }
            }
        });
        StatisticalLineAndShapeRenderer dots = new StatisticalLineAndShapeRenderer(false, true);
        dots.setErrorIndicatorPaint(Color.BLACK);
        int i = 0;
        for (String group : GROUPS.keySet()) {
            if (data.getRowIndex(group) >= 0) {
                dots.setSeriesPaint(data.getRowIndex(group), PALETTE.get(i + 1));
                dots.setSeriesShape(data.getRowIndex(group), new Ellipse2D.Double(-5, -5, 10, 10));
            }
            i++;
        }
        LogAxis axis = decades("operations per second");
        // The range of the scores, not of their error bars: a bar wider than its score (one
        // iteration far from the others) would stretch the axis down to its smallest value.
        double low = series.stream().mapToDouble(JmhResult::opsPerSecond).filter(v -> v > 0).min().orElse(1);
        double high = series.stream().mapToDouble(r -> r.opsPerSecond() + (Double.isNaN(r.error()) ? 0 : r.error()))
                .max().orElse(10);
        axis.setRange(low / 3, high * 3);
        // A white background and light grey grid lines are CategoryPlot's defaults (ChartsTest pins them).
        CategoryPlot plot = new CategoryPlot(data, new CategoryAxis(), axis, dots);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        return chart(title + ": operations per second, with JMH's error", plot);
    }

    /** A logarithmic value axis with a tick at each power of two, for ratios. */
    private static LogAxis doublings(String label) {
        LogAxis axis = new LogAxis(label);
        axis.setBase(2);
        axis.setTickUnit(new NumberTickUnit(1));
        axis.setNumberFormatOverride(new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(Locale.ROOT)));
        axis.setSmallestValue(1e-4);
        return axis;
    }

    /** A logarithmic value axis with a tick at each power of ten. */
    private static LogAxis decades(String label) {
        LogAxis axis = new LogAxis(label);
        axis.setTickUnit(new NumberTickUnit(1));
        axis.setMinorTickCount(9);
        axis.setMinorTickMarksVisible(true);
        axis.setNumberFormatOverride(new DecimalFormat("#,##0.####", DecimalFormatSymbols.getInstance(Locale.ROOT)));
        axis.setSmallestValue(1e-4);
        return axis;
    }

    /** The implementations of {@code series} in {@code member}'s group, in the order they first appear. */
    static List<String> impls(List<JmhResult> series, Predicate<String> member) {
        List<String> out = new ArrayList<>();
        for (JmhResult r : series) {
            if (member.test(r.impl()) && !out.contains(r.impl())) {
                out.add(r.impl());
            }
        }
        if (out.size() > MAX_SERIES) {
            throw new IllegalArgumentException("a panel holds at most " + MAX_SERIES + " series, got " + out);
        }
        return out;
    }

    private static LogAxis lengthAxis() {
        LogAxis x = new LogAxis("message length (bytes, the measured lengths only)");
        x.setBase(2);
        x.setSmallestValue(1);
        x.setTickUnit(new NumberTickUnit(1));
        x.setNumberFormatOverride(new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT)));
        return x;
    }

    /**
     * One panel: markers with error bars, no lines, a log value axis. JFreeChart's defaults give
     * the rest, and ChartsTest pins them: an {@code XYErrorRenderer} draws shapes without lines
     * and the Y error, and a plot has a white background and light grey grid lines.
     */
    private static XYPlot panel(YIntervalSeriesCollection data, LogAxis y) {
        y.setLabelFont(y.getLabelFont().deriveFont(Font.PLAIN, 11f));
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawXError(false);
        renderer.setCapLength(6);
        Shape[] shapes = {new Ellipse2D.Double(-4, -4, 8, 8), new Rectangle2D.Double(-4, -4, 8, 8),
            ShapeUtils.createUpTriangle(5), ShapeUtils.createDiamond(5), ShapeUtils.createDownTriangle(5),
            ShapeUtils.createDiagonalCross(4, 1)};
        for (int i = 0; i < data.getSeriesCount(); i++) {
            renderer.setSeriesPaint(i, PALETTE.get(i % PALETTE.size()));
            renderer.setSeriesShape(i, shapes[i % shapes.length]);
            renderer.setSeriesLinesVisible(i, false);
        }
        XYPlot plot = new XYPlot(data, null, y, renderer);
        // Each panel has its own legend inside it: colours repeat from one panel to the next.
        LegendTitle legend = new LegendTitle(plot);
        legend.setBackgroundPaint(new Color(255, 255, 255, 220));
        legend.setFrame(new org.jfree.chart.block.BlockBorder(Color.LIGHT_GRAY));
        legend.setItemFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        plot.addAnnotation(new XYTitleAnnotation(1.0, 0.0, legend, RectangleAnchor.BOTTOM_RIGHT));
        return plot;
    }

    private static JFreeChart chart(String title, org.jfree.chart.plot.Plot plot) {
        boolean categories = plot instanceof CategoryPlot;
        return new JFreeChart(title, new Font(Font.SANS_SERIF, Font.BOLD, 15), plot, categories);
    }
}
