package dev.aesref.internal.vpaes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.harness.NeedsVectorModule;
import dev.aesref.harness.Seeds;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The vector core's work area ({@link VectorRounds}): after every call its per-call prefix
 * (blocks in flight, the inversion network's outputs) is zero again, the copy of the schedules
 * after it is there, and {@code destroy()} zeroes all of it. Needs {@code jdk.incubator.vector}:
 * the {@code no-vector-module} profile and PIT's groups without the module leave it out.
 */
@NeedsVectorModule
class VectorRoundsScratchTest {

    static final List<BlockEngine> ENGINES = List.of(VpaesEngine.vector(), VpaesEngine.vectorOneBlockAtATime());

    @Test
    void everyCallLeavesTheWorkAreaZeroButTheKeys() {
        SplittableRandom rnd = Seeds.random(0x3A7E5L);
        for (BlockEngine e : ENGINES) {
            for (int keyBytes : new int[] {16, 24, 32}) {
                VpaesKey k = (VpaesKey) e.expandKey(Seeds.bytes(rnd, keyBytes));
                int rounds = keyBytes / 4 + 6;
                int prefix = VectorRounds.INSTANCE.scratchBytes();
                assertEquals(96, prefix, "blocks and network outputs of two blocks");
                assertEquals(prefix + 32 * (rounds + 1), k.work.length, "and both schedules, 16 bytes a round");
                byte[] keys = Arrays.copyOfRange(k.work, prefix, k.work.length);
                assertFalse(Arrays.equals(new byte[keys.length], keys), "the keys are there");
                byte[] data = Seeds.bytes(rnd, 16 * 5);
                byte[] iv = Seeds.bytes(rnd, 16);
                String where = e.name() + ", " + keyBytes + "-byte key";
                for (int blocks = 1; blocks <= 5; blocks++) {
                    k.encryptBlocks(data, 0, data, 0, blocks);
                    assertArrayEquals(new byte[prefix], Arrays.copyOf(k.work, prefix), where + ": encrypt " + blocks);
                    k.decryptBlocks(data, 0, data, 0, blocks);
                    assertArrayEquals(new byte[prefix], Arrays.copyOf(k.work, prefix), where + ": decrypt " + blocks);
                    k.ctrXorBlocks(CounterFlavour.CTR128_BE, iv, 3, data, 0, data, 0, blocks);
                    assertArrayEquals(new byte[prefix], Arrays.copyOf(k.work, prefix), where + ": ctr " + blocks);
                }
                assertArrayEquals(keys, Arrays.copyOfRange(k.work, prefix, k.work.length), where + ": keys unchanged");
                k.destroy();
                assertArrayEquals(new byte[k.work.length], k.work, where + ": destroyed");
            }
        }
    }
}
