package dev.aesref.tools.report;

import dev.aesref.internal.vectors.format.Json;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One score of a JMH JSON result file ({@code -rf json}): the benchmark method, its parameters,
 * and the throughput in operations per second with JMH's 99.9 % error.
 *
 * <p>The implementation is the {@code impl} parameter; the message length is the {@code length}
 * or {@code size} parameter, in bytes. Every other parameter ({@code keyBits}, {@code offset},
 * ...) is part of the {@link #series() series} the score belongs to: scores are compared only
 * inside one series, and only between implementations measured in the same run. With JMH's GC
 * profiler ({@code -prof gc}) the score also carries the bytes allocated per operation
 * ({@code gc.alloc.rate.norm}); without it, that is NaN.
 */
record JmhResult(String benchmark, Map<String, String> params, double opsPerSecond, double error,
                 String jdk, String vm, List<String> jvmArgs, double allocatedBytesPerOp) {

    /** The implementation measured. */
    String impl() {
        return params.getOrDefault("impl", "-");
    }

    /** The message length in bytes, or 0 for a benchmark without one. */
    int length() {
        String v = params.containsKey("length") ? params.get("length") : params.get("size");
        return v == null ? 0 : Integer.parseInt(v);
    }

    /** MB/s (10^6 bytes per second) for a benchmark with a length. */
    double megabytesPerSecond() {
        return opsPerSecond * length() / 1e6;
    }

    /** The benchmark's short name and every parameter but the implementation and the length. */
    String series() {
        StringBuilder s = new StringBuilder(benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1));
        for (Map.Entry<String, String> p : params.entrySet()) {
            if (!p.getKey().equals("impl") && !p.getKey().equals("length") && !p.getKey().equals("size")) {
                s.append(", ").append(p.getKey()).append('=').append(p.getValue());
            }
        }
        return s.toString();
    }

    /** Every score in a JMH JSON file, in file order. */
    @SuppressWarnings("unchecked")
    static List<JmhResult> read(Path file) throws IOException {
        Object root = Json.parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
        List<JmhResult> out = new ArrayList<>();
        for (Object o : (List<Object>) root) {
            Map<String, Object> b = (Map<String, Object>) o;
            Map<String, String> params = new TreeMap<>();
            Object p = b.get("params");
            if (p instanceof Map<?, ?> m) {
                m.forEach((k, v) -> params.put((String) k, String.valueOf(v)));
            }
            Map<String, Object> metric = (Map<String, Object>) b.get("primaryMetric");
            if (!"ops/s".equals(metric.get("scoreUnit"))) {
                throw new IllegalArgumentException(file + ": " + b.get("benchmark") + " is in "
                        + metric.get("scoreUnit") + "; the report reads throughput in ops/s");
            }
            List<String> jvmArgs = new ArrayList<>();
            for (Object a : (List<Object>) b.get("jvmArgs")) {
                jvmArgs.add((String) a);
            }
            out.add(new JmhResult((String) b.get("benchmark"), params, number(metric.get("score")),
                    number(metric.get("scoreError")), (String) b.get("jdkVersion"),
                    b.get("vmName") + " " + b.get("vmVersion"), List.copyOf(jvmArgs), allocation(b)));
        }
        return out;
    }

    /** {@code gc.alloc.rate.norm} in B/op (JMH before 1.36 spelled it with a leading '·'), or NaN. */
    @SuppressWarnings("unchecked")
    private static double allocation(Map<String, Object> b) {
        if (b.get("secondaryMetrics") instanceof Map<?, ?> secondary) {
            for (String name : new String[] {"gc.alloc.rate.norm", "\u00b7gc.alloc.rate.norm"}) {
                if (secondary.get(name) instanceof Map<?, ?> m) {
                    return number(((Map<String, Object>) m).get("score"));
                }
            }
        }
        return Double.NaN;
    }

    /** JMH writes "NaN" for the error of a single iteration. */
    private static double number(Object v) {
        return v instanceof BigDecimal d ? d.doubleValue() : Double.NaN;
    }
}
