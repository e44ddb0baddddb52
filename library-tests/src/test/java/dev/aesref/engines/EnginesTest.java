package dev.aesref.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import java.util.HashSet;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

/** The registry: names are unique, byName finds each engine, unknown names list the known ones. */
class EnginesTest {

    @Test
    void everyEngineIsFoundByItsUniqueName() {
        assertEquals(Engines.all().size(), new HashSet<>(Engines.names()).size(), "unique names");
        for (BlockEngine e : Engines.all()) {
            assertSame(e, Engines.byName(e.name()));
        }
        assertEquals(Engines.all().stream().map(BlockEngine::name).toList(), Engines.names());
    }

    @Test
    void unknownNamesAreRejectedWithTheList() {
        NoSuchElementException ex = assertThrows(NoSuchElementException.class,
                () -> Engines.byName("no-such-engine"));
        assertTrue(ex.getMessage().contains("'no-such-engine'"), ex.getMessage());
        assertTrue(ex.getMessage().contains(Engines.names().toString()), ex.getMessage());
    }
}
