package dev.aesref.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import dev.aesref.internal.vectors.format.WycheproofFile;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.internal.vectors.source.VectorSource;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.modes.GCMBlockCipher;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The exported vectors are evidence: regenerated, they are the committed bytes; every one agrees
 * with Bouncy Castle (and every CTR128 and GCM one with the JDK); and each crosses the boundary
 * its flag and comment claim, read back from the ciphertext with Bouncy Castle's AES.
 */
class CounterVectorsTest {

    private static final Pattern COMMENT = Pattern.compile("low (\\d+) bits of the counter = 2\\^(\\d+) - (\\d), crossing"
            + " 2\\^\\2 at block \\3(, J0 = [0-9a-f]{32})?");

    private static final Map<String, Integer> COUNTS = Map.of(
            "aes_ctr128_be_counter_test.json", 96, "aes_ctr64_be_counter_test.json", 48,
            "aes_ctr32_be_counter_test.json", 24, "aes_xctr_counter_test.json", 96,
            "aes_gcm_counter_wrap_test.json", 24);

    private static WycheproofFile load(String name) {
        return VectorSource.current().load(CounterVectors.DIRECTORY + "/" + name, WycheproofFile.FORMAT);
    }

    @Test
    void regeneratedTheyAreTheCommittedBytes() throws Exception {
        Map<String, String> files = CounterVectors.files();
        assertEquals(COUNTS.keySet(), files.keySet());
        for (Map.Entry<String, String> f : files.entrySet()) {
            byte[] made = f.getValue().getBytes(StandardCharsets.UTF_8);
            assertArrayEquals(Files.readAllBytes(Path.of("../vectors", CounterVectors.DIRECTORY, f.getKey())), made,
                    f.getKey() + " differs from its regeneration: run `aesref vectors export` and update vectors/MANIFEST");
            assertArrayEquals(VectorSource.embedded().read(CounterVectors.DIRECTORY + "/" + f.getKey()), made, f.getKey());
        }
    }

    /** The counter field of a 16-byte block, read the flavour's way (test-side definition). */
    private static BigInteger field(CounterFlavour f, byte[] block) {
        int bytes = f.counterBits() / 8;
        byte[] be = new byte[bytes];
        for (int i = 0; i < bytes; i++) {
            be[i] = f == CounterFlavour.XCTR ? block[15 - i] : block[16 - bytes + i];
        }
        return new BigInteger(1, be);
    }

    /** Checks the comment's claim against a counter value; returns the k it names. */
    private static int checkClaim(WycheproofRecord t, CounterFlavour f, byte[] firstCounter, int length) {
        Matcher m = COMMENT.matcher(t.comment());
        assertTrue(m.matches(), t.describe());
        int w = Integer.parseInt(m.group(1));
        int e = Integer.parseInt(m.group(2));
        int k = Integer.parseInt(m.group(3));
        assertEquals(List.of((e == w ? "CounterWrap" : "CounterSign") + w), t.flags(), t.describe());
        assertTrue(e == w || e == w - 1, t.describe());
        BigInteger low = field(f, firstCounter).mod(BigInteger.TWO.pow(w));
        assertEquals(BigInteger.TWO.pow(e).subtract(BigInteger.valueOf(k)), low, t.describe());
        assertTrue(length > 16 * k, "the message reaches block k: " + t.describe());
        return k;
    }

    @ParameterizedTest
    @EnumSource(CounterFlavour.class)
    void everyCtrVectorAgreesWithBouncyCastleAndCtr128WithTheJdk(CounterFlavour f) {
        WycheproofFile file = load(CounterVectors.fileName(f));
        assertEquals("ind_cpa_test_schema_v1.json", file.schema());
        assertEquals(CounterVectors.algorithm(f), file.algorithm());
        List<WycheproofRecord> tests = file.tests();
        assertEquals((int) COUNTS.get(CounterVectors.fileName(f)), tests.size());
        assertEquals(3, file.groups().size());
        int tcId = 1;
        for (WycheproofRecord t : tests) {
            assertEquals(tcId++, t.tcId());
            assertEquals(WycheproofRecord.Result.VALID, t.result());
            byte[] key = t.hex("key");
            byte[] iv = t.hex("iv");
            byte[] msg = t.hex("msg");
            byte[] ct = t.hex("ct");
            assertEquals(t.group().integer("keySize"), key.length * 8, t.describe());
            byte[] ks = f == CounterFlavour.CTR128_BE
                    ? Oracles.bcSic(key, iv, BigInteger.ZERO, msg.length)
                    : Oracles.bcBlocks(f, key, iv, BigInteger.ZERO, msg.length);
            assertArrayEquals(xor(msg, ks), ct, t.describe());
            if (f == CounterFlavour.CTR128_BE) {
                assertArrayEquals(xor(msg, Oracles.jdkCtr128(key, iv, BigInteger.ZERO, msg.length)), ct, t.describe());
            }
            // For the additive flavours the IV is block 0's counter; XCTR's IV is shaped the same way.
            checkClaim(t, f, iv, msg.length);
        }
    }

    @Test
    void everyGcmVectorAgreesWithTheJdkAndBouncyCastleAndItsCounterWrapsWhereItSays() throws Exception {
        WycheproofFile file = load("aes_gcm_counter_wrap_test.json");
        assertEquals("aead_test_schema_v1.json", file.schema());
        List<WycheproofRecord> tests = file.tests();
        assertEquals(24, tests.size());
        int wraps = 0;
        for (WycheproofRecord t : tests) {
            byte[] key = t.hex("key");
            byte[] iv = t.hex("iv");
            byte[] aad = t.hex("aad");
            byte[] msg = t.hex("msg");
            byte[] sealed = concat(t.hex("ct"), t.hex("tag"));
            assertEquals(16, iv.length);
            assertArrayEquals(sealed, jdkGcm(key, iv, aad, msg), t.describe());
            GCMBlockCipher bc = new GCMBlockCipher(new AESEngine());
            bc.init(true, new AEADParameters(new KeyParameter(key), 128, iv, aad));
            byte[] out = new byte[bc.getOutputSize(msg.length)];
            int n = bc.processBytes(msg, 0, msg.length, out, 0);
            bc.doFinal(out, n);
            assertArrayEquals(sealed, out, t.describe());
            // The first data counter block, read back: AES^-1(ct_0 XOR msg_0) = inc32(J0).
            AESEngine inverse = new AESEngine();
            inverse.init(false, new KeyParameter(key));
            byte[] counter = new byte[16];
            inverse.processBlock(xor(java.util.Arrays.copyOf(msg, 16), java.util.Arrays.copyOf(sealed, 16)), 0, counter, 0);
            checkClaim(t, CounterFlavour.CTR32_BE, counter, msg.length);
            if (t.hasFlag("CounterWrap32")) {
                wraps++;
            }
        }
        assertEquals(3, wraps);
    }

    private static byte[] jdkGcm(byte[] key, byte[] iv, byte[] aad, byte[] msg) throws GeneralSecurityException {
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding", "SunJCE");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, iv));
        c.updateAAD(aad);
        return c.doFinal(msg);
    }

    private static byte[] xor(byte[] a, byte[] b) {
        byte[] out = new byte[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = (byte) (a[i] ^ b[i]);
        }
        return out;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
