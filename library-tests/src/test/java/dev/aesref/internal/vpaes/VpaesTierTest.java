package dev.aesref.internal.vpaes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.internal.ct.IncubatorModule;
import org.junit.jupiter.api.Test;

/**
 * The vpaes engines give the same bytes, so the engine suite cannot tell them apart: this pins
 * each to its round functions (the scalar pshufb emulation or the Vector API's byte shuffle) and
 * to two blocks at a time or one.
 */
class VpaesTierTest {

    @Test
    void theScalarEnginesRunTheScalarRounds() {
        VpaesKey two = (VpaesKey) Engines.byName("vpaes").expandKey(new byte[16]);
        VpaesKey one = (VpaesKey) Engines.byName("vpaes-1x").expandKey(new byte[16]);
        assertEquals(ScalarRounds.class, two.roundFunctions().getClass());
        assertEquals(ScalarRounds.class, one.roundFunctions().getClass());
        assertTrue(two.twoBlocks());
        assertFalse(one.twoBlocks());
        two.destroy();
        one.destroy();
    }

    @Test
    void theVectorEnginesRunTheVectorRoundsWhenTheModuleIsPresent() {
        assertEquals(IncubatorModule.present(), Engines.names().contains(VpaesEngine.VECTOR_NAME));
        if (IncubatorModule.present()) {
            VpaesKey two = (VpaesKey) VpaesEngine.vector().expandKey(new byte[24]);
            VpaesKey one = (VpaesKey) VpaesEngine.vectorOneBlockAtATime().expandKey(new byte[24]);
            assertEquals("VectorRounds", two.roundFunctions().getClass().getSimpleName());
            assertEquals("VectorRounds", one.roundFunctions().getClass().getSimpleName());
            assertTrue(two.twoBlocks());
            assertFalse(one.twoBlocks());
            two.destroy();
            one.destroy();
        } else {
            assertTrue(VpaesEngine.vectorTier().isEmpty());
        }
    }
}
