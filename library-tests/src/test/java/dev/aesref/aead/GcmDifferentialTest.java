package dev.aesref.aead;

import static dev.aesref.harness.Seeds.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.mac.Gmac;
import java.util.Arrays;
import java.util.SplittableRandom;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.macs.GMac;
import org.bouncycastle.crypto.modes.GCMBlockCipher;
import org.bouncycastle.crypto.modes.GCMSIVBlockCipher;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * GCM, GMAC and GCM-SIV against the JDK ({@code AES/GCM/NoPadding}, tags of 12..16 bytes, any IV
 * length) and Bouncy Castle ({@code GCMBlockCipher} with every tag length, {@code GMac},
 * {@code GCMSIVBlockCipher}) on random keys, IVs, AAD and messages of 0..4096 bytes, with random
 * chunkings of the incremental forms and in-place and shifted buffers. Seeded
 * ({@code -Daesref.seed=N} overrides).
 */
class GcmDifferentialTest {

    private static final long SEED = Long.getLong("aesref.seed", 20261201L);
    private static final int[] TAG_LENGTHS = {4, 8, 12, 13, 14, 15, 16};

    private static int length(SplittableRandom rnd) {
        switch (rnd.nextInt(4)) {
            case 0:
                return rnd.nextInt(48);
            case 1:
                return 16 * rnd.nextInt(1, 20) + rnd.nextInt(-1, 2);
            default:
                return rnd.nextInt(4097);
        }
    }

    private static byte[] key(SplittableRandom rnd) {
        return bytes(rnd, 16 + 8 * rnd.nextInt(3));
    }

    private static byte[] iv(SplittableRandom rnd) {
        return bytes(rnd, rnd.nextInt(3) == 0 ? 12 : rnd.nextInt(1, 70));
    }

    private static byte[] bcGcm(boolean encrypt, byte[] key, int tagBytes, byte[] iv, byte[] aad,
                                byte[] in) throws Exception {
        GCMBlockCipher c = (GCMBlockCipher) GCMBlockCipher.newInstance(AESEngine.newInstance());
        c.init(encrypt, new AEADParameters(new KeyParameter(key), tagBytes * 8, iv, aad));
        byte[] out = new byte[c.getOutputSize(in.length)];
        int n = c.processBytes(in, 0, in.length, out, 0);
        c.doFinal(out, n);
        return out;
    }

    /** A random split of {@code len} bytes into pieces, many shorter than a block. */
    private static int[] chunks(SplittableRandom rnd, int len) {
        int[] cuts = new int[len + 1];
        int n = 0;
        int pos = 0;
        while (pos < len) {
            int step = rnd.nextInt(3) == 0 ? rnd.nextInt(1, 40) : rnd.nextInt(0, 6);
            step = Math.min(step, len - pos);
            cuts[n++] = step;
            pos += step;
        }
        return Arrays.copyOf(cuts, n);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void gcmAgainstJdkAndBouncyCastle(BlockEngine engine) throws Exception {
        SplittableRandom rnd = new SplittableRandom(SEED ^ engine.name().hashCode());
        for (int trial = 0; trial < 25; trial++) {
            byte[] k = key(rnd);
            byte[] iv = iv(rnd);
            byte[] aad = bytes(rnd, rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(100));
            byte[] msg = bytes(rnd, length(rnd));
            int tagBytes = TAG_LENGTHS[rnd.nextInt(TAG_LENGTHS.length)];
            byte[] expected = bcGcm(true, k, tagBytes, iv, aad, msg);
            if (tagBytes >= 12) {
                Cipher jdk = Cipher.getInstance("AES/GCM/NoPadding");
                jdk.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(k, "AES"),
                        new GCMParameterSpec(tagBytes * 8, iv));
                jdk.updateAAD(aad);
                assertArrayEquals(expected, jdk.doFinal(msg), "JDK and BC agree");
            }
            ExpandedKey key = engine.expandKey(k);
            Gcm gcm = Gcm.create(key, tagBytes);
            String where = "trial " + trial + " len " + msg.length + " iv " + iv.length;
            assertArrayEquals(expected, gcm.seal(iv, aad, msg), where);
            assertArrayEquals(msg, gcm.open(iv, aad, expected), where);

            // In place, and shifted by a few bytes either way inside one array.
            int shift = rnd.nextInt(-20, 21);
            byte[] buf = new byte[msg.length + tagBytes + 40];
            int inOff = 20;
            System.arraycopy(msg, 0, buf, inOff, msg.length);
            int outOff = inOff + shift;
            assertEquals(msg.length + tagBytes,
                    gcm.seal(iv, aad, buf, inOff, msg.length, buf, outOff));
            assertArrayEquals(expected,
                    Arrays.copyOfRange(buf, outOff, outOff + expected.length), where + " aliased");
            int back = outOff - shift;
            assertEquals(msg.length, gcm.open(iv, aad, buf, outOff, expected.length, buf, back));
            assertArrayEquals(msg, Arrays.copyOfRange(buf, back, back + msg.length),
                    where + " aliased open");

            // Incremental, random chunks.
            Gcm.Encryption enc = gcm.encryption(iv);
            int a = 0;
            for (int c : chunks(rnd, aad.length)) {
                enc.updateAad(aad, a, c);
                a += c;
            }
            byte[] out = new byte[expected.length];
            int p = 0;
            for (int c : chunks(rnd, msg.length)) {
                p += enc.update(msg, p, c, out, p);
            }
            enc.finish(out, p);
            assertArrayEquals(expected, out, where + " incremental");

            Gcm.Decryption dec = gcm.decryption(iv);
            dec.updateAad(aad, 0, aad.length);
            p = 0;
            for (int c : chunks(rnd, msg.length)) {
                dec.update(expected, p, c);
                p += c;
            }
            byte[] pt = new byte[msg.length];
            dec.finish(expected, msg.length, pt, 0);
            assertArrayEquals(msg, pt, where + " incremental open");
            gcm.destroy();
            key.destroy();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void gmacAgainstBouncyCastle(BlockEngine engine) throws Exception {
        SplittableRandom rnd = new SplittableRandom(SEED + 7 ^ engine.name().hashCode());
        for (int trial = 0; trial < 20; trial++) {
            byte[] k = key(rnd);
            byte[] iv = iv(rnd);
            byte[] msg = bytes(rnd, length(rnd));
            int tagBytes = TAG_LENGTHS[rnd.nextInt(TAG_LENGTHS.length)];
            GMac bc = new GMac(GCMBlockCipher.newInstance(AESEngine.newInstance()), tagBytes * 8);
            bc.init(new ParametersWithIV(new KeyParameter(k), iv));
            bc.update(msg, 0, msg.length);
            byte[] expected = new byte[tagBytes];
            bc.doFinal(expected, 0);
            ExpandedKey key = engine.expandKey(k);
            Gmac gmac = Gmac.create(key, tagBytes);
            assertEquals(tagBytes, gmac.tagBytes());
            assertArrayEquals(expected, gmac.compute(iv, msg));
            gmac.verify(iv, msg, expected);
            Gmac.Computation inc = gmac.start(iv);
            int p = 0;
            for (int c : chunks(rnd, msg.length)) {
                inc.update(msg, p, c);
                p += c;
            }
            assertArrayEquals(expected, inc.finish());
            gmac.destroy();
            key.destroy();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void gcmSivAgainstBouncyCastle(BlockEngine engine) throws Exception {
        SplittableRandom rnd = new SplittableRandom(SEED + 11 ^ engine.name().hashCode());
        for (int trial = 0; trial < 20; trial++) {
            byte[] k = bytes(rnd, rnd.nextBoolean() ? 16 : 32);
            byte[] nonce = bytes(rnd, 12);
            byte[] aad = bytes(rnd, rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(100));
            byte[] msg = bytes(rnd, length(rnd));
            GCMSIVBlockCipher bc = new GCMSIVBlockCipher(AESEngine.newInstance());
            bc.init(true, new AEADParameters(new KeyParameter(k), 128, nonce, aad));
            byte[] expected = new byte[bc.getOutputSize(msg.length)];
            int n = bc.processBytes(msg, 0, msg.length, expected, 0);
            bc.doFinal(expected, n);
            GcmSiv siv = GcmSiv.create(engine, k);
            assertArrayEquals(expected, siv.seal(nonce, aad, msg), "trial " + trial);
            assertArrayEquals(msg, siv.open(nonce, aad, expected));
            // In place with a shift.
            int shift = rnd.nextInt(-20, 21);
            byte[] buf = new byte[msg.length + 16 + 40];
            System.arraycopy(msg, 0, buf, 20, msg.length);
            siv.seal(nonce, aad, buf, 20, msg.length, buf, 20 + shift);
            assertArrayEquals(expected, Arrays.copyOfRange(buf, 20 + shift,
                    20 + shift + expected.length));
            siv.open(nonce, aad, buf, 20 + shift, expected.length, buf, 20);
            assertArrayEquals(msg, Arrays.copyOfRange(buf, 20, 20 + msg.length));
            siv.destroy();
        }
    }
}
