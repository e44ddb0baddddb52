package dev.aesref.fpe;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.internal.vectors.format.Json;
import dev.aesref.internal.vectors.format.JsonAccess;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link Ff1WycheproofCase} decides the way the Wycheproof schemas mean, on cases written in their
 * form from NIST's FF1 sample 1 (AES-128, radix 10, empty tweak: 0123456789 -> 2433477484).
 */
class Ff1WycheproofCaseTest {

    private static final String KEY = "2b7e151628aed2a6abf7158809cf4f3c";
    private static final BlockEngine ENGINE = Engines.byName("nohw");

    private static Map<String, Object> json(String text) {
        return JsonAccess.object(Json.parse(text, "test"), "test");
    }

    private static Ff1WycheproofCase.Verdict str(String key, String msg, String ct, String result,
                                                 String flag) {
        return Ff1WycheproofCase.check(ENGINE, 10, "0123456789", json("{\"tcId\": 1, \"key\": \""
                + key + "\", \"tweak\": \"\", \"msg\": \"" + msg + "\", \"ct\": \"" + ct
                + "\", \"result\": \"" + result + "\", \"flags\": [\"" + flag + "\"]}")).verdict();
    }

    private static Ff1WycheproofCase.Verdict list(String msg, String ct, String result) {
        return Ff1WycheproofCase.check(ENGINE, 10, null, json("{\"tcId\": 2, \"key\": \"" + KEY
                + "\", \"tweak\": \"\", \"msg\": " + msg + ", \"ct\": " + ct + ", \"result\": \""
                + result + "\", \"flags\": []}")).verdict();
    }

    @Test
    void verdicts() {
        var passed = Ff1WycheproofCase.Verdict.PASSED;
        var failed = Ff1WycheproofCase.Verdict.FAILED;
        assertEquals(passed, str(KEY, "0123456789", "2433477484", "valid", "x"));
        assertEquals(passed, str(KEY, "0123456789", "2433477484", "acceptable", "x"));
        assertEquals(failed, str(KEY, "0123456789", "2433477485", "valid", "x"));
        assertEquals(failed, str(KEY, "0123456789", "2433477485", "acceptable", "x"));
        assertEquals(failed, str(KEY, "0123456789", "2433477484", "invalid", "x"));
        assertEquals(passed, str(KEY, "01234567x9", "2433477484", "invalid", "InvalidPlaintext"));
        assertEquals(passed, str(KEY.substring(2), "0123456789", "2433477484", "invalid", "InvalidKeySize"));
        assertEquals(passed, str(KEY, "01234", "01234", "invalid", "InvalidMessageSize"));
        assertEquals(Ff1WycheproofCase.Verdict.REJECTED_BY_DESIGN,
                str(KEY, "01234", "56789", "valid", "SmallMessageSize"));
        assertEquals(failed, str(KEY, "0123456789", "2433477484", "valid", "SmallMessageSize"));
        assertEquals(passed, list("[0,1,2,3,4,5,6,7,8,9]", "[2,4,3,3,4,7,7,4,8,4]", "valid"));
        assertEquals(failed, list("[0,1,2,3,4,5,6,7,8,9]", "[2,4,3,3,4,7,7,4,8,5]", "valid"));
        assertEquals(passed, list("[0,1,2,3,4,5,6,7,8,10]", "[2,4,3,3,4,7,7,4,8,4]", "invalid"));
        assertEquals(passed, list("[-1,1,2,3,4,5,6,7,8,9]", "[2,4,3,3,4,7,7,4,8,4]", "invalid"));
    }
}
