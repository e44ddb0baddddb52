package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.aesref.engines.Engines;
import dev.aesref.tools.trace.CtrDriverTrace.Driver;
import dev.aesref.tools.cli.CheckCommandTest.Run;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The explorer page of {@code aesref explain} in a real browser: Debian's Chromium, headless, loads
 * the page from disk. The numbers in the rendered DOM must equal what {@code aesref trace --json}
 * writes for the same engine or driver, the page must log nothing to the console, and each view is
 * photographed into {@code target/explorer/}. Two broken copies of the page (a script error, a
 * changed number) must be caught. Without Chromium the test fails and says how to install it
 * (.ci/run installs it when it is missing); there is no switch that skips it.
 */
@Tag("browser")
class ExplorerBrowserTest {

    private static final Pattern FIPS = Pattern.compile("\"fips\": \"([0-9a-f]{32})\"");
    private static final Pattern COUNTER = Pattern.compile("\"counter\": \"([0-9a-f]{32})\"");
    private static final Pattern DOM_BYTE = Pattern.compile("<text [^>]*class=\"byte\"[^>]*>([0-9a-f]{2})</text>");
    private static final Pattern DOM_COUNTER = Pattern.compile("<td class=\"counter\">([0-9a-f]{32})</td>");
    private static final Pattern DOM_KEY = Pattern.compile("<td class=\"key\">([0-9a-f]{32})</td>");

    @TempDir
    static Path dir;
    static Path page;
    static Path chromium;

    /** What the browser made of a page: the DOM after the scripts ran, and the console lines. */
    record Load(String dom, List<String> console) {}

    @BeforeAll
    static void writeThePage() {
        chromium = java.util.stream.Stream.of("/usr/bin/chromium", "/usr/bin/chromium-browser").map(Path::of)
                .filter(Files::isExecutable).findFirst().orElse(null);
        if (chromium == null) {
            fail("the explorer's browser test needs Debian's Chromium: apt-get install -y chromium");
        }
        Run r = CheckCommandTest.run("explain", "--out", dir.resolve("site").toString());
        assertEquals(0, r.code(), r.err());
        page = dir.resolve("site").resolve("index.html");
    }

    static Load load(Path html, String hash) throws IOException, InterruptedException {
        Path out = Files.createTempFile(dir, "dom", ".html");
        Path err = Files.createTempFile(dir, "console", ".txt");
        run(List.of("--dump-dom", html.toUri() + hash), out, err);
        List<String> console = Files.readAllLines(err).stream().filter(l -> l.contains(":CONSOLE")).toList();
        return new Load(Files.readString(out, StandardCharsets.UTF_8), console);
    }

    static void screenshot(Path html, String hash, Path png) throws IOException, InterruptedException {
        Path err = Files.createTempFile(dir, "console", ".txt");
        run(List.of("--screenshot=" + png.toAbsolutePath(), "--window-size=1100,900", html.toUri() + hash),
                Files.createTempFile(dir, "out", ".txt"), err);
        List<String> console = Files.readAllLines(err).stream().filter(l -> l.contains(":CONSOLE")).toList();
        assertEquals(List.of(), console, "console of " + hash);
    }

    private static void run(List<String> args, Path out, Path err) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--enable-logging=stderr", "--v=0",
                "--user-data-dir=" + Files.createTempDirectory(dir, "profile")));
        command.addAll(args);
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(90, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("chromium did not finish in 90 s: " + command);
        }
    }

    /** The part of the DOM between {@code start} and the next {@code end} (or the end). */
    static String part(String dom, String start, String end) {
        int a = dom.indexOf(start);
        assertTrue(a >= 0, "no " + start + " in the DOM");
        int b = dom.indexOf(end, a + start.length());
        return dom.substring(a, b < 0 ? dom.length() : b);
    }

    static List<String> all(Pattern p, String text) {
        List<String> out = new ArrayList<>();
        Matcher m = p.matcher(text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /** The states the rounds view shows for {@code engine}, each as 32 hex digits, in step order. */
    static List<String> shownStates(String dom, String engine) {
        String view = part(dom, "id=\"view-rounds\"", "id=\"view-");
        String section = part(view, "data-engine=\"" + engine + "\"", "<section");
        List<String> states = new ArrayList<>();
        for (String step : section.split("<div class=\"step\"")) {
            List<String> bytes = all(DOM_BYTE, step);
            if (!bytes.isEmpty()) {
                states.add(String.join("", bytes));
            }
        }
        return states;
    }

    /** The first engine whose shown states differ from {@code trace --engine E --json}, or null. */
    static String firstEngineThatDiffers(String dom) throws IOException {
        for (String engine : ExplorerPage.ENGINES) {
            Path json = dir.resolve(engine + ".json");
            Run r = CheckCommandTest.run("trace", "--engine", engine, "--json", json.toString());
            assertEquals(0, r.code(), r.err());
            if (!all(FIPS, Files.readString(json)).equals(shownStates(dom, engine))) {
                return engine;
            }
        }
        return null;
    }

    @Test
    void theDomShowsTheNumbersOfTheJsonTracesAndTheConsoleStaysEmpty() throws Exception {
        Load load = load(page, "#rounds");
        assertEquals(List.of(), load.console());
        assertTrue(load.dom().contains("data-rendered=\"yes\""), "the script ran to its end");
        // Every engine the registry has in this JVM, the Vector API ones included when it has the module.
        assertTrue(ExplorerPage.ENGINES.containsAll(List.of("spec", "nohw", "vpaes", "hwmodel")), ExplorerPage.ENGINES.toString());
        assertEquals(Engines.names().contains("nohw-vector"), ExplorerPage.ENGINES.contains("nohw-vector"));
        assertEquals(Engines.names().contains("vpaes-vector"), ExplorerPage.ENGINES.contains("vpaes-vector"));
        assertEquals(null, firstEngineThatDiffers(load.dom()));
        assertEquals(22, shownStates(load.dom(), "nohw").size());
        for (Driver d : ExplorerPage.DRIVERS) {
            Path json = dir.resolve(d.traceName() + ".json");
            Run r = CheckCommandTest.run("trace", "--driver", d.traceName(), "--json", json.toString());
            assertEquals(0, r.code(), r.err());
            String section = part(load.dom(), "data-driver=\"" + d.traceName() + "\"", "<section");
            List<String> lanes = all(COUNTER, Files.readString(json));
            // The JSON ends with the unsplit block, which the page does not list with the lanes.
            assertEquals(lanes.subList(0, DriverTrace.defaultBlocks(d)), all(DOM_COUNTER, section), d.traceName());
        }
        Path keys = dir.resolve("keys.json");
        assertEquals(0, CheckCommandTest.run("trace", "--engine", "hwmodel", "--key-schedule", "--json",
                keys.toString()).code());
        assertEquals(all(FIPS, Files.readString(keys)), all(DOM_KEY, part(load.dom(), "id=\"view-keys\"", "</main>")));
    }

    @Test
    void everyViewIsPhotographed() throws Exception {
        Path shots = Path.of("target", "explorer");
        Files.createDirectories(shots);
        List<byte[]> images = new ArrayList<>();
        for (String view : ExplorerPage.VIEWS) {
            Path png = shots.resolve(view + ".png");
            Files.deleteIfExists(png);
            screenshot(page, "#" + view + (view.equals("bitslice") || view.equals("vpaes") ? "/3" : ""), png);
            byte[] image = Files.readAllBytes(png);
            assertTrue(image.length > 10_000, view + ": " + image.length + " bytes");
            assertEquals(0x89, image[0] & 0xFF, view + " is a PNG");
            for (byte[] other : images) {
                assertFalse(Arrays.equals(other, image), view + " looks like another view");
            }
            images.add(image);
        }
    }

    /** Deliberately broken pages: the test's own checks must catch a script error and a changed number. */
    @Test
    void aScriptErrorAndAChangedNumberAreCaught() throws Exception {
        String html = Files.readString(page);
        Path thrown = dir.resolve("thrown.html");
        Files.writeString(thrown, html.replace("<script>//", "<script>throw new Error(\"deliberate\"); //"));
        assertNotEquals(html, Files.readString(thrown));
        Load broken = load(thrown, "#rounds");
        assertTrue(broken.console().stream().anyMatch(l -> l.contains("Uncaught Error: deliberate")), broken.console().toString());
        assertFalse(broken.dom().contains("data-rendered=\"yes\""));

        // The first state of nohw (the input block) changed in the embedded data only.
        Path changed = dir.resolve("changed.html");
        int nohw = html.indexOf("\"engine\": \"nohw\"");
        int at = html.indexOf("\"fips\": \"00112233", nohw);
        assertTrue(nohw > 0 && at > nohw);
        Files.writeString(changed, html.substring(0, at) + "\"fips\": \"01112233" + html.substring(at + 17));
        Load wrong = load(changed, "#rounds");
        assertEquals(List.of(), wrong.console());
        assertEquals("nohw", firstEngineThatDiffers(wrong.dom()));
    }
}
