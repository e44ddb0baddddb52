package dev.aesref.jca;

import dev.aesref.EnginesUnderTest;
import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * Test machinery for running one piece of JCA client code against AESREF and against a peer
 * (SunJCE, or Bouncy Castle where SunJCE lacks the algorithm) and comparing what came out: a
 * {@link Transcript} records every result, output length and exception type in order.
 */
final class SideBySide {

    private SideBySide() {}

    /**
     * AESREF follows SunJCE as of JDK 17, the baseline. Later JDKs changed three things there: the
     * AES KeyGenerator's default size (256 bits), the GCM parameters' DER (the default tag length
     * left out, as DER requires, and tag lengths below 96 bits refused) and the key wraps' block
     * size (8). Where SunJCE changed, the comparison with it runs on JDK 17 only; AESREF's own
     * value is pinned on every JDK.
     */
    static final boolean SUNJCE_IS_THE_BASELINE = Runtime.version().feature() == 17;

    static Provider sunJce() {
        return Security.getProvider("SunJCE");
    }

    /**
     * The system property that narrows {@link #aesref()} to the engines it lists (comma-separated
     * names of {@link dev.aesref.engines.Engines}). Unset, as in {@code mvn test}: every engine.
     * The PIT execution {@code mutation-gate-jca} sets it to one engine: the provider's code is the
     * same whichever engine it is given, so a mutant in it that one engine's run cannot see, four
     * more cannot see either, and each mutant's run is five times shorter.
     */
    static final String ENGINES_PROPERTY = "aesref.jca.engines";

    /** AESREF over every engine, or over those {@value #ENGINES_PROPERTY} names. */
    static Stream<Provider> aesref() {
        return EnginesUnderTest.names(ENGINES_PROPERTY).stream().map(AesRefProvider::new);
    }

    /** Client code under test: it records into the transcript. */
    interface Client {
        void run(Provider p, Transcript t) throws Exception;
    }

    /** What one provider did, step by step. */
    static final class Transcript {
        private final List<String> steps = new ArrayList<>();

        void bytes(String what, byte[] b) {
            steps.add(what + "=" + (b == null ? "null" : HexFormat.of().formatHex(b)));
        }

        void value(String what, Object v) {
            steps.add(what + "=" + v);
        }

        /** Runs a step; a checked or runtime exception is recorded by its type. */
        void step(String what, Step s) {
            try {
                s.run();
            } catch (Exception e) {
                steps.add(what + " threw " + e.getClass().getSimpleName());
            }
        }

        List<String> steps() {
            return steps;
        }

        interface Step {
            void run() throws Exception;
        }
    }

    /** Equal transcripts, or a failure that shows the first step where they part. */
    static void assertSame(List<String> expected, List<String> got, Provider p) {
        org.junit.jupiter.api.Assertions.assertFalse(expected.isEmpty(), "the peer's transcript is empty");
        int n = Math.min(expected.size(), got.size());
        for (int i = 0; i < n; i++) {
            if (!expected.get(i).equals(got.get(i))) {
                org.junit.jupiter.api.Assertions.fail(p + " differs from the peer at step " + i
                        + ":\n  peer: " + cut(expected.get(i)) + "\n  got:  " + cut(got.get(i))
                        + (i > 0 ? "\n  after: " + cut(expected.get(i - 1)) : ""));
            }
        }
        org.junit.jupiter.api.Assertions.assertEquals(expected.size(), got.size(), p + ": number of steps");
    }

    private static String cut(String s) {
        return s.length() > 160 ? s.substring(0, 160) + "..." : s;
    }

    static List<String> transcript(Provider p, Client c) throws Exception {
        Transcript t = new Transcript();
        c.run(p, t);
        return t.steps();
    }
}
