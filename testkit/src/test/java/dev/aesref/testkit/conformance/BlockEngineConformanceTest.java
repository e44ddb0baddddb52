package dev.aesref.testkit.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.engines.Engines;
import dev.aesref.testkit.JdkAesEngine;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
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
            assertEquals(11, results.size(), results.keySet().toString());
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
                        k -> new FaultyKey(k) {
                    @Override
                    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                        super.encryptBlocks(in, inOff, out, outOff, blocks);
                        int end = outOff + 16 * blocks;
                        if (end < out.length) {
                            out[end] = 0;
                        }
                    }
                })),
                Arguments.of("every block count against the JDK", broken("wrong last block of a 65-block call",
                        k -> new FaultyKey(k) {
                    @Override
                    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                        super.decryptBlocks(in, inOff, out, outOff, blocks);
                        if (blocks == 65) {
                            out[outOff + 16 * 64] ^= 1;
                        }
                    }
                })),
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
                Arguments.of("destroy", broken("destroy does nothing", k -> new FaultyKey(k) {
                    @Override
                    public void destroy() {}

                    @Override
                    public boolean isDestroyed() {
                        return false;
                    }
                })));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("brokenEngines")
    void eachBrokenEngineFailsTheTestOfItsBug(String test, BlockEngine broken) {
        Map<String, Throwable> results = SuiteRun.run(BlockEngineConformance.tests(broken));
        assertTrue(results.containsKey(test), results.keySet().toString());
        assertNotNull(results.get(test), broken.name() + " passed '" + test + "'");
    }

    @Test
    void aKeyOfAWrongLengthThatIsAcceptedIsCaught() {
        BlockEngine padsShortKeys = engine("pads 20-byte keys", key -> JdkAesEngine.key(
                key != null && key.length == 20 ? Arrays.copyOf(key, 24) : key));
        assertNotNull(SuiteRun.run(BlockEngineConformance.tests(padsShortKeys)).get("wrong key lengths refused"));
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
            System.setProperty(Seed.PROPERTY, "17");
            assertEquals(17, Seed.value());
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
