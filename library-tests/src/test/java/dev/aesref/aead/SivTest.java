package dev.aesref.aead;

import static dev.aesref.harness.AuthTestKit.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.harness.AuthTestKit;
import java.util.Arrays;
import java.util.SplittableRandom;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.macs.CMac;
import org.bouncycastle.crypto.params.KeyParameter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class SivTest {

    /** RFC 5297 Appendix A.1, deterministic authenticated encryption (also Wycheproof tcId 1). */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void rfc5297A1(BlockEngine engine) throws AEADBadTagException {
        byte[] key = hex("fffefdfc fbfaf9f8 f7f6f5f4 f3f2f1f0 f0f1f2f3 f4f5f6f7 f8f9fafb fcfdfeff");
        byte[][] ad = {hex("10111213 14151617 18191a1b 1c1d1e1f 20212223 24252627")};
        byte[] p = hex("11223344 55667788 99aabbcc ddee");
        byte[] want = hex("85632d07 c6e8f37f 950acd32 0a2ecc93 40c02b96 90c4dc04 daef7f6a fe5c");
        Siv siv = Siv.create(engine, key);
        assertEquals(16, siv.tagBytes());
        assertArrayEquals(want, siv.seal(ad, p));
        assertArrayEquals(p, siv.open(ad, want));
        siv.destroy();
    }

    /**
     * RFC 5297 Appendix A.2, nonce-based: two associated-data strings and the nonce as the third
     * (section 3). The same vector, with the nonce as "AAD3", is COUNT 1 of OpenSSL's SIV tests in
     * python3-cryptography-vectors, ciphers/AES/SIV/openssl.txt.
     */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void rfc5297A2(BlockEngine engine) throws AEADBadTagException {
        byte[] key = hex("7f7e7d7c 7b7a7978 77767574 73727170 40414243 44454647 48494a4b 4c4d4e4f");
        byte[] ad1 = hex("00112233 44556677 8899aabb ccddeeff deaddada deaddada ffeeddcc bbaa9988"
                + " 77665544 33221100");
        byte[] ad2 = hex("10203040 50607080 90a0");
        byte[] nonce = hex("09f91102 9d74e35b d84156c5 635688c0");
        byte[] p = hex("74686973 20697320 736f6d65 20706c61 696e7465 78742074 6f20656e 63727970"
                + " 74207573 696e6720 5349562d 414553");
        byte[] want = hex("7bdb6e3b 432667eb 06f4d14b ff2fbd0f cb900f2f ddbe4043 26601965 c889bf17"
                + " dba77ceb 094fa663 b7a3f748 ba8af829 ea64ad54 4a272e9c 485b62a3 fd5c0d");
        Siv siv = Siv.create(engine, key);
        byte[][] ad = {ad1, ad2, nonce};
        assertArrayEquals(want, siv.seal(ad, p));
        assertArrayEquals(p, siv.open(ad, want));
        siv.destroy();
    }

    /**
     * AES-SIV with 384- and 512-bit keys: COUNT 2 and 3 of OpenSSL's SIV tests, as carried by
     * python3-cryptography-vectors, ciphers/AES/SIV/openssl.txt (Tag = V, then Ciphertext).
     */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void opensslLongerKeys(BlockEngine engine) throws AEADBadTagException {
        byte[][] ad = {hex("101112131415161718191a1b1c1d1e1f2021222324252627")};
        byte[] p = hex("112233445566778899aabbccddee");
        String[][] cases = {
            {"fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0f0f1f2f3f4f5f6f7f8f9fafbfcfdfefffffefdfcfbfaf9f8f7f6f5f4f3f2f1f0",
                "89e869b93256785154f0963962fe0740" + "eff356e42dec1f4febded36642f2"},
            {"fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0f0f1f2f3f4f5f6f7f8f9fafbfcfdfefff0f1f2f3f4f5f6f7f8f9fafbfcfdfefffffefdfcfbfaf9f8f7f6f5f4f3f2f1f0",
                "724dfb2eaf94dbb19b0ba3a299a0801e" + "f3b05a55498ec2552690b89810e4"},
        };
        for (String[] c : cases) {
            Siv siv = Siv.create(engine, hex(c[0]));
            assertArrayEquals(hex(c[1]), siv.seal(ad, p));
            assertArrayEquals(p, siv.open(ad, hex(c[1])));
            siv.destroy();
        }
    }

    /** The AEAD form puts the nonce after the aad: RFC 5297 A.2 with only AD1 is [AD1, nonce]. */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void aeadFormIsTheVectorAadThenNonce(BlockEngine engine) throws AEADBadTagException {
        SplittableRandom r = new SplittableRandom(AuthTestKit.SEED);
        byte[] key = AuthTestKit.bytes(r, 32);
        Siv siv = Siv.create(engine, key);
        for (int len : new int[] {0, 1, 15, 16, 17, 31, 32, 33, 100}) {
            byte[] aad = AuthTestKit.bytes(r, len % 20);
            byte[] nonce = AuthTestKit.bytes(r, 1 + len % 17);
            byte[] p = AuthTestKit.bytes(r, len);
            byte[] sealed = siv.seal(nonce, aad, p);
            assertArrayEquals(Oracle.siv(key, new byte[][] {aad, nonce}, p), sealed);
            assertArrayEquals(p, siv.open(nonce, aad, sealed));
        }
        siv.destroy();
    }

    /** Against an S2V and CTR assembled in the test from Bouncy Castle's CMac and the JDK's AES/CTR. */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void matchesAnIndependentOracle(BlockEngine engine) throws AEADBadTagException {
        SplittableRandom r = new SplittableRandom(AuthTestKit.SEED ^ engine.name().hashCode());
        for (int iter = 0; iter < 40; iter++) {
            byte[] key = AuthTestKit.bytes(r, 32 + 16 * r.nextInt(3));
            int n = r.nextInt(5);
            byte[][] ad = new byte[n][];
            for (int i = 0; i < n; i++) {
                ad[i] = AuthTestKit.bytes(r, r.nextInt(40));
            }
            int len = iter < 30 ? r.nextInt(70) : r.nextInt(4097);
            byte[] p = AuthTestKit.bytes(r, len);
            byte[] want = Oracle.siv(key, ad, p);
            Siv siv = Siv.create(engine, key);
            assertArrayEquals(want, siv.seal(ad, p), "len " + len + " ad " + n);
            byte[] out = new byte[len + 16 + 7];
            assertEquals(len + 16, siv.seal(ad, p, 0, len, out, 7));
            assertArrayEquals(want, Arrays.copyOfRange(out, 7, out.length));
            byte[] back = new byte[len + 3];
            assertEquals(len, siv.open(ad, out, 7, len + 16, back, 3));
            assertArrayEquals(p, Arrays.copyOfRange(back, 3, back.length));
            siv.destroy();
        }
    }

    /** In place and every shifted overlap give the same bytes as separate arrays. */
    @Test
    void overlappingBuffers() throws AEADBadTagException {
        SplittableRandom r = new SplittableRandom(AuthTestKit.SEED + 1);
        byte[] key = AuthTestKit.bytes(r, 32);
        byte[][] ad = {AuthTestKit.bytes(r, 5)};
        Siv siv = Siv.create(Engines.all().get(0), key);
        for (int len : new int[] {0, 5, 16, 37, 64}) {
            byte[] p = AuthTestKit.bytes(r, len);
            byte[] want = siv.seal(ad, p);
            for (int shift = -20; shift <= 20; shift++) {
                byte[] buf = new byte[len + 16 + 60];
                int inOff = 30;
                int outOff = 30 + shift;
                System.arraycopy(p, 0, buf, inOff, len);
                siv.seal(ad, buf, inOff, len, buf, outOff);
                assertArrayEquals(want, Arrays.copyOfRange(buf, outOff, outOff + len + 16), "shift " + shift);
                System.arraycopy(want, 0, buf, inOff, len + 16);
                siv.open(ad, buf, inOff, len + 16, buf, outOff);
                assertArrayEquals(p, Arrays.copyOfRange(buf, outOff, outOff + len), "open shift " + shift);
            }
        }
    }

    /** Every single-bit change of V, C or an AD string fails, writes nothing and leaves scratch zero. */
    @Test
    void everyTamperFailsWithoutOutput() throws Exception {
        SplittableRandom r = new SplittableRandom(AuthTestKit.SEED + 2);
        byte[] key = AuthTestKit.bytes(r, 64);
        byte[] aad = AuthTestKit.bytes(r, 9);
        byte[] nonce = AuthTestKit.bytes(r, 12);
        byte[] p = AuthTestKit.bytes(r, 21);
        Siv siv = Siv.create(Engines.all().get(1), key);
        byte[] sealed = siv.seal(nonce, aad, p);
        for (int i = 0; i < sealed.length * 8; i++) {
            byte[] bad = sealed.clone();
            bad[i / 8] ^= (byte) (1 << (i % 8));
            assertRejected(siv, nonce, aad, bad);
            byte[] plain = (byte[]) OwnedScratch.field(siv, "plain");
            assertArrayEquals(new byte[plain.length], plain);
        }
        for (int i = 0; i < aad.length * 8; i++) {
            byte[] badAad = aad.clone();
            badAad[i / 8] ^= (byte) (1 << (i % 8));
            assertRejected(siv, nonce, badAad, sealed);
        }
        for (int i = 0; i < nonce.length * 8; i++) {
            byte[] badNonce = nonce.clone();
            badNonce[i / 8] ^= (byte) (1 << (i % 8));
            assertRejected(siv, badNonce, aad, sealed);
        }
        assertRejected(siv, nonce, Arrays.copyOf(aad, 8), sealed);
        assertRejected(siv, Arrays.copyOf(nonce, 13), aad, sealed);
        assertRejected(siv, nonce, aad, Arrays.copyOf(sealed, sealed.length - 1));
        // The deterministic form distinguishes an empty vector from one empty string.
        byte[] noAd = siv.seal(new byte[0][], p);
        assertThrows(AEADBadTagException.class, () -> siv.open(new byte[][] {{}}, noAd));
        assertArrayEquals(p, siv.open(new byte[0][], noAd));
        // After all those failures the right input still opens.
        assertArrayEquals(p, siv.open(nonce, aad, sealed));
        byte[] plain = (byte[]) OwnedScratch.field(siv, "plain");
        assertArrayEquals(new byte[plain.length], plain);
    }

    private static void assertRejected(Siv siv, byte[] nonce, byte[] aad, byte[] sealed) {
        byte[] out = new byte[sealed.length + 4];
        Arrays.fill(out, (byte) 0x5A);
        AEADBadTagException e = assertThrows(AEADBadTagException.class,
                () -> siv.open(nonce, aad, sealed, 0, sealed.length, out, 2));
        assertEquals("SIV synthetic IV mismatch", e.getMessage());
        for (byte b : out) {
            assertEquals(0x5A, b);
        }
    }

    @Test
    void parameterRules() {
        BlockEngine e = Engines.all().get(0);
        for (int len : new int[] {0, 16, 24, 31, 33, 47, 63, 65}) {
            IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                    () -> Siv.create(e, new byte[len]));
            assertTrue(x.getMessage().contains("32, 48 or 64"), x.getMessage());
        }
        assertThrows(NullPointerException.class, () -> Siv.create(null, new byte[32]));
        assertThrows(NullPointerException.class, () -> Siv.create(e, null));
        Siv siv = Siv.create(e, new byte[32]);
        byte[][] tooMany = new byte[127][];
        Arrays.fill(tooMany, new byte[0]);
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                () -> siv.seal(tooMany, new byte[1]));
        assertTrue(x.getMessage().contains("at most 126"), x.getMessage());
        assertThrows(IllegalArgumentException.class, () -> siv.open(tooMany, new byte[16]));
        byte[][] most = Arrays.copyOf(tooMany, 126);
        assertArrayEquals(Oracle.siv(new byte[32], most, new byte[3]), siv.seal(most, new byte[3]));
        assertThrows(NullPointerException.class, () -> siv.seal(new byte[][] {null}, new byte[1]));
        assertThrows(NullPointerException.class, () -> siv.seal((byte[][]) null, new byte[1]));
        assertThrows(NullPointerException.class, () -> siv.seal(new byte[0][], null));
        assertThrows(NullPointerException.class, () -> siv.open(new byte[0][], null));
        x = assertThrows(IllegalArgumentException.class, () -> siv.open(new byte[0][], new byte[15]));
        assertTrue(x.getMessage().contains("16-byte synthetic IV"), x.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> siv.open(new byte[0][], new byte[15], 0, 15, new byte[0], 0));
        x = assertThrows(IllegalArgumentException.class, () -> siv.seal(new byte[0], new byte[0], new byte[1]));
        assertTrue(x.getMessage().contains("nonce must be at least 1 byte"), x.getMessage());
        assertThrows(IllegalArgumentException.class, () -> siv.open(new byte[0], new byte[0], new byte[16]));
        assertThrows(NullPointerException.class, () -> siv.seal(null, new byte[0], new byte[1]));
        assertThrows(NullPointerException.class, () -> siv.seal(new byte[1], null, new byte[1]));
        assertThrows(NullPointerException.class, () -> siv.open(new byte[1], null, new byte[16]));
        // Ranges are checked before any byte is written.
        byte[] out = new byte[20];
        Arrays.fill(out, (byte) 0x5A);
        assertThrows(IndexOutOfBoundsException.class,
                () -> siv.seal(new byte[0][], new byte[5], 0, 5, out, 0));
        assertThrows(IndexOutOfBoundsException.class,
                () -> siv.seal(new byte[0][], new byte[5], 1, 5, new byte[40], 0));
        assertThrows(IndexOutOfBoundsException.class,
                () -> siv.open(new byte[0][], new byte[40], 0, 40, out, 0));
        assertThrows(IndexOutOfBoundsException.class,
                () -> siv.open(new byte[0][], new byte[20], 5, 16, out, 0));
        for (byte b : out) {
            assertEquals(0x5A, b);
        }
    }

    @Test
    void destroyWipesAndRefuses() throws Exception {
        Siv siv = Siv.create(Engines.all().get(0), new byte[32]);
        byte[] sealed = siv.seal(new byte[1], new byte[0], new byte[40]);
        siv.open(new byte[1], new byte[0], sealed);
        siv.destroy();
        assertTrue(siv.isDestroyed());
        for (String name : new String[] {"plain", "block", "d", "t", "v", "q"}) {
            byte[] b = (byte[]) OwnedScratch.field(siv, name);
            assertArrayEquals(new byte[b.length], b, name);
        }
        assertTrue(((dev.aesref.mac.Cmac) OwnedScratch.field(siv, "cmac")).isDestroyed(), "the scratch's CMAC");
        java.lang.reflect.Field f = Siv.class.getDeclaredField("ctrKey");
        f.setAccessible(true);
        assertTrue(((dev.aesref.ExpandedKey) f.get(siv)).isDestroyed());
        f = Siv.class.getDeclaredField("macKey");
        f.setAccessible(true);
        assertTrue(((dev.aesref.ExpandedKey) f.get(siv)).isDestroyed());
        assertThrows(IllegalStateException.class, () -> siv.seal(new byte[0][], new byte[1]));
        assertThrows(IllegalStateException.class, () -> siv.open(new byte[0][], sealed));
        assertThrows(IllegalStateException.class, () -> siv.seal(new byte[1], new byte[0], new byte[1]));
        assertThrows(IllegalStateException.class, () -> siv.open(new byte[1], new byte[0], sealed));
    }

    @Test
    void wycheproofCaseCheckerAgreesWithRfc5297A1() {
        BlockEngine e = Engines.all().get(0);
        byte[] key = hex("fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
        byte[] aad = hex("101112131415161718191a1b1c1d1e1f2021222324252627");
        byte[] p = hex("112233445566778899aabbccddee");
        byte[] ct = hex("85632d07c6e8f37f950acd320a2ecc9340c02b9690c4dc04daef7f6afe5c");
        assertNull(SivDeterministicCase.check(e, key, aad, p, ct, "valid"));
        byte[] bad = ct.clone();
        bad[0] ^= 1;
        assertNull(SivDeterministicCase.check(e, key, aad, p, bad, "invalid"));
        assertEquals("seal differs", SivDeterministicCase.check(e, key, aad, p, bad, "valid"));
        assertNull(SivDeterministicCase.check(e, new byte[16], aad, p, ct, "invalid"));
    }

    /** SIV assembled from Bouncy Castle's CMac and the JDK's AES/CTR, following RFC 5297 2.4-2.6. */
    static final class Oracle {
        static byte[] siv(byte[] key, byte[][] ad, byte[] p) {
            int half = key.length / 2;
            CMac cmac = new CMac(AESEngine.newInstance());
            cmac.init(new KeyParameter(key, 0, half));
            byte[] d = mac(cmac, new byte[16]);
            for (byte[] s : ad) {
                d = xor(dbl(d), mac(cmac, s));
            }
            byte[] last;
            if (p.length >= 16) {
                last = p.clone();
                for (int i = 0; i < 16; i++) {
                    last[p.length - 16 + i] ^= d[i];
                }
            } else {
                byte[] padded = Arrays.copyOf(p, 16);
                padded[p.length] = (byte) 0x80;
                last = xor(dbl(d), padded);
            }
            byte[] v = mac(cmac, last);
            byte[] q = v.clone();
            q[8] &= 0x7F;
            q[12] &= 0x7F;
            try {
                Cipher ctr = Cipher.getInstance("AES/CTR/NoPadding");
                ctr.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, half, half, "AES"), new IvParameterSpec(q));
                byte[] c = ctr.doFinal(p);
                byte[] out = Arrays.copyOf(v, 16 + c.length);
                System.arraycopy(c, 0, out, 16, c.length);
                return out;
            } catch (java.security.GeneralSecurityException e) {
                throw new AssertionError(e);
            }
        }

        private static byte[] mac(CMac cmac, byte[] m) {
            cmac.update(m, 0, m.length);
            byte[] t = new byte[16];
            cmac.doFinal(t, 0);
            return t;
        }

        /** The doubling written out with BigInteger, independent of {@code Dbl}. */
        private static byte[] dbl(byte[] b) {
            java.math.BigInteger x = new java.math.BigInteger(1, b).shiftLeft(1);
            if (x.testBit(128)) {
                x = x.clearBit(128).xor(java.math.BigInteger.valueOf(0x87));
            }
            byte[] raw = x.toByteArray();
            byte[] out = new byte[16];
            int n = Math.min(16, raw.length);
            System.arraycopy(raw, raw.length - n, out, 16 - n, n);
            return out;
        }

        private static byte[] xor(byte[] a, byte[] b) {
            byte[] r = a.clone();
            for (int i = 0; i < 16; i++) {
                r[i] ^= b[i];
            }
            return r;
        }
    }

    @Test
    void blocksAndScratchAreWipedAfterEveryCall() throws AEADBadTagException {
        Siv siv = Siv.create(Engines.all().get(0), new byte[48]);
        String[] names = {"d", "t", "v", "q", "block", "plain"};
        byte[] sealed = siv.seal(new byte[2], new byte[3], new byte[37]);
        dev.aesref.harness.Fields.assertZero(OwnedScratch.of(siv).getClass(), OwnedScratch.of(siv), names);
        siv.open(new byte[2], new byte[3], sealed);
        dev.aesref.harness.Fields.assertZero(OwnedScratch.of(siv).getClass(), OwnedScratch.of(siv), names);
        sealed[20] ^= 1;
        assertThrows(AEADBadTagException.class, () -> siv.open(new byte[2], new byte[3], sealed));
        dev.aesref.harness.Fields.assertZero(OwnedScratch.of(siv).getClass(), OwnedScratch.of(siv), names);
        assertEquals(37, ((byte[]) OwnedScratch.field(siv, "plain")).length);
    }
}
