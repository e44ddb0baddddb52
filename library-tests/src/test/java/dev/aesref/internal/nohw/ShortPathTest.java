package dev.aesref.internal.nohw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.harness.Seeds;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The short path (four-block batches, {@link ShortLayout}) against the sixteen-block path and the
 * JDK, for every block count from 0 to 21 (one to five short batches, full and partial), with
 * keys forced onto one path or the other, and the threshold the default key uses. Whatever the
 * path, the bytes must be the same; the engine suites (EngineConformanceTest, the vector suites)
 * run the default key, which takes the short path up to
 * {@link NohwKey#SHORT_MAX_BLOCKS} blocks.
 */
class ShortPathTest {

    private static final int MAX_BLOCKS = 21;

    private static NohwKey alwaysShort(byte[] key) {
        return new NohwKey(key, Integer.MAX_VALUE);
    }

    private static NohwKey neverShort(byte[] key) {
        return new NohwKey(key, 0);
    }

    @Test
    void theDefaultKeyTakesTheShortPathUpToTheThreshold() {
        NohwKey k = new NohwKey(new byte[16]);
        assertTrue(k.takesShortPath(1));
        assertTrue(k.takesShortPath(NohwKey.SHORT_MAX_BLOCKS));
        assertFalse(k.takesShortPath(NohwKey.SHORT_MAX_BLOCKS + 1));
        assertFalse(neverShort(new byte[16]).takesShortPath(1));
        assertTrue(alwaysShort(new byte[16]).takesShortPath(1 << 20));
    }

    @ParameterizedTest(name = "AES-{0}")
    @ValueSource(ints = {128, 192, 256})
    void encryptAndDecryptAgreeWithTheWidePathAndTheJdk(int keyBits) {
        SplittableRandom r = Seeds.random(0x5A0L + keyBits);
        for (int trial = 0; trial < 3; trial++) {
            byte[] key = Seeds.bytes(r, keyBits / 8);
            NohwKey narrow = alwaysShort(key);
            NohwKey wide = neverShort(key);
            for (int blocks = 0; blocks <= MAX_BLOCKS; blocks++) {
                byte[] data = Seeds.bytes(r, 16 * blocks);
                byte[] a = new byte[data.length];
                byte[] b = new byte[data.length];
                narrow.encryptBlocks(data, 0, a, 0, blocks);
                wide.encryptBlocks(data, 0, b, 0, blocks);
                assertArrayEquals(b, a, "encrypt, short against wide, blocks " + blocks);
                assertArrayEquals(JdkAesEngine.ecb(true, key, data), a, "encrypt, blocks " + blocks);

                byte[] back = new byte[data.length];
                narrow.decryptBlocks(a, 0, back, 0, blocks);
                assertArrayEquals(data, back, "decrypt undoes encrypt, blocks " + blocks);
                narrow.decryptBlocks(data, 0, a, 0, blocks);
                wide.decryptBlocks(data, 0, b, 0, blocks);
                assertArrayEquals(b, a, "decrypt, short against wide, blocks " + blocks);
                assertArrayEquals(JdkAesEngine.ecb(false, key, data), a, "decrypt, blocks " + blocks);
            }
        }
    }

    @ParameterizedTest(name = "AES-{0}")
    @ValueSource(ints = {128, 192, 256})
    void ctrAgreesWithTheWidePathInEveryFlavour(int keyBits) {
        SplittableRandom r = Seeds.random(0xC7A0L + keyBits);
        byte[] key = Seeds.bytes(r, keyBits / 8);
        NohwKey narrow = alwaysShort(key);
        NohwKey wide = neverShort(key);
        for (CounterFlavour flavour : CounterFlavour.values()) {
            for (int blocks = 0; blocks <= MAX_BLOCKS; blocks++) {
                byte[] iv = Seeds.bytes(r, 16);
                long first = r.nextLong();
                byte[] data = Seeds.bytes(r, 16 * blocks);
                byte[] a = new byte[data.length];
                byte[] b = new byte[data.length];
                narrow.ctrXorBlocks(flavour, iv, first, data, 0, a, 0, blocks);
                wide.ctrXorBlocks(flavour, iv, first, data, 0, b, 0, blocks);
                assertArrayEquals(b, a, flavour + " blocks " + blocks);
                assertArrayEquals(JdkAesEngine.ctrAt(key, flavour, iv, first, data), a,
                        flavour + " against the JDK, blocks " + blocks);
            }
        }
    }

    /** In place and overlapping by less than a short batch, both ways, on the short path. */
    @Test
    void overlappingRangesOnTheShortPath() {
        SplittableRandom r = Seeds.random(0x0E1AL);
        byte[] key = Seeds.bytes(r, 16);
        NohwKey narrow = alwaysShort(key);
        for (int blocks = 1; blocks <= 9; blocks++) {
            for (int shift : new int[] {-65, -16, -1, 0, 1, 15, 16, 63, 65}) {
                int inOff = 80;
                byte[] buf = Seeds.bytes(r, 16 * blocks + 160);
                byte[] input = java.util.Arrays.copyOfRange(buf, inOff, inOff + 16 * blocks);
                byte[] expected = buf.clone();
                System.arraycopy(JdkAesEngine.ecb(true, key, input), 0, expected, inOff + shift, input.length);
                narrow.encryptBlocks(buf, inOff, buf, inOff + shift, blocks);
                assertArrayEquals(expected, buf, "blocks " + blocks + " shift " + shift);
            }
        }
    }

    /** STYLE rule 6: what either path wrote into the key's scratch is zero when the call returns. */
    @Test
    void bothPathsLeaveTheScratchZero() {
        SplittableRandom r = Seeds.random(0x5C7AL);
        NohwKey k = new NohwKey(Seeds.bytes(r, 24));
        java.util.Map<String, Object> fresh = dev.aesref.harness.Residue.snapshot(k);
        byte[] data = Seeds.bytes(r, 16 * 20);
        byte[] iv = Seeds.bytes(r, 16);
        byte[] out = new byte[data.length];
        for (int blocks : new int[] {1, 3, 4, NohwKey.SHORT_MAX_BLOCKS, NohwKey.SHORT_MAX_BLOCKS + 1, 20}) {
            k.encryptBlocks(data, 0, out, 0, blocks);
            dev.aesref.harness.Residue.assertUnchanged("after encrypting " + blocks, fresh, k);
            k.decryptBlocks(data, 0, out, 0, blocks);
            dev.aesref.harness.Residue.assertUnchanged("after decrypting " + blocks, fresh, k);
            k.ctrXorBlocks(CounterFlavour.CTR32_BE, iv, 0, data, 0, out, 0, blocks);
            dev.aesref.harness.Residue.assertUnchanged("after CTR on " + blocks, fresh, k);
        }
    }

    @Test
    void destroyZeroesTheShortRoundKeysToo() {
        NohwKey k = new NohwKey(Seeds.bytes(Seeds.random(0xDE57L), 32));
        k.destroy();
        dev.aesref.harness.Residue.assertClean("nohw key after destroy", k);
    }
}
