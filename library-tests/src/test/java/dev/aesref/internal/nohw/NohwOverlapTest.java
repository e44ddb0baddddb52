package dev.aesref.internal.nohw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.harness.NaiveCtr;
import dev.aesref.harness.Seeds;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * In place and overlapping ranges in one array: the result must be as if the input had been
 * copied first. Shifts cover output before, on, and after the input, by less than a block, a
 * whole block, and more than a batch.
 */
class NohwOverlapTest {

    private static final int[] SHIFTS = {-80, -65, -17, -16, -1, 0, 1, 15, 16, 17, 48, 65, 80};

    private interface Op {
        void run(ExpandedKey k, byte[] in, int inOff, byte[] out, int outOff, int blocks);
    }

    /** The oracle's answer for a (copied) input under a key. */
    private interface Oracle {
        byte[] apply(byte[] key, byte[] input);
    }

    private static void check(String what, Op op, Oracle reference) {
        SplittableRandom r = Seeds.random(what.hashCode());
        byte[] key = Seeds.bytes(r, 24);
        ExpandedKey k = new NohwEngine().expandKey(key);
        for (int blocks = 1; blocks <= 2 * ScalarLayout.BLOCKS + 1; blocks++) {
            for (int shift : SHIFTS) {
                int inOff = 96;
                int outOff = inOff + shift;
                byte[] buf = Seeds.bytes(r, 96 + 16 * blocks + 96);
                byte[] expected = buf.clone();
                byte[] input = Arrays.copyOfRange(buf, inOff, inOff + 16 * blocks);
                byte[] answer = reference.apply(key, input);
                System.arraycopy(answer, 0, expected, outOff, answer.length);
                op.run(k, buf, inOff, buf, outOff, blocks);
                assertArrayEquals(expected, buf, what + " blocks " + blocks + " shift " + shift);
            }
        }
    }

    @Test
    void encryptOverlapping() {
        check("encrypt", ExpandedKey::encryptBlocks, (key, input) -> JdkAesEngine.ecb(true, key, input));
    }

    @Test
    void decryptOverlapping() {
        check("decrypt", ExpandedKey::decryptBlocks, (key, input) -> JdkAesEngine.ecb(false, key, input));
    }

    @Test
    void ctrOverlapping() {
        byte[] iv = Seeds.bytes(Seeds.random(7), 16);
        for (CounterFlavour flavour : CounterFlavour.values()) {
            Op ctr = (k, in, inOff, out, outOff, blocks) ->
                    k.ctrXorBlocks(flavour, iv, 0, in, inOff, out, outOff, blocks);
            check("ctr " + flavour, ctr, (key, input) -> NaiveCtr.apply(key, flavour, iv, input));
        }
    }

    @Test
    void cbcDecryptStyleInPlace() {
        // What the CBC mode layer does: decryptBlocks over the whole ciphertext in place, then XOR.
        SplittableRandom r = Seeds.random(11);
        byte[] key = Seeds.bytes(r, 16);
        byte[] data = Seeds.bytes(r, 16 * 37);
        byte[] expected = JdkAesEngine.ecb(false, key, data);
        new NohwEngine().expandKey(key).decryptBlocks(data, 0, data, 0, 37);
        assertArrayEquals(expected, data);
    }
}
