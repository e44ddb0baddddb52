package dev.aesref.mode;

import dev.aesref.testkit.JdkAesEngine;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.harness.Seeds;
import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * Differential tests against the JDK's own modes ({@code javax.crypto.Cipher}), an independent
 * implementation, on random keys (all three sizes), IVs and lengths, for every engine.
 */
class JdkDifferentialTest {

    private static byte[] jdk(String transformation, int mode, byte[] key, byte[] iv, byte[] in)
            throws GeneralSecurityException {
        Cipher c = Cipher.getInstance(transformation);
        SecretKeySpec k = new SecretKeySpec(key, "AES");
        if (iv == null) {
            c.init(mode, k);
        } else {
            c.init(mode, k, new IvParameterSpec(iv));
        }
        return c.doFinal(in);
    }

    /** Runs {@code check} for random (seed, key size, length) triples on every engine. */
    private static void forAll(int maxLen, boolean wholeBlocks, Check check) {
        qt().withFixedSeed(Seeds.SEED).withExamples(60)
                .forAll(longs().all(), integers().between(0, 2), integers().between(0, maxLen))
                .checkAssert((seed, size, n) -> {
                    int len = wholeBlocks ? n - n % 16 : n;
                    byte[] key = Seeds.key(seed, size);
                    byte[] iv = Seeds.bytes(seed ^ 1, 16);
                    byte[] data = Seeds.bytes(seed ^ 2, len);
                    for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                        ExpandedKey k = e.expandKey(key);
                        try {
                            check.run(e.name(), k, key, iv, data);
                        } catch (GeneralSecurityException ex) {
                            throw new AssertionError(ex);
                        }
                    }
                });
    }

    interface Check {
        void run(String engine, ExpandedKey k, byte[] key, byte[] iv, byte[] data)
                throws GeneralSecurityException;
    }

    private static byte[] run(Op op, byte[] data) {
        byte[] out = new byte[data.length];
        op.apply(data, out);
        return out;
    }

    interface Op {
        void apply(byte[] in, byte[] out);
    }

    @Test
    void ecbMatchesJdk() {
        forAll(200, true, (name, k, key, iv, data) -> {
            byte[] c = jdk("AES/ECB/NoPadding", Cipher.ENCRYPT_MODE, key, null, data);
            assertArrayEquals(c, run((i, o) -> Ecb.encrypt(k, i, 0, o, 0, i.length), data), name);
            assertArrayEquals(data, run((i, o) -> Ecb.decrypt(k, i, 0, o, 0, i.length), c), name);
        });
    }

    @Test
    void cbcMatchesJdk() {
        forAll(200, true, (name, k, key, iv, data) -> {
            byte[] c = jdk("AES/CBC/NoPadding", Cipher.ENCRYPT_MODE, key, iv, data);
            assertArrayEquals(c, run((i, o) -> Cbc.encrypt(k, iv, i, 0, o, 0, i.length), data), name);
            assertArrayEquals(data, run((i, o) -> Cbc.decrypt(k, iv, i, 0, o, 0, i.length), c), name);
        });
    }

    @Test
    void cbcPkcs7MatchesJdkPkcs5Padding() {
        forAll(100, false, (name, k, key, iv, data) -> {
            byte[] c = jdk("AES/CBC/PKCS5Padding", Cipher.ENCRYPT_MODE, key, iv, data);
            assertArrayEquals(c, Cbc.encryptPkcs7(k, iv, data), name);
            assertArrayEquals(data, Cbc.decryptPkcs7(k, iv, c), name);
        });
    }

    @Test
    void ctr128MatchesJdkCtr() {
        forAll(200, false, (name, k, key, iv, data) -> {
            byte[] c = jdk("AES/CTR/NoPadding", Cipher.ENCRYPT_MODE, key, iv, data);
            assertArrayEquals(c, run((i, o) -> Ctr.xor(k, CounterFlavour.CTR128_BE, iv, i, 0, o, 0,
                    i.length), data), name);
        });
    }

    @Test
    void cfb8MatchesJdk() {
        forAll(80, false, (name, k, key, iv, data) -> {
            byte[] c = jdk("AES/CFB8/NoPadding", Cipher.ENCRYPT_MODE, key, iv, data);
            assertArrayEquals(c, run((i, o) -> Cfb.encrypt8(k, iv, i, 0, o, 0, i.length), data), name);
            assertArrayEquals(data, run((i, o) -> Cfb.decrypt8(k, iv, i, 0, o, 0, i.length), c), name);
        });
    }

    @Test
    void cfb128MatchesJdk() {
        forAll(200, false, (name, k, key, iv, data) -> {
            byte[] c = jdk("AES/CFB/NoPadding", Cipher.ENCRYPT_MODE, key, iv, data);
            assertArrayEquals(c, run((i, o) -> Cfb.encrypt128(k, iv, i, 0, o, 0, i.length), data), name);
            assertArrayEquals(data, run((i, o) -> Cfb.decrypt128(k, iv, i, 0, o, 0, i.length), c), name);
        });
    }

    @Test
    void ofbMatchesJdk() {
        forAll(200, false, (name, k, key, iv, data) -> {
            byte[] c = jdk("AES/OFB/NoPadding", Cipher.ENCRYPT_MODE, key, iv, data);
            assertArrayEquals(c, run((i, o) -> Ofb.apply(k, iv, i, 0, o, 0, i.length), data), name);
            assertArrayEquals(data, run((i, o) -> Ofb.apply(k, iv, i, 0, o, 0, i.length), c), name);
        });
    }
}
