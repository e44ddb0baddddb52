package dev.aesref.internal.hwmodel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import dev.aesref.harness.NaiveCtr;
import dev.aesref.harness.Residue;
import dev.aesref.harness.Seeds;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * STYLE rule 6 for the three driver models: after {@code destroy()} nothing reachable holds a
 * non-zero array, in whatever length class the driver was last used (empty, sub-block,
 * one block, a partial tail, a main-loop batch and more, across a counter wrap); between calls
 * a driver keeps only what the routine it models keeps (round keys; BoringSSL's {@code ivec},
 * and {@code ecount_buf} exactly while a keystream block is partly used).
 */
class DriverResidueTest {

    /** Sub-block, one block, a partial tail, exactly a batch, a batch and a tail, many batches. */
    private static final int[] LENGTHS = {0, 5, 16, 31, 128, 16 * 9 + 7, 16 * 40 + 3};
    /** The low 64 bits of the counter a few blocks below 2^64: splits and slow paths run. */
    private static final String NEAR_WRAP = "0123456789abcdeffffffffffffffffd";

    private static byte[] iv(String hex) {
        return java.util.HexFormat.of().parseHex(hex);
    }

    @ParameterizedTest(name = "{0}-byte key")
    @ValueSource(ints = {16, 24, 32})
    void boringKeepsOnlyRoundKeysIvecAndAPartlyUsedBlock(int keyBytes) {
        SplittableRandom rnd = Seeds.random(0xB0F1L + keyBytes);
        byte[] key = Seeds.bytes(rnd, keyBytes);
        for (int len : LENGTHS) {
            byte[] start = iv("00000000000000000000000ffffffffd");
            BoringCtr32 b = new BoringCtr32(key, start);
            byte[] in = Seeds.bytes(rnd, len);
            byte[] out = new byte[len];
            b.process(in, 0, out, 0, len);
            assertArrayEquals(NaiveCtr.apply(key, CounterFlavour.CTR128_BE, start, in), out);
            List<String> held = Residue.nonZeroArrays(b);
            // A partial last block leaves its unused keystream in ecount_buf, as ctr.c does.
            List<String> expected = len % 16 == 0
                    ? List.of("BoringCtr32.rk (long[" + (2 * (keyBytes / 4 + 7)) + "])", "BoringCtr32.ivec (byte[16])")
                    : List.of("BoringCtr32.rk (long[" + (2 * (keyBytes / 4 + 7)) + "])", "BoringCtr32.ivec (byte[16])",
                            "BoringCtr32.ecountBuf (byte[16])");
            assertEquals(expected, held, "after " + len + " bytes");
            // Using up the partly used block removes it.
            int rest = (16 - len % 16) % 16;
            b.process(new byte[rest], 0, new byte[rest], 0, rest);
            assertEquals(expected.subList(0, 2), Residue.nonZeroArrays(b), "after using up " + len);
            b.process(in, 0, out, 0, len);
            b.destroy();
            assertTrue(b.isDestroyed());
            Residue.assertClean("BoringCtr32 after " + len + " bytes", b);
            assertEquals(0, b.num());
            byte[] one = new byte[16];
            assertThrows(IllegalStateException.class, () -> b.process(one, 0, one, 0, 1));
            assertThrows(IllegalStateException.class, () -> b.ctr32EncryptBlocks(one, 0, one, 0, 1, start));
        }
    }

    @ParameterizedTest(name = "{0}-byte key")
    @ValueSource(ints = {16, 24, 32})
    void goKeepsNoKeystreamBetweenCalls(int keyBytes) {
        SplittableRandom rnd = Seeds.random(0x60C7L + keyBytes);
        byte[] key = Seeds.bytes(rnd, keyBytes);
        for (int len : LENGTHS) {
            byte[] start = iv(NEAR_WRAP);
            GoCtr g = new GoCtr(key, start);
            Map<String, Object> fresh = Residue.snapshot(g);
            byte[] in = Seeds.bytes(rnd, len + 3);
            byte[] out = new byte[len + 3];
            g.xorKeyStream(out, 0, in, 0, 3); // now every call starts inside a block
            g.xorKeyStream(out, 3, in, 3, len);
            assertArrayEquals(NaiveCtr.apply(key, CounterFlavour.CTR128_BE, start, in), out);
            Residue.assertUnchanged("GoCtr after " + len + " bytes", fresh, g);
            g.xorKeyStreamAt(out, 0, in, 0, len, 16 * 7 + 1);
            Residue.assertUnchanged("GoCtr after XORKeyStreamAt of " + len + " bytes", fresh, g);
            // A refused call leaves nothing behind either.
            assertThrows(IllegalArgumentException.class, () -> g.xorKeyStreamAt(in, 1, in, 0, len + 2, 5));
            Residue.assertUnchanged("GoCtr after a refused call", fresh, g);
            g.destroy();
            assertTrue(g.isDestroyed());
            Residue.assertClean("GoCtr after " + len + " bytes", g);
            assertThrows(IllegalStateException.class, () -> g.xorKeyStream(out, 0, in, 0, 3));
        }
    }

    @ParameterizedTest(name = "{0}-byte key")
    @ValueSource(ints = {16, 24, 32})
    void linuxKeepsNoKeystreamBetweenCalls(int keyBytes) {
        SplittableRandom rnd = Seeds.random(0x11AEL + keyBytes);
        byte[] key = Seeds.bytes(rnd, keyBytes);
        for (int bits : new int[] {256, 512}) {
            for (int len : LENGTHS) {
                LinuxVaesCtr d = new LinuxVaesCtr(key, bits);
                Map<String, Object> fresh = Residue.snapshot(d);
                byte[] start = iv(NEAR_WRAP);
                byte[] counter = start.clone();
                byte[] in = Seeds.bytes(rnd, len);
                byte[] out = new byte[len];
                d.ctrCrypt(counter, in, 0, out, 0, len, 48);
                assertArrayEquals(NaiveCtr.apply(key, CounterFlavour.CTR128_BE, start, in), out);
                Residue.assertUnchanged("LinuxVaesCtr ctr after " + len + " bytes", fresh, d);
                d.xctrCrypt(start, in, 0, out, 0, len, 4096);
                assertArrayEquals(NaiveCtr.apply(key, CounterFlavour.XCTR, start, in), out);
                Residue.assertUnchanged("LinuxVaesCtr xctr after " + len + " bytes", fresh, d);
                d.destroy();
                assertTrue(d.isDestroyed());
                Residue.assertClean("LinuxVaesCtr " + bits + " after " + len + " bytes", d);
                byte[] one = new byte[16];
                assertThrows(IllegalStateException.class, () -> d.ctrCrypt(counter, one, 0, one, 0, 16, 48));
                assertThrows(IllegalStateException.class, () -> d.xctrCrypt(counter, one, 0, one, 0, 16, 48));
            }
        }
    }
}
