package dev.aesref.aead;

import static dev.aesref.harness.AuthTestKit.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import dev.aesref.harness.AuthTestKit;
import java.util.Arrays;
import java.util.SplittableRandom;
import javax.crypto.AEADBadTagException;
import org.bouncycastle.crypto.InvalidCipherTextException;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.modes.EAXBlockCipher;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class EaxTest {

    /**
     * Bellare, Rogaway, Wagner, "The EAX Mode of Operation", IACR ePrint 2003/069, appendix
     * "Test vectors" (AES-128, 16-byte tags): MSG, KEY, NONCE, HEADER, CIPHER (C || T). Wycheproof's
     * aes_eax_test.json carries the same ten (flag Ktv, tcId 1..10).
     */
    private static final String[][] PAPER = {
        {"", "233952dee4d5ed5f9b9c6d6ff80ff478", "62ec67f9c3a4a407fcb2a8c49031a8b3", "6bfb914fd07eae6b",
            "e037830e8389f27b025a2d6527e79d01"},
        {"f7fb", "91945d3f4dcbee0bf45ef52255f095a4", "becaf043b0a23d843194ba972c66debd", "fa3bfd4806eb53fa",
            "19dd5c4c9331049d0bdab0277408f67967e5"},
        {"1a47cb4933", "01f74ad64077f2e704c0f60ada3dd523", "70c3db4f0d26368400a10ed05d2bff5e", "234a3463c1264ac6",
            "d851d5bae03a59f238a23e39199dc9266626c40f80"},
        {"481c9e39b1", "d07cf6cbb7f313bdde66b727afd3c5e8", "8408dfff3c1a2b1292dc199e46b7d617", "33cce2eabff5a79d",
            "632a9d131ad4c168a4225d8e1ff755939974a7bede"},
        {"40d0c07da5e4", "35b6d0580005bbc12b0587124557d2c2", "fdb6b06676eedc5c61d74276e1f8e816", "aeb96eaebe2970e9",
            "071dfe16c675cb0677e536f73afe6a14b74ee49844dd"},
        {"4de3b35c3fc039245bd1fb7d", "bd8e6e11475e60b268784c38c62feb22", "6eac5c93072d8e8513f750935e46da1b",
            "d4482d1ca78dce0f", "835bb4f15d743e350e728414abb8644fd6ccb86947c5e10590210a4f"},
        {"8b0a79306c9ce7ed99dae4f87f8dd61636", "7c77d6e813bed5ac98baa417477a2e7d",
            "1a8c98dcd73d38393b2bf1569deefc19", "65d2017990d62528",
            "02083e3979da014812f59f11d52630da30137327d10649b0aa6e1c181db617d7f2"},
        {"1bda122bce8a8dbaf1877d962b8592dd2d56", "5fff20cafab119ca2fc73549e20f5b0d",
            "dde59b97d722156d4d9aff2bc7559826", "54b9f04e6a09189a",
            "2ec47b2c4954a489afc7ba4897edcdae8cc33b60450599bd02c96382902aef7f832a"},
        {"6cf36720872b8513f6eab1a8a44438d5ef11", "a4a4782bcffd3ec5e7ef6d8c34a56123",
            "b781fcf2f75fa5a8de97a9ca48e522ec", "899a175897561d7e",
            "0de18fd0fdd91e7af19f1d8ee8733938b1e8e7f6d2231618102fdb7fe55ff1991700"},
        {"ca40d7446e545ffaed3bd12a740a659ffbbb3ceab7", "8395fcf1e95bebd697bd010bc766aac3",
            "22e7add93cfc6393c57ec0b3c17d6b44", "126735fcc320d25a",
            "cb8920f87a6c75cff39627b56e3ed197c552d295a7cfc46afc253b4652b1af3795b124ab6e"},
    };

    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void paperTestVectors(BlockEngine engine) throws AEADBadTagException {
        for (String[] v : PAPER) {
            ExpandedKey key = engine.expandKey(hex(v[1]));
            Eax eax = Eax.create(key, 16);
            byte[] msg = hex(v[0]);
            byte[] want = hex(v[4]);
            assertArrayEquals(want, eax.seal(hex(v[2]), hex(v[3]), msg), engine.name() + " " + v[1]);
            assertArrayEquals(msg, eax.open(hex(v[2]), hex(v[3]), want));
            Eax.Encryptor enc = eax.encryptor(hex(v[2]), hex(v[3]));
            byte[] out = new byte[want.length];
            for (int i = 0; i < msg.length; i++) {
                enc.update(msg, i, out, i, 1);
            }
            enc.finish(out, msg.length);
            assertArrayEquals(want, out);
            // A truncated tag is the prefix of the full one.
            Eax short4 = Eax.create(key, 4);
            assertArrayEquals(Arrays.copyOf(want, msg.length + 4), short4.seal(hex(v[2]), hex(v[3]), msg));
            eax.destroy();
            key.destroy();
        }
    }

    /** Bouncy Castle's EAXBlockCipher on random keys, nonces (empty included), tags and lengths 0..4096. */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void matchesBouncyCastle(BlockEngine engine) throws Exception {
        SplittableRandom r = new SplittableRandom(AuthTestKit.SEED ^ engine.name().hashCode());
        for (int iter = 0; iter < 40; iter++) {
            byte[] k = AuthTestKit.bytes(r, 16 + 8 * r.nextInt(3));
            byte[] nonce = AuthTestKit.bytes(r, r.nextInt(40));
            byte[] aad = AuthTestKit.bytes(r, r.nextInt(50));
            int len = iter < 30 ? r.nextInt(70) : r.nextInt(4097);
            byte[] msg = AuthTestKit.bytes(r, len);
            // Bouncy Castle takes tags of 4..16 bytes; shorter ones are checked as prefixes below.
            int tagBytes = 4 + r.nextInt(13);
            byte[] want = bc(true, k, nonce, aad, tagBytes, msg);
            ExpandedKey key = engine.expandKey(k);
            int shortTag = 1 + r.nextInt(3);
            assertArrayEquals(Arrays.copyOf(want, len + shortTag), Eax.create(key, shortTag).seal(nonce, aad, msg));
            Eax eax = Eax.create(key, tagBytes);
            assertEquals(tagBytes, eax.tagBytes());
            assertArrayEquals(want, eax.seal(nonce, aad, msg), "len " + len);
            assertArrayEquals(msg, eax.open(nonce, aad, want));
            assertArrayEquals(msg, bc(false, k, nonce, aad, tagBytes, eax.seal(nonce, aad, msg)));
            Eax.Encryptor enc = eax.encryptor(nonce, aad);
            byte[] out = new byte[len + tagBytes];
            int off = 0;
            for (int c : AuthTestKit.chunks(r, len)) {
                enc.update(msg, off, out, off, c);
                off += c;
            }
            enc.finish(out, len);
            assertTrue(enc.isDestroyed());
            assertArrayEquals(want, out);
            eax.destroy();
            key.destroy();
        }
    }

    private static byte[] bc(boolean forEncryption, byte[] k, byte[] nonce, byte[] aad, int tagBytes, byte[] in)
            throws InvalidCipherTextException {
        EAXBlockCipher bc = new EAXBlockCipher(AESEngine.newInstance());
        bc.init(forEncryption, new AEADParameters(new KeyParameter(k), tagBytes * 8, nonce, aad));
        byte[] out = new byte[bc.getOutputSize(in.length)];
        int n = bc.processBytes(in, 0, in.length, out, 0);
        bc.doFinal(out, n);
        return out;
    }

    @Test
    void overlappingBuffers() throws AEADBadTagException {
        SplittableRandom r = new SplittableRandom(AuthTestKit.SEED + 3);
        ExpandedKey key = Engines.all().get(2).expandKey(AuthTestKit.bytes(r, 16));
        Eax eax = Eax.create(key, 12);
        byte[] nonce = AuthTestKit.bytes(r, 7);
        byte[] aad = AuthTestKit.bytes(r, 3);
        for (int len : new int[] {0, 5, 16, 37, 64}) {
            byte[] p = AuthTestKit.bytes(r, len);
            byte[] want = eax.seal(nonce, aad, p);
            for (int shift = -20; shift <= 20; shift++) {
                byte[] buf = new byte[len + 12 + 60];
                int inOff = 30;
                int outOff = 30 + shift;
                System.arraycopy(p, 0, buf, inOff, len);
                assertEquals(len + 12, eax.seal(nonce, aad, buf, inOff, len, buf, outOff));
                assertArrayEquals(want, Arrays.copyOfRange(buf, outOff, outOff + len + 12), "shift " + shift);
                System.arraycopy(want, 0, buf, inOff, len + 12);
                assertEquals(len, eax.open(nonce, aad, buf, inOff, len + 12, buf, outOff));
                assertArrayEquals(p, Arrays.copyOfRange(buf, outOff, outOff + len), "open shift " + shift);
            }
        }
    }

    @Test
    void everyTamperFailsWithoutOutput() {
        SplittableRandom r = new SplittableRandom(AuthTestKit.SEED + 4);
        ExpandedKey key = Engines.all().get(3).expandKey(AuthTestKit.bytes(r, 32));
        Eax eax = Eax.create(key, 16);
        byte[] nonce = AuthTestKit.bytes(r, 16);
        byte[] aad = AuthTestKit.bytes(r, 5);
        byte[] sealed = eax.seal(nonce, aad, AuthTestKit.bytes(r, 19));
        for (int i = 0; i < sealed.length * 8; i++) {
            byte[] bad = sealed.clone();
            bad[i / 8] ^= (byte) (1 << (i % 8));
            assertRejected(eax, nonce, aad, bad);
        }
        for (int i = 0; i < 8 * aad.length; i++) {
            byte[] badAad = aad.clone();
            badAad[i / 8] ^= (byte) (1 << (i % 8));
            assertRejected(eax, nonce, badAad, sealed);
        }
        for (int i = 0; i < 8 * nonce.length; i++) {
            byte[] badNonce = nonce.clone();
            badNonce[i / 8] ^= (byte) (1 << (i % 8));
            assertRejected(eax, badNonce, aad, sealed);
        }
        assertRejected(eax, Arrays.copyOf(nonce, 15), aad, sealed);
        assertRejected(eax, nonce, new byte[0], sealed);
        // Swapping nonce and header changes the tweak, so it must fail too.
        assertRejected(eax, aad, nonce, sealed);
    }

    private static void assertRejected(Eax eax, byte[] nonce, byte[] aad, byte[] sealed) {
        byte[] out = new byte[sealed.length];
        Arrays.fill(out, (byte) 0x5A);
        AEADBadTagException e = assertThrows(AEADBadTagException.class,
                () -> eax.open(nonce, aad, sealed, 0, sealed.length, out, 0));
        assertEquals("EAX tag mismatch", e.getMessage());
        for (byte b : out) {
            assertEquals(0x5A, b);
        }
    }

    @Test
    void parameterRules() {
        ExpandedKey key = Engines.all().get(0).expandKey(new byte[16]);
        for (int t : new int[] {-1, 0, 17}) {
            IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> Eax.create(key, t));
            assertTrue(x.getMessage().contains("tagBytes must be 1..16"), x.getMessage());
        }
        assertThrows(NullPointerException.class, () -> Eax.create(null, 16));
        Eax eax = Eax.create(key, 16);
        assertThrows(NullPointerException.class, () -> eax.seal(null, new byte[0], new byte[0]));
        assertThrows(NullPointerException.class, () -> eax.seal(new byte[0], null, new byte[0]));
        assertThrows(NullPointerException.class, () -> eax.open(null, new byte[0], new byte[16]));
        assertThrows(NullPointerException.class, () -> eax.open(new byte[0], null, new byte[16]));
        assertThrows(NullPointerException.class, () -> eax.encryptor(null, new byte[0]));
        assertThrows(NullPointerException.class, () -> eax.encryptor(new byte[0], null));
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                () -> eax.open(new byte[0], new byte[0], new byte[15], 0, 15, new byte[0], 0));
        assertTrue(x.getMessage().contains("16-byte tag"), x.getMessage());
        // The interface's one-shot open refuses a short input before it allocates.
        x = assertThrows(IllegalArgumentException.class, () -> eax.open(new byte[0], new byte[0], new byte[15]));
        assertTrue(x.getMessage().contains("16-byte tag"), x.getMessage());
        assertThrows(NullPointerException.class, () -> eax.open(new byte[0], new byte[0], null));
        assertThrows(NullPointerException.class, () -> eax.seal(new byte[0], new byte[0], null));
        byte[] out = new byte[20];
        Arrays.fill(out, (byte) 0x5A);
        assertThrows(IndexOutOfBoundsException.class, () -> eax.seal(new byte[0], new byte[0], new byte[5], 0, 5, out, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> eax.seal(new byte[0], new byte[0], new byte[5], 1, 5, new byte[30], 0));
        assertThrows(IndexOutOfBoundsException.class, () -> eax.open(new byte[0], new byte[0], new byte[40], 0, 40, out, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> eax.open(new byte[0], new byte[0], new byte[20], 5, 16, out, 0));
        for (byte b : out) {
            assertEquals(0x5A, b);
        }
        Eax.Encryptor enc = eax.encryptor(new byte[0], new byte[0]);
        assertThrows(IndexOutOfBoundsException.class, () -> enc.update(new byte[4], 1, new byte[4], 0, 4));
        assertThrows(IndexOutOfBoundsException.class, () -> enc.update(new byte[4], 0, new byte[4], 1, 4));
        assertThrows(IndexOutOfBoundsException.class, () -> enc.finish(new byte[15], 0));
        byte[] tag = new byte[16];
        enc.finish(tag, 0);
        assertArrayEquals(eax.seal(new byte[0], new byte[0], new byte[0]), tag);
        assertThrows(IllegalStateException.class, () -> enc.update(new byte[1], 0, new byte[1], 0, 1));
        assertThrows(IllegalStateException.class, () -> enc.finish(tag, 0));
    }

    @Test
    void destroyWipesAndRefuses() throws Exception {
        ExpandedKey key = Engines.all().get(0).expandKey(new byte[16]);
        Eax eax = Eax.create(key, 16);
        byte[] sealed = eax.seal(new byte[3], new byte[2], new byte[20]);
        Eax.Encryptor enc = eax.encryptor(new byte[1], new byte[1]);
        enc.update(new byte[5], 0, new byte[5], 0, 5);
        enc.destroy();
        assertTrue(enc.isDestroyed());
        for (String name : new String[] {"nPrime", "hPrime", "t"}) {
            java.lang.reflect.Field f = Eax.Encryptor.class.getDeclaredField(name);
            f.setAccessible(true);
            assertArrayEquals(new byte[16], (byte[]) f.get(enc), name);
        }
        eax.destroy();
        assertTrue(eax.isDestroyed());
        for (String name : new String[] {"nPrime", "hPrime", "tag", "block"}) {
            assertArrayEquals(new byte[16], (byte[]) OwnedScratch.field(eax, name), name);
        }
        assertTrue(((dev.aesref.mac.Cmac) OwnedScratch.field(eax, "omac")).isDestroyed(), "the scratch's OMAC");
        assertThrows(IllegalStateException.class, () -> eax.seal(new byte[0], new byte[0], new byte[1]));
        assertThrows(IllegalStateException.class, () -> eax.open(new byte[3], new byte[2], sealed));
        assertThrows(IllegalStateException.class, () -> eax.encryptor(new byte[0], new byte[0]));
        // The caller's key stays usable.
        assertTrue(!key.isDestroyed());
    }

    @Test
    void wycheproofCaseCheckerAgreesWithThePaper() {
        BlockEngine e = Engines.all().get(0);
        AeadCase.Factory f = (en, k, tb) -> Eax.create(en.expandKey(k), tb);
        String[] v = PAPER[2];
        byte[] c = hex(v[4]);
        byte[] ct = Arrays.copyOf(c, 5);
        byte[] tag = Arrays.copyOfRange(c, 5, c.length);
        assertNull(AeadCase.check(f, false, e, hex(v[1]), hex(v[2]), hex(v[3]), hex(v[0]), ct, tag, 16, "valid"));
        tag[15] ^= 1;
        assertNull(AeadCase.check(f, false, e, hex(v[1]), hex(v[2]), hex(v[3]), hex(v[0]), ct, tag, 16, "invalid"));
        assertEquals("seal differs",
                AeadCase.check(f, false, e, hex(v[1]), hex(v[2]), hex(v[3]), hex(v[0]), ct, tag, 16, "valid"));
        assertNull(AeadCase.check(f, false, e, hex(v[1]), hex(v[2]), hex(v[3]), hex(v[0]), ct, tag, 0, "invalid"));
    }

    @Test
    void blocksAreWipedAfterEveryCall() throws AEADBadTagException {
        Eax eax = Eax.create(Engines.all().get(0).expandKey(new byte[16]), 16);
        String[] names = {"nPrime", "hPrime", "tag", "block"};
        byte[] sealed = eax.seal(new byte[2], new byte[3], new byte[37]);
        dev.aesref.harness.Fields.assertZero(OwnedScratch.of(eax).getClass(), OwnedScratch.of(eax), names);
        eax.open(new byte[2], new byte[3], sealed);
        dev.aesref.harness.Fields.assertZero(OwnedScratch.of(eax).getClass(), OwnedScratch.of(eax), names);
        sealed[20] ^= 1;
        assertThrows(AEADBadTagException.class, () -> eax.open(new byte[2], new byte[3], sealed));
        dev.aesref.harness.Fields.assertZero(OwnedScratch.of(eax).getClass(), OwnedScratch.of(eax), names);
        Eax.Encryptor enc = eax.encryptor(new byte[1], new byte[1]);
        enc.update(new byte[3], 0, new byte[3], 0, 3);
        enc.finish(new byte[16], 0);
        dev.aesref.harness.Fields.assertZero(Eax.Encryptor.class, enc, "nPrime", "hPrime", "t");
    }
}
