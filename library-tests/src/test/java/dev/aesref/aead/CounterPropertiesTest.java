package dev.aesref.aead;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.EnginesUnderTest;
import dev.aesref.ExpandedKey;
import dev.aesref.harness.AuthTestKit;
import dev.aesref.harness.NaiveCtr;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.SplittableRandom;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * The counters of EAX, SIV and CCM against naive per-block references (QuickTheories, seed
 * {@link AuthTestKit#SEED}, override with -Daesref.seed=N).
 *
 * <p>EAX's counter starts at {@code N'}, an OMAC output that a test cannot choose, so its CTR step
 * ({@link CtrXor} with {@link CounterFlavour#CTR128_BE}) is tested on its own, from starting blocks
 * just below 2^128 so that the wrap to 0 falls inside the message, against the BigInteger
 * reference {@link NaiveCtr}. (Wycheproof's CounterWrap cases of aes_eax_test.json exercise the
 * same wrap through the whole mode.) CCM's payload keystream is checked against the blocks
 * {@code Ctr_i = (q - 1) || N || [i]_8q} of SP 800-38C A.3 built byte by byte.
 */
class CounterPropertiesTest {

    @Test
    void ctrStepWrapsAt2To128LikeTheNaiveReference() {
        qt().withFixedSeed(AuthTestKit.SEED).withExamples(30)
                .forAll(longs().all(), integers().between(0, 40), integers().between(0, 100),
                        integers().between(0, 2))
                .checkAssert((seed, below, len, start) -> {
                    SplittableRandom r = new SplittableRandom(seed);
                    byte[] k = AuthTestKit.bytes(r, 16);
                    // iv = 2^128 - 1 - below: the wrap comes after `below` blocks.
                    byte[] iv = new byte[16];
                    Arrays.fill(iv, (byte) 0xFF);
                    BigInteger v = BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE)
                            .subtract(BigInteger.valueOf(below));
                    byte[] raw = v.toByteArray();
                    System.arraycopy(raw, raw.length - 16, iv, 0, 16);
                    byte[] data = AuthTestKit.bytes(r, len);
                    // firstIndex = start: CCM starts at 1, EAX and SIV at 0.
                    byte[] padded = new byte[16 * start + len];
                    System.arraycopy(data, 0, padded, 16 * start, len);
                    byte[] want = Arrays.copyOfRange(NaiveCtr.apply(k, CounterFlavour.CTR128_BE, iv, padded),
                            16 * start, padded.length);
                    for (BlockEngine e : EnginesUnderTest.all()) {
                        ExpandedKey key = e.expandKey(k);
                        byte[] out = new byte[len];
                        byte[] block = new byte[16];
                        CtrXor.xor(key, CounterFlavour.CTR128_BE, iv, start, data, 0, out, 0, len, block);
                        assertArrayEquals(want, out, e.name() + " below " + below + " len " + len);
                        assertArrayEquals(new byte[16], block, "scratch block zeroed");
                        key.destroy();
                    }
                });
    }

    @Test
    void ccmPayloadUsesTheCounterBlocksOfA3() {
        qt().withFixedSeed(AuthTestKit.SEED).withExamples(30)
                .forAll(longs().all(), integers().between(7, 13), integers().between(0, 200))
                .checkAssert((seed, n, len) -> {
                    SplittableRandom r = new SplittableRandom(seed);
                    byte[] k = AuthTestKit.bytes(r, 16);
                    byte[] nonce = AuthTestKit.bytes(r, n);
                    byte[] p = AuthTestKit.bytes(r, len);
                    byte[] want = new byte[len];
                    try {
                        Cipher ecb = Cipher.getInstance("AES/ECB/NoPadding");
                        ecb.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(k, "AES"));
                        int q = 15 - n;
                        for (int i = 1; (i - 1) * 16 < len; i++) {
                            byte[] ctr = new byte[16];
                            ctr[0] = (byte) (q - 1);
                            System.arraycopy(nonce, 0, ctr, 1, n);
                            // [i]_8q, big-endian in the last q bytes.
                            for (int j = 0; j < q; j++) {
                                ctr[15 - j] = (byte) (BigInteger.valueOf(i).shiftRight(8 * j).intValue());
                            }
                            byte[] s = ecb.doFinal(ctr);
                            for (int j = 0; j < 16 && (i - 1) * 16 + j < len; j++) {
                                want[(i - 1) * 16 + j] = (byte) (p[(i - 1) * 16 + j] ^ s[j]);
                            }
                        }
                    } catch (java.security.GeneralSecurityException ex) {
                        throw new AssertionError(ex);
                    }
                    for (BlockEngine e : EnginesUnderTest.all()) {
                        ExpandedKey key = e.expandKey(k);
                        byte[] sealed = Ccm.create(key, 4).seal(nonce, new byte[0], p);
                        assertArrayEquals(want, Arrays.copyOf(sealed, len), e.name());
                        key.destroy();
                    }
                });
    }
}
