package dev.aesref.internal.vectors.suite;

import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.first;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.firstValid;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.inGroup;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.run;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.variant;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.internal.vectors.format.WycheproofRecord.Result;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The FF1 check's verdicts, case by case, on one real valid test and one real SmallMessageSize
 * test of the string form (base10) and of the list form (radix10). The check expands one key per
 * direction (encrypt first), so a {@link LedgerEngine} wrong for key 0 or key 1 gives a wrong
 * encryption with a right decryption, or the reverse; each verdict must see both halves.
 */
class WycheproofFpeCheckTest {

    private static final WycheproofCheck CHECK = new WycheproofFpeCheck();
    private static final List<String> SMALL = List.of("SmallMessageSize");

    private static WycheproofRecord valid(String file) {
        return firstValid(file, "SmallMessageSize");
    }

    private static WycheproofRecord small(String file) {
        return first(file, t -> t.result() == Result.VALID && t.hasFlag("SmallMessageSize"));
    }

    private static int failed(WycheproofRecord t, Integer... faultyKeys) {
        LedgerEngine engine = new LedgerEngine(faultyKeys);
        SuiteResult r = run(CHECK, engine, t);
        assertEquals(1, r.vectors());
        assertEquals(0, engine.live(), "every key the check expanded is destroyed");
        return r.failedVectors();
    }

    @ParameterizedTest
    @ValueSource(strings = {"aes_ff1_base10_test.json", "aes_ff1_radix10_test.json"})
    void validNeedsBothDirectionsRight(String file) {
        WycheproofRecord t = valid(file);
        assertEquals(0, failed(t));
        assertEquals(1, failed(t, 0), "a wrong encryption");
        assertEquals(1, failed(t, 1), "a wrong decryption");
        LedgerEngine engine = new LedgerEngine();
        run(CHECK, engine, t);
        assertEquals(2, engine.expanded(), "one key per direction");
    }

    @ParameterizedTest
    @ValueSource(strings = {"aes_ff1_base10_test.json", "aes_ff1_radix10_test.json"})
    void invalidFailsWhenEitherDirectionAccepts(String file) {
        WycheproofRecord t = variant(valid(file), Result.INVALID);
        assertEquals(1, failed(t));
        assertEquals(1, failed(t, 0), "decryption still gives msg");
        assertEquals(1, failed(t, 1), "encryption still gives ct");
        assertEquals(0, failed(t, 0, 1));
    }

    @ParameterizedTest
    @ValueSource(strings = {"aes_ff1_base10_test.json", "aes_ff1_radix10_test.json"})
    void acceptableFailsOnlyOnAWrongResult(String file) {
        WycheproofRecord t = variant(valid(file), Result.ACCEPTABLE);
        assertEquals(0, failed(t));
        assertEquals(1, failed(t, 0));
        assertEquals(1, failed(t, 1));
        // Both directions refused (radix^2 < 1,000,000): no result, nothing wrong.
        WycheproofRecord refused = variant(small(file), Result.ACCEPTABLE);
        assertEquals(0, failed(refused));
        assertEquals(0, failed(refused, 0, 1));
    }

    @ParameterizedTest
    @ValueSource(strings = {"aes_ff1_base10_test.json", "aes_ff1_radix10_test.json"})
    void smallMessageSizeMustBeRefusedInBothDirections(String file) {
        WycheproofRecord small = small(file);
        WycheproofRecord big = valid(file);
        assertEquals(0, failed(small));
        assertEquals(0, failed(small, 0, 1), "refused whatever the engine");
        // The flag on a domain Rev. 1 allows: whichever direction accepts, the check fails.
        assertEquals(1, failed(variant(big, Result.VALID, SMALL)));
        assertEquals(1, failed(variant(big, Result.VALID, SMALL, "ct", small.fields().value("ct"))),
                "encryption accepted");
        assertEquals(1, failed(variant(big, Result.VALID, SMALL, "msg", small.fields().value("msg"))),
                "decryption accepted");
    }

    @ParameterizedTest
    @ValueSource(strings = {"aes_ff1_base10_test.json", "aes_ff1_radix10_test.json"})
    void aRadixFf1RejectsIsAVerdictNotACrash(String file) {
        // Radix 1 is refused by Ff1.create, after the key was expanded: the key is still destroyed.
        WycheproofRecord t = inGroup(variant(valid(file), Result.INVALID), "radix", new java.math.BigDecimal(1));
        assertEquals(0, failed(t));
        assertEquals(1, failed(inGroup(valid(file), "radix", new java.math.BigDecimal(1))));
    }

    @org.junit.jupiter.api.Test
    void aWrongNumeralListIsAWrongResult() {
        WycheproofRecord t = valid("aes_ff1_radix10_test.json");
        List<?> ct = (List<?>) t.fields().value("ct");
        List<Object> other = new java.util.ArrayList<>(ct);
        other.set(other.size() - 1, new java.math.BigDecimal(((java.math.BigDecimal) ct.get(ct.size() - 1)).intValue() == 0 ? 1 : 0));
        SuiteResult r = run(CHECK, new LedgerEngine(), variant(t, Result.VALID, "ct", other));
        assertEquals(1, r.failedVectors());
        assertTrue(r.failures().get(0).contains("encrypt gave " + ct + ","),
                r.failures().get(0));
    }
}
