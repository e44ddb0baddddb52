package dev.aesref.testkit.check;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.Security;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The small parts of the check that its provider runs reach only slowly: one property each. */
class CheckPartsTest {

    @Test
    void variedChunksStartWithZeroAndOneStayWithin33AndCoverTheInput() {
        CheckCase c = new CheckCase("o", true, new byte[16], null, null, new byte[0], new byte[0], 0, 12345,
                CheckCase.Expect.OUTPUT).on(InputPath.VARIED_CHUNKS, 12345);
        assertArrayEquals(new int[] {0, 0}, c.variedChunks(0));
        assertArrayEquals(new int[] {0, 1}, c.variedChunks(1));
        for (int length : new int[] {2, 33, 34, 1000}) {
            int[] sizes = c.variedChunks(length);
            assertEquals(0, sizes[0]);
            assertEquals(1, sizes[1]);
            assertEquals(length, Arrays.stream(sizes).sum(), () -> Arrays.toString(sizes));
            assertTrue(Arrays.stream(sizes).allMatch(s -> s >= 0 && s <= 33), () -> Arrays.toString(sizes));
            assertTrue(sizes[sizes.length - 1] > 0, "no chunk after the input is covered");
        }
        // Long runs draw the whole range, 33 included.
        int[] many = c.variedChunks(100_000);
        assertTrue(Arrays.stream(many).anyMatch(s -> s == 33) && Arrays.stream(many).anyMatch(s -> s == 2));
        assertArrayEquals(many, c.variedChunks(100_000), "the same seed gives the same sizes");
    }

    @Test
    void timeAddsUp() {
        TargetResult r = new TargetResult(Target.ECB);
        r.addNanos(1_500_000_000L);
        r.addNanos(1_500_000_000L);
        assertEquals(3.0, r.seconds());
    }

    @Test
    void theLongestMessageIsANumberOfBytes() {
        assertEquals("the longest message must be >= 0 bytes, got -1", assertThrows(IllegalArgumentException.class,
                () -> Checker.Options.defaults().withLongest(-1)).getMessage());
        assertEquals(0, Checker.Options.defaults().withLongest(0).longest());
        assertEquals(Integer.MAX_VALUE, Checker.Options.defaults().longest());
        assertEquals(5, new Checker.Options(1, 2, 0.5, java.util.Set.of(), true).withLongest(5).longest());
    }

    @Test
    void replayFindsTheFirstAndTheLastCaseAndNothingPast() {
        Checker.Options options = Checker.Options.defaults().withRandom(0).withLongest(0);
        List<CheckCase> all = Checker.cases(Target.CBC_PKCS5, options.seed(), 0);
        java.security.Provider sun = Security.getProvider("SunJCE");
        assertTrue(Checker.replay(sun, "AES/CBC/PKCS5Padding#0", options).line().startsWith("AES/CBC/PKCS5Padding#0 "));
        String last = "AES/CBC/PKCS5Padding#" + (all.size() - 1);
        assertTrue(Checker.replay(sun, last, options).line().startsWith(last + " "));
        for (String beyond : new String[] {"AES/CBC/PKCS5Padding#" + all.size(), "AES/CBC/PKCS5Padding#-1"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Checker.replay(sun, beyond, options));
            assertEquals("--replay: AES/CBC/PKCS5Padding has cases #0 to #" + (all.size() - 1) + " with seed "
                    + options.seed() + " and 0 random cases; got #" + beyond.substring(beyond.indexOf('#') + 1),
                    e.getMessage());
        }
    }

    @Test
    void theInputPathsOfEachKindOfTarget() {
        assertEquals(List.of(InputPath.ARRAY, InputPath.VARIED_CHUNKS, InputPath.HEAP_BUFFER, InputPath.DIRECT_BUFFER,
                InputPath.READ_ONLY_BUFFER, InputPath.SLICED_BUFFER, InputPath.REUSE), List.of(InputPath.of(Target.CMAC)));
        assertEquals(List.of(InputPath.ARRAY, InputPath.WRAP_API, InputPath.OUTPUT_OFFSET, InputPath.IN_PLACE,
                InputPath.HEAP_BUFFER, InputPath.REUSE), List.of(InputPath.of(Target.KWP)));
        assertEquals(List.of(InputPath.of(Target.AES_WRAP)), List.of(InputPath.of(Target.KW)));
        assertEquals(11, InputPath.of(Target.GCM).length);
        assertEquals(List.of(InputPath.of(Target.GCM)), List.of(InputPath.of(Target.ECB)));
    }

    /** An empty key still reaches the provider as a key it can read: "AES", RAW, no bytes (not null). */
    @Test
    void anEmptyKeyIsARawAesKeyOfNoBytes() {
        java.security.Key k = JcaRun.key(new byte[0]);
        assertEquals("AES", k.getAlgorithm());
        assertEquals("RAW", k.getFormat());
        assertArrayEquals(new byte[0], k.getEncoded());
        assertArrayEquals(new byte[16], JcaRun.key(new byte[16]).getEncoded());
    }

    /**
     * A case on {@link InputPath#WRAP_API} goes through {@code WRAP_MODE}/{@code UNWRAP_MODE},
     * whatever the transformation: AESREF's CTR, which encrypts it, refuses to wrap at init.
     */
    @Test
    void theWrapPathAsksForAWrapEvenOfACipherThatEncrypts() {
        java.security.Provider aesref = new dev.aesref.jca.AesRefProvider();
        CheckCase ctr = RandomCases.of(Target.CTR, 1, 1, 0).get(0);
        assertTrue(JcaRun.run(aesref, Target.CTR, ctr.on(InputPath.ARRAY, 0)).produced());
        JcaRun.Observation wrapped = JcaRun.run(aesref, Target.CTR, ctr.on(InputPath.WRAP_API, 0));
        assertTrue(!wrapped.produced() && wrapped.stage() == JcaRun.Stage.INIT, () -> String.valueOf(wrapped.thrown()));
    }
}
