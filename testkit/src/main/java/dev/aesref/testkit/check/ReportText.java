package dev.aesref.testkit.check;

/**
 * The two escapes every report of aesref writes: a JSON string literal and XML text or attribute
 * content. {@code check}'s reports and the command line's {@code selftest} reports share them, so
 * that a provider name or a failure message with quotes, angle brackets or control characters
 * cannot break either file.
 */
public final class ReportText {

    private ReportText() {}

    /** {@code s} as a JSON string literal, quotes included (RFC 8259 section 7). */
    public static String json(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    /**
     * {@code s} escaped for XML text and double-quoted attributes; the control characters XML 1.0
     * does not allow (all below U+0020 but tab and newline) become spaces.
     */
    public static String xml(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                default -> b.append(c < 0x20 && c != '\n' && c != '\t' ? ' ' : c);
            }
        }
        return b.toString();
    }
}
