package dev.aesref.internal.share;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.EnginesUnderTest;
import dev.aesref.harness.Residue;
import dev.aesref.testkit.JdkAesEngine;
import java.lang.reflect.Field;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contended path of every engine's key, made certain: the test holds the key's own scratch,
 * so that its calls run on spares. They must give the right bytes, leave every spare zero, and
 * after {@code destroy()} nothing reachable from the key may hold a non-zero byte, the parked
 * spares included.
 */
class ContendedScratchResidueTest {

    static Stream<BlockEngine> engines() {
        return EnginesUnderTest.stream();
    }

    @SuppressWarnings("unchecked")
    private static ScratchPool<Object> poolOf(ExpandedKey key) throws ReflectiveOperationException {
        for (Class<?> c = key.getClass(); c != null; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.getType() == ScratchPool.class) {
                    f.setAccessible(true);
                    return (ScratchPool<Object>) f.get(key);
                }
            }
        }
        throw new AssertionError(key.getClass() + " has no ScratchPool field");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void callsOnSparesAreRightAndLeaveNothingAfterDestroy(BlockEngine engine) throws ReflectiveOperationException {
        SplittableRandom rnd = new SplittableRandom(46);
        byte[] raw = new byte[32];
        rnd.nextBytes(raw);
        ExpandedKey key = engine.expandKey(raw);
        ScratchPool<Object> pool = poolOf(key);
        Object owned = pool.take(); // as if another thread were inside a call
        List<Object> held = new java.util.ArrayList<>();
        try {
            for (int blocks : new int[] {1, 5, 17, 65}) {
                byte[] in = new byte[16 * blocks];
                rnd.nextBytes(in);
                byte[] iv = new byte[16];
                rnd.nextBytes(iv);
                byte[] out = new byte[in.length];
                key.encryptBlocks(in, 0, out, 0, blocks);
                assertArrayEquals(JdkAesEngine.ecb(true, raw, in), out, engine.name() + " encrypt on a spare");
                key.decryptBlocks(in, 0, out, 0, blocks);
                assertArrayEquals(JdkAesEngine.ecb(false, raw, in), out, engine.name() + " decrypt on a spare");
                key.ctrXorBlocks(CounterFlavour.CTR32_BE, iv, 3, in, 0, out, 0, blocks);
                assertArrayEquals(JdkAesEngine.ctrAt(raw, CounterFlavour.CTR32_BE, iv, 3, in), out,
                        engine.name() + " ctr on a spare");
            }
            assertEquals(1, pool.parkedSpares(), engine.name() + ": the calls ran on one spare, parked again");
            // Two more callers at once: the key's calls now find every slot but one lent.
            held.add(pool.take());
            byte[] block = new byte[16];
            key.encryptBlocks(block, 0, block, 0, 1);
            assertArrayEquals(JdkAesEngine.ecb(true, raw, new byte[16]), block, engine.name() + " on a new spare");
            assertEquals(1, pool.parkedSpares(), engine.name());
        } finally {
            held.forEach(pool::give);
            pool.give(owned);
        }
        assertEquals(2, pool.parkedSpares(), engine.name() + ": both spares were kept");
        assertFalse(key.isDestroyed());
        key.destroy();
        assertEquals(List.of(), Residue.nonZeroArrays(key),
                engine.name() + ": non-zero arrays reachable after destroy(), spares included");
    }
}
