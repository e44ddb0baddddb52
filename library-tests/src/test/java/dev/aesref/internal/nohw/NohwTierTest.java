package dev.aesref.internal.nohw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.internal.ct.IncubatorModule;
import org.junit.jupiter.api.Test;

/**
 * {@code nohw} and {@code nohw-vector} give the same bytes, so the engine suite cannot tell them
 * apart: this pins each registered name to its batch, so that {@code nohw-vector} cannot quietly
 * run the scalar batch (or the other way round).
 */
class NohwTierTest {

    @Test
    void nohwRunsTheScalarBatch() {
        NohwKey k = (NohwKey) Engines.byName(NohwEngine.NAME).expandKey(new byte[16]);
        assertEquals(ScalarBatch.class, k.wideBatch().getClass());
        k.destroy();
    }

    @Test
    void nohwVectorRunsTheVectorBatchWhenTheModuleIsPresent() {
        assertEquals(IncubatorModule.present(), Engines.names().contains(NohwEngine.VECTOR_NAME));
        if (IncubatorModule.present()) {
            NohwKey k = (NohwKey) Engines.byName(NohwEngine.VECTOR_NAME).expandKey(new byte[32]);
            assertEquals("VectorBatch", k.wideBatch().getClass().getSimpleName());
            k.destroy();
        } else {
            assertTrue(NohwEngine.vectorTier().isEmpty());
        }
    }
}
