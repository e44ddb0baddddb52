package dev.aesref.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What a name the registry does not have is told: a Vector API engine says how to get it. */
class UnknownEngineTest {

    @Test
    void aVectorEngineWithoutItsModuleSaysWhatToAdd() {
        List<String> scalar = List.of("spec", "nohw");
        for (String name : Engines.VECTOR_TIER) {
            assertEquals("no engine named '" + name + "' in this JVM: it needs the Vector API module"
                    + " (java --add-modules jdk.incubator.vector); known: [spec, nohw]", Engines.unknown(name, scalar));
        }
        assertEquals("no engine named 'aesni'; known: [spec, nohw]", Engines.unknown("aesni", scalar));
        assertEquals(List.of("nohw-vector", "vpaes-vector"), Engines.VECTOR_TIER);
    }
}
