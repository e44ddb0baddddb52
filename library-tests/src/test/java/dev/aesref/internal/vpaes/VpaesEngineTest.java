package dev.aesref.internal.vpaes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The two vpaes variants name themselves as the registry and README.md do, in name() and in
 * toString() (which is what a parameterized test or a log line shows of an engine).
 */
class VpaesEngineTest {

    @Test
    void variantsAreNamedAsPublished() {
        assertEquals("vpaes", VpaesEngine.interleaved().name());
        assertEquals("vpaes", VpaesEngine.interleaved().toString());
        assertEquals("vpaes-1x", VpaesEngine.oneBlockAtATime().name());
        assertEquals("vpaes-1x", VpaesEngine.oneBlockAtATime().toString());
    }
}
