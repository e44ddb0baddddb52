package dev.aesref.tools.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JmhResultTest {

    /** A benchmark without {@code @Param} has no "params" object in JMH's JSON. */
    @Test
    void aBenchmarkWithoutParametersHasNoImplementationAndNoLength(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("plain.json");
        Files.writeString(f, """
                [
                  {"benchmark": "dev.aesref.tools.bench.PlainBenchmark.run", "jvmArgs": [],
                   "jdkVersion": "17.0.15", "vmName": "OpenJDK 64-Bit Server VM", "vmVersion": "17.0.15+6",
                   "primaryMetric": {"score": 1500.0, "scoreError": 2.5, "scoreUnit": "ops/s"}}
                ]
                """, StandardCharsets.UTF_8);
        List<JmhResult> r = JmhResult.read(f);
        assertEquals(1, r.size());
        assertEquals(Map.of(), r.get(0).params());
        assertEquals("-", r.get(0).impl());
        assertEquals(0, r.get(0).length());
        assertEquals("PlainBenchmark.run", r.get(0).series());
        assertEquals(1500.0, r.get(0).opsPerSecond());
        assertEquals(2.5, r.get(0).error());
        assertEquals("OpenJDK 64-Bit Server VM 17.0.15+6", r.get(0).vm());
    }
}
