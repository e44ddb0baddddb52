package dev.aesref.fpe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.aesref.BlockEngine;
import dev.aesref.EnginesUnderTest;
import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Round trips and the format: decryption inverts encryption, the ciphertext has the length and
 * the radix of the plaintext, the tweak and the key matter, and the range forms give the same
 * result whatever the aliasing. QuickTheories with the fixed seed of {@link Seeds}.
 */
class Ff1PropertiesTest {

    private static int[] randomNumerals(SplittableRandom rnd, int radix, int n) {
        int[] x = new int[n];
        for (int i = 0; i < n; i++) {
            x[i] = rnd.nextInt(radix);
        }
        return x;
    }

    private static int randomRadix(SplittableRandom rnd) {
        return rnd.nextBoolean() ? 2 + rnd.nextInt(99) : 2 + rnd.nextInt(Ff1.MAX_RADIX - 1);
    }

    @Test
    void decryptInvertsEncryptOnEveryEngine() {
        qt().withFixedSeed(Seeds.SEED).withExamples(40)
                .forAll(longs().all(), integers().between(0, 2))
                .checkAssert((seed, size) -> {
                    SplittableRandom rnd = new SplittableRandom(seed);
                    byte[] key = new byte[16 + 8 * size];
                    rnd.nextBytes(key);
                    int radix = randomRadix(rnd);
                    int lo = Ff1.smallestMinLen(radix);
                    int n = lo + rnd.nextInt(40);
                    byte[] tweak = new byte[rnd.nextInt(50)];
                    rnd.nextBytes(tweak);
                    int[] x = randomNumerals(rnd, radix, n);
                    for (BlockEngine e : EnginesUnderTest.all()) {
                        ExpandedKey k = e.expandKey(key);
                        Ff1 ff1 = Ff1.create(k, radix, lo, lo + 40, 50);
                        int[] y = ff1.encrypt(tweak, x);
                        assertEquals(n, y.length);
                        for (int d : y) {
                            assertTrue(d >= 0 && d < radix, "numeral out of range");
                        }
                        assertArrayEquals(x, ff1.decrypt(tweak, y), e.name());
                        k.destroy();
                    }
                });
    }

    @Test
    void tweakKeyAndMessageAllMatter() {
        qt().withFixedSeed(Seeds.SEED ^ 7).withExamples(60)
                .forAll(longs().all())
                .checkAssert(seed -> {
                    SplittableRandom rnd = new SplittableRandom(seed);
                    byte[] key = new byte[16];
                    rnd.nextBytes(key);
                    BlockEngine e = Engines.byName("nohw");
                    ExpandedKey k = e.expandKey(key);
                    int radix = randomRadix(rnd);
                    // a domain of at least 2^40, so that a chance collision is negligible
                    int n = Math.max(Ff1.smallestMinLen(radix), 41) + rnd.nextInt(10);
                    Ff1 ff1 = Ff1.create(k, radix, 2 + Ff1.smallestMinLen(radix) - 2, 200, 20);
                    byte[] tweak = new byte[1 + rnd.nextInt(19)];
                    rnd.nextBytes(tweak);
                    int[] x = randomNumerals(rnd, radix, n);
                    int[] y = ff1.encrypt(tweak, x);
                    byte[] otherTweak = tweak.clone();
                    otherTweak[rnd.nextInt(tweak.length)] ^= (byte) (1 << rnd.nextInt(8));
                    assertFalse(Arrays.equals(y, ff1.encrypt(otherTweak, x)), "tweak ignored");
                    assertFalse(Arrays.equals(y, ff1.encrypt(Arrays.copyOf(tweak, tweak.length - 1), x)),
                            "tweak length ignored");
                    int[] x2 = x.clone();
                    int pos = rnd.nextInt(n);
                    x2[pos] = (x2[pos] + 1) % radix;
                    assertFalse(Arrays.equals(y, ff1.encrypt(tweak, x2)), "message ignored");
                    byte[] key2 = key.clone();
                    key2[rnd.nextInt(16)] ^= 1;
                    ExpandedKey k2 = e.expandKey(key2);
                    assertFalse(Arrays.equals(y, Ff1.create(k2, radix, Ff1.smallestMinLen(radix), 200, 20)
                            .encrypt(tweak, x)), "key ignored");
                    k.destroy();
                    k2.destroy();
                });
    }

    @Test
    void rangeFormsMatchTheOneShotFormsWhateverTheAliasing() {
        qt().withFixedSeed(Seeds.SEED ^ 11).withExamples(40)
                .forAll(longs().all(), integers().between(-5, 5))
                .checkAssert((seed, shift) -> {
                    SplittableRandom rnd = new SplittableRandom(seed);
                    ExpandedKey k = Engines.byName("vpaes").expandKey(new byte[32]);
                    int radix = randomRadix(rnd);
                    int lo = Ff1.smallestMinLen(radix);
                    int n = lo + rnd.nextInt(30);
                    Ff1 ff1 = Ff1.create(k, radix, lo, lo + 30, 8);
                    byte[] tweak = new byte[rnd.nextInt(9)];
                    rnd.nextBytes(tweak);
                    int[] x = randomNumerals(rnd, radix, n);
                    int[] y = ff1.encrypt(tweak, x);
                    int[] buf = new int[n + 10];
                    System.arraycopy(x, 0, buf, 5, n);
                    ff1.encrypt(tweak, buf, 5, buf, 5 + shift, n);
                    assertArrayEquals(y, Arrays.copyOfRange(buf, 5 + shift, 5 + shift + n));
                    System.arraycopy(y, 0, buf, 5, n);
                    ff1.decrypt(tweak, buf, 5, buf, 5 - shift, n);
                    assertArrayEquals(x, Arrays.copyOfRange(buf, 5 - shift, 5 - shift + n));
                    k.destroy();
                });
    }

    @Test
    void evenAndOddLengthsAndLongMessages() {
        // u = n / 2 and v = n - u differ for odd n; long messages make b and d span many limbs
        ExpandedKey k = Engines.byName("nohw").expandKey(new byte[24]);
        SplittableRandom rnd = new SplittableRandom(Seeds.SEED ^ 13);
        for (int radix : new int[] {2, 10, 255, 65535, 65536}) {
            int lo = Ff1.smallestMinLen(radix);
            Ff1 ff1 = Ff1.create(k, radix, lo, 600, 0);
            for (int n : new int[] {lo, lo + 1, 257, 600}) {
                int[] x = randomNumerals(rnd, radix, n);
                int[] y = ff1.encrypt(new byte[0], x);
                assertArrayEquals(x, ff1.decrypt(new byte[0], y), radix + "/" + n);
            }
        }
        k.destroy();
    }
}
