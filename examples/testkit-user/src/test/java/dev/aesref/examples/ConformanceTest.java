package dev.aesref.examples;

import dev.aesref.aead.Gcm;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.testkit.conformance.AeadConformance;
import dev.aesref.testkit.conformance.BlockEngineConformance;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * What a project with its own AES engine or AEAD would write: one line each runs the test kit's
 * conformance suites. Here the engine under test is the JDK's AES behind the library's
 * {@code BlockEngine}, and the AEAD is aesref's GCM on it.
 */
class ConformanceTest {

    @TestFactory
    Stream<DynamicNode> jdkAesAsAnEngine() {
        return BlockEngineConformance.tests(JdkAesEngine.INSTANCE);
    }

    @TestFactory
    Stream<DynamicNode> gcmOnTheJdkEngine() {
        return AeadConformance.tests(() -> Gcm.create(JdkAesEngine.key(new byte[16]), 16), 12);
    }
}
