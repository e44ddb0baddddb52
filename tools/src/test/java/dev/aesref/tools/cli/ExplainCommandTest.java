package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.tools.cli.CheckCommandTest.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code explain} and its page, without a browser ({@code ExplorerBrowserTest} loads the page in one). */
class ExplainCommandTest {

    /** The page is written, said so on the caller's writer (flushed), and embeds the traces' numbers. */
    @Test
    void thePageIsWrittenAndSaidSo(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("site");
        Run r = TraceCommandTest.runBuffered(new ExplainCommand(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        Path page = out.resolve("index.html");
        assertEquals("wrote " + page + System.lineSeparator(), r.out());
        String html = Files.readString(page);
        // FIPS-197 Appendix C.1's ciphertext, and round[ 1].start (the state after the first AddRoundKey).
        assertTrue(html.contains("\"fips\": \"69c4e0d86a7b0430d8cdb78070b4c55a\""));
        assertTrue(html.contains("\"fips\": \"00102030405060708090a0b0c0d0e0f0\""));
        // Each driver at its default request: boring's first counter block, Go's, and Linux's 64-bit wrap.
        int drivers = html.indexOf("\"drivers\": {");
        assertTrue(drivers > 0);
        assertTrue(html.indexOf("\"driver\": \"boring-ctr32\"", drivers) > 0);
        assertTrue(html.indexOf("\"counter\": \"0000000000000000000000fafffffff6\"", drivers) > 0);
        assertTrue(html.indexOf("\"driver\": \"go-ctr\"", drivers) > 0);
        assertTrue(html.indexOf("\"counter\": \"00000000000000fafffffffffffffff4\"", drivers) > 0);
        assertTrue(html.indexOf("\"driver\": \"linux-ctr-zmm\"", drivers) > 0);
        assertTrue(html.indexOf("\"counter\": \"00000000000000fb0000000000000000\"", drivers) > 0);
        assertTrue(html.contains("<script>" + ExplorerPage.resource("explorer.js") + "</script>"));
    }

    @Test
    void aMissingResourceIsSaidByName() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ExplorerPage.resource("nope.js"));
        assertEquals("nope.js is missing from the tools jar", e.getMessage());
    }
}
