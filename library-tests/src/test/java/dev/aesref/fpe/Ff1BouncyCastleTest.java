package dev.aesref.fpe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.aesref.BlockEngine;
import dev.aesref.EnginesUnderTest;
import dev.aesref.ExpandedKey;
import java.util.SplittableRandom;
import org.bouncycastle.crypto.fpe.FPEFF1Engine;
import org.bouncycastle.crypto.params.FPEParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.junit.jupiter.api.Test;

/**
 * FF1 against Bouncy Castle's {@link FPEFF1Engine} (its own AES) on random keys of every size,
 * radixes 2..65536, message lengths from the smallest the domain rule allows up to 300 numerals,
 * and tweaks of 0..40 bytes, on every engine.
 *
 * <p>Radix 65536 is left out: Bouncy Castle 1.87 disagrees there with Wycheproof's
 * aes_ff1_radix65536_test.json (for example tcId 7: BC encrypts [35521, 37776] to [56834, 37735],
 * Wycheproof says [24655, 32503], and so does this implementation). Radix 65536 is checked
 * against Wycheproof cases typed into {@link Ff1KnownAnswerTest} instead.
 */
class Ff1BouncyCastleTest {

    /** Bouncy Castle's FF1: one byte per numeral up to radix 256, two big-endian bytes above. */
    static int[] bouncyCastle(boolean encrypt, byte[] key, int radix, byte[] tweak, int[] x) {
        boolean wide = radix > 256;
        byte[] in = new byte[x.length * (wide ? 2 : 1)];
        for (int i = 0; i < x.length; i++) {
            if (wide) {
                in[2 * i] = (byte) (x[i] >>> 8);
                in[2 * i + 1] = (byte) x[i];
            } else {
                in[i] = (byte) x[i];
            }
        }
        FPEFF1Engine bc = new FPEFF1Engine();
        bc.init(encrypt, new FPEParameters(new KeyParameter(key), radix, tweak));
        byte[] out = new byte[in.length];
        bc.processBlock(in, 0, in.length, out, 0);
        int[] y = new int[x.length];
        for (int i = 0; i < y.length; i++) {
            y[i] = wide ? ((out[2 * i] & 0xFF) << 8) | (out[2 * i + 1] & 0xFF) : out[i] & 0xFF;
        }
        return y;
    }

    private static int pickRadix(SplittableRandom rnd) {
        switch (rnd.nextInt(4)) {
            case 0: return 2 + rnd.nextInt(63);          // small radixes, long messages
            case 1: return 2 + rnd.nextInt(255);
            case 2: return 257 + rnd.nextInt(Ff1.MAX_RADIX - 257); // 257..65535
            default: return new int[] {2, 10, 16, 36, 256, 257, 65535}[rnd.nextInt(7)];
        }
    }

    private static final int EXAMPLES = Integer.getInteger("aesref.ff1.examples", 25);

    @Test
    void matchesBouncyCastleOnRandomInputs() {
        qt().withFixedSeed(Seeds.SEED).withExamples(EXAMPLES)
                .forAll(longs().all(), integers().between(0, 2))
                .checkAssert((seed, size) -> {
                    SplittableRandom rnd = new SplittableRandom(seed);
                    byte[] key = new byte[16 + 8 * size];
                    rnd.nextBytes(key);
                    int radix = pickRadix(rnd);
                    int lo = Ff1.smallestMinLen(radix);
                    int n = lo + rnd.nextInt(rnd.nextInt(4) == 0 ? 300 - lo : 8);
                    byte[] tweak = new byte[rnd.nextInt(41)];
                    rnd.nextBytes(tweak);
                    int[] x = new int[n];
                    for (int i = 0; i < n; i++) {
                        x[i] = rnd.nextInt(radix);
                    }
                    int[] expected = bouncyCastle(true, key, radix, tweak, x);
                    for (BlockEngine e : EnginesUnderTest.all()) {
                        ExpandedKey k = e.expandKey(key);
                        Ff1 ff1 = Ff1.create(k, radix, lo, 300, 40);
                        String where = e.name() + " radix " + radix + " n " + n + " t " + tweak.length;
                        assertArrayEquals(expected, ff1.encrypt(tweak, x), where);
                        assertArrayEquals(x, ff1.decrypt(tweak, expected), where);
                        k.destroy();
                    }
                    assertArrayEquals(x, bouncyCastle(false, key, radix, tweak, expected));
                });
    }
}
