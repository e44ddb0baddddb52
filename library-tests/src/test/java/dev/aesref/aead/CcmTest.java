package dev.aesref.aead;

import static dev.aesref.harness.AuthTestKit.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.bouncycastle.crypto.modes.CCMBlockCipher;
import org.bouncycastle.crypto.modes.CCMModeCipher;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class CcmTest {

    private static byte[] range(int from, int toInclusive) {
        byte[] b = new byte[toInclusive - from + 1];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) (from + i);
        }
        return b;
    }

    /** Runs one known answer: seal, open, and open of every single-bit change fails. */
    private static void known(BlockEngine engine, byte[] k, int tagBytes, byte[] nonce, byte[] aad, byte[] p,
                              byte[] want) throws AEADBadTagException {
        ExpandedKey key = engine.expandKey(k);
        Ccm ccm = Ccm.create(key, tagBytes);
        assertEquals(tagBytes, ccm.tagBytes());
        assertArrayEquals(want, ccm.seal(nonce, aad, p), engine.name());
        assertArrayEquals(p, ccm.open(nonce, aad, want));
        ccm.destroy();
        key.destroy();
    }

    /**
     * NIST SP 800-38C Appendix C, examples 1 to 4 (K = 40..4f). Example 4 has 2^16 bytes of
     * associated data (256 copies of 00..ff), so it takes A.2.2's {@code 0xff 0xfe} form.
     */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void sp800_38cAppendixC(BlockEngine e) throws AEADBadTagException {
        byte[] k = range(0x40, 0x4f);
        known(e, k, 4, range(0x10, 0x16), range(0x00, 0x07), range(0x20, 0x23), hex("7162015b 4dac255d"));
        known(e, k, 6, range(0x10, 0x17), range(0x00, 0x0f), range(0x20, 0x2f),
                hex("d2a1f0e051ea5f62081a7792073d593d 1fc64fbfaccd"));
        known(e, k, 8, range(0x10, 0x1b), range(0x00, 0x13), range(0x20, 0x37),
                hex("e3b201a9f5b71a7a9b1ceaeccd97e70b6176aad9a4428aa5 484392fbc1b09951"));
        byte[] a4 = new byte[65536];
        for (int i = 0; i < a4.length; i++) {
            a4[i] = (byte) i;
        }
        known(e, k, 14, range(0x10, 0x1c), a4, range(0x20, 0x3f),
                hex("69915dad1e84c6376a68c2967e4dab615ae0fd1faec44cc484828529463ccf72 b4ac6bec93e8598e7f0dadbcea5b"));
    }

    /**
     * RFC 3610 section 8, packet vectors #1 to #3 (AES key C0..CF, 13-byte nonces, 8-byte MAC): the
     * first 8 bytes of each packet are the associated data, the rest the payload.
     */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void rfc3610PacketVectors(BlockEngine e) throws AEADBadTagException {
        byte[] k = range(0xc0, 0xcf);
        byte[] aad = range(0x00, 0x07);
        known(e, k, 8, hex("00000003020100a0a1a2a3a4a5"), aad, range(0x08, 0x1e),
                hex("588c979a61c663d2f066d0c2c0f989806d5f6b61dac38417 e8d12cfdf926e0"));
        known(e, k, 8, hex("00000004030201a0a1a2a3a4a5"), aad, range(0x08, 0x1f),
                hex("72c91a36e135f8cf291ca894085c87e3cc15c439c9e43a3b a091d56e10400916"));
        known(e, k, 8, hex("00000005040302a0a1a2a3a4a5"), aad, range(0x08, 0x20),
                hex("51b1e5f44a197d1da46b0f8e2d282ae871e838bb64da8596574a daa76fbd9fb0c5"));
    }

    /** Bouncy Castle's CCMBlockCipher: every nonce and tag length, random lengths 0..4096. */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void matchesBouncyCastle(BlockEngine engine) throws Exception {
        SplittableRandom r = new SplittableRandom(AuthTestKit.SEED ^ engine.name().hashCode());
        for (int iter = 0; iter < 42; iter++) {
            byte[] k = AuthTestKit.bytes(r, 16 + 8 * r.nextInt(3));
            byte[] nonce = AuthTestKit.bytes(r, 7 + iter % 7);
            int tagBytes = 4 + 2 * (iter % 7);
            byte[] aad = AuthTestKit.bytes(r, r.nextInt(4) == 0 ? 0 : r.nextInt(60));
            int len = iter < 30 ? r.nextInt(70) : r.nextInt(4097);
            byte[] msg = AuthTestKit.bytes(r, len);
            byte[] want = bc(true, k, nonce, aad, tagBytes, msg);
            ExpandedKey key = engine.expandKey(k);
            Ccm ccm = Ccm.create(key, tagBytes);
            assertArrayEquals(want, ccm.seal(nonce, aad, msg), "len " + len + " n " + nonce.length);
            assertArrayEquals(msg, ccm.open(nonce, aad, want));
            assertArrayEquals(msg, bc(false, k, nonce, aad, tagBytes, ccm.seal(nonce, aad, msg)));
            ccm.destroy();
            key.destroy();
        }
    }

    private static byte[] bc(boolean enc, byte[] k, byte[] nonce, byte[] aad, int tagBytes, byte[] in)
            throws InvalidCipherTextException {
        CCMModeCipher bc = CCMBlockCipher.newInstance(AESEngine.newInstance());
        bc.init(enc, new AEADParameters(new KeyParameter(k), tagBytes * 8, nonce, aad));
        byte[] out = new byte[bc.getOutputSize(in.length)];
        int n = bc.processBytes(in, 0, in.length, out, 0);
        bc.doFinal(out, n);
        return out;
    }

    /** The largest payload a 13-byte nonce allows (2^16 - 1 bytes) is taken; one more is refused. */
    @Test
    void payloadLimitOfTheLengthField() throws Exception {
        ExpandedKey key = Engines.all().get(0).expandKey(new byte[16]);
        Ccm ccm = Ccm.create(key, 16);
        byte[] nonce13 = new byte[13];
        byte[] max = new byte[65535];
        byte[] sealed = ccm.seal(nonce13, new byte[0], max);
        assertArrayEquals(bc(true, new byte[16], nonce13, new byte[0], 16, max), sealed);
        byte[] tooLong = new byte[65536];
        byte[] out = new byte[65536 + 16];
        Arrays.fill(out, (byte) 0x5A);
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                () -> ccm.seal(nonce13, new byte[0], tooLong, 0, tooLong.length, out, 0));
        assertTrue(x.getMessage().contains("shorter than 2^16 bytes"), x.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> ccm.open(nonce13, new byte[0], out, 0, out.length, out, 0));
        for (byte b : out) {
            assertEquals(0x5A, b);
        }
        // With a 12-byte nonce the limit is 2^24 bytes.
        byte[] big = new byte[1 << 24];
        x = assertThrows(IllegalArgumentException.class, () -> ccm.seal(new byte[12], new byte[0], big, 0, big.length,
                new byte[big.length + 16], 0));
        assertTrue(x.getMessage().contains("shorter than 2^24 bytes"), x.getMessage());
        // With 11 bytes (q = 4) any Java array fits.
        assertEquals(65536 + 16, ccm.seal(new byte[11], new byte[0], tooLong).length);
    }

    /** The 2-byte encoding ends at 2^16 - 2^8 - 1 bytes of associated data; the 6-byte one starts there. */
    @Test
    void associatedDataEncodingBoundary() throws Exception {
        ExpandedKey key = Engines.all().get(1).expandKey(new byte[16]);
        Ccm ccm = Ccm.create(key, 8);
        byte[] nonce = new byte[12];
        for (int a : new int[] {65279, 65280}) {
            byte[] aad = new byte[a];
            aad[a - 1] = 1;
            assertArrayEquals(bc(true, new byte[16], nonce, aad, 8, new byte[3]), ccm.seal(nonce, aad, new byte[3]));
        }
    }

    @Test
    void overlappingBuffers() throws AEADBadTagException {
        SplittableRandom r = new SplittableRandom(AuthTestKit.SEED + 5);
        ExpandedKey key = Engines.all().get(4).expandKey(AuthTestKit.bytes(r, 24));
        Ccm ccm = Ccm.create(key, 10);
        byte[] nonce = AuthTestKit.bytes(r, 9);
        byte[] aad = AuthTestKit.bytes(r, 3);
        for (int len : new int[] {0, 5, 16, 37, 64}) {
            byte[] p = AuthTestKit.bytes(r, len);
            byte[] want = ccm.seal(nonce, aad, p);
            for (int shift = -20; shift <= 20; shift++) {
                byte[] buf = new byte[len + 10 + 60];
                int inOff = 30;
                int outOff = 30 + shift;
                System.arraycopy(p, 0, buf, inOff, len);
                assertEquals(len + 10, ccm.seal(nonce, aad, buf, inOff, len, buf, outOff));
                assertArrayEquals(want, Arrays.copyOfRange(buf, outOff, outOff + len + 10), "shift " + shift);
                System.arraycopy(want, 0, buf, inOff, len + 10);
                assertEquals(len, ccm.open(nonce, aad, buf, inOff, len + 10, buf, outOff));
                assertArrayEquals(p, Arrays.copyOfRange(buf, outOff, outOff + len), "open shift " + shift);
            }
        }
    }

    @Test
    void everyTamperFailsWithoutOutputAndScratchIsZeroed() throws Exception {
        SplittableRandom r = new SplittableRandom(AuthTestKit.SEED + 6);
        ExpandedKey key = Engines.all().get(2).expandKey(AuthTestKit.bytes(r, 16));
        Ccm ccm = Ccm.create(key, 12);
        byte[] nonce = AuthTestKit.bytes(r, 13);
        byte[] aad = AuthTestKit.bytes(r, 7);
        byte[] p = AuthTestKit.bytes(r, 33);
        byte[] sealed = ccm.seal(nonce, aad, p);
        for (int i = 0; i < sealed.length * 8; i++) {
            byte[] bad = sealed.clone();
            bad[i / 8] ^= (byte) (1 << (i % 8));
            assertRejected(ccm, nonce, aad, bad);
            byte[] scratch = (byte[]) OwnedScratch.field(ccm, "plain");
            assertArrayEquals(new byte[scratch.length], scratch);
        }
        for (int i = 0; i < aad.length * 8; i++) {
            byte[] badAad = aad.clone();
            badAad[i / 8] ^= (byte) (1 << (i % 8));
            assertRejected(ccm, nonce, badAad, sealed);
        }
        for (int i = 0; i < nonce.length * 8; i++) {
            byte[] badNonce = nonce.clone();
            badNonce[i / 8] ^= (byte) (1 << (i % 8));
            assertRejected(ccm, badNonce, aad, sealed);
        }
        assertRejected(ccm, nonce, new byte[0], sealed);
        assertRejected(ccm, nonce, Arrays.copyOf(aad, 8), sealed);
        assertRejected(ccm, Arrays.copyOf(nonce, 12), aad, sealed);
        // Another tag length over the same key is another MAC.
        Ccm other = Ccm.create(key, 16);
        byte[] s16 = other.seal(nonce, aad, p);
        assertTrue(!Arrays.equals(Arrays.copyOf(s16, sealed.length), sealed));
        assertArrayEquals(p, ccm.open(nonce, aad, sealed));
    }

    private static void assertRejected(Ccm ccm, byte[] nonce, byte[] aad, byte[] sealed) {
        byte[] out = new byte[sealed.length];
        Arrays.fill(out, (byte) 0x5A);
        AEADBadTagException e = assertThrows(AEADBadTagException.class,
                () -> ccm.open(nonce, aad, sealed, 0, sealed.length, out, 0));
        assertEquals("CCM tag mismatch", e.getMessage());
        for (byte b : out) {
            assertEquals(0x5A, b);
        }
    }

    @Test
    void parameterRules() {
        ExpandedKey key = Engines.all().get(0).expandKey(new byte[16]);
        for (int t : new int[] {-2, 0, 1, 2, 3, 5, 7, 9, 11, 13, 15, 17, 18}) {
            IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> Ccm.create(key, t));
            assertTrue(x.getMessage().contains("tagBytes must be 4, 6, 8, 10, 12, 14 or 16"), x.getMessage());
        }
        for (int t = 4; t <= 16; t += 2) {
            assertEquals(t, Ccm.create(key, t).tagBytes());
        }
        assertThrows(NullPointerException.class, () -> Ccm.create(null, 16));
        Ccm ccm = Ccm.create(key, 16);
        for (int n : new int[] {0, 6, 14, 16}) {
            IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                    () -> ccm.seal(new byte[n], new byte[0], new byte[1]));
            assertTrue(x.getMessage().contains("nonce length must be 7..13"), x.getMessage());
            assertThrows(IllegalArgumentException.class, () -> ccm.open(new byte[n], new byte[0], new byte[16]));
        }
        assertThrows(NullPointerException.class, () -> ccm.seal(null, new byte[0], new byte[1]));
        assertThrows(NullPointerException.class, () -> ccm.seal(new byte[7], null, new byte[1]));
        assertThrows(NullPointerException.class, () -> ccm.open(null, new byte[0], new byte[16]));
        assertThrows(NullPointerException.class, () -> ccm.open(new byte[7], null, new byte[16]));
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                () -> ccm.open(new byte[7], new byte[0], new byte[15], 0, 15, new byte[0], 0));
        assertTrue(x.getMessage().contains("16-byte tag"), x.getMessage());
        byte[] out = new byte[20];
        Arrays.fill(out, (byte) 0x5A);
        assertThrows(IndexOutOfBoundsException.class, () -> ccm.seal(new byte[7], new byte[0], new byte[5], 0, 5, out, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> ccm.seal(new byte[7], new byte[0], new byte[5], 1, 5, new byte[30], 0));
        assertThrows(IndexOutOfBoundsException.class, () -> ccm.open(new byte[7], new byte[0], new byte[40], 0, 40, out, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> ccm.open(new byte[7], new byte[0], new byte[20], 5, 16, out, 0));
        for (byte b : out) {
            assertEquals(0x5A, b);
        }
    }

    @Test
    void destroyWipesAndRefuses() throws Exception {
        ExpandedKey key = Engines.all().get(0).expandKey(new byte[16]);
        Ccm ccm = Ccm.create(key, 16);
        byte[] sealed = ccm.seal(new byte[7], new byte[2], new byte[40]);
        ccm.open(new byte[7], new byte[2], sealed);
        ccm.destroy();
        assertTrue(ccm.isDestroyed());
        for (String name : new String[] {"plain", "block", "b0", "header", "t", "s0"}) {
            byte[] b = (byte[]) OwnedScratch.field(ccm, name);
            assertArrayEquals(new byte[b.length], b, name);
        }
        assertThrows(IllegalStateException.class, () -> ccm.seal(new byte[7], new byte[0], new byte[1]));
        assertThrows(IllegalStateException.class, () -> ccm.open(new byte[7], new byte[2], sealed));
        assertTrue(!key.isDestroyed());
    }

    @Test
    void blocksAndScratchAreWipedAfterEveryCall() throws AEADBadTagException {
        Ccm ccm = Ccm.create(Engines.all().get(0).expandKey(new byte[16]), 16);
        String[] names = {"b0", "header", "t", "s0", "block", "plain"};
        byte[] sealed = ccm.seal(new byte[8], new byte[3], new byte[37]);
        dev.aesref.harness.Fields.assertZero(OwnedScratch.of(ccm).getClass(), OwnedScratch.of(ccm), names);
        ccm.open(new byte[8], new byte[3], sealed);
        dev.aesref.harness.Fields.assertZero(OwnedScratch.of(ccm).getClass(), OwnedScratch.of(ccm), names);
        sealed[20] ^= 1;
        assertThrows(AEADBadTagException.class, () -> ccm.open(new byte[8], new byte[3], sealed));
        dev.aesref.harness.Fields.assertZero(OwnedScratch.of(ccm).getClass(), OwnedScratch.of(ccm), names);
        assertEquals(37, ((byte[]) OwnedScratch.field(ccm, "plain")).length);
    }
}
