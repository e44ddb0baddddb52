package dev.aesref;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.harness.NaiveCtr;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine contract of {@link BlockEngine} and {@link ExpandedKey}, checked on every engine in
 * the {@link Engines} registry. Expected values come from FIPS-197 Appendix C and from the JDK's
 * AES, never from the engine under test.
 */
class EngineContractTest {

    private static final HexFormat HEX = HexFormat.of();

    static Stream<BlockEngine> engines() {
        return Engines.all().stream();
    }

    @Test
    void registryIsNotEmptyAndNamesAreUnique() {
        List<String> names = Engines.names();
        assertFalse(names.isEmpty(), "no engine registered");
        assertEquals(names.size(), names.stream().distinct().count(), "duplicate names " + names);
        for (String n : names) {
            assertEquals(n, Engines.byName(n).name());
        }
        var e = assertThrows(java.util.NoSuchElementException.class, () -> Engines.byName("nope"));
        assertTrue(e.getMessage().contains("nope"));
    }

    /** The registry names are the ones README.md publishes, in registry order. */
    @Test
    void enginesAnswerToTheirPublishedNames() {
        List<String> published = new java.util.ArrayList<>(List.of("spec", "nohw", "vpaes", "vpaes-1x", "hwmodel"));
        if (dev.aesref.internal.ct.IncubatorModule.present()) {
            published.add("nohw-vector");
            published.add("vpaes-vector");
        }
        assertEquals(published, Engines.names());
        for (BlockEngine e : Engines.all()) {
            assertFalse(e.name().isEmpty());
            assertTrue(Engines.byName(e.name()) == e, e.name());
        }
    }

    /** FIPS-197 Appendix C.1, C.2, C.3: plaintext 00112233..ff, key 000102.. of each length. */
    @ParameterizedTest
    @MethodSource("engines")
    void fips197AppendixC(BlockEngine engine) {
        byte[] pt = HEX.parseHex("00112233445566778899aabbccddeeff");
        String[][] cases = {
            {"000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"},
            {"000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"},
            {"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
                "8ea2b7ca516745bfeafc49904b496089"},
        };
        for (String[] c : cases) {
            ExpandedKey k = engine.expandKey(HEX.parseHex(c[0]));
            assertEquals(c[0].length() * 4, k.keyBits());
            assertEquals(c[0].length() / 8 + 6, k.rounds());
            byte[] ct = new byte[16];
            k.encryptBlocks(pt, 0, ct, 0, 1);
            assertEquals(c[1], HEX.formatHex(ct), engine.name() + " encrypt " + c[0]);
            byte[] back = new byte[16];
            k.decryptBlocks(ct, 0, back, 0, 1);
            assertArrayEquals(pt, back, engine.name() + " decrypt " + c[0]);
        }
    }

    @ParameterizedTest
    @MethodSource("engines")
    void manyBlocksMatchTheJdkAtEveryOffset(BlockEngine engine) throws Exception {
        SplittableRandom rnd = new SplittableRandom(0x5EED_0001L);
        for (int keyLen : new int[] {16, 24, 32}) {
            for (int blocks = 0; blocks <= 19; blocks++) {
                byte[] key = bytes(rnd, keyLen);
                int inOff = rnd.nextInt(5);
                int outOff = rnd.nextInt(5);
                byte[] in = bytes(rnd, inOff + 16 * blocks + 3);
                byte[] expected = jdk(Cipher.ENCRYPT_MODE, key, in, inOff, 16 * blocks);
                ExpandedKey k = engine.expandKey(key);
                byte[] out = new byte[outOff + 16 * blocks + 2];
                k.encryptBlocks(in, inOff, out, outOff, blocks);
                assertArrayEquals(expected, slice(out, outOff, 16 * blocks), engine.name());
                assertEquals(0, out[out.length - 1], "wrote past the range");
                byte[] dec = new byte[16 * blocks];
                k.decryptBlocks(out, outOff, dec, 0, blocks);
                assertArrayEquals(slice(in, inOff, 16 * blocks), dec, engine.name());
            }
        }
    }

    @ParameterizedTest
    @MethodSource("engines")
    void inPlaceAndOverlappingRangesActAsIfInputWereCopiedFirst(BlockEngine engine) throws Exception {
        SplittableRandom rnd = new SplittableRandom(0x5EED_0002L);
        byte[] key = bytes(rnd, 32);
        ExpandedKey k = engine.expandKey(key);
        for (int blocks : new int[] {1, 3, 8, 9, 17}) {
            for (int shift : new int[] {0, 1, 16, -1, -16, 15}) {
                int n = 16 * blocks;
                byte[] buf = bytes(rnd, n + 40);
                int inOff = 20;
                byte[] plain = slice(buf, inOff, n);
                byte[] expectedEnc = jdk(Cipher.ENCRYPT_MODE, key, plain, 0, n);
                byte[] expectedDec = jdk(Cipher.DECRYPT_MODE, key, plain, 0, n);
                byte[] b1 = buf.clone();
                k.encryptBlocks(b1, inOff, b1, inOff + shift, blocks);
                assertArrayEquals(expectedEnc, slice(b1, inOff + shift, n),
                        engine.name() + " encrypt shift " + shift + " blocks " + blocks);
                byte[] b2 = buf.clone();
                k.decryptBlocks(b2, inOff, b2, inOff + shift, blocks);
                assertArrayEquals(expectedDec, slice(b2, inOff + shift, n),
                        engine.name() + " decrypt shift " + shift + " blocks " + blocks);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("engines")
    void wrongKeyLengthsAreRefusedWithTheLengthInTheMessage(BlockEngine engine) {
        for (int len : new int[] {0, 1, 15, 17, 20, 23, 25, 31, 33, 64}) {
            var e = assertThrows(IllegalArgumentException.class, () -> engine.expandKey(new byte[len]));
            assertTrue(e.getMessage().contains(len + " bytes"), e.getMessage());
        }
        assertThrows(NullPointerException.class, () -> engine.expandKey(null));
    }

    @ParameterizedTest
    @MethodSource("engines")
    void theEngineKeepsNoReferenceToTheCallersKey(BlockEngine engine) throws Exception {
        byte[] key = new byte[16];
        ExpandedKey k = engine.expandKey(key);
        java.util.Arrays.fill(key, (byte) 0x55);
        byte[] out = new byte[16];
        k.encryptBlocks(new byte[16], 0, out, 0, 1);
        assertArrayEquals(jdk(Cipher.ENCRYPT_MODE, new byte[16], new byte[16], 0, 16), out);
    }

    @ParameterizedTest
    @MethodSource("engines")
    void badRangesAreRefusedBeforeAnyByteIsWritten(BlockEngine engine) {
        ExpandedKey k = engine.expandKey(new byte[16]);
        byte[] in = new byte[32];
        byte[] out = new byte[32];
        java.util.Arrays.fill(out, (byte) 7);
        byte[] before = out.clone();
        assertThrows(IndexOutOfBoundsException.class, () -> k.encryptBlocks(in, 0, out, 17, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> k.encryptBlocks(in, 0, out, 0, 3));
        assertThrows(IndexOutOfBoundsException.class, () -> k.decryptBlocks(in, -1, out, 0, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> k.decryptBlocks(in, 17, out, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> k.encryptBlocks(in, 0, out, 0, -1));
        assertThrows(NullPointerException.class, () -> k.encryptBlocks(null, 0, out, 0, 1));
        assertThrows(NullPointerException.class, () -> k.decryptBlocks(in, 0, null, 0, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> k.ctrXorBlocks(
                CounterFlavour.CTR128_BE, new byte[16], 0, in, 0, out, 20, 1));
        assertThrows(IllegalArgumentException.class, () -> k.ctrXorBlocks(
                CounterFlavour.CTR128_BE, new byte[15], 0, in, 0, out, 0, 1));
        assertThrows(NullPointerException.class, () -> k.ctrXorBlocks(
                CounterFlavour.CTR128_BE, null, 0, in, 0, out, 0, 1));
        assertThrows(NullPointerException.class, () -> k.ctrXorBlocks(
                null, new byte[16], 0, in, 0, out, 0, 1));
        assertArrayEquals(before, out);
        k.encryptBlocks(in, 0, out, 0, 0);
        assertArrayEquals(before, out, "zero blocks must write nothing");
    }

    private static void refuses(String parameter, org.junit.jupiter.api.function.Executable call) {
        IndexOutOfBoundsException e = org.junit.jupiter.api.Assertions.assertThrowsExactly(
                IndexOutOfBoundsException.class, call);
        assertTrue(e.getMessage().startsWith(parameter + " range"), e.getMessage());
    }

    /**
     * Each of the three operations checks the input range and the output range itself, up
     * front: the exception is the range check's, naming the parameter (not an
     * ArrayIndexOutOfBoundsException from the middle of the loop), and no output byte is
     * written, also when the first blocks would fit.
     */
    @ParameterizedTest
    @MethodSource("engines")
    void eachRangeIsCheckedByNameBeforeAnyBlock(BlockEngine engine) {
        ExpandedKey k = engine.expandKey(new byte[32]);
        byte[] iv = new byte[16];
        byte[] shortIn = new byte[40]; // two whole blocks and a half: three do not fit
        byte[] in = new byte[48];
        byte[] shortOut = new byte[40];
        byte[] out = new byte[48];
        java.util.Arrays.fill(shortOut, (byte) 7);
        java.util.Arrays.fill(out, (byte) 7);
        byte[] shortBefore = shortOut.clone();
        byte[] before = out.clone();
        refuses("in", () -> k.encryptBlocks(shortIn, 0, out, 0, 3));
        refuses("in", () -> k.decryptBlocks(shortIn, 0, out, 0, 3));
        refuses("in", () -> k.ctrXorBlocks(CounterFlavour.CTR32_BE, iv, 0, shortIn, 0, out, 0, 3));
        refuses("out", () -> k.encryptBlocks(in, 0, shortOut, 0, 3));
        refuses("out", () -> k.decryptBlocks(in, 0, shortOut, 0, 3));
        refuses("out", () -> k.ctrXorBlocks(CounterFlavour.CTR32_BE, iv, 0, in, 0, shortOut, 0, 3));
        refuses("in", () -> k.encryptBlocks(in, 40, out, 0, 1));
        refuses("out", () -> k.decryptBlocks(in, 0, out, 40, 1));
        assertArrayEquals(before, out);
        assertArrayEquals(shortBefore, shortOut);
    }

    @ParameterizedTest
    @MethodSource("engines")
    void destroyMarksTheKeyAndLaterUseFails(BlockEngine engine) {
        ExpandedKey k = engine.expandKey(new byte[24]);
        assertFalse(k.isDestroyed());
        k.destroy();
        assertTrue(k.isDestroyed());
        byte[] b = new byte[16];
        assertThrows(IllegalStateException.class, () -> k.encryptBlocks(b, 0, b, 0, 1));
        assertThrows(IllegalStateException.class, () -> k.decryptBlocks(b, 0, b, 0, 1));
        assertThrows(IllegalStateException.class,
                () -> k.ctrXorBlocks(CounterFlavour.CTR32_BE, new byte[16], 0, b, 0, b, 0, 1));
    }

    /** Every flavour near each counter boundary, against the BigInteger per-block reference. */
    @ParameterizedTest
    @MethodSource("engines")
    void ctrXorBlocksMatchesTheNaiveReference(BlockEngine engine) {
        SplittableRandom rnd = new SplittableRandom(0x5EED_0003L);
        for (CounterFlavour f : CounterFlavour.values()) {
            for (int keyLen : new int[] {16, 24, 32}) {
                byte[] key = bytes(rnd, keyLen);
                ExpandedKey k = engine.expandKey(key);
                for (int nearEnd : new int[] {0, 4, 8, 12, -1}) {
                    byte[] iv = bytes(rnd, 16);
                    if (nearEnd >= 0) {
                        java.util.Arrays.fill(iv, nearEnd, 16, (byte) 0xFF);
                        iv[15] = (byte) (0xFF - rnd.nextInt(6));
                    }
                    int blocks = 1 + rnd.nextInt(70);
                    long first = rnd.nextInt(3);
                    byte[] in = bytes(rnd, 16 * (blocks + (int) first));
                    byte[] expected = NaiveCtr.apply(key, f, iv, in);
                    byte[] out = new byte[16 * blocks];
                    k.ctrXorBlocks(f, iv, first, in, (int) (16 * first), out, 0, blocks);
                    assertArrayEquals(slice(expected, (int) (16 * first), 16 * blocks), out,
                            engine.name() + " " + f + " iv " + HEX.formatHex(iv) + " first " + first);
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("engines")
    void ctrXorBlocksOnOverlappingRangesActsAsIfInputWereCopiedFirst(BlockEngine engine) {
        SplittableRandom rnd = new SplittableRandom(0x5EED_0004L);
        byte[] key = bytes(rnd, 16);
        ExpandedKey k = engine.expandKey(key);
        for (CounterFlavour f : CounterFlavour.values()) {
            for (int blocks : new int[] {1, 5, 64, 65, 130}) {
                for (int shift : new int[] {0, 1, 15, 16, 17, 16 * 64 + 3, -1, -16, -33}) {
                    int n = 16 * blocks;
                    byte[] iv = bytes(rnd, 16);
                    int inOff = 16 * 70;
                    byte[] buf = bytes(rnd, n + 2 * inOff);
                    byte[] expected = NaiveCtr.apply(key, f, iv, slice(buf, inOff, n));
                    k.ctrXorBlocks(f, iv, 0, buf, inOff, buf, inOff + shift, blocks);
                    assertArrayEquals(expected, slice(buf, inOff + shift, n),
                            engine.name() + " " + f + " blocks " + blocks + " shift " + shift);
                }
            }
        }
    }

    private static byte[] jdk(int mode, byte[] key, byte[] in, int off, int len) throws Exception {
        Cipher c = Cipher.getInstance("AES/ECB/NoPadding");
        c.init(mode, new SecretKeySpec(key, "AES"));
        return c.doFinal(in, off, len);
    }

    private static byte[] bytes(SplittableRandom rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }

    private static byte[] slice(byte[] b, int off, int len) {
        byte[] s = new byte[len];
        System.arraycopy(b, off, s, 0, len);
        return s;
    }
}
