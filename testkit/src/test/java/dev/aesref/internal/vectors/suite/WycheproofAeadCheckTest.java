package dev.aesref.internal.vectors.suite;

import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.first;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.firstValid;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.inGroup;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.run;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.variant;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.aead.Aead;
import dev.aesref.aead.Gcm;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.internal.vectors.format.WycheproofRecord.Result;
import java.math.BigDecimal;
import java.util.stream.Stream;
import javax.crypto.AEADBadTagException;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The AEAD check's verdicts: each of its six modes on a real valid and a real invalid test of its
 * file, under a right and a wrong engine, with every key destroyed; the fixed-tag modes' refusal
 * of another tag size; and, with a deliberately broken GCM in place of the mode, that the check
 * notices a wrong seal, a wrong open and a rejected open that wrote to its output.
 */
class WycheproofAeadCheckTest {

    static Stream<Arguments> modes() {
        return Stream.of(
                Arguments.of("aes_gcm_test.json", Named.of("gcm", WycheproofAeadCheck.gcm())),
                Arguments.of("aes_ccm_test.json", Named.of("ccm", WycheproofAeadCheck.ccm())),
                Arguments.of("aes_eax_test.json", Named.of("eax", WycheproofAeadCheck.eax())),
                Arguments.of("aead_aes_siv_cmac_test.json", Named.of("sivAead", WycheproofAeadCheck.sivAead())),
                Arguments.of("aes_gcm_siv_test.json", Named.of("gcmSiv", WycheproofAeadCheck.gcmSiv())),
                Arguments.of("a128cbc_hs256_test.json", Named.of("cbcHmac", WycheproofAeadCheck.cbcHmac())));
    }

    static Stream<Arguments> fixedTagModes() {
        return modes().skip(3);
    }

    private static int failed(WycheproofCheck check, WycheproofRecord t, Integer... faultyKeys) {
        LedgerEngine engine = new LedgerEngine(faultyKeys);
        SuiteResult r = run(check, engine, t);
        assertEquals(1, r.vectors());
        assertEquals(0, engine.live(), "every key expanded for the test is destroyed");
        return r.failedVectors();
    }

    /** A real invalid test whose key and parameters the mode accepts (a modified tag or ciphertext). */
    private static WycheproofRecord invalid(String file) {
        return first(file, t -> t.result() == Result.INVALID && t.hex("msg").length > 0
                && (t.hasFlag("ModifiedTag") || t.comment().contains("Modified") || t.comment().contains("modified")
                        || t.hasFlag("InvalidTag")));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("modes")
    void everyModeTellsRightFromWrong(String file, WycheproofCheck check) {
        // A message of at least a block: CCM's tag hides this fault on an empty one (FaultDetectionTest).
        WycheproofRecord valid = first(file, t -> t.result() == Result.VALID && t.hex("msg").length >= 16);
        assertEquals(0, failed(check, valid));
        assertEquals(1, failed(check, valid, 0, 1, 2, 3), "a wrong engine");
        assertEquals(1, failed(check, variant(valid, Result.INVALID)));
        assertEquals(0, failed(check, variant(valid, Result.ACCEPTABLE)));
        WycheproofRecord invalid = invalid(file);
        assertEquals(0, failed(check, invalid), invalid::describe);
        assertEquals(0, failed(check, variant(invalid, Result.ACCEPTABLE)), "a refused open is allowed");
        assertEquals(1, failed(check, variant(invalid, Result.VALID)));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("fixedTagModes")
    void aTagSizeTheModeDoesNotHaveIsAParameterItRejects(String file, WycheproofCheck check) {
        WycheproofRecord valid = firstValid(file);
        WycheproofRecord other = inGroup(valid, "tagSize", new BigDecimal(valid.group().integer("tagSize") - 32));
        LedgerEngine engine = new LedgerEngine();
        SuiteResult r = run(check, engine, other);
        assertEquals(1, r.failedVectors());
        assertTrue(r.failures().get(0).contains("a valid test's parameters were rejected")
                && r.failures().get(0).contains(" bits, got " + (valid.group().integer("tagSize") - 32)),
                r.failures().get(0));
        assertEquals(0, engine.live());
        assertEquals(0, failed(check, variant(other, Result.INVALID)));
    }

    /** What the broken GCM gets wrong. */
    private enum Break { NOTHING, SEAL, OPEN, LEAK }

    /** GCM on the JDK's AES, broken as asked; it records its destruction. */
    private static final class BrokenGcm implements Aead {
        private final Aead gcm;
        private final Break brk;
        boolean destroyed;

        BrokenGcm(ExpandedKey key, int tagBytes, Break brk) {
            this.gcm = Gcm.create(key, tagBytes);
            this.brk = brk;
        }

        @Override
        public int tagBytes() {
            return gcm.tagBytes();
        }

        @Override
        public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
            int n = gcm.seal(nonce, aad, in, inOff, len, out, outOff);
            if (brk == Break.SEAL) {
                out[outOff] ^= 1;
            }
            return n;
        }

        @Override
        public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                throws AEADBadTagException {
            if (brk == Break.LEAK) {
                out[outOff + len - 1] = 0;
            }
            int n = gcm.open(nonce, aad, in, inOff, len, out, outOff);
            if (brk == Break.OPEN && n > 0) {
                out[outOff] ^= 1;
            }
            return n;
        }

        @Override
        public void destroy() {
            destroyed = true;
            gcm.destroy();
        }
    }

    private static int failedBroken(Break brk, WycheproofRecord t) {
        BrokenGcm[] made = new BrokenGcm[1];
        WycheproofAeadCheck check = new WycheproofAeadCheck((engine, key, ivBits, tagBits, owned) -> {
            ExpandedKey k = engine.expandKey(key);
            owned.add(k);
            made[0] = new BrokenGcm(k, tagBits / 8, brk);
            return made[0];
        }, false);
        int n = failed(check, t);
        assertTrue(made[0].destroyed, "the check destroys the mode it was given");
        return n;
    }

    @Test
    void aBrokenModeIsCaughtInEveryVerdict() {
        WycheproofRecord valid = firstValid("aes_gcm_test.json");
        WycheproofRecord invalid = invalid("aes_gcm_test.json");
        assertEquals(0, failedBroken(Break.NOTHING, valid));
        assertEquals(1, failedBroken(Break.SEAL, valid));
        assertEquals(1, failedBroken(Break.OPEN, valid));
        assertEquals(0, failedBroken(Break.SEAL, variant(valid, Result.ACCEPTABLE)), "acceptable only opens");
        assertEquals(1, failedBroken(Break.OPEN, variant(valid, Result.ACCEPTABLE)));
        assertEquals(0, failedBroken(Break.NOTHING, invalid));
        assertEquals(1, failedBroken(Break.LEAK, invalid), "a rejected open wrote to its output");
        SuiteRun run = new SuiteRun("check", "jdk");
        LedgerEngine engine = new LedgerEngine();
        WycheproofAeadCheck leaky = new WycheproofAeadCheck((e, key, ivBits, tagBits, owned) -> {
            ExpandedKey k = e.expandKey(key);
            owned.add(k);
            return new BrokenGcm(k, tagBits / 8, Break.LEAK);
        }, false);
        run.vector(invalid.describe(), () -> leaky.check(engine, invalid, run));
        assertEquals(java.util.List.of(invalid.describe() + ": a rejected open wrote to the output buffer"),
                run.result().failures());
    }

    /** Each factory called here, in the test itself, and its check run on its file's valid test. */
    @Test
    void eachFactoryMakesACheckThatPassesItsFile() {
        java.util.Map<String, WycheproofAeadCheck> made = new java.util.LinkedHashMap<>();
        made.put("aes_gcm_test.json", WycheproofAeadCheck.gcm());
        made.put("aes_ccm_test.json", WycheproofAeadCheck.ccm());
        made.put("aes_eax_test.json", WycheproofAeadCheck.eax());
        made.put("aead_aes_siv_cmac_test.json", WycheproofAeadCheck.sivAead());
        made.put("aes_gcm_siv_test.json", WycheproofAeadCheck.gcmSiv());
        made.put("a256cbc_hs512_test.json", WycheproofAeadCheck.cbcHmac());
        made.forEach((file, check) -> {
            SuiteResult r = run(check, new LedgerEngine(), firstValid(file));
            assertEquals(java.util.List.of(), r.failures(), file);
            assertEquals(1, r.vectors(), file);
        });
    }
}
