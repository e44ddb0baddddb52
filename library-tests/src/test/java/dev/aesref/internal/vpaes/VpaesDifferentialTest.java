package dev.aesref.internal.vpaes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.ct.IncubatorModule;
import dev.aesref.harness.Seeds;
import java.util.List;
import java.util.SplittableRandom;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every vpaes variant against the JDK's AES on random keys, blocks and offsets: both block loops
 * on the emulated shuffle, and with the Vector API module also both on the CPU's shuffle
 * ("vpaes-vector-1x" is in no registry, so this is the suite that runs it).
 */
class VpaesDifferentialTest {

    static final List<BlockEngine> ENGINES = IncubatorModule.present()
            ? List.of(VpaesEngine.interleaved(), VpaesEngine.oneBlockAtATime(), VpaesEngine.vector(),
                    VpaesEngine.vectorOneBlockAtATime())
            : List.of(VpaesEngine.interleaved(), VpaesEngine.oneBlockAtATime());

    static byte[] jdk(String transformation, int mode, byte[] key, byte[] iv, byte[] in) throws Exception {
        Cipher c = Cipher.getInstance(transformation);
        SecretKeySpec k = new SecretKeySpec(key, "AES");
        if (iv == null) {
            c.init(mode, k);
        } else {
            c.init(mode, k, new IvParameterSpec(iv));
        }
        return c.doFinal(in);
    }

    @ParameterizedTest
    @ValueSource(ints = {16, 24, 32})
    void ecbMatchesTheJdk(int keyBytes) throws Exception {
        SplittableRandom rnd = Seeds.random(10 + keyBytes);
        for (int trial = 0; trial < 40; trial++) {
            byte[] key = Seeds.bytes(rnd, keyBytes);
            int blocks = rnd.nextInt(8);
            byte[] pt = Seeds.bytes(rnd, 16 * blocks);
            byte[] expected = jdk("AES/ECB/NoPadding", Cipher.ENCRYPT_MODE, key, null, pt);
            for (BlockEngine e : ENGINES) {
                ExpandedKey k = e.expandKey(key);
                int inOff = rnd.nextInt(5);
                int outOff = rnd.nextInt(5);
                byte[] in = new byte[inOff + pt.length + 3];
                System.arraycopy(pt, 0, in, inOff, pt.length);
                byte[] out = new byte[outOff + pt.length + 2];
                byte[] inBefore = in.clone();
                k.encryptBlocks(in, inOff, out, outOff, blocks);
                assertArrayEquals(inBefore, in, "input untouched");
                assertArrayEquals(expected, java.util.Arrays.copyOfRange(out, outOff, outOff + pt.length), e.name());
                byte[] back = new byte[pt.length];
                k.decryptBlocks(out, outOff, back, 0, blocks);
                assertArrayEquals(pt, back, e.name());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {16, 24, 32})
    void decryptionMatchesTheJdkOnRandomCiphertext(int keyBytes) throws Exception {
        SplittableRandom rnd = Seeds.random(20 + keyBytes);
        for (int trial = 0; trial < 30; trial++) {
            byte[] key = Seeds.bytes(rnd, keyBytes);
            byte[] ct = Seeds.bytes(rnd, 16 * (1 + rnd.nextInt(6)));
            byte[] expected = jdk("AES/ECB/NoPadding", Cipher.DECRYPT_MODE, key, null, ct);
            for (BlockEngine e : ENGINES) {
                byte[] out = new byte[ct.length];
                e.expandKey(key).decryptBlocks(ct, 0, out, 0, ct.length / 16);
                assertArrayEquals(expected, out, e.name());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {16, 24, 32})
    void ctr128MatchesTheJdkCtr(int keyBytes) throws Exception {
        SplittableRandom rnd = Seeds.random(30 + keyBytes);
        for (int trial = 0; trial < 30; trial++) {
            byte[] key = Seeds.bytes(rnd, keyBytes);
            byte[] iv = Seeds.bytes(rnd, 16);
            if (trial % 2 == 0) {
                for (int q = 9; q < 16; q++) {
                    iv[q] = (byte) 0xFF; // a carry out of the low 64 bits within a few blocks
                }
            }
            byte[] pt = Seeds.bytes(rnd, 16 * rnd.nextInt(1, 9));
            byte[] expected = jdk("AES/CTR/NoPadding", Cipher.ENCRYPT_MODE, key, iv, pt);
            for (BlockEngine e : ENGINES) {
                byte[] out = new byte[pt.length];
                byte[] ptBefore = pt.clone();
                e.expandKey(key).ctrXorBlocks(CounterFlavour.CTR128_BE, iv, 0, pt, 0, out, 0, pt.length / 16);
                assertArrayEquals(expected, out, e.name());
                assertArrayEquals(ptBefore, pt, "input untouched");
            }
        }
    }

    @Test
    void interleavedEqualsOneBlockAtATimeForEveryKeySize() {
        SplittableRandom rnd = Seeds.random(40);
        for (int keyBytes : new int[] {16, 24, 32}) {
            for (int trial = 0; trial < 25; trial++) {
                byte[] key = Seeds.bytes(rnd, keyBytes);
                ExpandedKey two = VpaesEngine.interleaved().expandKey(key);
                ExpandedKey one = VpaesEngine.oneBlockAtATime().expandKey(key);
                int blocks = rnd.nextInt(10);
                byte[] in = Seeds.bytes(rnd, 16 * blocks);
                byte[] a = new byte[in.length];
                byte[] b = new byte[in.length];
                two.encryptBlocks(in, 0, a, 0, blocks);
                one.encryptBlocks(in, 0, b, 0, blocks);
                assertArrayEquals(b, a, "encrypt");
                two.decryptBlocks(in, 0, a, 0, blocks);
                one.decryptBlocks(in, 0, b, 0, blocks);
                assertArrayEquals(b, a, "decrypt");
                byte[] iv = Seeds.bytes(rnd, 16);
                long first = rnd.nextLong();
                for (CounterFlavour f : CounterFlavour.values()) {
                    two.ctrXorBlocks(f, iv, first, in, 0, a, 0, blocks);
                    one.ctrXorBlocks(f, iv, first, in, 0, b, 0, blocks);
                    assertArrayEquals(b, a, f.name());
                }
            }
        }
    }

    @Test
    void theCoresAgreeOnRandomBlocks() {
        SplittableRandom rnd = Seeds.random(41);
        for (int keyBytes : new int[] {16, 24, 32}) {
            VpaesKey k = (VpaesKey) VpaesEngine.interleaved().expandKey(Seeds.bytes(rnd, keyBytes));
            long[] sLo = new long[VpaesCore.SCRATCH];
            long[] sHi = new long[VpaesCore.SCRATCH];
            for (int trial = 0; trial < 50; trial++) {
                long[] pair = {rnd.nextLong(), rnd.nextLong(), rnd.nextLong(), rnd.nextLong()};
                long[] first = {pair[0], pair[1]};
                long[] second = {pair[2], pair[3]};
                long[] both = pair.clone();
                VpaesCore.encrypt2(k.encKeys, k.rounds(), both, sLo, sHi);
                VpaesCore.encrypt(k.encKeys, k.rounds(), first, sLo);
                VpaesCore.encrypt(k.encKeys, k.rounds(), second, sLo);
                assertArrayEquals(new long[] {first[0], first[1], second[0], second[1]}, both);
                VpaesCore.decrypt2(k.decKeys, k.rounds(), both, sLo, sHi);
                VpaesCore.decrypt(k.decKeys, k.rounds(), first, sLo);
                VpaesCore.decrypt(k.decKeys, k.rounds(), second, sLo);
                assertArrayEquals(new long[] {first[0], first[1], second[0], second[1]}, both);
                assertArrayEquals(pair, both);
            }
        }
    }
}
