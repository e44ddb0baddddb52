package dev.aesref;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The registry: its names are unique, published and answer to themselves. The contract of each
 * engine is the test kit's engine suite ({@link EngineConformanceTest}).
 */
class EngineRegistryTest {

    @Test
    void registryIsNotEmptyAndNamesAreUnique() {
        List<String> names = Engines.names();
        assertFalse(names.isEmpty(), "no engine registered");
        assertEquals(names.size(), names.stream().distinct().count(), "duplicate names " + names);
        for (String n : names) {
            assertEquals(n, Engines.byName(n).name());
        }
        var e = assertThrows(java.util.NoSuchElementException.class, () -> Engines.byName("nope"));
        assertTrue(e.getMessage().contains("nope"));
    }

    /** The registry names are the ones README.md publishes, in registry order. */
    @Test
    void enginesAnswerToTheirPublishedNames() {
        List<String> published = new java.util.ArrayList<>(List.of("spec", "nohw", "vpaes", "vpaes-1x", "hwmodel"));
        if (dev.aesref.internal.ct.IncubatorModule.present()) {
            published.add("nohw-vector");
            published.add("vpaes-vector");
        }
        assertEquals(published, Engines.names());
        for (BlockEngine e : Engines.all()) {
            assertFalse(e.name().isEmpty());
            assertTrue(Engines.byName(e.name()) == e, e.name());
        }
    }
}
