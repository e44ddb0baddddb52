package dev.aesref.internal.vectors.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.internal.vectors.format.WycheproofRecord.Result;
import org.junit.jupiter.api.Test;

/**
 * The checks that compare twice per valid test (encrypt and decrypt, seal and open) report each
 * comparison: a valid test (with a message) whose {@code msg} is changed fails both ways, since the encryption of
 * the changed message is not {@code ct} and the decryption of {@code ct} is not the changed message.
 */
class WycheproofComparisonsTest {

    private static final BlockEngine JDK = JdkAesEngine.INSTANCE;

    private static String failureWithChangedMessage(WycheproofCheck check, String file, Result as) {
        WycheproofRecord t = WycheproofVerdictKit.first(file,
                x -> x.result() == Result.VALID && !x.fields().string("msg").isEmpty());
        assertTrue(WycheproofVerdictKit.run(check, JDK, t).passed(), file);
        WycheproofRecord changed = WycheproofVerdictKit.variant(t, as, "msg",
                WycheproofVerdictKit.corrupt(t.fields().string("msg")));
        SuiteResult r = WycheproofVerdictKit.run(check, JDK, changed);
        assertEquals(1, r.failedVectors(), r::report);
        return r.failures().get(0);
    }

    @Test
    void xtsComparesTheEncryptionAndTheDecryption() {
        String f = failureWithChangedMessage(new WycheproofXtsCheck(), "aes_xts_test.json", Result.VALID);
        assertTrue(f.contains(": encrypt: expected ") && f.contains("; decrypt: expected "), f);
    }

    @Test
    void pbes2ComparesTheEncryptionAndTheDecryption() {
        String f = failureWithChangedMessage(new WycheproofPbeCheck("HmacSHA256", 16),
                "pbes2_hmacsha256_aes_128_test.json", Result.VALID);
        assertTrue(f.contains(": encrypt: expected ") && f.contains("; decrypt: expected "), f);
    }

    @Test
    void sivComparesTheSealAndTheOpen() {
        String f = failureWithChangedMessage(new WycheproofDaeadCheck(), "aes_siv_cmac_test.json", Result.VALID);
        assertTrue(f.contains(": seal: expected ") && f.contains("; open: expected "), f);
        String acceptable = failureWithChangedMessage(new WycheproofDaeadCheck(), "aes_siv_cmac_test.json",
                Result.ACCEPTABLE);
        assertTrue(acceptable.contains(": open (acceptable): expected "), acceptable);
    }
}
