package dev.aesref.internal.vectors.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.internal.vectors.format.JsonObject;
import dev.aesref.internal.vectors.format.WycheproofFile;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Wycheproof checks can fail: each is given a real test of its file with its verdict or its
 * data changed, and must report the right outcome. A valid test relabelled invalid must fail (the
 * mode accepts it); a valid test with one output byte changed must fail; the same test relabelled
 * acceptable must pass either way; a valid test whose key has a length no AES key has must fail
 * (its parameters are rejected), and pass when it is labelled invalid.
 */
class WycheproofChecksTest {

    private static final BlockEngine ENGINE = Engines.byName("nohw");

    /** (file, check, output field to corrupt, key field) for every check. */
    static Stream<Arguments> checks() {
        return Stream.of(
                Arguments.of("aes_gcm_test.json", WycheproofAeadCheck.gcm(), "tag", "key"),
                Arguments.of("aes_ccm_test.json", WycheproofAeadCheck.ccm(), "ct", "key"),
                Arguments.of("aead_aes_siv_cmac_test.json", WycheproofAeadCheck.sivAead(), "tag", "key"),
                Arguments.of("aes_gmac_test.json", WycheproofMacCheck.gmac(), "tag", "key"),
                Arguments.of("aes_cmac_test.json", WycheproofMacCheck.cmac(), "tag", "key"),
                Arguments.of("aes_siv_cmac_test.json", new WycheproofDaeadCheck(), "ct", "key"),
                Arguments.of("aes_wrap_test.json", new WycheproofKeyWrapCheck(false), "ct", "key"),
                Arguments.of("aes_kwp_test.json", new WycheproofKeyWrapCheck(true), "ct", "key"),
                Arguments.of("aes_xts_test.json", new WycheproofXtsCheck(), "ct", null),
                Arguments.of("pbes2_hmacsha256_aes_128_test.json", new WycheproofPbeCheck("HmacSHA256", 16), "ct", null),
                Arguments.of("aes_ff1_base10_test.json", new WycheproofFpeCheck(), null, "key"));
    }

    private static WycheproofRecord firstValid(String file) {
        WycheproofFile f = VectorSource.current().load("wycheproof/" + file, WycheproofFile.FORMAT);
        return f.tests().stream().filter(t -> t.result() == WycheproofRecord.Result.VALID && !t.hasFlag("SmallMessageSize")
                && (!t.fields().has("msg") || !(t.fields().value("msg") instanceof String s) || s.length() > 2)).findFirst()
                .orElseThrow();
    }

    private static WycheproofRecord variant(WycheproofRecord t, WycheproofRecord.Result result, String field, Object value) {
        Map<String, Object> fields = new HashMap<>(t.fields().fields());
        if (field != null) {
            fields.put(field, value);
        }
        return new WycheproofRecord(t.source(), t.group(), new JsonObject(fields, t.fields().where()), t.tcId(),
                t.comment(), result, t.flags());
    }

    private static SuiteResult run(WycheproofCheck check, WycheproofRecord t) {
        SuiteRun run = new SuiteRun("check", ENGINE.name());
        run.vector(t.describe(), () -> check.check(ENGINE, t, run));
        return run.result();
    }

    /** One hex digit changed (or, for FF1, one numeral), so that the value stays well formed. */
    private static String corrupt(String hex) {
        char c = hex.charAt(0);
        return (c == '0' ? '1' : '0') + hex.substring(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("checks")
    void everyCheckTellsRightFromWrong(String file, WycheproofCheck check, String output, String keyField) {
        WycheproofRecord valid = firstValid(file);
        assertTrue(run(check, valid).passed(), () -> run(check, valid).report());
        if (!file.equals("aes_xts_test.json")) {
            assertEquals(1, run(check, variant(valid, WycheproofRecord.Result.INVALID, null, null)).failedVectors(),
                    file + ": a valid test relabelled invalid must fail");
        }
        if (output != null) {
            WycheproofRecord wrong = variant(valid, WycheproofRecord.Result.VALID, output, corrupt((String) valid.fields().value(output)));
            assertEquals(1, run(check, wrong).failedVectors(), file + ": a wrong " + output + " must fail");
        } else {
            String ct = (String) valid.fields().value("ct");
            WycheproofRecord wrong = variant(valid, WycheproofRecord.Result.VALID, "ct", ct.charAt(0) == '1' ? "2" + ct.substring(1) : "1" + ct.substring(1));
            assertEquals(1, run(check, wrong).failedVectors(), file + ": a wrong ct must fail");
        }
        if (!file.equals("aes_xts_test.json")) {
            assertTrue(run(check, variant(valid, WycheproofRecord.Result.ACCEPTABLE, null, null)).passed(), file);
        }
        if (keyField != null) {
            WycheproofRecord badKey = variant(valid, WycheproofRecord.Result.VALID, keyField, "00112233445566");
            assertEquals(1, run(check, badKey).failedVectors(), file + ": a valid test with a 7-byte key must fail");
            assertTrue(run(check, variant(badKey, WycheproofRecord.Result.INVALID, null, null)).passed(), file);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("checks")
    void acceptableWithAWrongAnswerIsStillRejectedOrRight(String file, WycheproofCheck check, String output,
                                                          String keyField) {
        if (file.equals("aes_xts_test.json") || output == null) {
            return;
        }
        WycheproofRecord valid = firstValid(file);
        WycheproofRecord wrong = variant(valid, WycheproofRecord.Result.ACCEPTABLE, output,
                corrupt((String) valid.fields().value(output)));
        SuiteResult r = run(check, wrong);
        // A corrupted output under 'acceptable': the mode must reject it (pass) or, for the checks
        // that compute rather than verify, report the wrong value (fail). Either is an answer.
        assertEquals(1, r.vectors());
        assertTrue(r.failedVectors() <= 1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("chunked")
    void chunkedCheckTellsRightFromWrong(String file, boolean aes256) {
        WycheproofCheck check = new WycheproofChunkedCheck(aes256);
        WycheproofRecord valid = firstValid(file);
        assertTrue(run(check, valid).passed(), () -> run(check, valid).report());
        assertEquals(1, run(check, variant(valid, WycheproofRecord.Result.INVALID, null, null)).failedVectors());
        assertEquals(1, run(check, variant(valid, WycheproofRecord.Result.VALID, "msgLength", new java.math.BigDecimal(5)))
                .failedVectors());
        assertTrue(run(check, variant(valid, WycheproofRecord.Result.ACCEPTABLE, null, null)).passed());
        // Not a zlib stream, or a cut one: a problem with the file, not a test result.
        org.junit.jupiter.api.Assertions.assertThrows(dev.aesref.internal.vectors.format.VectorFileException.class,
                () -> run(check, variant(valid, WycheproofRecord.Result.VALID, "ct", "00")));
        String ct = (String) valid.fields().value("ct");
        org.junit.jupiter.api.Assertions.assertThrows(dev.aesref.internal.vectors.format.VectorFileException.class,
                () -> run(check, variant(valid, WycheproofRecord.Result.VALID, "ct", ct.substring(0, 8))));
    }

    static Stream<Arguments> chunked() {
        return Stream.of(Arguments.of("c2sp_chunked_encryption_aes_128_gcm_test.json", false),
                Arguments.of("c2sp_chunked_encryption_aes_256_gcm_test.json", true));
    }

    @org.junit.jupiter.api.Test
    void theXtsCheckRefusesAVerdictItDoesNotExpect() {
        WycheproofRecord valid = firstValid("aes_xts_test.json");
        SuiteResult r = run(new WycheproofXtsCheck(), variant(valid, WycheproofRecord.Result.INVALID, null, null));
        assertEquals(1, r.failedVectors());
        assertTrue(r.failures().get(0).contains("only valid tests"), r.failures().get(0));
        assertEquals(List.of(), run(new WycheproofXtsCheck(), valid).failures());
    }
}
