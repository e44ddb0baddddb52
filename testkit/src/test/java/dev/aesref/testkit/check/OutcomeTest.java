package dev.aesref.testkit.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.testkit.check.CheckCase.Expect;
import dev.aesref.testkit.check.JcaRun.Observation;
import dev.aesref.testkit.check.JcaRun.Stage;
import java.security.InvalidAlgorithmParameterException;
import java.security.ProviderException;
import javax.crypto.AEADBadTagException;
import javax.crypto.BadPaddingException;
import org.junit.jupiter.api.Test;

/** Every way a provider's answer is judged, one observation each. */
class OutcomeTest {

    private static final byte[] RIGHT = {1, 2, 3};

    private static CheckCase kase(Expect expect) {
        return new CheckCase("o", false, new byte[16], new byte[12], null, new byte[19], RIGHT, 128, 0, expect);
    }

    private static Outcome judge(Target t, Expect e, Observation o) {
        return Outcome.judge(t, kase(e), o);
    }

    private static Observation out(byte[] b) {
        return new Observation(b, null, null);
    }

    private static Observation thrown(Stage s, Throwable t) {
        return new Observation(null, s, t);
    }

    @Test
    void expectedOutput() {
        assertEquals(Outcome.MATCH, judge(Target.GCM, Expect.OUTPUT, out(RIGHT.clone())));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "expected 010203, got 0102"),
                judge(Target.GCM, Expect.OUTPUT, out(new byte[] {1, 2})));
        assertEquals(new Outcome(Outcome.Kind.POLICY, "refuses parameters aesref accepts (InvalidAlgorithmParameterException)"),
                judge(Target.GCM, Expect.OUTPUT, thrown(Stage.INIT, new InvalidAlgorithmParameterException("iv"))));
        assertEquals(new Outcome(Outcome.Kind.POLICY, "refuses parameters aesref accepts (IllegalArgumentException)"),
                judge(Target.GCM, Expect.OUTPUT, thrown(Stage.INIT, new IllegalArgumentException())));
        assertEquals(new Outcome(Outcome.Kind.POLICY, "refuses parameters aesref accepts (UnsupportedOperationException)"),
                judge(Target.GCM, Expect.OUTPUT, thrown(Stage.INIT, new UnsupportedOperationException())));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "rejected a valid input: AEADBadTagException: mac check failed"),
                judge(Target.GCM, Expect.OUTPUT, thrown(Stage.PROCESS, new AEADBadTagException("mac check failed"))));
        assertEquals(new Outcome(Outcome.Kind.POLICY, "stops with IllegalStateException where aesref gives output"),
                judge(Target.CTR, Expect.OUTPUT, thrown(Stage.PROCESS, new IllegalStateException("counter exhausted"))));
        assertEquals(new Outcome(Outcome.Kind.POLICY, "stops with ProviderException where aesref gives output"),
                judge(Target.CTR, Expect.OUTPUT, thrown(Stage.PROCESS, new ProviderException())));
        assertEquals(new Outcome(Outcome.Kind.POLICY, "stops with UnsupportedOperationException where aesref gives output"),
                judge(Target.CTR, Expect.OUTPUT, thrown(Stage.PROCESS, new UnsupportedOperationException())));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "crashed: ArrayIndexOutOfBoundsException"),
                judge(Target.CTR, Expect.OUTPUT, thrown(Stage.PROCESS, new ArrayIndexOutOfBoundsException())));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "crashed: NullPointerException"),
                judge(Target.CTR, Expect.OUTPUT, thrown(Stage.INIT, new NullPointerException())));
    }

    @Test
    void expectedRejection() {
        assertEquals(Outcome.MATCH, judge(Target.GCM, Expect.REJECT, thrown(Stage.PROCESS, new AEADBadTagException())));
        assertEquals(Outcome.MATCH, judge(Target.CBC_PKCS5, Expect.REJECT, thrown(Stage.PROCESS, new BadPaddingException())));
        assertEquals(new Outcome(Outcome.Kind.POLICY, "rejects an invalid input with java.lang.IllegalStateException"),
                judge(Target.GCM, Expect.REJECT, thrown(Stage.PROCESS, new IllegalStateException())));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "accepted an invalid input and released 3 bytes: 010203"),
                judge(Target.GCM, Expect.REJECT, out(RIGHT.clone())));
        // An authenticated mode's verdict is the point even with nothing to release.
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "accepted an invalid input and released 0 bytes: "),
                judge(Target.GCM, Expect.REJECT, out(new byte[0])));
        assertEquals(new Outcome(Outcome.Kind.POLICY, "accepts an invalid input but releases nothing"),
                judge(Target.CBC_PKCS5, Expect.REJECT, out(new byte[0])));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "accepted an invalid input and released 1 bytes: 00"),
                judge(Target.CBC_PKCS5, Expect.REJECT, out(new byte[1])));
    }

    @Test
    void macs() {
        // For a MAC the case's expected bytes are the tag under test: an invalid one must differ.
        assertEquals(Outcome.MATCH, judge(Target.CMAC, Expect.REJECT, out(new byte[] {9, 9, 9})));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "accepted an invalid tag: computed 010203"),
                judge(Target.CMAC, Expect.REJECT, out(RIGHT.clone())));
        // An empty output differs from the 3-byte tag under test.
        assertEquals(Outcome.MATCH, judge(Target.GMAC, Expect.REJECT, out(new byte[0])));
    }

    @Test
    void eitherWay() {
        assertEquals(Outcome.MATCH, judge(Target.GCM, Expect.EITHER, thrown(Stage.PROCESS, new AEADBadTagException())));
        assertEquals(Outcome.MATCH, judge(Target.GCM, Expect.EITHER, out(RIGHT.clone())));
        assertEquals(Outcome.Kind.MISMATCH, judge(Target.GCM, Expect.EITHER, out(new byte[3])).kind());
        CheckCase named = new CheckCase("o", false, new byte[16], null, null, new byte[16], RIGHT, 0, 0, Expect.EITHER,
                "old rule");
        assertEquals(new Outcome(Outcome.Kind.POLICY, "old rule"), Outcome.judge(Target.KW, named, out(RIGHT.clone())));
        assertEquals(Outcome.MATCH, Outcome.judge(Target.KW, named, thrown(Stage.PROCESS, new AEADBadTagException())));
        assertEquals("0".repeat(128) + "... (65 bytes)", Outcome.hex(new byte[65]));
    }
}
