package dev.aesref.spec;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import dev.aesref.harness.NaiveCtr;
import org.junit.jupiter.api.Test;

import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

/** The spec engine behind the {@link BlockEngine} contract, with the JDK's AES as the oracle. */
class SpecEngineTest {

    private static final long SEED = Long.getLong("aesref.seed", 0x5eedL);
    private static final BlockEngine ENGINE = new SpecEngine();

    private static byte[] random(Random rnd, int len) {
        byte[] b = new byte[len];
        rnd.nextBytes(b);
        return b;
    }

    private static byte[] jdk(int mode, byte[] key, byte[] data) {
        try {
            Cipher c = Cipher.getInstance("AES/ECB/NoPadding");
            c.init(mode, new SecretKeySpec(key, "AES"));
            return c.doFinal(data);
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void nameAndRegistry() {
        assertEquals("spec", ENGINE.name());
        assertTrue(Engines.byName("spec") instanceof SpecEngine);
    }

    @Test
    void keyBitsAndRounds() {
        int[] lengths = {16, 24, 32};
        for (int len : lengths) {
            ExpandedKey k = ENGINE.expandKey(new byte[len]);
            assertEquals(len * 8, k.keyBits());
            assertEquals(len / 4 + 6, k.rounds());
        }
    }

    @Test
    void rejectsBadKeys() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ENGINE.expandKey(new byte[17]));
        assertTrue(e.getMessage().contains("got 17 bytes"), e.getMessage());
    }

    /** Random keys of every size and 0..3 blocks at random offsets, against javax.crypto. */
    @Test
    void matchesJdkBothWays() {
        qt().withFixedSeed(SEED).withExamples(30)
                .forAll(longs().all(), integers().between(0, 2), integers().between(0, 3))
                .checkAssert((seed, size, blocks) -> {
                    Random rnd = new Random(seed);
                    byte[] key = random(rnd, 16 + 8 * size);
                    byte[] plain = random(rnd, 16 * blocks);
                    byte[] expected = jdk(Cipher.ENCRYPT_MODE, key, plain);
                    ExpandedKey k = ENGINE.expandKey(key);

                    int inOff = rnd.nextInt(5);
                    int outOff = rnd.nextInt(5);
                    byte[] in = new byte[inOff + plain.length + 3];
                    System.arraycopy(plain, 0, in, inOff, plain.length);
                    byte[] out = new byte[outOff + plain.length + 3];
                    k.encryptBlocks(in, inOff, out, outOff, blocks);
                    assertArrayEquals(expected, Arrays.copyOfRange(out, outOff, outOff + plain.length));
                    assertArrayEquals(new byte[outOff], Arrays.copyOfRange(out, 0, outOff));
                    assertArrayEquals(new byte[3], Arrays.copyOfRange(out, out.length - 3, out.length));

                    byte[] back = new byte[plain.length];
                    k.decryptBlocks(out, outOff, back, 0, blocks);
                    assertArrayEquals(plain, back);
                    assertArrayEquals(plain, jdk(Cipher.DECRYPT_MODE, key, expected));
                });
    }

    @Test
    void inPlace() {
        Random rnd = new Random(SEED);
        byte[] key = random(rnd, 32);
        byte[] data = random(rnd, 48);
        byte[] expected = jdk(Cipher.ENCRYPT_MODE, key, data);
        ExpandedKey k = ENGINE.expandKey(key);
        byte[] buf = data.clone();
        k.encryptBlocks(buf, 0, buf, 0, 3);
        assertArrayEquals(expected, buf);
        k.decryptBlocks(buf, 0, buf, 0, 3);
        assertArrayEquals(data, buf);
    }

    /** Output one block after, and one block before, the input in the same array. */
    @Test
    void overlappingRangesBehaveAsIfInputWereCopied() {
        Random rnd = new Random(SEED + 1);
        byte[] key = random(rnd, 16);
        byte[] data = random(rnd, 48);
        ExpandedKey k = ENGINE.expandKey(key);

        byte[] expectedEnc = jdk(Cipher.ENCRYPT_MODE, key, data);
        byte[] buf = new byte[64];
        System.arraycopy(data, 0, buf, 0, 48);
        k.encryptBlocks(buf, 0, buf, 16, 3);
        assertArrayEquals(expectedEnc, Arrays.copyOfRange(buf, 16, 64));

        buf = new byte[64];
        System.arraycopy(data, 0, buf, 16, 48);
        k.encryptBlocks(buf, 16, buf, 0, 3);
        assertArrayEquals(expectedEnc, Arrays.copyOfRange(buf, 0, 48));

        byte[] expectedDec = jdk(Cipher.DECRYPT_MODE, key, data);
        buf = new byte[64];
        System.arraycopy(data, 0, buf, 0, 48);
        k.decryptBlocks(buf, 0, buf, 16, 3);
        assertArrayEquals(expectedDec, Arrays.copyOfRange(buf, 16, 64));
    }

    @Test
    void rangesAreCheckedBeforeAnyWrite() {
        ExpandedKey k = ENGINE.expandKey(new byte[16]);
        byte[] in = new byte[32];
        byte[] out = new byte[31];
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class,
                () -> k.encryptBlocks(in, 0, out, 0, 2));
        assertTrue(e.getMessage().startsWith("out range"), e.getMessage());
        assertArrayEquals(new byte[31], out);

        e = assertThrows(IndexOutOfBoundsException.class, () -> k.decryptBlocks(in, 1, new byte[32], 0, 2));
        assertTrue(e.getMessage().startsWith("in range"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> k.encryptBlocks(in, 0, in, 0, -1));
        assertThrows(NullPointerException.class, () -> k.decryptBlocks(null, 0, in, 0, 1));

        k.encryptBlocks(in, 0, out, 0, 0);            // zero blocks: nothing to do
        assertArrayEquals(new byte[31], out);
    }

    @Test
    void destroyZeroesTheScheduleAndLocksTheKey() {
        int[] w = KeyExpansion.expand(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16});
        SpecExpandedKey k = new SpecExpandedKey(w);
        assertFalse(k.isDestroyed());
        k.destroy();
        assertTrue(k.isDestroyed());
        assertArrayEquals(new int[44], w);
        byte[] buf = new byte[16];
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> k.encryptBlocks(buf, 0, buf, 0, 1));
        assertTrue(e.getMessage().contains("destroyed"), e.getMessage());
        assertThrows(IllegalStateException.class, () -> k.decryptBlocks(buf, 0, buf, 0, 1));
        assertThrows(IllegalStateException.class,
                () -> k.ctrXorBlocks(CounterFlavour.CTR128_BE, new byte[16], 0, buf, 0, buf, 0, 1));
        assertArrayEquals(new byte[16], buf);
        assertEquals(128, k.keyBits());
    }

    /** The contract's default counter mode on this engine, against the BigInteger reference. */
    @Test
    void counterModeMatchesNaiveReference() {
        Random rnd = new Random(SEED + 2);
        for (CounterFlavour flavour : CounterFlavour.values()) {
            byte[] key = random(rnd, 24);
            byte[] iv = random(rnd, 16);
            byte[] msg = random(rnd, 48);
            byte[] out = new byte[48];
            ENGINE.expandKey(key).ctrXorBlocks(flavour, iv, 0, msg, 0, out, 0, 3);
            assertArrayEquals(NaiveCtr.apply(key, flavour, iv, msg), out, flavour.name());
        }
    }
}
