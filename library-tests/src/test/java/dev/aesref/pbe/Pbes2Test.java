package dev.aesref.pbe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.harness.Seeds;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.SplittableRandom;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.PBEParameterSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** PBKDF2 (RFC 8018 5.2) and PBES2 with AES-CBC-Pad (RFC 8018 6.2, B.2.5). */
class Pbes2Test {

    private static final HexFormat HEX = HexFormat.of();

    /** RFC 6070 section 2: PBKDF2 HMAC-SHA1 test vectors (P, S, c, dkLen, DK). */
    @ParameterizedTest(name = "RFC 6070: c = {2}, dkLen = {3}")
    @CsvSource({
        "70617373776f7264, 73616c74, 1, 20, 0c60c80f961f0e71f3a9b524af6012062fe037a6",
        "70617373776f7264, 73616c74, 2, 20, ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957",
        "70617373776f7264, 73616c74, 4096, 20, 4b007901b765489abead49d926f721d065a429c1",
        "70617373776f726450415353574f524470617373776f7264,"
                + " 73616c7453414c5473616c7453414c5473616c7453414c5473616c7453414c5473616c74, 4096, 25,"
                + " 3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038",
        "7061737300776f7264, 7361006c74, 4096, 16, 56fa6aa75548099dcc37d7f03425e0c3",
    })
    void rfc6070(String p, String s, int c, int dkLen, String dk) {
        assertArrayEquals(HEX.parseHex(dk), Pbkdf2.derive("HmacSHA1", HEX.parseHex(p), HEX.parseHex(s), c, dkLen));
    }

    /** The JDK's PBKDF2 (which takes a char[] password) agrees on ASCII passwords, for every PRF. */
    @ParameterizedTest
    @CsvSource({"HmacSHA1, 1", "HmacSHA224, 2", "HmacSHA256, 3", "HmacSHA384, 4", "HmacSHA512, 5"})
    void agreesWithTheJdkOnAsciiPasswords(String hmac, int salt) throws Exception {
        SplittableRandom rnd = Seeds.random(0xBBDF2L + salt);
        for (int trial = 0; trial < 6; trial++) {
            char[] pw = new char[1 + rnd.nextInt(30)];
            for (int i = 0; i < pw.length; i++) {
                pw[i] = (char) (0x20 + rnd.nextInt(95));
            }
            byte[] s = Seeds.bytes(rnd, 8 + rnd.nextInt(16));
            int c = 1 + rnd.nextInt(50);
            int dkLen = 1 + rnd.nextInt(100);
            byte[] expected = SecretKeyFactory.getInstance("PBKDF2With" + hmac)
                    .generateSecret(new PBEKeySpec(pw, s, c, dkLen * 8)).getEncoded();
            assertArrayEquals(expected, Pbkdf2.derive(hmac, new String(pw).getBytes(StandardCharsets.US_ASCII),
                    s, c, dkLen));
        }
    }

    @Test
    void emptyPasswordAndBadArguments() {
        // An empty password is allowed by RFC 8018; the JDK's SecretKeySpec would refuse it.
        assertEquals(32, Pbkdf2.derive("HmacSHA256", new byte[0], new byte[8], 3, 32).length);
        assertThrows(IllegalArgumentException.class, () -> Pbkdf2.derive("HmacSHA256", new byte[1], new byte[8], 0, 16));
        assertThrows(IllegalArgumentException.class, () -> Pbkdf2.derive("HmacSHA256", new byte[1], new byte[8], 1, 0));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Pbkdf2.derive("HmacMD4", new byte[1], new byte[8], 1, 16));
        assertTrue(e.getMessage().contains("HMAC"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Pbes2.create(Engines.all().get(0), "HmacSHA256", 20));
    }

    /** PBES2 against the JDK's own PBEWithHmacSHA*AndAES_* ciphers (PBES2 with AES-CBC-Pad). */
    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void pbes2AgreesWithTheJdk(BlockEngine engine) throws Exception {
        SplittableRandom rnd = Seeds.random(0x9BE52L);
        String[] prfs = {"HmacSHA1", "HmacSHA224", "HmacSHA256", "HmacSHA384", "HmacSHA512"};
        for (int trial = 0; trial < 10; trial++) {
            String prf = prfs[trial % prfs.length];
            int keyBytes = trial % 2 == 0 ? 16 : 32;
            char[] pw = ("pw" + trial).toCharArray();
            byte[] salt = Seeds.bytes(rnd, 16);
            byte[] iv = Seeds.bytes(rnd, 16);
            byte[] msg = Seeds.bytes(rnd, rnd.nextInt(70));
            int c = 1 + rnd.nextInt(20);
            Cipher jdk = Cipher.getInstance("PBEWith" + prf + "AndAES_" + keyBytes * 8);
            jdk.init(Cipher.ENCRYPT_MODE, SecretKeyFactory.getInstance("PBEWith" + prf + "AndAES_" + keyBytes * 8)
                    .generateSecret(new PBEKeySpec(pw)), new PBEParameterSpec(salt, c, new IvParameterSpec(iv)));
            byte[] expected = jdk.doFinal(msg);
            Pbes2 pbes2 = Pbes2.create(engine, prf, keyBytes);
            byte[] password = new String(pw).getBytes(StandardCharsets.US_ASCII);
            assertArrayEquals(expected, pbes2.encrypt(password, salt, c, iv, msg));
            assertArrayEquals(msg, pbes2.decrypt(password, salt, c, iv, expected));
        }
    }

    @Test
    void aWrongPasswordUsuallyFailsThePadding() {
        Pbes2 pbes2 = Pbes2.create(Engines.all().get(1), "HmacSHA256", 16);
        byte[] ct = pbes2.encrypt("right".getBytes(StandardCharsets.US_ASCII), new byte[8], 10, new byte[16],
                new byte[31]);
        int failures = 0;
        for (int i = 0; i < 20; i++) {
            try {
                pbes2.decrypt(("wrong" + i).getBytes(StandardCharsets.US_ASCII), new byte[8], 10, new byte[16], ct);
            } catch (BadPaddingException expected) {
                failures++;
            }
        }
        assertTrue(failures >= 15, "a wrong password passed the padding check " + (20 - failures) + " times");
    }
}
