package dev.aesref;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.aesref.engines.Engines;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.harness.NaiveCtr;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The default methods of {@link ExpandedKey}, on every registered engine and on the JDK test
 * adapter (which inherits both defaults): the round count, and the default counter-mode loop
 * against the BigInteger reference over several of its 64-block batches.
 */
class ExpandedKeyDefaultsTest {

    private static List<BlockEngine> engines() {
        List<BlockEngine> list = new ArrayList<>(Engines.all());
        list.add(JdkAesEngine.INSTANCE);
        return list;
    }

    @Test
    void roundsFollowTheKeyLength() {
        for (BlockEngine e : engines()) {
            assertEquals(10, e.expandKey(new byte[16]).rounds(), e.name());
            assertEquals(12, e.expandKey(new byte[24]).rounds(), e.name());
            assertEquals(14, e.expandKey(new byte[32]).rounds(), e.name());
            assertEquals(192, e.expandKey(new byte[24]).keyBits(), e.name());
        }
    }

    @Test
    void ctrXorBlocksMatchesTheReferenceAcrossBatches() {
        SplittableRandom r = new SplittableRandom(Long.getLong("aesref.seed", 0x454B4559L));
        byte[] key = new byte[32];
        byte[] iv = new byte[16];
        r.nextBytes(key);
        r.nextBytes(iv);
        for (CounterFlavour f : CounterFlavour.values()) {
            for (int blocks : new int[] {0, 1, 63, 64, 65, 130}) {
                byte[] data = new byte[16 * blocks];
                r.nextBytes(data);
                byte[] want = NaiveCtr.apply(key, f, iv, data);
                for (BlockEngine e : engines()) {
                    byte[] out = new byte[data.length + 3];
                    e.expandKey(key).ctrXorBlocks(f, iv, 0, data, 0, out, 3, blocks);
                    assertArrayEquals(want, Arrays.copyOfRange(out, 3, out.length), e.name() + " " + f + " " + blocks);
                }
            }
        }
    }

    @Test
    void ctrXorBlocksChecksItsArgumentsFirst() {
        for (BlockEngine e : engines()) {
            ExpandedKey k = e.expandKey(new byte[16]);
            byte[] out = new byte[32];
            assertThrows(IndexOutOfBoundsException.class,
                    () -> k.ctrXorBlocks(CounterFlavour.XCTR, new byte[16], 0, new byte[16], 0, out, 0, 2));
            assertThrows(IndexOutOfBoundsException.class,
                    () -> k.ctrXorBlocks(CounterFlavour.XCTR, new byte[16], 0, new byte[32], 0, out, 1, 2));
            assertThrows(IllegalArgumentException.class,
                    () -> k.ctrXorBlocks(CounterFlavour.XCTR, new byte[12], 0, new byte[32], 0, out, 0, 2));
            assertArrayEquals(new byte[32], out);
        }
    }

    /** The output runs ahead into the input: the result is as if the input had been copied. */
    @Test
    void ctrXorBlocksRunningAheadEqualsOutOfPlace() {
        byte[] key = new byte[16];
        byte[] iv = new byte[16];
        new SplittableRandom(7).nextBytes(iv);
        ExpandedKey k = JdkAesEngine.key(key); // inherits the default
        for (int shift : new int[] {1, 15, 16, 17, 130}) {
            byte[] buf = new byte[16 * 70 + shift];
            new SplittableRandom(shift).nextBytes(buf);
            byte[] data = Arrays.copyOf(buf, 16 * 70);
            byte[] want = buf.clone();
            System.arraycopy(NaiveCtr.apply(key, CounterFlavour.CTR32_BE, iv, data), 0, want, shift, data.length);
            k.ctrXorBlocks(CounterFlavour.CTR32_BE, iv, 0, buf, 0, buf, shift, 70);
            assertArrayEquals(want, buf, "output " + shift + " bytes ahead");
        }
    }

    /** The default's keystream buffer is zeroed even when the block cipher throws. */
    @Test
    void ctrXorBlocksZeroesItsKeystreamWhenTheCipherThrows() {
        ExpandedKey inner = JdkAesEngine.key(new byte[16]);
        List<byte[]> seen = new ArrayList<>();
        ExpandedKey failing = new ExpandedKey() {
            @Override
            public int keyBits() {
                return 128;
            }

            @Override
            public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                inner.encryptBlocks(in, inOff, out, outOff, blocks);
                seen.add(out);
                if (seen.size() == 2) {
                    throw new IllegalStateException("cipher failure (test)");
                }
            }

            @Override
            public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                throw new UnsupportedOperationException();
            }

            @Override
            public void destroy() {
                inner.destroy();
            }
        };
        byte[] out = new byte[16 * 100];
        assertThrows(IllegalStateException.class,
                () -> failing.ctrXorBlocks(CounterFlavour.CTR128_BE, new byte[16], 0, new byte[16 * 100], 0, out, 0, 100));
        assertEquals(2, seen.size());
        assertArrayEquals(new byte[seen.get(0).length], seen.get(0), "keystream buffer zeroed");
    }
}
