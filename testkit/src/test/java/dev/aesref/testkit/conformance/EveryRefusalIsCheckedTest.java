package dev.aesref.testkit.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.aead.Aead;
import dev.aesref.aead.Gcm;
import dev.aesref.testkit.JdkAesEngine;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import javax.crypto.AEADBadTagException;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;

/**
 * No refusal that a suite asks for goes unchecked. A correct implementation refuses a number of
 * bad calls during the suite; for each n, an implementation that accepts the n-th of them (it
 * returns as if it had done the work, writing nothing) and refuses every other must fail the
 * suite, in exactly one test and by an assertion. So a refusal check that is dead, or that a
 * later one hides, shows here as the n that passes.
 */
class EveryRefusalIsCheckedTest {

    /** The engine suite's tests that make bad calls; no other test of it makes one. */
    private static final Set<String> ENGINE_REFUSAL_TESTS = Set.of(
            "wrong key lengths refused", "ranges refused by name before any write", "destroy");

    /** The AEAD suite's tests that make bad calls. */
    private static final Set<String> AEAD_REFUSAL_TESTS = Set.of(
            "any changed byte is refused, nothing written", "ranges and nulls refused before any write", "destroy");

    @Test
    void anEngineThatAcceptsAnyOneBadCallFailsTheSuite() {
        int refusals = refusalsOfACorrectRun(ENGINE_REFUSAL_TESTS, f -> BlockEngineConformance.tests(engine(f)));
        assertEquals(32, refusals, "the engine suite's bad calls: 11 key lengths, 18 ranges and nulls, 3 after destroy");
        for (int n = 1; n <= refusals; n++) {
            assertOneTestFails(n, ENGINE_REFUSAL_TESTS, f -> BlockEngineConformance.tests(engine(f)));
        }
    }

    @Test
    void anAeadThatAcceptsAnyOneBadCallFailsTheSuite() {
        int refusals = refusalsOfACorrectRun(AEAD_REFUSAL_TESTS, f -> AeadConformance.tests(() -> aead(f), 12));
        // GCM with 12-byte nonces and 16-byte tags: 56 sealed bytes, 20 aad bytes, the aad
        // dropped, 12 nonce bytes and 55 cuts; 14 ranges, nulls and lengths; 2 after destroy.
        assertEquals(144 + 14 + 2, refusals, "the AEAD suite's bad calls");
        for (int n = 1; n <= refusals; n++) {
            assertOneTestFails(n, AEAD_REFUSAL_TESTS, f -> AeadConformance.tests(() -> aead(f), 12));
        }
    }

    /**
     * Counts the refusals of a correct implementation in the tests named, and checks that the
     * whole suite makes no other, the sharing tests aside: their calls after {@code destroy()}
     * are refused as many times as the scheduler makes, and the "destroy" test checks the rule.
     */
    private static int refusalsOfACorrectRun(Set<String> named, Function<Forgiveness, Stream<DynamicNode>> suite) {
        Forgiveness whole = new Forgiveness(0);
        assertEquals(List.of(), SuiteRun.failed(SuiteRun.run(SuiteRun.withoutThreads(suite.apply(whole)))));
        Forgiveness some = new Forgiveness(0);
        assertEquals(List.of(), SuiteRun.failed(SuiteRun.run(SuiteRun.only(named, suite.apply(some)))));
        assertEquals(whole.refusals, some.refusals, "bad calls outside the tests " + named);
        return some.refusals;
    }

    private static void assertOneTestFails(int n, Set<String> named, Function<Forgiveness, Stream<DynamicNode>> suite) {
        Forgiveness f = new Forgiveness(n);
        Map<String, Throwable> results = SuiteRun.run(SuiteRun.only(named, suite.apply(f)));
        assertTrue(f.accepted, "bad call " + n + " was never made");
        List<String> failed = SuiteRun.failed(results);
        assertEquals(1, failed.size(), "bad call " + n + " accepted; the tests that failed: " + failed);
        assertInstanceOf(AssertionError.class, results.get(failed.get(0)), "bad call " + n + " accepted");
    }

    /** Counts the refusals it sees, and makes the one numbered {@code accept} (from 1) pass instead. */
    private static final class Forgiveness {
        final int accept;
        int refusals;
        boolean accepted;

        Forgiveness(int accept) {
            this.accept = accept;
        }

        /** Rethrows {@code refusal}, or returns where it is the one to accept. */
        <T extends Exception> void refused(T refusal) throws T {
            if (++refusals != accept) {
                throw refusal;
            }
            accepted = true;
        }
    }

    /** The JDK's AES, whose engine and keys go through {@code f} for every refusal. */
    private static BlockEngine engine(Forgiveness f) {
        return new BlockEngine() {
            @Override
            public String name() {
                return "accepts bad call " + f.accept;
            }

            @Override
            public ExpandedKey expandKey(byte[] key) {
                try {
                    return key(f, JdkAesEngine.key(key));
                } catch (RuntimeException e) {
                    f.refused(e);
                    return key(f, JdkAesEngine.key(new byte[16]));
                }
            }
        };
    }

    private static ExpandedKey key(Forgiveness f, ExpandedKey correct) {
        return new FaultyKey(correct) {
            @Override
            public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                try {
                    super.encryptBlocks(in, inOff, out, outOff, blocks);
                } catch (RuntimeException e) {
                    f.refused(e);
                }
            }

            @Override
            public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                try {
                    super.decryptBlocks(in, inOff, out, outOff, blocks);
                } catch (RuntimeException e) {
                    f.refused(e);
                }
            }

            @Override
            public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex, byte[] in, int inOff,
                    byte[] out, int outOff, int blocks) {
                try {
                    super.ctrXorBlocks(flavour, iv, firstIndex, in, inOff, out, outOff, blocks);
                } catch (RuntimeException e) {
                    f.refused(e);
                }
            }
        };
    }

    /** GCM over the JDK's AES, every refusal through {@code f}. */
    private static Aead aead(Forgiveness f) {
        return new FaultyAead(Gcm.create(JdkAesEngine.key(new byte[16]), 16)) {
            @Override
            public int sealedLength(int plaintextLength) {
                try {
                    return inner.sealedLength(plaintextLength);
                } catch (RuntimeException e) {
                    f.refused(e);
                    return 0;
                }
            }

            @Override
            public int maxOpenedLength(int ciphertextLength) {
                try {
                    return inner.maxOpenedLength(ciphertextLength);
                } catch (RuntimeException e) {
                    f.refused(e);
                    return 0;
                }
            }

            @Override
            public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                try {
                    return super.seal(nonce, aad, in, inOff, len, out, outOff);
                } catch (RuntimeException e) {
                    f.refused(e);
                    return 0;
                }
            }

            @Override
            public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                    throws AEADBadTagException {
                try {
                    return super.open(nonce, aad, in, inOff, len, out, outOff);
                } catch (RuntimeException e) {
                    f.refused(e);
                    return 0;
                } catch (AEADBadTagException e) {
                    f.refused(e);
                    return 0;
                }
            }
        };
    }
}
