package dev.aesref.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import java.math.BigInteger;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The test kit's plain API works without JUnit: only the two argument sources (their annotations
 * and providers) name a JUnit class, and ExpectedCtr and CounterBoundaries run in a class loader
 * that has the test kit's and the library's classes and nothing else.
 */
class NoJunitTest {

    private static final Set<String> MAY_NAME_JUNIT = Set.of("AesVectorArgumentsProvider.class",
            "AesVectorSource.class", "CounterBoundaryArgumentsProvider.class", "CounterBoundarySource.class");

    private static Path classes() throws Exception {
        return Path.of(ExpectedCtr.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    @Test
    void onlyTheArgumentSourcesNameJunit() throws Exception {
        Path dir = classes().resolve("dev/aesref/testkit");
        Set<String> naming = new TreeSet<>();
        int count = 0;
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.filter(x -> x.toString().endsWith(".class")).toList()) {
                count++;
                if (new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1).contains("org/junit/")) {
                    naming.add(p.getFileName().toString());
                }
            }
        }
        assertTrue(count >= 10, "found " + count + " classes");
        assertEquals(new TreeSet<>(MAY_NAME_JUNIT), naming);
    }

    @Test
    void expectedCtrAndCounterBoundariesRunWithoutJunitOnTheClassPath() throws Exception {
        URL library = CounterFlavour.class.getProtectionDomain().getCodeSource().getLocation();
        try (URLClassLoader bare = new URLClassLoader(new URL[] {classes().toUri().toURL(), library},
                ClassLoader.getPlatformClassLoader())) {
            assertThrows(ClassNotFoundException.class,
                    () -> Class.forName("org.junit.jupiter.params.provider.ArgumentsProvider", false, bare));
            Class<?> flavour = Class.forName("dev.aesref.CounterFlavour", true, bare);
            Object ctr128 = flavour.getField("CTR128_BE").get(null);
            Class<?> expected = Class.forName("dev.aesref.testkit.ExpectedCtr", true, bare);
            Object e = expected.getMethod("of", flavour, byte[].class, byte[].class)
                    .invoke(null, ctr128, new byte[16], new byte[16]);
            byte[] ks = (byte[]) expected.getMethod("keystream", BigInteger.class, int.class)
                    .invoke(e, BigInteger.ONE.shiftLeft(100), 20);
            assertArrayEquals(ExpectedCtr.of(CounterFlavour.CTR128_BE, new byte[16], new byte[16])
                    .keystream(BigInteger.ONE.shiftLeft(100), 20), ks);
            Class<?> boundaries = Class.forName("dev.aesref.testkit.CounterBoundaries", true, bare);
            List<?> cases = (List<?>) boundaries.getMethod("of", flavour).invoke(null, ctr128);
            assertEquals(96, cases.size());
            assertEquals(CounterBoundaries.of(CounterFlavour.CTR128_BE).get(7).toString(), cases.get(7).toString());
        }
    }
}
