package dev.aesref.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class JsonTextTest {

    @Test
    void layoutIsWycheproofsTwoSpaceIndentWithEmptyContainersOnOneLine() {
        String text = new JsonText().openObject(null)
                .string("a", "x\"y\\z")
                .number("n", -7)
                .strings("list", List.of("p", "q"))
                .strings("none", List.of())
                .openObject("o").close()
                .openArray("objects").openObject(null).number("k", 1).close().close()
                .close().text();
        assertEquals("{\n"
                + "  \"a\": \"x\\\"y\\\\z\",\n"
                + "  \"n\": -7,\n"
                + "  \"list\": [\n"
                + "    \"p\",\n"
                + "    \"q\"\n"
                + "  ],\n"
                + "  \"none\": [],\n"
                + "  \"o\": {},\n"
                + "  \"objects\": [\n"
                + "    {\n"
                + "      \"k\": 1\n"
                + "    }\n"
                + "  ]\n"
                + "}\n", text);
    }

    @Test
    void anUnclosedContainerIsRefused() {
        JsonText j = new JsonText().openObject(null).openArray("a");
        assertEquals("unclosed JSON container", assertThrows(IllegalStateException.class, j::text).getMessage());
        j.close();
        assertThrows(IllegalStateException.class, j::text);
        assertEquals("{\n  \"a\": []\n}\n", j.close().text());
    }
}
