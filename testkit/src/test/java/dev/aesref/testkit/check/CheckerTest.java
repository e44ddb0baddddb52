package dev.aesref.testkit.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.List;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The checker on real peers (SunJCE and Bouncy Castle must come out without a mismatch) and on
 * {@link BrokenProvider}, whose three faults must each be caught, by the kind of case written
 * for it.
 */
class CheckerTest {

    private static final Provider SUN = Security.getProvider("SunJCE");

    private static CheckReport check(Provider p, Target... targets) {
        return check(p, FAST, targets);
    }

    private static CheckReport check(Provider p, Checker.Options options, Target... targets) {
        List<String> progress = new ArrayList<>();
        CheckReport r = Checker.check(p, List.of(targets), options, progress::add);
        assertEquals(2 * r.results().size(), progress.size(), "a start and an end line per transformation");
        return r;
    }

    /**
     * 40 random cases and messages up to 4 KiB + 1: the paths and lengths of a full run in a
     * fraction of its time (this class runs under PIT).
     */
    private static final Checker.Options FAST = Checker.Options.defaults().withRandom(40).withLongest(4097);

    /** The two long lengths {@link #FAST} keeps. */
    private static final int LONG = 2;

    private static final Checker.Options CRASHES_LISTED = FAST.withCrashesFail(false);

    /**
     * SunJCE matches everywhere, but crashes on one Wycheproof case: its key wrap ciphers throw
     * {@code NegativeArraySizeException} for an empty ciphertext (aes_wrap_test.json tcId 14, JDK
     * 17.0.15 and Temurin 25), an exception no JCA method documents. With crashes listed, not
     * failed, it passes.
     */
    @Test
    @Tag("integration") // too slow to repeat per mutant: every transformation; the SunJCE tests below, one each
    void sunJceHasNoMismatchOnItsTransformationsAndOneKindOfCrash() {
        CheckReport r = check(SUN, CRASHES_LISTED, Target.values());
        assertTrue(r.passed(), () -> r.toJson());
        // SunJCE (JDK 17 and 25) offers these and not CCM, EAX, GCM-SIV or the MACs.
        assertEquals(List.of(Target.ECB, Target.CBC, Target.CBC_PKCS5, Target.CTR, Target.GCM, Target.AES_WRAP,
                Target.KW, Target.AES_WRAP_PAD, Target.KWP), r.results().stream().map(TargetResult::target).toList());
        assertEquals(List.of(Target.CCM, Target.EAX, Target.GCM_SIV, Target.CMAC, Target.GMAC), r.notOffered());
        for (TargetResult t : r.results()) {
            assertEquals(TargetResult.Verdict.PASSED, r.verdict(t), t.target()::toString);
            assertEquals(0, t.refused(), t.target()::toString);
            boolean kw = t.target() == Target.KW || t.target() == Target.AES_WRAP;
            assertEquals(kw, t.crashes() > 0, t.target()::toString);
            // Every crash is an unwrap of less than one semiblock.
            for (String crash : t.firstCrashes()) {
                assertTrue(crash.matches(".* decrypt path=ARRAY key=\\p{XDigit}+ input=\\p{XDigit}{0,14}: threw "
                        + "NegativeArraySizeException: -\\d"), crash);
            }
        }
        // Every known-answer vector ran: NIST KAT+MMT ECB is 15 files with 2 runs of each record.
        TargetResult ecb = r.results().get(0);
        assertEquals(VectorCases.of(Target.Family.ECB).size() + (40 + LONG) * 2, ecb.cases());
        // Crashes fail by default.
        CheckReport strict = check(SUN, Target.AES_WRAP);
        assertEquals(CheckReport.Verdict.MISMATCHED, strict.verdict());
        assertEquals(0, strict.mismatches());
    }

    @Test
    @Tag("integration") // too slow to repeat per mutant: eachTransformationPassesOnAesrefsProvider, one by one
    void aesrefsOwnProviderOffersEveryTransformationAndMatchesTheSpecEngine() {
        // The provider runs on nohw; the generated cases' answers come from spec.
        CheckReport r = check(new dev.aesref.jca.AesRefProvider(), Target.values());
        assertTrue(r.passed(), () -> r.toJson());
        assertEquals(List.of(), r.notOffered());
        assertEquals(Target.values().length, r.results().size());
        assertEquals(0, r.crashes());
        // Every random case took one of the paths in turn.
        TargetResult gcm = r.results().stream().filter(t -> t.target() == Target.GCM).findFirst().orElseThrow();
        for (InputPath path : InputPath.of(Target.GCM)) {
            assertTrue(gcm.paths().getOrDefault(path, 0) >= 7, path::toString);
        }
    }

    /**
     * Bouncy Castle 1.87 matches everywhere; its key wrap ciphers crash with a
     * {@code NullPointerException} when {@code doFinal(out, outOff)} follows {@code update}
     * ({@code BaseWrapCipher.engineDoFinal} writes the absent input into its buffer).
     */
    @Test
    @Tag("integration") // too slow to repeat per mutant: bouncyCastlesKeyWrapPolicyAndCrashesOnTheirOwn
    void bouncyCastleHasNoMismatchAndItsKeyWrapPolicyIsNamed() {
        CheckReport r = check(new BouncyCastleProvider(), CRASHES_LISTED, Target.values());
        assertTrue(r.passed(), () -> r.toJson());
        TargetResult wrap = r.results().stream().filter(t -> t.target() == Target.AES_WRAP).findFirst().orElseThrow();
        // Wycheproof aes_wrap_test.json tcIds 13, 55 and 110, each run whole and in chunks.
        assertEquals(6, wrap.policy().get("unwraps an 8-byte key by RFC 3394's one-block rule (SP 800-38F has none)"));
        assertEquals(List.of(Target.KW, Target.KWP), r.notOffered());
        for (TargetResult t : r.results()) {
            assertEquals(t.target() == Target.AES_WRAP || t.target() == Target.AES_WRAP_PAD, t.crashes() > 0,
                    t.target()::toString);
            for (String crash : t.firstCrashes()) {
                assertTrue(crash.contains("path=OUTPUT_OFFSET") && crash.contains("threw NullPointerException"), crash);
            }
        }
    }

    /**
     * The tests above, one transformation at a time, so that PIT can run them per mutant: each
     * passes on the provider that offers every one, without a refusal or crash, every case on the
     * provider's answer from spec, and every input path of the transformation taken.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    void eachTransformationPassesOnAesrefsProvider(Target target) {
        CheckReport r = check(new dev.aesref.jca.AesRefProvider(), target);
        assertEquals(CheckReport.Verdict.PASSED, r.verdict(), r::toJson);
        assertTrue(r.passed());
        assertEquals(List.of(), r.notOffered());
        TargetResult t = r.results().get(0);
        assertEquals(target, t.target());
        assertEquals(0, t.mismatches() + t.crashes() + t.refused(), r::toJson);
        assertEquals(t.cases(), t.tested());
        // Every vector and every random and long case, at least one way.
        assertTrue(t.cases() >= VectorCases.of(target.family()).size() + 40 + LONG, () -> t.cases() + " cases");
        for (InputPath path : InputPath.of(target)) {
            assertTrue(t.paths().getOrDefault(path, 0) >= 1, path::toString);
        }
        assertEquals(java.util.Set.of(InputPath.of(target)), t.paths().keySet());
    }

    /** SunJCE's one crash, its key wraps' on less than a semiblock, is listed or fails as asked. */
    @Test
    void sunJcesKeyWrapCrashIsListedOrFailsAndNothingElseCrashes() {
        CheckReport listed = check(SUN, CRASHES_LISTED, Target.ECB, Target.KW, Target.CCM);
        assertEquals(CheckReport.Verdict.PASSED, listed.verdict(), listed::toJson);
        assertEquals(List.of(Target.CCM), listed.notOffered());
        TargetResult ecb = listed.results().get(0);
        assertEquals(0, ecb.crashes());
        assertEquals(VectorCases.of(Target.Family.ECB).size() + (40 + LONG) * 2, ecb.cases());
        TargetResult kw = listed.results().get(1);
        assertTrue(kw.crashes() > 0);
        for (String crash : kw.firstCrashes()) {
            assertTrue(crash.matches(".* decrypt path=ARRAY key=\\p{XDigit}+ input=\\p{XDigit}{0,14}: threw "
                    + "NegativeArraySizeException: -\\d"), crash);
        }
        CheckReport strict = check(SUN, Target.KW);
        assertEquals(CheckReport.Verdict.MISMATCHED, strict.verdict());
        assertEquals(0, strict.mismatches());
        assertEquals(kw.crashes(), strict.crashes());
    }

    /** Bouncy Castle's key wraps: the one-semiblock policy, named, and crashes only at an output offset. */
    @Test
    void bouncyCastlesKeyWrapPolicyAndCrashesOnTheirOwn() {
        CheckReport r = check(new BouncyCastleProvider(), CRASHES_LISTED, Target.AES_WRAP, Target.KW, Target.CTR);
        assertEquals(CheckReport.Verdict.PASSED, r.verdict(), r::toJson);
        assertEquals(List.of(Target.KW), r.notOffered());
        TargetResult wrap = r.results().get(0);
        assertEquals(6, wrap.policy().get("unwraps an 8-byte key by RFC 3394's one-block rule (SP 800-38F has none)"));
        assertEquals(0, wrap.refused(), "a policy difference is tested, not refused");
        assertTrue(wrap.crashes() > 0);
        for (String crash : wrap.firstCrashes()) {
            assertTrue(crash.contains("path=OUTPUT_OFFSET") && crash.contains("threw NullPointerException"), crash);
        }
        assertEquals(0, r.results().get(1).crashes());
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
        assertEquals(VectorCases.of(Target.Family.CBC).size() + (40 + LONG) * 2, cbc.cases());
    }

    @Test
    void aTransformationNotOfferedIsListedNotRunAndNothingTestedIsNotAPass() {
        CheckReport r = check(new BrokenProvider(), Target.ECB, Target.CMAC);
        assertEquals(List.of(), r.results());
        assertEquals(List.of(Target.ECB, Target.CMAC), r.notOffered());
        assertEquals(CheckReport.Verdict.UNTESTED, r.verdict());
        assertFalse(r.passed());
    }

    private static CheckReport pathBug(PathBugProvider.Bug bug, Target target) {
        return check(new PathBugProvider(bug), FAST.withRandom(60), target);
    }

    /** Every mismatch (or crash) of {@code bug} is on one of {@code paths}: the array path alone passes it. */
    private static void caughtOnlyOn(PathBugProvider.Bug bug, Target target, String what, InputPath... paths) {
        CheckReport r = pathBug(bug, target);
        assertEquals(CheckReport.Verdict.MISMATCHED, r.verdict(), r::toJson);
        TargetResult t = r.results().get(0);
        List<String> found = new ArrayList<>(t.firstMismatches());
        found.addAll(t.firstCrashes());
        assertFalse(found.isEmpty());
        for (String m : found) {
            assertTrue(java.util.Arrays.stream(paths).anyMatch(p -> m.contains(" path=" + p + " ")) && m.contains(what), m);
        }
    }

    @Test
    void aGcmThatReusesTheIvOnASecondDoFinalIsCaught() {
        caughtOnlyOn(PathBugProvider.Bug.GCM_IV_REUSE, Target.GCM,
                "a second doFinal without init encrypted again under the same key and IV", InputPath.REUSE);
    }

    @Test
    void aCipherThatIgnoresASlicesArrayOffsetIsCaught() {
        caughtOnlyOn(PathBugProvider.Bug.SLICE_OFFSET, Target.CTR, "expected ", InputPath.SLICED_BUFFER);
    }

    @Test
    void aCipherThatIgnoresTheOutputOffsetIsCaughtAtAnOffsetAndInPlace() {
        // A heap ByteBuffer reaches the byte[] method with its array offset as the output offset.
        caughtOnlyOn(PathBugProvider.Bug.OUTPUT_OFFSET, Target.CTR, "expected ", InputPath.OUTPUT_OFFSET,
                InputPath.IN_PLACE, InputPath.SLICED_BUFFER);
    }

    @Test
    void aCipherWrongOnlyInChunksOf29IsCaughtAndTheSizesArePrinted() {
        // The fixed chunk sizes of the vector, boundary and array cases (5; 1, 15, 17; 1 to 20, and
        // what is left over at the end) never make 29.
        caughtOnlyOn(PathBugProvider.Bug.CHUNK_OF_29, Target.CTR, " chunks=[0, 1, ", InputPath.VARIED_CHUNKS);
    }

    /**
     * What the generated cases cannot reach: an update of 37 bytes. The check passes this CTR;
     * the fuzzer, whose chunkings go to 40, finds it ({@code DifferentialFuzzTest}, and
     * {@code check --fuzz} in the tools' {@code CheckFuzzTest}).
     */
    @Test
    void aCipherWrongOnlyInChunksOf37PassesTheGeneratedCases() {
        CheckReport r = check(new Chunk37Provider(), Checker.Options.defaults().withRandom(200).withLongest(4097),
                Target.CTR);
        assertEquals(CheckReport.Verdict.PASSED, r.verdict(), r::toJson);
    }

    @Test
    void aCipherWrongOnlyAbove1KibIsCaughtByTheLargeCases() {
        CheckReport r = pathBug(PathBugProvider.Bug.ABOVE_1_KIB, Target.CTR);
        TargetResult t = r.results().get(0);
        // 1 KiB + 1 and 4 KiB + 1, each encrypted and decrypted.
        assertEquals(2 * LONG, t.mismatches(), () -> t.firstMismatches().toString());
        assertTrue(t.firstMismatch().contains("large #0"), t.firstMismatch());
    }

    @Test
    void aKeyWrapThatUnwrapsOneSemiblockToAnEmptyKeyIsCaught() {
        CheckReport r = pathBug(PathBugProvider.Bug.EMPTY_KEY_FROM_ONE_SEMIBLOCK, Target.AES_WRAP);
        assertEquals(CheckReport.Verdict.MISMATCHED, r.verdict());
        TargetResult t = r.results().get(0);
        // Wycheproof's aes_wrap_test has six 8-byte ciphertexts, all invalid, each run whole and in chunks of 5.
        assertEquals(12, t.mismatches(), () -> t.firstMismatches().toString());
        assertTrue(t.firstMismatch().contains("accepted an invalid input and released 0 bytes"), t.firstMismatch());
    }

    @Test
    void aCcmThatAccepts16BitTagsIsCaught() {
        CheckReport r = pathBug(PathBugProvider.Bug.CCM_16_BIT_TAGS, Target.CCM);
        assertEquals(CheckReport.Verdict.MISMATCHED, r.verdict());
        TargetResult t = r.results().get(0);
        // Every valid case and every other tag length passes: only the 16-bit ones are mismatches.
        assertTrue(t.mismatches() > 0);
        for (String m : t.firstMismatches()) {
            assertTrue(m.contains("tagBits=16 ") && m.contains("accepted an invalid input"), m);
        }
    }

    @Test
    void aNullPointerExceptionAfterUpdateIsACrashThatFails() {
        CheckReport r = pathBug(PathBugProvider.Bug.NPE_AFTER_UPDATE, Target.CTR);
        assertEquals(CheckReport.Verdict.MISMATCHED, r.verdict());
        TargetResult t = r.results().get(0);
        assertEquals(0, t.mismatches(), () -> t.firstMismatches().toString());
        assertTrue(t.crashes() > 0);
        assertTrue(t.firstCrashes().get(0).contains("threw NullPointerException"), t.firstCrashes().get(0));
        // Listed, not failed, when crashes are allowed.
        CheckReport allowed = check(new PathBugProvider(PathBugProvider.Bug.NPE_AFTER_UPDATE),
                CRASHES_LISTED, Target.CTR);
        assertEquals(CheckReport.Verdict.PASSED, allowed.verdict());
    }

    @Test
    void aTransformationThatRefusesEveryCaseIsUntestedAndARequiredOneFails() {
        CheckReport r = pathBug(PathBugProvider.Bug.REFUSES_EVERYTHING, Target.CTR);
        TargetResult t = r.results().get(0);
        assertEquals(t.cases(), t.refused());
        assertEquals(TargetResult.Verdict.UNTESTED, r.verdict(t));
        assertEquals(CheckReport.Verdict.UNTESTED, r.verdict());
        assertTrue(r.summary().startsWith("check UNTESTED: no transformation was tested"), r.summary());
        // Beside a tested transformation the run passes, unless the refused one is required.
        Checker.Options required = FAST.withRandom(10).withRequired(java.util.Set.of(Target.CTR));
        CheckReport withSun = Checker.check(new PathBugProvider(PathBugProvider.Bug.REFUSES_EVERYTHING),
                List.of(Target.CTR), required, s -> { });
        assertEquals(List.of(Target.CTR), withSun.missingRequired());
        assertEquals(CheckReport.Verdict.UNTESTED, withSun.verdict());
    }

    @Test
    void theRefusalThresholdDecidesBetweenTestedAndUntested() {
        TargetResult half = new TargetResult(Target.CTR);
        CheckCase c = new CheckCase("x", true, new byte[16], new byte[16], null, new byte[1], new byte[1], 0, 0,
                CheckCase.Expect.OUTPUT);
        half.record(c, Outcome.MATCH);
        half.record(c, new Outcome(Outcome.Kind.REFUSED, "refuses"));
        assertEquals(TargetResult.Verdict.PASSED, half.verdict(0.5, true));
        assertEquals(TargetResult.Verdict.UNTESTED, half.verdict(0.49, true));
        half.record(c, new Outcome(Outcome.Kind.CRASH, "threw X"));
        assertEquals(TargetResult.Verdict.MISMATCHED, half.verdict(0.5, true));
        assertEquals(TargetResult.Verdict.PASSED, half.verdict(0.5, false));
    }

    @Test
    void aProviderWithNoAesIsUntested() {
        CheckReport r = check(new PathBugProvider(PathBugProvider.Bug.NO_AES), Target.values());
        assertEquals(List.of(), r.results());
        assertEquals(CheckReport.Verdict.UNTESTED, r.verdict());
    }

    @Test
    void aMismatchIsReplayedFromItsId() {
        Checker.Options options = FAST.withRandom(60);
        TargetResult t = pathBug(PathBugProvider.Bug.OUTPUT_OFFSET, Target.CTR).results().get(0);
        String id = t.firstMismatch().substring(0, t.firstMismatch().indexOf(' '));
        Replay replayed = Checker.replay(new PathBugProvider(PathBugProvider.Bug.OUTPUT_OFFSET), id, options);
        assertEquals(t.firstMismatch().replace(": expected", ": mismatch: expected"), replayed.line());
        assertTrue(replayed.failed() && replayed.tested());
        Replay right = Checker.replay(SUN, id, options);
        assertTrue(right.line().endsWith(": match") && !right.failed() && right.tested(), right.line());
        Replay refused = Checker.replay(new PathBugProvider(PathBugProvider.Bug.REFUSES_EVERYTHING), id, options);
        assertTrue(!refused.failed() && !refused.tested(), refused.line());
        IllegalArgumentException far = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Checker.replay(SUN, "AES/CTR/NoPadding#999999", options));
        assertTrue(far.getMessage().startsWith("--replay: AES/CTR/NoPadding has cases #0 to #"), far.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Checker.replay(SUN, "AES/CTR/NoPadding", options));
        assertEquals("--replay: an id is TRANSFORMATION#N, as a report prints it; got #5",
                assertThrows(IllegalArgumentException.class, () -> Checker.replay(SUN, "#5", options)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> Checker.replay(SUN, "AES/CTR/NoPadding#x", options));
    }

    @Test
    void aGcmThatOnlyTakesAnIvParameterSpecIsTestedThroughIt() {
        CheckReport r = pathBug(PathBugProvider.Bug.IV_SPEC_GCM, Target.GCM);
        TargetResult t = r.results().get(0);
        assertEquals(CheckReport.Verdict.PASSED, r.verdict(), r::toJson);
        // Only the cases with a tag other than 128 bits are refused (a quarter of them).
        assertTrue(t.refused() > 0 && t.refused() < t.cases() / 2, () -> t.refused() + " of " + t.cases());
    }

    @Test
    void aWrapCipherThatRefusesEncryptModeIsTestedThroughWrapMode() {
        CheckReport r = check(new PathBugProvider(PathBugProvider.Bug.WRAP_MODE_ONLY), CRASHES_LISTED, Target.AES_WRAP);
        TargetResult t = r.results().get(0);
        assertEquals(CheckReport.Verdict.PASSED, r.verdict(), r::toJson);
        assertEquals(0, t.refused());
        CheckReport pad = check(new PathBugProvider(PathBugProvider.Bug.WRAP_PAD_MODE_ONLY), CRASHES_LISTED,
                Target.AES_WRAP_PAD);
        assertEquals(CheckReport.Verdict.PASSED, pad.verdict(), pad::toJson);
        assertEquals(0, pad.results().get(0).refused());
    }
}
