package dev.aesref.engines;

import dev.aesref.internal.vpaes.VpaesEngine;
import dev.aesref.testkit.conformance.BlockEngineConformance;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * The Vector API engines through the test kit's engine suite, as {@code EngineConformanceTest}
 * runs the others: {@code nohw-vector}, {@code vpaes-vector} and {@code vpaes-vector-1x} (the
 * one-block loop the two-block engine is measured against, reachable but not registered). Its
 * name puts it where the Vector*Test classes go: the default run and PIT's vector execution,
 * which have jdk.incubator.vector; the -Pno-vector-module run and PIT's module-less minions leave
 * it out, so nothing here is ever skipped.
 */
class VectorEngineConformanceTest {

    @TestFactory
    Stream<DynamicNode> nohwVector() {
        return BlockEngineConformance.tests(Engines.byName("nohw-vector"));
    }

    @TestFactory
    Stream<DynamicNode> vpaesVector() {
        return BlockEngineConformance.tests(Engines.byName("vpaes-vector"));
    }

    @TestFactory
    Stream<DynamicNode> vpaesVectorOneBlock() {
        return BlockEngineConformance.tests(VpaesEngine.vectorOneBlockAtATime());
    }
}
