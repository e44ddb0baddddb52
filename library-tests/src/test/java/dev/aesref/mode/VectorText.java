package dev.aesref.mode;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Test-side reader of the project's text vector format (vectors/README.md), from the embedded
 * classpath copy. Deliberately small and separate from the main-code suite runners, so the mode
 * tests do not depend on them.
 */
final class VectorText {

    static final String PREFIX = "/dev/aesref/internal/vectors/embedded/";

    /** One {@code [name]} section and its fields. */
    record Case(String name, Map<String, String> fields) {
        String get(String field) {
            String v = fields.get(field);
            if (v == null) {
                throw new AssertionError("case [" + name + "] has no field " + field);
            }
            return v;
        }

        byte[] hex(String field) {
            return HexFormat.of().parseHex(get(field));
        }
    }

    private VectorText() {}

    static List<Case> read(String relativePath) {
        String text;
        try (InputStream in = VectorText.class.getResourceAsStream(PREFIX + relativePath)) {
            if (in == null) {
                fail("vector file " + PREFIX + relativePath + " is not on the test classpath: it"
                        + " comes from the repository's vectors/ folder, which Maven copies during"
                        + " process-resources (run `mvn test`, not the IDE's compiler alone)");
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        List<Case> cases = new ArrayList<>();
        String name = null;
        Map<String, String> fields = null;
        for (String line : text.split("\n", -1)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("[") && line.endsWith("]")) {
                if (name != null) {
                    cases.add(new Case(name, fields));
                }
                name = line.substring(1, line.length() - 1);
                fields = new LinkedHashMap<>();
                continue;
            }
            int eq = line.indexOf(" = ");
            if (name == null || eq < 0) {
                throw new AssertionError(relativePath + ": malformed line: " + line);
            }
            fields.put(line.substring(0, eq), line.substring(eq + 3));
        }
        if (name != null) {
            cases.add(new Case(name, fields));
        }
        return cases;
    }

    /** Packs a string of '0'/'1' characters MSB-first into bytes (unused low bits zero). */
    static byte[] bits(String s) {
        byte[] out = new byte[(s.length() + 7) / 8];
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '0' && c != '1') {
                throw new AssertionError("not a bit string: " + s);
            }
            if (c == '1') {
                out[i / 8] |= (byte) (0x80 >>> (i % 8));
            }
        }
        return out;
    }
}
