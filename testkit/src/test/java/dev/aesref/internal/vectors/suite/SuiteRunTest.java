package dev.aesref.internal.vectors.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.aesref.internal.vectors.format.VectorFileException;
import java.util.List;
import org.junit.jupiter.api.Test;

class SuiteRunTest {

    @Test
    void oneDescriptionPerFailedVectorAndAtMostTheLimit() {
        SuiteRun run = new SuiteRun("s", "e");
        run.vector("v0", () -> { });
        run.vector("v1", () -> {
            run.equal("a", new byte[] {1}, new byte[] {2});
            run.fail("b");
        });
        for (int i = 2; i < 2 + SuiteResult.MAX_REPORTED + 3; i++) {
            run.vector("v" + i, () -> {
                run.fail("x");
                run.fail("y");
            });
        }
        SuiteResult r = run.result();
        assertEquals(2 + SuiteResult.MAX_REPORTED + 3, r.vectors());
        assertEquals(1 + SuiteResult.MAX_REPORTED + 3, r.failedVectors());
        assertEquals(SuiteResult.MAX_REPORTED, r.failures().size());
        assertEquals("v1: a: expected 01, got 02; b", r.failures().get(0));
        assertEquals("v2: x; y", r.failures().get(1));
        // The last reported vector keeps its second description; the unreported ones add none.
        assertEquals("v" + SuiteResult.MAX_REPORTED + ": x; y", r.failures().get(SuiteResult.MAX_REPORTED - 1));
        assertEquals(List.of(), new SuiteRun("s", "e").result().failures());
        String report = r.report();
        assertEquals(true, report.endsWith("\n  ... and 4 more"), report);
    }

    @Test
    void fileProblemsPropagateInsteadOfCountingAsFailures() {
        SuiteRun run = new SuiteRun("s", "e");
        VectorFileException boom = new VectorFileException("bad file");
        assertSame(boom, assertThrows(VectorFileException.class, () -> run.vector("v", () -> {
            throw boom;
        })));
        run.vector("w", () -> {
            throw new java.io.IOException("io");
        });
        assertEquals(List.of("w: threw java.io.IOException: io"), run.result().failures());
    }
}
