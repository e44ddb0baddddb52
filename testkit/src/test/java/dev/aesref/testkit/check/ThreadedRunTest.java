package dev.aesref.testkit.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.jca.AesRefProvider;
import java.security.Provider;
import java.security.Security;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * {@code check --threads N}: a provider with a static working block passes on one thread and is
 * caught on four; aesref's own provider passes on four; a hang is reported, not waited for.
 */
class ThreadedRunTest {

    /** Short messages but the two long lengths, so that every run has thousands of blocks. */
    private static final Checker.Options FAST = Checker.Options.defaults().withRandom(40).withLongest(4097);

    private static CheckReport check(Provider p, Checker.Options options, Target... targets) {
        return Checker.check(p, List.of(targets), options, line -> { });
    }

    @Test
    void aStaticScratchPassesOnOneThread() {
        CheckReport r = check(new StaticScratchProvider(), FAST, Target.ECB);
        assertTrue(r.passed(), r::toJson);
        TargetResult ecb = r.results().get(0);
        assertEquals(ecb.cases(), ecb.operations());
        assertEquals(1, ecb.threads());
    }

    @Test
    void aStaticScratchIsMismatchedOnFourThreads() {
        CheckReport r = check(new StaticScratchProvider(), FAST.withThreads(4), Target.ECB);
        assertEquals(CheckReport.Verdict.MISMATCHED, r.verdict(), r::toJson);
        TargetResult ecb = r.results().get(0);
        assertEquals(4L * ecb.cases(), ecb.operations());
        assertEquals(4, ecb.threads());
        String first = ecb.firstMismatch();
        assertNotNull(first);
        assertTrue(first.contains("ran under 4 threads, and its runs disagree: "), first);
        assertTrue(r.toJson().contains("\"threads\": 4"), r::toJson);
    }

    @Test
    void aesrefsOwnProviderPassesOnFourThreads() {
        CheckReport r = check(new AesRefProvider(), FAST.withThreads(4), Target.ECB, Target.CBC_PKCS5, Target.CTR,
                Target.GCM, Target.KWP, Target.CMAC);
        assertTrue(r.passed(), r::toJson);
        for (TargetResult t : r.results()) {
            assertEquals(4L * t.cases(), t.operations(), t.target()::toString);
        }
    }

    /** One run that never returns: the wait ends after the stall time, and the case says why. */
    @Test
    void aHangIsAMismatchAfterTheStallTime() {
        CountDownLatch never = new CountDownLatch(1);
        AtomicBoolean hung = new AtomicBoolean();
        Provider sun = Security.getProvider("SunJCE");
        Provider hanging = new Provider("HANGING", "1", "ECB whose first cipher never comes") {
            private static final long serialVersionUID = 1L;

            {
                putService(new Service(this, "Cipher", "AES/ECB/NoPadding", "none", null, null) {
                    @Override
                    public Object newInstance(Object param) throws java.security.NoSuchAlgorithmException {
                        if (hung.compareAndSet(false, true)) {
                            try {
                                never.await();
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                            }
                        }
                        return sun.getService("Cipher", "AES/ECB/NoPadding").newInstance(param);
                    }
                });
            }
        };
        List<CheckCase> cases = Checker.cases(Target.ECB, 1, 0).subList(0, 50);
        long start = System.nanoTime();
        TargetResult r = Checker.run(hanging, Target.ECB, cases, 2, TimeUnit.SECONDS.toNanos(1));
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(30), "the wait is bounded");
        assertEquals(cases.size(), r.cases());
        assertEquals(1, r.mismatches(), () -> r.firstMismatches().toString());
        assertTrue(r.firstMismatch().contains("timed out: under 2 threads, no case finished for 1 s (a hang)"),
                r.firstMismatch());
    }

    @Test
    void runsThatAgreeKeepTheirVerdictAndRunsThatDisagreeAreAMismatch() {
        Outcome wrong = new Outcome(Outcome.Kind.MISMATCH, "expected 00, got 01");
        Outcome crash = new Outcome(Outcome.Kind.CRASH, "threw NullPointerException: a");
        Outcome policy = new Outcome(Outcome.Kind.POLICY, "rejects an invalid input with X");
        Outcome refused = new Outcome(Outcome.Kind.REFUSED, "refuses parameters aesref accepts (X)");
        assertEquals(Outcome.MATCH, ThreadedRun.verdictOf(List.of(Outcome.MATCH, Outcome.MATCH), 2));
        assertEquals(wrong, ThreadedRun.verdictOf(List.of(wrong, wrong, wrong), 3));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "ran under 3 threads, and its runs disagree: 2 of 3 gave match;"
                + " another gave mismatch (expected 00, got 01)"),
                ThreadedRun.verdictOf(List.of(Outcome.MATCH, Outcome.MATCH, wrong), 3));
        // A failure is shown before another kind, which is shown before another wording.
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "ran under 4 threads, and its runs disagree: 1 of 4 gave"
                + " policy (rejects an invalid input with X); another gave crash (threw NullPointerException: a)"),
                ThreadedRun.verdictOf(List.of(policy, new Outcome(Outcome.Kind.POLICY, "other words"), refused,
                        crash), 4));
        assertEquals(new Outcome(Outcome.Kind.MISMATCH, "ran under 3 threads, and its runs disagree: 1 of 3 gave"
                + " policy (rejects an invalid input with X); another gave refused (refuses parameters aesref accepts"
                + " (X))"), ThreadedRun.verdictOf(List.of(policy, new Outcome(Outcome.Kind.POLICY, "other words"),
                refused), 3));
        // Crashes whose messages differ stay crashes; policy wordings that differ agree.
        assertEquals(new Outcome(Outcome.Kind.CRASH, "ran under 2 threads, and its runs disagree: 1 of 2 gave crash"
                + " (threw NullPointerException: a); another gave crash (threw NullPointerException: b)"),
                ThreadedRun.verdictOf(List.of(crash, new Outcome(Outcome.Kind.CRASH, "threw NullPointerException: b")),
                        2));
        assertEquals(policy, ThreadedRun.verdictOf(List.of(policy, new Outcome(Outcome.Kind.POLICY, "other")), 2));
        assertEquals(new Outcome(Outcome.Kind.REFUSED, "not run: the threads stopped before it"),
                ThreadedRun.verdictOf(List.of(), 2));
    }

    @Test
    void threadsOutsideOneToSixtyFourAreRefused() {
        assertEquals("threads must be from 1 to 64, got 0",
                assertThrows(IllegalArgumentException.class, () -> FAST.withThreads(0)).getMessage());
        assertEquals("threads must be from 1 to 64, got 65",
                assertThrows(IllegalArgumentException.class, () -> FAST.withThreads(65)).getMessage());
        assertEquals(64, FAST.withThreads(64).threads());
        assertEquals(1, Checker.Options.defaults().threads());
        assertEquals(1, new Checker.Options(1, 2, 0.5, java.util.Set.of(), true, 3).threads());
    }
}
