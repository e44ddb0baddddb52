package dev.aesref.mode;

import static dev.aesref.testkit.conformance.Refusals.assertMarked;
import static dev.aesref.testkit.conformance.Refusals.marked;
import dev.aesref.harness.Seeds;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * XTS's rules (key sizes, Key1 != Key2, tweak length, data unit size, ranges, destroyed state),
 * each refused before any output byte; scratch and tweak state zero after every call; the
 * whole-block part in one engine call per data unit of up to 4096 bytes; overlapping ranges.
 */
class XtsRulesTest {

    private static final BlockEngine ENGINE = Engines.all().get(0);

    /** An engine whose keys record their calls; every key it made is kept. */
    static final class RecordingEngine implements BlockEngine {
        final List<RecordingKey> keys = new ArrayList<>();
        final List<byte[]> rawKeys = new ArrayList<>();

        @Override
        public String name() {
            return "recording";
        }

        @Override
        public ExpandedKey expandKey(byte[] key) {
            rawKeys.add(key);
            RecordingKey k = new RecordingKey(ENGINE.expandKey(key));
            keys.add(k);
            return k;
        }
    }

    private static byte[] key(int len) {
        return Seeds.bytes(len, len);
    }

    private static void fails(Class<? extends Throwable> type, String ruleText, Executable call) {
        Throwable e = assertThrows(type, call);
        assertTrue(e.getMessage().contains(ruleText), e.getMessage());
    }

    @Test
    void keySizes() {
        for (int len : new int[] {0, 16, 24, 31, 33, 47, 49, 63, 65, 96}) {
            fails(IllegalArgumentException.class, "key length must be 32, 48 or 64 bytes",
                    () -> Xts.create(ENGINE, new byte[len]));
        }
        for (int len : new int[] {32, 48, 64}) {
            Xts.create(ENGINE, key(len)).destroy();
        }
        assertThrows(NullPointerException.class, () -> Xts.create(null, key(32)));
        assertThrows(NullPointerException.class, () -> Xts.create(ENGINE, null));
    }

    @Test
    void equalHalvesAreRefusedAndAnyDifferenceIsAccepted() {
        for (int len : new int[] {32, 48, 64}) {
            int half = len / 2;
            byte[] k = key(len);
            System.arraycopy(k, 0, k, half, half);
            fails(IllegalArgumentException.class, "Key1 and Key2 must differ", () -> Xts.create(ENGINE, k));
            for (int at : new int[] {0, half - 1, half, len - 1}) {
                byte[] d = k.clone();
                d[at] ^= 0x01;
                Xts.create(ENGINE, d).destroy();
            }
        }
    }

    @Test
    void createWipesItsKeyCopiesAndDoesNotTouchTheCallersKey() {
        byte[] k = key(64);
        byte[] copy = k.clone();
        RecordingEngine rec = new RecordingEngine();
        Xts xts = Xts.create(rec, k);
        assertArrayEquals(copy, k);
        assertEquals(2, rec.keys.size());
        assertZero(rec.rawKeys.get(0));
        assertZero(rec.rawKeys.get(1));
        assertFalse(xts.isDestroyed());
        xts.destroy();
        assertTrue(xts.isDestroyed());
        assertTrue(rec.keys.get(0).isDestroyed());
        assertTrue(rec.keys.get(1).isDestroyed());
        fails(IllegalStateException.class, "Xts has been destroyed", () -> xts.encrypt(new byte[16], new byte[16]));
        fails(IllegalStateException.class, "Xts has been destroyed", () -> xts.decrypt(new byte[16], new byte[16]));
        byte[] out = marked(32);
        fails(IllegalStateException.class, "Xts has been destroyed",
                () -> xts.encrypt(new byte[16], new byte[32], 0, out, 0, 32));
        fails(IllegalStateException.class, "Xts has been destroyed",
                () -> xts.decrypt(new byte[16], new byte[32], 0, out, 0, 32));
        assertMarked(out);
    }

    @Test
    void argumentRulesComeBeforeAnyOutput() {
        Xts xts = Xts.create(ENGINE, key(32));
        byte[] in = new byte[64];
        byte[] out = marked(64);
        for (boolean enc : new boolean[] {true, false}) {
            Op op = enc ? xts::encrypt : xts::decrypt;
            for (int t : new int[] {0, 15, 17}) {
                fails(IllegalArgumentException.class, "tweak length must be 16",
                        () -> op.run(new byte[t], in, 0, out, 0, 32));
            }
            assertThrows(NullPointerException.class, () -> op.run(null, in, 0, out, 0, 32));
            for (int len : new int[] {-1, 0, 1, 15, Xts.MAX_DATA_UNIT_BYTES + 1, Integer.MAX_VALUE}) {
                fails(IllegalArgumentException.class, "data unit length",
                        () -> op.run(new byte[16], in, 0, out, 0, len));
            }
            fails(IndexOutOfBoundsException.class, "in range", () -> op.run(new byte[16], in, 1, out, 0, 64));
            fails(IndexOutOfBoundsException.class, "out range", () -> op.run(new byte[16], in, 0, out, 1, 64));
            fails(IndexOutOfBoundsException.class, "in range",
                    () -> op.run(new byte[16], in, 0, out, 0, Xts.MAX_DATA_UNIT_BYTES));
        }
        assertMarked(out);
        assertThrows(NullPointerException.class, () -> xts.encrypt(new byte[16], null));
        assertThrows(NullPointerException.class, () -> xts.decrypt(new byte[16], null));
        assertEquals(1 << 24, Xts.MAX_DATA_UNIT_BYTES);
    }

    interface Op {
        void run(byte[] tweak, byte[] in, int inOff, byte[] out, int outOff, int len);
    }

    @Test
    void scratchIsZeroAfterEveryCall() {
        Xts xts = Xts.create(ENGINE, key(64));
        for (int len : new int[] {16, 17, 4096, 4100}) {
            byte[] pt = Seeds.bytes(len, len);
            byte[] ct = xts.encrypt(new byte[16], pt);
            assertZero(xts.tweakScratchForTest());
            assertZero(xts.blockScratchForTest());
            assertArrayEquals(pt, xts.decrypt(new byte[16], ct));
            assertZero(xts.tweakScratchForTest());
            assertZero(xts.blockScratchForTest());
        }
    }

    private static void assertZero(byte[] b) {
        for (byte x : b) {
            assertEquals(0, x, "scratch not zeroed");
        }
    }

    @Test
    void wholeBlocksGoToTheEngineInOneCallPerDataUnit() {
        RecordingEngine rec = new RecordingEngine();
        Xts xts = Xts.create(rec, key(32));
        RecordingKey data = rec.keys.get(0);
        RecordingKey tweak = rec.keys.get(1);
        xts.encrypt(new byte[16], new byte[4096]);
        assertEquals(List.of("encryptBlocks 1"), tweak.calls);
        assertEquals(List.of("encryptBlocks 256"), data.calls);
        data.calls.clear();
        xts.decrypt(new byte[16], new byte[4096]);
        assertEquals(List.of("decryptBlocks 256"), data.calls);
        data.calls.clear();
        xts.encrypt(new byte[16], new byte[4096 + 16 + 3]);
        assertEquals(List.of("encryptBlocks 256", "encryptBlocks 1", "encryptBlocks 1"), data.calls);
        data.calls.clear();
        xts.decrypt(new byte[16], new byte[100]);
        assertEquals(List.of("decryptBlocks 5", "decryptBlocks 1", "decryptBlocks 1"), data.calls);
        data.calls.clear();
        xts.decrypt(new byte[16], new byte[17]);
        assertEquals(List.of("decryptBlocks 1", "decryptBlocks 1"), data.calls.subList(
                data.calls.size() - 2, data.calls.size()));
    }

    @Test
    void overlappingRangesGiveTheSameResult() {
        byte[] key = key(48);
        byte[] tweak = Seeds.bytes(9, 16);
        for (int len : new int[] {16, 33, 64}) {
            byte[] pt = Seeds.bytes(len, len);
            byte[] ct = NaiveXts.encrypt(key, tweak, pt);
            Xts xts = Xts.create(ENGINE, key);
            for (int shift : new int[] {-17, -1, 1, 16}) {
                int base = 32;
                byte[] buf = new byte[len + 80];
                System.arraycopy(pt, 0, buf, base, len);
                xts.encrypt(tweak, buf, base, buf, base + shift, len);
                assertArrayEquals(ct, Arrays.copyOfRange(buf, base + shift, base + shift + len));
                xts.decrypt(tweak, buf, base + shift, buf, base, len);
                assertArrayEquals(pt, Arrays.copyOfRange(buf, base, base + len));
            }
        }
    }
}
