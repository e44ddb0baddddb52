package dev.aesref.keywrap;

import static dev.aesref.testkit.conformance.Refusals.MARK;
import static dev.aesref.testkit.conformance.Refusals.assertMarked;
import static dev.aesref.testkit.conformance.Refusals.marked;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import java.util.Arrays;
import java.util.HexFormat;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every parameter rule of KW and KWP, every tampered ciphertext and every malformed KWP integrity
 * value (ICV2 prefix, MLI out of range on either side, a non-zero padding byte at each position):
 * each fails with the one exception of its kind, the caller's output keeps its marker bytes, and
 * the scratch is zero afterwards.
 */
class NegativeTest {

    private static final byte[] KEK = HexFormat.of().parseHex("000102030405060708090A0B0C0D0E0F");

    private static void assertZero(byte[] b) {
        for (byte x : b) {
            assertEquals(0, x, "scratch not zeroed");
        }
    }

    private static void assertScratchZero(Scratch s) {
        assertZero(s.bufferForTest());
        assertZero(s.block);
    }

    private static <T extends Throwable> T fails(Class<T> type, String ruleText, Executable call) {
        T e = assertThrows(type, call);
        assertTrue(e.getMessage().contains(ruleText), e.getMessage());
        return e;
    }

    private static ExpandedKey kek() {
        return Engines.all().get(0).expandKey(KEK);
    }

    @Test
    void kwLengthRules() {
        Kw kw = Kw.create(kek());
        byte[] out = marked(64);
        for (int len : new int[] {0, 8, 15, 17, 23, 25}) {
            byte[] in = new byte[len];
            fails(IllegalArgumentException.class, "plaintext length", () -> kw.wrap(in, 0, len, out, 0));
            fails(IllegalArgumentException.class, "plaintext length", () -> kw.wrap(in));
        }
        for (int len : new int[] {0, 8, 16, 23, 25, 31}) {
            byte[] in = new byte[len];
            fails(IllegalArgumentException.class, "ciphertext length", () -> kw.unwrap(in, 0, len, out, 0));
            fails(IllegalArgumentException.class, "ciphertext length", () -> kw.unwrap(in));
        }
        byte[] small = new byte[8];
        fails(IllegalArgumentException.class, "between 16 and",
                () -> kw.wrap(small, 0, Kw.MAX_PLAINTEXT_BYTES + 8, out, 0));
        fails(IllegalArgumentException.class, "between 24 and",
                () -> kw.unwrap(small, 0, Kw.MAX_PLAINTEXT_BYTES + 16, out, 0));
        // the largest accepted length passes the length rule and fails on the range instead
        fails(IndexOutOfBoundsException.class, "in range",
                () -> kw.wrap(small, 0, Kw.MAX_PLAINTEXT_BYTES, out, 0));
        fails(IndexOutOfBoundsException.class, "in range",
                () -> kw.unwrap(small, 0, Kw.MAX_PLAINTEXT_BYTES + 8, out, 0));
        assertMarked(out);
    }

    @Test
    void kwRanges() throws Exception {
        Kw kw = Kw.create(kek());
        byte[] pt = new byte[16];
        byte[] ct = kw.wrap(pt);
        byte[] out = marked(23);
        fails(IndexOutOfBoundsException.class, "out range", () -> kw.wrap(pt, 0, 16, out, 0));
        fails(IndexOutOfBoundsException.class, "in range", () -> kw.wrap(pt, 1, 16, out, 0));
        byte[] out15 = marked(15);
        fails(IndexOutOfBoundsException.class, "out range", () -> kw.unwrap(ct, 0, 24, out15, 0));
        fails(IndexOutOfBoundsException.class, "in range", () -> kw.unwrap(ct, 1, 24, out, 0));
        assertMarked(out);
        assertMarked(out15);
        assertThrows(NullPointerException.class, () -> kw.wrap(null));
        assertThrows(NullPointerException.class, () -> kw.unwrap(null));
        assertThrows(NullPointerException.class, () -> Kw.create(null));
    }

    @Test
    void kwpLengthRules() {
        Kwp kwp = Kwp.create(kek());
        byte[] out = marked(64);
        fails(IllegalArgumentException.class, "plaintext length", () -> kwp.wrap(new byte[0]));
        fails(IllegalArgumentException.class, "plaintext length", () -> kwp.wrap(new byte[0], 0, 0, out, 0));
        fails(IllegalArgumentException.class, "plaintext length", () -> Kwp.wrappedLength(-1));
        fails(IllegalArgumentException.class, "plaintext length",
                () -> Kwp.wrappedLength(Kwp.MAX_PLAINTEXT_BYTES + 1));
        assertEquals(Kwp.MAX_PLAINTEXT_BYTES + 8, Kwp.wrappedLength(Kwp.MAX_PLAINTEXT_BYTES));
        assertEquals(16, Kwp.wrappedLength(1));
        assertEquals(16, Kwp.wrappedLength(8));
        assertEquals(24, Kwp.wrappedLength(9));
        for (int len : new int[] {0, 8, 12, 15, 17, 23}) {
            byte[] in = new byte[len];
            fails(IllegalArgumentException.class, "ciphertext length", () -> kwp.unwrap(in, 0, len, out, 0));
            fails(IllegalArgumentException.class, "ciphertext length", () -> kwp.unwrap(in));
        }
        byte[] small = new byte[8];
        fails(IllegalArgumentException.class, "between 16 and",
                () -> kwp.unwrap(small, 0, Kwp.MAX_PLAINTEXT_BYTES + 16, out, 0));
        fails(IndexOutOfBoundsException.class, "in range",
                () -> kwp.unwrap(small, 0, Kwp.MAX_PLAINTEXT_BYTES + 8, out, 0));
        fails(IndexOutOfBoundsException.class, "in range", () -> kwp.wrap(small, 1, 8, out, 0));
        fails(IndexOutOfBoundsException.class, "out range", () -> kwp.wrap(small, 0, 8, out, 49));
        byte[] ct = kwp.wrap(new byte[9]);
        byte[] out15 = marked(15);
        fails(IndexOutOfBoundsException.class, "out range", () -> kwp.unwrap(ct, 0, 24, out15, 0));
        fails(IndexOutOfBoundsException.class, "in range", () -> kwp.unwrap(ct, 1, 24, out, 0));
        assertMarked(out);
        assertMarked(out15);
        assertThrows(NullPointerException.class, () -> kwp.wrap(null));
        assertThrows(NullPointerException.class, () -> kwp.unwrap(null));
        assertThrows(NullPointerException.class, () -> Kwp.create(null));
    }

    @Test
    void destroyedObjectsRefuseWork() {
        Kw kw = Kw.create(kek());
        Kwp kwp = Kwp.create(kek());
        assertFalse(kw.isDestroyed());
        assertFalse(kwp.isDestroyed());
        kw.wrap(new byte[40]);
        kwp.wrap(new byte[40]);
        kw.destroy();
        kwp.destroy();
        assertTrue(kw.isDestroyed());
        assertTrue(kwp.isDestroyed());
        assertScratchZero(kw.scratchForTest());
        assertScratchZero(kwp.scratchForTest());
        byte[] out = marked(40);
        fails(IllegalStateException.class, "destroyed", () -> kw.wrap(new byte[16]));
        fails(IllegalStateException.class, "destroyed", () -> kw.unwrap(new byte[24], 0, 24, out, 0));
        fails(IllegalStateException.class, "destroyed", () -> kwp.wrap(new byte[16], 0, 16, out, 0));
        fails(IllegalStateException.class, "destroyed", () -> kwp.unwrap(new byte[24]));
        fails(IllegalStateException.class, "destroyed", () -> kwp.unwrap(new byte[24], 0, 24, out, 0));
        assertMarked(out);
    }

    @Test
    void inverseFormsAreDistinct() throws Exception {
        byte[] pt = new byte[24];
        Kw kw = Kw.create(kek());
        Kw inv = Kw.createWithInverseCipher(kek());
        assertFalse(kw.usesInverseCipher());
        assertTrue(inv.usesInverseCipher());
        assertNotEquals(HexFormat.of().formatHex(kw.wrap(pt)), HexFormat.of().formatHex(inv.wrap(pt)));
        assertThrows(AEADBadTagException.class, () -> inv.unwrap(kw.wrap(pt)));
        Kwp kwp = Kwp.create(kek());
        Kwp kwpInv = Kwp.createWithInverseCipher(kek());
        assertFalse(kwp.usesInverseCipher());
        assertTrue(kwpInv.usesInverseCipher());
        for (int len : new int[] {5, 20}) {
            byte[] p = new byte[len];
            assertThrows(AEADBadTagException.class, () -> kwpInv.unwrap(kwp.wrap(p)));
            assertThrows(AEADBadTagException.class, () -> kwp.unwrap(kwpInv.wrap(p)));
        }
    }

    /** Flipping any one bit of a wrapped key is caught; nothing is written, scratch is zero. */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void everyTamperedByteFails(BlockEngine e) throws Exception {
        ExpandedKey k = e.expandKey(KEK);
        byte[] pt = HexFormat.of().parseHex("00112233445566778899AABBCCDDEEFF0001020304050607");
        for (int variant = 0; variant < 4; variant++) {
            boolean padded = variant >= 2;
            boolean inverse = (variant & 1) == 1;
            Kw kw = inverse ? Kw.createWithInverseCipher(k) : Kw.create(k);
            Kwp kwp = inverse ? Kwp.createWithInverseCipher(k) : Kwp.create(k);
            for (byte[] msg : new byte[][] {pt, Arrays.copyOf(pt, 5), Arrays.copyOf(pt, 16)}) {
                if (!padded && msg.length == 5) {
                    continue; // KW has no 5-byte plaintext; KWP's one-block case is covered
                }
                byte[] ct = padded ? kwp.wrap(msg) : kw.wrap(msg);
                for (int i = 0; i < ct.length; i++) {
                    for (int bit = 0; bit < 8; bit += 7) {
                        byte[] bad = ct.clone();
                        bad[i] ^= (byte) (1 << bit);
                        byte[] out = marked(ct.length - 8);
                        String message = assertThrows(AEADBadTagException.class, () -> {
                            if (padded) {
                                kwp.unwrap(bad, 0, bad.length, out, 0);
                            } else {
                                kw.unwrap(bad, 0, bad.length, out, 0);
                            }
                        }).getMessage();
                        assertEquals(padded ? "KWP unwrap failed: integrity check value does not verify"
                                : "KW unwrap failed: integrity check value does not verify", message);
                        assertMarked(out);
                        assertScratchZero(padded ? kwp.scratchForTest() : kw.scratchForTest());
                    }
                }
                byte[] out = marked(ct.length - 8);
                int n = padded ? kwp.unwrap(ct, 0, ct.length, out, 0) : kw.unwrap(ct, 0, ct.length, out, 0);
                assertEquals(msg.length, n);
                assertArrayEquals(msg, Arrays.copyOf(out, n));
                assertScratchZero(padded ? kwp.scratchForTest() : kw.scratchForTest());
            }
        }
        k.destroy();
    }

    private static byte[] icv(int prefix, long mli) {
        byte[] a = new byte[8];
        dev.aesref.internal.ct.Pack.storeIntBE(prefix, a, 0);
        dev.aesref.internal.ct.Pack.storeIntBE((int) mli, a, 4);
        return a;
    }

    private static void refused(Kwp kwp, byte[] ct) {
        byte[] out = marked(ct.length - 8);
        AEADBadTagException e = assertThrows(AEADBadTagException.class, () -> kwp.unwrap(ct, 0, ct.length, out, 0));
        assertEquals("KWP unwrap failed: integrity check value does not verify", e.getMessage());
        assertThrows(AEADBadTagException.class, () -> kwp.unwrap(ct));
        assertMarked(out);
        assertScratchZero(kwp.scratchForTest());
    }

    private static void accepted(Kwp kwp, byte[] ct, byte[] expected) throws Exception {
        assertArrayEquals(expected, kwp.unwrap(ct));
        byte[] out = marked(ct.length - 8);
        assertEquals(expected.length, kwp.unwrap(ct, 0, ct.length, out, 0));
        assertArrayEquals(expected, Arrays.copyOf(out, expected.length));
        for (int i = expected.length; i < out.length; i++) {
            assertEquals(MARK, out[i], "written past the plaintext");
        }
    }

    /**
     * Ciphertexts that a correct W (or single AES call) produces from a malformed A || P', so only
     * the KWP-AD checks can refuse them: SP 800-38F section 6.3 KWP-AD steps 4-6, one at a time.
     */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void malformedIntegrityValuesAreRefused(BlockEngine e) throws Exception {
        for (boolean inverse : new boolean[] {false, true}) {
            ExpandedKey k = e.expandKey(KEK);
            Kwp kwp = inverse ? Kwp.createWithInverseCipher(k) : Kwp.create(k);
            for (int semiblocks : new int[] {1, 2, 3}) {
                int padded = 8 * semiblocks;
                byte[] data = new byte[padded];
                for (int i = 0; i < padded; i++) {
                    data[i] = (byte) (i + 1); // no zero bytes: every position can be "padding"
                }
                // the accepted extremes: MLI = 8(n-1) + 1 (with zeros behind it) and MLI = 8n
                byte[] shortest = data.clone();
                Arrays.fill(shortest, padded - 7, padded, (byte) 0);
                accepted(kwp, Oracles.rawKwp(inverse, KEK, icv(Kwp.ICV2, padded - 7), shortest),
                        Arrays.copyOf(shortest, padded - 7));
                accepted(kwp, Oracles.rawKwp(inverse, KEK, icv(Kwp.ICV2, padded), data), data);
                // ICV2 prefix wrong in any byte
                for (int i = 0; i < 4; i++) {
                    byte[] a = icv(Kwp.ICV2, padded);
                    a[i] ^= 0x01;
                    refused(kwp, Oracles.rawKwp(inverse, KEK, a, data));
                }
                // MLI out of range on either side, and far out
                for (long mli : new long[] {0, padded - 8, padded + 1, padded + 8, 0x7FFFFFFFL, 0x80000000L,
                        0xFFFFFFFFL}) {
                    refused(kwp, Oracles.rawKwp(inverse, KEK, icv(Kwp.ICV2, mli), data));
                }
                // a non-zero byte at each padding position, for each padding length
                for (int pad = 1; pad <= 7; pad++) {
                    for (int at = padded - pad; at < padded; at++) {
                        byte[] p = data.clone();
                        Arrays.fill(p, padded - pad, padded, (byte) 0);
                        p[at] = (byte) 0x80;
                        refused(kwp, Oracles.rawKwp(inverse, KEK, icv(Kwp.ICV2, padded - pad), p));
                        p[at] = 0x01;
                        refused(kwp, Oracles.rawKwp(inverse, KEK, icv(Kwp.ICV2, padded - pad), p));
                    }
                }
            }
            k.destroy();
        }
    }

    /** KW's ICV check covers both halves of A: W over an A that is right in one half only. */
    @SuppressWarnings("deprecation") // the AESEngine constructor: we want exactly that engine
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void kwIcvWrongInEitherHalfIsRefused(BlockEngine e) {
        Kw kw = Kw.create(e.expandKey(KEK));
        byte[] pt = new byte[24];
        for (int flip : new int[] {0, 3, 4, 7}) {
            byte[] a = {(byte) 0xA6, (byte) 0xA6, (byte) 0xA6, (byte) 0xA6,
                (byte) 0xA6, (byte) 0xA6, (byte) 0xA6, (byte) 0xA6};
            a[flip] ^= 0x40;
            org.bouncycastle.crypto.engines.RFC3394WrapEngine w =
                    new org.bouncycastle.crypto.engines.RFC3394WrapEngine(new org.bouncycastle.crypto.engines.AESEngine());
            w.init(true, new org.bouncycastle.crypto.params.ParametersWithIV(
                    new org.bouncycastle.crypto.params.KeyParameter(KEK), a));
            byte[] ct = w.wrap(pt, 0, pt.length);
            byte[] out = marked(24);
            assertThrows(AEADBadTagException.class, () -> kw.unwrap(ct, 0, ct.length, out, 0));
            assertMarked(out);
            assertScratchZero(kw.scratchForTest());
        }
    }

    /** Once grown, the scratch is reused: a call of the same or a smaller size allocates nothing. */
    @Test
    void scratchIsReusedAcrossCalls() throws Exception {
        Kw kw = Kw.create(kek());
        byte[] first = kw.scratchForTest().bufferForTest();
        kw.wrap(new byte[56]); // 64 bytes of A || R: exactly the initial size
        assertSame(first, kw.scratchForTest().bufferForTest());
        kw.wrap(new byte[64]);
        byte[] grown = kw.scratchForTest().bufferForTest();
        assertEquals(72, grown.length);
        kw.unwrap(kw.wrap(new byte[64]));
        kw.wrap(new byte[16]);
        assertSame(grown, kw.scratchForTest().bufferForTest());
    }

    @Test
    void overlappingRangesGiveTheSameResult() throws Exception {
        byte[] pt = HexFormat.of().parseHex("00112233445566778899AABBCCDDEEFF0001020304050607");
        Kw kw = Kw.create(kek());
        Kwp kwp = Kwp.create(kek());
        byte[] ct = Oracles.jdk("AES/KW/NoPadding", Cipher.ENCRYPT_MODE, KEK, pt);
        byte[] ctp = Oracles.jdk("AES/KWP/NoPadding", Cipher.ENCRYPT_MODE, KEK, pt);
        for (int shift : new int[] {-8, -1, 0, 1, 8}) {
            int base = 16;
            byte[] buf = new byte[64];
            System.arraycopy(pt, 0, buf, base, pt.length);
            assertEquals(32, kw.wrap(buf, base, pt.length, buf, base + shift));
            assertArrayEquals(ct, Arrays.copyOfRange(buf, base + shift, base + shift + 32));
            assertEquals(24, kw.unwrap(buf, base + shift, 32, buf, base));
            assertArrayEquals(pt, Arrays.copyOfRange(buf, base, base + 24));
            System.arraycopy(pt, 0, buf, base, pt.length);
            assertEquals(32, kwp.wrap(buf, base, pt.length, buf, base + shift));
            assertArrayEquals(ctp, Arrays.copyOfRange(buf, base + shift, base + shift + 32));
            assertEquals(24, kwp.unwrap(buf, base + shift, 32, buf, base));
            assertArrayEquals(pt, Arrays.copyOfRange(buf, base, base + 24));
        }
    }

    @Test
    void scratchGrowsAndIsZeroAfterEveryCall() throws Exception {
        Kw kw = Kw.create(kek());
        byte[] big = new byte[200];
        Arrays.fill(big, (byte) 7);
        byte[] ct = kw.wrap(big);
        assertTrue(kw.scratchForTest().bufferForTest().length >= 208);
        assertScratchZero(kw.scratchForTest());
        assertArrayEquals(big, kw.unwrap(ct));
        assertScratchZero(kw.scratchForTest());
        Kwp kwp = Kwp.create(kek());
        byte[] ctp = kwp.wrap(big);
        assertScratchZero(kwp.scratchForTest());
        assertArrayEquals(big, kwp.unwrap(ctp));
        assertScratchZero(kwp.scratchForTest());
        assertArrayEquals(Arrays.copyOf(big, 3), kwp.unwrap(kwp.wrap(Arrays.copyOf(big, 3))));
        assertScratchZero(kwp.scratchForTest());
    }
}
