package dev.aesref.testkit.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The two escapes of every report, character class by character class. */
class ReportTextTest {

    @Test
    void json() {
        assertEquals("\"a\\\"b\\\\c\\nd\\u0001\\u001f \u00e9\"", ReportText.json("a\"b\\c\nd\u0001\u001f \u00e9"));
        assertEquals("\"\"", ReportText.json(""));
    }

    @Test
    void xml() {
        assertEquals("&lt;a&gt; &amp; &quot;b&quot; c\n\td' \u00e9", ReportText.xml("<a> & \"b\"\u0001c\n\td' \u00e9"));
        assertEquals(" ", ReportText.xml("\u001f"));
    }
}
