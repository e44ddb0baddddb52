package dev.aesref.keywrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.aesref.BlockEngine;
import dev.aesref.EnginesUnderTest;
import dev.aesref.ExpandedKey;
import javax.crypto.Cipher;
import org.junit.jupiter.api.Test;

/**
 * KW and KWP against the JDK and Bouncy Castle on random KEKs of every size and random
 * plaintexts (up to 264 bytes by default, up to 4096 in the slow test), every engine, both directions; the inverse-cipher forms against
 * Bouncy Castle's reverse-direction AESWrapEngine and the assembled KWP of {@link Oracles}.
 */
class DifferentialTest {

    interface Check {
        void run(ExpandedKey k, byte[] key, byte[] msg) throws Exception;
    }

    /** {@code examples} random cases; the plaintext length is drawn by {@code length}. */
    private static void forAll(int examples, java.util.function.IntUnaryOperator length, Check check) {
        qt().withFixedSeed(Seeds.SEED).withExamples(examples)
                .forAll(longs().all(), integers().between(0, 2), integers().between(0, 4096))
                .checkAssert((seed, size, n) -> {
                    byte[] key = Seeds.key(seed, size);
                    byte[] msg = Seeds.bytes(seed ^ 5, length.applyAsInt(n));
                    for (BlockEngine e : EnginesUnderTest.all()) {
                        ExpandedKey k = e.expandKey(key);
                        try {
                            check.run(k, key, msg);
                        } catch (Exception x) {
                            throw new AssertionError(e.name(), x);
                        } finally {
                            k.destroy();
                        }
                    }
                });
    }

    /**
     * The longest plaintext of the default run; {@link #longInputsMatchJdkAndBouncyCastle} (tagged slow) covers up to 4096
     * bytes. KW costs 6n block cipher calls per wrap, so long inputs on the spec engine are slow.
     */
    static final int FAST_MAX = 264;

    /** KW lengths: 16..max, multiples of 8, short ones more often. */
    static int kwLength(int n, int max) {
        int len = n % 3 == 0 ? n % (max + 1) : n % 64;
        return Math.max(16, len & ~7);
    }

    /** KWP lengths: 1..max, short ones (the one-block case among them) more often. */
    static int kwpLength(int n, int max) {
        return 1 + (n % 3 == 0 ? n % max : n % 40);
    }

    @Test
    void kwMatchesJdkAndBouncyCastle() {
        forAll(25, n -> kwLength(n, FAST_MAX), (k, key, msg) -> {
            byte[] expected = Oracles.jdk("AES/KW/NoPadding", Cipher.ENCRYPT_MODE, key, msg);
            assertArrayEquals(expected, Oracles.bcKw(false, key, msg));
            Kw kw = Kw.create(k);
            assertArrayEquals(expected, kw.wrap(msg));
            assertArrayEquals(msg, kw.unwrap(expected));
        });
    }

    @Test
    void kwInverseCipherMatchesBouncyCastleReverse() {
        forAll(20, n -> kwLength(n, FAST_MAX), (k, key, msg) -> {
            byte[] expected = Oracles.bcKw(true, key, msg);
            Kw kw = Kw.createWithInverseCipher(k);
            assertArrayEquals(expected, kw.wrap(msg));
            assertArrayEquals(msg, kw.unwrap(expected));
            assertArrayEquals(msg, Oracles.bcKwUnwrap(true, key, kw.wrap(msg)));
        });
    }

    @Test
    void kwpMatchesJdkAndBouncyCastle() {
        forAll(40, n -> kwpLength(n, FAST_MAX), (k, key, msg) -> {
            byte[] expected = Oracles.jdk("AES/KWP/NoPadding", Cipher.ENCRYPT_MODE, key, msg);
            assertArrayEquals(expected, Oracles.bcKwp(key, msg));
            Kwp kwp = Kwp.create(k);
            assertArrayEquals(expected, kwp.wrap(msg));
            assertArrayEquals(msg, kwp.unwrap(expected));
        });
    }

    @Test
    void kwpInverseCipherMatchesAssembledReference() {
        forAll(40, n -> kwpLength(n, FAST_MAX), (k, key, msg) -> {
            byte[] expected = Oracles.kwp(true, key, msg);
            Kwp kwp = Kwp.createWithInverseCipher(k);
            assertArrayEquals(expected, kwp.wrap(msg));
            assertArrayEquals(msg, kwp.unwrap(expected));
        });
    }

    /** The same comparisons over the full length range, 1..4096 bytes. */
    @org.junit.jupiter.api.Tag("slow")
    @Test
    void longInputsMatchJdkAndBouncyCastle() {
        forAll(30, n -> kwLength(n, 4096), (k, key, msg) -> {
            byte[] expected = Oracles.jdk("AES/KW/NoPadding", Cipher.ENCRYPT_MODE, key, msg);
            assertArrayEquals(expected, Kw.create(k).wrap(msg));
            assertArrayEquals(msg, Kw.create(k).unwrap(expected));
            byte[] inverse = Oracles.bcKw(true, key, msg);
            assertArrayEquals(inverse, Kw.createWithInverseCipher(k).wrap(msg));
        });
        forAll(30, n -> kwpLength(n, 4096), (k, key, msg) -> {
            byte[] expected = Oracles.jdk("AES/KWP/NoPadding", Cipher.ENCRYPT_MODE, key, msg);
            assertArrayEquals(expected, Kwp.create(k).wrap(msg));
            assertArrayEquals(msg, Kwp.create(k).unwrap(expected));
            assertArrayEquals(Oracles.kwp(true, key, msg), Kwp.createWithInverseCipher(k).wrap(msg));
        });
    }

    @Test
    void assembledKwpReferenceAgreesWithJdk() {
        // The reference used for the inverse form and for malformed cases is itself checked.
        forAll(20, n -> kwpLength(n, FAST_MAX), (k, key, msg) -> assertArrayEquals(
                Oracles.jdk("AES/KWP/NoPadding", Cipher.ENCRYPT_MODE, key, msg), Oracles.kwp(false, key, msg)));
    }
}
