package dev.aesref.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.internal.ct.IncubatorModule;
import dev.aesref.internal.nohw.NohwEngine;
import dev.aesref.internal.vpaes.VpaesEngine;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Vector API tier is there exactly when the JVM has the {@code jdk.incubator.vector} module.
 * The build says which run this is ({@code aesref.vectorModule}: {@code present} by default,
 * {@code absent} under {@code -Pno-vector-module}), so a run that meant to test one side cannot
 * silently test the other.
 */
class IncubatorModuleTest {

    @Test
    void theRunHasTheModuleItSaysItHas() {
        String expected = System.getProperty("aesref.vectorModule", "");
        assertTrue(expected.equals("present") || expected.equals("absent"),
                "aesref.vectorModule is '" + expected + "'; run the tests through Maven (pom.xml sets it)");
        assertEquals(expected.equals("present"), IncubatorModule.present(),
                "jdk.incubator.vector in this JVM, against aesref.vectorModule=" + expected);
    }

    @Test
    void theRegistryOffersNohwVectorExactlyWhenTheModuleIsPresent() {
        assertEquals(IncubatorModule.present(), Engines.names().contains(NohwEngine.VECTOR_NAME), Engines.names().toString());
        assertEquals(IncubatorModule.present(), Engines.names().contains(VpaesEngine.VECTOR_NAME), Engines.names().toString());
        assertEquals(IncubatorModule.present() ? List.of(NohwEngine.VECTOR_NAME) : List.of(),
                NohwEngine.vectorTier().stream().map(e -> e.name()).toList());
        if (IncubatorModule.present()) {
            assertEquals(NohwEngine.VECTOR_NAME, NohwEngine.vectorLanes().name());
        } else {
            IllegalStateException e = assertThrows(IllegalStateException.class, NohwEngine::vectorLanes);
            assertEquals("the nohw-vector engine needs the jdk.incubator.vector module: start the JVM"
                    + " with --add-modules jdk.incubator.vector", e.getMessage());
        }
    }

    @Test
    void theRegistryOffersVpaesVectorExactlyWhenTheModuleIsPresent() {
        assertEquals(IncubatorModule.present() ? List.of(VpaesEngine.VECTOR_NAME) : List.of(),
                VpaesEngine.vectorTier().stream().map(e -> e.name()).toList());
        if (IncubatorModule.present()) {
            assertEquals("vpaes-vector", VpaesEngine.vector().name());
            assertEquals("vpaes-vector", VpaesEngine.vector().toString());
            assertEquals("vpaes-vector-1x", VpaesEngine.vectorOneBlockAtATime().name());
        } else {
            IllegalStateException e = assertThrows(IllegalStateException.class, VpaesEngine::vector);
            assertEquals("the vpaes-vector engine needs the jdk.incubator.vector module: start the JVM"
                    + " with --add-modules jdk.incubator.vector", e.getMessage());
            e = assertThrows(IllegalStateException.class, VpaesEngine::vectorOneBlockAtATime);
            assertEquals("the vpaes-vector-1x engine needs the jdk.incubator.vector module: start the JVM"
                    + " with --add-modules jdk.incubator.vector", e.getMessage());
        }
    }
}
