package dev.aesref.internal.vectors.suite;

import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.corrupt;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.firstValid;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.run;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.variant;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.internal.vectors.format.WycheproofRecord.Result;
import dev.aesref.internal.vectors.suite.LedgerEngine.Fault;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The KW and KWP check's verdicts on a real valid test. Wrapping encrypts and unwrapping decrypts
 * with the one KEK, so a {@link LedgerEngine} wrong in one block direction gives a wrong wrap with
 * a right unwrap ({@link Fault#ENCRYPT}), or a refused unwrap with a right wrap
 * ({@link Fault#DECRYPT}); each verdict must look at both.
 */
class WycheproofKeyWrapCheckTest {

    /** (file, KWP?, a message the algorithm refuses to wrap). */
    static Stream<Arguments> wraps() {
        return Stream.of(Arguments.of("aes_wrap_test.json", false, "00112233445566"),
                Arguments.of("aes_kwp_test.json", true, ""));
    }

    private static int failed(WycheproofKeyWrapCheck check, WycheproofRecord t, Fault fault) {
        LedgerEngine engine = fault == null ? new LedgerEngine() : new LedgerEngine(fault, 0);
        SuiteResult r = run(check, engine, t);
        assertEquals(1, r.vectors());
        assertEquals(0, engine.live(), "the KEK is destroyed");
        return r.failedVectors();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("wraps")
    void validNeedsWrapAndUnwrap(String file, boolean padded, String refused) {
        WycheproofKeyWrapCheck check = new WycheproofKeyWrapCheck(padded);
        WycheproofRecord t = firstValid(file);
        assertEquals(0, failed(check, t, null));
        assertEquals(1, failed(check, t, Fault.ENCRYPT), "a wrong wrap");
        assertEquals(1, failed(check, t, Fault.DECRYPT), "a refused unwrap");
        SuiteResult r = run(check, new LedgerEngine(Fault.ENCRYPT, 0), t);
        assertTrue(r.failures().get(0).contains("wrap: expected"), r.failures().get(0));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("wraps")
    void invalidFailsWhenEitherDirectionAccepts(String file, boolean padded, String refused) {
        WycheproofKeyWrapCheck check = new WycheproofKeyWrapCheck(padded);
        WycheproofRecord t = variant(firstValid(file), Result.INVALID);
        assertEquals(1, failed(check, t, null));
        assertEquals(1, failed(check, t, Fault.ENCRYPT), "the ciphertext still unwraps");
        assertEquals(1, failed(check, t, Fault.DECRYPT), "wrap still gives the ciphertext");
        assertEquals(0, failed(check, t, Fault.BOTH));
        assertEquals(0, failed(check, variant(t, Result.INVALID, "msg", refused), Fault.DECRYPT),
                "neither wraps nor unwraps");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("wraps")
    void acceptableFailsOnlyOnAWrongResult(String file, boolean padded, String refused) {
        WycheproofKeyWrapCheck check = new WycheproofKeyWrapCheck(padded);
        WycheproofRecord valid = firstValid(file);
        WycheproofRecord t = variant(valid, Result.ACCEPTABLE);
        assertEquals(0, failed(check, t, null));
        assertEquals(1, failed(check, t, Fault.ENCRYPT), "a wrong wrap");
        assertEquals(0, failed(check, t, Fault.DECRYPT), "a refused unwrap is allowed");
        // The message cannot be wrapped, so only the unwrap speaks: it gives the file's message.
        assertEquals(1, failed(check, variant(valid, Result.ACCEPTABLE, "msg", refused), null),
                "unwrap gave something else");
        assertEquals(0, failed(check, variant(valid, Result.ACCEPTABLE, "msg", refused,
                "ct", corrupt((String) valid.fields().value("ct"))), null), "refused both ways");
    }
}
