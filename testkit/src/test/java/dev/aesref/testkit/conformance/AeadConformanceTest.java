package dev.aesref.testkit.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.aead.Aead;
import dev.aesref.aead.Gcm;
import dev.aesref.testkit.JdkAesEngine;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javax.crypto.AEADBadTagException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The AEAD suite passes a correct AEAD and fails each deliberately broken one in the test that
 * names its bug. The broken AEADs are GCM over the JDK's AES with one fault each.
 */
class AeadConformanceTest {

    private static Gcm gcm() {
        return Gcm.create(JdkAesEngine.key(new byte[16]), 16);
    }

    @Test
    void aCorrectAeadPassesEveryTest() {
        Map<String, Throwable> results = SuiteRun.run(AeadConformance.tests(AeadConformanceTest::gcm, 12));
        assertEquals(6, results.size(), results.keySet().toString());
        assertEquals(List.of(), SuiteRun.failed(results), results.toString());
    }

    @Test
    void aNonceLengthBelowOneIsRefused() {
        var e = assertThrows(IllegalArgumentException.class, () -> AeadConformance.tests(AeadConformanceTest::gcm, 0));
        assertTrue(e.getMessage().contains("nonceBytes"), e.getMessage());
    }

    static Stream<Arguments> brokenAeads() {
        return Stream.of(
                Arguments.of("any changed byte is refused, nothing written", "writes before the tag is checked",
                        fault(a -> new FaultyAead(a) {
                    @Override
                    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                            throws AEADBadTagException {
                        if (out != null && outOff >= 0 && outOff < out.length && len > tagBytes()) {
                            out[outOff] = 0;
                        }
                        return super.open(nonce, aad, in, inOff, len, out, outOff);
                    }
                })),
                Arguments.of("any changed byte is refused, nothing written", "a message that tells the cause",
                        fault(a -> new FaultyAead(a) {
                    @Override
                    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                            throws AEADBadTagException {
                        try {
                            return super.open(nonce, aad, in, inOff, len, out, outOff);
                        } catch (AEADBadTagException e) {
                            throw new AEADBadTagException("tag mismatch, aad of " + aad.length + " bytes");
                        }
                    }
                })),
                Arguments.of("sealing is deterministic in its inputs", "the associated data is not authenticated",
                        fault(a -> new FaultyAead(a) {
                    @Override
                    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                        return super.seal(nonce, new byte[0], in, inOff, len, out, outOff);
                    }

                    @Override
                    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                            throws AEADBadTagException {
                        return super.open(nonce, new byte[0], in, inOff, len, out, outOff);
                    }
                })),
                Arguments.of("offsets and overlapping ranges", "the output is cleared before the input is read",
                        fault(a -> new FaultyAead(a) {
                    @Override
                    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                        if (out != null && outOff >= 0 && outOff + len <= out.length && len > 0) {
                            Arrays.fill(out, outOff, outOff + 1, (byte) 0);
                        }
                        return super.seal(nonce, aad, in, inOff, len, out, outOff);
                    }
                })),
                Arguments.of("ranges and nulls refused before any write", "writes before checking the output range",
                        fault(a -> new FaultyAead(a) {
                    @Override
                    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                        if (out != null && outOff >= 0 && outOff < out.length) {
                            out[outOff] = 0;
                        }
                        return super.seal(nonce, aad, in, inOff, len, out, outOff);
                    }
                })),
                Arguments.of("seal then open at every length", "drops the last message byte past 255",
                        fault(a -> new FaultyAead(a) {
                    @Override
                    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                            throws AEADBadTagException {
                        int n = super.open(nonce, aad, in, inOff, len, out, outOff);
                        return n > 255 ? n - 1 : n;
                    }
                })),
                Arguments.of("destroy", "destroy does nothing", fault(a -> new FaultyAead(a) {
                    @Override
                    public void destroy() {}

                    @Override
                    public boolean isDestroyed() {
                        return false;
                    }
                })));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("brokenAeads")
    void eachBrokenAeadFailsTheTestOfItsBug(String test, String bug, Supplier<Aead> broken) {
        Map<String, Throwable> results = SuiteRun.run(AeadConformance.tests(broken, 12));
        assertTrue(results.containsKey(test), results.keySet().toString());
        assertNotNull(results.get(test), "'" + bug + "' passed '" + test + "'");
    }

    private static Supplier<Aead> fault(Function<Aead, Aead> fault) {
        return () -> fault.apply(gcm());
    }
}
