package dev.aesref.testkit.conformance;

import static dev.aesref.testkit.conformance.Refusals.assertMarked;
import static dev.aesref.testkit.conformance.Refusals.marked;
import static dev.aesref.testkit.conformance.Refusals.refusedNaming;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.testkit.JdkAesEngine;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.ObjIntConsumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.function.Executable;
import org.opentest4j.AssertionFailedError;

/**
 * The contract of {@link BlockEngine} and {@link ExpandedKey}, as JUnit 5 dynamic tests, for any
 * implementation. One line runs it:
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicNode> aes() {
 *     return BlockEngineConformance.tests(new MyEngine());
 * }
 * }</pre>
 *
 * <p>{@link #checks(BlockEngine)} gives the same properties as {@link ConformanceCheck}s, one per
 * property and, where a property is checked at each key length, one per length: a
 * {@code @ParameterizedTest} over them makes each one test of its own (aesref's own tests run
 * every engine of its registry that way).
 *
 * <p>What it checks, each as its own test:
 * <ul>
 *   <li>the FIPS-197 Appendix C answers for the three key sizes, and {@code keyBits}/{@code rounds};</li>
 *   <li>encryption and decryption of every block count from 0 to 20 and on both sides of 32, 64
 *       and 128 blocks (where batched engines change batch), at odd offsets, against the JDK's
 *       AES, without a byte written outside the output range;</li>
 *   <li>overlapping input and output, in place and shifted by 1, 15, 16 and more bytes both ways,
 *       as if the input were copied first;</li>
 *   <li>counter mode in every {@link CounterFlavour}, with counters just below each wrap and
 *       block indices near 2^64, against {@link JdkAesEngine#ctrAt}: counter blocks computed
 *       with {@code BigInteger} ({@link dev.aesref.testkit.ExpectedCtr#counterBlock}) and
 *       encrypted by the JDK; one call
 *       equals the same blocks in two calls; overlapping ranges;</li>
 *   <li>refusals: wrong key lengths, ranges that do not fit (by parameter name, before any byte
 *       is written), negative counts, nulls, and use after {@code destroy()};</li>
 *   <li>the expanded key keeps no reference to the caller's key array;</li>
 *   <li>one key shared by four threads, each encrypting, decrypting and running counter mode on
 *       inputs of its own, gives every thread the single-thread answer ({@link SharedUse});</li>
 *   <li>{@code destroy()} while other threads are inside calls: each call returns the right
 *       output, or throws {@link IllegalStateException} with its output range zeroed or not yet
 *       written. A call never returns output computed from a half-zeroed key.</li>
 * </ul>
 *
 * <p>Expected values come from FIPS-197 and from the JDK's {@code AES/ECB/NoPadding}, never from
 * the engine under test. Random inputs are drawn from a fixed seed, overridable with
 * {@code -Daesref.conformance.seed=...}; each failure message names it.
 */
public final class BlockEngineConformance {

    private static final HexFormat HEX = HexFormat.of();

    /** Block counts where a batched engine changes batch or path. */
    private static final int[] BATCH_EDGES = {31, 32, 33, 63, 64, 65, 127, 128, 129};

    private final BlockEngine engine;

    private BlockEngineConformance(BlockEngine engine) {
        this.engine = engine;
    }

    /** The key lengths in bytes, for the properties that are checked at each. */
    private static final int[] KEY_BYTES = {16, 24, 32};

    /** The one "key length" of a property checked once, with a key of its own choosing. */
    private static final int[] ONCE = {0};

    /**
     * The properties, in the order {@link #tests(BlockEngine)} runs them. A property checked at
     * each key length is one dynamic test there, and one {@link ConformanceCheck} per length.
     */
    private static final List<Property> PROPERTIES = List.of(
            new Property("FIPS-197 Appendix C", KEY_BYTES, BlockEngineConformance::fips197AppendixC),
            new Property("every block count against the JDK", KEY_BYTES, BlockEngineConformance::everyBlockCountMatchesTheJdk),
            once("overlapping block ranges", BlockEngineConformance::overlappingRangesActAsIfCopiedFirst),
            new Property("counter mode near every wrap", KEY_BYTES, BlockEngineConformance::ctrMatchesTheReferenceNearEveryWrap),
            once("counter mode at indices near 2^64", BlockEngineConformance::ctrAtIndicesNearTheEndOfTheIndexSpace),
            once("counter mode split into two calls", BlockEngineConformance::ctrSplitIntoTwoCallsIsTheSame),
            once("counter mode on overlapping ranges", BlockEngineConformance::ctrOverlappingRangesActAsIfCopiedFirst),
            once("wrong key lengths refused", BlockEngineConformance::wrongKeyLengthsAreRefused),
            once("no reference to the caller's key", BlockEngineConformance::keepsNoReferenceToTheCallersKey),
            once("ranges refused by name before any write", BlockEngineConformance::rangesAreRefusedByNameBeforeAnyWrite),
            once("destroy", BlockEngineConformance::destroyMarksTheKeyAndLaterUseFails),
            once("one key shared by threads", BlockEngineConformance::oneKeySharedByThreadsGivesEveryAnswer),
            once("destroy while threads call", BlockEngineConformance::destroyDuringCallsGivesNoWrongOutput));

    /** The suite for one engine: one dynamic test per property, named after it. */
    public static Stream<DynamicNode> tests(BlockEngine engine) {
        Objects.requireNonNull(engine, "engine");
        BlockEngineConformance s = new BlockEngineConformance(engine);
        return PROPERTIES.stream().map(p -> test(p.name(), () -> p.runEveryKeyLength(s)));
    }

    /** The suite for each engine, one container per engine, named after {@link BlockEngine#name}. */
    public static Stream<DynamicNode> tests(Collection<? extends BlockEngine> engines) {
        return engines.stream().map(e -> DynamicContainer.dynamicContainer(e.name(), tests(e)));
    }

    /**
     * The suite for one engine as checks to run one by one: one per property, and one per key
     * length ("FIPS-197 Appendix C, AES-192") for the properties checked at each. Together they
     * check what {@link #tests(BlockEngine)} checks, on the same inputs.
     */
    public static List<ConformanceCheck> checks(BlockEngine engine) {
        Objects.requireNonNull(engine, "engine");
        BlockEngineConformance s = new BlockEngineConformance(engine);
        List<ConformanceCheck> checks = new ArrayList<>();
        for (Property p : PROPERTIES) {
            for (int keyBytes : p.keyLengths()) {
                String name = keyBytes == 0 ? p.name() : p.name() + ", AES-" + 8 * keyBytes;
                checks.add(new ConformanceCheck(engine.name(), name, () -> p.body().accept(s, keyBytes)));
            }
        }
        return List.copyOf(checks);
    }

    private static DynamicNode test(String name, Executable body) {
        return DynamicTest.dynamicTest(name, body);
    }

    private static Property once(String name, Consumer<BlockEngineConformance> body) {
        return new Property(name, ONCE, (s, keyBytes) -> body.accept(s));
    }

    /**
     * One property of the suite: its name, the key lengths in bytes it is checked at ({@link #ONCE}
     * for a property that picks its own key), and its body, given one of those lengths.
     */
    private record Property(String name, int[] keyLengths, ObjIntConsumer<BlockEngineConformance> body) {

        /** The dynamic test's body: the property at each of its key lengths in turn. */
        void runEveryKeyLength(BlockEngineConformance s) {
            for (int keyBytes : keyLengths) {
                body.accept(s, keyBytes);
            }
        }
    }

    private String where(String what) {
        return engine.name() + ": " + what + Seed.describe();
    }

    private SplittableRandom random(long test) {
        return new SplittableRandom(Seed.value() ^ test);
    }

    /** FIPS-197 Appendix C.1, C.2, C.3: plaintext 00112233..ff, key 000102.. of the given length. */
    void fips197AppendixC(int keyBytes) {
        byte[] pt = HEX.parseHex("00112233445566778899aabbccddeeff");
        String[][] cases = {
            {"000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"},
            {"000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"},
            {"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
                "8ea2b7ca516745bfeafc49904b496089"},
        };
        String[] c = cases[(keyBytes - 16) / 8];
        ExpandedKey k = engine.expandKey(HEX.parseHex(c[0]));
        assertEquals(c[0].length() * 4, k.keyBits(), engine.name() + ": keyBits");
        assertEquals(c[0].length() / 8 + 6, k.rounds(), engine.name() + ": rounds");
        byte[] ct = new byte[16];
        k.encryptBlocks(pt, 0, ct, 0, 1);
        assertEquals(c[1], HEX.formatHex(ct), engine.name() + ": encrypt under " + c[0]);
        byte[] back = new byte[16];
        k.decryptBlocks(ct, 0, back, 0, 1);
        assertArrayEquals(pt, back, engine.name() + ": decrypt under " + c[0]);
        k.destroy();
    }

    /**
     * Every block count at one key length. Each length draws from the start of the test's
     * stream, so that its inputs are the same whether it runs alone or after the others.
     */
    void everyBlockCountMatchesTheJdk(int keyLen) {
        SplittableRandom rnd = random(1);
        byte[] key = bytes(rnd, keyLen);
        ExpandedKey k = engine.expandKey(key);
        for (int blocks : blockCounts()) {
            int inOff = rnd.nextInt(5);
            int outOff = rnd.nextInt(5);
            int n = 16 * blocks;
            byte[] in = bytes(rnd, inOff + n + 3);
            byte[] plain = Arrays.copyOfRange(in, inOff, inOff + n);
            String what = "AES-" + 8 * keyLen + ", " + blocks + " blocks";

            byte[] out = marked(outOff + n + 2);
            k.encryptBlocks(in, inOff, out, outOff, blocks);
            assertArrayEquals(JdkAesEngine.ecb(true, key, plain), slice(out, outOff, n),
                    where("encrypt " + what));
            assertOutside(out, outOff, n, where("encrypt " + what));

            byte[] dec = marked(outOff + n + 2);
            k.decryptBlocks(in, inOff, dec, outOff, blocks);
            assertArrayEquals(JdkAesEngine.ecb(false, key, plain), slice(dec, outOff, n),
                    where("decrypt " + what));
            assertOutside(dec, outOff, n, where("decrypt " + what));
        }
        k.destroy();
    }

    private static int[] blockCounts() {
        int[] counts = new int[21 + BATCH_EDGES.length];
        for (int i = 0; i <= 20; i++) {
            counts[i] = i;
        }
        System.arraycopy(BATCH_EDGES, 0, counts, 21, BATCH_EDGES.length);
        return counts;
    }

    void overlappingRangesActAsIfCopiedFirst() {
        SplittableRandom rnd = random(2);
        byte[] key = bytes(rnd, 32);
        ExpandedKey k = engine.expandKey(key);
        for (int blocks : new int[] {1, 3, 8, 9, 13, 17, 65}) {
            for (int shift : new int[] {0, 1, 15, 16, 17, 16 * 33 + 3, -1, -15, -16, -33}) {
                int n = 16 * blocks;
                int inOff = 16 * 40;
                byte[] buf = bytes(rnd, n + 2 * inOff);
                byte[] plain = slice(buf, inOff, n);
                String what = blocks + " blocks shifted by " + shift;
                byte[] b1 = buf.clone();
                k.encryptBlocks(b1, inOff, b1, inOff + shift, blocks);
                assertArrayEquals(JdkAesEngine.ecb(true, key, plain), slice(b1, inOff + shift, n),
                        where("encrypt " + what));
                byte[] b2 = buf.clone();
                k.decryptBlocks(b2, inOff, b2, inOff + shift, blocks);
                assertArrayEquals(JdkAesEngine.ecb(false, key, plain), slice(b2, inOff + shift, n),
                        where("decrypt " + what));
            }
        }
        k.destroy();
    }

    /**
     * Every flavour at one key length, counters of 0 to 5 below the wrap of each counter width,
     * or random. Each length draws from the start of the test's stream, as above.
     */
    void ctrMatchesTheReferenceNearEveryWrap(int keyLen) {
        SplittableRandom rnd = random(3);
        for (CounterFlavour f : CounterFlavour.values()) {
            byte[] key = bytes(rnd, keyLen);
            ExpandedKey k = engine.expandKey(key);
            for (int nearEnd : new int[] {0, 4, 8, 12, -1}) {
                byte[] iv = bytes(rnd, 16);
                if (nearEnd >= 0) {
                    Arrays.fill(iv, nearEnd, 16, (byte) 0xFF);
                    iv[15] = (byte) (0xFF - rnd.nextInt(6));
                }
                for (int blocks : new int[] {1 + rnd.nextInt(20), 1 + rnd.nextInt(140)}) {
                    long first = rnd.nextInt(3);
                    byte[] in = bytes(rnd, 16 * blocks + 5);
                    byte[] out = marked(16 * blocks + 7);
                    k.ctrXorBlocks(f, iv, first, in, 5, out, 3, blocks);
                    byte[] expected = JdkAesEngine.ctrAt(key, f, iv, first, slice(in, 5, 16 * blocks));
                    String what = f + " AES-" + 8 * keyLen + " iv " + HEX.formatHex(iv) + " first "
                            + first + ", " + blocks + " blocks";
                    assertArrayEquals(expected, slice(out, 3, 16 * blocks), where(what));
                    assertOutside(out, 3, 16 * blocks, where(what));
                }
            }
            k.destroy();
        }
    }

    /** Block indices are unsigned and count modulo 2^64 (the contract of ctrXorBlocks). */
    void ctrAtIndicesNearTheEndOfTheIndexSpace() {
        SplittableRandom rnd = random(4);
        byte[] key = bytes(rnd, 16);
        ExpandedKey k = engine.expandKey(key);
        for (CounterFlavour f : CounterFlavour.values()) {
            for (long first : new long[] {-1L, -3L, -20L, Long.MAX_VALUE - 2, Long.MAX_VALUE, 1L << 32}) {
                byte[] iv = bytes(rnd, 16);
                int blocks = 1 + rnd.nextInt(40);
                byte[] in = bytes(rnd, 16 * blocks);
                byte[] out = new byte[16 * blocks];
                k.ctrXorBlocks(f, iv, first, in, 0, out, 0, blocks);
                assertArrayEquals(JdkAesEngine.ctrAt(key, f, iv, first, in), out,
                        where(f + " first " + Long.toUnsignedString(first) + ", " + blocks + " blocks"));
            }
        }
        k.destroy();
    }

    void ctrSplitIntoTwoCallsIsTheSame() {
        SplittableRandom rnd = random(5);
        byte[] key = bytes(rnd, 24);
        ExpandedKey k = engine.expandKey(key);
        for (CounterFlavour f : CounterFlavour.values()) {
            byte[] iv = bytes(rnd, 16);
            int blocks = 70;
            byte[] in = bytes(rnd, 16 * blocks);
            byte[] whole = new byte[16 * blocks];
            k.ctrXorBlocks(f, iv, 9, in, 0, whole, 0, blocks);
            for (int cut : new int[] {1, 15, 16, 17, 64, 69}) {
                byte[] parts = new byte[16 * blocks];
                k.ctrXorBlocks(f, iv, 9, in, 0, parts, 0, cut);
                k.ctrXorBlocks(f, iv, 9 + cut, in, 16 * cut, parts, 16 * cut, blocks - cut);
                assertArrayEquals(whole, parts, where(f + " cut after " + cut + " blocks"));
            }
        }
        k.destroy();
    }

    void ctrOverlappingRangesActAsIfCopiedFirst() {
        SplittableRandom rnd = random(6);
        byte[] key = bytes(rnd, 16);
        ExpandedKey k = engine.expandKey(key);
        for (CounterFlavour f : CounterFlavour.values()) {
            for (int blocks : new int[] {1, 5, 64, 65, 130}) {
                for (int shift : new int[] {0, 1, 15, 16, 17, 16 * 64 + 3, -1, -16, -33}) {
                    int n = 16 * blocks;
                    byte[] iv = bytes(rnd, 16);
                    int inOff = 16 * 70;
                    byte[] buf = bytes(rnd, n + 2 * inOff);
                    byte[] expected = JdkAesEngine.ctrAt(key, f, iv, 0, slice(buf, inOff, n));
                    k.ctrXorBlocks(f, iv, 0, buf, inOff, buf, inOff + shift, blocks);
                    assertArrayEquals(expected, slice(buf, inOff + shift, n),
                            where(f + " " + blocks + " blocks shifted by " + shift));
                }
            }
        }
        k.destroy();
    }

    void wrongKeyLengthsAreRefused() {
        for (int len : new int[] {0, 1, 15, 17, 20, 23, 25, 31, 33, 64}) {
            var e = assertThrows(IllegalArgumentException.class, () -> engine.expandKey(new byte[len]),
                    engine.name() + ": a key of " + len + " bytes");
            assertTrue(String.valueOf(e.getMessage()).contains(String.valueOf(len)),
                    engine.name() + ": the message names the length " + len + ": " + e.getMessage());
        }
        assertThrows(NullPointerException.class, () -> engine.expandKey(null), engine.name() + ": null key");
    }

    void keepsNoReferenceToTheCallersKey() {
        byte[] key = new byte[16];
        ExpandedKey k = engine.expandKey(key);
        Arrays.fill(key, (byte) 0x55);
        byte[] out = new byte[16];
        k.encryptBlocks(new byte[16], 0, out, 0, 1);
        assertArrayEquals(JdkAesEngine.ecb(true, new byte[16], new byte[16]), out,
                engine.name() + ": the key changed with the caller's array");
        k.destroy();
    }

    /**
     * Each operation checks its input and output range itself, up front: the exception is the
     * range check's, naming the parameter, and no output byte is written, also when the first
     * blocks would fit.
     */
    void rangesAreRefusedByNameBeforeAnyWrite() {
        ExpandedKey k = engine.expandKey(new byte[32]);
        byte[] iv = new byte[16];
        byte[] shortIn = new byte[40]; // two whole blocks and a half: three do not fit
        byte[] in = new byte[48];
        byte[] shortOut = marked(40);
        byte[] out = marked(48);
        CounterFlavour f = CounterFlavour.CTR32_BE;
        refusedNaming(IndexOutOfBoundsException.class, "in", () -> k.encryptBlocks(shortIn, 0, out, 0, 3));
        refusedNaming(IndexOutOfBoundsException.class, "in", () -> k.decryptBlocks(shortIn, 0, out, 0, 3));
        refusedNaming(IndexOutOfBoundsException.class, "in", () -> k.ctrXorBlocks(f, iv, 0, shortIn, 0, out, 0, 3));
        refusedNaming(IndexOutOfBoundsException.class, "out", () -> k.encryptBlocks(in, 0, shortOut, 0, 3));
        refusedNaming(IndexOutOfBoundsException.class, "out", () -> k.decryptBlocks(in, 0, shortOut, 0, 3));
        refusedNaming(IndexOutOfBoundsException.class, "out", () -> k.ctrXorBlocks(f, iv, 0, in, 0, shortOut, 0, 3));
        refusedNaming(IndexOutOfBoundsException.class, "in", () -> k.encryptBlocks(in, 40, out, 0, 1));
        refusedNaming(IndexOutOfBoundsException.class, "in", () -> k.decryptBlocks(in, -1, out, 0, 1));
        refusedNaming(IndexOutOfBoundsException.class, "out", () -> k.decryptBlocks(in, 0, out, 40, 1));
        refusedNaming(IndexOutOfBoundsException.class, "out", () -> k.encryptBlocks(in, 0, out, -16, 1));
        assertThrows(IllegalArgumentException.class, () -> k.encryptBlocks(in, 0, out, 0, -1));
        assertThrows(IllegalArgumentException.class, () -> k.decryptBlocks(in, 0, out, 0, -1));
        assertThrows(IllegalArgumentException.class, () -> k.ctrXorBlocks(f, iv, 0, in, 0, out, 0, -1));
        assertThrows(IllegalArgumentException.class, () -> k.ctrXorBlocks(f, new byte[15], 0, in, 0, out, 0, 1));
        assertThrows(NullPointerException.class, () -> k.encryptBlocks(null, 0, out, 0, 1));
        assertThrows(NullPointerException.class, () -> k.decryptBlocks(in, 0, null, 0, 1));
        assertThrows(NullPointerException.class, () -> k.ctrXorBlocks(f, null, 0, in, 0, out, 0, 1));
        assertThrows(NullPointerException.class, () -> k.ctrXorBlocks(null, iv, 0, in, 0, out, 0, 1));
        assertMarked(shortOut); // out is checked below, after calls of zero blocks that must not write either
        k.encryptBlocks(in, 0, out, 0, 0);
        k.decryptBlocks(in, 0, out, 0, 0);
        k.ctrXorBlocks(f, iv, 0, in, 0, out, 0, 0);
        assertMarked(out);
        k.destroy();
    }

    void destroyMarksTheKeyAndLaterUseFails() {
        ExpandedKey k = engine.expandKey(new byte[24]);
        assertFalse(k.isDestroyed(), engine.name() + ": a new key is destroyed");
        k.destroy();
        assertTrue(k.isDestroyed(), engine.name() + ": destroy() did not mark the key");
        byte[] b = marked(16);
        assertThrows(IllegalStateException.class, () -> k.encryptBlocks(b, 0, b, 0, 1));
        assertThrows(IllegalStateException.class, () -> k.decryptBlocks(b, 0, b, 0, 1));
        assertThrows(IllegalStateException.class,
                () -> k.ctrXorBlocks(CounterFlavour.CTR32_BE, new byte[16], 0, b, 0, b, 0, 1));
        assertMarked(b);
        k.destroy(); // a second destroy is harmless
        assertTrue(k.isDestroyed());
    }

    /** The block counts of the threads' calls: the short and wide paths of batched engines. */
    private static final int[] SHARED_BLOCKS = {1, 2, 5, 12, 13, 16, 17, 33, 65};

    /** Threads, and calls per thread, of the sharing properties. */
    private static final int THREADS = 4;
    private static final int CALLS = 120;

    /**
     * One AES-256 key, four threads, {@link #CALLS} calls each: encryption, decryption and counter
     * mode in turn, on inputs of the thread's own, each compared with the JDK's answer computed
     * beforehand. A key that keeps scratch in fields shared by its calls gives wrong bytes here.
     */
    void oneKeySharedByThreadsGivesEveryAnswer() {
        SplittableRandom rnd = random(9);
        byte[] key = bytes(rnd, 32);
        CounterFlavour[] flavours = CounterFlavour.values();
        byte[][][] inputs = new byte[THREADS][CALLS][];
        byte[][][] ivs = new byte[THREADS][CALLS][];
        byte[][][] expected = new byte[THREADS][CALLS][];
        for (int t = 0; t < THREADS; t++) {
            for (int c = 0; c < CALLS; c++) {
                int blocks = SHARED_BLOCKS[rnd.nextInt(SHARED_BLOCKS.length)];
                byte[] in = bytes(rnd, 16 * blocks);
                inputs[t][c] = in;
                ivs[t][c] = bytes(rnd, 16);
                expected[t][c] = switch ((t + c) % 3) {
                    case 0 -> JdkAesEngine.ecb(true, key, in);
                    case 1 -> JdkAesEngine.ecb(false, key, in);
                    default -> JdkAesEngine.ctrAt(key, flavours[c % flavours.length], ivs[t][c], c, in);
                };
            }
        }
        ExpandedKey k = engine.expandKey(key);
        SharedUse.Outcome outcome = SharedUse.run(THREADS, CALLS, 120, (t, c) -> {
            byte[] in = inputs[t][c];
            byte[] out = new byte[in.length];
            int blocks = in.length / 16;
            switch ((t + c) % 3) {
                case 0 -> k.encryptBlocks(in, 0, out, 0, blocks);
                case 1 -> k.decryptBlocks(in, 0, out, 0, blocks);
                default -> k.ctrXorBlocks(flavours[c % flavours.length], ivs[t][c], c, in, 0, out, 0, blocks);
            }
            return Arrays.equals(expected[t][c], out);
        });
        k.destroy();
        assertEquals(0, outcome.wrong(), where(outcome.describe()));
    }

    /**
     * Four threads, two encrypting and two in counter mode, call in a loop while another
     * destroys the key after each has made some calls, so that calls of both kinds are running
     * when it does. The contract: a call returns the right output, or throws
     * {@link IllegalStateException} leaving its output range zeroed (it was running when the key
     * was zeroed) or unwritten (it started after). Any other end is a finding.
     */
    void destroyDuringCallsGivesNoWrongOutput() {
        SplittableRandom rnd = random(10);
        byte[] key = bytes(rnd, 32);
        int threads = 4;
        int blocks = 17;
        byte[][] inputs = new byte[threads][];
        byte[][] expected = new byte[threads][];
        byte[][] expectedCtr = new byte[threads][];
        byte[] iv = bytes(rnd, 16);
        for (int t = 0; t < threads; t++) {
            inputs[t] = bytes(rnd, 16 * blocks);
            expected[t] = JdkAesEngine.ecb(true, key, inputs[t]);
            expectedCtr[t] = JdkAesEngine.ctrAt(key, CounterFlavour.CTR32_BE, iv, t, inputs[t]);
        }
        ExpandedKey k = engine.expandKey(key);
        java.util.concurrent.CountDownLatch warm = new java.util.concurrent.CountDownLatch(threads);
        java.util.concurrent.atomic.AtomicBoolean gone = new java.util.concurrent.atomic.AtomicBoolean();
        final int limit = 20_000;
        Thread destroyer = new Thread(() -> {
            try {
                warm.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            k.destroy();
            gone.set(true);
        });
        destroyer.setDaemon(true);
        destroyer.start();
        SharedUse.Outcome outcome = SharedUse.run(threads, 1, 120, (t, ignored) -> {
            byte[] zero = new byte[16 * blocks];
            for (int call = 0; call < limit; call++) {
                if (call == 20) {
                    warm.countDown();
                }
                byte[] out = marked(16 * blocks);
                boolean ctr = (t & 1) == 1;
                try {
                    if (ctr) {
                        k.ctrXorBlocks(CounterFlavour.CTR32_BE, iv, t, inputs[t], 0, out, 0, blocks);
                    } else {
                        k.encryptBlocks(inputs[t], 0, out, 0, blocks);
                    }
                } catch (IllegalStateException e) {
                    boolean untouched = Arrays.equals(marked(16 * blocks), out);
                    if (!untouched && !Arrays.equals(zero, out)) {
                        throw new AssertionFailedError("call " + call + " threw " + e.getMessage()
                                + " but left output that is neither zero nor unwritten");
                    }
                    return true;
                }
                if (!Arrays.equals(ctr ? expectedCtr[t] : expected[t], out)) {
                    throw new AssertionFailedError("call " + call + (ctr ? " (counter mode)" : "")
                            + " returned a wrong output" + (gone.get() ? " after destroy()" : ""));
                }
            }
            return true;
        });
        assertEquals(0, outcome.wrong(), where(outcome.describe()));
        assertTrue(k.isDestroyed(), where("destroy() did not mark the key"));
    }

    /** Asserts that no byte of {@code out} outside {@code [off, off + len)} was written. */
    private static void assertOutside(byte[] out, int off, int len, String what) {
        for (int i = 0; i < out.length; i++) {
            if ((i < off || i >= off + len) && out[i] != Refusals.MARK) {
                throw new AssertionFailedError(what + ": wrote byte " + i
                        + " outside the output range [" + off + ", " + (off + len) + ")");
            }
        }
    }

    private static byte[] bytes(SplittableRandom rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }

    private static byte[] slice(byte[] b, int off, int len) {
        return Arrays.copyOfRange(b, off, off + len);
    }
}
