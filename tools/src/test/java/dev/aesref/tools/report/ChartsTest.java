package dev.aesref.tools.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Font;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYAnnotation;
import org.jfree.chart.annotations.XYTitleAnnotation;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.StatisticalLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.data.statistics.DefaultStatisticalCategoryDataset;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.junit.jupiter.api.Test;

/**
 * What {@link Charts} builds, read back through JFreeChart's API: the points and their error bars
 * (computed here by hand from the scores), the axes, and what tells one series from another.
 */
class ChartsTest {

    /** One score; {@code length} 0 leaves the length parameter out, {@code error} NaN is one iteration. */
    private static JmhResult score(String impl, int length, double ops, double error) {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("impl", impl);
        if (length > 0) {
            params.put("length", Integer.toString(length));
        }
        return new JmhResult("dev.aesref.tools.bench.GridBenchmark.run", params, ops, error, "17", "vm", List.of(),
                Double.NaN);
    }

    /**
     * One series with lengths. The fastest table peer is bc-AESEngine at each length (500,000 ops/s
     * at 16 bytes, 400,000 at 64, 100,000 at 256 and without a length); jdk-aesni is fast but no
     * table peer. nohw has a score without a length and one of 0 ops/s, neither of which is drawn.
     */
    private static final List<JmhResult> LENGTHS = List.of(
            score("engine:nohw", 16, 1_000_000, 100_000),
            score("engine:nohw", 64, 800_000, Double.NaN),
            score("engine:nohw", 0, 500_000, 0),
            score("engine:nohw", 256, 0, 0),
            score("engine:nohw-vector", 16, 3_000_000, 2_000_000),
            score("bc-AESEngine", 16, 500_000, Double.NaN),
            score("bc-AESEngine", 64, 400_000, 1_000),
            score("bc-AESEngine", 0, 100_000, 0),
            score("bc-AESEngine", 256, 100_000, 0),
            score("jdk-table", 16, 400_000, 10_000),
            score("jdk-aesni", 16, 10_000_000, 100_000));

    private static List<XYPlot> panels(JFreeChart chart) {
        CombinedDomainXYPlot plot = (CombinedDomainXYPlot) chart.getPlot();
        assertEquals(12, plot.getGap(), 0, "the gap between panels");
        LogAxis x = (LogAxis) plot.getDomainAxis();
        assertEquals("message length (bytes, the measured lengths only)", x.getLabel());
        assertEquals(2, x.getBase(), 0);
        assertEquals(1, x.getSmallestValue(), 0);
        assertEquals(new NumberTickUnit(1), x.getTickUnit());
        assertEquals("16,384", x.getNumberFormatOverride().format(16384));
        return plot.getSubplots();
    }

    /** The points of series {@code s}: x, y, start y and end y of each, in x order. */
    private static List<List<Double>> points(YIntervalSeriesCollection data, int s) {
        List<List<Double>> out = new ArrayList<>();
        for (int i = 0; i < data.getItemCount(s); i++) {
            out.add(List.of(data.getXValue(s, i), data.getYValue(s, i), data.getStartYValue(s, i),
                    data.getEndYValue(s, i)));
        }
        return out;
    }

    private static void assertPoints(List<List<Double>> expected, List<List<Double>> actual) {
        assertEquals(expected.size(), actual.size(), actual.toString());
        for (int i = 0; i < expected.size(); i++) {
            for (int j = 0; j < 4; j++) {
                assertEquals(expected.get(i).get(j), actual.get(i).get(j), 1e-9, actual.toString());
            }
        }
    }

    /** A panel's look: its value axis label, markers of one colour and shape per series, no lines, Y error bars. */
    private static void assertPanel(XYPlot panel, String label, int series) {
        LogAxis y = (LogAxis) panel.getRangeAxis();
        assertEquals(label, y.getLabel());
        assertEquals(11, y.getLabelFont().getSize());
        assertEquals(Font.PLAIN, y.getLabelFont().getStyle());
        assertEquals(1e-4, y.getSmallestValue(), 0);
        assertEquals(new NumberTickUnit(1), y.getTickUnit());
        assertEquals(Color.WHITE, panel.getBackgroundPaint());
        assertEquals(Color.LIGHT_GRAY, panel.getDomainGridlinePaint());
        assertEquals(Color.LIGHT_GRAY, panel.getRangeGridlinePaint());
        XYErrorRenderer r = (XYErrorRenderer) panel.getRenderer();
        assertFalse(r.getDefaultLinesVisible());
        assertTrue(r.getDefaultShapesVisible());
        assertFalse(r.getDrawXError(), "the length is exact: no x error bar");
        assertTrue(r.getDrawYError());
        assertEquals(6, r.getCapLength(), 0);
        Shape[] shapes = new Shape[series];
        for (int i = 0; i < series; i++) {
            assertEquals(Charts.PALETTE.get(i), r.getSeriesPaint(i), "series " + i);
            assertEquals(false, r.getSeriesLinesVisible(i));
            shapes[i] = r.getSeriesShape(i);
            assertTrue(shapes[i] != null, "series " + i + " has its own marker");
            for (int j = 0; j < i; j++) {
                assertFalse(org.jfree.chart.util.ShapeUtils.equal(shapes[i], shapes[j]), "markers " + j + " and " + i);
            }
        }
        assertNull(r.getSeriesPaint(series), "nothing set past the last series");
        assertNull(r.getSeriesShape(series), "nothing set past the last series");
        assertEquals(new Ellipse2D.Double(-4, -4, 8, 8), shapes[0]);
        if (series > 1) {
            assertEquals(new Rectangle2D.Double(-4, -4, 8, 8), shapes[1]);
        }
        // The panel's own legend, at its bottom right corner.
        List<XYAnnotation> annotations = panel.getAnnotations();
        assertEquals(1, annotations.size());
        XYTitleAnnotation a = (XYTitleAnnotation) annotations.get(0);
        assertEquals(1.0, a.getX(), 0);
        assertEquals(0.0, a.getY(), 0);
        assertEquals(RectangleAnchor.BOTTOM_RIGHT, a.getTitleAnchor());
        LegendTitle legend = (LegendTitle) a.getTitle();
        assertEquals(panel, legend.getSources()[0]);
        assertEquals(new Color(255, 255, 255, 220), legend.getBackgroundPaint());
        assertEquals(Color.LIGHT_GRAY, ((BlockBorder) legend.getFrame()).getPaint());
        assertEquals(new Font(Font.SANS_SERIF, Font.PLAIN, 11), legend.getItemFont());
    }

    @Test
    void ratioPointsAreEachEngineOverTheFastestTablePeerWithTheEnginesErrorOnly() {
        JFreeChart chart = Charts.ratio("AES-128 CTR", LENGTHS);
        assertEquals("AES-128 CTR: speed against the fastest table AES", chart.getTitle().getText());
        List<XYPlot> panels = panels(chart);
        assertEquals(2, panels.size(), "scalar and Vector API engines; the peers are the reference");
        var scalar = (YIntervalSeriesCollection) panels.get(0).getDataset();
        assertEquals(1, scalar.getSeriesCount());
        assertEquals("nohw", scalar.getSeriesKey(0));
        // 1,000,000 / 500,000 = 2, error 100,000 / 500,000 = 0.2; 800,000 / 400,000 = 2 without an
        // error (NaN); the score without a length and the one of 0 ops/s are not drawn.
        assertPoints(List.of(List.of(16.0, 2.0, 1.8, 2.2), List.of(64.0, 2.0, 2.0, 2.0)), points(scalar, 0));
        var vector = (YIntervalSeriesCollection) panels.get(1).getDataset();
        assertEquals("nohw-vector", vector.getSeriesKey(0));
        // 3,000,000 / 500,000 = 6 with an error of 4: the bar stops at half the ratio, 3, not at 2.
        assertPoints(List.of(List.of(16.0, 6.0, 3.0, 10.0)), points(vector, 0));
        assertPanel(panels.get(0), "aesref scalar (×)", 1);
        assertPanel(panels.get(1), "aesref Vector API (×)", 1);
        LogAxis y = (LogAxis) panels.get(0).getRangeAxis();
        assertEquals(2, y.getBase(), 0, "a tick at each doubling");
        assertEquals("0.062", y.getNumberFormatOverride().format(0.0625), "three decimals");
        assertEquals("1,024", y.getNumberFormatOverride().format(1024));
    }

    @Test
    void throughputPointsAreMegabytesPerSecondWithJmhsError() {
        JFreeChart chart = Charts.throughput("AES-128 CTR", LENGTHS);
        assertEquals("AES-128 CTR: throughput, with JMH's error", chart.getTitle().getText());
        List<XYPlot> panels = panels(chart);
        assertEquals(3, panels.size());
        var scalar = (YIntervalSeriesCollection) panels.get(0).getDataset();
        assertEquals(1, scalar.getSeriesCount(), "one series per implementation, however many lengths");
        // 1,000,000 ops/s of 16 bytes = 16 MB/s, error 100,000 x 16 = 1.6 MB/s; 800,000 x 64 = 51.2 MB/s.
        assertPoints(List.of(List.of(16.0, 16.0, 14.4, 17.6), List.of(64.0, 51.2, 51.2, 51.2)), points(scalar, 0));
        var vector = (YIntervalSeriesCollection) panels.get(1).getDataset();
        // 3,000,000 x 16 = 48 MB/s, error 32 MB/s: the bar stops at half the score, 24.
        assertPoints(List.of(List.of(16.0, 48.0, 24.0, 80.0)), points(vector, 0));
        var peers = (YIntervalSeriesCollection) panels.get(2).getDataset();
        assertEquals(List.of("bc-AESEngine", "jdk-table", "jdk-aesni"),
                List.of(peers.getSeriesKey(0), peers.getSeriesKey(1), peers.getSeriesKey(2)));
        // bc-AESEngine: 500,000 x 16 = 8, 400,000 x 64 = 25.6 +- 0.064, 100,000 x 256 = 25.6.
        assertPoints(List.of(List.of(16.0, 8.0, 8.0, 8.0), List.of(64.0, 25.6, 25.536, 25.664),
                List.of(256.0, 25.6, 25.6, 25.6)), points(peers, 0));
        assertPanel(panels.get(0), "aesref scalar (MB/s)", 1);
        assertPanel(panels.get(1), "aesref Vector API (MB/s)", 1);
        assertPanel(panels.get(2), "peers (MB/s)", 3);
        LogAxis y = (LogAxis) panels.get(2).getRangeAxis();
        assertEquals(10, y.getBase(), 0, "a tick at each decade");
        assertEquals(9, y.getMinorTickCount(), "minor ticks at 2..9 of each decade");
        assertTrue(y.isMinorTickMarksVisible());
        assertEquals("0.0625", y.getNumberFormatOverride().format(0.0625), "four decimals");
        assertEquals("1,234,567", y.getNumberFormatOverride().format(1234567));
    }

    /** Six series fit in a panel, each with its own colour and its own marker. */
    @Test
    void aPanelOfSixSeriesHasSixColoursAndSixMarkers() {
        List<JmhResult> six = new ArrayList<>();
        for (int i = 0; i < Charts.MAX_SERIES; i++) {
            six.add(score("engine:e" + i, 16, 1000, 1));
        }
        List<XYPlot> panels = panels(Charts.throughput("t", six));
        assertEquals(1, panels.size());
        assertEquals(6, panels.get(0).getDataset().getSeriesCount());
        assertPanel(panels.get(0), "aesref scalar (MB/s)", 6);
    }

    @Test
    void implsAreTheGroupsMembersOnceEachInFirstAppearanceOrder() {
        assertEquals(List.of("engine:nohw"), Charts.impls(LENGTHS, Charts.GROUPS.get("aesref scalar")));
        assertEquals(List.of("bc-AESEngine", "jdk-table", "jdk-aesni"), Charts.impls(LENGTHS, Charts.GROUPS.get("peers")));
    }

    /** Benchmarks without a length. */
    private static final List<JmhResult> OPERATIONS = List.of(
            score("engine:nohw", 0, 2_000_000, 4_000_000),
            score("engine:nohw-vector", 0, 5_000_000, Double.NaN),
            score("bc-AESEngine", 0, 1_000_000, 200_000),
            score("jdk-table", 0, 0, 0));

    @Test
    void operationsAreOneDotPerImplementationColouredByGroup() {
        JFreeChart chart = Charts.operations("AES-128 key expansion", OPERATIONS);
        assertEquals("AES-128 key expansion: operations per second, with JMH's error", chart.getTitle().getText());
        CategoryPlot plot = (CategoryPlot) chart.getPlot();
        assertEquals(PlotOrientation.HORIZONTAL, plot.getOrientation());
        assertEquals(Color.WHITE, plot.getBackgroundPaint());
        assertEquals(Color.LIGHT_GRAY, plot.getRangeGridlinePaint());
        var data = (DefaultStatisticalCategoryDataset) plot.getDataset();
        assertEquals(List.of("aesref scalar", "aesref Vector API", "peers"), data.getRowKeys());
        assertEquals(List.of("nohw", "nohw-vector", "bc-AESEngine", "jdk-table"), data.getColumnKeys());
        assertEquals(2_000_000, data.getMeanValue("aesref scalar", "nohw").doubleValue(), 0);
        assertEquals(4_000_000, data.getStdDevValue("aesref scalar", "nohw").doubleValue(), 0);
        assertEquals(5_000_000, data.getMeanValue("aesref Vector API", "nohw-vector").doubleValue(), 0);
        assertEquals(0, data.getStdDevValue("aesref Vector API", "nohw-vector").doubleValue(), 0, "NaN: no bar");
        assertEquals(1_000_000, data.getMeanValue("peers", "bc-AESEngine").doubleValue(), 0);
        assertEquals(200_000, data.getStdDevValue("peers", "bc-AESEngine").doubleValue(), 0);
        assertEquals(0, data.getMeanValue("peers", "jdk-table").doubleValue(), 0);
        assertNull(data.getMeanValue("aesref scalar", "bc-AESEngine"), "a dot only in its own group's row");
        var dots = (StatisticalLineAndShapeRenderer) plot.getRenderer();
        assertEquals(Color.BLACK, dots.getErrorIndicatorPaint());
        for (int row = 0; row < 3; row++) {
            assertEquals(Charts.PALETTE.get(row + 1), dots.getSeriesPaint(row), "group " + row);
            assertEquals(new Ellipse2D.Double(-5, -5, 10, 10), dots.getSeriesShape(row));
        }
        LogAxis axis = (LogAxis) plot.getRangeAxis();
        assertEquals("operations per second", axis.getLabel());
        // From a third of the smallest score above 0 (1,000,000) to three times the largest score
        // plus its error (2,000,000 + 4,000,000; the NaN error counts as 0).
        assertEquals(1_000_000 / 3.0, axis.getLowerBound(), 1e-6);
        assertEquals(18_000_000, axis.getUpperBound(), 1e-6);
        assertEquals(9, axis.getMinorTickCount());
    }

    /** A group without a score keeps its colour for the next one: colours mean the same group in every chart. */
    @Test
    void aGroupsColourDoesNotDependOnWhichGroupsRan() {
        CategoryPlot plot = (CategoryPlot) Charts.operations("t", List.of(OPERATIONS.get(0), OPERATIONS.get(2))).getPlot();
        var dots = (StatisticalLineAndShapeRenderer) plot.getRenderer();
        assertEquals(Charts.PALETTE.get(1), dots.getSeriesPaint(0), "aesref scalar");
        assertEquals(Charts.PALETTE.get(3), dots.getSeriesPaint(1), "peers");
        assertNull(dots.getSeriesPaint(2));
    }
}
