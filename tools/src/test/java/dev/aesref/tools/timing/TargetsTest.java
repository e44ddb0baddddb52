package dev.aesref.tools.timing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import dev.aesref.fpe.Ff1;
import dev.aesref.mode.Xts;
import java.util.Arrays;
import java.util.HashSet;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.SplittableRandom;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * The block, key-expansion and unpadding targets and the early-exit controls prepare what they
 * claim and run the operation they are named after. A target draws its class-1 input from the
 * generator it is given, so a second generator with the same seed, drawn the same way, tells the
 * test which input that was; the expected outputs come from the JDK's AES.
 */
class TargetsTest {

    private static byte[] seeded(long seed, int n) {
        byte[] b = new byte[n];
        new SplittableRandom(seed).nextBytes(b);
        return b;
    }

    private static byte[] jdkEncryptBlock(byte[] key, byte[] block) throws Exception {
        Cipher c = Cipher.getInstance("AES/ECB/NoPadding", "SunJCE");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
        return c.doFinal(block);
    }

    private static byte[] jdkCbc(int mode, byte[] key, byte[] in) throws Exception {
        Cipher c = Cipher.getInstance("AES/CBC/NoPadding", "SunJCE");
        c.init(mode, new SecretKeySpec(key, "AES"), new IvParameterSpec(new byte[16]));
        return c.doFinal(in);
    }

    @Test
    void zeroOrRandomDrawsTheSameBytesForBothClasses() {
        byte[] zero = new byte[32];
        byte[] random = new byte[32];
        SplittableRandom a = new SplittableRandom(8);
        SplittableRandom b = new SplittableRandom(8);
        Arrays.fill(zero, (byte) 0x5A);
        Targets.zeroOrRandom(0, a, zero);
        Targets.zeroOrRandom(1, b, random);
        assertArrayEquals(new byte[32], zero, "class 0 is all zero");
        assertArrayEquals(seeded(8, 32), random, "class 1 is the bytes drawn, unmasked");
        assertEquals(a.nextLong(), b.nextLong(), "both classes drew the same amount");
    }

    @Test
    void pickTakesTheFixedOrTheRandomValue() {
        assertEquals(0x35, Targets.pick(0, 0x35, 0xCA));
        assertEquals(0xCA, Targets.pick(1, 0x35, 0xCA));
        byte[] fixed = {0x35, (byte) 0xF0, 0x0F, 0x00};
        byte[] random = {(byte) 0xCA, 0x0F, (byte) 0xF0, (byte) 0xFF};
        byte[] dst = new byte[4];
        Targets.pick(0, fixed, random, dst);
        assertArrayEquals(new byte[] {0x35, (byte) 0xF0, 0x0F, 0x00}, dst);
        Targets.pick(1, fixed, random, dst);
        assertArrayEquals(new byte[] {(byte) 0xCA, 0x0F, (byte) 0xF0, (byte) 0xFF}, dst);
    }

    /** Every engine's encrypt target is AES under the key seeded 1, of zeros or of the drawn block. */
    @Test
    void encryptTargetsEncryptTheirInput() throws Exception {
        byte[] key = seeded(1, 16);
        byte[] zeroCt = jdkEncryptBlock(key, new byte[16]);
        for (BlockEngine e : Engines.all()) {
            Targets.EncryptBlock t = Targets.encrypt(e);
            assertEquals(e.name() + "/encrypt", t.name());
            assertFalse(t.leakyControl());
            SplittableRandom rnd = new SplittableRandom(3);
            SplittableRandom replay = new SplittableRandom(3);
            byte[] block = new byte[16];
            for (int i = 0; i < 4; i++) {
                t.prepare(1, rnd);
                replay.nextBytes(block);
                assertArrayEquals(block, t.in, e.name());
                byte[] expected = jdkEncryptBlock(key, block);
                assertEquals(expected[0], t.run(), e.name());
                assertArrayEquals(expected, t.out, e.name());
                t.prepare(0, rnd);
                replay.nextBytes(block);
                assertArrayEquals(new byte[16], t.in, e.name());
                assertEquals(zeroCt[0], t.run(), e.name());
                assertArrayEquals(zeroCt, t.out, e.name());
            }
        }
    }

    /** The same-work control prepares like the encrypt target but encrypts its constant block. */
    @Test
    void sameWorkControlPreparesInputsButEncryptsItsConstant() throws Exception {
        Targets.EncryptBlock t = Targets.sameWorkControl(Engines.byName("nohw"));
        byte[] expected = jdkEncryptBlock(seeded(15, 16), seeded(16, 16));
        SplittableRandom rnd = new SplittableRandom(4);
        SplittableRandom replay = new SplittableRandom(4);
        byte[] block = new byte[16];
        t.prepare(1, rnd);
        replay.nextBytes(block);
        assertArrayEquals(block, t.in, "class 1 writes a random block");
        assertEquals(expected[0], t.run());
        assertArrayEquals(expected, t.out);
        t.prepare(0, rnd);
        assertArrayEquals(new byte[16], t.in, "class 0 writes zeros");
        assertEquals(expected[0], t.run());
        assertFalse(t.leakyControl());
    }

    @Test
    void expandKeyTargetsExpandTheirKeyAndDestroyIt() throws Exception {
        for (BlockEngine e : Engines.all()) {
            Targets.ExpandKey t = Targets.expandKey(e);
            assertEquals(e.name() + "/expand-key", t.name());
            SplittableRandom rnd = new SplittableRandom(5);
            SplittableRandom replay = new SplittableRandom(5);
            byte[] key = new byte[16];
            t.prepare(1, rnd);
            replay.nextBytes(key);
            assertArrayEquals(key, t.key, e.name());
            assertEquals(128, t.run());
            ExpandedKey k = t.last;
            assertThrows(IllegalStateException.class, () -> k.encryptBlocks(new byte[16], 0, new byte[16], 0, 1),
                    e.name() + ": the expanded key is destroyed after each run");
            t.prepare(0, rnd);
            assertArrayEquals(new byte[16], t.key, e.name());
            assertEquals(128, t.run());
            assertNotEquals(k, t.last, "each run expands a fresh key");
        }
    }

    /**
     * The plaintexts badPadding encrypts, read back with the JDK's CBC under the target's key:
     * 48 zero bytes, then the padding written out by hand.
     */
    @Test
    void badPaddingEncryptsTheDescribedPlaintext() throws Exception {
        byte[] keyBytes = seeded(2, 16);
        ExpandedKey key = Engines.byName("nohw").expandKey(keyBytes);
        byte[] iv = new byte[16];
        // pad 16, wrong 15 from the end: sixteen 16s, the first (index 48) xor 1 = 17.
        byte[] p = new byte[64];
        Arrays.fill(p, 48, 64, (byte) 16);
        p[48] = 17;
        assertArrayEquals(p, jdkCbc(Cipher.DECRYPT_MODE, keyBytes, Targets.badPadding(key, iv, 16, 15)));
        // pad 5, wrong 2 from the end: 5 5 4 5 5 at 59..63.
        p = new byte[64];
        Arrays.fill(p, 59, 64, (byte) 5);
        p[61] = 4;
        assertArrayEquals(p, jdkCbc(Cipher.DECRYPT_MODE, keyBytes, Targets.badPadding(key, iv, 5, 2)));
        // wrongAt 0 and wrongAt == pad change nothing: five 5s (a valid padding).
        p[61] = 5;
        assertArrayEquals(p, jdkCbc(Cipher.DECRYPT_MODE, keyBytes, Targets.badPadding(key, iv, 5, 0)));
        assertArrayEquals(p, jdkCbc(Cipher.DECRYPT_MODE, keyBytes, Targets.badPadding(key, iv, 5, 5)));
        // pad 1: the lone pad byte is 17, out of range.
        p = new byte[64];
        p[63] = 17;
        assertArrayEquals(p, jdkCbc(Cipher.DECRYPT_MODE, keyBytes, Targets.badPadding(key, iv, 1, 0)));
        // pad 0: all zeros, and a last byte of 0 is itself invalid.
        assertArrayEquals(new byte[64], jdkCbc(Cipher.DECRYPT_MODE, keyBytes, Targets.badPadding(key, iv, 0, 0)));
    }

    @Test
    void cbcUnpadFailsForBothClassesAndOpensAValidPadding() throws Exception {
        Targets.CbcUnpad t = Targets.cbcUnpad(Engines.byName("nohw"));
        byte[] keyBytes = seeded(2, 16);
        SplittableRandom rnd = new SplittableRandom(6);
        t.prepare(0, rnd);
        byte[] fixed = new byte[64];
        Arrays.fill(fixed, 48, 64, (byte) 16);
        fixed[48] = 17;
        assertArrayEquals(fixed, jdkCbc(Cipher.DECRYPT_MODE, keyBytes, t.ct), "class 0: pad 16, first pad byte wrong");
        assertEquals(-1, t.run());
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 100; i++) {
            t.prepare(1, rnd);
            byte[] p = jdkCbc(Cipher.DECRYPT_MODE, keyBytes, t.ct);
            seen.add(Arrays.toString(p));
            int pad = p[63];
            boolean valid = pad >= 1 && pad <= 16;
            for (int j = 64 - Math.max(1, Math.min(pad, 16)); valid && j < 64; j++) {
                valid = p[j] == pad;
            }
            assertFalse(valid, "class 1 padding is wrong: " + Arrays.toString(p));
            assertEquals(-1, t.run());
        }
        assertTrue(seen.size() > 20, "class 1 padding is wrong in many ways: " + seen.size());
        byte[] padded = new byte[64];
        Arrays.fill(padded, 48, 64, (byte) 16);
        System.arraycopy(jdkCbc(Cipher.ENCRYPT_MODE, keyBytes, padded), 0, t.ct, 0, 64);
        assertEquals(48, t.run(), "a valid padding unpads: run() reaches the check itself");
    }

    @Test
    void earlyExitCompareStopsAtTheFirstDifference() {
        Targets.EarlyExitCompare t = Targets.earlyExitControl();
        assertTrue(t.leakyControl());
        byte[] expected = seeded(4, 64);
        assertArrayEquals(expected, t.expected);
        SplittableRandom rnd = new SplittableRandom(7);
        SplittableRandom replay = new SplittableRandom(7);
        byte[] fresh = new byte[64];
        t.prepare(0, rnd);
        replay.nextBytes(fresh);
        byte[] fixed = expected.clone();
        fixed[63] ^= 1;
        assertArrayEquals(fixed, t.candidate, "class 0: the expected tag with its last bit flipped");
        assertEquals(63, t.run());
        t.prepare(1, rnd);
        replay.nextBytes(fresh);
        fresh[63] ^= 1;
        assertArrayEquals(fresh, t.candidate, "class 1: random bytes, last bit flipped");
        int first = 0;
        while (fresh[first] == expected[first]) {
            first++;
        }
        assertEquals(first, t.run());
        System.arraycopy(expected, 0, t.candidate, 0, 64);
        assertEquals(-1, t.run(), "an equal candidate is compared to the end");
        expected[5] ^= (byte) 0x80;
        System.arraycopy(expected, 0, t.candidate, 0, 64);
        assertEquals(5, t.run());
    }

    @Test
    void theControlsSayTheyMustLeak() {
        assertTrue(Targets.byName("control/table-aes").leakyControl());
        assertTrue(Targets.byName("control/early-exit-compare").leakyControl());
        assertFalse(Targets.byName("control/same-work").leakyControl());
        assertFalse(Targets.byName("cbc/pkcs7-unpad").leakyControl());
    }

    @Test
    void anUnknownNameIsRefusedWithTheCount() {
        NoSuchElementException e = assertThrows(NoSuchElementException.class, () -> Targets.byName("nohw/nope"));
        int count = 2 * Engines.all().size() + 5 + 9 + 3 + 9;
        assertEquals("--target: no timing target named 'nohw/nope'; 'aesref ct-test --list' shows the "
                + count + " targets", e.getMessage());
    }

    @Test
    void ff1EncryptIsFf1UnderItsKeyAndTweak() {
        Targets.Ff1Encrypt t = Targets.ff1Encrypt(Engines.byName("nohw"));
        Ff1 ff1 = Ff1.create(Engines.byName("nohw").expandKey(seeded(14, 16)), 10, 16, 16, 8);
        SplittableRandom rnd = new SplittableRandom(8);
        for (int i = 0; i < 10; i++) {
            t.prepare(i & 1, rnd);
            int[] expected = ff1.encrypt(seeded(13, 8), t.in.clone());
            assertEquals(expected[0], t.run());
            assertArrayEquals(expected, t.out);
        }
    }

    /** The XTS and FF1 decryption targets run the library's decryption, checked with fresh instances. */
    @Test
    void xtsAndFf1DecryptAreTheNamedOperations() {
        BlockEngine nohw = Engines.byName("nohw");
        Xts xts = Xts.create(nohw, seeded(18, 32));
        Targets.ZeroOrRandom x = Targets.xtsDecrypt(nohw);
        Ff1 ff1 = Ff1.create(nohw.expandKey(seeded(19, 16)), 10, 16, 16, 8);
        Targets.ZeroOrRandom f = Targets.ff1Decrypt(nohw);
        SplittableRandom rnd = new SplittableRandom(9);
        Set<Long> xs = new HashSet<>();
        for (int i = 0; i < 20; i++) {
            x.prepare(i & 1, rnd);
            long expected = xts.decrypt(Xts.tweakForDataUnit(7), x.bytes.clone())[0];
            assertEquals(expected, x.run());
            xs.add(expected);
            f.prepare(i & 1, rnd);
            assertEquals(ff1.decrypt(seeded(13, 8), f.in.clone())[0], f.run());
        }
        assertTrue(xs.size() > 5, "the first plaintext byte varies with the ciphertext");
    }

    @Test
    void zeroOrRandomControlReturnsTheFirstNonZeroPlace() {
        Targets.ZeroOrRandom control = Targets.xtsDecrypt(Engines.byName("nohw")).earlyExitControl();
        assertEquals("control/nohw-xts-decrypt-early-exit", control.name());
        control.in[2] = 5;
        assertEquals(2, control.run());
        control.in[2] = 0;
        assertEquals(-1, control.run());
    }

    @Test
    void kwControlReturnsMinusOneForTheRightIcv() {
        Targets.KwUnwrap control = Targets.kwUnwrap(Engines.byName("nohw")).earlyExitControl();
        assertEquals("control/nohw-kw-unwrap-early-exit", control.name());
        System.arraycopy(Targets.ICV1, 0, control.unwrapsTo, 0, 8);
        assertEquals(-1, control.run(), "no difference: the compare runs to the end");
        control.unwrapsTo[7] ^= 1;
        assertEquals(7, control.run());
    }
}
