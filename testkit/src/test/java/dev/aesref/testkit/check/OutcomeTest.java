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
        assertEquals(new Outcome(Outcome.Kind.REFUSED, "refuses parameters aesref accepts (InvalidAlgorithmParameterException)"),
                judge(Target.GCM, Expect.OUTPUT, thrown(Stage.INIT, new InvalidAlgorithmParameterException("iv"))));
        assertEquals(new Outcome(Outcome.Kind.REFUSED, "refuses parameters aesref accepts (IllegalArgumentException)"),
                judge(Target.GCM, Expect.OUTPUT, thrown(Stage.INIT, new IllegalArgumentException())));
        assertEquals(new Outcome(Outcome.Kind.REFUSED, "refuses parameters aesref accepts (UnsupportedOperationException)"),
                judge(Target.GCM, Expect.OUTPUT, thrown(Stage.INIT, new UnsupportedOperationException())));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "rejected a valid input: AEADBadTagException: mac check failed"),
                judge(Target.GCM, Expect.OUTPUT, thrown(Stage.PROCESS, new AEADBadTagException("mac check failed"))));
        assertEquals(new Outcome(Outcome.Kind.REFUSED, "stops with IllegalStateException where aesref gives output"),
                judge(Target.CTR, Expect.OUTPUT, thrown(Stage.PROCESS, new IllegalStateException("counter exhausted"))));
        assertEquals(new Outcome(Outcome.Kind.REFUSED, "stops with ProviderException where aesref gives output"),
                judge(Target.CTR, Expect.OUTPUT, thrown(Stage.PROCESS, new ProviderException())));
        assertEquals(new Outcome(Outcome.Kind.REFUSED, "stops with UnsupportedOperationException where aesref gives output"),
                judge(Target.CTR, Expect.OUTPUT, thrown(Stage.PROCESS, new UnsupportedOperationException())));
        assertEquals(new Outcome(Outcome.Kind.CRASH, "threw ArrayIndexOutOfBoundsException"),
                judge(Target.CTR, Expect.OUTPUT, thrown(Stage.PROCESS, new ArrayIndexOutOfBoundsException())));
        assertEquals(new Outcome(Outcome.Kind.CRASH, "threw NullPointerException"),
                judge(Target.CTR, Expect.OUTPUT, thrown(Stage.INIT, new NullPointerException())));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "rejected a valid input: IllegalArgumentException: len"),
                judge(Target.CTR, Expect.OUTPUT, thrown(Stage.PROCESS, new IllegalArgumentException("len"))));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "ByteBuffer positions wrong: moved"),
                judge(Target.CTR, Expect.OUTPUT, thrown(Stage.PROCESS, new JcaRun.BufferPositionError("moved"))));
        assertEquals(new Outcome(Outcome.Kind.CRASH, "threw AssertionError: boom"),
                judge(Target.CTR, Expect.OUTPUT, thrown(Stage.PROCESS, new AssertionError("boom"))));
    }

    @Test
    void expectedRejection() {
        assertEquals(Outcome.MATCH, judge(Target.GCM, Expect.REJECT, thrown(Stage.PROCESS, new AEADBadTagException())));
        assertEquals(Outcome.MATCH, judge(Target.CBC_PKCS5, Expect.REJECT, thrown(Stage.PROCESS, new BadPaddingException())));
        assertEquals(new Outcome(Outcome.Kind.POLICY, "rejects an invalid input with java.lang.IllegalStateException"),
                judge(Target.GCM, Expect.REJECT, thrown(Stage.PROCESS, new IllegalStateException())));
        assertEquals(new Outcome(Outcome.Kind.POLICY, "rejects an invalid input with java.security.ProviderException"),
                judge(Target.GCM, Expect.REJECT, thrown(Stage.PROCESS, new ProviderException())));
        // An undocumented exception is a crash on an invalid input too.
        assertEquals(new Outcome(Outcome.Kind.CRASH, "threw NegativeArraySizeException: -8"),
                judge(Target.KW, Expect.REJECT, thrown(Stage.PROCESS, new NegativeArraySizeException("-8"))));
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
        // Reports hold every byte: a mismatch is reproduced from them.
        assertEquals("0".repeat(2 * 1025), Outcome.hex(new byte[1025]));
    }

    private static Observation reused(Observation second) {
        return new Observation(RIGHT.clone(), null, null, second);
    }

    @Test
    void aSecondDoFinalWithoutInit() {
        CheckCase enc = new CheckCase("o", true, new byte[16], new byte[12], null, new byte[3], RIGHT, 128, 0,
                Expect.OUTPUT).on(InputPath.REUSE, 0);
        assertEquals(Outcome.MATCH, Outcome.judge(Target.GCM, enc, reused(thrown(Stage.PROCESS,
                new IllegalStateException("reuse")))));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "a second doFinal without init encrypted again under the same"
                + " key and IV (it must be refused: SP 800-38D section 8.2)"),
                Outcome.judge(Target.GCM, enc, reused(out(RIGHT.clone()))));
        assertEquals(Outcome.MATCH, Outcome.judge(Target.CTR, enc, reused(out(RIGHT.clone()))));
        assertEquals(Outcome.MATCH, Outcome.judge(Target.CCM, enc, reused(out(RIGHT.clone()))));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "a second doFinal without init gave 0102, the first 010203"),
                Outcome.judge(Target.CTR, enc, reused(out(new byte[] {1, 2}))));
        assertEquals(new Outcome(Outcome.Kind.POLICY, "refuses a second doFinal without init (IllegalStateException)"),
                Outcome.judge(Target.CTR, enc, reused(thrown(Stage.PROCESS, new IllegalStateException()))));
        assertEquals(new Outcome(Outcome.Kind.CRASH, "a second doFinal without init threw NullPointerException: x"),
                Outcome.judge(Target.GCM, enc, reused(thrown(Stage.PROCESS, new NullPointerException("x")))));
        assertEquals(new Outcome(Outcome.Kind.CRASH, "a second doFinal without init threw NullPointerException"),
                Outcome.judge(Target.CTR, enc, reused(thrown(Stage.PROCESS, new NullPointerException()))));
        // A decryption may be done twice; a GCM decryption refused the second time is a policy.
        CheckCase dec = new CheckCase("o", false, new byte[16], new byte[12], null, new byte[3], RIGHT, 128, 0,
                Expect.OUTPUT).on(InputPath.REUSE, 0);
        assertEquals(Outcome.MATCH, Outcome.judge(Target.GCM, dec, reused(out(RIGHT.clone()))));
        assertEquals(Outcome.Kind.POLICY, Outcome.judge(Target.GCM, dec, reused(thrown(Stage.PROCESS,
                new IllegalStateException()))).kind());
        // The first answer is judged first: a wrong first answer is a mismatch even when the
        // second is right, and a refused first one stays refused.
        assertEquals(Outcome.Kind.MISMATCH, Outcome.judge(Target.CTR, enc,
                new Observation(new byte[1], null, null, out(RIGHT.clone()))).kind());
        assertEquals(Outcome.Kind.REFUSED, Outcome.judge(Target.CTR, enc,
                new Observation(null, Stage.INIT, new IllegalArgumentException(), out(RIGHT.clone()))).kind());
    }

    /**
     * Through CipherOutputStream (whose close() swallows a rejection on Java 17) an invalid input
     * that releases nothing is a match; on any other path an AEAD that releases nothing without
     * an exception accepted it.
     */
    @Test
    void nothingReleasedThroughTheOutputStreamIsTheRejection() {
        CheckCase forged = kase(Expect.REJECT);
        assertEquals(Outcome.MATCH, Outcome.judge(Target.GCM, forged.on(InputPath.OUTPUT_STREAM, 0), out(new byte[0])));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "accepted an invalid input and released 3 bytes: 010203"),
                Outcome.judge(Target.GCM, forged.on(InputPath.OUTPUT_STREAM, 0), out(RIGHT.clone())));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "accepted an invalid input and released 0 bytes: "),
                Outcome.judge(Target.GCM, forged.on(InputPath.INPUT_STREAM, 0), out(new byte[0])));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "accepted an invalid input and released 0 bytes: "),
                Outcome.judge(Target.GCM, forged, out(new byte[0])));
    }
}
