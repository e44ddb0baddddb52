package dev.aesref.testkit.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static dev.aesref.testkit.conformance.FaultyKey.REFUSES_ZERO_BLOCKS;
import static dev.aesref.testkit.conformance.FaultyKey.WRITES_PAST_THE_RANGE;
import static dev.aesref.testkit.conformance.FaultyKey.after;
import static dev.aesref.testkit.conformance.FaultyKey.before;
import static dev.aesref.testkit.conformance.FaultyKey.destroyFault;
import static dev.aesref.testkit.conformance.FaultyKey.flipsAt;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.engines.Engines;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.testkit.conformance.FaultyKey.Call;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine suite passes correct engines and fails each deliberately broken one in the test
 * that names its bug. The broken engines are the JDK's AES with one fault each.
 */
class BlockEngineConformanceTest {

    @Test
    void correctEnginesPassEveryTest() {
        for (BlockEngine e : List.of(JdkAesEngine.INSTANCE, Engines.byName("nohw"))) {
            Map<String, Throwable> results = SuiteRun.run(BlockEngineConformance.tests(e));
            assertEquals(13, results.size(), results.keySet().toString());
            assertEquals(List.of(), SuiteRun.failed(results), e.name() + ": " + results);
        }
    }

    @Test
    void theCollectionFormNamesOneContainerPerEngine() {
        Map<String, Throwable> results = SuiteRun.run(BlockEngineConformance.tests(List.of(JdkAesEngine.INSTANCE)));
        assertTrue(results.containsKey("jdk-test/FIPS-197 Appendix C"), results.keySet().toString());
    }

    static Stream<Arguments> brokenEngines() {
        return Stream.of(
                Arguments.of("FIPS-197 Appendix C", broken("rounds always 10", k -> new FaultyKey(k) {
                    @Override
                    public int rounds() {
                        return 10;
                    }
                })),
                Arguments.of("every block count against the JDK", broken("writes a byte past the range",
                        k -> after(k, Call.ENCRYPT, WRITES_PAST_THE_RANGE))),
                Arguments.of("every block count against the JDK", broken("writes a byte before the range",
                        k -> after(k, Call.DECRYPT, (in, inOff, out, outOff, blocks) -> {
                            if (outOff > 0) {
                                out[outOff - 1] = 0;
                            }
                        }))),
                Arguments.of("every block count against the JDK", broken("wrong last block of a 65-block call",
                        k -> after(k, Call.DECRYPT, flipsAt(65, 16 * 64)))),
                Arguments.of("overlapping block ranges", broken("block by block, no copy", k -> new FaultyKey(k) {
                    @Override
                    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                        for (int i = 0; i < blocks; i++) {
                            super.encryptBlocks(in, inOff + 16 * i, out, outOff + 16 * i, 1);
                        }
                    }
                })),
                Arguments.of("counter mode near every wrap", broken("CTR32 carries into the nonce",
                        k -> new FaultyKey(k) {
                    @Override
                    public void ctrXorBlocks(CounterFlavour f, byte[] iv, long first, byte[] in, int inOff,
                            byte[] out, int outOff, int blocks) {
                        super.ctrXorBlocks(f == CounterFlavour.CTR32_BE ? CounterFlavour.CTR128_BE : f, iv, first,
                                in, inOff, out, outOff, blocks);
                    }
                })),
                Arguments.of("counter mode at indices near 2^64", broken("the index taken as signed, clamped at 0",
                        k -> new FaultyKey(k) {
                    @Override
                    public void ctrXorBlocks(CounterFlavour f, byte[] iv, long first, byte[] in, int inOff,
                            byte[] out, int outOff, int blocks) {
                        super.ctrXorBlocks(f, iv, Math.max(0, first), in, inOff, out, outOff, blocks);
                    }
                })),
                Arguments.of("counter mode split into two calls", broken("the first index ignored after 64 blocks",
                        k -> new FaultyKey(k) {
                    @Override
                    public void ctrXorBlocks(CounterFlavour f, byte[] iv, long first, byte[] in, int inOff,
                            byte[] out, int outOff, int blocks) {
                        super.ctrXorBlocks(f, iv, first >= 64 ? 0 : first, in, inOff, out, outOff, blocks);
                    }
                })),
                Arguments.of("counter mode on overlapping ranges", broken("keystream written before the input is read",
                        k -> new FaultyKey(k) {
                    @Override
                    public void ctrXorBlocks(CounterFlavour f, byte[] iv, long first, byte[] in, int inOff,
                            byte[] out, int outOff, int blocks) {
                        Ranges.checkBlocks("in", in, inOff, blocks);
                        Ranges.checkBlocks("out", out, outOff, blocks);
                        for (int i = 0; i < blocks; i++) {
                            super.ctrXorBlocks(f, iv, first + i, in, inOff + 16 * i, out, outOff + 16 * i, 1);
                        }
                    }
                })),
                Arguments.of("ranges refused by name before any write", broken("no range check up front",
                        k -> new FaultyKey(k) {
                    @Override
                    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                        int fit = Math.max(0, Math.min(blocks, Math.min((in.length - inOff) / 16, (out.length - outOff) / 16)));
                        if (inOff >= 0 && outOff >= 0 && fit > 0) {
                            super.encryptBlocks(in, inOff, out, outOff, fit);
                        }
                        super.encryptBlocks(in, inOff, out, outOff, blocks);
                    }
                })),
                Arguments.of("destroy", broken("destroy does nothing", k -> destroyFault(k, DestroyFault.DOES_NOTHING))),
                Arguments.of("FIPS-197 Appendix C", broken("a permutation that is not AES (its inverse is right)",
                        k -> new FaultyKey(k) {
                    @Override
                    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                        super.encryptBlocks(in, inOff, out, outOff, blocks);
                        for (int b = 0; b < blocks; b++) {
                            out[outOff + 16 * b] ^= 1;
                        }
                    }

                    @Override
                    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                        byte[] undone = Arrays.copyOfRange(in, inOff, inOff + 16 * blocks);
                        for (int b = 0; b < blocks; b++) {
                            undone[16 * b] ^= 1;
                        }
                        super.decryptBlocks(undone, 0, out, outOff, blocks);
                    }
                })),
                Arguments.of("destroy", broken("marked destroyed only by a second destroy",
                        k -> destroyFault(k, DestroyFault.ONLY_THE_SECOND_COUNTS))),
                Arguments.of("FIPS-197 Appendix C", broken("keyBits always 128", k -> new FaultyKey(k) {
                    @Override
                    public int keyBits() {
                        return 128;
                    }
                })),
                Arguments.of("FIPS-197 Appendix C", broken("wrong single-block encryption", k -> after(k, Call.ENCRYPT, flipsAt(1, 0)))),
                Arguments.of("FIPS-197 Appendix C", broken("wrong single-block decryption", k -> after(k, Call.DECRYPT, flipsAt(1, 0)))),
                Arguments.of("every block count against the JDK", broken("wrong encryption of two blocks",
                        k -> after(k, Call.ENCRYPT, flipsAt(2, 17)))),
                Arguments.of("every block count against the JDK", broken("wrong at exactly 20 blocks",
                        k -> after(k, Call.ENCRYPT, flipsAt(20, 0)))),
                Arguments.of("every block count against the JDK", broken("decryption writes a byte past the range",
                        k -> after(k, Call.DECRYPT, WRITES_PAST_THE_RANGE))),
                Arguments.of("every block count against the JDK", broken("encrypts zeros whatever the input",
                        k -> new FaultyKey(k) {
                    @Override
                    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                        super.encryptBlocks(new byte[16 * blocks], 0, out, outOff, blocks);
                    }
                })),
                Arguments.of("overlapping block ranges", broken("decryption block by block, no copy",
                        k -> new FaultyKey(k) {
                    @Override
                    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                        for (int i = 0; i < blocks; i++) {
                            super.decryptBlocks(in, inOff + 16 * i, out, outOff + 16 * i, 1);
                        }
                    }
                })),
                Arguments.of("counter mode near every wrap", broken("counter mode writes a byte past the range",
                        k -> after(k, Call.CTR, WRITES_PAST_THE_RANGE))),
                Arguments.of("counter mode near every wrap", broken("CTR128 sticks at the all-ones block",
                        k -> new FaultyKey(k) {
                    @Override
                    public void ctrXorBlocks(CounterFlavour f, byte[] iv, long first, byte[] in, int inOff,
                            byte[] out, int outOff, int blocks) {
                        if (f != CounterFlavour.CTR128_BE) {
                            super.ctrXorBlocks(f, iv, first, in, inOff, out, outOff, blocks);
                            return;
                        }
                        byte[] block = new byte[16];
                        for (int i = 0; i < blocks; i++) {
                            java.math.BigInteger c = new java.math.BigInteger(1, iv).add(java.math.BigInteger.valueOf(first + i));
                            java.math.BigInteger max = java.math.BigInteger.ONE.shiftLeft(128).subtract(java.math.BigInteger.ONE);
                            byte[] counter = dev.aesref.testkit.ExpectedCtr.counterBlock(f, new byte[16], c.min(max));
                            inner.encryptBlocks(counter, 0, block, 0, 1);
                            for (int j = 0; j < 16; j++) {
                                out[outOff + 16 * i + j] = (byte) (in[inOff + 16 * i + j] ^ block[j]);
                            }
                        }
                    }
                })),
                Arguments.of("destroy", broken("destroyed from the start", k -> destroyFault(k, DestroyFault.DESTROYED_FROM_THE_START))),
                Arguments.of("destroy", broken("isDestroyed stays false", k -> destroyFault(k, DestroyFault.STAYS_FALSE))),
                Arguments.of("destroy", broken("a second destroy revives the key", k -> destroyFault(k, DestroyFault.SECOND_REVIVES))),
                Arguments.of("destroy", broken("writes the output before refusing a destroyed key",
                        k -> before(k, Call.CTR, (in, inOff, out, outOff, blocks) -> {
                            if (k.isDestroyed()) {
                                out[outOff] = 0;
                            }
                        }))),
                Arguments.of("ranges refused by name before any write", broken("writes what fits of the input",
                        k -> before(k, Call.ENCRYPT, (in, inOff, out, outOff, blocks) -> {
                            if (in != null && out != null && blocks > 0 && inOff == 0 && in.length < 16 * blocks
                                    && out.length >= 16 * blocks) {
                                out[0] = 0;
                            }
                        }))),
                Arguments.of("ranges refused by name before any write", broken("writes what fits of the output",
                        k -> before(k, Call.DECRYPT, (in, inOff, out, outOff, blocks) -> {
                            if (in != null && out != null && blocks > 0 && outOff == 0 && out.length < 16 * blocks) {
                                out[0] = 0;
                            }
                        }))),
                Arguments.of("ranges refused by name before any write", broken("zero-block counter mode writes",
                        k -> before(k, Call.CTR, (in, inOff, out, outOff, blocks) -> {
                            if (blocks == 0 && out != null && out.length > 0) {
                                out[0] = 0;
                            }
                        }))),
                Arguments.of("ranges refused by name before any write", broken("zero-block encryption refused",
                        k -> before(k, Call.ENCRYPT, REFUSES_ZERO_BLOCKS))),
                Arguments.of("ranges refused by name before any write", broken("zero-block decryption refused",
                        k -> before(k, Call.DECRYPT, REFUSES_ZERO_BLOCKS))),
                Arguments.of("ranges refused by name before any write", broken("zero-block counter mode refused",
                        k -> before(k, Call.CTR, REFUSES_ZERO_BLOCKS))),
                Arguments.of("destroy while threads call", broken("isDestroyed stays false after threads called",
                        k -> destroyFault(k, DestroyFault.STAYS_FALSE))),
                Arguments.of("one key shared by threads", broken("scratch in a field, shared by every call",
                        SharedScratchKey::new)),
                Arguments.of("destroy while threads call", broken("destroy corrupts what calls in flight read",
                        CarelessDestroyKey::new)));
    }

    /**
     * A key whose destroy() changes what a call in flight reads, and whose calls never look again.
     * The race is made certain: the first call after destroy() begins waits, its output computed,
     * until destroy() has changed it, then returns it. Right on one thread.
     */
    private static final class CarelessDestroyKey extends FaultyKey {
        private final InFlight inFlight = new InFlight();

        CarelessDestroyKey(ExpandedKey inner) {
            super(inner);
        }

        @Override
        public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            super.encryptBlocks(in, inOff, out, outOff, blocks);
            out[outOff] ^= inFlight.poisonAfterDestroy();
        }

        @Override
        public void ctrXorBlocks(CounterFlavour f, byte[] iv, long first, byte[] in, int inOff,
                byte[] out, int outOff, int blocks) {
            super.ctrXorBlocks(f, iv, first, in, inOff, out, outOff, blocks);
            out[outOff] ^= inFlight.poisonAfterDestroy();
        }

        @Override
        public void destroy() {
            inFlight.destroyUnderACall(super::destroy);
        }
    }

    /**
     * A key that is right on one thread: each call copies its input into one buffer of the key,
     * works there and copies the result out, as an engine with scratch in fields does. Two calls
     * at once overwrite each other's blocks. The first two calls wait for each other after
     * writing the scratch (at most 5 s), so that the suite sees the race on every run.
     */
    private static final class SharedScratchKey extends FaultyKey {
        private final byte[] scratch = new byte[16 * 200];

        SharedScratchKey(ExpandedKey inner) {
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
        public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            Ranges.checkBlocks("in", in, inOff, blocks);
            Ranges.checkBlocks("out", out, outOff, blocks);
            System.arraycopy(in, inOff, scratch, 0, 16 * blocks);
            meet();
            super.encryptBlocks(scratch, 0, scratch, 0, blocks);
            Thread.yield();
            System.arraycopy(scratch, 0, out, outOff, 16 * blocks);
        }

        @Override
        public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            Ranges.checkBlocks("in", in, inOff, blocks);
            Ranges.checkBlocks("out", out, outOff, blocks);
            System.arraycopy(in, inOff, scratch, 0, 16 * blocks);
            meet();
            super.decryptBlocks(scratch, 0, scratch, 0, blocks);
            Thread.yield();
            System.arraycopy(scratch, 0, out, outOff, 16 * blocks);
        }
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("brokenEngines")
    void eachBrokenEngineFailsTheTestOfItsBug(String test, BlockEngine broken) {
        // That one test alone: the suite's tests are independent, and each broken engine is run
        // by PIT for many mutants of the suite.
        Map<String, Throwable> results = SuiteRun.run(SuiteRun.only(Set.of(test), BlockEngineConformance.tests(broken)));
        assertEquals(Set.of(test), results.keySet());
        assertNotNull(results.get(test), broken.name() + " passed '" + test + "'");
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("brokenEngines")
    void eachBrokenEngineFailsACheckOfItsBug(String test, BlockEngine broken) {
        List<ConformanceCheck> ofTheBug = BlockEngineConformance.checks(broken).stream()
                .filter(c -> c.property().equals(test) || c.property().startsWith(test + ", AES-"))
                .toList();
        assertFalse(ofTheBug.isEmpty(), "no check of '" + test + "'");
        assertTrue(ofTheBug.stream().anyMatch(BlockEngineConformanceTest::fails),
                broken.name() + " passed every check of '" + test + "'");
    }

    @Test
    void theChecksAreThePropertiesOneByOneAndEachKeySizeAlone() {
        BlockEngine nohw = Engines.byName("nohw");
        List<ConformanceCheck> checks = BlockEngineConformance.checks(nohw);
        List<String> properties = checks.stream().map(ConformanceCheck::property).toList();
        assertEquals(List.of(
                "FIPS-197 Appendix C, AES-128", "FIPS-197 Appendix C, AES-192", "FIPS-197 Appendix C, AES-256",
                "every block count against the JDK, AES-128", "every block count against the JDK, AES-192",
                "every block count against the JDK, AES-256",
                "overlapping block ranges",
                "counter mode near every wrap, AES-128", "counter mode near every wrap, AES-192",
                "counter mode near every wrap, AES-256",
                "counter mode at indices near 2^64", "counter mode split into two calls",
                "counter mode on overlapping ranges", "wrong key lengths refused", "no reference to the caller's key",
                "ranges refused by name before any write", "destroy", "one key shared by threads", "destroy while threads call"), properties);
        for (ConformanceCheck c : checks) {
            assertEquals("nohw", c.subject());
            assertEquals("nohw: " + c.property(), c.toString());
            assertFalse(fails(c), c + " failed");
        }
    }

    @Test
    void aCheckOfOneKeySizeRunsThatSizeOnly() {
        // Wrong AES-192 only: the AES-192 check fails, the AES-128 and AES-256 ones pass.
        BlockEngine broken192 = broken("wrong AES-192 encryption", k -> k.keyBits() != 192 ? k : new FaultyKey(k) {
            @Override
            public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                super.encryptBlocks(in, inOff, out, outOff, blocks);
                if (blocks > 0) {
                    out[outOff] ^= 1;
                }
            }
        });
        List<String> failed = BlockEngineConformance.checks(broken192).stream()
                .filter(c -> c.property().startsWith("FIPS-197"))
                .filter(BlockEngineConformanceTest::fails)
                .map(ConformanceCheck::property)
                .toList();
        assertEquals(List.of("FIPS-197 Appendix C, AES-192"), failed);
    }

    private static boolean fails(ConformanceCheck check) {
        try {
            check.run();
            return false;
        } catch (Throwable t) {
            return true;
        }
    }

    @Test
    void aKeyOfAWrongLengthThatIsAcceptedIsCaught() {
        BlockEngine padsShortKeys = engine("pads 20-byte keys", key -> JdkAesEngine.key(
                key != null && key.length == 20 ? Arrays.copyOf(key, 24) : key));
        assertNotNull(SuiteRun.run(BlockEngineConformance.tests(padsShortKeys)).get("wrong key lengths refused"));
    }

    @Test
    void aRefusalOfAWrongKeyLengthMustNameTheLength() {
        for (String message : new String[] {"wrong key length", null}) {
            BlockEngine vague = engine("refuses without the length", key -> {
                if (key != null && key.length != 16 && key.length != 24 && key.length != 32) {
                    throw new IllegalArgumentException(message);
                }
                return JdkAesEngine.key(key);
            });
            assertNotNull(SuiteRun.run(BlockEngineConformance.tests(vague)).get("wrong key lengths refused"), message);
        }
    }

    @Test
    void aFailureNamesTheEngineAndTheSeed() {
        Map<String, Throwable> results = SuiteRun.run(BlockEngineConformance.tests(broken("writes past",
                k -> after(k, Call.ENCRYPT, WRITES_PAST_THE_RANGE))));
        String message = results.get("every block count against the JDK").getMessage();
        assertTrue(message.startsWith("writes past: encrypt AES-128, 0 blocks") && message.contains(": wrote byte "), message);
        assertTrue(message.contains("-D" + Seed.PROPERTY + "=0x"), message);
    }

    /** The suite destroys every key it expands, on a correct engine. */
    @Test
    void theSuiteDestroysEveryKeyItMakes() {
        List<ExpandedKey> made = new java.util.ArrayList<>();
        BlockEngine ledger = engine("ledger", key -> {
            ExpandedKey k = JdkAesEngine.key(key);
            made.add(k);
            return k;
        });
        assertEquals(List.of(), SuiteRun.failed(SuiteRun.run(BlockEngineConformance.tests(ledger))));
        assertTrue(made.size() > 10, made.size() + " keys");
        for (int i = 0; i < made.size(); i++) {
            assertTrue(made.get(i).isDestroyed(), "key " + i + " of " + made.size() + " was not destroyed");
        }
    }

    @Test
    void aKeyThatReadsTheCallersArrayLaterIsCaught() {
        BlockEngine keepsTheArray = engine("keeps the caller's array", key -> {
            java.util.Objects.requireNonNull(key);
            return new FaultyKey(JdkAesEngine.key(key)) {
                @Override
                public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                    ExpandedKey now = JdkAesEngine.key(key);
                    now.encryptBlocks(in, inOff, out, outOff, blocks);
                }
            };
        });
        assertNotNull(SuiteRun.run(BlockEngineConformance.tests(keepsTheArray)).get("no reference to the caller's key"));
    }

    @Test
    void theSeedCanBeSetAndIsNamedInFailures() {
        String old = System.getProperty(Seed.PROPERTY);
        try {
            System.setProperty(Seed.PROPERTY, "0x10");
            assertEquals(16, Seed.value());
            assertTrue(Seed.describe().contains("=0x10"), Seed.describe());
            System.setProperty(Seed.PROPERTY, "0X1f");
            assertEquals(31, Seed.value());
            System.setProperty(Seed.PROPERTY, " 17 ");
            assertEquals(17, Seed.value());
            System.setProperty(Seed.PROPERTY, "  ");
            assertEquals(0x5EED_AE5_2026L, Seed.value(), "a blank seed means the default");
            System.setProperty(Seed.PROPERTY, "nope");
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                    IllegalArgumentException.class, Seed::value);
            assertTrue(e.getMessage().contains(Seed.PROPERTY), e.getMessage());
        } finally {
            if (old == null) {
                System.clearProperty(Seed.PROPERTY);
            } else {
                System.setProperty(Seed.PROPERTY, old);
            }
        }
        assertEquals(0x5EED_AE5_2026L, Seed.value());
    }

    private static BlockEngine broken(String name, Function<ExpandedKey, ExpandedKey> fault) {
        return engine(name, key -> fault.apply(JdkAesEngine.key(key)));
    }

    private static BlockEngine engine(String name, Function<byte[], ExpandedKey> expand) {
        return new BlockEngine() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public ExpandedKey expandKey(byte[] key) {
                return expand.apply(key);
            }

            @Override
            public String toString() {
                return name;
            }
        };
    }
}
