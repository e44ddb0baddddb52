package dev.aesref.tools.trace;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.aesref.internal.vectors.format.Fips197Listing;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The trace against the text of FIPS-197 Appendix C.1, C.2 and C.3, line for line. The listings
 * live in {@code vectors/fips197/} (see the README there for where they came from and how they
 * were cross-checked) and are read with {@link Fips197Listing}, the reader the
 * {@code fips197-appendix-c} suite uses, from the hash-checked vector source.
 */
class AppendixCTraceTest {

    /** The listing of {@code vectors/fips197/<file>}. */
    static Fips197Listing read(String file) {
        return VectorSource.current().load("fips197/" + file, Fips197Listing.FORMAT);
    }

    /** The listing lines of a file: comments and blank lines dropped, runs of blanks collapsed. */
    static List<String> listing(String file) {
        return read(file).lines();
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
    void wholeListing(String file) {
        Fips197Listing listing = read(file);
        assertLines(listing.lines(), SpecTrace.appendixC(listing.value("KEY:"), listing.value("PLAINTEXT:")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"appendix-c1.txt", "appendix-c2.txt", "appendix-c3.txt"})
    void encryptAndDecryptHalves(String file) {
        Fips197Listing listing = read(file);
        List<String> expected = listing.lines();
        byte[] key = listing.value("KEY:");
        byte[] plaintext = listing.value("PLAINTEXT:");
        int inverseStart = listing.indexOf("INVERSE CIPHER (DECRYPT):");

        assertLines(expected.subList(0, inverseStart), SpecTrace.encrypt(key, plaintext));

        List<String> decrypt = SpecTrace.decrypt(key, listing.round(0, "iinput"));
        assertEquals("CIPHERTEXT: " + expected.get(inverseStart + 1).split(" ")[2], decrypt.get(0));
        assertEquals(expected.get(1), decrypt.get(1));
        assertLines(expected.subList(inverseStart, expected.size()), decrypt.subList(2, decrypt.size()));
    }

    /**
     * Against the EQUIVALENT INVERSE CIPHER listing of Appendix C.3 (see
     * vectors/fips197/README.md for its source and the checks it passed).
     */
    @Test
    void equivalentInverseCipherOfAppendixC3() {
        List<String> expected = listing("appendix-c3-equivalent-inverse.txt");
        byte[] key = HexFormat.of().parseHex(expected.get(1).substring("KEY: ".length()));
        byte[] ciphertext = HexFormat.of().parseHex("8ea2b7ca516745bfeafc49904b496089");
        List<String> actual = SpecTrace.equivalentInverse(key, ciphertext);
        assertEquals("CIPHERTEXT: 8ea2b7ca516745bfeafc49904b496089", actual.get(0));
        assertEquals(expected.get(1), actual.get(1));
        List<String> body = expected.subList(2, expected.size());
        assertEquals(body, actual.subList(2, actual.size()));
    }
}
