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
import java.math.BigDecimal;
import java.util.List;
import javax.crypto.AEADBadTagException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The CMAC and GMAC check's verdicts on real tests of their files, under a right and a wrong
 * engine and with a tag size the MAC refuses; and, with a MAC broken on purpose in place of the
 * real one, that the check uses both its compute and its verify.
 */
class WycheproofMacCheckTest {

    private static WycheproofMacCheck check(String file) {
        return file.contains("gmac") ? WycheproofMacCheck.gmac() : WycheproofMacCheck.cmac();
    }

    private static int failed(WycheproofCheck check, WycheproofRecord t, Integer... faultyKeys) {
        LedgerEngine engine = new LedgerEngine(faultyKeys);
        SuiteResult r = run(check, engine, t);
        assertEquals(1, r.vectors());
        assertEquals(0, engine.live(), "the MAC's key is destroyed");
        return r.failedVectors();
    }

    private static WycheproofRecord invalid(String file) {
        return first(file, t -> t.result() == Result.INVALID && t.hasFlag("ModifiedTag"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"aes_cmac_test.json", "aes_gmac_test.json"})
    void realTestsUnderARightAndAWrongEngine(String file) {
        WycheproofRecord valid = firstValid(file);
        assertEquals(0, failed(check(file), valid));
        assertEquals(1, failed(check(file), valid, 0));
        assertEquals(0, failed(check(file), variant(valid, Result.ACCEPTABLE, "tag", "00")), "either way");
        WycheproofRecord invalid = invalid(file);
        assertEquals(0, failed(check(file), invalid), invalid::describe);
        assertEquals(1, failed(check(file), variant(invalid, Result.VALID)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"aes_cmac_test.json", "aes_gmac_test.json"})
    void aTagSizeTheMacRefusesIsARejectedParameter(String file) {
        WycheproofRecord valid = inGroup(firstValid(file), "tagSize", new BigDecimal(136));
        SuiteResult r = run(check(file), new LedgerEngine(), valid);
        assertTrue(r.failures().get(0).contains("a valid test's parameters were rejected"), r.failures().get(0));
        assertEquals(0, failed(check(file), variant(valid, Result.INVALID)), "the key is destroyed all the same");
    }

    /** What the broken MAC gets wrong. */
    private enum Break { NOTHING, COMPUTE, REFUSE_ALL, ACCEPT_ALL }

    private static int failedBroken(Break brk, WycheproofRecord t) {
        boolean[] destroyed = new boolean[1];
        WycheproofMacCheck check = new WycheproofMacCheck((engine, key, tagBits) -> {
            WycheproofMacCheck.Mac inner = cmacFactory().create(engine, key, tagBits);
            return new WycheproofMacCheck.Mac() {
                @Override
                public byte[] compute(byte[] iv, byte[] msg) {
                    byte[] tag = inner.compute(iv, msg);
                    if (brk == Break.COMPUTE) {
                        tag[0] ^= 1;
                    }
                    return tag;
                }

                @Override
                public void verify(byte[] iv, byte[] msg, byte[] tag) throws AEADBadTagException {
                    if (brk == Break.REFUSE_ALL) {
                        throw new AEADBadTagException("refused");
                    }
                    if (brk != Break.ACCEPT_ALL) {
                        inner.verify(iv, msg, tag);
                    }
                }

                @Override
                public void destroy() {
                    destroyed[0] = true;
                    inner.destroy();
                }
            };
        });
        int n = failed(check, t);
        assertTrue(destroyed[0], "the check destroys its MAC");
        return n;
    }

    /** A plain CMAC behind the check's Mac interface, for the broken one to wrap. */
    private static WycheproofMacCheck.Factory cmacFactory() {
        return (engine, key, tagBits) -> {
            dev.aesref.ExpandedKey k = engine.expandKey(key);
            dev.aesref.mac.Cmac c = dev.aesref.mac.Cmac.create(k, tagBits / 8);
            return new WycheproofMacCheck.Mac() {
                @Override
                public byte[] compute(byte[] iv, byte[] msg) {
                    return c.compute(msg);
                }

                @Override
                public void verify(byte[] iv, byte[] msg, byte[] tag) throws AEADBadTagException {
                    c.verify(msg, tag);
                }

                @Override
                public void destroy() {
                    c.destroy();
                    k.destroy();
                }
            };
        };
    }

    @Test
    void aBrokenMacIsCaught() {
        WycheproofRecord valid = firstValid("aes_cmac_test.json");
        WycheproofRecord invalid = invalid("aes_cmac_test.json");
        assertEquals(0, failedBroken(Break.NOTHING, valid));
        assertEquals(1, failedBroken(Break.COMPUTE, valid), "a wrong computed tag");
        assertEquals(1, failedBroken(Break.REFUSE_ALL, valid), "a valid tag refused");
        assertEquals(0, failedBroken(Break.NOTHING, invalid));
        assertEquals(0, failedBroken(Break.COMPUTE, invalid), "an invalid test only verifies");
        assertEquals(1, failedBroken(Break.ACCEPT_ALL, invalid), "an invalid tag accepted");
        assertEquals(0, failedBroken(Break.ACCEPT_ALL, variant(invalid, Result.ACCEPTABLE)));
        SuiteRun run = new SuiteRun("check", "ledger");
        LedgerEngine engine = new LedgerEngine();
        run.vector("v", () -> WycheproofMacCheck.cmac().check(engine, valid, run));
        assertEquals(List.of(), run.result().failures());
    }

    /** Each factory called in the test itself, and its check run on its file's valid test. */
    @Test
    void eachFactoryMakesACheckThatPassesItsFile() {
        assertEquals(List.of(), run(WycheproofMacCheck.cmac(), new LedgerEngine(), firstValid("aes_cmac_test.json")).failures());
        assertEquals(List.of(), run(WycheproofMacCheck.gmac(), new LedgerEngine(), firstValid("aes_gmac_test.json")).failures());
    }
}
