package dev.aesref.tools.cli;

import dev.aesref.engines.Engines;
import dev.aesref.tools.trace.CtrDriverTrace.Driver;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;

/**
 * The explorer page of {@code aesref explain}: one self-contained HTML file that draws the traces of
 * {@code aesref trace --json} (every traced engine on one block, hwmodel's key schedule, and three
 * CTR drivers at their wrap) with inline SVG and a little plain JavaScript (explorer.js, beside
 * this class). The traces are embedded as the same JSON the trace command writes, so the page shows
 * the numbers the command prints; the browser test checks that it does.
 */
final class ExplorerPage {

    /** The views, each reachable as {@code index.html#name}. */
    static final List<String> VIEWS = List.of("rounds", "bitslice", "vpaes", "aesni", "ctr", "keys");
    /**
     * The engines the rounds view steps through: every traced engine this JVM has (the Vector API
     * engines only with the {@code jdk.incubator.vector} module), but {@code vpaes-1x}, whose
     * rounds are {@code vpaes}'s.
     */
    static final List<String> ENGINES = EngineTrace.TRACED.stream()
            .filter(e -> !e.equals("vpaes-1x") && Engines.names().contains(e)).toList();
    /** The drivers the CTR view shows, each at its default request (a few blocks below its wrap). */
    static final List<Driver> DRIVERS = List.of(Driver.BORING_CTR32, Driver.GO_CTR, Driver.LINUX_CTR_ZMM);

    private ExplorerPage() {}

    /** The page for {@code key} and {@code block}. */
    static String html(byte[] key, byte[] block) {
        StringBuilder json = new StringBuilder("{\n\"engines\": {");
        for (int i = 0; i < ENGINES.size(); i++) {
            String engine = ENGINES.get(i);
            json.append(i == 0 ? "\n" : ",\n").append(EngineTrace.quote(engine)).append(": ").append(EngineTrace.json(
                    engine, EngineTrace.Part.ENCRYPT, key, block,
                    EngineTrace.run(engine, EngineTrace.Part.ENCRYPT, key, block)));
        }
        json.append("},\n\"keys\": ").append(EngineTrace.json("hwmodel", EngineTrace.Part.KEYS, key, block,
                EngineTrace.run("hwmodel", EngineTrace.Part.KEYS, key, block)));
        json.append(",\n\"drivers\": {");
        for (int i = 0; i < DRIVERS.size(); i++) {
            Driver d = DRIVERS.get(i);
            json.append(i == 0 ? "\n" : ",\n").append(EngineTrace.quote(d.traceName())).append(": ")
                    .append(DriverTrace.json(key, DriverTrace.run(d, key, DriverTrace.defaultIv(d),
                            DriverTrace.defaultBlocks(d))));
        }
        json.append("}\n}");
        HexFormat hex = HexFormat.of();
        return """
                <!DOCTYPE html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <title>aesref explorer</title>
                <style>
                body { font: 15px/1.4 system-ui, sans-serif; margin: 1em 2em; color: #222; }
                nav a { margin-right: 1em; }
                pre, .byte, .counter, .key, .where, .what { font-family: ui-monospace, monospace; }
                pre { font-size: 11px; line-height: 1.15; }
                .step { margin: 0.5em 0 1.5em; }
                .cell { fill: #f3f3f3; stroke: #999; }
                .cell.differs, tr.differs { fill: #e69f00; background: #e69f00; }
                .byte { font-size: 13px; text-anchor: middle; }
                .bit { fill: #eee; } .bit.one { fill: #0072b2; }
                .label { font-size: 9px; fill: #555; }
                .link { stroke: #009e73; }
                table { border-collapse: collapse; font-size: 13px; }
                td, th { padding: 1px 8px; text-align: left; }
                tr.batch td { font-weight: bold; padding-top: 0.6em; }
                tr.event td { color: #d55e00; }
                .instr, .regtext, .keytext { font: 12px ui-monospace, monospace; }
                .reg { fill: #f3f3f3; stroke: #0072b2; } .arrow { stroke: #0072b2; stroke-width: 2; }
                .keytext { fill: #555; }
                </style>
                </head>
                <body>
                <h1>aesref explorer</h1>
                <p>Key <code>%s</code>, block <code>%s</code>. Every state below is one step of an engine,
                read back as FIPS-197 bytes (the 4x4 grid: byte k in row k mod 4, column k / 4) and checked
                against the spec engine; a differing byte would be orange. The same data as
                <code>aesref trace --engine NAME --json</code> and <code>aesref trace --driver NAME --json</code>.</p>
                <nav><a href="#rounds">rounds, per engine</a><a href="#bitslice">nohw's bitslice layout</a><a
                href="#vpaes">vpaes's lanes</a><a href="#aesni">AES-NI data flow</a><a href="#ctr">CTR lanes at the
                wrap</a><a href="#keys">key schedule</a></nav>
                <main id="views"></main>
                <script type="application/json" id="trace-data">%s</script>
                <script>%s</script>
                </body>
                </html>
                """.formatted(hex.formatHex(key), hex.formatHex(block), json.toString().replace("</", "<\\/"),
                resource("explorer.js"));
    }

    /** A text file beside this class in the tools jar, such as the page's script. */
    static String resource(String name) {
        try (InputStream in = ExplorerPage.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is missing from the tools jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
