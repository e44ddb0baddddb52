package dev.aesref;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.internal.ct.Pack;
import dev.aesref.engines.Engines;
import dev.aesref.harness.HeapDumpScan;
import dev.aesref.harness.HeapProbe;
import dev.aesref.internal.fips197.SpecSteps;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Unreachable is not gone: a key of each engine is used and destroyed in a fresh JVM
 * ({@link HeapProbe}), which then dumps its heap including dead objects; no 8-byte piece of any
 * round key (encryption schedule, and the equivalent inverse cipher's schedule), in any of the byte
 * orders Java stores words and longs in, may appear in the dump. The expected round keys come from
 * the FIPS-197 {@code spec} key expansion, itself checked against FIPS-197 Appendix A. The
 * {@code hwmodel} cases also use and destroy that package's three CTR driver models (BoringSSL,
 * Go, Linux VAES), which expand the same key on their own.
 *
 * <p>This test forks a JVM per case, so PIT leaves it out of its per-mutant runs; the reachable
 * wipes are also caught, faster, by {@link WipeResidueTest}.
 */
@Tag("integration") // too slow to repeat per mutant: forks a JVM per case; WipeResidueTest catches the reachable wipes fast
class HeapResidueTest {

    @TempDir
    static Path dir;

    static Stream<Arguments> cases() {
        return Engines.all().stream().flatMap(e -> Stream.of(16, 32).map(n -> Arguments.of(e.name(), n)));
    }

    @ParameterizedTest(name = "{0}, {1}-byte key")
    @MethodSource("cases")
    void noRoundKeyInTheHeapAfterDestroy(String engine, int keyBytes) throws Exception {
        long seed = 0x4EA9L * keyBytes + engine.hashCode();
        int[] w = SpecSteps.keyExpansion(HeapProbe.key(seed, keyBytes));
        int[] dw = SpecSteps.equivalentInverse(w);
        byte[] needles = new byte[4 * (w.length + dw.length)];
        for (int i = 0; i < w.length; i++) {
            Pack.storeIntBE(w[i], needles, 4 * i);
            Pack.storeIntBE(dw[i], needles, 4 * (w.length + i));
        }
        // The schedule's first words are the key itself, so pieces of the raw key are needles too.
        List<String> found = HeapDumpScan.find(engine, keyBytes, seed, needles, dir);
        assertEquals(List.of(), found, engine + " left round-key bytes in the heap");
    }
}
