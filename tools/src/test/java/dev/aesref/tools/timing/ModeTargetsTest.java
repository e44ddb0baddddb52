package dev.aesref.tools.timing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.keywrap.Kw;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import java.util.SplittableRandom;
import javax.crypto.AEADBadTagException;
import org.bouncycastle.crypto.InvalidCipherTextException;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.engines.RFC3394WrapEngine;
import org.bouncycastle.crypto.macs.CMac;
import org.bouncycastle.crypto.modes.GCMBlockCipher;
import org.bouncycastle.crypto.modes.GCMModeCipher;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.junit.jupiter.api.Test;

/**
 * The GCM, KW, CMAC and FF1 timing targets prepare what they claim: both classes fail the check
 * (the verdict is the same), the fixed class is always the same input, and the random class is
 * wrong in a random place. The valid tags and ciphertexts the wrong ones are compared with come
 * from Bouncy Castle.
 */
class ModeTargetsTest {

    private static final int DRAWS = 200;

    /** The positions where {@code a} and {@code b} differ. */
    private static Set<Integer> differences(byte[] a, byte[] b) {
        assertEquals(a.length, b.length);
        Set<Integer> d = new HashSet<>();
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                d.add(i);
            }
        }
        return d;
    }

    @Test
    void theNewTargetsAreListedUnderTheirNames() {
        for (String n : new String[] {"nohw/gcm-open", "nohw/kw-unwrap", "nohw/cmac-verify", "nohw/ff1-encrypt"}) {
            assertEquals(n, Targets.byName(n).name());
        }
    }

    @Test
    void wrongAtChangesExactlyOneByte() {
        byte[] b = new byte[8];
        byte[] c = Targets.wrongAt(b, 3, 0x80);
        assertEquals(Set.of(3), differences(b, c));
        assertEquals((byte) 0x80, c[3]);
        assertEquals(0, b[3], "the input is not modified");
    }

    @Test
    void gcmTagIsWrongInTheFirstOrARandomByte() throws Exception {
        Targets.GcmOpen t = Targets.gcmOpen(Engines.byName("nohw"));
        GCMModeCipher bc = GCMBlockCipher.newInstance(AESEngine.newInstance());
        bc.init(true, new AEADParameters(new KeyParameter(t.keyBytes), 128, t.nonce, t.aad));
        byte[] expected = new byte[80];
        int n = bc.processBytes(t.plaintext, 0, 64, expected, 0);
        bc.doFinal(expected, n);
        assertArrayEquals(expected, t.sealed, "the valid message is GCM as Bouncy Castle computes it");

        SplittableRandom rnd = new SplittableRandom(1);
        t.prepare(0, rnd);
        assertEquals(Set.of(64), differences(expected, t.in));
        assertEquals(-1, t.run());
        Set<Integer> places = new HashSet<>();
        for (int i = 0; i < DRAWS; i++) {
            t.prepare(1, rnd);
            Set<Integer> d = differences(expected, t.in);
            assertEquals(Set.of(t.wrongAt), d, "exactly one tag byte is wrong");
            assertTrue(t.wrongAt >= 64 && t.delta >= 1 && t.delta <= 255);
            places.addAll(d);
            assertEquals(-1, t.run());
        }
        assertEquals(16, places.size(), "over 200 draws every tag byte is wrong at least once");
        t.prepare(0, rnd);
        assertEquals(Set.of(64), differences(expected, t.in), "the fixed class does not change");
        System.arraycopy(expected, 0, t.in, 0, 80);
        assertEquals(64, t.run(), "the valid message opens: run() reaches the check itself");
    }

    /** W^-1 under Bouncy Castle with {@code icv} as the expected first semiblock: the plaintext. */
    private static byte[] unwrapExpecting(byte[] key, byte[] icv, byte[] c) throws InvalidCipherTextException {
        RFC3394WrapEngine bc = new RFC3394WrapEngine(AESEngine.newInstance());
        bc.init(false, new ParametersWithIV(new KeyParameter(key), icv));
        return bc.unwrap(c, 0, c.length);
    }

    @Test
    void kwInputsFollowTheWrappingProcess() throws Exception {
        // RFC 3394 section 4.1: 128 bits of key data with a 128-bit KEK.
        HexFormat hex = HexFormat.of();
        byte[] kek = hex.parseHex("000102030405060708090a0b0c0d0e0f");
        byte[] c = KwInputs.wrapFrom(Engines.byName("nohw").expandKey(kek), Targets.ICV1,
                hex.parseHex("00112233445566778899aabbccddeeff"));
        assertEquals("1fa68b0a8112b447aef34bd8fb5a7b829d3e862371d2cfe5", hex.formatHex(c));
        // A chosen first semiblock: Bouncy Castle unwraps it expecting that semiblock.
        byte[] icv = hex.parseHex("0123456789abcdef");
        byte[] p = new byte[24];
        new SplittableRandom(2).nextBytes(p);
        assertArrayEquals(p, unwrapExpecting(kek, icv, KwInputs.wrapFrom(Engines.byName("nohw").expandKey(kek), icv, p)));
    }

    /**
     * With 48 semiblocks the step counter t = n j + i passes 255 (up to 6 x 48 = 288), so its
     * second-lowest byte enters A as well: the ciphertext is Bouncy Castle's KW.
     */
    @Test
    void kwInputsXorTheWholeStepCounter() {
        byte[] kek = new byte[16];
        new SplittableRandom(4).nextBytes(kek);
        byte[] p = new byte[8 * 48];
        new SplittableRandom(5).nextBytes(p);
        RFC3394WrapEngine bc = new RFC3394WrapEngine(AESEngine.newInstance());
        bc.init(true, new KeyParameter(kek));
        assertArrayEquals(bc.wrap(p, 0, p.length),
                KwInputs.wrapFrom(Engines.byName("nohw").expandKey(kek), Targets.ICV1, p));
    }

    @Test
    void kwIntegrityCheckFailsInTheFirstOrARandomByte() throws Exception {
        Targets.KwUnwrap t = Targets.kwUnwrap(Engines.byName("nohw"));
        SplittableRandom rnd = new SplittableRandom(3);
        t.prepare(0, rnd);
        byte[] fixed = t.in.clone();
        assertArrayEquals(t.plaintext, unwrapExpecting(t.keyBytes, Targets.wrongAt(Targets.ICV1, 0, 1), fixed));
        assertThrows(InvalidCipherTextException.class, () -> unwrapExpecting(t.keyBytes, Targets.ICV1, fixed));
        assertEquals(-1, t.run());
        Set<Integer> places = new HashSet<>();
        for (int i = 0; i < DRAWS; i++) {
            t.prepare(1, rnd);
            byte[] icv = Targets.wrongAt(Targets.ICV1, t.wrongAt, t.delta);
            assertEquals(1, differences(Targets.ICV1, icv).size());
            assertArrayEquals(t.plaintext, unwrapExpecting(t.keyBytes, icv, t.in.clone()));
            places.add(t.wrongAt);
            assertEquals(-1, t.run());
        }
        assertEquals(8, places.size(), "over 200 draws every ICV byte is wrong at least once");
        t.prepare(0, rnd);
        assertArrayEquals(fixed, t.in, "the fixed class does not change");
        // The same key and plaintext wrapped by KW-AE unwrap, so the failures are the ICV's alone.
        Kw kw = Kw.create(Engines.byName("nohw").expandKey(t.keyBytes));
        assertArrayEquals(t.plaintext, kw.unwrap(kw.wrap(t.plaintext)));
        System.arraycopy(kw.wrap(t.plaintext), 0, t.in, 0, 40);
        assertEquals(32, t.run(), "a valid wrapping unwraps: run() reaches the check itself");
    }

    @Test
    void cmacTagIsWrongInTheFirstOrARandomByte() {
        Targets.CmacVerify t = Targets.cmacVerify(Engines.byName("nohw"));
        CMac bc = new CMac(AESEngine.newInstance());
        bc.init(new KeyParameter(t.keyBytes));
        bc.update(t.message, 0, t.message.length);
        byte[] expected = new byte[16];
        bc.doFinal(expected, 0);
        assertArrayEquals(expected, t.tag, "the valid tag is CMAC as Bouncy Castle computes it");

        SplittableRandom rnd = new SplittableRandom(4);
        t.prepare(0, rnd);
        assertEquals(Set.of(0), differences(expected, t.candidate));
        assertEquals(-1, t.run());
        Set<Integer> places = new HashSet<>();
        for (int i = 0; i < DRAWS; i++) {
            t.prepare(1, rnd);
            assertEquals(Set.of(t.wrongAt), differences(expected, t.candidate));
            places.add(t.wrongAt);
            assertEquals(-1, t.run());
        }
        assertEquals(16, places.size());
        System.arraycopy(expected, 0, t.candidate, 0, 16);
        assertEquals(0, t.run(), "the valid tag verifies: run() reaches the check itself");
    }

    @Test
    void ff1EncryptsAFixedOrARandomNumeralString() {
        Targets.Ff1Encrypt t = Targets.ff1Encrypt(Engines.byName("nohw"));
        SplittableRandom rnd = new SplittableRandom(5);
        t.prepare(1, rnd);
        t.prepare(0, rnd);
        assertArrayEquals(new int[Targets.Ff1Encrypt.LENGTH], t.in, "class 0 is the all-zero string");
        t.run();
        int[] fixedOut = t.out.clone();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < DRAWS; i++) {
            t.prepare(1, rnd);
            assertEquals(Targets.Ff1Encrypt.LENGTH, t.in.length);
            for (int x : t.in) {
                assertTrue(x >= 0 && x < Targets.Ff1Encrypt.RADIX);
            }
            seen.add(java.util.Arrays.toString(t.in));
            long first = t.run();
            assertEquals(t.out[0], first, "run() returns the first numeral of the ciphertext");
        }
        assertTrue(seen.size() > DRAWS - 2, "class 1 strings are fresh: " + seen.size());
        t.prepare(0, rnd);
        t.run();
        assertArrayEquals(fixedOut, t.out, "the fixed class encrypts to the same string every time");
    }
}
