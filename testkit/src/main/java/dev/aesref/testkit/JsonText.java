package dev.aesref.testkit;

import java.util.List;

/**
 * Just enough JSON output for the exported vector files, laid out as Wycheproof lays out its
 * files (two-space indent, one member per line), so that the output is byte-for-byte the same
 * on every run and every platform ({@code \n} line ends).
 */
final class JsonText {

    private final StringBuilder out = new StringBuilder();
    private int depth;
    /** Whether the container being written has a member already (a comma is due). */
    private final boolean[] started = new boolean[16];

    JsonText openObject(String name) {
        member(name);
        return open('{');
    }

    JsonText openArray(String name) {
        member(name);
        return open('[');
    }

    JsonText close() {
        boolean any = started[depth];
        char closing = out.charAt(openerIndex()) == '{' ? '}' : ']';
        depth--;
        if (any) {
            out.append('\n');
            indent();
        }
        out.append(closing);
        return this;
    }

    JsonText string(String name, String value) {
        member(name);
        quote(value);
        return this;
    }

    JsonText number(String name, long value) {
        member(name);
        out.append(value);
        return this;
    }

    JsonText strings(String name, List<String> values) {
        openArray(name);
        for (String v : values) {
            member(null);
            quote(v);
        }
        return close();
    }

    /** The finished text, with a final newline. */
    String text() {
        if (depth != 0) {
            throw new IllegalStateException("unclosed JSON container");
        }
        return out + "\n";
    }

    private int openerIndex() {
        return openerPositions[depth];
    }

    /** Where the opening bracket of the container at each depth is. */
    private final int[] openerPositions = new int[16];

    private JsonText open(char c) {
        openerPositions[depth + 1] = out.length();
        out.append(c);
        depth++;
        started[depth] = false;
        return this;
    }

    /** Starts a member (or, with a null name, an array element) of the current container. */
    private void member(String name) {
        if (depth > 0) {
            if (started[depth]) {
                out.append(',');
            }
            started[depth] = true;
            out.append('\n');
            indent();
        }
        if (name != null) {
            quote(name);
            out.append(": ");
        }
    }

    private void indent() {
        for (int i = 0; i < depth; i++) {
            out.append("  ");
        }
    }

    private void quote(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\');
            }
            out.append(c);
        }
        out.append('"');
    }
}
