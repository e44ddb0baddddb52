package dev.aesref.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.harness.NaiveCtr;
import dev.aesref.harness.Seeds;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.SplittableRandom;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * Counter mode against the BigInteger reference {@link NaiveCtr}: one-shot and streamed output,
 * chunking, seeking, the counter wrapping at the flavour width (WRAP) and the refusal to reuse a
 * counter block (REFUSE), and the care taken of the buffered keystream block.
 */
class CtrStreamTest {

    private static final CounterFlavour[] FLAVOURS = CounterFlavour.values();

    /** Keystream bytes [offset, offset + len) of the naive reference, from any block index. */
    static byte[] naiveKeystream(byte[] key, CounterFlavour f, byte[] iv, long offset, int len) {
        try {
            Cipher ecb = Cipher.getInstance("AES/ECB/NoPadding");
            ecb.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
            byte[] out = new byte[len];
            for (int i = 0; i < len; i++) {
                long pos = offset + i;
                if (i == 0 || pos % 16 == 0) {
                    byte[] block = ecb.doFinal(NaiveCtr.counterBlock(f, iv, BigInteger.valueOf(pos >>> 4)));
                    for (int j = 0; j < len - i && (pos + j) / 16 == pos / 16; j++) {
                        out[i + j] = block[(int) ((pos + j) % 16)];
                    }
                }
            }
            return out;
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    private static byte[] process(Ctr.Stream s, byte[] data) {
        byte[] out = new byte[data.length];
        s.process(data, 0, out, 0, data.length);
        return out;
    }

    private static byte[] xorWith(byte[] a, byte[] b) {
        byte[] r = a.clone();
        for (int i = 0; i < r.length; i++) {
            r[i] ^= b[i];
        }
        return r;
    }

    @Test
    void oneShotMatchesNaiveReferenceInEveryFlavour() {
        qt().withFixedSeed(Seeds.SEED).withExamples(40)
                .forAll(longs().all(), integers().between(0, 2), integers().between(0, 100))
                .checkAssert((seed, size, len) -> {
                    byte[] key = Seeds.key(seed, size);
                    byte[] iv = Seeds.bytes(seed ^ 11, 16);
                    byte[] data = Seeds.bytes(seed ^ 12, len);
                    for (CounterFlavour f : FLAVOURS) {
                        byte[] want = NaiveCtr.apply(key, f, iv, data);
                        for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                            byte[] got = new byte[len];
                            Ctr.xor(e.expandKey(key), f, iv, data, 0, got, 0, len);
                            assertArrayEquals(want, got, e.name() + " " + f);
                        }
                    }
                });
    }

    @Test
    void anyChunkingGivesTheSameBytesAsOneCall() {
        qt().withFixedSeed(Seeds.SEED).withExamples(40)
                .forAll(longs().all(), integers().between(0, 200))
                .checkAssert((seed, len) -> {
                    byte[] key = Seeds.key(seed, 0);
                    byte[] iv = Seeds.bytes(seed ^ 13, 16);
                    byte[] data = Seeds.bytes(seed ^ 14, len);
                    SplittableRandom r = new SplittableRandom(seed);
                    for (CounterFlavour f : FLAVOURS) {
                        byte[] want = NaiveCtr.apply(key, f, iv, data);
                        for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                            Ctr.Stream s = Ctr.stream(e.expandKey(key), f, iv);
                            byte[] got = new byte[len];
                            int pos = 0;
                            while (pos < len) {
                                int n = Math.min(len - pos, r.nextInt(0, 40));
                                s.process(data, pos, got, pos, n);
                                pos += n;
                                assertEquals(pos, s.position(), "position after a chunk");
                            }
                            assertArrayEquals(want, got, e.name() + " " + f);
                        }
                    }
                });
    }

    @Test
    void seekThenProcessEqualsTheSliceOfOneCall() {
        qt().withFixedSeed(Seeds.SEED).withExamples(40)
                .forAll(longs().all(), integers().between(0, 120), integers().between(0, 120))
                .checkAssert((seed, len, at) -> {
                    int offset = Math.min(at, len);
                    byte[] key = Seeds.key(seed, 1);
                    byte[] iv = Seeds.bytes(seed ^ 15, 16);
                    byte[] data = Seeds.bytes(seed ^ 16, len);
                    for (CounterFlavour f : FLAVOURS) {
                        byte[] whole = NaiveCtr.apply(key, f, iv, data);
                        for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                            Ctr.Stream s = Ctr.stream(e.expandKey(key), f, iv);
                            // Use the stream first, so that the seek must discard a partial block.
                            s.process(data, 0, new byte[len], 0, len - offset);
                            s.seek(offset);
                            assertEquals(offset, s.position());
                            byte[] got = new byte[len - offset];
                            s.process(data, offset, got, 0, len - offset);
                            assertArrayEquals(Arrays.copyOfRange(whole, offset, len), got,
                                    e.name() + " " + f + " seek " + offset);
                        }
                    }
                });
    }

    @Test
    void farSeeksMatchTheReferenceBlockIndex() {
        qt().withFixedSeed(Seeds.SEED).withExamples(40)
                .forAll(longs().all(), longs().between(0, Long.MAX_VALUE - 100), integers().between(0, 50))
                .checkAssert((seed, offset, len) -> {
                    byte[] key = Seeds.key(seed, 2);
                    byte[] iv = Seeds.bytes(seed ^ 17, 16);
                    byte[] data = Seeds.bytes(seed ^ 18, len);
                    for (CounterFlavour f : FLAVOURS) {
                        byte[] want = xorWith(data, naiveKeystream(key, f, iv, offset, len));
                        for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                            // WRAP: CTR32 wraps long before these offsets.
                            Ctr.Stream s = Ctr.stream(e.expandKey(key), f, iv, CounterReuse.WRAP);
                            s.seek(offset);
                            assertArrayEquals(want, process(s, data), e.name() + " " + f + " @" + offset);
                            assertEquals(offset + len, s.position());
                        }
                    }
                });
    }

    /** IV whose counter slice is {@code 2^width - k}: the stream wraps after k blocks. */
    private static byte[] ivNearWrap(long seed, CounterFlavour f, int k) {
        byte[] iv = Seeds.bytes(seed, 16);
        int width = f == CounterFlavour.CTR32_BE ? 4 : f == CounterFlavour.CTR64_BE ? 8 : 16;
        BigInteger v = BigInteger.TWO.pow(8 * width).subtract(BigInteger.valueOf(k));
        byte[] be = v.toByteArray(); // width + 1 bytes at most, leading zero first
        byte[] slice = new byte[width];
        int copy = Math.min(width, be.length);
        System.arraycopy(be, be.length - copy, slice, width - copy, copy);
        System.arraycopy(slice, 0, iv, 16 - width, width);
        return iv;
    }

    @Test
    void wrapContinuesWithTheWrappedCounter() {
        qt().withFixedSeed(Seeds.SEED).withExamples(30)
                .forAll(longs().all(), integers().between(1, 5), integers().between(0, 120))
                .checkAssert((seed, k, len) -> {
                    byte[] key = Seeds.key(seed, 0);
                    byte[] data = Seeds.bytes(seed ^ 19, len);
                    SplittableRandom r = new SplittableRandom(seed);
                    for (CounterFlavour f : new CounterFlavour[] {
                            CounterFlavour.CTR32_BE, CounterFlavour.CTR64_BE, CounterFlavour.CTR128_BE}) {
                        byte[] iv = ivNearWrap(seed ^ 20, f, k);
                        byte[] want = NaiveCtr.apply(key, f, iv, data);
                        for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                            for (CounterReuse policy : CounterReuse.values()) {
                                Ctr.Stream s = Ctr.stream(e.expandKey(key), f, iv, policy);
                                byte[] got = new byte[len];
                                int pos = 0;
                                while (pos < len) {
                                    int n = Math.min(len - pos, r.nextInt(1, 33));
                                    s.process(data, pos, got, pos, n);
                                    pos += n;
                                }
                                assertArrayEquals(want, got, e.name() + " " + f + " " + policy + " k=" + k);
                            }
                        }
                    }
                });
    }

    /** CTR32: 2^32 blocks of 16 bytes. */
    private static final long CTR32_LIMIT = 1L << 36;

    @Test
    void refuseThrowsBeforeWritingAtTheExactCtr32Boundary() {
        qt().withFixedSeed(Seeds.SEED).withExamples(40)
                .forAll(longs().all(), integers().between(0, 40), integers().between(0, 40))
                .checkAssert((seed, room, extra) -> {
                    byte[] key = Seeds.key(seed, 0);
                    byte[] iv = Seeds.bytes(seed ^ 21, 16);
                    int len = room + extra;
                    byte[] data = Seeds.bytes(seed ^ 22, len);
                    for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                        Ctr.Stream s = Ctr.stream(e.expandKey(key), CounterFlavour.CTR32_BE, iv,
                                CounterReuse.REFUSE);
                        long start = CTR32_LIMIT - room;
                        s.seek(start);
                        byte[] out = new byte[len];
                        Arrays.fill(out, (byte) 0x5A);
                        if (extra > 0) {
                            IllegalStateException ex = assertThrows(IllegalStateException.class,
                                    () -> s.process(data, 0, out, 0, len));
                            assertTrue(ex.getMessage().startsWith("counter exhausted: "), ex.getMessage());
                            byte[] untouched = new byte[len];
                            Arrays.fill(untouched, (byte) 0x5A);
                            assertArrayEquals(untouched, out, "nothing written before the refusal");
                            assertEquals(start, s.position(), "position unchanged by a refused request");
                        }
                        // Up to the boundary everything is allowed and correct.
                        byte[] got = new byte[room];
                        s.process(data, 0, got, 0, room);
                        byte[] want = xorWith(Arrays.copyOf(data, room),
                                naiveKeystream(key, CounterFlavour.CTR32_BE, iv, start, room));
                        assertArrayEquals(want, got, e.name());
                        assertEquals(CTR32_LIMIT, s.position());
                        s.process(data, 0, got, 0, 0); // zero bytes at the boundary: fine
                        assertThrows(IllegalStateException.class, () -> s.process(new byte[1], 0, new byte[1], 0, 1));
                    }
                });
    }

    @Test
    void refuseSeekPastTheLastCounterBlockThrows() {
        for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
            Ctr.Stream s = Ctr.stream(e.expandKey(new byte[16]), CounterFlavour.CTR32_BE, new byte[16],
                    CounterReuse.REFUSE);
            s.seek(CTR32_LIMIT); // the end of the last block: allowed
            assertEquals(CTR32_LIMIT, s.position());
            IllegalStateException ex = assertThrows(IllegalStateException.class, () -> s.seek(CTR32_LIMIT + 1));
            assertTrue(ex.getMessage().startsWith("counter exhausted: "), ex.getMessage());
            assertEquals(CTR32_LIMIT, s.position());
        }
    }

    @Test
    void wrapCtr32PastTheBoundaryRepeatsTheFirstCounterBlocks() {
        byte[] key = Seeds.key(99, 1);
        byte[] iv = Seeds.bytes(100, 16);
        byte[] data = Seeds.bytes(101, 70);
        for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
            Ctr.Stream s = Ctr.stream(e.expandKey(key), CounterFlavour.CTR32_BE, iv, CounterReuse.WRAP);
            s.seek(CTR32_LIMIT - 9);
            byte[] got = process(s, data);
            byte[] want = xorWith(data, naiveKeystream(key, CounterFlavour.CTR32_BE, iv, CTR32_LIMIT - 9, 70));
            assertArrayEquals(want, got, e.name());
            // Block 2^32 uses the same counter block as block 0.
            byte[] fromZero = new byte[16];
            Ctr.xor(e.expandKey(key), CounterFlavour.CTR32_BE, iv, new byte[16], 0, fromZero, 0, 16);
            Ctr.Stream t = Ctr.stream(e.expandKey(key), CounterFlavour.CTR32_BE, iv, CounterReuse.WRAP);
            t.seek(CTR32_LIMIT);
            assertArrayEquals(fromZero, process(t, new byte[16]), e.name());
            t.seek(CTR32_LIMIT + 1); // WRAP may seek anywhere
            assertEquals(CTR32_LIMIT + 1, t.position());
        }
    }

    /** The wider flavours cannot run out within a long byte position; REFUSE never triggers. */
    @Test
    void refuseNeverTriggersForWideCountersButThePositionCannotOverflow() {
        byte[] key = Seeds.key(5, 0);
        byte[] iv = Seeds.bytes(6, 16);
        for (CounterFlavour f : new CounterFlavour[] {
                CounterFlavour.CTR64_BE, CounterFlavour.CTR128_BE, CounterFlavour.XCTR}) {
            for (CounterReuse policy : CounterReuse.values()) {
                Ctr.Stream s = Ctr.stream(JdkAesEngine.key(key), f, iv, policy);
                s.seek(Long.MAX_VALUE - 3);
                byte[] data = Seeds.bytes(7, 3);
                byte[] want = xorWith(data, naiveKeystream(key, f, iv, Long.MAX_VALUE - 3, 3));
                byte[] out = new byte[4];
                IllegalStateException ex = assertThrows(IllegalStateException.class,
                        () -> s.process(new byte[4], 0, out, 0, 4));
                assertTrue(ex.getMessage().contains("position"), ex.getMessage());
                assertArrayEquals(new byte[4], out, "nothing written");
                assertArrayEquals(want, process(s, data), f + " " + policy);
                assertEquals(Long.MAX_VALUE, s.position());
            }
        }
    }

    @Test
    void theBufferedKeystreamBlockIsZeroedWhenUsedUpOnSeekAndOnDestroy() {
        byte[] key = Seeds.key(8, 0);
        RecordingKey k = new RecordingKey(JdkAesEngine.key(key));
        byte[] iv = Seeds.bytes(9, 16);
        Ctr.Stream s = Ctr.stream(k, CounterFlavour.CTR128_BE, iv);
        s.process(new byte[5], 0, new byte[5], 0, 5);
        byte[] partial = k.outputs.get(k.outputs.size() - 1);
        assertEquals(16, partial.length);
        assertArrayEquals(naiveKeystream(key, CounterFlavour.CTR128_BE, iv, 0, 16), partial,
                "holds the keystream of block 0");
        s.process(new byte[11], 0, new byte[11], 0, 11);
        assertTrue(RecordingKey.allZero(partial), "zeroed once block 0 is used up");

        s.process(new byte[3], 0, new byte[3], 0, 3);
        assertFalse(RecordingKey.allZero(partial));
        s.seek(96);
        assertTrue(RecordingKey.allZero(partial), "zeroed on a seek to a block boundary");
        s.seek(100);
        assertArrayEquals(naiveKeystream(key, CounterFlavour.CTR128_BE, iv, 96, 16), partial,
                "a seek inside a block loads that block's keystream");
        s.process(new byte[3], 0, new byte[3], 0, 3);
        byte[] ivCopy = k.ivs.get(k.ivs.size() - 1);
        assertArrayEquals(iv, ivCopy, "the stream's own copy of the iv");
        s.destroy();
        assertTrue(s.isDestroyed());
        assertTrue(RecordingKey.allZero(partial), "keystream zeroed on destroy");
        assertTrue(RecordingKey.allZero(ivCopy), "iv copy zeroed on destroy");
        assertThrows(IllegalStateException.class, () -> s.process(new byte[1], 0, new byte[1], 0, 1));
        assertThrows(IllegalStateException.class, () -> s.seek(0));
    }

    /**
     * The caller's input goes to the engine as is, unless the output runs ahead into it: then the
     * input is moved under the output and the engine works in place there. Never a copy.
     */
    @Test
    void theInputIsMovedUnderTheOutputOnlyWhenTheOutputWouldOverwriteIt() {
        for (int[] io : new int[][] {{0, 0, 0}, {16, 0, 0}, {0, 48, 0}, {10, 9, 0}, {10, 11, 1}, {10, 57, 1},
            {10, 58, 0}}) {
            byte[] buf = Seeds.bytes(io[0] * 100 + io[1], 128);
            byte[] want = buf.clone();
            byte[] moved = NaiveCtr.apply(new byte[16], CounterFlavour.CTR32_BE, new byte[16],
                    Arrays.copyOfRange(buf, io[0], io[0] + 48));
            System.arraycopy(moved, 0, want, io[1], 48);
            RecordingKey k = new RecordingKey(JdkAesEngine.key(new byte[16]));
            Ctr.Stream s = Ctr.stream(k, CounterFlavour.CTR32_BE, new byte[16]);
            s.process(buf, io[0], buf, io[1], 48);
            String where = "in at " + io[0] + ", out at " + io[1];
            assertSame(buf, k.inputs.get(0), where + ": no copy");
            int expectedOffset = io[2] == 1 ? io[1] : io[0];
            assertEquals(expectedOffset, k.inputOffsets.get(0), where);
            assertArrayEquals(want, buf, where);
        }
        RecordingKey k = new RecordingKey(JdkAesEngine.key(new byte[16]));
        byte[] in = new byte[48];
        byte[] out = new byte[48];
        Ctr.stream(k, CounterFlavour.CTR32_BE, new byte[16]).process(in, 0, out, 0, 48);
        assertSame(in, k.inputs.get(0), "separate arrays: the caller's input as is");
        assertArrayEquals(new byte[48], in, "and left alone");
    }

    @Test
    void streamStartsAtZeroAndDefaultsToRefuse() {
        byte[] key = Seeds.key(12, 0);
        byte[] iv = Seeds.bytes(13, 16);
        Ctr.Stream s = Ctr.stream(JdkAesEngine.key(key), CounterFlavour.CTR32_BE, iv);
        assertEquals(0, s.position());
        assertFalse(s.isDestroyed());
        IllegalStateException ex = assertThrows(IllegalStateException.class, () -> s.seek(CTR32_LIMIT + 5));
        assertTrue(ex.getMessage().startsWith("counter exhausted: "), ex.getMessage());
        assertThrows(IllegalArgumentException.class, () -> s.seek(-1));
    }

    /** The default stream refuses at the CTR32 wrap, writes nothing, and WRAP must be asked for. */
    @Test
    void theDefaultStreamRefusesAtTheCtr32Wrap() {
        byte[] key = Seeds.key(22, 0);
        byte[] iv = Seeds.bytes(23, 16);
        Ctr.Stream s = Ctr.stream(JdkAesEngine.key(key), CounterFlavour.CTR32_BE, iv);
        s.seek(CTR32_LIMIT - 5);
        byte[] out = new byte[6];
        IllegalStateException ex = assertThrows(IllegalStateException.class,
                () -> s.process(new byte[6], 0, out, 0, 6));
        assertTrue(ex.getMessage().startsWith("counter exhausted: "), ex.getMessage());
        assertArrayEquals(new byte[6], out, "nothing written");
        assertEquals(CTR32_LIMIT - 5, s.position());
        byte[] last = new byte[5];
        s.process(new byte[5], 0, last, 0, 5);
        assertArrayEquals(naiveKeystream(key, CounterFlavour.CTR32_BE, iv, CTR32_LIMIT - 5, 5), last,
                "up to the last distinct counter block");
        Ctr.Stream w = Ctr.stream(JdkAesEngine.key(key), CounterFlavour.CTR32_BE, iv, CounterReuse.WRAP);
        w.seek(CTR32_LIMIT - 5);
        byte[] wrapped = new byte[6];
        w.process(new byte[6], 0, wrapped, 0, 6);
        assertArrayEquals(naiveKeystream(key, CounterFlavour.CTR32_BE, iv, CTR32_LIMIT - 5, 6), wrapped,
                "WRAP, asked for, goes on with block 0's counter");
    }

    /** The IV is copied: changing the caller's array later does not change the stream. */
    @Test
    void theStreamKeepsItsOwnCopyOfTheIv() {
        byte[] key = Seeds.key(14, 0);
        byte[] iv = Seeds.bytes(15, 16);
        byte[] want = NaiveCtr.apply(key, CounterFlavour.CTR128_BE, iv, new byte[32]);
        Ctr.Stream s = Ctr.stream(JdkAesEngine.key(key), CounterFlavour.CTR128_BE, iv);
        iv[0] ^= 1;
        assertArrayEquals(want, process(s, new byte[32]));
    }

    /** Messages of many blocks, so that engines that work in batches cross batch boundaries. */
    @Test
    void longMessagesMatchTheReference() {
        byte[] key = Seeds.key(16, 2);
        byte[] data = Seeds.bytes(17, 16 * 200 + 9);
        for (CounterFlavour f : FLAVOURS) {
            byte[] iv = ivNearWrap(18, f == CounterFlavour.XCTR ? CounterFlavour.CTR128_BE : f, 150);
            byte[] want = NaiveCtr.apply(key, f, iv, data);
            for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                byte[] got = new byte[data.length];
                Ctr.xor(e.expandKey(key), f, iv, data, 0, got, 0, data.length);
                assertArrayEquals(want, got, e.name() + " " + f);
            }
        }
    }

    /** The harness adapter streams the same bytes as the reference, whatever the chunking. */
    @Test
    void theHarnessAdapterStreamsTheLibraryMode() {
        byte[] key = Seeds.key(19, 1);
        byte[] iv = Seeds.bytes(20, 16);
        byte[] data = Seeds.bytes(21, 77);
        for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
            CtrModeUnderTest ut = new CtrModeUnderTest(e, CounterReuse.REFUSE);
            assertTrue(ut.name().contains(e.name()), ut.name());
            assertEquals(java.util.EnumSet.allOf(CounterFlavour.class), ut.flavours());
            for (CounterFlavour f : FLAVOURS) {
                dev.aesref.harness.CtrStream s = ut.start(key, f, iv);
                byte[] got = new byte[77];
                s.process(data, 0, got, 0, 30);
                s.process(data, 30, got, 30, 47);
                assertArrayEquals(NaiveCtr.apply(key, f, iv, data), got, ut.name() + " " + f);
            }
        }
    }
}
