package dev.aesref.aead;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.testkit.conformance.AeadConformance;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * Every AEAD of the library through the test kit's AEAD suite, on a constant-time engine and on
 * the JDK's AES (an engine that shares no code with aesref). The known answers are the vector
 * suites' ({@code AeadVectorCheck}, the Wycheproof and CAVP files). One factory per AEAD, so that
 * PIT runs a mutant of one mode against that mode's suite only.
 */
class AeadConformanceTest {

    private static final byte[] KEY_16 = seq(16);
    private static final byte[] KEY_32 = seq(32);
    private static final byte[] KEY_64 = seq(64);

    @TestFactory
    Stream<DynamicNode> gcm() {
        return onEachEngine(e -> Stream.of(
                suite("16-byte tag", AeadConformance.tests(() -> Gcm.create(e.expandKey(KEY_16), 16), 12)),
                suite("12-byte tag, 8-byte nonce", AeadConformance.tests(() -> Gcm.create(e.expandKey(KEY_32), 12), 8))));
    }

    @TestFactory
    Stream<DynamicNode> ccm() {
        return onEachEngine(e -> Stream.of(
                suite("16-byte tag, 13-byte nonce", AeadConformance.tests(() -> Ccm.create(e.expandKey(KEY_16), 16), 13)),
                suite("8-byte tag, 7-byte nonce", AeadConformance.tests(() -> Ccm.create(e.expandKey(KEY_16), 8), 7))));
    }

    @TestFactory
    Stream<DynamicNode> eax() {
        return onEachEngine(e -> AeadConformance.tests(() -> Eax.create(e.expandKey(KEY_16), 16), 16));
    }

    @TestFactory
    Stream<DynamicNode> gcmSiv() {
        return onEachEngine(e -> AeadConformance.tests(() -> GcmSiv.create(e, KEY_32), 12));
    }

    @TestFactory
    Stream<DynamicNode> sivAeadForm() {
        return onEachEngine(e -> AeadConformance.tests(() -> Siv.create(e, KEY_32), 16));
    }

    @TestFactory
    Stream<DynamicNode> cbcHmacSha512() {
        return onEachEngine(e -> AeadConformance.tests(() -> CbcHmac.create(e, KEY_64), 16));
    }

    /** The suites {@code suites} gives for an engine, on {@code nohw} and on the JDK's AES. */
    private static Stream<DynamicNode> onEachEngine(Function<BlockEngine, Stream<DynamicNode>> suites) {
        return Stream.of(Engines.byName("nohw"), JdkAesEngine.INSTANCE)
                .map(e -> DynamicContainer.dynamicContainer(e.name(), suites.apply(e)));
    }

    private static DynamicNode suite(String name, Stream<DynamicNode> tests) {
        return DynamicContainer.dynamicContainer(name, tests);
    }

    private static byte[] seq(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (0x40 + i);
        }
        return b;
    }
}
