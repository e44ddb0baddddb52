package dev.aesref.internal.nohw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.harness.NeedsVectorModule;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Every step of the {@code nohw-vector} batch against the scalar {@code nohw} step it stands for,
 * on four different random batches, one per lane: lane {@code L} of each result must be the
 * scalar result on batch {@code L} ({@link VectorLayout}). The scalar steps have their own tests
 * against FIPS-197; this is what ties the Lane* classes to them. Needs the
 * {@code jdk.incubator.vector} module (the default test run has it; {@code -Pno-vector-module}
 * leaves this class out).
 */
@NeedsVectorModule
class VectorBatchTest {

    private static final int ROUNDS = 14;

    /** Four random batches of 32 words, and random round keys in the batch layout. */
    private final SplittableRandom random = new SplittableRandom(0x1a4e);

    private long[][] batches() {
        long[][] b = new long[VectorLayout.LANES][ScalarLayout.WORDS];
        for (long[] batch : b) {
            for (int i = 0; i < batch.length; i++) {
                batch[i] = random.nextLong();
            }
        }
        return b;
    }

    private long[] keys() {
        long[] k = new long[(ROUNDS + 1) * ScalarLayout.WORDS];
        for (int i = 0; i < k.length; i++) {
            k[i] = random.nextLong();
        }
        return k;
    }

    /** The four batches interleaved word by word: word i of batch L at 4 i + L. */
    static long[] interleave(long[][] batches) {
        long[] w = new long[VectorLayout.WORDS];
        for (int lane = 0; lane < VectorLayout.LANES; lane++) {
            for (int i = 0; i < ScalarLayout.WORDS; i++) {
                w[VectorLayout.LANES * i + lane] = batches[lane][i];
            }
        }
        return w;
    }

    /** Runs {@code scalar} on each batch and {@code lanes} on all four; the results must agree. */
    private void agree(String step, Consumer<long[]> scalar, Consumer<long[]> lanes) {
        for (int trial = 0; trial < 20; trial++) {
            long[][] b = batches();
            long[] w = interleave(b);
            lanes.accept(w);
            for (long[] batch : b) {
                scalar.accept(batch);
            }
            assertArrayEquals(interleave(b), w, step + ", trial " + trial);
        }
    }

    @Test
    void layoutConversionsAreTheScalarOnesInEveryLane() {
        agree("toRowSliced", ScalarLayout::toRowSliced, VectorLayout::toRowSliced);
        agree("fromRowSliced", ScalarLayout::fromRowSliced, VectorLayout::fromRowSliced);
    }

    @Test
    void linearLayerIsTheScalarOneInEveryLane() {
        agree("shiftRows", ScalarLinearLayer::shiftRows, VectorLinearLayer::shiftRows);
        agree("invShiftRows", ScalarLinearLayer::invShiftRows, VectorLinearLayer::invShiftRows);
        agree("shiftRowsMixColumns", ScalarLinearLayer::shiftRowsMixColumns, VectorLinearLayer::shiftRowsMixColumns);
        agree("invMixColumns", ScalarLinearLayer::invMixColumns, VectorLinearLayer::invMixColumns);
    }

    @Test
    void sboxCircuitsAreTheScalarOnesInEveryLaneAndRow() {
        long[] keys = keys();
        for (int row = 0; row < 4; row++) {
            final int o = 8 * row;
            final int k = 32 + 8 * row;
            agree("forwardWithout63, row " + row,
                    q -> SboxCircuit.forwardWithout63(q, o, keys, k),
                    q -> VectorSboxCircuit.forwardWithout63(q, o, keys, k));
            agree("inverse, row " + row,
                    q -> SboxCircuit.inverse(q, o, keys, k),
                    q -> VectorSboxCircuit.inverse(q, o, keys, k));
        }
    }

    /**
     * Every byte value through the lane circuits: lane {@code L}'s word {@code i} holds bit
     * {@code i} of the bytes {@code 64 L .. 64 L + 64}, so the four lanes of one row are all 256
     * values; the forward circuit then the inverse gives them back (the key is zero and the
     * forward circuit leaves out 0x63, which is put back in between).
     */
    @Test
    void everyByteValueGoesThroughBothCircuitsAndBack() {
        long[] w = new long[VectorLayout.WORDS];
        for (int x = 0; x < 256; x++) {
            int lane = x >>> 6;
            int bit = x & 63;
            for (int i = 0; i < 8; i++) {
                w[VectorLayout.LANES * i + lane] |= (long) ((x >>> i) & 1) << bit;
            }
        }
        long[] original = w.clone();
        long[] zero = new long[8];
        VectorSboxCircuit.forwardWithout63(w, 0, zero, 0);
        for (int x = 0; x < 256; x++) {
            int sx = 0;
            for (int i = 0; i < 8; i++) {
                sx |= (int) ((w[VectorLayout.LANES * i + (x >>> 6)] >>> (x & 63)) & 1) << i;
            }
            assertEquals(SboxCircuitTest.sboxFromDefinition(x) ^ 0x63, sx, "S(" + x + ") ^ 0x63");
        }
        for (int i = 0; i < 8; i++) {
            long c = SboxCircuit.CONSTANT_63[i];
            for (int lane = 0; lane < VectorLayout.LANES; lane++) {
                w[VectorLayout.LANES * i + lane] ^= c;
            }
        }
        VectorSboxCircuit.inverse(w, 0, zero, 0);
        assertArrayEquals(original, w, "InvS(S(x)) = x for every byte");
    }

    @Test
    void roundsAreTheScalarOnesInEveryLane() {
        long[] keys = keys();
        for (int rounds : new int[] {10, 12, 14}) {
            agree("encrypt, " + rounds + " rounds",
                    q -> ScalarCipher.encrypt(q, keys, rounds), q -> VectorCipher.encrypt(q, keys, rounds));
            agree("decrypt, " + rounds + " rounds",
                    q -> ScalarCipher.decrypt(q, keys, rounds), q -> VectorCipher.decrypt(q, keys, rounds));
        }
    }

    @Test
    void theLaneBatchIsSixtyFourBlocksThroughTheLaneClasses() {
        assertEquals(64, VectorBatch.INSTANCE.blocks());
        long[] keys = keys();
        agree("VectorBatch.toSliced", ScalarLayout::toRowSliced, VectorBatch.INSTANCE::toSliced);
        agree("VectorBatch.fromSliced", ScalarLayout::fromRowSliced, VectorBatch.INSTANCE::fromSliced);
        agree("VectorBatch.encrypt", q -> ScalarCipher.encrypt(q, keys, 10), q -> VectorBatch.INSTANCE.encrypt(q, keys, 10));
        agree("VectorBatch.decrypt", q -> ScalarCipher.decrypt(q, keys, 12), q -> VectorBatch.INSTANCE.decrypt(q, keys, 12));
    }
}
