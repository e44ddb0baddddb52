package dev.aesref.testkit.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.List;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;

/**
 * The checker on real peers (SunJCE and Bouncy Castle must come out without a mismatch) and on
 * {@link BrokenProvider}, whose three faults must each be caught, by the kind of case written
 * for it.
 */
class CheckerTest {

    private static final Provider SUN = Security.getProvider("SunJCE");

    private static CheckReport check(Provider p, Target... targets) {
        List<String> progress = new ArrayList<>();
        CheckReport r = Checker.check(p, List.of(targets), Checker.DEFAULT_SEED, 40, progress::add);
        assertEquals(2 * r.results().size(), progress.size(), "a start and an end line per transformation");
        return r;
    }

    @Test
    void sunJceHasNoMismatchOnItsTransformations() {
        CheckReport r = check(SUN, Target.values());
        assertTrue(r.passed(), () -> r.toJson());
        // SunJCE (JDK 17 and 25) offers these and not CCM, EAX, GCM-SIV or the MACs.
        assertEquals(List.of(Target.ECB, Target.CBC, Target.CBC_PKCS5, Target.CTR, Target.GCM, Target.AES_WRAP,
                Target.KW, Target.AES_WRAP_PAD, Target.KWP), r.results().stream().map(TargetResult::target).toList());
        assertEquals(List.of(Target.CCM, Target.EAX, Target.GCM_SIV, Target.CMAC, Target.GMAC), r.notOffered());
        // Every known-answer vector ran: NIST KAT+MMT ECB is 15 files with 2 runs of each record.
        TargetResult ecb = r.results().get(0);
        assertEquals(VectorCases.of(Target.Family.ECB).size() + 40 * 2, ecb.cases());
    }

    @Test
    void aesrefsOwnProviderOffersEveryTransformationAndMatchesTheSpecEngine() {
        // The provider runs on nohw; the generated cases' answers come from spec.
        CheckReport r = check(new dev.aesref.jca.AesRefProvider(), Target.values());
        assertTrue(r.passed(), () -> r.toJson());
        assertEquals(List.of(), r.notOffered());
        assertEquals(Target.values().length, r.results().size());
    }

    @Test
    void bouncyCastleHasNoMismatchAndItsKeyWrapPolicyIsNamed() {
        CheckReport r = check(new BouncyCastleProvider(), Target.values());
        assertTrue(r.passed(), () -> r.toJson());
        TargetResult wrap = r.results().stream().filter(t -> t.target() == Target.AES_WRAP).findFirst().orElseThrow();
        // Wycheproof aes_wrap_test.json tcIds 13, 55 and 110, each run whole and in chunks.
        assertEquals(6, wrap.policy().get("unwraps an 8-byte key by RFC 3394's one-block rule (SP 800-38F has none)"));
        assertEquals(List.of(Target.KW, Target.KWP), r.notOffered());
    }

    /**
     * GCM also runs the 24 inc32 counter-wrap vectors of vectors/generated/ (all valid, 43 to 75
     * bytes): each as encryption and decryption, whole and in 5-byte chunks.
     */
    @Test
    void gcmRunsTheInc32WrapVectorsWholeAndInChunks() {
        List<CheckCase> wrap = Checker.cases(Target.GCM, 1, 0).stream()
                .filter(c -> c.origin().contains("aes_gcm_counter_wrap_test.json")).toList();
        assertEquals(24 * 2 * 2, wrap.size());
        assertEquals(24, wrap.stream().filter(c -> c.encrypt() && c.chunk() == 0).count());
        assertTrue(wrap.stream().anyMatch(c -> c.origin().contains("CounterWrap32") || c.origin().contains("2^32")),
                () -> wrap.get(0).origin());
    }

    @Test
    void aCounterThatWrapsAt2To64IsCaught() {
        CheckReport r = check(new BrokenProvider(), Target.CTR);
        assertFalse(r.passed());
        // The kernel's edge vectors (an IV of 2^128 - 3) already see it.
        assertTrue(r.results().get(0).firstMismatch().contains("ctr_kernel_testmgr.json"));
    }

    @Test
    void theBoundaryCasesFailExactlyWhereACarryPassesBit64() {
        Provider broken = new BrokenProvider();
        java.util.Set<String> failing = new java.util.TreeSet<>();
        java.util.Set<String> all = new java.util.TreeSet<>();
        for (CheckCase c : BoundaryCases.ctr(Checker.DEFAULT_SEED)) {
            String boundary = c.origin().replaceAll(" k=.*", "").replace("counter boundary ", "");
            all.add(boundary);
            if (Outcome.judge(Target.CTR, c, JcaRun.run(broken, Target.CTR, c)).kind() == Outcome.Kind.MISMATCH) {
                failing.add(boundary);
            }
        }
        // CounterBoundaries fills the bits above W with ones in every other case, so a carry out of
        // bit W runs on through bit 64 at every W; below the sign boundary 2^(W-1) the carry stops
        // at bit W - 1, which passes bit 64 only for W >= 72.
        java.util.Set<String> expected = new java.util.TreeSet<>();
        for (int w = 8; w <= 128; w += 8) {
            expected.add("CounterWrap" + w);
            if (w > 64) {
                expected.add("CounterSign" + w);
            }
        }
        assertEquals(32, all.size());
        assertEquals(expected, failing);
    }

    @Test
    void anUncheckedTagIsCaughtByWycheproofsForgeries() {
        TargetResult gcm = check(new BrokenProvider(), Target.GCM).results().get(0);
        assertTrue(gcm.mismatches() > 0);
        assertTrue(gcm.firstMismatch().contains("aes_gcm_test.json"), gcm.firstMismatch());
        assertTrue(gcm.firstMismatch().contains("accepted an invalid input and released"), gcm.firstMismatch());
    }

    @Test
    void aPaddingOracleIsCaughtThoughEveryAnswerIsRight() {
        TargetResult cbc = check(new BrokenProvider(), Target.CBC_PKCS5).results().get(0);
        assertEquals(1, cbc.mismatches(), cbc.firstMismatches().toString());
        assertTrue(cbc.firstMismatch().contains("rejected in 2 distinguishable ways"), cbc.firstMismatch());
        assertTrue(cbc.firstMismatch().contains("padding length out of range"));
        assertTrue(cbc.firstMismatch().contains("padding bytes differ"));
    }

    @Test
    void aProviderThatZeroesItsInputCannotSpoilTheCasesThatFollow() {
        // Each case and its chunked twin share the vector's arrays: without the copies that check
        // hands out, the twin of every case would run on zeros after the whole run.
        TargetResult cbc = check(new BrokenProvider(), Target.CBC).results().get(0);
        assertEquals(0, cbc.mismatches(), () -> cbc.firstMismatch());
        assertEquals(VectorCases.of(Target.Family.CBC).size() + 40 * 2, cbc.cases());
    }

    @Test
    void aTransformationNotOfferedIsListedNotRun() {
        CheckReport r = check(new BrokenProvider(), Target.ECB, Target.CMAC);
        assertEquals(List.of(), r.results());
        assertEquals(List.of(Target.ECB, Target.CMAC), r.notOffered());
        assertTrue(r.passed());
        assertNull(null);
    }
}
