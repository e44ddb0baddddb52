package dev.aesref.testkit.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static dev.aesref.testkit.conformance.FaultyAead.after;
import static dev.aesref.testkit.conformance.FaultyAead.before;
import static dev.aesref.testkit.conformance.FaultyAead.destroyFault;

import dev.aesref.aead.Aead;
import dev.aesref.aead.Gcm;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.testkit.conformance.FaultyAead.Call;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
        assertEquals(8, results.size(), results.keySet().toString());
        assertEquals(List.of(), SuiteRun.failed(results), results.toString());
    }

    @Test
    void aNonceLengthBelowOneIsRefused() {
        var e = assertThrows(IllegalArgumentException.class, () -> AeadConformance.tests(AeadConformanceTest::gcm, 0));
        assertTrue(e.getMessage().contains("nonceBytes"), e.getMessage());
    }

    static Stream<Arguments> brokenAeads() {
        return Stream.of(
                Arguments.of("destroy while threads seal", "isDestroyed stays false after threads sealed",
                        fault(a -> destroyFault(a, DestroyFault.STAYS_FALSE))),
                Arguments.of("one instance shared by threads", "scratch in a field, shared by every call",
                        fault(SharedScratchAead::new)),
                Arguments.of("destroy while threads seal", "destroy corrupts what seals in flight read",
                        fault(a -> new FaultyAead(a) {
                    private final InFlight inFlight = new InFlight();

                    @Override
                    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                        int n = super.seal(nonce, aad, in, inOff, len, out, outOff);
                        out[outOff] ^= inFlight.poisonAfterDestroy(); // a call that never looks again
                        return n;
                    }

                    @Override
                    public void destroy() {
                        inFlight.destroyUnderACall(super::destroy);
                    }
                })),
                Arguments.of("any changed byte is refused, nothing written", "writes before the tag is checked",
                        fault(a -> before(a, Call.OPEN, (in, inOff, len, out, outOff) -> {
                            if (out != null && outOff >= 0 && outOff < out.length && len == 56) {
                                out[outOff] = 0; // only for the suite's whole 40-byte messages, not cut ones
                            }
                        }))),
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
                        fault(a -> before(a, Call.SEAL, (in, inOff, len, out, outOff) -> {
                            if (out != null && outOff >= 0 && outOff + len <= out.length && len > 0) {
                                Arrays.fill(out, outOff, outOff + 1, (byte) 0);
                            }
                        }))),
                Arguments.of("ranges and nulls refused before any write", "writes before checking the output range",
                        fault(a -> before(a, Call.SEAL, (in, inOff, len, out, outOff) -> {
                            if (out != null && outOff >= 0 && outOff < out.length) {
                                out[outOff] = 0;
                            }
                        }))),
                Arguments.of("seal then open at every length", "drops the last message byte past 255",
                        fault(a -> after(a, Call.OPEN, (in, inOff, len, out, outOff, n) -> n > 255 ? n - 1 : n))),
                Arguments.of("destroy", "marked destroyed only by a second destroy",
                        fault(a -> destroyFault(a, DestroyFault.ONLY_THE_SECOND_COUNTS))),
                Arguments.of("seal then open at every length", "the array form of seal changes the tag",
                        fault(a -> new FaultyAead(a) {
                    @Override
                    public byte[] seal(byte[] nonce, byte[] aad, byte[] plaintext) {
                        byte[] sealed = super.seal(nonce, aad, plaintext);
                        sealed[sealed.length - 1] ^= 1;
                        return sealed;
                    }
                })),
                Arguments.of("seal then open at every length", "the range form of open changes a byte, the array form not",
                        openChangesTheFirstByte(false)),
                Arguments.of("sealing is deterministic in its inputs", "every seal after an instance's first differs",
                        fault(a -> new FaultyAead(a) {
                    int seals;

                    @Override
                    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                        int n = super.seal(nonce, aad, in, inOff, len, out, outOff);
                        if (seals++ > 0) {
                            out[outOff] ^= 1;
                        }
                        return n;
                    }
                })),
                Arguments.of("offsets and overlapping ranges", "reads from 0 of a separate input array",
                        fault(a -> new FaultyAead(a) {
                    @Override
                    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                        boolean separate = in != null && in != out && inOff > 0 && len <= in.length;
                        return super.seal(nonce, aad, in, separate ? 0 : inOff, len, out, outOff);
                    }
                })),
                Arguments.of("destroy", "destroy does nothing", fault(a -> destroyFault(a, DestroyFault.DOES_NOTHING))),
                Arguments.of("seal then open at every length", "sealedLength below message plus tag",
                        fault(a -> new FaultyAead(a) {
                    @Override
                    public int tagBytes() {
                        return 20;
                    }

                    @Override
                    public int sealedLength(int len) {
                        return len + 16;
                    }

                    @Override
                    public int maxOpenedLength(int len) {
                        return len - 16;
                    }
                })),
                Arguments.of("seal then open at every length", "maxOpenedLength below the message",
                        fault(a -> new FaultyAead(a) {
                    @Override
                    public int maxOpenedLength(int len) {
                        return Math.max(0, len - 17);
                    }
                })),
                Arguments.of("seal then open at every length", "seal counts the message only", fault(a -> new FaultyAead(a) {
                    @Override
                    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                        return super.seal(nonce, aad, in, inOff, len, out, outOff) - tagBytes();
                    }

                    @Override
                    public byte[] seal(byte[] nonce, byte[] aad, byte[] plaintext) {
                        byte[] out = new byte[plaintext.length + tagBytes()];
                        super.seal(nonce, aad, plaintext, 0, plaintext.length, out, 0);
                        return out;
                    }
                })),
                Arguments.of("seal then open at every length", "the array form of seal differs", fault(a -> new FaultyAead(a) {
                    @Override
                    public byte[] seal(byte[] nonce, byte[] aad, byte[] plaintext) {
                        byte[] out = super.seal(nonce, aad, plaintext);
                        out[0] ^= 1;
                        return out;
                    }
                })),
                Arguments.of("seal then open at every length", "open's count is one short", fault(a -> new FaultyAead(a) {
                    @Override
                    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                            throws AEADBadTagException {
                        return super.open(nonce, aad, in, inOff, len, out, outOff) - 1;
                    }

                    @Override
                    public byte[] open(byte[] nonce, byte[] aad, byte[] ciphertext) throws AEADBadTagException {
                        byte[] out = new byte[ciphertext.length - tagBytes()];
                        super.open(nonce, aad, ciphertext, 0, ciphertext.length, out, 0);
                        return out;
                    }
                })),
                Arguments.of("seal then open at every length", "the range form of open changes a byte",
                        openChangesTheFirstByte(true)),
                Arguments.of("seal then open at every length", "the array form of open changes a byte",
                        fault(a -> new FaultyAead(a) {
                    @Override
                    public byte[] open(byte[] nonce, byte[] aad, byte[] ciphertext) throws AEADBadTagException {
                        byte[] out = super.open(nonce, aad, ciphertext);
                        if (out.length > 0) {
                            out[0] ^= 1;
                        }
                        return out;
                    }
                })),
                Arguments.of("sealing is deterministic in its inputs", "each second seal differs", fault(a -> new FaultyAead(a) {
                    private int calls;

                    @Override
                    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                        int n = super.seal(nonce, aad, in, inOff, len, out, outOff);
                        if (calls++ % 2 == 1) {
                            out[outOff] ^= 1;
                        }
                        return n;
                    }
                })),
                Arguments.of("sealing is deterministic in its inputs", "each instance seals differently",
                        instanceDependent()),
                Arguments.of("sealing is deterministic in its inputs", "the nonce is ignored", fault(AeadConformanceTest::nonceIgnored)),
                Arguments.of("any changed byte is refused, nothing written", "the nonce is ignored",
                        fault(AeadConformanceTest::nonceIgnored)),
                Arguments.of("any changed byte is refused, nothing written", "the last tag byte is not checked",
                        fault(a -> new FaultyAead(a) {
                    private final java.util.List<byte[]> sealed = new java.util.ArrayList<>();

                    @Override
                    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                        int n = super.seal(nonce, aad, in, inOff, len, out, outOff);
                        sealed.add(java.util.Arrays.copyOfRange(out, outOff, outOff + n));
                        return n;
                    }

                    @Override
                    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                            throws AEADBadTagException {
                        byte[] given = java.util.Arrays.copyOfRange(in, inOff, inOff + len);
                        for (byte[] s : sealed) {
                            if (len > 0 && s.length == len && java.util.Arrays.equals(s, 0, len - 1, given, 0, len - 1)) {
                                return super.open(nonce, aad, s, 0, len, out, outOff);
                            }
                        }
                        return super.open(nonce, aad, given, 0, len, out, outOff);
                    }
                })),
                Arguments.of("any changed byte is refused, nothing written", "only the length of the aad counts",
                        fault(a -> new FaultyAead(a) {
                    @Override
                    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                        return super.seal(nonce, new byte[aad.length], in, inOff, len, out, outOff);
                    }

                    @Override
                    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                            throws AEADBadTagException {
                        return super.open(nonce, new byte[aad.length], in, inOff, len, out, outOff);
                    }
                })),
                Arguments.of("any changed byte is refused, nothing written", "a cut message opens as empty",
                        fault(a -> new FaultyAead(a) {
                    @Override
                    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                            throws AEADBadTagException {
                        if (len > tagBytes() && len < 56) {
                            return 0;
                        }
                        return super.open(nonce, aad, in, inOff, len, out, outOff);
                    }
                })),
                Arguments.of("any changed byte is refused, nothing written", "a cut message is written, then refused",
                        fault(a -> before(a, Call.OPEN, (in, inOff, len, out, outOff) -> {
                            if (len > a.tagBytes() && len < 56) {
                                out[outOff] = 0;
                            }
                        }))),
                Arguments.of("offsets and overlapping ranges", "the input offset ignored between two arrays",
                        fault(a -> new FaultyAead(a) {
                    @Override
                    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                        return super.seal(nonce, aad, in, in != out && len > 0 ? inOff - 1 : inOff, len, out, outOff);
                    }
                })),
                Arguments.of("offsets and overlapping ranges", "a byte written before the output, between two arrays",
                        fault(a -> after(a, Call.SEAL, (in, inOff, len, out, outOff, n) -> {
                            if (in != out && outOff > 0) {
                                out[outOff - 1] = 0;
                            }
                            return n;
                        }))),
                Arguments.of("offsets and overlapping ranges", "a byte written after the output, between two arrays",
                        fault(a -> after(a, Call.SEAL, (in, inOff, len, out, outOff, n) -> {
                            if (in != out && outOff > 0 && outOff + n < out.length) {
                                out[outOff + n] = 0;
                            }
                            return n;
                        }))),
                Arguments.of("offsets and overlapping ranges", "a shifted open counts one more",
                        fault(a -> after(a, Call.OPEN, (in, inOff, len, out, outOff, n) ->
                                in == out && inOff != outOff ? n + 1 : n))),
                Arguments.of("offsets and overlapping ranges", "a shifted open changes a byte",
                        fault(a -> after(a, Call.OPEN, (in, inOff, len, out, outOff, n) -> {
                            if (in == out && inOff != outOff && n > 0) {
                                out[outOff] ^= 1;
                            }
                            return n;
                        }))),
                Arguments.of("ranges and nulls refused before any write", "writes before refusing the input range",
                        fault(a -> before(a, Call.SEAL, (in, inOff, len, out, outOff) -> {
                            if (in != null && out != null && out.length > 0 && (inOff < 0 || inOff + len > in.length)) {
                                out[0] = 0;
                            }
                        }))),
                Arguments.of("ranges and nulls refused before any write", "seal writes what fits of the output",
                        fault(a -> before(a, Call.SEAL, (in, inOff, len, out, outOff) -> {
                            if (out != null && outOff == 0 && out.length > 0 && out.length < a.sealedLength(len)) {
                                out[0] = 0;
                            }
                        }))),
                Arguments.of("ranges and nulls refused before any write", "open writes what fits of the output",
                        fault(a -> before(a, Call.OPEN, (in, inOff, len, out, outOff) -> {
                            if (out != null && outOff == 0 && out.length > 0 && out.length < len - a.tagBytes()) {
                                out[0] = 0;
                            }
                        }))),
                Arguments.of("destroy", "destroyed from the start", fault(a -> destroyFault(a, DestroyFault.DESTROYED_FROM_THE_START))),
                Arguments.of("destroy", "isDestroyed stays false", fault(a -> destroyFault(a, DestroyFault.STAYS_FALSE))),
                Arguments.of("destroy", "a second destroy revives it", fault(a -> destroyFault(a, DestroyFault.SECOND_REVIVES))),
                Arguments.of("destroy", "writes before refusing when destroyed",
                        fault(a -> before(a, Call.SEAL, (in, inOff, len, out, outOff) -> {
                            if (a.isDestroyed()) {
                                out[outOff] = 0;
                            }
                        }))));
    }

    private static Aead nonceIgnored(Aead a) {
        return new FaultyAead(a) {
            @Override
            public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                java.util.Objects.requireNonNull(nonce);
                return super.seal(new byte[12], aad, in, inOff, len, out, outOff);
            }

            @Override
            public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                    throws AEADBadTagException {
                java.util.Objects.requireNonNull(nonce);
                return super.open(new byte[12], aad, in, inOff, len, out, outOff);
            }
        };
    }

    /** Each new instance flips a bit of what it seals, and back when it opens: per-instance output. */
    private static Supplier<Aead> instanceDependent() {
        int[] made = {0};
        return () -> {
            byte flip = (byte) (made[0]++ % 2);
            return new FaultyAead(gcm()) {
                @Override
                public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                    int n = super.seal(nonce, aad, in, inOff, len, out, outOff);
                    out[outOff + n - 1] ^= flip;
                    return n;
                }

                @Override
                public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                        throws AEADBadTagException {
                    byte[] copy = java.util.Arrays.copyOfRange(in, inOff, inOff + len);
                    if (len > 0) {
                        copy[len - 1] ^= flip;
                    }
                    return super.open(nonce, aad, copy, 0, len, out, outOff);
                }
            };
        };
    }

    @Test
    void aOneByteNonceIsAccepted() {
        assertEquals(8, AeadConformance.tests(AeadConformanceTest::gcm, 1).count());
    }

    @Test
    void aFailureNamesTheSeed() {
        Map<String, Throwable> results = SuiteRun.run(AeadConformance.tests(
                fault(a -> after(a, Call.SEAL, (in, inOff, len, out, outOff, n) -> n + 1)), 12));
        String message = results.get("seal then open at every length").getMessage();
        assertTrue(message.startsWith("0-byte message, 0-byte aad: seal's count"), message);
        assertTrue(message.contains("-D" + Seed.PROPERTY + "=0x"), message);
    }

    /** The suite destroys every Aead it gets, on a correct one. */
    @Test
    void theSuiteDestroysEveryAeadItGets() {
        List<Aead> made = new java.util.ArrayList<>();
        Supplier<Aead> ledger = () -> {
            Aead a = gcm();
            made.add(a);
            return a;
        };
        assertEquals(List.of(), SuiteRun.failed(SuiteRun.run(AeadConformance.tests(ledger, 12))));
        assertEquals(11, made.size());
        for (int i = 0; i < made.size(); i++) {
            assertTrue(made.get(i).isDestroyed(), "Aead " + i + " was not destroyed");
        }
    }

    /**
     * When both ranges of a call are wrong, either refusal keeps the contract: an AEAD that checks
     * the output range first passes.
     */
    @Test
    void anAeadThatChecksTheOutputRangeFirstPasses() {
        Supplier<Aead> outFirst = () -> new FaultyAead(gcm()) {
            @Override
            public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
                if (out != null && len >= 0 && (outOff < 0 || outOff > out.length - sealedLength(len))) {
                    throw new IndexOutOfBoundsException("out range [" + outOff + ", " + outOff + " + "
                            + sealedLength(len) + ") does not fit in an array of " + out.length);
                }
                return super.seal(nonce, aad, in, inOff, len, out, outOff);
            }
        };
        assertEquals(List.of(), SuiteRun.failed(SuiteRun.run(AeadConformance.tests(outFirst, 12))));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("brokenAeads")
    void eachBrokenAeadFailsTheTestOfItsBug(String test, String bug, Supplier<Aead> broken) {
        // That one test alone, as for the broken engines (BlockEngineConformanceTest).
        Map<String, Throwable> results = SuiteRun.run(SuiteRun.only(Set.of(test), AeadConformance.tests(broken, 12)));
        assertEquals(Set.of(test), results.keySet());
        assertNotNull(results.get(test), "'" + bug + "' passed '" + test + "'");
    }

    /**
     * GCM whose range form of open changes the first byte it writes; its array form changes it
     * too, or (when {@code arrayFormToo} is false) is GCM's own.
     */
    private static Supplier<Aead> openChangesTheFirstByte(boolean arrayFormToo) {
        return fault(a -> new FaultyAead(a) {
            @Override
            public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                    throws AEADBadTagException {
                int n = super.open(nonce, aad, in, inOff, len, out, outOff);
                if (n > 0) {
                    out[outOff] ^= 1;
                }
                return n;
            }

            @Override
            public byte[] open(byte[] nonce, byte[] aad, byte[] sealed) throws AEADBadTagException {
                byte[] opened = inner.open(nonce, aad, sealed);
                if (arrayFormToo && opened.length > 0) {
                    opened[0] ^= 1;
                }
                return opened;
            }
        });
    }

    private static Supplier<Aead> fault(Function<Aead, Aead> fault) {
        return () -> fault.apply(gcm());
    }

    /**
     * An AEAD that is right on one thread: each call copies its input into one buffer of the
     * instance and seals or opens from there, as an AEAD with scratch in fields does. The first
     * two calls wait for each other after writing the buffer (at most 5 s), so that the suite sees
     * two calls at once on every run.
     */
    private static final class SharedScratchAead extends FaultyAead {
        private final byte[] scratch = new byte[4096];

        SharedScratchAead(Aead inner) {
            super(inner);
        }

        /** The first two calls meet after writing the scratch, so that the second overwrites the first's. */
        private final java.util.concurrent.CountDownLatch meet = new java.util.concurrent.CountDownLatch(2);

        private void meet() {
            meet.countDown();
            try {
                meet.await(5, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        @Override
        public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
            System.arraycopy(in, inOff, scratch, 0, len);
            meet();
            return super.seal(nonce, aad, scratch, 0, len, out, outOff);
        }

        @Override
        public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
                throws AEADBadTagException {
            System.arraycopy(in, inOff, scratch, 0, len);
            meet();
            return super.open(nonce, aad, scratch, 0, len, out, outOff);
        }
    }
}
