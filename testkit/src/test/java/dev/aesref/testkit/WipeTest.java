package dev.aesref.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** What the kit uses for a call (the expanded key, the counter blocks, H) is wiped before it returns. */
class WipeTest {

    @Test
    void expectedCtrDestroysItsExpandedKeyAndZeroesItsCounterBlocks() {
        RecordingEngine engine = new RecordingEngine();
        ExpectedCtr e = ExpectedCtr.of(engine, CounterFlavour.CTR128_BE, new byte[16], new byte[16]);
        byte[] ks = e.keystream(BigInteger.TEN, 40);
        assertArrayEquals(ExpectedCtr.of(CounterFlavour.CTR128_BE, new byte[16], new byte[16])
                .keystream(BigInteger.TEN, 40), ks);
        assertEquals(1, engine.keys.size());
        RecordingEngine.Key k = engine.keys.get(0);
        assertTrue(k.destroyed, "the expanded key is destroyed");
        assertEquals(2, k.buffers.size());
        for (byte[] b : k.buffers) {
            assertArrayEquals(new byte[48], b, "the counter blocks and their encryption are zeroed");
        }
    }

    @Test
    void theGcmIvSolverZeroesH() {
        RecordingEngine engine = new RecordingEngine();
        RecordingEngine.Key k = (RecordingEngine.Key) engine.expandKey(new byte[16]);
        byte[] iv = GcmWrapIv.forPreCounterBlock(k, new byte[16]);
        assertEquals(16, iv.length);
        assertEquals(2, k.buffers.size());
        assertArrayEquals(new byte[16], k.buffers.get(0), "H is zeroed");
    }

    @Test
    void theJdkEnginesKeyZeroesItsCopyOfTheKeyOnDestroy() throws ReflectiveOperationException {
        byte[] key = new byte[24];
        java.util.Arrays.fill(key, (byte) 0x5c);
        dev.aesref.ExpandedKey k = JdkAesEngine.key(key);
        java.lang.reflect.Field raw = k.getClass().getDeclaredField("raw");
        raw.setAccessible(true);
        assertArrayEquals(key, (byte[]) raw.get(k), "the key's own copy");
        k.destroy();
        assertTrue(k.isDestroyed());
        assertArrayEquals(new byte[24], (byte[]) raw.get(k), "zeroed by destroy");
        assertEquals((byte) 0x5c, key[0], "the caller's array is not the key's copy");
    }

    @Test
    void aSignCaseNamesItsBoundaryInFull() {
        CounterBoundaries.Case c = CounterBoundaries.of(CounterFlavour.CTR32_BE).get(3);
        assertTrue(c.signBoundary());
        assertEquals("CTR32_BE low 8 bits = 2^7 - 1, iv=" + CounterBoundaries.hex(c.iv()) + ", chunks=[43]", c.toString());
        CounterBoundaries.Case w = CounterBoundaries.of(CounterFlavour.CTR32_BE).get(0);
        assertEquals("CTR32_BE low 8 bits = 2^8 - 1, iv=" + CounterBoundaries.hex(w.iv()) + ", chunks=[43]", w.toString());
    }
}
