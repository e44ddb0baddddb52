package dev.aesref.spec;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The trace against the text of FIPS-197 Appendix C.1, C.2 and C.3, line for line. The listings
 * live in {@code vectors/fips197/} (see the README there for where they came from and how they
 * were cross-checked) and travel in the jar under {@code /dev/aesref/vectors/embedded/}.
 */
class AppendixCTraceTest {

    private static final String DIR = "/dev/aesref/vectors/embedded/fips197/";

    /** The listing lines of a file: comments and blank lines dropped, runs of blanks collapsed. */
    static List<String> listing(String file) throws IOException {
        try (InputStream in = AppendixCTraceTest.class.getResourceAsStream(DIR + file)) {
            if (in == null) {
                fail("missing test resource " + DIR + file + ": it is vectors/fips197/" + file
                        + " in the source tree, copied by the build (mvn process-resources)");
            }
            List<String> lines = new ArrayList<>();
            for (String raw : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String line = raw.strip().replaceAll("\\s+", " ");
                if (!line.isEmpty() && !line.startsWith("#")) {
                    lines.add(line);
                }
            }
            return lines;
        }
    }

    private static byte[] headerValue(List<String> lines, String label) {
        for (String line : lines) {
            if (line.startsWith(label + " ")) {
                return HexFormat.of().parseHex(line.substring(label.length() + 1));
            }
        }
        throw new AssertionError("no '" + label + "' line");
    }

    private static void assertLines(List<String> expected, List<String> actual) {
        int n = Math.min(expected.size(), actual.size());
        for (int i = 0; i < n; i++) {
            assertEquals(expected.get(i), actual.get(i), "line " + (i + 1));
        }
        assertEquals(expected.size(), actual.size(), "number of lines");
    }

    @ParameterizedTest
    @ValueSource(strings = {"appendix-c1.txt", "appendix-c2.txt", "appendix-c3.txt"})
    void wholeListing(String file) throws IOException {
        List<String> expected = listing(file);
        byte[] key = headerValue(expected, "KEY:");
        byte[] plaintext = headerValue(expected, "PLAINTEXT:");
        assertLines(expected, SpecTrace.appendixC(key, plaintext));
    }

    @ParameterizedTest
    @ValueSource(strings = {"appendix-c1.txt", "appendix-c2.txt", "appendix-c3.txt"})
    void encryptAndDecryptHalves(String file) throws IOException {
        List<String> expected = listing(file);
        byte[] key = headerValue(expected, "KEY:");
        byte[] plaintext = headerValue(expected, "PLAINTEXT:");
        int inverseStart = expected.indexOf("INVERSE CIPHER (DECRYPT):");
        assertTrue(inverseStart > 0, "no INVERSE CIPHER section");

        assertLines(expected.subList(0, inverseStart), SpecTrace.encrypt(key, plaintext));

        List<String> decrypt = SpecTrace.decrypt(key, headerValueOf(expected, "round[ 0].iinput"));
        assertEquals("CIPHERTEXT: " + expected.get(inverseStart + 1).split(" ")[2], decrypt.get(0));
        assertEquals(expected.get(1), decrypt.get(1));
        assertLines(expected.subList(inverseStart, expected.size()), decrypt.subList(2, decrypt.size()));
    }

    private static byte[] headerValueOf(List<String> lines, String prefix) {
        for (String line : lines) {
            if (line.startsWith(prefix + " ")) {
                return HexFormat.of().parseHex(line.substring(line.lastIndexOf(' ') + 1));
            }
        }
        throw new AssertionError("no '" + prefix + "' line");
    }
}
